/**
 * Yarn vocabulary shared by the server and the client: the Craft Yarn Council's standard weight classes and the
 * fibres recognised in a yarn's free-text content (English and French forms). Names live here once; the client
 * feeds them to i18next (the `yarn` namespace), the server uses the numbers and the fibre keys.
 */
import { foldText } from './fold';
import { synonymForms } from './synonyms';

export { foldText };

/** A Craft Yarn Council weight class: its number (0 to 7), GraphQL name, and names in English and French. */
export interface WeightClass {
  value: number;
  /** The GraphQL enum value. */
  key: 'LACE' | 'SUPER_FINE' | 'FINE' | 'LIGHT' | 'MEDIUM' | 'BULKY' | 'SUPER_BULKY' | 'JUMBO';
  name: { en: string; fr: string };
  /** The names knitters use for yarns of the class. */
  common: { en: string; fr: string };
}

/** The eight standard weight classes, lightest first (craftyarncouncil.com/standards/yarn-weight-system). */
export const WEIGHT_CLASSES: readonly WeightClass[] = [
  { value: 0, key: 'LACE', name: { en: 'Lace', fr: 'Dentelle' }, common: { en: 'Fingering, 10-count crochet thread', fr: 'Lace, fil à crochet' } },
  { value: 1, key: 'SUPER_FINE', name: { en: 'Super Fine', fr: 'Très fin' }, common: { en: 'Fingering, Sock, Baby', fr: 'Fingering, chaussettes, layette' } },
  { value: 2, key: 'FINE', name: { en: 'Fine', fr: 'Fin' }, common: { en: 'Sport, Baby', fr: 'Sport, layette' } },
  { value: 3, key: 'LIGHT', name: { en: 'Light', fr: 'Léger' }, common: { en: 'DK, Light Worsted', fr: 'DK, worsted léger' } },
  { value: 4, key: 'MEDIUM', name: { en: 'Medium', fr: 'Moyen' }, common: { en: 'Worsted, Aran, Afghan', fr: 'Worsted, Aran' } },
  { value: 5, key: 'BULKY', name: { en: 'Bulky', fr: 'Épais' }, common: { en: 'Chunky, Craft, Rug', fr: 'Chunky, tapis' } },
  { value: 6, key: 'SUPER_BULKY', name: { en: 'Super Bulky', fr: 'Très épais' }, common: { en: 'Super Bulky, Roving', fr: 'Super chunky, mèche' } },
  { value: 7, key: 'JUMBO', name: { en: 'Jumbo', fr: 'Jumbo' }, common: { en: 'Jumbo, Roving', fr: 'Jumbo, mèche' } },
];

/** Whether `value` is the number of a weight class (an integer 0 to 7). */
export function isWeightClass(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < WEIGHT_CLASSES.length;
}

/** A fibre: its key (stored and used in URLs), names in English and French, and every form matched in content. */
export interface Fibre {
  key: string;
  name: { en: string; fr: string };
  /** Lower-case words (English and French, singular and plural) that name the fibre in a content text: its SYNONYMS group. */
  forms: readonly string[];
}

/** The fibres Explore offers; a content text names a fibre when one of its forms appears as a whole word. */
export const FIBRES: readonly Fibre[] = [
  { key: 'wool', name: { en: 'Wool', fr: 'Laine' }, forms: synonymForms('wool') },
  { key: 'merino', name: { en: 'Merino', fr: 'Mérinos' }, forms: synonymForms('merino') },
  { key: 'alpaca', name: { en: 'Alpaca', fr: 'Alpaga' }, forms: synonymForms('alpaca') },
  { key: 'mohair', name: { en: 'Mohair', fr: 'Mohair' }, forms: synonymForms('mohair') },
  { key: 'silk', name: { en: 'Silk', fr: 'Soie' }, forms: synonymForms('silk') },
  { key: 'cotton', name: { en: 'Cotton', fr: 'Coton' }, forms: synonymForms('cotton') },
  { key: 'linen', name: { en: 'Linen', fr: 'Lin' }, forms: synonymForms('linen') },
  { key: 'acrylic', name: { en: 'Acrylic', fr: 'Acrylique' }, forms: synonymForms('acrylic') },
  { key: 'nylon', name: { en: 'Nylon (polyamide)', fr: 'Nylon (polyamide)' }, forms: synonymForms('nylon') },
  { key: 'cashmere', name: { en: 'Cashmere', fr: 'Cachemire' }, forms: synonymForms('cashmere') },
  { key: 'bamboo', name: { en: 'Bamboo', fr: 'Bambou' }, forms: synonymForms('bamboo') },
  { key: 'angora', name: { en: 'Angora', fr: 'Angora' }, forms: synonymForms('angora') },
  { key: 'yak', name: { en: 'Yak', fr: 'Yack' }, forms: synonymForms('yak') },
  { key: 'camel', name: { en: 'Camel', fr: 'Chameau' }, forms: synonymForms('camel') },
  { key: 'hemp', name: { en: 'Hemp', fr: 'Chanvre' }, forms: synonymForms('hemp') },
  { key: 'viscose', name: { en: 'Viscose', fr: 'Viscose' }, forms: synonymForms('viscose') },
  { key: 'polyester', name: { en: 'Polyester', fr: 'Polyester' }, forms: synonymForms('polyester') },
];

/** The keys of the fibres a content text names ('80% laine mérinos, 20% nylon' -> wool, merino, nylon), in table order. */
export function fibresOf(content: string | null | undefined): string[] {
  if (!content) return [];
  const words = new Set(foldText(content).split(/[^a-z]+/).filter((w) => w !== ''));
  return FIBRES.filter((f) => f.forms.some((form) => words.has(foldText(form)))).map((f) => f.key);
}

/** Whether `key` is a fibre of the table. */
export function isFibre(key: unknown): key is string {
  return typeof key === 'string' && FIBRES.some((f) => f.key === key);
}
