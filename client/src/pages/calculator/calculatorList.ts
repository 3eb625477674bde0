/** Pure helpers of the calculator list. */
import { MEASURE_KEYS, type Measures } from '@purlwise/core';

/** What a calculator write is about: a calculator's global id, or 'new' (the add button; never a global id). */
export type CalcTarget = string;

/** A copy of `list` sorted by database id ascending (docs/product.md §4.6: oldest first), without duplicates. */
export function byId<T extends { id: string; databaseId: number }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...list].sort((a, b) => a.databaseId - b.databaseId).filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

/** The updateCalculator input that applies `measures` to calculator `id`: the id and the eight values. */
export function applyInput(id: string, measures: Measures): { id: string } & Measures {
  const out = { id } as { id: string } & Measures;
  for (const k of MEASURE_KEYS) out[k] = measures[k];
  return out;
}
