/** The French catalogues, loaded when a knitter chooses French (i18n/index.ts): English visitors never download them. */
import core from './fr.json';
import items from './items.fr.json';
import data from './data.fr.json';
import errors from './errors.fr.json';
import discover from './discover.fr.json';
import explorer from './explorer.fr.json';
import webhooks from './webhooks.fr.json';
import apps from './apps.fr.json';
import stash from './stash.fr.json';
import projects from './projects.fr.json';

/** The catalogues as written (i18n/index.ts merges them, with core's yarn vocabulary); nothing else is imported, so
 * this module's chunk shares no code with the app's. */
export const parts = { core, items, data, errors, discover, explorer, webhooks, apps, stash, projects };
