/**
 * Compiled feed plans (server/src/modules/knit/feed-plan.ts) answer exactly as the executor does. This file starts two
 * servers on a database of its own, one with plans (the default) and one with FEED_PLANS=false, seeds a feed through
 * the API (two knitters, four kinds, pictures, names with quotes, backslashes and emoji, a private item), and sends both
 * the same requests as a visitor asking for no cache: 120 generated selections of the feed (fields a plan writes and
 * fields it does not, aliases, fragments, __typename) with every argument, pages after and before real cursors, and
 * refusals. Status, content type and body must be equal byte for byte; the plans server's metrics show which it answered.
 * A tool's personal access token is answered by a plan too, and pays the same points from the same budget; when the
 * budget cannot pay, the executor refuses it and nothing is taken.
 */
import type { ChildProcess } from 'node:child_process';
import { gql, gqlUpload, makeImage, newUser, type TestUser } from '../helpers/api';
import { ownDatabase, type OwnDatabase } from '../helpers/own-database';
import { seededRandom } from '../helpers/random';
import type { KnitItem } from '../helpers/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, stopServer } = require('../helpers/servers') as {
  startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
  stopServer: (child: ChildProcess) => Promise<void>;
};

type Server = { child: ChildProcess; url: string };
const METRICS_TOKEN = 'feed-plan-metrics-token';
let own: OwnDatabase;
let planned: Server;
let executed: Server;
let knitter: TestUser;

const CREATE = 'mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }';

async function create(user: TestUser, input: Record<string, unknown>, picture?: Buffer): Promise<string> {
  const r = await gql<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>(CREATE, { i: input }, { token: user.token, base: planned.url });
  expect(r.errors).toBeUndefined();
  const id = r.data.createKnitItem.item.id;
  if (picture) {
    const up = await gqlUpload(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id } } }`,
      { i: { itemId: id, file: null } }, 'variables.i.file', { bytes: picture }, { token: user.token, base: planned.url });
    expect(up.errors).toBeUndefined();
  }
  return id;
}

beforeAll(async () => {
  own = await ownDatabase('purlwise_plans');
  // One after the other: the first applies the migrations.
  planned = await startServer(own.url, { METRICS_TOKEN });
  executed = await startServer(own.url, { FEED_PLANS: 'false' });
  knitter = await newUser('plan', { base: planned.url });
  const other = await newUser('plano', { base: planned.url });
  const png = await makeImage('png', 40, 30);
  await create(knitter, { type: 'YARN', name: 'Alpaca "Cloud" \\ 🧶', producer: 'Drops', content: '70% alpaca, 30% silk', weight: '50 g', yardage: '150 m',
    weightClass: 'FINE', metresPerSkein: 150, gramsPerSkein: 50, tags: ['soft', 'lace'], madeIn: 'Perú', notes: 'tab\there' }, png);
  await create(knitter, { type: 'YARN', name: 'Cable yarn', producer: '  ', tags: [] });
  await create(knitter, { type: 'PATTERN', name: 'Cable hat', tags: ['hat'] }, await makeImage('jpeg', 30, 30));
  await create(knitter, { type: 'MODEL', name: 'cable cardigan' });
  await create(knitter, { type: 'YARN', name: 'Hidden merino', visibility: 'PRIVATE' }, png);
  for (const [type, name] of [['DETAIL', 'Button band'], ['PATTERN', 'Cable 2'], ['PATTERN', 'Cable 10'], ['YARN', 'Zephyr'], ['MODEL', 'Élan shawl']]) {
    await create(other, { type, name, producer: type === 'YARN' ? 'Malabrigo' : undefined, tags: ['x', 'y'] }, name.startsWith('Cable') ? png : undefined);
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([planned, executed].filter(Boolean).map((s) => stopServer(s.child)));
  await own?.drop();
});

/** Status, content type and body of one request to one server, as a visitor asking for no cached answer. */
async function answer(base: string, body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', ...headers }, body: JSON.stringify(body),
  });
  return `${res.status} ${res.headers.get('content-type')}\n${await res.text()}`;
}

/** Both servers' answers to one request; they must be equal. Returns the plans server's answer. */
async function compare(body: { query: string; variables?: Record<string, unknown>; operationName?: string }, headers?: Record<string, string>): Promise<string> {
  const [plan, exec] = await Promise.all([answer(planned.url, body, headers), answer(executed.url, body, headers)]);
  expect({ body, answer: plan }).toEqual({ body, answer: exec });
  return plan;
}

/** How many requests the plans server answered by a plan so far. */
async function planAnswers(): Promise<number> {
  const text = await (await fetch(`${planned.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^purlwise_feed_plan_answers_total (\d+)/m.exec(text)?.[1] ?? NaN);
}

