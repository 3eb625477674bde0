'use strict';
/**
 * `npm run bench:search` (never part of `npm test`; build first): database time of a search page at
 * BENCH_SEARCH_ITEMS (default 1,000,000) items, in a throwaway database `purlwise_bench_search_<ts>` on DATABASE_URL
 * (default the local postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 *
 * Seeding: the committed migrations, 1,000 knitters, then ONE `INSERT ... SELECT generate_series` of items made of
 * realistic words (names, producers, fibre content in English and French, countries, tags, notes; four types; 10 %
 * private) and one of colours (one item in five), with the search triggers off; then the search documents in
 * chunks of 100,000 (search_refresh, what the triggers run) and VACUUM ANALYZE.
 *
 * Measured, for each query as a visitor and as a logged-in knitter: the server's own statements
 * (server/dist/modules/search/search.sql.js: forms, and the page of 20 with highlights and count) under EXPLAIN (ANALYZE,
 * BUFFERS), median execution time of BENCH_SEARCH_REPEAT runs after one warm-up, and the indexes the plan uses.
 * Baselines in the same run: the same page statement with index scans off (a sequential scan of the documents),
 * and a plain ILIKE over name, producer, content and notes of knit_item (what the feed's name search does).
 * Then Explore (measureExplore): the facets statement and the real server's answers for five views.
 * Prints Markdown tables (paste them into bench/RESULTS.md). BENCH_SEARCH_DB=<name> measures an existing database of
 * an earlier run (kept with BENCH_SEARCH_KEEP=1) instead of seeding a new one; the committed migrations still run.
 */
const path = require('node:path');
const { Client } = require('pg');

const ROOT = path.join(__dirname, '..');
const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 1_000_000);
const REPEAT = Number(process.env.BENCH_SEARCH_REPEAT ?? 5);
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const QUERIES = ['merino', 'laines', 'merinp', 'alpaca silk', 'drops merino dk', 'knitting cardigan', 'knitter42', 'bergère'];

const list = (words) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const ADJ = ['Baby', 'Soft', 'Cloud', 'Silky', 'Rustic', 'Chunky', 'Fine', 'Cozy', 'Highland', 'Alpine', 'Summer', 'Winter', 'Harbour', 'Meadow', 'Forest', 'Ocean', 'Sunset', 'Velvet', 'Twisted', 'Heather', 'Douce', 'Belle', 'Petite', 'Grande'];
const FIBRE = ['Merino', 'Alpaca', 'Cotton', 'Silk', 'Linen', 'Mohair', 'Cashmere', 'Wool', 'Yak', 'Camel', 'Bamboo', 'Tweed', 'Laine', 'Coton', 'Soie', 'Lin'];
const NOUN = ['Sock', 'Lace', 'DK', 'Aran', 'Worsted', 'Bulky', 'Sport', 'Fingering', 'Shawl', 'Sweater', 'Hat', 'Cardigan', 'Mittens', 'Scarf', 'Blanket', 'Pull', 'Bonnet', 'Chaussettes', 'Écharpe', 'Gilet'];
const PRODUCER = ['Drops', 'Malabrigo', 'Rowan', 'Lana Grossa', 'Katia', 'Phildar', 'Bergère de France', 'Sandnes Garn', 'Isager', 'Cascade', 'Lang Yarns', 'Debbie Bliss', 'Schachenmayr', 'Rico', 'Hedgehog Fibres', 'Plassard', 'Fonty', 'De Rerum Natura', 'La Bien Aimée', 'Biches & Bûches'];
const CONTENT = ['100% merino', '70% alpaca, 30% silk', 'laine mérinos', 'coton bio', '75% wool, 25% nylon', '100% linen', 'mohair et soie', 'cashmere', 'laine de mouton', 'baby alpaca', 'superwash merino', 'lin et coton', '50% yak, 50% merino', 'bamboo viscose'];
const COUNTRY = ['Peru', 'France', 'Italy', 'Uruguay', 'Norway', 'Pérou', 'Turquie', 'UK', 'Japan', 'Germany', 'Royaume-Uni', 'Irlande'];
const TAG = ['soft', 'warm', 'gift', 'baby', 'lace', 'cables', 'colourwork', 'socks', 'winter', 'summer', 'douce', 'chaude', 'cadeau', 'hiver', 'été', 'torsades', 'top-down', 'seamless'];
const NOTES = ['Knitting in the round, easy for beginners.', 'Tricoté en rond, facile pour débuter.', 'Blocked gently after washing.', 'Les torsades demandent une aiguille auxiliaire.', 'A warm cardigan for long winters.', 'Pull en laine pour les soirées d\'hiver.', 'Needs two skeins for an adult size.', 'Lavage à la main conseillé.', 'Colourwork yoke with three colours.', 'Gift for my sister, finished in March.', ''];
const COLOUR = ['Bleu marine', 'Rouge', 'Forest green', 'Ivoire', 'Charcoal', 'Moutarde', 'Rose poudré', 'Ocean blue', 'Gris chiné', 'Natural'];

