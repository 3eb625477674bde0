/**
 * Throttling under attack, through HTTP on both doors, with the production budgets (common/throttle.ts): 5
 * consecutive failures per username+address, 40 failures a day per address, 100 a day per username over untrusted
 * addresses, 5 wrong current passwords per account. Every test speaks from fresh addresses (X-Forwarded-For,
 * trusted from loopback), so budgets never leak between tests.
 */
import { gql, newUser, useTestDb, uniqueName } from '../helpers/api';
import { BASE, face, gqlLogin, randomIp, restAs, restLogin, type Answer } from './attacker';
import { until } from '../helpers/until';

const PAIR = 5;
const IP_PER_DAY = 40;
const USER_PER_DAY = 100;
const db = useTestDb();

const throttled = (a: Answer) => a.status === 429 && a.code !== undefined ? a.code === 'TOO_MANY_ATTEMPTS' : a.status === 429;
const checked = (answers: Answer[]) => answers.filter((a) => a.status !== 429).length;

/** Waits until the limiter rows of `ip` show at least `points` taken under `prefix` (the burst is in flight). */
async function waitForPoints(prefix: string, ip: string, points: number): Promise<void> {
  const taken = async () => Number((await db.client.query<{ p: number }>(`select coalesce(max(points), 0) as p from rate_limit where key like $1`, [`${prefix}:%${ip}`])).rows[0].p);
  await until(taken, (p) => p >= points, `${points} points under ${prefix} for ${ip}`);
}

describe('a burst of 50 parallel wrong logins never lets the right password through in the same window', () => {
  test.each([['GraphQL', gqlLogin], ['REST', restLogin]] as const)('one account (%s)', async (_door, login) => {
    const u = await newUser('burst');
    const ip = randomIp();
    const burst = Promise.all(Array.from({ length: 50 }, () => login(ip, u.username, 'not the password')));
    await waitForPoints('login_pair', ip, PAIR);
    // The right password, sent while the burst is being answered.
    const right = await login(ip, u.username, u.password);
    const wrong = await burst;
    expect(face(right)).toMatchObject({ status: 429, throttled: true });
    expect(right.token).toBeUndefined();
    // At most the budget was ever checked; every refusal says when to come back.
    expect(checked(wrong)).toBeLessThanOrEqual(PAIR);
    expect(wrong.filter((a) => a.status === 429).every((a) => throttled(a) && Number(a.retryAfter) > 0)).toBe(true);
    // And still, after the burst.
    expect(face(await login(ip, u.username, u.password))).toMatchObject({ status: 429, throttled: true });
  });

  test('spread over many accounts from one address', async () => {
    const victims = await Promise.all([newUser('spread'), newUser('spread')]);
    const ip = randomIp();
    // Mostly usernames that do not exist: they cost the address exactly what real ones do.
    const names = Array.from({ length: 50 }, (_, i) => (i < 4 ? victims[i % 2].username : uniqueName('ghost')));
    const burst = Promise.all(names.map((n, i) => (i % 2 ? restLogin : gqlLogin)(ip, n, 'not the password')));
    await waitForPoints('login_ip', ip, IP_PER_DAY);
    const right = await gqlLogin(ip, victims[0].username, victims[0].password);
    const wrong = await burst;
    expect(face(right)).toMatchObject({ status: 429, throttled: true });
    expect(checked(wrong)).toBeLessThanOrEqual(IP_PER_DAY);
    expect(face(await restLogin(ip, victims[1].username, victims[1].password))).toMatchObject({ status: 429, throttled: true });
    // The blocked address blocks nobody else: the owners log in from theirs.
    for (const v of victims) expect((await gqlLogin(randomIp(), v.username, v.password)).token).toEqual(expect.any(String));
  });
});

