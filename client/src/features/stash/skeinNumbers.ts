/** The skein numbers form's pure part: the values shown in the knitter's unit, filled from the legacy text when empty. */
import { GRAMS_PER_OUNCE, METRES_PER_YARD, parseSkeinGrams, parseSkeinMetres } from '@purlwise/core';

/** What the form shows: length and weight of a skein as text in the unit (m/g or yd/oz). */
export interface SkeinForm { length: string; weight: string }

const round1 = (n: number) => String(Math.round(n * 10) / 10);

/** The form for a yarn: its stored numbers, else what its free text says ("100 m / 109 yd", "50 g"), in the unit. */
export function skeinForm(item: { metresPerSkein?: number | null; gramsPerSkein?: number | null; yardage?: string | null; weight?: string | null }, imperial: boolean): SkeinForm {
  const metres = item.metresPerSkein ?? parseSkeinMetres(item.yardage);
  const grams = item.gramsPerSkein ?? parseSkeinGrams(item.weight);
  return {
    length: metres == null ? '' : round1(imperial ? metres / METRES_PER_YARD : metres),
    weight: grams == null ? '' : round1(imperial ? grams / GRAMS_PER_OUNCE : grams),
  };
}

/** The numbers to save (metres and grams), null for an empty field, NaN for one that is not a number. */
export function skeinInput(form: SkeinForm, imperial: boolean): { metresPerSkein: number | null; gramsPerSkein: number | null } {
  const num = (s: string) => {
    const t = s.trim().replace(',', '.');
    return t === '' ? null : /^\d*\.?\d+$/.test(t) ? Number(t) : NaN;
  };
  const length = num(form.length);
  const weight = num(form.weight);
  return {
    metresPerSkein: length == null ? null : Math.round((imperial ? length * METRES_PER_YARD : length) * 10) / 10,
    gramsPerSkein: weight == null ? null : Math.round((imperial ? weight * GRAMS_PER_OUNCE : weight) * 10) / 10,
  };
}
