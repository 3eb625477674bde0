/** i18next set-up: en (default and fallback) and fr, merging the core and the items catalogues. */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildResources, isLocale, LOCALE_KEY, type Locale } from './resources';

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

/** Switches the interface language and remembers the choice. */
export function setLocale(locale: Locale): void {
  try { localStorage.setItem(LOCALE_KEY, locale); } catch { /* private mode: not remembered */ }
  void i18n.changeLanguage(locale);
}

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLocale(),
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