const pick = (arr, expr) => `(${list(arr)})[1 + (${expr}) % ${arr.length}]`;
/** The fibres of each CONTENT, as the server derives them (core's fibresOf), as PostgreSQL array literals. */
const fibreLiterals = () => {
  const { fibresOf } = require(path.join(ROOT, 'core/dist/index.js'));
  return CONTENT.map((content) => `{${fibresOf(content).join(',')}}`);
};

async function seed(db) {
  await db.query(`insert into app_user (username, email, password_hash) select 'knitter' || u, 'k' || u || '@example.com', 'x' from generate_series(0, 999) u`);
  await db.query('alter table knit_item disable trigger user');
  await db.query('alter table colour disable trigger user');
  const t = Date.now();
  await db.query(`insert into knit_item (owner_id, type, name, producer, made_in, content, fibres, weight_class, notes, tags, visibility, last_updated, created_at)
    select (select min(id) from app_user) + i % 1000,
      (array['yarn','pattern','detail','model'])[1 + i % 4],
      ${pick(ADJ, 'i * 7')} || ' ' || ${pick(FIBRE, 'i * 13 / 7')} || ' ' || ${pick(NOUN, 'i / 11')},
      case when i % 4 = 0 then ${pick(PRODUCER, 'i / 3')} else '' end,
      case when i % 4 = 0 then ${pick(COUNTRY, 'i / 5')} else '' end,
      case when i % 4 = 0 then ${pick(CONTENT, 'i / 17')} else '' end,
      case when i % 4 = 0 then ${pick(fibreLiterals(), 'i / 17')}::text[] else '{}' end,
      case when i % 4 = 0 then (i / 13) % 8 end,
      case when i % 4 <> 0 then ${pick(NOTES, 'i / 19')} else '' end,
      array[${pick(TAG, 'i / 23')}, ${pick(TAG, 'i / 29')}],
      case when i % 10 = 0 then 'private' else 'public' end,
      now() - (i || ' seconds')::interval, now()
    from generate_series(1, ${ITEMS}) i`);
  await db.query(`insert into colour (item_id, text_description, code_description)
    select id, ${pick(COLOUR, 'id')}, (1000 + id % 9000)::text from knit_item where id % 5 = 0`);
  await db.query('alter table knit_item enable trigger user');
  await db.query('alter table colour enable trigger user');
  const items = Date.now() - t;
  const { rows: [range] } = await db.query('select min(id) as lo, max(id) as hi from knit_item');
  for (let lo = Number(range.lo); lo <= Number(range.hi); lo += 100_000) {
    await db.query('select search_refresh(array(select id from knit_item where id >= $1 and id < $2))', [lo, lo + 100_000]);
  }
  const documents = Date.now() - t - items;
  // Explore's counting table, as its migration builds it (the triggers were off for the bulk load).
  await db.query('select explore_recount()');
  await db.query('vacuum analyze');
  return { items, documents };
}

function indexesOf(plan) {
  const found = new Set();
  const walk = (node) => {
    if (node['Index Name']) found.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan') found.add(`seq scan ${node['Relation Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return [...found].join(', ');
}

async function explain(db, sql, params) {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  await db.query(`explain (analyze) ${text}`, params);
  const times = [];
  let plan;
  for (let i = 0; i < REPEAT; i += 1) {
    const { rows } = await db.query(`explain (analyze, buffers, format json) ${text}`, params);
    plan = rows[0]['QUERY PLAN'][0];
    times.push(plan['Execution Time'] + plan['Planning Time']);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], indexes: indexesOf(plan.Plan) };
}

