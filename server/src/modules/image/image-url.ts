/** Image URLs: public images get stable signed URLs; private ones get URLs that expire. */
import crypto from 'node:crypto';
import type { Secrets } from '../../common/secrets';
import { config } from '../../config';

/** HMAC of an image reference; without it nobody can walk image ids. */
export function imageSignature(secrets: Secrets, id: number, thumb: boolean, exp: string): string {
  return crypto.createHmac('sha256', secrets.images).update(`${id}.${thumb ? 't' : 'o'}.${exp}`).digest('base64url').slice(0, 22);
}

const stable = new Map<string, string>();

/** Stable signatures never change, so a feed page's hundred of them are computed once, not per request. */
function stableSignature(secrets: Secrets, id: number, thumb: boolean): string {
  const key = `${id}.${thumb ? 't' : 'o'}`;
  let sig = stable.get(key);
  if (sig === undefined) {
    if (stable.size >= 100_000) stable.clear();
    sig = imageSignature(secrets, id, thumb, '');
    stable.set(key, sig);
  }
  return sig;
}

/** The URL of an image. `isPublic` false gives a signed URL valid for at least IMAGE_URL_TTL seconds. */
export function imageUrl(secrets: Secrets, id: number | null | undefined, isPublic: boolean, thumb = false): string | null {
  if (id == null) return null;
  const path = `/images/${id}${thumb ? '/thumb' : ''}`;
  if (isPublic) return `${path}?s=${stableSignature(secrets, id, thumb)}`;
  // Rounded up to the hour, so the same image keeps the same URL (and browser cache) within that hour.
  const hour = 3600;
  const exp = String(Math.ceil((Date.now() / 1000 + config.imageUrlTtlSeconds) / hour) * hour);
  return `${path}?e=${exp}&s=${imageSignature(secrets, id, thumb, exp)}`;
}
