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
 * (server/dist/modules/search/search.sql.js: forms, page of 20 with highlights, count) under EXPLAIN (ANALYZE,
 * BUFFERS), median execution time of BENCH_SEARCH_REPEAT runs after one warm-up, and the indexes the plan uses.
 * Baselines in the same run: the same page statement with index scans off (a sequential scan of the documents),
 * and a plain ILIKE over name, producer, content and notes of knit_item (what the feed's name search does).
 * Prints a Markdown table (paste it into bench/RESULTS.md).
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

async function seed(db) {
  await db.query(`insert into app_user (username, email, password_hash) select 'knitter' || u, 'k' || u || '@example.com', 'x' from generate_series(0, 999) u`);
  await db.query('alter table knit_item disable trigger user');
  await db.query('alter table colour disable trigger user');
  const t = Date.now();
  await db.query(`insert into knit_item (owner_id, type, name, producer, made_in, content, notes, tags, visibility, last_updated, created_at)
    select (select min(id) from app_user) + i % 1000,
      (array['yarn','pattern','detail','model'])[1 + i % 4],
      ${pick(ADJ, 'i * 7')} || ' ' || ${pick(FIBRE, 'i * 13 / 7')} || ' ' || ${pick(NOUN, 'i / 11')},
      case when i % 4 = 0 then ${pick(PRODUCER, 'i / 3')} else '' end,
      case when i % 4 = 0 then ${pick(COUNTRY, 'i / 5')} else '' end,
      case when i % 4 = 0 then ${pick(CONTENT, 'i / 17')} else '' end,
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
  const forms = sqlMod.formsStatement(words);
  const formsTime = await explain(db, forms.sql, forms.params);
  let n = 0;
  const { rows } = await db.query(forms.sql.replace(/\?/g, () => `$${++n}`), forms.params);
  const tsquery = queryMod.combineForms(rows);
  const visible = viewerId ? { sql: `(d.visibility = 'public' or d.owner_id = ?)`, params: [viewerId] } : { sql: `d.visibility = 'public'`, params: [] };
  const page = sqlMod.pageStatement(visible, tsquery, null, 21, 0);
  const count = sqlMod.countStatement(visible, tsquery, null);
  const pageTime = await explain(db, page.sql, page.params);
  const countTime = await explain(db, count.sql, count.params);
  const { rows: [{ n: matches }] } = await db.query(count.sql.replace(/\?/g, (() => { let k = 0; return () => `$${++k}`; })()), count.params);
  await db.query('set enable_bitmapscan = off; set enable_indexscan = off');
  const noIndex = await explain(db, page.sql, page.params);
  await db.query('reset enable_bitmapscan; reset enable_indexscan');
  const like = `%${words[0]}%`;
  const ilike = await explain(db, `select k.id from knit_item k where (k.name ilike ? or k.producer ilike ? or k.content ilike ? or k.notes ilike ?)
    and (k.visibility = 'public' or k.owner_id = ?) order by k.id desc limit 21`, [like, like, like, like, viewerId ?? 0]);
  return { query, who: viewerId ? 'knitter' : 'visitor', tsquery, matches, formsTime, pageTime, countTime, noIndex, ilike };
}

async function main() {
  const sqlMod = require(path.join(ROOT, 'server/dist/modules/search/search.sql.js'));
  const queryMod = require(path.join(ROOT, 'server/dist/modules/search/search.query.js'));
  const { initOrm, migrate } = require(path.join(ROOT, 'server/dist/db/orm.js'));
  const name = `purlwise_bench_search_${Date.now()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const orm = await initOrm(url.toString(), 2);
    await migrate(orm);
    await orm.close();
    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    console.error(`seeding ${ITEMS} items...`);
    const seeded = await seed(db);
    const { rows: [sizes] } = await db.query(`select pg_size_pretty(pg_total_relation_size('search_document')) as documents,
      pg_size_pretty(pg_relation_size('search_document_match')) as gin, (select count(*) from search_word)::int as words`);
    console.error(`seeded in ${seeded.items} ms, documents in ${seeded.documents} ms; ${JSON.stringify(sizes)}`);
    const { rows: [viewer] } = await db.query(`select id from app_user where username = 'knitter42'`);
    const results = [];
    for (const q of QUERIES) for (const who of [null, viewer.id]) results.push(await measure(db, sqlMod, queryMod, q, who));
    await db.end();
    report(seeded, sizes, results);
  } finally {
    if (process.env.BENCH_SEARCH_KEEP === '1') console.error(`kept ${url.toString()}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function report(seeded, sizes, results) {
  const f = (x) => x.toFixed(1);
  const { rows } = { rows: results };
  console.log(`Search at ${ITEMS.toLocaleString('en')} items (${sizes.documents} of documents, GIN ${sizes.gin}, ${sizes.words} distinct words; seeded in ${Math.round(seeded.items / 1000)} s, documents built in ${Math.round(seeded.documents / 1000)} s). Median of ${REPEAT} EXPLAIN ANALYZE runs (planning + execution), ms.\n`);
  console.log('| query | as | matches | forms | page of 20 | count | page, no index | ILIKE baseline | page plan uses |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows) {
    console.log(`| ${r.query} | ${r.who} | ${r.matches} | ${f(r.formsTime.ms)} | ${f(r.pageTime.ms)} | ${f(r.countTime.ms)} | ${f(r.noIndex.ms)} | ${f(r.ilike.ms)} | ${r.pageTime.indexes} |`);
  }
  console.log('\ntsqueries:', [...new Set(rows.map((r) => `${r.query} → ${r.tsquery}`))].join('; '));
}

main().catch((err) => { console.error(err); process.exit(1); });
