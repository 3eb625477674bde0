/**
 * Compiled execution (server/src/common/jit-executor.ts) answers exactly as graphql-js does. The whole API suite runs
 * on the compiled executor (the default); this file starts two servers on a database of its own, one compiled (the
 * default) and one with GRAPHQL_JIT=false, so no other test file writes between the two reads of a comparison, and
 * sends both the same requests: every query of the client's documents, 50 queries generated from the schema
 * (a seeded random walk: fields, arguments, aliases, fragments, __typename), and refusals (bad variables, errors
 * inside a field), comparing status and body byte for byte, as a visitor and as a knitter.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema, getNamedType, getNullableType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType,
  isUnionType, Kind, OperationTypeNode, parse, print, type GraphQLField, type GraphQLNamedType, type GraphQLObjectType, type GraphQLSchema, type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { gql, gqlUpload, makeImage, newUser, type TestUser } from '../helpers/api';
import { ownDatabase, type OwnDatabase } from '../helpers/own-database';
import { seededRandom } from '../helpers/random';
import type { Calculator, KnitItem, User } from '../helpers/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, stopServer } = require('../helpers/servers') as {
  startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
  stopServer: (child: ChildProcess) => Promise<void>;
};

const ROOT = path.resolve(__dirname, '..', '..');
const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema', 'schema.graphql'), 'utf8'));
type Server = { child: ChildProcess; url: string };
let own: OwnDatabase;
let compiled: Server;
let interpreted: Server;
let owner: TestUser;
let ids: { item: string; privateItem: string; calculator: string; user: string; username: string };

beforeAll(async () => {
  own = await ownDatabase('purlwise_jit');
  // One after the other: the first applies the migrations.
  compiled = await startServer(own.url, {});
  interpreted = await startServer(own.url, { GRAPHQL_JIT: 'false' });
  const base = compiled.url;
  owner = await newUser('jit', { base });
  const neighbour = await newUser('jitn', { base });
  const create = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }`;
  type Created = { createKnitItem: { item: Pick<KnitItem, 'id'> } };
  const item = await gql<Created>(create, { i: { type: 'YARN', name: 'Jit Merino', producer: 'Maker', content: '100% wool', tags: 'soft, dk', visibility: 'PUBLIC' } }, { token: owner.token, base });
  const hidden = await gql<Created>(create, { i: { type: 'PATTERN', name: 'Jit Secret', visibility: 'PRIVATE' } }, { token: owner.token, base });
  // A feed of more than one knitter and kind, so lists, paging and sorting have something to order.
  for (const [type, name] of [['PATTERN', 'Jit Cabled Hat'], ['MODEL', 'Jit Merino Shawl'], ['DETAIL', 'Jit Button Band']]) {
    expect((await gql<Created>(create, { i: { type, name, visibility: 'PUBLIC' } }, { token: neighbour.token, base })).errors).toBeUndefined();
  }
  const itemId = item.data.createKnitItem.item.id;
  const pic = await gqlUpload(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id } } }`,
    { i: { itemId, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 30, 20) }, { token: owner.token, base });
  expect(pic.errors).toBeUndefined();
  expect((await gql(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { id } } }`,
    { i: { itemId, textDescription: 'moss', codeDescription: 'M1' } }, { token: owner.token, base })).errors).toBeUndefined();
  const calc = await gql<{ createCalculator: { calculator: Pick<Calculator, 'id'> } }>(`mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id } } }`,
    { i: { name: 'Jit swatch', visibility: 'PUBLIC', tensionStitches: 22, tensionRows: 30, tensionWidth: 10, tensionHeight: 10 } }, { token: owner.token, base });
  expect(calc.errors).toBeUndefined();
  const me = await gql<{ me: Pick<User, 'id' | 'username'> }>(`{ me { id username } }`, {}, { token: owner.token, base });
  ids = {
    item: itemId, privateItem: hidden.data.createKnitItem.item.id, calculator: calc.data.createCalculator.calculator.id,
    user: me.data.me.id, username: me.data.me.username,
  };
});

afterAll(async () => {
  await Promise.all([compiled, interpreted].filter(Boolean).map((s) => stopServer(s.child)));
  await own?.drop();
});

/** Status and body of one operation on one server. */
async function answer(base: string, query: string, variables: Record<string, unknown>, token?: string): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return `${res.status} ${await res.text()}`;
}

