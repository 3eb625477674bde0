/**
 * docs/api.md cannot rot: its curl examples, its requests with their answers (status and body, to the byte of JSON)
 * and the TypeScript examples in examples/ run here against the real server with real personal access tokens; so
 * do the operations of docs/changelog.md.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { exportPublicYarns, csvField } from '../../examples/export-yarns-csv';
import { firstQuery } from '../../examples/first-query';
import { BASE, gql, newUser, type GqlError, type TestUser } from '../helpers/api';
import type { KnitItem, PersonalAccessToken } from '../helpers/types';

const run = promisify(execFile);
const DOC = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
const CHANGELOG = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'changelog.md'), 'utf8');
/** The ```sh blocks of the page that call the server. */
const curlBlocks = [...DOC.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => b.includes('curl'));

let user: TestUser;
let token: string;
/** The credentials the exchanges of the page name: "with a read token", "with a write token", ... */
const tokens: Record<string, string> = {};

const CREATE_TOKEN = 'mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token personalAccessToken { id } } }';

/** A new personal access token of the page's user. */
async function newToken(scope: 'READ' | 'WRITE'): Promise<{ token: string; id: string }> {
  const made = await gql<{ createPersonalAccessToken: { token: string; personalAccessToken: Pick<PersonalAccessToken, 'id'> } }>(CREATE_TOKEN, { i: { name: `docs ${scope}`, scope, password: user.password } }, { token: user.token });
  if (made.errors) throw new Error(JSON.stringify(made.errors));
  return { token: made.data.createPersonalAccessToken.token, id: made.data.createPersonalAccessToken.personalAccessToken.id };
}

