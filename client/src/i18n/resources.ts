/** The translation catalogues: core (en.json, fr.json), items (items.*.json, from part 2), account data (data.*.json)
 * and the texts of the server's error codes (errors.*.json). */
import en from './en.json';
import fr from './fr.json';
import itemsEn from './items.en.json';
import itemsFr from './items.fr.json';
import dataEn from './data.en.json';
import dataFr from './data.fr.json';
import errorsEn from './errors.en.json';
import errorsFr from './errors.fr.json';
import discoverEn from './discover.en.json';
import discoverFr from './discover.fr.json';
import { FIBRES, WEIGHT_CLASSES } from '@purlwise/core';

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

/** The yarn vocabulary of core (weight classes, fibres) as catalogue keys: `yarn.weight.LIGHT`, `yarn.common.LIGHT`, `yarn.fibre.wool`. */
export function yarnCatalogue(locale: Locale): Catalogue {
  return {
    yarn: {
      weight: Object.fromEntries(WEIGHT_CLASSES.map((w) => [w.key, w.name[locale]])),
      common: Object.fromEntries(WEIGHT_CLASSES.map((w) => [w.key, w.common[locale]])),
      fibre: Object.fromEntries(FIBRES.map((f) => [f.key, f.name[locale]])),
    },
  };
}

/** The catalogues per language: the items keys are merged into the default namespace and also form an 'items' namespace. */
export function buildResources(): Record<Locale, { translation: Catalogue; items: Catalogue }> {
  const merge = (core: Catalogue, items: Catalogue, data: Catalogue, errors: Catalogue, discover: Catalogue, locale: Locale) =>
    ({ ...yarnCatalogue(locale), ...discover, ...errors, ...data, ...items, ...core });
  return {
    en: { translation: merge(en, itemsEn, dataEn, errorsEn, discoverEn, 'en'), items: itemsEn },
    fr: { translation: merge(fr, itemsFr, dataFr, errorsFr, discoverFr, 'fr'), items: itemsFr },
  };
}

/** The raw catalogues, for the consistency test. */
export const CATALOGUES = { en, fr, itemsEn, itemsFr, dataEn, dataFr, errorsEn, errorsFr, discoverEn, discoverFr } as const;
