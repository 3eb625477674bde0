/**
 * Unsaved form state kept in IndexedDB (idb-keyval) as the knitter types, so a reload, a crash or a closed tab
 * loses nothing (issue #26). Drafts are per user: a shared computer never offers one knitter's draft to another.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { loggedInUsername } from '../auth/session';

let store: UseStore | null = null;
// Created on first use: opening a database costs a little, and most pages never hold a draft.
const drafts = (): UseStore => (store ??= createStore('purlwise-drafts', 'drafts'));

/** The stored key of draft `key` for the logged-in knitter (a visitor has no drafts: nothing to save to). */
function userKey(key: string): string | null {
  const user = loggedInUsername();
  return user ? `${user.toLowerCase()}|${key}` : null;
}

/** The draft stored under `key`, or undefined. A browser without IndexedDB has none. */
export async function readDraft<T>(key: string): Promise<T | undefined> {
  const k = userKey(key);
  if (!k) return undefined;
  try { return await get<T>(k, drafts()); } catch { return undefined; }
}

/** Stores `value` as the draft under `key`; failures are ignored (the draft is a safety net, not the save). */
export async function writeDraft(key: string, value: unknown): Promise<void> {
  const k = userKey(key);
  if (!k) return;
  try { await set(k, value, drafts()); } catch (err) { console.warn('Draft not kept', err); }
}

/** Forgets the draft under `key` (after a successful save, or when the knitter discards it). */
export async function clearDraft(key: string): Promise<void> {
  const k = userKey(key);
  if (!k) return;
  try { await del(k, drafts()); } catch { /* nothing stored, or no IndexedDB */ }
}

/** The keys (without the user part) of this knitter's drafts starting with `prefix`. */
export async function draftKeys(prefix: string): Promise<string[]> {
  const full = userKey(prefix);
  if (!full) return [];
  try {
    const all = await keys<string>(drafts());
    const user = full.slice(0, full.length - prefix.length);
    return all.filter((k) => typeof k === 'string' && k.startsWith(full)).map((k) => k.slice(user.length));
  } catch {
    return [];
  }
}

/** Draft keys of the three forms that keep drafts. */
export const draftKey = {
  item: (kind: string, id: number | null) => `item:${kind}:${id ?? 'new'}`,
  colour: (itemId: string, colourId: string | null) => `colour:${itemId}:${colourId ?? 'new'}`,
  colourPrefix: (itemId: string) => `colour:${itemId}:`,
  calculator: (id: string) => `calc:${id}`,
};
