'use strict';
/**
 * The raw baseline: bare node:http + a plain `pg` Pool + graphql-js over a tiny hand-written schema.
 * It answers POST /graphql for the feed query with the same data shape (and the same global ids, image URLs and
 * cursors) as the real server, from ONE hand-written SQL statement per page, and GET /api/v1/knit/yarn/public/
 * (the legacy list, 1000 rows) with the same bytes as the real server's adapter. Nothing else.
 *
 *   DATABASE_URL=postgres://... PORT=4100 node bench/baseline.js
 */
const crypto = require('node:crypto');
const http = require('node:http');
const { Pool } = require('pg');
const { buildSchema, parse, validate, execute, GraphQLError } = require('graphql');

const schema = buildSchema(`
  enum KnitType { DETAIL MODEL PATTERN YARN }
  enum KnitSort { NAME_ASC NAME_DESC NEWEST_FIRST OLDEST_FIRST }
  type User { username: String! }
  type Picture { id: ID! url: String! thumbnailUrl: String! }
  type KnitItem { id: ID! name: String! tags: [String!]! owner: User! firstPicture: Picture }
  type PageInfo { endCursor: String hasNextPage: Boolean! }
  type KnitItemConnection { nodes: [KnitItem!]! pageInfo: PageInfo! }
  type Query {
    publicKnitItems(first: Int! = 50, after: String, type: KnitType, sort: KnitSort = NAME_ASC, search: String): KnitItemConnection!
  }
`);

// The feed page: public items by (name, id) with the owner's username and the first (oldest) picture.
const FEED_SQL = `
  select k.id, k.name, k.tags, u.username, p.id as picture_id, p.image_id
  from knit_item k
  join app_user u on u.id = k.owner_id
  left join lateral (select pic.id, pic.image_id from picture pic where pic.item_id = k.id order by pic.id limit 1) p on true
  where k.visibility = 'public'
    and ($2::text is null or k.type = $2)
    and ($3::text is null or (k.name, k.id) > ($3::text collate ru_num, $4::int))
  order by k.name, k.id
  limit $1`;

// The legacy list GET /api/v1/knit/yarn/public/: every public yarn (at most 1000) by (name, id), with its owner.
const REST_YARN_SQL = `
  select k.id, u.username, k.last_updated, k.name, k.tags, k.visibility, k.producer, k.made_in, k.content, k.weight,
    k.yardage, k.needle_size
  from knit_item k
  join app_user u on u.id = k.owner_id
  where k.type = 'yarn' and k.visibility = 'public'
  order by k.name, k.id
  limit 1000`;

/** One row in the legacy wire form, field for field what the adapter sends. */
function yarnWire(r) {
  return {
    id: r.id, owner: r.username, last_updated: r.last_updated.toISOString(), name: r.name,
    tags: r.tags.map((t) => t.trim()).filter((t) => t !== '').join(', '), visibility: r.visibility === 'private' ? 'Private' : 'Public',
    producer: r.producer, made_in: r.made_in, content: r.content, weight: r.weight, yardage: r.yardage, needle_size: r.needle_size,
  };
}

/** The server's global id (Relay's Node id): base64 of "Type:databaseId". */
function globalId(type, id) {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

function encodeCursor(key, id) {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

function decodeCursor(cursor) {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && Number.isSafeInteger(v[1])) return v;
  } catch { /* fall through */ }
  throw new GraphQLError('The cursor is not valid');
}

async function main() {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX || 10) });
  // The same image-URL signing secret the server keeps in app_setting, so URLs match byte for byte.
  const { rows: [secretRow] } = await pool.query(`select value from app_setting where key = 'image_secret'`);
  if (!secretRow) throw new Error('app_setting.image_secret is missing: start the real server once first');
  const imageSecret = Buffer.from(secretRow.value);
  const imageUrl = (id, thumb) => {
    const sig = crypto.createHmac('sha256', imageSecret).update(`${id}.${thumb ? 't' : 'o'}.`).digest('base64url').slice(0, 22);
    return `/images/${id}${thumb ? '/thumb' : ''}?s=${sig}`;
  };

  const rootValue = {
    async publicKnitItems({ first, after, type, sort, search }) {
      if (!Number.isInteger(first) || first < 1 || first > 100) throw new GraphQLError('first must be between 1 and 100');
      if (sort !== 'NAME_ASC' || search) throw new GraphQLError('the baseline serves NAME_ASC without search only');
      const [afterName, afterId] = after ? decodeCursor(after) : [null, null];
      const { rows } = await pool.query(FEED_SQL, [first + 1, type ? type.toLowerCase() : null, afterName, afterId]);
      const nodes = rows.slice(0, first).map((r) => ({
        id: globalId('KnitItem', r.id),
        databaseId: r.id,
        name: r.name,
        tags: r.tags,
        owner: { username: r.username },
        firstPicture: r.picture_id == null ? null
          : { id: globalId('Picture', r.picture_id), url: imageUrl(r.image_id, false), thumbnailUrl: imageUrl(r.image_id, true) },
      }));
      const last = nodes[nodes.length - 1];
      return { nodes, pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last.name, last.databaseId) : null } };
    },
  };

  // Parsed and validated documents are cached by query text, as Apollo Server does.
  const documents = new Map();
  const documentOf = (query) => {
    let doc = documents.get(query);
    if (!doc) {
      doc = parse(query);
      const errors = validate(schema, doc);
      if (errors.length) return { errors };
      if (documents.size < 1000) documents.set(query, doc);
    }
    return { doc };
  };

  const send = (res, status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    if (req.url === '/healthz') return send(res, 200, { status: 'ok' });
    if (req.method === 'GET' && req.url === '/api/v1/knit/yarn/public/') {
      pool.query(REST_YARN_SQL).then(({ rows }) => send(res, 200, { data: rows.map(yarnWire) }), (err) => send(res, 500, { message: err.message }));
      return undefined;
    }
    if (req.method !== 'POST' || !req.url.startsWith('/graphql')) return send(res, 404, { message: 'Not found' });
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const { doc, errors } = documentOf(query);
        if (errors) return send(res, 400, { errors: errors.map((e) => ({ message: e.message })) });
        const result = await execute({ schema, document: doc, rootValue, variableValues: variables, operationName });
        send(res, 200, result);
      } catch (err) {
        send(res, 400, { errors: [{ message: err.message }] });
      }
    });
  });
  server.keepAliveTimeout = 65_000;
  const port = Number(process.env.PORT || 4100);
  server.listen(port, process.env.HOST || '127.0.0.1', () => {
    if (process.send) process.send({ ready: port });
    else console.log(`baseline listening on http://127.0.0.1:${port}/graphql`);
  });
  const stop = () => { server.close(); server.closeAllConnections(); pool.end().finally(() => process.exit(0)); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err) => { console.error(err); process.exit(1); });
}

module.exports = { FEED_SQL };
