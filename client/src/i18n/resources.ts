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

/** One language's catalogues as i18next takes them. */
export type LocaleResources = { translation: Catalogue; items: Catalogue };

/** One language's catalogues: the items keys are merged into the default namespace and also form an 'items' namespace. */
export function mergeCatalogues(locale: Locale, c: { core: Catalogue; items: Catalogue; data: Catalogue; errors: Catalogue; discover: Catalogue }): LocaleResources {
  return { translation: { ...yarnCatalogue(locale), ...c.discover, ...c.errors, ...c.data, ...c.items, ...c.core }, items: c.items };
}

/** Every language's catalogues at once (the app loads French on demand: catalogue.fr.ts). */
export function buildResources(): Record<Locale, LocaleResources> {
  return {
    en: mergeCatalogues('en', { core: en, items: itemsEn, data: dataEn, errors: errorsEn, discover: discoverEn }),
    fr: mergeCatalogues('fr', { core: fr, items: itemsFr, data: dataFr, errors: errorsFr, discover: discoverFr }),
  };
}

/** The raw catalogues, for the consistency test. */
export const CATALOGUES = { en, fr, itemsEn, itemsFr, dataEn, dataFr, errorsEn, errorsFr, discoverEn, discoverFr } as const;