async function measure(db, sqlMod, queryMod, query, viewerId) {
  const words = queryMod.searchWords(query);
  const forms = sqlMod.formsStatement(words, viewerId ?? null);
  const formsTime = await explain(db, forms.sql, forms.params);
  let n = 0;
  const { rows } = await db.query(forms.sql.replace(/\?/g, () => `$${++n}`), forms.params);
  const tsquery = queryMod.combineForms(rows);
  const visible = viewerId ? { sql: `(d.visibility = 'public' or d.owner_id = ?)`, params: [viewerId] } : { sql: `d.visibility = 'public'`, params: [] };
  const page = sqlMod.pageStatement(visible, tsquery, null, 21, 0);
  const pageTime = await explain(db, page.sql, page.params);
  // The page counts the matches it ranks; the separate count statement (used only past the last page) must agree.
  const numbered = (sql) => { let k = 0; return sql.replace(/\?/g, () => `$${++k}`); };
  const { rows: hits } = await db.query(numbered(page.sql), page.params);
  const count = sqlMod.countStatement(visible, tsquery, null);
  const { rows: [{ n: counted }] } = await db.query(numbered(count.sql), count.params);
  const matches = hits.length ? Math.min(hits[0].total, sqlMod.COUNT_CAP) : 0;
  if (matches !== counted) throw new Error(`${query}: the page counted ${matches} matches, the count statement ${counted}`);
  await db.query('set enable_bitmapscan = off; set enable_indexscan = off');
  const noIndex = await explain(db, page.sql, page.params);
  await db.query('reset enable_bitmapscan; reset enable_indexscan');
  const like = `%${words[0]}%`;
  const ilike = await explain(db, `select k.id from knit_item k where (k.name ilike ? or k.producer ilike ? or k.content ilike ? or k.notes ilike ?)
    and (k.visibility = 'public' or k.owner_id = ?) order by k.id desc limit 21`, [like, like, like, like, viewerId ?? 0]);
  return { query, who: viewerId ? 'knitter' : 'visitor', tsquery, matches, formsTime, pageTime, noIndex, ilike };
}

async function main() {
  const sqlMod = require(path.join(ROOT, 'server/dist/modules/search/search.sql.js'));
  const queryMod = require(path.join(ROOT, 'server/dist/modules/search/search.query.js'));
  const { initOrm, migrate } = require(path.join(ROOT, 'server/dist/db/orm.js'));
  const reuse = process.env.BENCH_SEARCH_DB;
  const name = reuse || `purlwise_bench_search_${Date.now()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const orm = await initOrm(url.toString(), 2);
    await migrate(orm);
    await orm.close();
    // As the server's own sessions (server/src/db/orm.ts): no synchronised scans.
    const db = new Client({ connectionString: url.toString(), options: '-c synchronize_seqscans=off' });
    await db.connect();
    console.error(reuse ? `reusing ${name}` : `seeding ${ITEMS} items...`);
    const seeded = reuse ? null : await seed(db);
    const { rows: [sizes] } = await db.query(`select pg_size_pretty(pg_total_relation_size('search_document')) as documents,
      pg_size_pretty(pg_relation_size('search_document_public')) as gin_public, pg_size_pretty(pg_relation_size('search_document_owned')) as gin_owned,
      (select count(*) from search_word)::int as words, (select count(*) from search_document)::int as items`);
    console.error(`${seeded ? `seeded in ${seeded.items} ms, documents in ${seeded.documents} ms; ` : ''}${JSON.stringify(sizes)}`);
    const { rows: [viewer] } = await db.query(`select id from app_user where username = 'knitter42'`);
    const results = [];
    for (const q of QUERIES) for (const who of [null, viewer.id]) results.push(await measure(db, sqlMod, queryMod, q, who));
    const explore = await measureExplore(db, url.toString());
    await db.end();
    report(seeded, sizes, results);
    reportExplore(explore);
  } finally {
    if (process.env.BENCH_SEARCH_KEEP === '1' || reuse) console.error(`kept ${url.toString()}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Explore views: name, the GraphQL filter, and the same filter as the service sees it (ItemFilter). */
const EXPLORE_VIEWS = [
  ['every public item', null, {}],
  ['type yarn', { type: 'YARN' }, { type: 'yarn' }],
  ['fibre merino', { fibre: 'merino' }, { fibre: 'merino' }],
  ['tag soft', { tag: 'soft' }, { tag: 'soft' }],
  ['yarn, merino', { type: 'YARN', fibre: 'merino' }, { type: 'yarn', fibre: 'merino' }],
  ['yarn, light (DK), merino', { type: 'YARN', weightClass: 'LIGHT', fibre: 'merino' }, { type: 'yarn', weightClass: 3, fibre: 'merino' }],
];
const EXPLORE_QUERY = `query($f: ExploreFilter, $after: String) { explore(filter: $f, first: 30, after: $after) {
  totalCount nodes { id databaseId name type author weightClass favoriteCount viewerHasFavorited owner { username } firstPicture { thumbnailUrl } }
  pageInfo { endCursor hasNextPage }
  facets { types { value count } weightClasses { value count } fibres { value count } producers { value count } tags { value count } } } }`;

async function timedExplore(base, variables) {
  const t = process.hrtime.bigint();
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' }, body: JSON.stringify({ query: EXPLORE_QUERY, variables }) });
  const json = await res.json();
  if (res.status !== 200 || json.errors) throw new Error(`explore ${JSON.stringify(variables)}: ${res.status} ${JSON.stringify(json.errors)}`);
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, data: json.data.explore };
}

