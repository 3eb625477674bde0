/** Password reset by mail, against a server whose SMTP_URL points at an SMTP server inside this test process. */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { code, gql, newUser, refreshCookie, useTestDb, whileWritesHeld, type GqlError, type GqlResult } from '../helpers/api';
import { resetLink, startMailServer } from '../helpers/mail';
import { until } from '../helpers/until';
import { randomIp } from '../security/attacker';
import type { OkPayload, User } from '../helpers/types';

const REQUEST = `mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { ok } }`;
const RESET = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { ok } }`;
const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { accessToken } }`;
const NEW_PASSWORD = 'a brand new secret';

type Requested = { requestPasswordReset: OkPayload };
type Reset = { resetPassword: OkPayload };
interface Count { n: number }

let mail: Awaited<ReturnType<typeof startMailServer>>;
const db = useTestDb();

beforeAll(async () => { mail = await startMailServer({ RESET_PER_IP_PER_HOUR: '1000' }); });
afterAll(() => mail.stop());

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as {
  startServer: (db: string, env: Record<string, string>, opts: { captureOutput: boolean }) => Promise<{ child: ChildProcess; url: string; output(): string }>;
};

const base = () => ({ base: mail.url });
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

/** A reset request for `email` from client address `ip` (X-Forwarded-For, trusted from loopback). */
async function requestFrom(ip: string, email: string): Promise<GqlResult<Requested>> {
  const res = await fetch(`${mail.url}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: REQUEST, variables: { i: { email } } }),
  });
  const body = (await res.json()) as { data: Requested; errors?: GqlError[] };
  return { status: res.status, data: body.data, errors: body.errors, headers: res.headers, queries: NaN };
}

/** Waits until `count` mails to `address` have arrived, and checks that no more came; returns them. */
async function mailsTo(address: string, count: number): Promise<ReturnType<typeof mail.inbox.to>> {
  await until(() => mail.inbox.to(address).length, (n) => n >= count, `${count} mails to ${address}`);
  expect(mail.inbox.to(address)).toHaveLength(count);
  return mail.inbox.to(address);
}

describe('password reset', () => {
  test('the mailed link sets a new password once and ends every session', async () => {
    const u = await newUser('rst');
    const pat = await gql<{ createPersonalAccessToken: { token: string } }>(`mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }`,
      { i: { name: 'tool', scope: 'READ', password: u.password } }, { token: u.token });
    const patToken = pat.data.createPersonalAccessToken.token;
    expect((await gql<{ me: Pick<User, 'username'> }>('{ me { username } }', {}, { token: patToken })).data.me.username).toBe(u.username);
    const asked = await gql<Requested>(REQUEST, { i: { email: u.email } }, base());
    expect(asked.data.requestPasswordReset.ok).toBe(true);
    const link = resetLink(await mail.inbox.waitFor(u.email));
    expect(link.startsWith(`${mail.url}/reset-password?token=`)).toBe(true);
    const token = tokenOf(link);

    const done = await gql<Reset>(RESET, { i: { token, newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD } }, base());
    expect(done.errors).toBeUndefined();
    expect(done.data.resetPassword.ok).toBe(true);
    // The link works once.
    expect(code(await gql(RESET, { i: { token, newPassword: 'yet another one', confirmation: 'yet another one' } }, base()))).toBe('RESET_TOKEN_INVALID');
    // Old password refused, new one accepted.
    expect(code(await gql(LOGIN, { i: { username: u.username, password: u.password } }))).toBe('WRONG_CREDENTIALS');
    const login = await gql(LOGIN, { i: { username: u.username, password: NEW_PASSWORD } });
    expect(login.errors).toBeUndefined();
    // Every earlier session ended: the access token and the refresh cookie are refused.
    expect(code(await gql('{ me { id: databaseId } }', {}, { token: u.token }))).toBe('UNAUTHENTICATED');
    const refreshed = await gql('mutation { refresh { accessToken } }', {}, { cookie: u.cookie });
    expect(code(refreshed)).toBe('UNAUTHENTICATED');
    expect(refreshCookie(refreshed.headers)).not.toMatch(/^purlwise_refresh=[^;]+$/);
    // And every personal access token: the mail says so.
    expect(code(await gql('{ me { username } }', {}, { token: patToken }))).toBe('UNAUTHENTICATED');
    const { rows } = await db.client.query<Count>('select count(*)::int as n from personal_access_token where user_id = $1 and revoked_at is null', [u.id]);
    expect(rows[0].n).toBe(0);
  });

  test('the mail says that every device is logged out and every personal access token revoked, in English and French', async () => {
    const u = await newUser('rsm');
    await gql(REQUEST, { i: { email: u.email } }, base());
    await gql(REQUEST, { i: { email: u.email, language: 'fr' } }, base());
    const [en, fr] = await mailsTo(u.email, 2);
    const [english, french] = en.text.includes('Hello') ? [en, fr] : [fr, en];
    expect(english.text.replace(/\s+/g, ' ')).toContain('every personal access token of your account will stop working');
    expect(french.text.replace(/\s+/g, ' ')).toContain("tous les jetons d'accès personnels de votre compte cesseront de fonctionner");
  });

  test('an unknown address gets exactly the same answer, and no mail', async () => {
    const u = await newUser('rsk');
    const unknown = `nobody-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const a = await gql(REQUEST, { i: { email: unknown } }, base());
    const b = await gql(REQUEST, { i: { email: u.email } }, base());
    expect(a.status).toBe(b.status);
    expect(a.data).toEqual(b.data);
    expect(a.errors).toEqual(b.errors);
    await mail.inbox.waitFor(u.email);
    expect(mail.inbox.to(unknown)).toHaveLength(0);
  });

  test('the token is stored only as its SHA-256 hash; a newer link leaves the older one working, and using one spends both', async () => {
    const u = await newUser('rsh');
    await gql(REQUEST, { i: { email: u.email } }, base());
    const first = tokenOf(resetLink(await mail.inbox.waitFor(u.email)));
    const stored = await db.client.query<{ token_hash: string }>('select token_hash from password_reset_token where user_id = $1', [u.id]);
    expect(stored.rows).toEqual([{ token_hash: crypto.createHash('sha256').update(first).digest('hex') }]);
    await gql(REQUEST, { i: { email: u.email.toUpperCase() } }, base());
    const second = tokenOf(resetLink((await mailsTo(u.email, 2))[1]));
    expect(second).not.toBe(first);
    expect((await gql<Reset>(RESET, { i: { token: first, newPassword: NEW_PASSWORD } }, base())).data.resetPassword.ok).toBe(true);
    expect(code(await gql(RESET, { i: { token: second, newPassword: 'yet another secret' } }, base()))).toBe('RESET_TOKEN_INVALID');
  });

  test('a link older than 30 minutes no longer works', async () => {
    const u = await newUser('rse');
    await gql(REQUEST, { i: { email: u.email } }, base());
    const token = tokenOf(resetLink(await mail.inbox.waitFor(u.email)));
    await db.client.query(`update password_reset_token set expires_at = now() - interval '1 second' where user_id = $1`, [u.id]);
    expect(code(await gql(RESET, { i: { token, newPassword: NEW_PASSWORD } }, base()))).toBe('RESET_TOKEN_INVALID');
    const login = await gql(LOGIN, { i: { username: u.username, password: u.password } });
    expect(login.errors).toBeUndefined();
  });

  test('the new password is checked like any other, and a bad token is refused', async () => {
    expect(code(await gql(RESET, { i: { token: 'x'.repeat(43), newPassword: 'short' } }, base()))).toBe('BAD_USER_INPUT');
    expect(code(await gql(RESET, { i: { token: 'x'.repeat(43), newPassword: NEW_PASSWORD, confirmation: 'other' } }, base()))).toBe('BAD_USER_INPUT');
    expect(code(await gql(RESET, { i: { token: 'x'.repeat(43), newPassword: NEW_PASSWORD } }, base()))).toBe('RESET_TOKEN_INVALID');
    expect(code(await gql(REQUEST, { i: { email: 'not-an-email' } }, base()))).toBe('BAD_USER_INPUT');
  });

  test('the mail is in French when asked', async () => {
    const u = await newUser('rsf');
    await gql(REQUEST, { i: { email: u.email, language: 'fr' } }, base());
    const received = await mail.inbox.waitFor(u.email);
    expect(received.text).toContain(`Bonjour ${u.username}`);
    expect(received.text).toContain('30 minutes');
  });

  test('a stranger using up the requests for an email blocks neither its owner nor the link mailed earlier', async () => {
    const u = await newUser('rso');
    const [home, stranger] = [randomIp(), randomIp()];
    expect((await requestFrom(home, u.email)).data.requestPasswordReset.ok).toBe(true);
    const mailed = tokenOf(resetLink(await mail.inbox.waitFor(u.email)));
    // The stranger gets three requests for the address, from theirs, then waits.
    for (let i = 0; i < 3; i++) expect((await requestFrom(stranger, u.email)).errors).toBeUndefined();
    expect(code(await requestFrom(stranger, u.email))).toBe('TOO_MANY_ATTEMPTS');
    // The owner still asks from home, and the link mailed first still works once the others are out.
    expect((await requestFrom(home, u.email)).data.requestPasswordReset.ok).toBe(true);
    await mailsTo(u.email, 5);
    expect((await gql<Reset>(RESET, { i: { token: mailed, newPassword: NEW_PASSWORD } }, base())).data.resetPassword.ok).toBe(true);
    expect((await gql(LOGIN, { i: { username: u.username, password: NEW_PASSWORD } })).errors).toBeUndefined();
  });

  test('the answer comes before any work on the address: a known one answers while its link cannot be written', async () => {
    const u = await newUser('rsw');
    const unknown = `nobody-${crypto.randomBytes(4).toString('hex')}@example.com`;
    // Hold password_reset_token against writes (reads still pass): a request that wrote the link before answering
    // could not answer now.
    await whileWritesHeld(db.client, 'password_reset_token', async () => {
      // A request that waited on the lock would never answer: 20 s with no answer is taken as that.
      const answered = async <T>(request: Promise<T>, what: string): Promise<T> => {
        let timer: NodeJS.Timeout | undefined;
        const stuck = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer ${what} while the link could not be written`)), 20_000); });
        try { return await Promise.race([request, stuck]); } finally { clearTimeout(timer); }
      };
      const known = await answered(gql<Requested>(REQUEST, { i: { email: u.email } }, base()), 'for a known address');
      const other = await answered(gql(REQUEST, { i: { email: unknown } }, base()), 'for an unknown address');
      expect([known.status, known.data, known.errors]).toEqual([other.status, other.data, other.errors]);
      expect(known.data.requestPasswordReset.ok).toBe(true);
      // The known address's work is under way behind the answer: waiting on the lock, no link and no mail yet.
      const lockWaiters = async () => (await db.client.query<Count>(`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike '%password_reset_token%' and pid <> pg_backend_pid()`)).rows[0].n;
      await until(lockWaiters, (n) => n > 0, 'the reset work waiting on the link');
      expect((await db.client.query<Count>('select count(*)::int as n from password_reset_token where user_id = $1', [u.id])).rows[0].n).toBe(0);
      expect(mail.inbox.to(u.email)).toHaveLength(0);
    });
    // Let go, the link is written and mailed; the unknown address still gets nothing.
    expect(resetLink(await mail.inbox.waitFor(u.email))).toContain('/reset-password?token=');
    expect(mail.inbox.to(unknown)).toHaveLength(0);
  });

  test('requests are throttled per address, known or not, with the same answer', async () => {
    const u = await newUser('rsl');
    const unknown = `ghost-${crypto.randomBytes(4).toString('hex')}@example.com`;
    for (const email of [u.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await gql(REQUEST, { i: { email } }, base())).errors).toBeUndefined();
      const refused = await gql(REQUEST, { i: { email } }, base());
      expect(code(refused)).toBe('TOO_MANY_ATTEMPTS');
    }
  });
});

test('with no SMTP_URL the mail, link included, is written to the log', async () => {
  const quiet = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { LOG_LEVEL: 'info', SMTP_URL: '', PUBLIC_URL: 'https://knit.example', RESET_PER_IP_PER_HOUR: '1000' }, { captureOutput: true });
  try {
    const u = await newUser('rlg');
    expect((await gql<Requested>(REQUEST, { i: { email: u.email } }, { base: quiet.url })).data.requestPasswordReset.ok).toBe(true);
    const line = await until(() => quiet.output().split('\n').find((l) => l.includes(u.email)), (l): l is string => l !== undefined, 'the mail in the log');
    const logged = JSON.parse(line) as { msg: string; text: string };
    expect(logged.msg).toBe('SMTP_URL is not set: mail written to the log instead of sent');
    const token = /https:\/\/knit\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(logged.text)?.[1] ?? '';
    expect((await gql<Reset>(RESET, { i: { token, newPassword: NEW_PASSWORD } }, { base: quiet.url })).data.resetPassword.ok).toBe(true);
  } finally {
    quiet.child.kill('SIGTERM');
    await new Promise((r) => (quiet.child.exitCode !== null ? r(null) : quiet.child.once('exit', r)));
  }
});
