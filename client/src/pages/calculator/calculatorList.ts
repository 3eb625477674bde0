/** Pure helpers of the calculator list. */
import { MEASURE_KEYS, type Measures } from '@purlwise/core';

/** A copy of `list` sorted by id ascending (SPEC.md §4), without duplicates. */
export function byId<T extends { id: number }>(list: readonly T[]): T[] {
  const seen = new Set<number>();
  return [...list].sort((a, b) => a.id - b.id).filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

/** The updateCalculator input that applies `measures` to calculator `id`: the id and the eight values. */
export function applyInput(id: number, measures: Measures): { id: number } & Measures {
  const out = { id } as { id: number } & Measures;
  for (const k of MEASURE_KEYS) out[k] = measures[k];
  return out;
}
