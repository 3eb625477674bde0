/** en and fr must have the same keys (docs/style.md §11), for the core and the items catalogues alike. */
import { MESSAGES } from '@purlwise/core';
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
import { leaves, type Tree } from './leaves';
import { yarnCatalogue } from './resources';
import { ERROR_STATUS } from '../../../server/src/common/errors';


const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each([
  ['core', en as Tree, fr as Tree],
  ['items', itemsEn as Tree, itemsFr as Tree],
  ['stash', stashEn as Tree, stashFr as Tree],
  ['data', dataEn as Tree, dataFr as Tree],
  ['server errors', errorsEn as Tree, errorsFr as Tree],
  ['discover', discoverEn as Tree, discoverFr as Tree],
  ['explorer', explorerEn as Tree, explorerFr as Tree],
  ['webhooks', webhooksEn as Tree, webhooksFr as Tree],
  ['apps', appsEn as Tree, appsFr as Tree],
  ['projects', projectsEn as Tree, projectsFr as Tree],
  ['yarn (from core)', yarnCatalogue('en'), yarnCatalogue('fr')],
])('%s catalogues', (_name, a, b) => {
  const enKeys = leaves(a);
  const frKeys = leaves(b);

  it('have the same keys in en and fr', () => {
    expect([...frKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('hold non-empty strings only', () => {
    for (const [key, text] of [...enKeys, ...frKeys]) {
      expect([key, typeof text === 'string' && text.trim() !== '']).toEqual([key, true]);
    }
  });

  it('use the same {{placeholders}} in both languages', () => {
    for (const [key, text] of enKeys) {
      expect([key, placeholders(frKeys.get(key))]).toEqual([key, placeholders(text)]);
    }
  });
});

describe('catalogue merging', () => {
  it('core and items top-level keys do not collide (they share the default namespace)', () => {
    const clash = Object.keys(itemsEn).filter((k) => k in en);
    expect(clash).toEqual([]);
    expect(Object.keys(dataEn).filter((k) => k in en || k in itemsEn)).toEqual([]);
    expect(Object.keys(errorsEn).filter((k) => k in en || k in itemsEn || k in dataEn)).toEqual([]);
    expect(Object.keys(discoverEn).filter((k) => k in en || k in itemsEn || k in dataEn || k in errorsEn || k === 'yarn')).toEqual([]);
    expect(Object.keys(explorerEn).filter((k) => k in en || k in itemsEn || k in dataEn || k in errorsEn || k in discoverEn || k === 'yarn')).toEqual([]);
    expect(Object.keys(webhooksEn).filter((k) => k in en || k in itemsEn || k in dataEn || k in errorsEn || k in discoverEn || k === 'yarn')).toEqual([]);
    expect(Object.keys(appsEn).filter((k) => k in en || k in itemsEn || k in dataEn || k in errorsEn || k in discoverEn || k === 'yarn')).toEqual([]);
    expect(Object.keys(projectsEn).filter((k) => k in en || k in itemsEn || k in dataEn || k in errorsEn || k in discoverEn || k in appsEn || k in webhooksEn || k in explorerEn || k === 'yarn')).toEqual([]);
  });

  it('translates every shared form-check message', () => {
    const validation = (en as { validation: Record<string, string> }).validation;
    for (const [key, text] of Object.entries(MESSAGES)) expect(validation[key]).toBe(text);
    expect(Object.keys((fr as { validation: Record<string, string> }).validation).sort()).toEqual(Object.keys(MESSAGES).sort());
  });
});

describe('server error codes', () => {
  it('every code of the server\'s error table has a text in both languages', () => {
    const missing = (c: unknown) => {
      const table = (c as { serverError: { code: Record<string, string> } }).serverError.code;
      return Object.keys(ERROR_STATUS).filter((code) => !(code in table));
    };
    expect(missing(errorsEn)).toEqual([]);
    expect(missing(errorsFr)).toEqual([]);
  });
});