describe('strangers cannot lock an owner out', () => {
  test('a stranger blocked on an account does not block the owner at another address', async () => {
    const u = await newUser('owner');
    const stranger = randomIp();
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < PAIR + 2; i++) codes.push((await gqlLogin(stranger, u.username, 'guess guess')).code);
    expect(codes).toEqual([...Array<string>(PAIR).fill('WRONG_CREDENTIALS'), 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    expect((await gqlLogin(randomIp(), u.username, u.password)).token).toEqual(expect.any(String));
    expect((await restLogin(randomIp(), u.username, u.password)).token).toEqual(expect.any(String));
  });

  test('many strangers using up the per-username budget only slow the account: the owner\'s own address still gets in', async () => {
    const u = await newUser('owner');
    const home = randomIp();
    expect((await gqlLogin(home, u.username, u.password)).token).toEqual(expect.any(String));
    // 20 addresses x 5 failures: the username's budget over untrusted addresses is gone.
    const strangers = Array.from({ length: USER_PER_DAY / PAIR }, () => randomIp());
    await Promise.all(strangers.map(async (ip) => { for (let i = 0; i < PAIR; i++) await restLogin(ip, u.username, 'guess guess'); }));
    const newcomer = await gqlLogin(randomIp(), u.username, u.password);
    expect(face(newcomer)).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', throttled: true });
    // The owner's address (where they logged in before) is not affected, on either door.
    expect((await gqlLogin(home, u.username, u.password)).token).toEqual(expect.any(String));
    expect((await restLogin(home, u.username, u.password)).token).toEqual(expect.any(String));
  });
});

test('unknown and known usernames answer alike, failure after failure, on both doors', async () => {
  const u = await newUser('known');
  const ghost = uniqueName('ghost');
  for (const login of [gqlLogin, restLogin]) {
    const [ipA, ipB] = [randomIp(), randomIp()];
    const known: object[] = [];
    const unknown: object[] = [];
    for (let i = 0; i < PAIR + 2; i++) {
      known.push(face(await login(ipA, u.username, 'guess guess')));
      unknown.push(face(await login(ipB, ghost, 'guess guess')));
    }
    expect(unknown).toEqual(known);
    expect(known[PAIR]).toMatchObject({ status: 429, throttled: true });
  }
});

describe('changePassword: wrong current passwords are throttled per account', () => {
  const CHANGE = 'mutation C($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }';

  test('GraphQL: five wrong, then 429 even with the right one', async () => {
    const u = await newUser('pw');
    for (let i = 0; i < 5; i++) {
      const r = await gql(CHANGE, { i: { currentPassword: `wrong ${i} guess`, newPassword: 'a new long password' } }, { token: u.token });
      expect(r.errors?.[0]?.message).toBe('The current password is not correct');
    }
    const res = await fetch(`${process.env.PURLWISE_URL}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ query: CHANGE, variables: { i: { currentPassword: u.password, newPassword: 'a new long password' } } }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
    // The password did not change.
    expect((await gqlLogin(randomIp(), u.username, u.password)).token).toEqual(expect.any(String));
  });

  test('REST: the same budget, 429 with Retry-After and a message', async () => {
    const u = await newUser('pw');
    const path = `/user/setpassword/${u.username}/`;
    for (let i = 0; i < 5; i++) expect((await restAs(u.token, 'POST', path, { currentPassword: `wrong ${i} guess`, newPassword: 'a new long password' })).status).toBe(400);
    const r = await restAs(u.token, 'POST', path, { currentPassword: u.password, newPassword: 'a new long password' });
    expect([r.status, typeof r.message, Number(r.retryAfter) > 0]).toEqual([429, 'string', true]);
  });
});

test('a successful login clears the consecutive failures of its address', async () => {
  const u = await newUser('reset');
  const ip = randomIp();
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < PAIR - 1; i++) expect((await gqlLogin(ip, u.username, 'guess guess')).code).toBe('WRONG_CREDENTIALS');
    expect((await gqlLogin(ip, u.username, u.password)).token).toEqual(expect.any(String));
  }
});

describe('the OAuth token endpoint', () => {
  const TOKEN_PER_MINUTE = 120;
  /** A token request with a made-up code, as a guesser sends it; oidc-provider refuses it as invalid_client or invalid_grant. */
  const tokenRequest = async (ip: string) => {
    const res = await fetch(`${BASE}/oauth/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'made-up', client_id: 'no-such-app', redirect_uri: 'http://127.0.0.1:59999/callback', code_verifier: 'x'.repeat(43) }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), cache: res.headers.get('cache-control'), body: (await res.json()) as { error?: string; error_description?: string } };
  };

  test(`takes ${TOKEN_PER_MINUTE} requests a minute from an address, then answers 429 slow_down as OAuth does; other addresses go on`, async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: TOKEN_PER_MINUTE + 10 }, () => tokenRequest(ip)));
    const refused = answers.filter((a) => a.status === 429);
    // Exactly the budget reached oidc-provider, whose own answers are OAuth errors too.
    expect(answers.length - refused.length).toBe(TOKEN_PER_MINUTE);
    expect(answers.filter((a) => a.status !== 429).every((a) => a.status === 400 || a.status === 401)).toBe(true);
    expect(refused).toHaveLength(10);
    for (const a of refused) {
      expect(a.body).toEqual({ error: 'slow_down', error_description: expect.stringMatching(/^Too many attempts\. Try again in 1 minute$/) as unknown });
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(60);
      expect(a.cache).toBe('no-store');
    }
    const other = await tokenRequest(randomIp());
    expect(other.status).not.toBe(429);
    expect(other.body.error).toMatch(/^invalid_/);
  });
});
