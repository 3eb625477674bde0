/**
 * Throttling with rate-limiter-flexible on PostgreSQL: one table (`rate_limit`, created by a migration), shared by
 * every server process; each count is one atomic upsert. The login budgets follow OWASP's authentication cheat
 * sheet and the library's "login endpoint protection" example, with one change: the point is taken BEFORE the
 * password is checked and given back on success, so a parallel burst never gets more checks than the budget.
 */
import crypto from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config';
import type { Ctx } from './context';
import { AppError } from './errors';

const DAY = 86400;

/** The budgets; keys are the limiters' key prefixes in the shared table. */
function budgets() {
  const t = config.throttle;
  return {
    // Consecutive failures of one username from one IP: blocks that pair, not the account. A success clears it.
    login_pair: { points: t.loginPairFailures, duration: 90 * DAY, blockDuration: t.loginPairBlockSeconds },
    // Failures from one IP over all usernames (password spraying).
    login_ip: { points: t.loginIpFailuresPerDay, duration: DAY, blockDuration: DAY },
    // Failures for one username over all IPs: slows a distributed guesser. Never applied to a trusted pair.
    login_user: { points: t.loginUserFailuresPerDay, duration: DAY, blockDuration: 3600 },
    // username+IP pairs that logged in (or registered) recently: a stranger's failures elsewhere never block them.
    login_trusted: { points: 1, duration: 30 * DAY },
    // Wrong current passwords per account (a stolen access token must not find the password).
    password_user: { points: t.passwordFailures, duration: 90 * DAY, blockDuration: t.loginPairBlockSeconds },
    register_ip: { points: t.registrationsPerIpPerHour, duration: 3600 },
    // Password-reset mails and link uses per address, and mails per address and email address together (known or
    // not): a stranger spending an email's requests from elsewhere never blocks its owner.
    reset_ip: { points: config.resetPerIpPerHour, duration: 3600 },
    reset_pair: { points: config.resetPerEmailPerHour, duration: 3600 },
    upload_user: { points: t.uploadsPerUserPer10Min, duration: 600 },
    // Requests to the OAuth token endpoint per address: each checks a code, a client or a refresh token.
    oauth_token_ip: { points: t.oauthTokenPerIpPerMinute, duration: 60 },
  };
}

type Name = keyof ReturnType<typeof budgets>;

let limiters: Record<Name, RateLimiterPostgres> | undefined;

/** The limiters, created on first use over the ORM's knex pool (so outages look like every other database error). */
function limiter(ctx: Ctx, name: Name): RateLimiterPostgres {
  if (!limiters) {
    const knex = ctx.em.getConnection().getKnex();
    const made = Object.entries(budgets()).map(([keyPrefix, b], i) => [keyPrefix, new RateLimiterPostgres({
      storeClient: knex, storeType: 'knex', tableName: 'rate_limit', tableCreated: true, keyPrefix, ...b,
      // One sweeper of expired rows per process is enough: they all share the table.
      clearExpiredByTimeout: i === 0,
    })]);
    limiters = Object.fromEntries(made) as Record<Name, RateLimiterPostgres>;
  }
  return limiters[name];
}

/** The 429 answer, with the seconds to wait (the Retry-After header on both doors). */
export function tooManyAttempts(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('TOO_MANY_ATTEMPTS', `Too many attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}`, { values: { minutes } }, seconds);
}

/** Takes one point from each (limiter, key) at once; any refusal is a 429 with the longest wait, any other error is thrown. */
async function take(ctx: Ctx, points: Array<[Name, string]>): Promise<void> {
  const results = await Promise.allSettled(points.map(([name, key]) => limiter(ctx, name).consume(key)));
  let wait = -1;
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    wait = Math.max(wait, r.reason.msBeforeNext);
  }
  if (wait >= 0) throw tooManyAttempts(wait);
}

/** The caller's address as express resolved it (X-Forwarded-For only from a trusted proxy, see app.ts). */
export function clientIp(ctx: Ctx): string {
  const ip = ctx.req?.ip ?? 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** A bounded key for any username or email address, known or not (a hash: no length or character surprises in the table). */
export function usernameKey(username: string): string {
  return crypto.createHash('sha256').update(username.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/** A login attempt that has paid for its password check; `succeeded` gives the points back. */
export interface LoginAttempt { succeeded(): Promise<void> }

/**
 * Pays for one password check of `username` from this client, before it happens: 429 when the username+IP pair,
 * the IP or the username (over all IPs) has no budget left. Unknown usernames pay exactly like known ones.
 */
export async function beginLogin(ctx: Ctx, username: string): Promise<LoginAttempt> {
  const ip = clientIp(ctx);
  const user = usernameKey(username);
  const pair = `${user}:${ip}`;
  // The owner's own address stays open whatever strangers do elsewhere (or from other addresses of a shared network).
  const trusted = (await limiter(ctx, 'login_trusted').get(pair)) !== null;
  await take(ctx, trusted ? [['login_pair', pair]] : [['login_pair', pair], ['login_ip', ip]]);
  // Only attempts that reach the password check count against the username everywhere: a stranger hammering a
  // blocked pair must not use up the owner's budget.
  if (!trusted) await take(ctx, [['login_user', user]]);
  return {
    async succeeded() {
      await Promise.all([
        limiter(ctx, 'login_pair').delete(pair),
        trustPair(ctx, username),
        ...(trusted ? [] : [limiter(ctx, 'login_ip').reward(ip, 1), limiter(ctx, 'login_user').reward(user, 1)]),
      ]);
    },
  };
}

/** Marks this username+IP pair as the owner's (after a login or a registration). */
export async function trustPair(ctx: Ctx, username: string): Promise<void> {
  await limiter(ctx, 'login_trusted').set(`${usernameKey(username)}:${clientIp(ctx)}`, 1, 30 * DAY);
}

/** Pays for one check of the current password of account `userId`; `succeeded` clears the count. */
export async function beginPasswordCheck(ctx: Ctx, userId: number): Promise<LoginAttempt> {
  const key = String(userId);
  await take(ctx, [['password_user', key]]);
  return { succeeded: async () => { await limiter(ctx, 'password_user').delete(key); } };
}

/** One registration from this client's IP; 429 beyond the hourly budget. */
export function takeRegistration(ctx: Ctx): Promise<void> {
  return take(ctx, [['register_ip', clientIp(ctx)]]);
}

/** One password-reset request (per address, and per address and email address, `email` given) or link use (per address). */
export function takePasswordReset(ctx: Ctx, email?: string): Promise<void> {
  const ip = clientIp(ctx);
  return take(ctx, email === undefined ? [['reset_ip', ip]] : [['reset_ip', ip], ['reset_pair', `${usernameKey(email)}:${ip}`]]);
}

/** One upload by account `userId`; 429 beyond the budget of ten minutes. */
export function takeUpload(ctx: Ctx, userId: number): Promise<void> {
  return take(ctx, [['upload_user', String(userId)]]);
}

/** One request to the OAuth token endpoint from this client's IP; 429 beyond the budget of a minute. */
export function takeOAuthToken(ctx: Ctx): Promise<void> {
  return take(ctx, [['oauth_token_ip', clientIp(ctx)]]);
}
