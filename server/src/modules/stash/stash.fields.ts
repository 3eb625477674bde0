/** The stash fields of a colour (skeins on hand, dye lot, place, purchase) and a yarn's skein numbers: their checks. */
import { inRange, isIsoDate, STASH_LIMITS } from '@purlwise/core';
import { badInput, tooLong } from '../../common/errors';
import { checkChars } from '../knit/knit.checks';

/** What a colour may carry of the stash; undefined keeps a value, null clears a number or date. */
export interface ColourStashFields {
  skeinsOnHand?: number | null;
  dyeLot?: string | null;
  storagePlace?: string | null;
  purchaseDate?: string | null;
  purchasePrice?: number | null;
}

/** The cleaned values to store. */
export interface ColourStashValues { skeinsOnHand?: number | null; dyeLot?: string; storagePlace?: string; purchaseDate?: string | null; purchasePrice?: number | null }

function text(value: unknown, key: string, label: string): string {
  if (typeof value !== 'string') throw badInput(`${label} must be text`);
  const v = value.trim();
  if (Array.from(v).length > STASH_LIMITS.text) throw tooLong(key, label, STASH_LIMITS.text);
  const msg = checkChars(label, v);
  if (msg) throw badInput(msg, { reason: 'badCharacter', values: { field: key } });
  return v;
}

/** A number in (0 or above, max] given under `key`, else BAD_USER_INPUT (outOfRange) naming it. */
export function checkAmount(value: unknown, key: string, label: string, max: number, zero: boolean): number {
  if (!inRange(value, max, zero)) {
    throw badInput(`${label} must be a number ${zero ? 'from 0' : 'above 0'} to ${max}`, { reason: 'outOfRange', values: { field: key, max } });
  }
  return value;
}

/** Checks the stash fields of a colour. Skeins are kept to two decimals, a price to cents. */
export function cleanColourStash(fields: ColourStashFields): ColourStashValues {
  const out: ColourStashValues = {};
  if (fields.skeinsOnHand !== undefined) {
    out.skeinsOnHand = fields.skeinsOnHand === null ? null
      : Math.round(checkAmount(fields.skeinsOnHand, 'skeinsOnHand', 'Skeins on hand', STASH_LIMITS.skeins, true) * 100) / 100;
  }
  if (fields.purchasePrice !== undefined) {
    out.purchasePrice = fields.purchasePrice === null ? null
      : Math.round(checkAmount(fields.purchasePrice, 'purchasePrice', 'The price', STASH_LIMITS.price, true) * 100) / 100;
  }
  if (fields.purchaseDate !== undefined) {
    const d = fields.purchaseDate === null || fields.purchaseDate === '' ? null : fields.purchaseDate;
    if (d !== null && !isIsoDate(d)) throw badInput('The purchase date must be a day written YYYY-MM-DD', { reason: 'badDate', values: { field: 'purchaseDate' } });
    out.purchaseDate = d;
  }
  if (fields.dyeLot != null) out.dyeLot = text(fields.dyeLot, 'dyeLot', 'Dye lot');
  if (fields.storagePlace != null) out.storagePlace = text(fields.storagePlace, 'storagePlace', 'Storage place');
  return out;
}

/** Checks a yarn's length (m) and weight (g) per skein; null clears them, undefined keeps them. */
export function cleanSkeinNumbers(fields: { metresPerSkein?: number | null; gramsPerSkein?: number | null }): { metresPerSkein?: number | null; gramsPerSkein?: number | null } {
  const out: { metresPerSkein?: number | null; gramsPerSkein?: number | null } = {};
  if (fields.metresPerSkein !== undefined) {
    out.metresPerSkein = fields.metresPerSkein === null ? null : checkAmount(fields.metresPerSkein, 'metresPerSkein', 'The length per skein', STASH_LIMITS.metresPerSkein, false);
  }
  if (fields.gramsPerSkein !== undefined) {
    out.gramsPerSkein = fields.gramsPerSkein === null ? null : checkAmount(fields.gramsPerSkein, 'gramsPerSkein', 'The weight per skein', STASH_LIMITS.gramsPerSkein, false);
  }
  return out;
}
