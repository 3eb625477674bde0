/**
 * Navigation and page-title words must stay distinct in French (issue #26 point 13): "Fil" once named both the yarn
 * and the feed ("Fil … Aller au fil"), and "Modèle" both the pattern (editor) and the model (library).
 */
import en from './en.json';
import fr from './fr.json';
import itemsEn from './items.en.json';
import itemsFr from './items.fr.json';
import dataEn from './data.en.json';
import dataFr from './data.fr.json';
import discoverEn from './discover.en.json';
import discoverFr from './discover.fr.json';
import { leaves, type Tree } from './leaves';


/** Keys naming a place or a thing the knitter navigates by: menus, the navigation, page and dialog titles, item kinds. */
const LABEL_KEY = /^(nav|menu)\.|(^|\.)title(\.|$)|Title$|^library\.(type|filter)\.|^item\.(kind|title)\./;

/** A catalogue's texts by dotted key. */
const texts = (tree: Tree) => new Map([...leaves(tree)].map(([key, text]) => [key, String(text)]));

/** French text compared without case or end punctuation. */
const french = (text: string) => text.trim().toLowerCase().replace(/[\s!?.:…]+$/u, '');
/** English text up to spelling variants that mean the same word: case, British -our, a plural s. */
const english = (text: string) => french(text).replace(/our/g, 'or').split(/\s+/).map((w) => w.replace(/s$/, '')).join(' ');

/** French labels given to more than one English label, with the keys concerned. */
export function clashes(enTree: Tree, frTree: Tree): Record<string, string[]> {
  const enTexts = texts(enTree);
  const frTexts = texts(frTree);
  const byFrench = new Map<string, Map<string, string[]>>();
  for (const [key, text] of enTexts) {
    const translated = frTexts.get(key);
    if (!LABEL_KEY.test(key) || translated === undefined || text.includes('{{')) continue;
    const meanings = byFrench.get(french(translated)) ?? new Map<string, string[]>();
    meanings.set(english(text), [...(meanings.get(english(text)) ?? []), key]);
    byFrench.set(french(translated), meanings);
  }
  const out: Record<string, string[]> = {};
  for (const [word, meanings] of byFrench) if (meanings.size > 1) out[word] = [...meanings.values()].flat();
  return out;
}

const ALL_EN = { ...(discoverEn as Tree), ...(dataEn as Tree), ...(itemsEn as Tree), ...(en as Tree) };
const ALL_FR = { ...(discoverFr as Tree), ...(dataFr as Tree), ...(itemsFr as Tree), ...(fr as Tree) };

describe('French navigation and page-title labels', () => {
  it('never give one French word to two different English labels', () => {
    expect(clashes(ALL_EN, ALL_FR)).toEqual({});
  });

  it('would catch the yarn/feed clash', () => {
    const clash = clashes({ nav: { feed: 'Feed' }, library: { type: { yarn: 'Yarn' } } }, { nav: { feed: 'Fil' }, library: { type: { yarn: 'Fil' } } });
    expect(clash).toEqual({ fil: ['nav.feed', 'library.type.yarn'] });
  });

  it('treat spelling variants of one English word as one label', () => {
    expect(clashes({ nav: { favorites: 'Favorites' }, favorites: { title: 'Favourites' } }, { nav: { favorites: 'Favoris' }, favorites: { title: 'Favoris' } })).toEqual({});
  });
});
