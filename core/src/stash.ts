/**
 * Stash arithmetic shared by the server and the client (issue #24 points 1, 4 and 5): reading a skein's length and
 * weight out of the legacy free text, converting metres and grams to the knitter's unit, naming needle sizes, and
 * the checks of the stash, needle and pattern-size numbers.
 */

import { GRAMS_PER_OUNCE, METRES_PER_YARD, NEEDLE_SIZES } from './measures';

/** The largest accepted numbers: far above any real stash, needle or pattern. */
export const STASH_LIMITS = {
  skeins: 100_000,
  price: 10_000_000,
  metresPerSkein: 100_000,
  gramsPerSkein: 100_000,
  needleMm: 100,
  needleLengthCm: 1_000,
  needleCount: 10_000,
  yardageM: 1_000_000,
  gauge: 1_000,
  sizeName: 60,
  sizesPerPattern: 30,
  text: 200,
} as const;

const NUMBER = '(\\d+(?:[.,]\\d+)?)';

function num(s: string): number {
  return Number(s.replace(',', '.'));
}

/**
 * The length of a skein in metres read from free text such as "100 m / 109 yd", "400m", "220 yards" or "201 mètres";
 * metres win when both are given. Null when the text names no length.
 */
export function parseSkeinMetres(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = new RegExp(`${NUMBER}\\s*(?:m|mt|mts|metres?|meters?|mètres?)\\b`, 'i').exec(text);
  if (m) return positive(num(m[1]));
  const y = new RegExp(`${NUMBER}\\s*(?:yd|yds|yards?|yrds?)\\b`, 'i').exec(text);
  if (y) return positive(Math.round(num(y[1]) * METRES_PER_YARD * 10) / 10);
  return null;
}

/** The weight of a skein in grams read from free text such as "50 g", "100gr", "3.5 oz"; grams win. Null otherwise. */
export function parseSkeinGrams(text: string | null | undefined): number | null {
  if (!text) return null;
  const g = new RegExp(`${NUMBER}\\s*(?:g|gr|grs|grams?|grammes?)\\b`, 'i').exec(text);
  if (g) return positive(num(g[1]));
  const oz = new RegExp(`${NUMBER}\\s*(?:oz|ounces?)\\b`, 'i').exec(text);
  if (oz) return positive(Math.round(num(oz[1]) * GRAMS_PER_OUNCE * 10) / 10);
  return null;
}

function positive(n: number): number | null {
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Metres in yards. */
export function metresToYards(m: number): number {
  return m / METRES_PER_YARD;
}

/** Grams in ounces. */
export function gramsToOunces(g: number): number {
  return g / GRAMS_PER_OUNCE;
}

/** A length in the knitter's unit: metres (metric) or yards (imperial), rounded to whole numbers. */
export function lengthInUnit(metres: number, imperial: boolean): number {
  return Math.round(imperial ? metresToYards(metres) : metres);
}

/** A weight in the knitter's unit: grams (metric, whole) or ounces (imperial, one decimal). */
export function weightInUnit(grams: number, imperial: boolean): number {
  return imperial ? Math.round(gramsToOunces(grams) * 10) / 10 : Math.round(grams);
}

/** The US and UK numbers of a size in mm (exact sizes only); nulls when the table has none. */
export function needleSizeNames(mm: number): { us: string | null; uk: string | null } {
  const row = NEEDLE_SIZES.find((s) => Math.abs(s.mm - mm) < 0.01);
  return { us: row?.us ?? null, uk: row?.uk ?? null };
}

/** Whether `value` is a finite number in (0, max] (or [0, max] when `zero`). */
export function inRange(value: unknown, max: number, zero = false): value is number {
  return typeof value === 'number' && Number.isFinite(value) && (zero ? value >= 0 : value > 0) && value <= max;
}

/** Whether `s` is a calendar day written YYYY-MM-DD (1900 to 2999). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^(19|2\d)\d\d-\d\d-\d\d$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The skeins to buy to reach `needMetres` with `haveMetres` already on hand, of skeins of `metresPerSkein`. */
export function skeinsToBuy(needMetres: number, haveMetres: number, metresPerSkein: number): number {
  if (!(metresPerSkein > 0)) return 0;
  return Math.max(0, Math.ceil((needMetres - haveMetres) / metresPerSkein - 1e-9));
}
