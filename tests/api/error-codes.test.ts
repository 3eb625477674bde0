/** Every error the web client shows carries a stable code (and reason, values) it can say in any language (issue #12). */
import { code, gql, newUser, uniqueName } from '../helpers/api';

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { accessToken } }`;
const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { accessToken } }`;
const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }`;
const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
const READ = `query($id: ID!) { knitItem(id: $id) { id: databaseId } }`;

const extensions = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions;

describe('error codes', () => {
  test('a wrong password and an unknown username are both WRONG_CREDENTIALS, not UNAUTHENTICATED (no refresh loop)', async () => {
    const u = await newUser();
    expect(code(await gql(LOGIN, { i: { username: u.username, password: 'not the password' } }))).toBe('WRONG_CREDENTIALS');
    expect(code(await gql(LOGIN, { i: { username: uniqueName('nobody'), password: 'whatever pw' } }))).toBe('WRONG_CREDENTIALS');
  });

  test('a wrong current password is WRONG_CURRENT_PASSWORD; the form check has its reason', async () => {
    const u = await newUser();
    const wrong = await gql(CHANGE, { i: { currentPassword: 'wrong current', newPassword: 'new password 1' } }, { token: u.token });
    expect(code(wrong)).toBe('WRONG_CURRENT_PASSWORD');
    const empty = await gql(CHANGE, { i: { currentPassword: '', newPassword: 'new password 1' } }, { token: u.token });
    expect(extensions(empty)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'currentPasswordEmpty' });
  });

  test('registration: taken username and each form-check message carry their own code or reason', async () => {
    const u = await newUser();
    expect(code(await gql(REGISTER, { i: { username: u.username, email: 'x@y.org', password: 'long enough pw' } }))).toBe('USERNAME_TAKEN');
    const bad = await gql(REGISTER, { i: { username: uniqueName(), email: 'not-an-email', password: 'long enough pw' } });
    expect(extensions(bad)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'emailIncorrect' });
    const short = await gql(REGISTER, { i: { username: uniqueName(), email: 'a@b.org', password: 'short' } });
    expect(extensions(short)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'passwordTooShort' });
  });

  test('a text over its limit names the field and the limit in values', async () => {
    const u = await newUser();
    const r = await gql(CREATE, { i: { type: 'YARN', name: 'x', producer: 'p'.repeat(201) } }, { token: u.token });
    expect(extensions(r)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'tooLong', values: { field: 'producer', max: 200 } });
  });

  test('what was not found is named in values', async () => {
    const u = await newUser();
    expect(extensions(await gql(READ, { id: 2_000_000_000 }, { token: u.token }))).toMatchObject({ code: 'NOT_FOUND', values: { what: 'Item' } });
  });
});
