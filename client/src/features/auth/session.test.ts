import { LOGIN_COOKIE_HOURS } from '@purlwise/core';
import { expiredLoginCookie, isTokenStale, loginCookie, readCookie, tokenExpiry } from './session';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('login cookie', () => {
  it('holds the username for 18 hours on the whole site', () => {
    expect(loginCookie('ann')).toBe(`loggedIn=ann; Max-Age=${LOGIN_COOKIE_HOURS * 3600}; Path=/; SameSite=Lax`);
    expect(LOGIN_COOKIE_HOURS).toBe(18);
  });

  it('encodes unusual usernames and reads them back', () => {
    const set = loginCookie('a;b=c');
    const pair = set.split('; ')[0];
    expect(readCookie(`x=1; ${pair}; y=2`, 'loggedIn')).toBe('a;b=c');
  });

  it('is deleted with Max-Age=0', () => {
    expect(expiredLoginCookie()).toBe('loggedIn=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and ignores lookalikes', () => {
    expect(readCookie('notloggedIn=x; loggedIn=bob; other=1', 'loggedIn')).toBe('bob');
    expect(readCookie('a=1;b=2', 'b')).toBe('2');
  });

  it('is null when absent or empty string input', () => {
    expect(readCookie('', 'loggedIn')).toBeNull();
    expect(readCookie('a=1', 'loggedIn')).toBeNull();
  });

  it('keeps a value that is not valid URI encoding', () => {
    expect(readCookie('loggedIn=%E0%A4%A', 'loggedIn')).toBe('%E0%A4%A');
  });
});

describe('access token expiry', () => {
  const now = Date.UTC(2030, 0, 1);

  it('reads exp from the JWT payload (base64url, no padding)', () => {
    expect(tokenExpiry(jwt({ sub: 1, exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
    expect(tokenExpiry(jwt({ sub: 'ü?>', exp: 5 }))).toBe(5000);
  });

  it('is null for tokens it cannot read', () => {
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
    expect(tokenExpiry(jwt({ sub: 1 }))).toBeNull();
  });

  it('calls a token stale when missing, unreadable, expired or about to expire', () => {
    expect(isTokenStale(null, now)).toBe(true);
    expect(isTokenStale('garbage', now)).toBe(true);
    expect(isTokenStale(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenStale(jwt({ exp: now / 1000 + 10 }), now)).toBe(true);
    expect(isTokenStale(jwt({ exp: now / 1000 + 600 }), now)).toBe(false);
  });
});
