/** Product-wide constants of docs/product.md §8 and §9 shared by server and client. */

/** The four kinds of knitting item, in menu order. */
export const KNIT_TYPES = ['yarn', 'pattern', 'detail', 'model'] as const;

/** One of the four kinds of knitting item, lowercase as in REST paths. */
export type KnitTypeName = (typeof KNIT_TYPES)[number];

/** True when `s` is exactly one of the lowercase knit type names. */
export function isKnitType(s: unknown): s is KnitTypeName {
  return typeof s === 'string' && (KNIT_TYPES as readonly string[]).includes(s);
}

/** Lifetime of the client's `loggedIn` cookie, in hours. */
export const LOGIN_COOKIE_HOURS = 18;

/** Client request timeout, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Largest accepted upload, in bytes (10 MiB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Largest accepted image area, in pixels, to refuse decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Shown when a failed call carries no server message. */
export const SERVER_ERROR_MESSAGE = 'Server Error. Please try again later.';

/** Shown when a call does not answer within REQUEST_TIMEOUT_MS. */
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout';

/** The error text for a non-success HTTP status, as in docs/product.md §8. */
export function httpErrorMessage(status: number, message?: string | null): string {
  const detail = message && message.trim() !== '' ? message : 'No additional message';
  return `HTTP status: ${status}. Message: ${detail}`;
}

/** The error text for any other network failure, as in docs/product.md §8. */
export function networkErrorMessage(detail: string): string {
  return `Network error: ${detail}`;
}
