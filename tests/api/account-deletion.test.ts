/** Account deletion: password checked, then nothing of the user is left in any table, and the username is free. */
import crypto from 'node:crypto';
import { code, gql, newUser, refreshCookie, useTestDb, type TestUser } from '../helpers/api';
import { seedLibrary } from '../helpers/library';
import type { OkPayload, User } from '../helpers/types';

const DELETE = `mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }`;
const db = useTestDb();
/** The throttle's key for a username (common/throttle.ts usernameKey). */
const keyOf = (name: string) => crypto.createHash('sha256').update(name.trim().toLowerCase()).digest('base64url').slice(0, 32);

interface Column { table_name: string; column_name: string; data_type: string }
interface Count { n: number }

/** Every table and column of the database, as information_schema lists them. */
async function columns(): Promise<Column[]> {
  const r = await db.client.query<Column>(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`);
  return r.rows;
}

/**
 * Rows anywhere that still name the user: integer columns that hold user ids (user_id, owner_id, and app_user.id),
 * and any text of any row containing the username or the email. Returns "table: count" for each hit.
 */
async function traces(user: TestUser): Promise<string[]> {
  const all = await columns();
  const hits: string[] = [];
  for (const table of [...new Set(all.map((c) => c.table_name))]) {
    const cols = all.filter((c) => c.table_name === table);
    const idCols = cols.filter((c) => c.data_type === 'integer' && (/(^|_)(user|owner)_id$/.test(c.column_name) || (table === 'app_user' && c.column_name === 'id')));
    const textCols = cols.filter((c) => ['text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY'].includes(c.data_type));
    const params: unknown[] = [];
    const conds = idCols.map((c) => `"${c.column_name}" = $${params.push(user.id)}::int`);
    if (textCols.length) {
      const text = `lower(concat_ws(' ', ${textCols.map((c) => `"${c.column_name}"::text`).join(', ')}))`;
      conds.push(`${text} like any ($${params.push([`%${user.username.toLowerCase()}%`, `%${user.email.toLowerCase()}%`])}::text[])`);
    }
    if (!conds.length) continue;
    const r = await db.client.query<Count>(`select count(*)::int as n from "${table}" where ${conds.join(' or ')}`, params);
    if (r.rows[0].n > 0) hits.push(`${table}: ${r.rows[0].n}`);
  }
  return hits;
}

describe('account deletion', () => {
  test('a wrong password deletes nothing', async () => {
    const u = await newUser('del');
    const r = await gql(DELETE, { i: { password: 'not my password' } }, { token: u.token });
    expect(code(r)).toBe('WRONG_PASSWORD');
    expect(code(await gql(DELETE, { i: { password: '' } }, { token: u.token }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(DELETE, { i: { password: u.password } }))).toBe('UNAUTHENTICATED');
    expect((await gql<{ me: { id: number } }>('{ me { id: databaseId } }', {}, { token: u.token })).data.me.id).toBe(u.id);
  });

  test('removes every row and image of the user, revokes every token and frees the username', async () => {
    const u = await newUser('del');
    const other = await newUser('keep');
    const lib = await seedLibrary(u);
    const otherLib = await seedLibrary(other);
    // Favourites both ways: the user saved the other's yarn, the other saved the user's.
    const FAV = `mutation($i: FavoriteInput!) { favorite(input: $i) { item { id: databaseId } } }`;
    expect((await gql(FAV, { i: { itemId: otherLib.yarnId } }, { token: u.token })).errors).toBeUndefined();
    expect((await gql(FAV, { i: { itemId: lib.yarnId } }, { token: other.token })).errors).toBeUndefined();
    const favouritesOf = async (userId: number) => (await db.client.query<Count>('select count(*)::int as n from favourite where user_id = $1', [userId])).rows[0].n;
    expect(await favouritesOf(u.id)).toBe(1);
    // A pending reset link too (written directly: the shared server's reset budget belongs to other suites).
    await db.client.query(`insert into password_reset_token (user_id, token_hash, expires_at) values ($1, md5(random()::text), now() + interval '30 minutes')`, [u.id]);
    const images = await db.client.query<Count>('select count(*)::int as n from image where owner_id = $1', [u.id]);
    expect(images.rows[0].n).toBe(5);
    expect(await traces(u)).not.toEqual([]);
    // Throttle counters of the account: a wrong login, a wrong deletion password (the login itself trusts the pair).
    await gql(`mutation($i: LoginInput!) { login(input: $i) { accessToken } }`, { i: { username: u.username, password: 'not it at all' } });
    await gql(DELETE, { i: { password: 'not it either' } }, { token: u.token });
    const counters = async () => (await db.client.query<Count>(`select count(*)::int as n from rate_limit where key = $1 or key like $2 or key like $3`,
      [`password_user:${u.id}`, `login_pair:${keyOf(u.username)}:%`, `login_trusted:${keyOf(u.username)}:%`])).rows[0].n;
    expect(await counters()).toBeGreaterThanOrEqual(2);

    const r = await gql<{ deleteAccount: OkPayload }>(DELETE, { i: { password: u.password } }, { token: u.token, cookie: u.cookie });
    expect(r.errors).toBeUndefined();
    expect(r.data.deleteAccount.ok).toBe(true);
    expect(refreshCookie(r.headers)).toBe('purlwise_refresh=');

    expect(await traces(u)).toEqual([]);
    expect(await counters()).toBe(0);
    expect(code(await gql('{ me { id: databaseId } }', {}, { token: u.token }))).toBe('UNAUTHENTICATED');
    expect(code(await gql('mutation { refresh { accessToken } }', {}, { cookie: u.cookie }))).toBe('UNAUTHENTICATED');
    const item = await gql<{ knitItem: { id: number } | null } | null>('query($id: ID!) { knitItem(id: $id) { id: databaseId } }', { id: lib.yarnId });
    expect(item.data?.knitItem ?? null).toBeNull();

    // The other user's library is untouched.
    const mine = await db.client.query<Count>('select count(*)::int as n from knit_item where owner_id = $1', [other.id]);
    expect(mine.rows[0].n).toBe(otherLib.itemIds.length);
    expect((await db.client.query<Count>('select count(*)::int as n from image where owner_id = $1', [other.id])).rows[0].n).toBe(5);
    // Favourites of the user are gone, and so are the other's favourites of the user's items.
    expect(await favouritesOf(u.id)).toBe(0);
    expect(await favouritesOf(other.id)).toBe(0);
    expect((await db.client.query<Count>('select count(*)::int as n from favourite where item_id = any($1::int[])', [lib.itemIds])).rows[0].n).toBe(0);

    // The username is free again.
    const again = await gql<{ register: { user: Pick<User, 'username'> } }>(`mutation($i: RegisterInput!) { register(input: $i) { user { username } } }`,
      { i: { username: u.username, email: u.email, password: 'a new life begins' } });
    expect(again.errors).toBeUndefined();
    expect(again.data.register.user.username).toBe(u.username);
  });
});
