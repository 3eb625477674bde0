/** Checks shared by the item service and its lists. */

/** True for a value that can be a row id (a positive 32-bit integer); anything else is simply not found. */
export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}

/** A lone UTF-16 surrogate: it has no UTF-8 form, so PostgreSQL would store U+FFFD in its place. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot hold as sent: NUL characters and lone surrogates (stored as U+FFFD, two different tags
 * would become the same one). Refused as bad input rather than failed or silently changed in the database.
 */
export function checkChars(label: string, value: string): string | null {
  return value.includes('\u0000') || LONE_SURROGATE.test(value) ? `${label} contains a character that is not allowed` : null;
}