/**
 * Explore at this size: the facets statement under EXPLAIN ANALYZE (database time of a view counted afresh), then
 * the whole GraphQL answer of the real server (page of 30, facets, total): the first request of a view counts it,
 * the following ones within EXPLORE_CACHE_SECONDS reuse the counts of a big view; page 2 by cursor.
 */
async function measureExplore(db, url) {
  const { facetsStatement, countedFacetsStatement } = require(path.join(ROOT, 'server/dist/modules/explore/explore.service.js'));
  const { startServer } = require('./lib/procs');
  const { freePort } = require('./lib/util');
  const port = await freePort();
  const server = await startServer({ databaseUrl: url, port });
  const base = `http://127.0.0.1:${port}`;
  const out = [];
  try {
    for (const [name, filter, itemFilter] of EXPLORE_VIEWS) {
      const { sql, params } = facetsStatement(itemFilter);
      const direct = await explain(db, sql, params);
      const counted = countedFacetsStatement(itemFilter);
      const facets = counted ? await explain(db, counted.sql, counted.params) : direct;
      const first = await timedExplore(base, { f: filter });
      const again = [];
      for (let i = 0; i < REPEAT; i += 1) again.push((await timedExplore(base, { f: filter })).ms);
      again.sort((a, b) => a - b);
      const next = await timedExplore(base, { f: filter, after: first.data.pageInfo.endCursor });
      out.push({ name, items: first.data.totalCount, directMs: direct.ms, facetsMs: counted ? facets.ms : null, firstMs: first.ms, againMs: again[Math.floor(again.length / 2)], nextMs: next.ms, indexes: facets.indexes });
    }
  } finally {
    await server.stop();
  }
  return out;
}

function reportExplore(rows) {
  const f = (x) => (x == null ? '—' : x.toFixed(1));
  console.log(`\nExplore at the same size. Database time of a view's facets (EXPLAIN ANALYZE, median of ${REPEAT}): counting its items (the statement before the counting table, still used for views it does not key), and reading the counting table (views with at most one filter, or a type and one more). Then the real server's answer (page of 30 + facets + total, wall time over HTTP): first request of the view, median of ${REPEAT} more (a view read from the counting table is not cached; a counted view of 10,000+ items is kept EXPLORE_CACHE_SECONDS), and page 2 by cursor. ms.\n`);
  console.log('| view | items | counting the items | counting table | first answer | next answers | page 2 | goal (first < 100) | facets plan uses |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const r of rows) console.log(`| ${r.name} | ${r.items} | ${f(r.directMs)} | ${f(r.facetsMs)} | ${f(r.firstMs)} | ${f(r.againMs)} | ${f(r.nextMs)} | ${r.firstMs < 100 ? 'met' : '**missed**'} | ${r.indexes} |`);
}

function report(seeded, sizes, results) {
  const f = (x) => x.toFixed(1);
  const { rows } = { rows: results };
  const built = seeded ? `; seeded in ${Math.round(seeded.items / 1000)} s, documents built in ${Math.round(seeded.documents / 1000)} s` : '';
  console.log(`Search at ${sizes.items.toLocaleString('en')} items (${sizes.documents} of documents, GIN ${sizes.gin_public} public + ${sizes.gin_owned} by owner, ${sizes.words} distinct words${built}). Median of ${REPEAT} EXPLAIN ANALYZE runs (planning + execution), ms; "page total" is what one results page costs the database: its two statements, forms + the ranked, counted page with highlights; "matches" is the page's count (capped).\n`);
  console.log('| query | as | matches | forms | page of 20 | page total | goal | page, no index | ILIKE baseline | page plan uses |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |');
  for (const r of rows) {
    const total = r.formsTime.ms + r.pageTime.ms;
    console.log(`| ${r.query} | ${r.who} | ${r.matches} | ${f(r.formsTime.ms)} | ${f(r.pageTime.ms)} | ${f(total)} | < 50: ${total < 50 ? 'met' : '**missed**'} | ${f(r.noIndex.ms)} | ${f(r.ilike.ms)} | ${r.pageTime.indexes} |`);
  }
  console.log('\ntsqueries:', [...new Set(rows.map((r) => `${r.query} → ${r.tsquery}`))].join('; '));
}

if (require.main === module) main().catch((err) => { console.error(err); process.exit(1); });
