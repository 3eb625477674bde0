/** The interface languages, and how one language's catalogues are merged: core (en.json, fr.json), items (items.*.json,
 * from part 2), account data (data.*.json), the API explorer's page (explorer.*.json), the webhooks section
 * (webhooks.*.json), OAuth apps (apps.*.json), projects and row counters (projects.*.json) and the texts of the server's
 * error codes (errors.*.json). The files themselves are imported by catalogue.en.ts (in the app) and catalogue.fr.ts
 * (fetched when French is chosen), never here: whatever imports this module gets neither language's text with it. */
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
export function mergeCatalogues(locale: Locale, c: { core: Catalogue; items: Catalogue; data: Catalogue; errors: Catalogue; discover: Catalogue; explorer: Catalogue; webhooks: Catalogue; apps: Catalogue; stash: Catalogue; projects: Catalogue }): LocaleResources {
  return { translation: { ...yarnCatalogue(locale), ...c.projects, ...c.stash, ...c.explorer, ...c.webhooks, ...c.apps, ...c.discover, ...c.errors, ...c.data, ...c.items, ...c.core }, items: c.items };
}
