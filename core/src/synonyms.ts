/**
 * Both-language synonyms of fibres and common knitting words: a knitter who searches in French ("laine",
 * "chaussettes") finds items written in English ("wool", "socks"), and the other way round. PostgreSQL's stemmers
 * only join the forms of one word in one language; this table joins the words of the two languages. The fibre groups
 * carry the keys of core's FIBRES, whose content forms come from here (one list for search and Explore).
 */
import { foldText } from './fold';

/** One thing knitters name in both languages: every form of its English and French words (singular and plural). */
export interface SynonymGroup {
  /** A fibre key of FIBRES, or the English word of the thing. */
  key: string;
  en: readonly string[];
  fr: readonly string[];
}

/** The groups; every form is lower case, accented as written (accents are ignored when matching). */
export const SYNONYMS: readonly SynonymGroup[] = [
  // Fibres (keys of FIBRES).
  { key: 'wool', en: ['wool', 'wools', 'lambswool'], fr: ['laine', 'laines'] },
  { key: 'merino', en: ['merino', 'merinos'], fr: ['mérinos'] },
  { key: 'alpaca', en: ['alpaca', 'alpacas'], fr: ['alpaga', 'alpagas'] },
  { key: 'mohair', en: ['mohair', 'mohairs'], fr: ['mohair', 'mohairs'] },
  { key: 'silk', en: ['silk', 'silks'], fr: ['soie', 'soies'] },
  { key: 'cotton', en: ['cotton', 'cottons'], fr: ['coton', 'cotons'] },
  { key: 'linen', en: ['linen', 'linens', 'flax'], fr: ['lin', 'lins'] },
  { key: 'acrylic', en: ['acrylic', 'acrylics'], fr: ['acrylique', 'acryliques'] },
  { key: 'nylon', en: ['nylon', 'polyamide', 'polyamid'], fr: ['nylon', 'polyamide'] },
  { key: 'cashmere', en: ['cashmere'], fr: ['cachemire'] },
  { key: 'bamboo', en: ['bamboo'], fr: ['bambou'] },
  { key: 'angora', en: ['angora'], fr: ['angora'] },
  { key: 'yak', en: ['yak'], fr: ['yack', 'yak'] },
  { key: 'camel', en: ['camel'], fr: ['chameau'] },
  { key: 'hemp', en: ['hemp'], fr: ['chanvre'] },
  { key: 'viscose', en: ['viscose', 'rayon'], fr: ['viscose', 'rayonne'] },
  { key: 'polyester', en: ['polyester'], fr: ['polyester'] },
  // Things knitters make.
  { key: 'socks', en: ['sock', 'socks'], fr: ['chaussette', 'chaussettes'] },
  { key: 'shawl', en: ['shawl', 'shawls'], fr: ['châle', 'châles'] },
  { key: 'sweater', en: ['sweater', 'sweaters', 'jumper', 'jumpers', 'pullover', 'pullovers'], fr: ['pull', 'pulls'] },
  { key: 'hat', en: ['hat', 'hats', 'beanie', 'beanies'], fr: ['bonnet', 'bonnets'] },
  { key: 'scarf', en: ['scarf', 'scarves'], fr: ['écharpe', 'écharpes'] },
  { key: 'cardigan', en: ['cardigan', 'cardigans'], fr: ['gilet', 'gilets'] },
  { key: 'mittens', en: ['mitten', 'mittens'], fr: ['moufle', 'moufles'] },
  { key: 'gloves', en: ['glove', 'gloves'], fr: ['gant', 'gants'] },
  { key: 'blanket', en: ['blanket', 'blankets'], fr: ['couverture', 'couvertures', 'plaid', 'plaids'] },
  { key: 'cowl', en: ['cowl', 'cowls'], fr: ['snood', 'snoods'] },
  { key: 'baby', en: ['baby', 'babies'], fr: ['bébé', 'bébés', 'layette'] },
  // Knitting words.
  { key: 'knitting', en: ['knit', 'knits', 'knitting'], fr: ['tricot', 'tricots', 'tricoter'] },
  { key: 'needles', en: ['needle', 'needles'], fr: ['aiguille', 'aiguilles'] },
  { key: 'skein', en: ['skein', 'skeins', 'hank', 'hanks'], fr: ['écheveau', 'écheveaux'] },
  { key: 'ball', en: ['ball', 'balls'], fr: ['pelote', 'pelotes'] },
  { key: 'yarn', en: ['yarn', 'yarns'], fr: ['fil', 'fils'] },
  { key: 'cables', en: ['cable', 'cables', 'cabled'], fr: ['torsade', 'torsades'] },
  { key: 'lace', en: ['lace'], fr: ['dentelle', 'dentelles'] },
  { key: 'ribbing', en: ['rib', 'ribbing'], fr: ['côte', 'côtes'] },
  { key: 'colourwork', en: ['colourwork', 'colorwork', 'stranded'], fr: ['jacquard'] },
];

/** Every form of a group, English then French, without repeats. */
export function groupForms(group: SynonymGroup): string[] {
  return [...new Set([...group.en, ...group.fr])];
}

/** The forms of the group with this key (empty for an unknown key). */
export function synonymForms(key: string): string[] {
  const group = SYNONYMS.find((g) => g.key === key);
  return group ? groupForms(group) : [];
}

const BY_FORM: ReadonlyMap<string, readonly SynonymGroup[]> = (() => {
  const map = new Map<string, SynonymGroup[]>();
  for (const group of SYNONYMS) {
    for (const form of groupForms(group)) {
      const folded = foldText(form);
      const list = map.get(folded) ?? [];
      if (!list.includes(group)) list.push(group);
      map.set(folded, list);
    }
  }
  return map;
})();

/** The groups a word belongs to: as written (accents and case ignored), or as the singular of a plural in -s or -x. */
function groupsOf(word: string): readonly SynonymGroup[] {
  const folded = foldText(word.trim());
  const exact = BY_FORM.get(folded);
  if (exact) return exact;
  if (folded.length > 3 && /[sx]$/.test(folded)) return BY_FORM.get(folded.slice(0, -1)) ?? [];
  return [];
}

/**
 * The other-language (and same-language) synonyms of a search word, without the word itself: 'laines' -> wool,
 * wools, lambswool, laine; 'socks' -> sock, chaussette, chaussettes. Empty for a word of no group.
 */
export function synonymsOf(word: string): string[] {
  const self = foldText(word.trim());
  const out = new Set<string>();
  for (const group of groupsOf(word)) for (const form of groupForms(group)) if (foldText(form) !== self) out.add(form);
  return [...out];
}
