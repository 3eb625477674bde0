/**
 * fast-check generators of hostile inputs: values for any GraphQL input type (read from introspection, so new
 * mutations are covered without touching this file), REST path parameters and JSON bodies, GraphQL documents
 * (deep, aliased, huge, cyclic), broken multipart bodies and images whose headers lie.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';

export interface TypeRef { kind: string; name: string | null; ofType: TypeRef | null }
export interface InputValue { name: string; type: TypeRef }
export interface FullType { kind: string; name: string; inputFields: InputValue[] | null; enumValues: Array<{ name: string }> | null; fields: Array<{ name: string; args: InputValue[]; type: TypeRef }> | null }

/** Real ids and usernames the generators mix in, so inputs reach past "not found". */
export interface Pools { ids: number[]; usernames: string[]; cursors: string[] }

export const INTROSPECTION = `{ __schema {
  queryType { name } mutationType { name }
  types { kind name enumValues { name } inputFields { name type { ...T } } fields { name args { name type { ...T } } type { ...T } } } } }
  fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`;

// ---------------------------------------------------------------- scalars

const NASTY_STRINGS = [
  '', ' ', '   ', '\t\n', '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ufeff', '\u202eevil', '\u200b', 'é', 'e\u0301', '🧶', '👩‍👩‍👧‍👦',
  "'; drop table knit_item; --", '" or 1=1 --', '%', '_', '\\', '%_\\', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '__proto__', 'constructor',
  '<script>alert(1)</script>', '{{7*7}}', '${7*7}', '../../etc/passwd', 'a,b,,c, ,d', ',,,,', 'Public', 'PRIVATE', 'private ', 'Metric', 'métrique',
];

export const stringArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  // Around the limits (50, 100, 200, 254, 2000, 10 000 characters) and far beyond, in one- and two-unit characters.
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(49, 50, 51, 99, 100, 101, 199, 200, 201, 254, 255, 1999, 2000, 2001, 9999, 10000, 10001, 60000), fc.constantFrom('x', 'é', '🧶', ' ')).map(([n, c]) => c.repeat(n)) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('wool', ' ', ',', '🧶', 'x'.repeat(60)), { maxLength: 80 }).map((a) => a.join('')) },
);

export const intArb = (pools: Pools): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...(pools.ids.length ? pools.ids : [1])) },
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 300 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 2147483647, -2147483648, 2147483648, 4294967296, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21, 1e300, -0, 0.5, 1.5) },
  { weight: 1, arbitrary: fc.integer() },
);

const NODE_TYPES = ['User', 'KnitItem', 'Picture', 'Colour', 'Calculator', 'PersonalAccessToken', 'Nothing'];

/** IDs: database ids (numbers and decimal strings), global ids of every type (some of the wrong one), junk. */
function idArb(pools: Pools): fc.Arbitrary<unknown> {
  const known = pools.ids.length ? pools.ids : [1];
  return fc.oneof(
    { weight: 3, arbitrary: intArb(pools) },
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...NODE_TYPES), fc.oneof(fc.constantFrom(...known), fc.integer({ min: -2, max: 1000 })))
      .map(([type, id]) => Buffer.from(`${type}:${id}`).toString('base64')) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map(String) },
    { weight: 1, arbitrary: stringArb },
  );
}

export const floatArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(0, -0, -1, 0.1, 10, 1_000_000, 1_000_000.0001, 999_999.9999, 1e308, -1e308, 5e-324, 2 ** 53, 1e21) },
  { weight: 1, arbitrary: fc.integer({ min: -10, max: 2_000_000 }) },
);

/** Any JSON value: the wrong type for wherever it lands. */
export const wrongArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, [], {}, [[[]]], JSON.parse('{"__proto__":{"admin":true}}'), 'x', 1, -1, [1, 2, 3], { id: 1 }),
);

// ---------------------------------------------------------------- GraphQL input values

function unwrap(t: TypeRef): TypeRef { return t.kind === 'NON_NULL' || t.kind === 'LIST' ? unwrap(t.ofType!) : t; }

