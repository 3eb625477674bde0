/**
 * Every error the web client shows carries a stable code (and reason, values) it can say in any language (issue #12);
 * the table of codes in docs/api.md is the code's own, and the codes and statuses of refused GraphQL requests are the
 * ones it lists (issue #25).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as errors from '../../server/src/common/errors';
import { BASE, code, gql, newUser, uniqueName } from '../helpers/api';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { errorTable, withErrorTable } = require('../../tools/error-table.cjs') as {
  errorTable: (tables: typeof errors) => string;
  withErrorTable: (doc: string, table: string) => string;
};

const DOC = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
/** The page's table: code -> HTTP status. */
const DOCUMENTED = new Map([...DOC.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]));

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

describe('the table of codes in docs/api.md', () => {
  test('is the one the code writes (npm run docs:errors), with every code of the error table', () => {
    expect(withErrorTable(DOC, errorTable(errors))).toBe(DOC);
    expect([...DOCUMENTED.keys()].sort()).toEqual(Object.keys({ ...errors.REQUEST_ERROR_STATUS, ...errors.ERROR_STATUS }).sort());
  });

  /** Sends a raw request to /graphql; answers its status, first code and message. */
  async function refused(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }, method = 'POST', query = '') {
    const res = await fetch(`${BASE}/graphql${query}`, { method, headers, body: method === 'GET' ? undefined : body });
    const answer = await res.json() as { errors: Array<{ message: string; extensions: { code: string } }>; data?: unknown };
    return { status: res.status, code: answer.errors[0].extensions.code, message: answer.errors[0].message };
  }

  const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: __typename`).join(' ');
  const directives = Array.from({ length: 21 }, () => '@include(if: true)').join(' ');
  // An item's pictures and colours lead back to it: 13 levels deep (armor leaves introspection alone), and a cost
  // over 20000 that doubles with each level.
  const deeper = (n: number): string => (n === 0 ? 'name' : `pictures { item { ${deeper(n - 1)} } }`);
  const wider = (n: number): string => (n === 0 ? 'name' : `name pictures { url item { ${wider(n - 1)} } } colours { id item { ${wider(n - 1)} } }`);
  const deep = `{ publicKnitItems { nodes { ${deeper(5)} } } }`;
  const costly = `{ publicKnitItems { nodes { ${wider(5)} } } }`;
  const cases: Array<[string, () => ReturnType<typeof refused>, string]> = [
    ['a syntax error', () => refused(JSON.stringify({ query: '{ me { id' })), 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', () => refused(JSON.stringify({ query: '{ nothingHere }' })), 'GRAPHQL_VALIDATION_FAILED'],
    ['a variable typed Int! for an ID!', () => refused(JSON.stringify({ query: 'query($id: Int!) { knitItem(id: $id) { name } }', variables: { id: 1 } })), 'GRAPHQL_VALIDATION_FAILED'],
    ['two operations and no operationName', () => refused(JSON.stringify({ query: 'query A { registrationEnabled } query B { registrationEnabled }' })), 'OPERATION_RESOLUTION_FAILURE'],
    ['no query at all', () => refused(JSON.stringify({ variables: {} })), 'BAD_REQUEST'],
    ['a GET without the preflight header', () => refused('', {}, 'GET', '?query=%7BregistrationEnabled%7D'), 'BAD_REQUEST'],
    ['an unknown persisted query', () => refused(JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } })), 'PERSISTED_QUERY_NOT_FOUND'],
    ['a variable of the wrong type', () => refused(JSON.stringify({ query: 'query($first: Int!) { publicKnitItems(first: $first) { totalCount } }', variables: { first: 'ten' } })), 'BAD_USER_INPUT'],
    ['21 aliases', () => refused(JSON.stringify({ query: `{ ${aliases} }` })), 'GRAPHQL_VALIDATION_FAILED'],
  ];
  test.each(cases)('%s: the code and the HTTP status of the table', async (_name, send, expected) => {
    const r = await send();
    expect({ code: r.code, status: r.status }).toEqual({ code: expected, status: DOCUMENTED.get(expected) });
  });

  test('a limit is said as a limit, not as a "Syntax Error" (depth, aliases, directives, cost, tokens, nesting)', async () => {
    const limits = [
      [`{ ${aliases} }`, /^Aliases limit of 20 exceeded, found 21\.$/],
      [`{ registrationEnabled ${directives} }`, /^Directives limit of 20 exceeded, found 21\.$/],
      [deep, /^Query depth limit of 12 exceeded, found \d+\.$/],
      [costly, /^Query Cost limit of 20000 exceeded, found [\d.]+\.$/],
      [`{ ${'registrationEnabled '.repeat(6000)}}`, /^The document has more than 5000 tokens \(the limit\)$/],
      [`{ registrationEnabled(x: ${'['.repeat(101)}${']'.repeat(101)}) }`, /^The document is nested more than 100 levels deep \(the limit\)$/],
    ] as const;
    for (const [query, message] of limits) {
      const answer = await (await fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json() as { errors: Array<{ message: string }> };
      expect(answer.errors.map((e) => e.message)).toContainEqual(expect.stringMatching(message));
      expect(answer.errors.map((e) => e.message).filter((m) => m.startsWith('Syntax Error'))).toEqual([]);
    }
  });
});
