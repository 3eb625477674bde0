/** The authorisation matrix's callers and verdicts: who calls, how an answer is classed, what counts as a leak. */
import { Client, type GqlAnswer, type HttpResult } from '../resilience/lib';
import type { Connection } from '../helpers/api';
import { account, BASE, type World } from './world';

/** Who calls in a cell: a visitor, another user, the owner without an XSRF token, the owner. */
export type Actor = 'visitor' | 'other' | 'owner' | 'owner-no-xsrf';
/** The class of an answer. */
export type Outcome = 'ok' | 'unauth' | 'forbidden' | 'notfound' | 'bad';

/** What a matrix cell's call gets: the world, the caller's client, who the caller is, and the caller's account. */
export interface Ctx { world: World; client: Client; actor: Actor; self: { username: string; password: string; id: number } | null }

/** The global id of a `type` row, as the API spells it (tests name rows that may not exist). */
export const globalId = (type: string, id: number): string => Buffer.from(`${type}:${id}`).toString('base64');

/** The class of a GraphQL answer: ok, or the refusal its code names. */
export function gqlOutcome(r: GqlAnswer): string {
  if (r.status === 200 && !r.errors && r.data) return 'ok';
  switch (r.code) {
    // A guessed password is refused as WRONG_CREDENTIALS (its own text in the client), still a refusal to log in.
    case 'WRONG_CREDENTIALS':
    case 'UNAUTHENTICATED': return 'unauth';
    case 'FORBIDDEN': return 'forbidden';
    case 'NOT_FOUND': return 'notfound';
    case 'BAD_USER_INPUT': return 'bad';
    default: return `unexpected ${r.status} ${r.text.slice(0, 200)}`;
  }
}

/** The class of a REST answer, from its status (a refusal must carry a message). */
export function restOutcome(r: HttpResult): string {
  if (r.status === 200) return 'ok';
  const known: Record<number, Outcome> = { 401: 'unauth', 403: 'forbidden', 404: 'notfound', 400: 'bad' };
  if (known[r.status] && typeof (r.body as { message?: unknown } | undefined)?.message === 'string') return known[r.status];
  return `unexpected ${r.status} ${r.text.slice(0, 200)}`;
}

/** Everyone the cell may be called as, with a fresh client each time. */
export async function actors(world: World, mutating: boolean): Promise<Array<{ actor: Actor; client: Client; self: Ctx['self'] }>> {
  const other = await account('other');
  const list: Array<{ actor: Actor; client: Client; self: Ctx['self'] }> = [
    { actor: 'visitor', client: new Client(BASE), self: null },
    { actor: 'other', client: other.client.clone(), self: other },
  ];
  if (mutating) {
    const c = world.owner.client.clone();
    c.xsrf = undefined;
    list.push({ actor: 'owner-no-xsrf', client: c, self: world.owner });
  }
  list.push({ actor: 'owner', client: world.owner.client.clone(), self: world.owner }); // last: it may delete things
  return list;
}

export function leaks(text: string, world: World): string[] {
  const found = world.secrets.filter((s) => text.includes(s));
  for (const re of world.imagePaths) if (re.test(text)) found.push(`image URL ${re.source}`);
  return found;
}

/** Runs `fn` over `items`, `size` at a time. */
export async function inBatches<T>(items: T[], size: number, fn: (t: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** Every page of the public calculators (the answer's text is all pages'), `fields` of each. */
export async function allPublicCalcs(c: Client, fields: string): Promise<GqlAnswer> {
  let after: string | null = null;
  let last: GqlAnswer<{ publicCalculators?: Connection<unknown> }> | undefined;
  const texts: string[] = [];
  for (let page = 0; page < 60; page++) {
    last = await c.gql<{ publicCalculators?: Connection<unknown> }>(`query P($after: String) { publicCalculators(first: 100, after: $after) { nodes { ${fields} } pageInfo { endCursor hasNextPage } } }`, { after });
    texts.push(last.text);
    const conn: Connection<unknown> | undefined = last.data?.publicCalculators;
    if (!conn?.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor;
  }
  return { ...last!, text: texts.join('\n') };
}

/** A REST path of the OpenAPI document with the world's ids and names in its placeholders. */
export function fillPath(path: string, w: World): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    switch (name) {
      case 'type': return 'yarn';
      case 'id': return String(path.startsWith('/calc') ? w.calcId : w.itemId);
      case 'picId': return String(w.pictureId);
      case 'colorId': return String(w.colourId);
      case 'username': return w.owner.username;
      case 'kind': return 'pic';
      default: throw new Error(`no value for {${name}} in ${path}`);
    }
  });
}
