/**
 * Lengths, weights and needle sizes in the knitter's preferred unit (docs/decisions.md §9). Stored values stay as
 * typed; these functions convert for display, and parse free text only when it is a number with a known unit.
 */
import type { Unit } from './units';

/** Centimetres in an inch, metres in a yard and grams in an ounce (exact definitions). */
export const CM_PER_INCH = 2.54;
export const METRES_PER_YARD = 0.9144;
export const GRAMS_PER_OUNCE = 28.349523125;

/** One line of the Craft Yarn Council's knitting needle table: metric size, US and UK numbers where they exist. */
export interface NeedleSize { mm: number; us?: string; uk?: string }

/** The Craft Yarn Council knitting needle sizes (craftyarncouncil.com/standards/hooks-and-needles). */
export const NEEDLE_SIZES: readonly NeedleSize[] = [
  { mm: 2, us: '0', uk: '14' },
  { mm: 2.25, us: '1', uk: '13' },
  { mm: 2.75, us: '2', uk: '12' },
  { mm: 3, uk: '11' },
  { mm: 3.25, us: '3', uk: '10' },
  { mm: 3.5, us: '4' },
  { mm: 3.75, us: '5', uk: '9' },
  { mm: 4, us: '6', uk: '8' },
  { mm: 4.5, us: '7', uk: '7' },
  { mm: 5, us: '8', uk: '6' },
  { mm: 5.5, us: '9', uk: '5' },
  { mm: 6, us: '10', uk: '4' },
  { mm: 6.5, us: '10.5', uk: '3' },
  { mm: 7, uk: '2' },
  { mm: 7.5, uk: '1' },
  { mm: 8, us: '11', uk: '0' },
  { mm: 9, us: '13', uk: '00' },
  { mm: 10, us: '15', uk: '000' },
  { mm: 12.75, us: '17' },
  { mm: 15, us: '19' },
  { mm: 19, us: '35' },
  { mm: 25, us: '50' },
];

/** Rounds to `digits` decimals and drops trailing zeros: 3.50 -> "3.5", 4.00 -> "4". */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A length in cm shown in the preferred unit (inches with 2 decimals for Imperial). */
export function lengthToUnit(cm: number, unit: Unit): number {
  return unit === 'IMPERIAL' ? roundTo(cm / CM_PER_INCH, 2) : cm;
}

/** A length typed in the preferred unit, back in cm (the stored unit). */
export function lengthFromUnit(value: number, unit: Unit): number {
  return unit === 'IMPERIAL' ? roundTo(value * CM_PER_INCH, 4) : value;
}

/**
 * Decimal places of a length the calculator derives, per shown unit: whole cm (docs/product.md §4.6), but tenths of an
 * inch, since a whole inch is 2.54 cm (22 stitches per 4 in and 120 stitches give 21.8 in, not 22).
 */
export const DERIVED_LENGTH_DECIMALS: Readonly<Record<Unit, number>> = { METRIC: 0, IMPERIAL: 1 };

/** The short name of the length unit: cm or in. */
export const lengthUnitName = (unit: Unit): 'cm' | 'in' => (unit === 'IMPERIAL' ? 'in' : 'cm');

/** A quantity read from free text. */
export interface Quantity { value: number; unit: 'g' | 'oz' | 'm' | 'yd' | 'mm' | 'us' | 'uk'; digits?: string }

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|\d*[.,]\d+)`;
const SUFFIXED = new RegExp(String.raw`^${NUMBER}\s*(g|gr|grams?|oz|ounces?|m|metres?|meters?|mètres?|yd|yds|yards?|mm)\.?$`, 'i');
const PREFIXED = new RegExp(String.raw`^(us|uk)\s*#?\s*${NUMBER}$`, 'i');
const UNIT_NAMES: Record<string, Quantity['unit']> = { g: 'g', gr: 'g', o: 'oz', m: 'm', y: 'yd' };

const num = (s: string) => Number(s.replace(',', '.'));

/** Reads "100 g", "3.5oz", "200 m", "219 yds", "4 mm", "US 6" or "UK 8"; anything else is null (left as typed). */
export function parseQuantity(text: string | null | undefined): Quantity | null {
  const s = (text ?? '').trim();
  const pre = PREFIXED.exec(s);
  if (pre) return { value: num(pre[2]), unit: pre[1].toLowerCase() as 'us' | 'uk', digits: pre[2] };
  const m = SUFFIXED.exec(s);
  if (!m) return null;
  const word = m[2].toLowerCase();
  const unit: Quantity['unit'] = word === 'mm' ? 'mm' : word.startsWith('yd') || word.startsWith('yard') ? 'yd'
    : word.startsWith('m') ? 'm' : UNIT_NAMES[word[0]];
  return { value: num(m[1]), unit };
}

/** Writes a number for display: String by default; the client passes the language's format ("0,9" in French). */
export type NumberFormat = (value: number) => string;

/** A yarn weight for display: grams for Metric, ounces for Imperial when the text is a weight; else as typed. */
export function displayWeight(text: string, unit: Unit, format: NumberFormat = String): string {
  const q = parseQuantity(text);
  if (!q || (q.unit !== 'g' && q.unit !== 'oz')) return text;
  const grams = q.unit === 'g' ? q.value : q.value * GRAMS_PER_OUNCE;
  return unit === 'IMPERIAL' ? `${format(roundTo(grams / GRAMS_PER_OUNCE, 1))} oz` : `${format(roundTo(grams, 0))} g`;
}

/** A yarn length for display: metres for Metric, yards for Imperial when the text is a length; else as typed. */
export function displayYardage(text: string, unit: Unit, format: NumberFormat = String): string {
  const q = parseQuantity(text);
  if (!q || (q.unit !== 'm' && q.unit !== 'yd')) return text;
  const metres = q.unit === 'm' ? q.value : q.value * METRES_PER_YARD;
  return unit === 'IMPERIAL' ? `${format(roundTo(metres / METRES_PER_YARD, 0))} yd` : `${format(roundTo(metres, 0))} m`;
}

/** The table line of a needle given in mm, US or UK numbers, or undefined when the table has no such size. */
export function findNeedle(q: Quantity): NeedleSize | undefined {
  if (q.unit === 'mm') return NEEDLE_SIZES.find((n) => Math.abs(n.mm - q.value) < 0.01);
  if (q.unit === 'us') return NEEDLE_SIZES.find((n) => n.us !== undefined && num(n.us) === q.value);
  // UK sizes 0, 00 and 000 differ by their digits, not their value.
  if (q.unit === 'uk') return NEEDLE_SIZES.find((n) => n.uk === q.digits);
  return undefined;
}

/** A needle size for display: "4 mm" (Metric) or "US 6 (4 mm)" (Imperial) from the table; else as typed. */
export function displayNeedle(text: string, unit: Unit, format: NumberFormat = String): string {
  const q = parseQuantity(text);
  const needle = q && findNeedle(q);
  if (!needle) return text;
  const mm = `${format(needle.mm)} mm`;
  return unit === 'IMPERIAL' && needle.us ? `US ${needle.us} (${mm})` : mm;
}
