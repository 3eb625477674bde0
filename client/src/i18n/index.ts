/** i18next set-up: en (default and fallback, bundled) and fr (loaded when chosen), merging the core and the items catalogues. */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { parts as englishParts } from './catalogue.en';
import { isLocale, LOCALE_KEY, mergeCatalogues, type Locale, type LocaleResources } from './resources';

const english = mergeCatalogues('en', englishParts);

export { LOCALES, LOCALE_KEY, type Locale } from './resources';

/** The stored locale, or en when none (or an unknown one) is stored. */
export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(LOCALE_KEY);
    return isLocale(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

/** Each language's catalogues: English is in the bundle, French is a chunk of its own, fetched only when chosen. */
const catalogues: Record<Locale, () => Promise<LocaleResources>> = {
  en: () => Promise.resolve(english),
  fr: () => import('./catalogue.fr').then((m) => mergeCatalogues('fr', m.parts)),
};

/** Shows the interface in `locale`, its catalogues loaded first (once). */
export async function switchLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const resources = await catalogues[locale]();
    for (const [ns, catalogue] of Object.entries(resources)) i18n.addResourceBundle(locale, ns, catalogue, true, true);
  }
  await i18n.changeLanguage(locale);
}

/** Switches the interface language and remembers the choice. */
export function setLocale(locale: Locale): void {
  try { localStorage.setItem(LOCALE_KEY, locale); } catch { /* private mode: not remembered */ }
  void switchLocale(locale);
}

/** The remembered language, loaded: the first render waits for it (main.tsx), so French never flashes English. */
export function localeReady(): Promise<void> {
  return switchLocale(storedLocale());
}

void i18n.use(initReactI18next).init({
  resources: { en: english },
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  ns: ['translation', 'items'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
});

const syncLang = (lng: string) => { document.documentElement.lang = lng; };
syncLang(i18n.language);
i18n.on('languageChanged', syncLang);

export default i18n;
