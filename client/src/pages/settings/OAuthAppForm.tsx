/** Registers an OAuth app (name, redirect URIs one a line, an optional logo) and shows its client ID. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { SubmitButton } from '../../components/SubmitButton';
import { SettingsRegisterOAuthAppDocument } from '../../gql/graphql';
import { useSettingsRegisterOAuthAppMutation } from '../../gql/hooks';
import { useUpload } from '../../features/upload/useUpload';
import { useAttempt } from '../../lib/useAttempt';

/** The registration form; `onRegistered` refreshes the list. */
export function OAuthAppForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const { error, fail, attempt } = useAttempt();
  const [register, { loading }] = useSettingsRegisterOAuthAppMutation();
  const { upload, uploading } = useUpload(SettingsRegisterOAuthAppDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const redirectUris = uris.split('\n').map((u) => u.trim()).filter(Boolean);
    if (!name.trim()) { fail(t('apps.nameNeeded')); return; }
    if (!redirectUris.length) { fail(t('apps.redirectNeeded')); return; }
    const input = { name: name.trim(), redirectUris };
    await attempt(async () => {
      const app = logo
        ? (await upload({ input: { ...input, logo } })).registerOAuthApp.oauthApp
        : (await register({ variables: { input } })).data?.registerOAuthApp.oauthApp;
      if (app) setDone(t('apps.registered', { name: app.name, clientId: app.clientId }));
      setName(''); setUris(''); setLogo(null); setFormKey((k) => k + 1);
      onRegistered();
    });
  };

  return (
    <form className="form token-form" onSubmit={submit} noValidate data-testid="app-form" key={formKey}>
      <Message kind="error" text={error} testId="app-error" />
      <Message kind="success" text={done} testId="app-registered" />
      <Field label={t('apps.name')} name="appName" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <label className="field">
        <span className="field__label">{t('apps.redirectUris')}</span>
        <textarea className="field__input" name="appRedirectUris" rows={2} value={uris} onChange={(e) => setUris(e.target.value)} data-testid="app-redirect-uris" />
        <span className="settings-card__hint">{t('apps.redirectHint')}</span>
      </label>
      <label className="field">
        <span className="field__label">{t('apps.logo')}</span>
        <input className="field__input" type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => setLogo(e.target.files?.[0] ?? null)} data-testid="app-logo" />
      </label>
      <SubmitButton label={t('apps.register')} busy={loading || uploading} />
    </form>
  );
}