async function item(input: Record<string, unknown>): Promise<void> {
  const r = await gql('mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }', { i: input }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

beforeAll(async () => {
  user = await newUser('docs');
  token = (await newToken('READ')).token;
  tokens.read = token;
  tokens.write = (await newToken('WRITE')).token;
  const revoked = await newToken('READ');
  const r = await gql('mutation($i: RevokePersonalAccessTokenInput!) { revokePersonalAccessToken(input: $i) { personalAccessToken { id } } }', { i: { id: revoked.id } }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  tokens.revoked = revoked.token;
  await item({ type: 'YARN', name: 'Merino Soft', producer: 'Drops', weight: '50 g', yardage: '105 m', tags: ['soft', 'warm'] });
  await item({ type: 'YARN', name: 'Kid "Silk", lace', producer: 'Rowan', content: 'mohair\nsilk' });
  await item({ type: 'YARN', name: 'Alpaca', madeIn: 'Peru' });
  await item({ type: 'YARN', name: 'Secret stash', visibility: 'PRIVATE' });
  await item({ type: 'PATTERN', name: 'Shawl' });
});

describe('the curl examples of docs/api.md', () => {
  test('there are some, and each answers JSON data without errors', async () => {
    expect(curlBlocks.length).toBeGreaterThanOrEqual(4);
    for (const block of curlBlocks) {
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', block], { env: { ...process.env, PURLWISE_URL: BASE, PURLWISE_TOKEN: token } });
      const body = JSON.parse(stdout) as { data?: unknown; errors?: GqlError[] };
      expect({ block, errors: body.errors }).toEqual({ block, errors: undefined });
      expect(body.data).toBeDefined();
    }
  });
});

/**
 * The exchanges of the page: a ```text block of a request line naming its credential, its JSON body, a blank line,
 * the status line and the JSON answer. The page's knitter is `ann`; here it is the suite's own user.
 */
const EXCHANGE = /```text\n(GET|POST|PUT|DELETE) (\S+) (?:with an? (\w+) token|without a token)\n(.+)\n\nHTTP\/1\.1 (\d{3}) ([^\n]+)\n(.+)\n```/g;
const exchanges = [...DOC.matchAll(EXCHANGE)].map(([, method, target, credential, body, status, reason, answer]) =>
  ({ method, target, credential, body, status: Number(status), reason, answer }));

/** A token's budget, as `extensions.cost.throttleStatus` gives it. */
interface Budget { maximumAvailable: number; currentlyAvailable: number; resetSeconds: number }
/** A JSON answer of either door; a GraphQL one may carry `extensions.cost`. */
interface Answer { extensions?: { cost?: { throttleStatus?: Budget; [k: string]: unknown }; [k: string]: unknown }; [k: string]: unknown }

/**
 * The answer with the page's figures of a token's budget (`extensions.cost.throttleStatus`) when it has sensible ones
 * of its own: what remains depends on the requests made before, and this suite's server has a smaller budget.
 */
function withDocumentedBudget(body: Answer, documented: Answer): Answer {
  const got = body?.extensions?.cost?.throttleStatus;
  const page = documented?.extensions?.cost?.throttleStatus;
  if (!got || !page) return body;
  const sensible = [got.maximumAvailable, got.currentlyAvailable, got.resetSeconds].every(Number.isInteger)
    && got.currentlyAvailable >= 0 && got.currentlyAvailable <= got.maximumAvailable && got.resetSeconds > 0;
  return sensible ? { ...body, extensions: { ...body.extensions, cost: { ...body.extensions!.cost, throttleStatus: page } } } : body;
}

describe('the requests and answers of docs/api.md', () => {
  test('there are some: the rule of HTTP statuses, token refusals on both doors, ids of another type, id variables typed Int!, a limit', () => {
    expect(exchanges.length).toBeGreaterThanOrEqual(8);
    // Each code block that looks like an exchange is read as one (a typo in the page would skip it silently).
    expect(exchanges.length).toBe([...DOC.matchAll(/```text\n(GET|POST|PUT|DELETE) \//g)].length);
  });

  test.each(exchanges.map((e) => [`${e.method} ${e.target} ${e.body.slice(0, 60)} (${e.credential ?? 'no'} token): ${e.status}`, e] as const))('%s', async (_name, e) => {
    const credential = e.credential ? tokens[e.credential] : undefined;
    if (e.credential) expect(credential).toBeDefined();
    const res = await fetch(`${BASE}${e.target.replace('/user/ann/', `/user/${user.username}/`)}`, {
      method: e.method,
      headers: { 'content-type': 'application/json', ...(credential ? { authorization: `Bearer ${credential}` } : {}) },
      body: e.body,
    });
    expect(e.reason).toBe(STATUS_CODES[e.status]);
    const documented = JSON.parse(e.answer) as Answer;
    expect({ status: res.status, body: withDocumentedBudget((await res.json()) as Answer, documented) }).toEqual({ status: e.status, body: documented });
  });
});

describe('docs/changelog.md', () => {
  const dates = [...CHANGELOG.matchAll(/^## (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]);

  test('is dated, newest first', () => {
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('the operation it says fails since global ids fails, and the fix it gives works with the same number', async () => {
    const operations = [...CHANGELOG.matchAll(/```graphql\n(.+)\n\s*```/g)].map((m) => m[1].trim());
    const broken = operations.find((o) => o.includes('$id: Int!'));
    const fixed = operations.find((o) => o.includes('$id: ID!'));
    expect({ broken, fixed }).toEqual({ broken: expect.any(String) as unknown, fixed: expect.any(String) as unknown });
    const mine = await gql<{ myKnitItems: { nodes: Array<Pick<KnitItem, 'databaseId' | 'name'>> } }>('{ myKnitItems(type: YARN, first: 1) { nodes { databaseId name } } }', {}, { token });
    const { databaseId, name } = mine.data.myKnitItems.nodes[0];
    const before = await gql(broken!, { id: databaseId }, { token });
    expect([before.status, before.errors?.[0]?.extensions?.code, before.data]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED', undefined]);
    const after = await gql<{ knitItem: Pick<KnitItem, 'databaseId' | 'name'> }>(fixed!, { id: databaseId }, { token });
    expect([after.status, after.errors, after.data.knitItem]).toEqual([200, undefined, { name, databaseId }]);
  });
});

describe('examples/', () => {
  test('first-query.ts: the token owner and the first page of their yarns', async () => {
    const answer = await firstQuery(BASE, token);
    expect(answer.me.username).toBe(user.username);
    expect(answer.myKnitItems.totalCount).toBe(4);
    expect(answer.myKnitItems.nodes.map((n) => n.name).sort()).toEqual(['Alpaca', 'Kid "Silk", lace', 'Merino Soft', 'Secret stash']);
  });

  test('export-yarns-csv.ts: the public yarns only, over several pages, as RFC 4180 CSV', async () => {
    const csv = await exportPublicYarns(BASE, token, 2);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('name,producer,weight,yardage,content,needleSize,madeIn,tags,lastUpdated');
    expect(lines.slice(1, -1).map((l) => l.replace(/,[^,]+$/, ''))).toEqual([
      'Alpaca,,,,,,Peru,',
      '"Kid ""Silk"", lace",Rowan,,,"mohair\nsilk",,,',
      'Merino Soft,Drops,50 g,105 m,,,,soft; warm',
    ].flatMap((l) => l.split('\r\n')));
    expect(lines[lines.length - 1]).toBe('');
    expect(csv).not.toContain('Secret stash');
  });

  test('a bad token makes the tool fail with the 401 and its code', async () => {
    await expect(firstQuery(BASE, `pw_${'x'.repeat(43)}`)).rejects.toThrow(/401 UNAUTHENTICATED/);
    expect(csvField('a,b')).toBe('"a,b"');
  });
});