/** Values for a GraphQL input type: mostly well-typed but hostile, sometimes of the wrong type altogether. */
export function gqlValueArb(t: TypeRef, field: string, types: Map<string, FullType>, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (t.kind === 'NON_NULL') {
    return fc.oneof({ weight: 12, arbitrary: gqlValueArb(t.ofType!, field, types, pools, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  const inner = (): fc.Arbitrary<unknown> => {
    if (t.kind === 'LIST') {
      const el = gqlValueArb(t.ofType!, field, types, pools, depth + 1);
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(el, { maxLength: 8 }) },
        { weight: 1, arbitrary: fc.array(el, { minLength: 45, maxLength: 120 }) },
        { weight: 1, arbitrary: el },
      );
    }
    if (t.kind === 'ENUM') {
      const values = types.get(t.name!)?.enumValues?.map((v) => v.name) ?? [];
      return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: stringArb });
    }
    if (t.kind === 'INPUT_OBJECT') {
      const fields = types.get(t.name!)?.inputFields ?? [];
      if (depth > 4) return fc.constant({});
      const model = Object.fromEntries(fields.map((f) => [f.name, gqlValueArb(f.type, f.name, types, pools, depth + 1)]));
      const required = fields.filter((f) => f.type.kind === 'NON_NULL').map((f) => f.name);
      return fc.oneof(
        { weight: 8, arbitrary: fc.record(model, { requiredKeys: required }) },
        { weight: 2, arbitrary: fc.record(model, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.tuple(fc.record(model, { requiredKeys: required }), fc.string({ minLength: 1, maxLength: 10 }), wrongArb).map(([o, k, v]) => ({ ...o, [k]: v })) },
      );
    }
    switch (t.name) {
      case 'Int': return /^(id|itemId)$/.test(field) ? intArb(pools) : fc.oneof(intArb({ ...pools, ids: [] }), fc.integer({ min: 0, max: 1_000_001 }));
      case 'ID': return idArb(pools);
      case 'Float': return floatArb;
      case 'Boolean': return fc.boolean();
      case 'Upload': return fc.constantFrom(null, 'file', 0, {});
      case 'DateTime': return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), stringArb);
      case 'String':
        if (field === 'username') return fc.oneof(fc.constantFrom(...pools.usernames), stringArb);
        if (field === 'after') return fc.oneof(fc.constantFrom(...pools.cursors), stringArb, fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64url')));
        return stringArb;
      default: return stringArb;
    }
  };
  return fc.oneof({ weight: 14, arbitrary: inner() }, { weight: 1, arbitrary: wrongArb }, { weight: 1, arbitrary: fc.constant(null) });
}

/** The GraphQL type of an argument, as written in a variable definition. */
export function typeString(t: TypeRef): string {
  if (t.kind === 'NON_NULL') return `${typeString(t.ofType!)}!`;
  if (t.kind === 'LIST') return `[${typeString(t.ofType!)}]`;
  return t.name!;
}

/** A small selection for a return type (scalars only, one level), so answers show what was stored. */
export function selection(t: TypeRef, types: Map<string, FullType>, depth = 0): string {
  const named = types.get(unwrap(t).name!);
  if (!named || (named.kind !== 'OBJECT' && named.kind !== 'INTERFACE')) return '';
  const parts: string[] = ['__typename'];
  for (const f of named.fields ?? []) {
    if (f.args.some((a) => a.type.kind === 'NON_NULL')) continue;
    const u = unwrap(f.type);
    if (u.kind === 'SCALAR' || u.kind === 'ENUM') parts.push(f.name);
    else if (depth < 1) { const sub = selection(f.type, types, depth + 1); if (sub) parts.push(`${f.name} ${sub}`); }
  }
  return `{ ${parts.join(' ')} }`;
}

// ---------------------------------------------------------------- GraphQL documents

