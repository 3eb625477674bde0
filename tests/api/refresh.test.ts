/**
 * Refresh-token rotation with a grace window (REFRESH_REUSE_GRACE_SECONDS, 10 s by default), on both doors: two tabs
 * refreshing with the same cookie at once both get the same successor and stay logged in; a replay after the window
 * still revokes the whole session. The window is passed by moving the rotation time back in the database, so no test
 * waits on the clock.
 */
import crypto from 'node:crypto';
import { BASE, code, gql, newUser, refreshCookie, useTestDb } from '../helpers/api';
import type { OkPayload, RestBody, User } from '../helpers/types';

jest.setTimeout(60_000);
const db = useTestDb();

const REFRESH = 'mutation { refresh { accessToken user { username } } }';
const ME = '{ me { username } }';

type Me = { me: Pick<User, 'username'> };
interface Count { n: number }

/** A refresh's outcome: `ok` with a new access token and cookie, or refused (`401` on REST, UNAUTHENTICATED on GraphQL). */
interface Refreshed { ok: boolean; refused: boolean; accessToken?: string; cookie: string }

/** One refresh on the GraphQL door with `cookie`. */
async function gqlRefresh(cookie: string): Promise<Refreshed> {
  const r = await gql<{ refresh: { accessToken: string; user: Pick<User, 'username'> } | null } | null>(REFRESH, {}, { cookie });
  return { ok: !r.errors && !!r.data?.refresh?.accessToken, refused: code(r) === 'UNAUTHENTICATED', accessToken: r.data?.refresh?.accessToken, cookie: refreshCookie(r.headers) };
}

/** One refresh on the legacy REST door (GET /api/v1/account/refresh/) with `cookie`. */
async function restRefresh(cookie: string): Promise<Refreshed> {
  const res = await fetch(`${BASE}/api/v1/account/refresh/`, { headers: { cookie } });
  const body = (await res.json()) as Partial<RestBody<'getAccountRefresh'>>;
  return { ok: res.status === 200, refused: res.status === 401, accessToken: body.tokens?.accessToken, cookie: refreshCookie(res.headers) };
}

/** The hash the server keeps of the token in a `purlwise_refresh=...` cookie. */
const hashOf = (cookie: string) => crypto.createHash('sha256').update(decodeURIComponent(cookie.split('=')[1])).digest('hex');

/** Moves the rotation of the token in `cookie` back by a minute: past any grace window of the test server. */
async function rotatedLongAgo(cookie: string): Promise<void> {
  const { rowCount } = await db.client.query(`update refresh_token set rotated_at = now() - interval '1 minute' where token_hash = $1 and rotated_at is not null`, [hashOf(cookie)]);
  expect(rowCount).toBe(1);
}

describe.each([['GraphQL', gqlRefresh], ['REST', restRefresh]] as const)('the %s door', (_door, refresh) => {
  test('10 concurrent refreshes with the same cookie all succeed, with one successor, and the session lives on', async () => {
    const u = await newUser('tabs');
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(u.cookie)));
    expect(answers.map((a) => a.ok)).toEqual(Array(10).fill(true));
    for (const a of answers) expect(a.accessToken).toEqual(expect.any(String));
    // Every tab got the same new cookie, not a sibling each: the family has exactly one live token.
    const cookies = new Set(answers.map((a) => a.cookie));
    expect(cookies.size).toBe(1);
    const [next] = cookies;
    expect(next).toMatch(/^purlwise_refresh=.+/);
    expect(next).not.toBe(u.cookie);
    const { rows } = await db.client.query<Count>('select count(*)::int as n from refresh_token where user_id = $1 and revoked_at is null and rotated_at is null', [u.id]);
    expect(rows[0].n).toBe(1);
    // Each access token handed out works, and the session refreshes on.
    for (const a of answers) expect((await gql<Me>(ME, {}, { token: a.accessToken })).data.me.username).toBe(u.username);
    const later = await refresh(next);
    expect(later.ok).toBe(true);
    expect((await gql<Me>(ME, {}, { token: later.accessToken })).data.me.username).toBe(u.username);
  });

  test('a replay after the grace window revokes the whole session', async () => {
    const u = await newUser('replay');
    const first = await refresh(u.cookie);
    expect(first.ok).toBe(true);
    // Within the window a late tab gets the same successor ...
    const late = await refresh(u.cookie);
    expect([late.ok, late.cookie]).toEqual([true, first.cookie]);
    // ... after it, the old cookie is a stolen one: refused, and the session it belonged to ends.
    await rotatedLongAgo(u.cookie);
    const replay = await refresh(u.cookie);
    expect(replay.refused).toBe(true);
    expect(replay.cookie).toBe('purlwise_refresh=');
    expect((await refresh(first.cookie)).refused).toBe(true);
    expect(code(await gql(ME, {}, { token: first.accessToken }))).toBe('UNAUTHENTICATED');
    const { rows } = await db.client.query<Count>('select count(*)::int as n from refresh_token where user_id = $1 and revoked_at is null', [u.id]);
    expect(rows[0].n).toBe(0);
  });
});

test('a tab that was two rotations behind within the window gets the live token, not a rotated one', async () => {
  const u = await newUser('behind');
  const second = await gqlRefresh(u.cookie);
  const third = await gqlRefresh(second.cookie);
  expect([second.ok, third.ok]).toEqual([true, true]);
  const late = await gqlRefresh(u.cookie);
  expect([late.ok, late.cookie]).toEqual([true, third.cookie]);
  expect((await gqlRefresh(late.cookie)).ok).toBe(true);
});

test('a refresh within the window never revives a session that was logged out', async () => {
  const u = await newUser('out');
  const next = await gqlRefresh(u.cookie);
  expect((await gql<{ logout: OkPayload }>('mutation { logout { ok } }', {}, { cookie: next.cookie, token: next.accessToken })).data.logout.ok).toBe(true);
  const again = await gqlRefresh(u.cookie);
  expect(again.refused).toBe(true);
  expect(again.cookie).toBe('purlwise_refresh=');
});
