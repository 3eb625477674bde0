/** The English catalogues, bundled with the app: the default and fallback language. */
import core from './en.json';
import items from './items.en.json';
import data from './data.en.json';
import errors from './errors.en.json';
import discover from './discover.en.json';
import explorer from './explorer.en.json';
import webhooks from './webhooks.en.json';
import apps from './apps.en.json';
import stash from './stash.en.json';
import projects from './projects.en.json';

/** The catalogues as written (i18n/index.ts merges them, with core's yarn vocabulary); nothing else is imported, so
 * this module's chunk shares no code with the app's. */
export const parts = { core, items, data, errors, discover, explorer, webhooks, apps, stash, projects };