/** The same request to both executors, as a visitor and as the owner; both answers must be equal. */
async function compare(query: string, variables: Record<string, unknown> = {}): Promise<void> {
  for (const token of [undefined, owner.token]) {
    const [jit, js] = await Promise.all([answer(compiled.url, query, variables, token), answer(interpreted.url, query, variables, token)]);
    expect({ query, token: !!token, answer: jit }).toEqual({ query, token: !!token, answer: js });
  }
}

/** A value for a variable or argument named `name` of the named type `typeName` (null when there is no sensible one). */
function valueFor(name: string, typeName: string): unknown {
  const named = schema.getType(typeName);
  const lower = name.toLowerCase();
  if (!named) return null;
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) return {};
  switch (named.name) {
    case 'ID': return lower.includes('calc') ? ids.calculator : lower.includes('user') ? ids.user : ids.item;
    case 'Int': return lower === 'first' || lower === 'last' ? 3 : 1;
    case 'Float': return 1.5;
    case 'Boolean': return true;
    case 'String':
      if (lower === 'username') return ids.username;
      if (lower === 'query' || lower === 'search') return 'merino';
      if (lower === 'after' || lower === 'before') return null;
      return 'x';
    default: return null;
  }
}

/** valueFor as a GraphQL literal (enum values unquoted). */
function literal(name: string, typeName: string): string {
  const v = valueFor(name, typeName);
  return isEnumType(schema.getType(typeName)) ? String(v) : JSON.stringify(v);
}

function namedOf(t: TypeNode): string {
  return t.kind === Kind.NAMED_TYPE ? t.name.value : namedOf(t.type);
}

test('every query of the client answers the same on both executors', async () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'gql') walk(path.join(dir, e.name));
      else if (e.name.endsWith('.graphql')) files.push(path.join(dir, e.name));
    }
  };
  walk(path.join(ROOT, 'client', 'src'));
  const documents = files.map((f) => parse(fs.readFileSync(f, 'utf8'), { noLocation: true }));
  const fragments = documents.flatMap((d) => d.definitions.filter((x) => x.kind === Kind.FRAGMENT_DEFINITION));
  const operations = documents.flatMap((d) => d.definitions)
    .filter((x): x is OperationDefinitionNode => x.kind === Kind.OPERATION_DEFINITION && x.operation === OperationTypeNode.QUERY);
  expect(operations.length).toBeGreaterThan(10);
  for (const op of operations) {
    // The operation with the fragments it uses (transitively), as the client sends it.
    const used = new Set<string>();
    const collect = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const n = node as { kind?: string; name?: { value: string } };
      if (n.kind === Kind.FRAGMENT_SPREAD && n.name && !used.has(n.name.value)) {
        used.add(n.name.value);
        collect(fragments.find((f) => f.name.value === n.name!.value));
      }
      for (const v of Object.values(node)) if (typeof v === 'object') collect(v);
    };
    collect(op);
    const text = [print(op), ...fragments.filter((f) => used.has(f.name.value)).map((f) => print(f))].join('\n');
    const variables = Object.fromEntries((op.variableDefinitions ?? []).map((v) => [v.variable.name.value, valueFor(v.variable.name.value, namedOf(v.type))]));
    await compare(text, variables);
  }
});

