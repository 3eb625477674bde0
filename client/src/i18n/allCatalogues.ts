/**
 * Every language's catalogues at once, for tests that need both languages without loading French on demand. The app
 * never imports this module: English comes with the app (catalogue.en.ts) and French is fetched when chosen (index.ts).
 */
import { parts as english } from './catalogue.en';
import { parts as french } from './catalogue.fr';
import { mergeCatalogues, type Locale, type LocaleResources } from './resources';

/** Both languages' catalogues, merged as i18next takes them. */
export function buildResources(): Record<Locale, LocaleResources> {
  return { en: mergeCatalogues('en', english), fr: mergeCatalogues('fr', french) };
}
