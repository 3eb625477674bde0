import { BASE_NOREG, code, gql, message, newUser, refreshCookie, uniqueName } from '../helpers/api';
import { gqlLogin, randomIp } from '../security/attacker';
import type { OkPayload, User } from '../helpers/types';

const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { accessToken user { id: databaseId username email } } }`;
const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { accessToken user { username } } }`;
const ME = `{ me { id: databaseId username email } }`;

type Register = { register: { accessToken: string; user: Pick<User, 'username' | 'email'> & { id: number } } };
type Login = { login: { accessToken: string; user: Pick<User, 'username'> } };
type Me = { me: Pick<User, 'username' | 'email'> & { id: number } };
type Token = { accessToken: string };

describe('accounts', () => {
  test('register returns a token that identifies the new user', async () => {
    const username = uniqueName();
    const r = await gql<Register>(REGISTER, { i: { username, email: `${username}@knit.design`, password: 'long enough pw' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.register.user).toMatchObject({ username, email: `${username}@knit.design` });
    expect(refreshCookie(r.headers)).toMatch(/^purlwise_refresh=/);
    const me = await gql<Me>(ME, {}, { token: r.data.register.accessToken });
    expect(me.data.me.username).toBe(username);
  });

  test.each([
    [{ username: 'abc', email: '', password: 'x12345678' }, 'Email is empty'],
    [{ username: '', email: 'a@b.com', password: 'x12345678' }, 'Username is empty'],
    [{ username: 'abcd', email: 'a@b.com', password: '' }, 'Password is empty'],
    [{ username: 'abcd', email: 'a@b.com', password: 'x12345678', confirmation: 'other' }, 'The password confirmation does not match'],
    [{ username: 'abcd', email: 'not-an-email', password: 'x12345678' }, 'Email is not correct'],
    [{ username: 'abcd', email: 'a@b.com', password: 'short' }, 'Password must be at least 8 characters'],
  ])('register refuses %j with "%s"', async (input, msg) => {
    const r = await gql(REGISTER, { i: input });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(message(r)).toBe(msg);
  });

  test('a taken username (any case) is refused and nothing is created', async () => {
    const u = await newUser();
    const r = await gql(REGISTER, { i: { username: u.username.toUpperCase(), email: 'x@y.org', password: 'another password' } });
    expect(code(r)).toBe('USERNAME_TAKEN');
    const login = await gql<Login>(LOGIN, { i: { username: u.username, password: u.password } });
    expect(login.data.login.user.username).toBe(u.username);
  });

  test('registration switched off by configuration', async () => {
    const flag = await gql<{ registrationEnabled: boolean }>(`{ registrationEnabled }`, {}, { base: BASE_NOREG });
    expect(flag.data.registrationEnabled).toBe(false);
    const r = await gql(REGISTER, { i: { username: uniqueName(), email: 'a@b.com', password: 'x12345678' } }, { base: BASE_NOREG });
    expect(code(r)).toBe('REGISTRATION_DISABLED');
  });

  test('login: wrong password, empty fields, then success', async () => {
    const u = await newUser();
    expect(message(await gql(LOGIN, { i: { username: '', password: 'x' } }))).toBe('Username is empty');
    expect(message(await gql(LOGIN, { i: { username: u.username, password: '' } }))).toBe('Password is empty');
    const bad = await gql(LOGIN, { i: { username: u.username, password: 'wrong password' } });
    expect(code(bad)).toBe('WRONG_CREDENTIALS');
    const ok = await gql<Login>(LOGIN, { i: { username: u.username.toUpperCase(), password: u.password } });
    expect(ok.data.login.user.username).toBe(u.username);
  });

  test('five failed logins from one address block that address for the account, even with the right password; not the account', async () => {
    const u = await newUser();
    const [stranger, owner] = [randomIp(), randomIp()];
    for (let i = 0; i < 5; i++) expect((await gqlLogin(stranger, u.username, 'nope nope')).code).toBe('WRONG_CREDENTIALS');
    const blocked = await gqlLogin(stranger, u.username, u.password);
    expect([blocked.status, blocked.code, Number(blocked.retryAfter) > 0]).toEqual([429, 'TOO_MANY_ATTEMPTS', true]);
    expect((await gqlLogin(owner, u.username, u.password)).token).toEqual(expect.any(String));
  });

  test('refresh rotates the cookie (reuse within and after the grace window: tests/api/refresh.test.ts)', async () => {
    const u = await newUser();
    const r1 = await gql<{ refresh: Token }>(`mutation { refresh { accessToken } }`, {}, { cookie: u.cookie });
    expect(r1.errors).toBeUndefined();
    const c2 = refreshCookie(r1.headers);
    expect(c2).toMatch(/^purlwise_refresh=.+/);
    expect(c2).not.toBe(u.cookie);
    expect((await gql<Me>(ME, {}, { token: r1.data.refresh.accessToken })).data.me.username).toBe(u.username);
  });

  test('logout: the refresh cookie stops working', async () => {
    const u = await newUser();
    const out = await gql<{ logout: OkPayload }>(`mutation { logout { ok } }`, {}, { cookie: u.cookie, token: u.token });
    expect(out.data.logout.ok).toBe(true);
    expect(code(await gql(`mutation { refresh { accessToken } }`, {}, { cookie: u.cookie }))).toBe('UNAUTHENTICATED');
  });

  test('change password: checks, new token, old token and other sessions refused', async () => {
    const u = await newUser();
    const other = await gql(LOGIN, { i: { username: u.username, password: u.password } });
    const otherCookie = refreshCookie(other.headers);
    const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }`;
    expect(message(await gql(CHANGE, { i: { currentPassword: '', newPassword: 'x' } }, { token: u.token }))).toBe('Current password is empty');
    expect(message(await gql(CHANGE, { i: { currentPassword: u.password, newPassword: '' } }, { token: u.token }))).toBe('Password is empty');
    expect(message(await gql(CHANGE, { i: { currentPassword: u.password, newPassword: 'new password 1', confirmation: 'different' } }, { token: u.token }))).toBe('The password confirmation does not match');
    expect(message(await gql(CHANGE, { i: { currentPassword: u.password, newPassword: u.password } }, { token: u.token }))).toBe('The new password must be different from the current one');
    expect(message(await gql(CHANGE, { i: { currentPassword: 'wrong current', newPassword: 'new password 1' } }, { token: u.token }))).toBe('The current password is not correct');
    expect(code(await gql(CHANGE, { i: { currentPassword: u.password, newPassword: 'new password 1' } }))).toBe('UNAUTHENTICATED');
    const ok = await gql<{ changePassword: Token }>(CHANGE, { i: { currentPassword: u.password, newPassword: 'new password 1' } }, { token: u.token });
    expect(ok.errors).toBeUndefined();
    expect(code(await gql(ME, {}, { token: u.token }))).toBe('UNAUTHENTICATED');
    expect((await gql<Me>(ME, {}, { token: ok.data.changePassword.accessToken })).data.me.username).toBe(u.username);
    expect(code(await gql(`mutation { refresh { accessToken } }`, {}, { cookie: otherCookie }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(LOGIN, { i: { username: u.username, password: u.password } }))).toBe('WRONG_CREDENTIALS');
    expect((await gql(LOGIN, { i: { username: u.username, password: 'new password 1' } })).errors).toBeUndefined();
  });

  test('errors never carry a stack trace', async () => {
    const r = await gql(`{ nope }`);
    expect(JSON.stringify(r.errors)).not.toMatch(/stacktrace|at .*\.js/);
  });
});