/** A random selection set over `type`, at most `depth` levels deep. */
function selection(type: GraphQLNamedType, depth: number, rnd: () => number): string {
  if (isScalarType(type) || isEnumType(type)) return '';
  if (isUnionType(type) || isInterfaceType(type)) {
    const impls = isUnionType(type) ? type.getTypes() : schema.getImplementations(type).objects;
    const pick = impls[Math.floor(rnd() * impls.length)];
    return `{ __typename ... on ${pick.name} ${selection(pick, depth, rnd)} }`;
  }
  const fields = Object.values((type as GraphQLObjectType).getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined || valueFor(a.name, getNamedType(a.type).name) !== null));
  const leaves = fields.filter((f) => isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type)));
  const chosen = new Set<GraphQLField<unknown, unknown>>([leaves[Math.floor(rnd() * leaves.length)] ?? fields[0]]);
  const n = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < n; i += 1) {
    const f = fields[Math.floor(rnd() * fields.length)];
    if (depth > 0 || isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type))) chosen.add(f);
  }
  const parts = [...chosen].map((f, i) => {
    const alias = rnd() < 0.2 ? `a${i}: ` : '';
    const args = f.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined || (rnd() < 0.3 && isScalarType(getNamedType(a.type))))
      .map((a) => `${a.name}: ${literal(a.name, getNamedType(a.type).name)}`).filter((s) => !s.endsWith('null'));
    const sub = selection(getNamedType(f.type), depth - 1, rnd);
    if (!isScalarType(getNamedType(f.type)) && !isEnumType(getNamedType(f.type)) && !sub) return '';
    return `${alias}${f.name}${args.length ? `(${args.join(', ')})` : ''} ${sub}`;
  }).filter(Boolean);
  if (rnd() < 0.3) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

test('50 generated queries answer the same on both executors', async () => {
  const rnd = seededRandom(20261125);
  const query = schema.getQueryType()!;
  const roots = Object.values(query.getFields());
  for (let i = 0; i < 50; i += 1) {
    const root = roots[Math.floor(rnd() * roots.length)];
    const args = root.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined)
      .map((a) => {
        const value = literal(a.name, getNamedType(a.type).name);
        return `${a.name}: ${isListType(getNullableType(a.type)) ? `[${value}]` : value}`;
      });
    const sub = selection(getNamedType(root.type), 3, rnd);
    const text = `query Generated${i} { ${root.name}${args.length ? `(${args.join(', ')})` : ''} ${sub} }`;
    expect(() => parse(text)).not.toThrow();
    await compare(text);
  }
});

test('refusals read the same: variables that do not coerce, errors inside fields, a private item, a wrong id', async () => {
  await compare(`query($id: ID!) { knitItem(id: $id) { name } }`, { id: ids.privateItem });
  await compare(`query($id: ID!) { knitItem(id: $id) { name } calculator(id: $id) { name } }`, { id: ids.item });
  await compare(`query($n: Int!) { publicKnitItems(first: $n) { totalCount } }`, { n: 'three' });
  await compare(`query($n: Int!) { publicKnitItems(first: $n) { totalCount } }`, {});
  await compare(`query { publicKnitItems(first: -1) { totalCount } }`);
  await compare(`query { me { username } personalAccessTokens { name } }`);
  await compare(`query($u: String!) { user(username: $u) { username email } other: user(username: "nobody-here") { id } }`, { u: ids.username });
  await compare(`query { node(id: "bm90IGFuIGlk") { id } nodes(ids: ["${ids.item}", "garbage"]) { id __typename } }`);
  expect(isObjectType(schema.getType('KnitItem'))).toBe(true);
});

test('backward paging and its refusals read the same on both executors', async () => {
  const page = 'nodes { name } pageInfo { hasPreviousPage hasNextPage startCursor endCursor }';
  await compare(`query($n: Int, $b: String) { publicKnitItems(last: $n, before: $b, search: "Jit", sort: NAME_DESC) { ${page} } }`, { n: 2, b: null });
  await compare(`query($n: Int) { myCalculators(last: $n) { ${page} } search(query: "merino", last: $n) { ${page} } explore(last: $n) { totalCount } }`, { n: 1 });
  await compare(`{ publicKnitItems(first: 2, last: 2) { totalCount } }`);
  await compare(`query($n: Int!) { publicCalculators(last: $n) { totalCount } }`, { n: 0 });
});

test('an operation name that names no operation is refused, not replaced by the document\'s only operation', async () => {
  // jit was handed Apollo's resolved name (null when unknown) and ran `me`, answering UNAUTHENTICATED.
  for (const query of ['{ me { id } }', 'query A { me { id } } query B { __typename }']) {
    for (const base of [compiled.url, interpreted.url]) {
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, operationName: 'Nope' }) });
      expect({ base: base === compiled.url ? 'jit' : 'graphql-js', query, status: res.status, body: (await res.json()) as unknown }).toEqual({
        base: base === compiled.url ? 'jit' : 'graphql-js', query, status: 400,
        body: { errors: [{ message: 'Unknown operation named "Nope".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }] },
      });
    }
  }
});
