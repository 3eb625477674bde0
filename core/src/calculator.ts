/** Gauge maths of the calculator card (docs/product.md §4.6): sanitising, pairs and the lock. */

/** The eight numbers of a calculator: a tension swatch and the target result. */
export interface Measures {
  tensionRows: number;
  tensionWidth: number;
  tensionStitches: number;
  tensionHeight: number;
  resultRows: number;
  resultWidth: number;
  resultStitches: number;
  resultHeight: number;
}

/** The name of one of the eight measures. */
export type MeasureKey = keyof Measures;

/** The eight measures in display order. */
export const MEASURE_KEYS: readonly MeasureKey[] = [
  'tensionRows', 'tensionWidth', 'tensionStitches', 'tensionHeight',
  'resultRows', 'resultWidth', 'resultStitches', 'resultHeight',
];

/** All eight measures at 0, as a new calculator starts. */
export const ZERO_MEASURES: Readonly<Measures> = Object.freeze({
  tensionRows: 0, tensionWidth: 0, tensionStitches: 0, tensionHeight: 0,
  resultRows: 0, resultWidth: 0, resultStitches: 0, resultHeight: 0,
});

/** Name given to a calculator created by Add. */
export const NEW_CALC_NAME = 'New Calc';
/** Type given to a calculator created by Add. */
export const NEW_CALC_TYPE = 0;
/** Prefix given to the name of a copied calculator. */
export const COPY_PREFIX = 'Copy of';

/** The name of a copy of the calculator called `name`. */
export function copyName(name: string): string {
  return `${COPY_PREFIX} ${name}`;
}

/** The trimmed new name of a rename, or null when it is blank (the rename is then ignored). */
export function cleanCalcName(raw: string): string | null {
  const name = raw.trim();
  return name === '' ? null : name;
}

/** True for rows and stitches, which are whole numbers; false for widths and heights. */
export function isIntegerMeasure(key: MeasureKey): boolean {
  return key.endsWith('Rows') || key.endsWith('Stitches');
}

// Plain decimal notation only: '0x10', '12abc' or 'Infinity' are not numbers a knitter types.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function toNumber(raw: string | number): number {
  if (typeof raw === 'number') return raw;
  let s = raw.trim();
  // French users type a decimal comma; with a dot also present the comma is ambiguous: refuse.
  if (!s.includes('.')) s = s.replace(/^([^,]*),([^,]*)$/, '$1.$2');
  return DECIMAL.test(s) ? Number(s) : NaN;
}

/** A typed value made safe: non-numeric, negative or infinite → 0; rows and stitches truncated. */
export function sanitize(key: MeasureKey, raw: string | number): number {
  const n = toNumber(raw);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return isIntegerMeasure(key) ? Math.trunc(n) : n;
}

/**
 * Why a typed value was changed by sanitize, for the hint under its box: 'truncated' (a count with a fraction, cut
 * to a whole number above 0) or 'zero' (not a number, negative, or a count below 1). Null when it is kept as typed,
 * and for an empty box (a knitter clearing it to type again).
 */
export type SanitizeNote = 'truncated' | 'zero';

/** The note of sanitize(key, raw), or null when the value is used as typed. */
export function sanitizeNote(key: MeasureKey, raw: string): SanitizeNote | null {
  if (raw.trim() === '') return null;
  const n = toNumber(raw);
  if (!Number.isFinite(n) || n < 0) return 'zero';
  if (!isIntegerMeasure(key) || Number.isInteger(n)) return null;
  return Math.trunc(n) === 0 ? 'zero' : 'truncated';
}

/**
 * A derived value rounded to `decimals` places (0, whole numbers as docs/product.md §4.6 says, unless a length is shown
 * in inches, whose whole numbers are too coarse: see DERIVED_LENGTH_DECIMALS); NaN, ±Infinity or negative → 0.
 */
export function derive(value: number, decimals = 0): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

type Pair = { count: 'Rows' | 'Stitches'; size: 'Width' | 'Height' };
const ROWS: Pair = { count: 'Rows', size: 'Width' };
const STITCHES: Pair = { count: 'Stitches', size: 'Height' };

// Locked: tension is the reference and the result's count follows (or its size, when the count is typed).
function lockedPair(m: Measures, p: Pair, edited: MeasureKey, lengthDecimals: number): void {
  const tCount = `tension${p.count}` as const, tSize = `tension${p.size}` as const;
  const rCount = `result${p.count}` as const, rSize = `result${p.size}` as const;
  if (edited === rCount) m[rSize] = derive((m[rCount] * m[tSize]) / m[tCount], lengthDecimals);
  else m[rCount] = derive((m[tCount] * m[rSize]) / m[tSize]);
}

// Unlocked: the result is the reference and the tension's count follows (or its size, when the count is typed).
function unlockedPair(m: Measures, p: Pair, edited: MeasureKey, lengthDecimals: number): void {
  const tCount = `tension${p.count}` as const, tSize = `tension${p.size}` as const;
  const rCount = `result${p.count}` as const, rSize = `result${p.size}` as const;
  if (edited === tCount) m[tSize] = derive((m[tCount] * m[rSize]) / m[rCount], lengthDecimals);
  else m[tCount] = derive((m[rCount] * m[tSize]) / m[rSize]);
}

/**
 * A new Measures with `key` set to the sanitised `raw` and its pair partner recalculated. A derived count is always a
 * whole number; a derived length has `lengthDecimals` places (0 in cm, as docs/product.md §4.6 says; 1 in inches).
 */
export function applyEdit(m: Measures, key: MeasureKey, raw: string | number, locked = true, lengthDecimals = 0): Measures {
  const next: Measures = { ...m, [key]: sanitize(key, raw) };
  const pair = key.endsWith('Rows') || key.endsWith('Width') ? ROWS : STITCHES;
  (locked ? lockedPair : unlockedPair)(next, pair, key, lengthDecimals);
  return next;
}

/** True when all eight measures are equal (used to hide Apply/Cancel after an undo by hand). */
export function measuresEqual(a: Measures, b: Measures): boolean {
  return MEASURE_KEYS.every((k) => a[k] === b[k]);
}

/** The eight measures under their legacy snake-case wire names. */
export interface WireMeasures {
  tension_rows: number;
  tension_width: number;
  tension_stitches: number;
  tension_height: number;
  result_rows: number;
  result_width: number;
  result_stitches: number;
  result_height: number;
}

/** The legacy snake-case wire name of each measure. */
export const WIRE_NAMES: Readonly<Record<MeasureKey, keyof WireMeasures>> = {
  tensionRows: 'tension_rows', tensionWidth: 'tension_width',
  tensionStitches: 'tension_stitches', tensionHeight: 'tension_height',
  resultRows: 'result_rows', resultWidth: 'result_width',
  resultStitches: 'result_stitches', resultHeight: 'result_height',
};

/** Measures renamed to their snake-case wire names. */
export function toWire(m: Measures): WireMeasures {
  const out = {} as WireMeasures;
  for (const k of MEASURE_KEYS) out[WIRE_NAMES[k]] = m[k];
  return out;
}

/** Measures read from snake-case wire names; missing or invalid values sanitise to 0. */
export function fromWire(o: Partial<Record<keyof WireMeasures, unknown>>): Measures {
  const out = { ...ZERO_MEASURES };
  for (const k of MEASURE_KEYS) {
    const v = o[WIRE_NAMES[k]];
    out[k] = typeof v === 'number' || typeof v === 'string' ? sanitize(k, v) : 0;
  }
  return out;
}
