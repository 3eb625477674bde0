/** Preferred measurement unit: accepted spellings and the legacy wire form. */

/** A preferred unit, as the GraphQL enum spells it. */
export type Unit = 'METRIC' | 'IMPERIAL';

/** The two units. */
export const UNITS: readonly Unit[] = ['METRIC', 'IMPERIAL'];

/** The unit named by `s` in any case, in English or French, with or without accents; else null. */
export function parseUnit(s: string | null | undefined): Unit | null {
  if (typeof s !== 'string') return null;
  const plain = s.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (plain === 'metric' || plain === 'metrique') return 'METRIC';
  if (plain === 'imperial') return 'IMPERIAL';
  return null;
}

/** The legacy REST spelling of a unit: 'Metric' or 'Imperial'. */
export function unitToWire(u: Unit): 'Metric' | 'Imperial' {
  return u === 'METRIC' ? 'Metric' : 'Imperial';
}
