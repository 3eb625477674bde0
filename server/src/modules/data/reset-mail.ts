/** The password-reset mail, in English or French. */
import type { Mail } from './mail';

/** Languages a mail can be written in. */
export type MailLanguage = 'en' | 'fr';

const TEXTS: Record<MailLanguage, { subject: string; body: (username: string, link: string, minutes: number) => string }> = {
  en: {
    subject: 'Reset your Purlwise password',
    body: (username, link, minutes) => `Hello ${username},

Someone (hopefully you) asked to reset the password of your Purlwise account.
Follow this link within ${minutes} minutes to choose a new one:

${link}

The link works once. Every device logged in to your account will be logged out,
and every personal access token of your account will stop working: make new ones
in Settings for the tools that need them.
If you did not ask for this, ignore this mail: your password stays as it is.
`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Purlwise',
    body: (username, link, minutes) => `Bonjour ${username},

Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Purlwise.
Suivez ce lien dans les ${minutes} minutes pour en choisir un nouveau :

${link}

Le lien ne fonctionne qu'une fois. Tous les appareils connectés à votre compte seront déconnectés,
et tous les jetons d'accès personnels de votre compte cesseront de fonctionner : créez-en de nouveaux
dans les Paramètres pour les outils qui en ont besoin.
Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.
`,
  },
};

/** The mail carrying a reset link for `username`. */
export function resetMail(to: string, username: string, link: string, minutes: number, language: MailLanguage): Mail {
  const texts = TEXTS[language] ?? TEXTS.en;
  return { to, subject: texts.subject, text: texts.body(username, link, minutes) };
}