/** Hostile documents: deep nesting, alias floods, huge and cyclic fragments, directive spam, junk. */
export const documentArb: fc.Arbitrary<{ label: string; body: string; contentType?: string; method?: string }> = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map((n) => ({ label: `introspection depth ${n}`, body: JSON.stringify({ query: `{ __schema { types { ${'fields { type { ofType { '.repeat(n)}name${' } } }'.repeat(n)} } } }` }) })),
  fc.integer({ min: 1, max: 3000 }).map((n) => ({ label: `${n} aliases`, body: JSON.stringify({ query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: registrationEnabled`).join(' ')} }` }) })),
  fc.integer({ min: 1, max: 60 }).map((n) => ({ label: `${n} aliased feeds`, body: JSON.stringify({ query: `{ ${Array.from({ length: n }, (_, i) => `f${i}: publicKnitItems(first: 100) { nodes { id name pictures { url thumbnailUrl } colours { id pictureUrl } owner { username pictureUrl } } }`).join(' ')} }` }) })),
  fc.integer({ min: 1, max: 500 }).map((n) => ({ label: `${n} directives`, body: JSON.stringify({ query: `{ registrationEnabled ${'@include(if: true) '.repeat(n)} }` }) })),
  fc.integer({ min: 2, max: 50 }).map((n) => ({ label: `fragment cycle of ${n}`, body: JSON.stringify({ query: `{ me { ...F0 } } ${Array.from({ length: n }, (_, i) => `fragment F${i} on User { id ...F${(i + 1) % n} }`).join(' ')}` }) })),
  fc.integer({ min: 1, max: 200 }).map((n) => ({ label: `fragment fan-out ${n}`, body: JSON.stringify({ query: `{ publicKnitItems(first: 100) { nodes { ...A } } } fragment A on KnitItem { ${Array.from({ length: n }, (_, i) => `x${i}: owner { username }`).join(' ')} }` }) })),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => ({ label: `query of ${n} tokens`, body: JSON.stringify({ query: `{ ${'registrationEnabled '.repeat(n)}}` }) })),
  fc.integer({ min: 2, max: 200 }).map((n) => ({ label: `batch of ${n}`, body: JSON.stringify(Array.from({ length: n }, () => ({ query: '{ registrationEnabled }' }))) })),
  stringArb.map((q) => ({ label: 'random query text', body: JSON.stringify({ query: q }) })),
  fc.jsonValue().map((v) => ({ label: 'random JSON body', body: JSON.stringify(v) ?? 'null' })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => ({ label: 'not JSON', body: s })),
  fc.constantFrom(
    { label: 'mutation by GET', body: '', method: 'GET_MUTATION' },
    { label: 'form post (CSRF)', body: 'query=%7BregistrationEnabled%7D', contentType: 'application/x-www-form-urlencoded' },
    { label: 'text/plain post (CSRF)', body: JSON.stringify({ query: '{ registrationEnabled }' }), contentType: 'text/plain' },
    { label: 'operationName mismatch', body: JSON.stringify({ query: 'query A { me { id: databaseId } } query B { registrationEnabled }', operationName: 'C' }) },
    { label: 'two anonymous operations', body: JSON.stringify({ query: '{ me { id: databaseId } } { registrationEnabled }' }) },
    { label: 'variables not an object', body: JSON.stringify({ query: 'query Q($id: ID!) { knitItem(id: $id) { id: databaseId } }', variables: [1] }) },
    { label: 'variables string', body: JSON.stringify({ query: 'query Q($id: ID!) { knitItem(id: $id) { id: databaseId } }', variables: '{"id":1}' }) },
    { label: 'undefined variable', body: JSON.stringify({ query: 'query { knitItem(id: $id) { id: databaseId } }' }) },
    { label: 'huge int literal', body: JSON.stringify({ query: '{ knitItem(id: 99999999999999999999999999) { id: databaseId } }' }) },
    { label: 'deep list literal', body: JSON.stringify({ query: `mutation { createKnitItem(input: { type: YARN, tags: ${'['.repeat(500)}"a"${']'.repeat(500)} }) { item { id: databaseId } } }` }) },
    { label: 'deep input object', body: JSON.stringify({ query: 'mutation M($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }', variables: { i: JSON.parse(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`) as unknown } }) },
    { label: 'persisted query hash', body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }) },
    { label: 'subscription', body: JSON.stringify({ query: 'subscription { me { id } }' }) },
    { label: '__proto__ variables', body: '{"query":"query Q($id: ID!) { knitItem(id: $id) { id: databaseId } }","variables":{"__proto__":{"id":1},"id":1}}' },
  ),
);

// ---------------------------------------------------------------- REST

/** encodeURIComponent, with lone surrogates (which it refuses) sent as their raw UTF-8 bytes. */
function encodePathSegment(s: string): string {
  try { return encodeURIComponent(s); } catch { return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''); }
}

const ID_PARAM_VALUES = ['%', '%zz', '%c0%af', '%ff%fe', '0', '-1', '1.5', '1e3', '0x10', '00000001', ' 1', '%20', 'NaN', 'Infinity', '9'.repeat(40), '2147483648', '9007199254740993', '１２', '١٢', 'null', '%00', '..', '%2e%2e', 'ÿ', '🧶'];

/** A path parameter: mostly real, often wrong. */
export function paramArb(name: string, pools: Pools): fc.Arbitrary<string> {
  const junk = fc.oneof(fc.constantFrom(...ID_PARAM_VALUES), stringArb.filter((s) => s.length > 0 && s.length < 300).map(encodePathSegment));
  if (['id', 'picId', 'colorId'].includes(name)) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pools.ids).map(String) }, { weight: 2, arbitrary: fc.integer({ min: -5, max: 100000 }).map(String) }, { weight: 2, arbitrary: junk });
  if (name === 'type') return fc.oneof({ weight: 4, arbitrary: fc.constantFrom('yarn', 'pattern', 'detail', 'model') }, { weight: 1, arbitrary: fc.constantFrom('Yarn', 'YARN', 'yarns', 'calc', 'user') }, { weight: 1, arbitrary: junk });
  if (name === 'kind') return fc.oneof({ weight: 4, arbitrary: fc.constantFrom('pic', 'back') }, { weight: 1, arbitrary: junk });
  if (name === 'username') return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pools.usernames) }, { weight: 1, arbitrary: fc.constantFrom(...pools.usernames).map((u) => u.toUpperCase()) }, { weight: 2, arbitrary: junk });
  return junk;
}

/** A JSON body for a route: its own property names with hostile values, or something else entirely. */
export function restBodyArb(properties: string[]): fc.Arbitrary<{ raw?: string; json?: unknown }> {
  const value = fc.oneof(
    { weight: 4, arbitrary: stringArb },
    { weight: 2, arbitrary: floatArb },
    { weight: 1, arbitrary: fc.constantFrom('Public', 'Private', 'public', 'PRIVATE', 'Metric', 'Imperial', 'impérial', '12.5', '-3', '1e400', ' 7 ') },
    { weight: 1, arbitrary: fc.array(stringArb, { maxLength: 60 }) },
    { weight: 1, arbitrary: wrongArb },
  );
  const model = Object.fromEntries(properties.map((p) => [p, value]));
  return fc.oneof(
    { weight: 8, arbitrary: fc.record(model, { requiredKeys: [] }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), wrongArb, { maxKeys: 4 })).map(([a, b]) => ({ json: { ...b, ...a } })) },
    { weight: 1, arbitrary: wrongArb.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 100 }), fc.constantFrom('{', '{"a":', '[', 'null', '"x"', '{"name":"\\ud800"}', `{"name":"${'x'.repeat(1_100_000)}"}`, '{"__proto__":{"x":1}}')).map((raw) => ({ raw })) },
  );
}

// ---------------------------------------------------------------- images with lying headers

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) { c ^= byte; for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); }
  return ~c;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** A PNG whose header says `w` x `h` but whose data is whatever `idat` is. */
export function pngWithHeader(w: number, h: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w >>> 0, 0); ihdr.writeUInt32BE(h >>> 0, 4);
  ihdr[8] = 8; ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

export interface LyingImage { label: string; bytes: Buffer; type: string; name: string }

/** Images that lie: mutated real images, headers claiming absurd sizes, magic numbers over junk, wrong types. */
export function lyingImageArb(real: Record<string, Buffer>): fc.Arbitrary<LyingImage> {
  const formats = Object.keys(real);
  const declared = fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'text/html', 'application/octet-stream', '');
  const names = fc.constantFrom('photo.png', 'photo.jpg', 'x.gif', 'evil.svg', 'a.html', '../../etc/passwd', '', 'ÿ.webp', 'x'.repeat(300));
  const bodies: fc.Arbitrary<{ label: string; bytes: Buffer }> = fc.oneof(
    // Bit flips and byte overwrites in real images of every format.
    fc.tuple(fc.constantFrom(...formats), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 12 })).map(([f, edits]) => {
      const b = Buffer.from(real[f]);
      for (const [pos, v] of edits) b[pos % b.length] = v;
      return { label: `${f} with ${edits.length} bytes changed`, bytes: b };
    }),
    // Truncated real images.
    fc.tuple(fc.constantFrom(...formats), fc.double({ min: 0, max: 0.999, noNaN: true })).map(([f, r]) => ({ label: `${f} cut at ${Math.floor(real[f].length * r)}`, bytes: real[f].subarray(0, Math.floor(real[f].length * r)) })),
    // PNG headers that lie about the size (decompression bombs and absurd dimensions).
    fc.tuple(fc.constantFrom(0, 1, 6325, 6326, 10000, 60000, 2 ** 31 - 1, 2 ** 32 - 1), fc.constantFrom(0, 1, 6325, 6326, 10000, 60000, 2 ** 31 - 1, 2 ** 32 - 1), fc.uint8Array({ maxLength: 64 }))
      .map(([w, h, d]) => ({ label: `PNG header ${w}x${h}`, bytes: pngWithHeader(w, h, Buffer.from(d)) })),
    // Magic numbers followed by junk.
    fc.tuple(fc.constantFrom(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('GIF89a'), Buffer.from('GIF87a'),
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0xff, 0x7f]), Buffer.from('WEBPVP8 ')]),
    ), fc.uint8Array({ maxLength: 2000 })).map(([magic, junk]) => ({ label: 'magic number over junk', bytes: Buffer.concat([magic, Buffer.from(junk)]) })),
    // Not images at all, and empty.
    fc.constantFrom(
      { label: 'svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"><script>alert(1)</script></svg>') },
      { label: 'html', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      { label: 'empty', bytes: Buffer.alloc(0) },
      { label: 'one byte', bytes: Buffer.from([0x89]) },
      { label: 'zip', bytes: Buffer.from('504b0304140000000000', 'hex') },
    ),
    // Polyglot: a real image with a script appended, or junk before it.
    fc.constantFrom(...formats).map((f) => ({ label: `${f} + html`, bytes: Buffer.concat([real[f], Buffer.from('<script>alert(1)</script>')]) })),
    fc.constantFrom(...formats).map((f) => ({ label: `junk + ${f}`, bytes: Buffer.concat([crypto.randomBytes(16), real[f]]) })),
  );
  return fc.tuple(bodies, declared, names).map(([b, type, name]) => ({ ...b, type, name }));
}

// ---------------------------------------------------------------- multipart

export interface RawBody { label: string; contentType: string; body: Buffer }

/** Broken multipart bodies for GraphQL uploads (graphql-multipart-request-spec) and REST upload routes. */
export function brokenMultipartArb(operations: string, fileField: string, image: Buffer): fc.Arbitrary<RawBody> {
  const boundary = 'xYzZY';
  const part = (name: string, value: string | Buffer, filename?: string, type = 'image/png') =>
    Buffer.concat([Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"\r\ncontent-type: ${type}` : ''}\r\n\r\n`), Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from('\r\n')]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const ct = `multipart/form-data; boundary=${boundary}`;
  const whole = (parts: Buffer[]) => Buffer.concat([...parts, end]);
  const gqlMap = JSON.stringify({ 0: ['variables.i.file'] });
  return fc.oneof(
    fc.constantFrom(
      { label: 'no map', contentType: ct, body: whole([part('operations', operations), part('0', image, 'a.png')]) },
      { label: 'no operations', contentType: ct, body: whole([part('map', gqlMap), part('0', image, 'a.png')]) },
      { label: 'map not JSON', contentType: ct, body: whole([part('operations', operations), part('map', '{0:'), part('0', image, 'a.png')]) },
      { label: 'operations not JSON', contentType: ct, body: whole([part('operations', '{"query":'), part('map', gqlMap), part('0', image, 'a.png')]) },
      { label: 'map to a missing file', contentType: ct, body: whole([part('operations', operations), part('map', JSON.stringify({ 9: ['variables.i.file'] })), part('0', image, 'a.png')]) },
      { label: 'map to a wrong path', contentType: ct, body: whole([part('operations', operations), part('map', JSON.stringify({ 0: ['variables.nope.deeper.file'] })), part('0', image, 'a.png')]) },
      { label: 'map to __proto__', contentType: ct, body: whole([part('operations', operations), part('map', JSON.stringify({ 0: ['__proto__.polluted'] })), part('0', image, 'a.png')]) },
      { label: 'map array', contentType: ct, body: whole([part('operations', operations), part('map', '[["variables.i.file"]]'), part('0', image, 'a.png')]) },
      { label: 'file before map', contentType: ct, body: whole([part('0', image, 'a.png'), part('operations', operations), part('map', gqlMap)]) },
      { label: 'six files', contentType: ct, body: whole([part('operations', operations), part('map', JSON.stringify(Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [i, ['variables.i.file']])))), ...[0, 1, 2, 3, 4, 5].map((i) => part(String(i), image, 'a.png'))]) },
      { label: 'file field missing', contentType: ct, body: whole([part('operations', operations), part('map', gqlMap)]) },
      { label: 'REST: no file', contentType: ct, body: whole([part('other', 'x')]) },
      { label: 'REST: two files', contentType: ct, body: whole([part(fileField, image, 'a.png'), part(fileField, image, 'b.png')]) },
      { label: 'REST: wrong field', contentType: ct, body: whole([part('nope', image, 'a.png')]) },
      { label: 'REST: file as a text field', contentType: ct, body: whole([part(fileField, 'not a file')]) },
      { label: 'REST: many fields', contentType: ct, body: whole(Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'x'))) },
      { label: 'REST: huge field', contentType: ct, body: whole([part('big', 'x'.repeat(200_000)), part(fileField, image, 'a.png')]) },
      { label: 'no boundary', contentType: 'multipart/form-data', body: whole([part(fileField, image, 'a.png')]) },
      { label: 'wrong boundary', contentType: 'multipart/form-data; boundary=other', body: whole([part(fileField, image, 'a.png')]) },
      { label: 'empty body', contentType: ct, body: Buffer.alloc(0) },
      { label: 'only the end', contentType: ct, body: end },
      { label: 'no final boundary', contentType: ct, body: Buffer.concat([part('operations', operations), part('map', gqlMap), part('0', image, 'a.png'), part(fileField, image, 'a.png')]) },
      { label: 'header without blank line', contentType: ct, body: Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${fileField}"; filename="a.png"\r\n`) },
      { label: 'over the size limit', contentType: ct, body: whole([part('operations', operations), part('map', gqlMap), part('0', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'big.png'), part(fileField, Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'big.png')]) },
    ),
    // A valid body cut anywhere.
    fc.double({ min: 0, max: 1, noNaN: true }).map((r) => {
      const body = whole([part('operations', operations), part('map', gqlMap), part('0', image, 'a.png'), part(fileField, image, 'a.png')]);
      return { label: `valid body cut at ${Math.floor(body.length * r)}`, contentType: ct, body: body.subarray(0, Math.floor(body.length * r)) };
    }),
    // A valid body with random bytes changed.
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 8 }).map((edits) => {
      const body = Buffer.from(whole([part('operations', operations), part('map', gqlMap), part('0', image, 'a.png'), part(fileField, image, 'a.png')]));
      for (const [pos, v] of edits) body[pos % body.length] = v;
      return { label: `valid body with ${edits.length} bytes changed`, contentType: ct, body };
    }),
  );
}