/** Fields a plan writes, and (last) some it does not: a query asking for one of those is answered by the executor. */
const ITEM_FIELDS = ['id', 'databaseId', 'name', 'type', 'tags', 'visibility', 'lastUpdated', 'weightClass', 'fibres', 'metresPerSkein',
  'gramsPerSkein', 'producer', 'madeIn', 'content', 'weight', 'yardage', 'needleSize', 'notes', 'author', '__typename', 'owner', 'firstPicture'];
const OWNER = ['owner { id username }', 'owner { __typename databaseId }'];
const PICTURE = ['firstPicture { id url }', 'firstPicture { databaseId thumbnailUrl __typename }'];
const NOT_PLANNED = ['favoriteCount', 'viewerCanEdit', 'pictures { id }', 'colours { id }'];

function pick<T>(rnd: () => number, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rnd() * copy.length), 1)[0]);
  return out;
}

/** A selection of item fields: some aliased, some through a fragment or an inline fragment, rarely one no plan writes. */
function itemSelection(rnd: () => number): { selection: string; fragments: string; planned: boolean } {
  const fields = pick(rnd, ITEM_FIELDS, 1 + Math.floor(rnd() * 8))
    .map((f) => (f === 'owner' ? pick(rnd, OWNER, 1)[0] : f === 'firstPicture' ? pick(rnd, PICTURE, 1)[0] : f))
    .map((f, i) => (rnd() < 0.15 && !f.startsWith('__') ? `a${i}: ${f}` : f));
  const planned = rnd() >= 0.1;
  if (!planned) fields.push(pick(rnd, NOT_PLANNED, 1)[0]);
  const r = rnd();
  if (r < 0.2) return { selection: `...Card`, fragments: `fragment Card on KnitItem { ${fields.join(' ')} }`, planned };
  if (r < 0.3) return { selection: `... on KnitItem { ${fields.join(' ')} }`, fragments: '', planned };
  return { selection: fields.join(' '), fragments: '', planned };
}

