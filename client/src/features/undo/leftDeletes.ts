/**
 * Waiting deletes remembered in this tab (issue #26 point 8): undoStore.ts keeps each one here from the moment the
 * knitter confirms it until the server has answered. The keepalive request sent on leaving a page can be lost (the
 * page is torn down under it); the tab's next page then finds the delete here and sends it (`sendLeftDeletes`, from
 * main.tsx). A delete that did reach the server is answered NOT_FOUND the second time, which is the same outcome.
 */
import { sessionStore } from '../../lib/storage';

/** A delete as a plain GraphQL request: printed document and variables. */
export interface LeftDelete { query: string; variables: Record<string, unknown> }

const KEY = 'purlwise.leftDeletes';

function read(): Record<string, LeftDelete> {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed as Record<string, LeftDelete> : {};
  } catch {
    return {};
  }
}

function write(all: Record<string, LeftDelete>): void {
  try {
    if (Object.keys(all).length === 0) sessionStore()?.removeItem(KEY);
    else sessionStore()?.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused: the keepalive request on leaving is then the only one.
  }
}

export function rememberLeftDelete(id: string, request: LeftDelete): void {
  write({ ...read(), [id]: request });
}

export function forgetLeftDelete(id: string): void {
  const all = read();
  if (!(id in all)) return;
  delete all[id];
  write(all);
}

/** True when an earlier page of this tab left a delete unanswered (cheap: main.tsx asks before loading the sender). */
export function hasLeftDeletes(): boolean {
  return Object.keys(read()).length > 0;
}

/**
 * Sends the deletes an earlier page of this tab left unanswered, with `token` as the bearer (null: logged out since,
 * and they are dropped). Each is forgotten once answered; a refusal is not retried, since NOT_FOUND means the first
 * request did reach the server. One that finds no network stays for the next page.
 */
export async function sendLeftDeletes(token: string | null): Promise<void> {
  const all = read();
  if (!token) { write({}); return; }
  await Promise.all(Object.entries(all).map(async ([id, request]) => {
    try {
      await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(request),
      });
      forgetLeftDelete(id);
    } catch (err) {
      console.warn('left delete not sent', err);
    }
  }));
}
