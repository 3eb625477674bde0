/** The translation catalogues: core (en.json, fr.json), items (items.*.json, from part 2) and account data (data.*.json). */
import en from './en.json';
import fr from './fr.json';
import itemsEn from './items.en.json';
import itemsFr from './items.fr.json';
import dataEn from './data.en.json';
import dataFr from './data.fr.json';

/** The interface languages; en is the default and the fallback. */
export const LOCALES = ['en', 'fr'] as const;
/** One interface language. */
export type Locale = (typeof LOCALES)[number];
/** localStorage key holding the chosen locale. */
export const LOCALE_KEY = 'locale';

/** True when `s` is a supported locale. */
export function isLocale(s: unknown): s is Locale {
  return typeof s === 'string' && (LOCALES as readonly string[]).includes(s);
}

type Catalogue = Record<string, unknown>;

/** The catalogues per language: the items keys are merged into the default namespace and also form an 'items' namespace. */
export function buildResources(): Record<Locale, { translation: Catalogue; items: Catalogue }> {
  const merge = (core: Catalogue, items: Catalogue, data: Catalogue) => ({ ...data, ...items, ...core });
  return {
    en: { translation: merge(en, itemsEn, dataEn), items: itemsEn },
    fr: { translation: merge(fr, itemsFr, dataFr), items: itemsFr },
  };
}

/** The raw catalogues, for the consistency test. */
export const CATALOGUES = { en, fr, itemsEn, itemsFr, dataEn, dataFr } as const;