test('120 generated feed queries answer the same with plans and without, and plans answered most of them', async () => {
  const before = await planAnswers();
  const rnd = seededRandom(20261126);
  const sorts = [null, 'NAME_ASC', 'NAME_DESC', 'NEWEST_FIRST', 'OLDEST_FIRST'];
  let cursors: string[] = [];
  let notPlanned = 0;
  let refused = 0;
  let answeredByPlans = 0;
  for (let i = 0; i < 120; i += 1) {
    const { selection, fragments, planned } = itemSelection(rnd);
    if (!planned) notPlanned += 1;
    const parts = [rnd() < 0.8 ? `nodes { ${selection} }` : `edges { cursor node { ${selection} } }`,
      rnd() < 0.7 ? 'pageInfo { endCursor hasNextPage startCursor hasPreviousPage }' : 'pageInfo { __typename hasNextPage }'];
    const backward = rnd() < 0.2 && cursors.length > 0;
    const variables: Record<string, unknown> = backward
      ? { last: 1 + Math.floor(rnd() * 4), before: cursors[Math.floor(rnd() * cursors.length)] }
      : { first: 1 + Math.floor(rnd() * 6), after: rnd() < 0.4 && cursors.length ? cursors[Math.floor(rnd() * cursors.length)] : null };
    variables.type = rnd() < 0.3 ? pick(rnd, ['YARN', 'PATTERN', 'MODEL', 'DETAIL'], 1)[0] : null;
    variables.sort = pick(rnd, sorts, 1)[0];
    variables.search = rnd() < 0.2 ? pick(rnd, ['cable', 'Cloud', '🧶', '%', 'zz'], 1)[0] : null;
    const root = rnd() < 0.2 ? 'feed: publicKnitItems' : 'publicKnitItems';
    const query = `query Feed${i}($first: Int, $after: String, $last: Int, $before: String, $type: KnitType, $sort: KnitSort, $search: String) {
      ${rnd() < 0.2 ? '__typename ' : ''}${root}(first: $first, after: $after, last: $last, before: $before, type: $type, sort: $sort, search: $search) { ${parts.join(' ')} }
    } ${fragments}`;
    const text = await compare({ query, variables });
    // A cursor of another sort is refused alike by both (the plan declines, and the executor words the refusal).
    if (text.includes('"errors"')) refused += 1;
    else if (planned) answeredByPlans += 1;
    cursors = [...cursors, ...[...text.matchAll(/"(?:endCursor|startCursor|cursor)":"([^"]+)"/g)].map((m) => m[1])].slice(-20);
  }
  expect(cursors.length).toBeGreaterThan(5);
  expect(notPlanned).toBeGreaterThan(3);
  expect(refused).toBeGreaterThan(0);
  expect(answeredByPlans).toBeGreaterThan(60);
  // Every generated query a plan can write, and that was not refused, was answered by one (on the plans server alone).
  expect(await planAnswers() - before).toBe(answeredByPlans);
});

test('the feed a knitter sees in the client, a private item and every kind read the same; the private one is in neither', async () => {
  const all = await compare({ query: '{ publicKnitItems(first: 100) { nodes { name type author owner { username } firstPicture { url thumbnailUrl } tags fibres weightClass } } }' });
  expect(all).toContain('Alpaca \\"Cloud\\" \\\\ 🧶');
  expect(all).toContain('"author":"Drops"');
  expect(all).not.toContain('Hidden merino');
  expect(all).toMatch(/"thumbnailUrl":"\/images\/\d+\/thumb\?s=/);
  await compare({ query: 'query A { publicKnitItems { nodes { id } } } query B { publicKnitItems(first: 2) { nodes { name } } }', operationName: 'B' });
  await compare({ query: '{ publicKnitItems(first: 3) { nodes { name } } }' }, { accept: 'application/json' });
});

test('refusals and what no plan answers read the same: bad sizes, cursors and variables, unknown operations, totals, directives', async () => {
  const before = await planAnswers();
  const page = 'nodes { name } pageInfo { endCursor }';
  const refusals: Array<{ query: string; variables?: Record<string, unknown>; operationName?: string }> = [
    { query: `{ publicKnitItems(first: 0) { ${page} } }` },
    { query: `{ publicKnitItems(first: 101) { ${page} } }` },
    { query: `{ publicKnitItems(first: 2, last: 2) { ${page} } }` },
    { query: `{ publicKnitItems(after: "not a cursor") { ${page} } }` },
    { query: `query($s: String) { publicKnitItems(search: $s) { ${page} } }`, variables: { s: 'x'.repeat(5000) } },
    { query: `query($n: Int!) { publicKnitItems(first: $n) { ${page} } }`, variables: { n: 'three' } },
    { query: `query($n: Int!) { publicKnitItems(first: $n) { ${page} } }` },
    { query: `{ publicKnitItems { ${page} } }`, operationName: 'Nope' },
    { query: `{ publicKnitItems(first: 2) { totalCount ${page} } }` },
    { query: `{ publicKnitItems(first: 2) { nodes { name @include(if: true) } } }` },
    { query: `{ publicKnitItems(first: 2) { nodes { name name } } }` },
    { query: `{ publicKnitItems(first: 2) { nodes { nope } } }` },
    { query: `{ publicKnitItems(first: 2) { nodes { name } } me { username } }` },
    { query: `{ a: publicKnitItems(first: 1) { nodes { name } } b: publicKnitItems(first: 2) { nodes { name } } }` },
    { query: `{ publicKnitItems(first: 2) { nodes { name }` },
  ];
  for (const body of refusals) await compare(body);
  // None was answered by a plan: each was refused by, or needed, the executor.
  expect(await planAnswers()).toBe(before);
});

test("a knitter's session and a client asking for graphql-response+json are answered by the executor", async () => {
  const before = await planAnswers();
  const body = { query: '{ publicKnitItems(first: 2) { nodes { name } } }' };
  await compare(body, { authorization: `Bearer ${knitter.token}` });
  await compare(body, { accept: 'application/graphql-response+json' });
  expect(await planAnswers()).toBe(before);
  await compare(body);
  expect(await planAnswers()).toBe(before + 1);
});

/** A new personal access token of the knitter. */
async function newToken(scope: 'READ' | 'WRITE', owner: TestUser = knitter): Promise<string> {
  const made = await gql<{ createPersonalAccessToken: { token: string } }>('mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }',
    { i: { name: `plan ${scope}`, scope, password: owner.password } }, { token: owner.token, base: planned.url });
  expect(made.errors).toBeUndefined();
  return made.data.createPersonalAccessToken.token;
}

/** One request with a token: status, content type, RateLimit-* headers and body, with the budget left in the body and headers. */
async function withToken(base: string, token: string, body: unknown): Promise<{ text: string; remaining: number; cost: unknown }> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  const text = await res.text();
  const cost = (JSON.parse(text) as { extensions?: { cost?: { throttleStatus?: { currentlyAvailable: number } } } }).extensions?.cost;
  const head = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((h) => `${h}: ${res.headers.get(h) === null ? 'absent' : 'set'}`).join(', ');
  return { text: `${res.status} ${res.headers.get('content-type')} ${head}\n${text}`, remaining: Number(res.headers.get('ratelimit-remaining')), cost };
}

test("a tool's personal access token is answered by a plan as the executor answers it, and pays the same points", async () => {
  const body = { query: 'query Tool($n: Int) { publicKnitItems(first: $n) { nodes { id name owner { username } } pageInfo { endCursor } } }', variables: { n: 30 } };
  for (const scope of ['READ', 'WRITE'] as const) {
    const token = await newToken(scope);
    const before = await planAnswers();
    // The same token, first through a plan, then through the executor: each pays its points from the same budget.
    const plan = await withToken(planned.url, token, body);
    const exec = await withToken(executed.url, token, body);
    expect(await planAnswers()).toBe(before + 1);
    const points = (exec.cost as { requestedQueryCost: number }).requestedQueryCost;
    expect(points).toBeGreaterThan(1);
    expect(plan.remaining - exec.remaining).toBe(points);
    // Equal byte for byte once the budget left is the same: the plan's answer came one charge earlier.
    const budgetLeft = (text: string) => text.replace(/"currentlyAvailable":\d+/, '"currentlyAvailable":N').replace(/"resetSeconds":\d+/, '"resetSeconds":S');
    expect(budgetLeft(plan.text)).toBe(budgetLeft(exec.text));
    expect(plan.text).toContain(`"currentlyAvailable":${plan.remaining}`);
    expect(plan.text).toContain('ratelimit-limit: set, ratelimit-remaining: set, ratelimit-reset: set');
  }
});

test('a token whose budget cannot pay is refused by the executor, as ever, and nothing is taken from it', async () => {
  // A knitter of its own: a fresh budget (the test servers' PAT_RATE_LIMIT is 40 points) that one page of 31 points
  // leaves too short for a second.
  const token = await newToken('READ', await newUser('planb', { base: planned.url }));
  const body = { query: '{ publicKnitItems(first: 100) { nodes { id name tags owner { username } firstPicture { url thumbnailUrl } } } }' };
  const before = await planAnswers();
  const paid = await withToken(planned.url, token, body);
  expect(paid.text).toMatch(/^200 /);
  expect(await planAnswers()).toBe(before + 1);
  const refused = await withToken(planned.url, token, body);
  expect(refused.text).toMatch(/^429 application\/json/);
  expect(refused.text).toContain('"code":"RATE_LIMITED"');
  expect(await planAnswers()).toBe(before + 1);
  // The refusal reads as the executor's, and the budget stays where it was (the same points remain).
  const again = await withToken(executed.url, token, body);
  const timeless = (text: string) => text.replace(/try again in \d+ s/, '').replace(/"resetSeconds":\d+/, '');
  expect(timeless(again.text)).toBe(timeless(refused.text));
  expect(again.remaining).toBe(paid.remaining);
});
