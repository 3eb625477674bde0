/** The translation catalogues: core (en.json, fr.json), items (items.*.json, from part 2), account data (data.*.json),
 * the API explorer's page (explorer.*.json), the webhooks section (webhooks.*.json), OAuth apps (apps.*.json),
 * projects and row counters (projects.*.json) and the texts of the server's error codes (errors.*.json). */
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
import explorerEn from './explorer.en.json';
import explorerFr from './explorer.fr.json';
import webhooksEn from './webhooks.en.json';
import webhooksFr from './webhooks.fr.json';
import appsEn from './apps.en.json';
import appsFr from './apps.fr.json';
import stashEn from './stash.en.json';
import stashFr from './stash.fr.json';
import projectsEn from './projects.en.json';
import projectsFr from './projects.fr.json';
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

/** Every language's catalogues at once (the app loads French on demand: catalogue.fr.ts). */
export function buildResources(): Record<Locale, LocaleResources> {
  return {
    en: mergeCatalogues('en', { core: en, items: itemsEn, data: dataEn, errors: errorsEn, discover: discoverEn, explorer: explorerEn, webhooks: webhooksEn, apps: appsEn, stash: stashEn, projects: projectsEn }),
    fr: mergeCatalogues('fr', { core: fr, items: itemsFr, data: dataFr, errors: errorsFr, discover: discoverFr, explorer: explorerFr, webhooks: webhooksFr, apps: appsFr, stash: stashFr, projects: projectsFr }),
  };
}

/** The raw catalogues, for the consistency test. */
export const CATALOGUES = { en, fr, itemsEn, itemsFr, dataEn, dataFr, errorsEn, errorsFr, discoverEn, discoverFr, explorerEn, explorerFr, webhooksEn, webhooksFr, appsEn, appsFr, stashEn, stashFr, projectsEn, projectsFr } as const;
