'use strict';
/** The results table and the targets of issue #11, each with measured / goal / met. */
const { cfg, GOALS, REST_PATH } = require('./context');
const { fmt } = require('./util');

const CACHE = 'served by the response cache, not the server\'s cost';
const LABELS = {
  graphql: `GraphQL feed, visitor (${CACHE})`,
  viewer: 'GraphQL feed, logged-in viewer (per-user cache)',
  uncached: 'GraphQL feed, uncached (`Cache-Control: no-cache`)',
  baseline: 'baseline GraphQL (node:http + pg + graphql-js)',
  rest: `REST ${REST_PATH} (adapter)`,
  restBaseline: 'baseline REST (node:http + pg, same rows and bytes)',
  thumb: 'thumbnail GET',
  revalidate: 'thumbnail 304 (If-None-Match)',
};
const ORDER = ['graphql', 'viewer', 'uncached', 'rate', 'rateUncached', 'baseline', 'rest', 'restBaseline', 'thumb', 'revalidate'];
const FEED_LOADS = ['graphql', 'viewer', 'uncached', 'rate', 'rateUncached'];

/**
 * A fixed-rate key (`rate`, `rateUncached20`, `evenBaseline`…) as { pace, kind, connections }, or null. `pace` is
 * `rate` (autocannon's overallRate: a burst at the start of each second) or `even` (evenly spaced, paced.js); `kind` is
 * `rate`, `rateUncached` or `rateBaseline` whatever the pace.
 */
function rateOf(key) {
  const m = /^(rate|even)(|Uncached|Baseline)(\d*)$/.exec(key);
  return m ? { pace: m[1], kind: `rate${m[2]}`, connections: m[3] ? Number(m[3]) : 10 } : null;
}

function label(key) {
  const rate = rateOf(key);
  if (!rate) return LABELS[key];
  const how = rate.pace === 'even' ? 'evenly spaced' : 'autocannon, a burst each second';
  const at = `at ${cfg.rate} req/s (${how}, ${rate.connections} connections)`;
  if (rate.kind === 'rate') return `GraphQL feed, visitor ${at} (${CACHE})`;
  if (rate.kind === 'rateUncached') return `GraphQL feed uncached ${at}`;
  return `baseline GraphQL ${at}`;
}

/** The baseline row a row is compared with: the closed-loop baseline, or the baseline at the same rate, pace and connections. */
function baseOf(ph, key) {
  const rate = rateOf(key);
  if (rate) return ph.rows[`${rate.pace}Baseline${rate.connections === 10 ? '' : rate.connections}`];
  if (['graphql', 'viewer', 'uncached', 'baseline'].includes(key)) return ph.rows.baseline;
  if (['rest', 'restBaseline'].includes(key)) return ph.rows.restBaseline;
  return null;
}

/** How a phase is named in the tables: its item count (SQL seeding) or the feed it measured (API seeding). */
const phaseName = (ph) => ph.label ?? fmt.n(ph.items);

/** The rows of a phase in table order: the SQL run's fixed list; an API run's closed-loop rows, then its loads in order. */
function keysOf(ph) {
  if (!ph.label || !ph.keys) return ORDER;
  const first = ['graphql', 'viewer', 'uncached', 'baseline'].filter((k) => ph.keys.includes(k));
  return [...first, ...ph.keys.filter((k) => !first.includes(k))];
}

const mark = (met) => (met === null ? 'n/a' : met ? 'met' : '**missed**');

/** The markdown table of every load. "vs its baseline": req/s for closed-loop rows, p99 for fixed-rate rows. */
function table(phases) {
  const lines = [
    `| ${phases.some((p) => p.label) ? 'feed' : 'items'} | target | req/s | p50 ms | p99 ms | vs its baseline | server CPU ms/req | PostgreSQL CPU ms/req | errors | other work (CPUs) |`,
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const ph of phases) {
    for (const key of keysOf(ph)) {
      const r = ph.rows[key];
      if (!r) { lines.push(`| ${phaseName(ph)} | ${label(key)} | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a |`); continue; }
      const b = baseOf(ph, key);
      const vs = !b || b === r ? '–' : rateOf(key) ? `p99 ${fmt.n(r.p99 / b.p99, 2)}x` : `${fmt.pct(r.rps / b.rps)} req/s`;
      const lat = (v) => (r.requests ? fmt.ms(v) : `> ${fmt.n(cfg.seconds * 1000)}`);
      lines.push(`| ${phaseName(ph)} | ${label(key)} | ${fmt.n(r.rps, r.rps < 10 ? 1 : 0)} | ${lat(r.p50)} | ${lat(r.p99)} | ${vs} | ${fmt.ms(r.serverCpuMsPerReq)} | ${fmt.ms(r.pgCpuMsPerReq)} | ${r.errors} | ${fmt.n(r.foreignCores, 2)} |`);
    }
  }
  return lines.join('\n');
}

const cost = (r) => r.serverCpuMsPerReq + (Number.isFinite(r.pgCpuMsPerReq) ? r.pgCpuMsPerReq : 0);

/** Rows measured in rounds (phase.js): that the median round is shown, and every round's `figure`, the row's then the baseline's. */
function roundsOf(r, b, figure, format) {
  if (!(r.rounds?.length > 1 && b.rounds?.length > 1)) return '';
  return `; median of ${r.rounds.length} rounds: ${r.rounds.map((x) => format(x[figure])).join(', ')} vs ${b.rounds.map((x) => format(x[figure])).join(', ')}`;
}

/** A fixed-rate row's p99 against the baseline's at the same rate and connections (issue #22's goals). */
function rateVsBaseline(ph, key, at) {
  const r = ph.rows[key];
  const b = baseOf(ph, key);
  const limit = rateOf(key).kind === 'rate' ? GOALS.visitorRateP99VsBaseline : GOALS.uncachedRateP99VsBaseline;
  const target = `${label(key)} ${at}: p99 vs the baseline's at the same rate`;
  if (!r || !b) return { target, measured: 'n/a', goal: `≤ ${limit}x`, met: null };
  const v = r.p99 / b.p99;
  return { target, measured: `${fmt.ms(r.p99)} ms vs ${fmt.ms(b.p99)} ms: ${fmt.n(v, 2)}x (${fmt.n(r.rps)} req/s served${roundsOf(r, b, 'p99', fmt.ms)})`, goal: `≤ ${limit}x`, met: v <= limit && r.errors === 0 };
}

/** Targets measured in one phase. */
function phaseTargets(ph) {
  const out = [];
  const at = ph.label ? `on the feed ${ph.label}` : `at ${fmt.n(ph.items)} items`;
  const planned = (key) => !ph.keys || !ph.label || ph.keys.includes(key);
  const ratio = (key, what) => {
    if (!planned(key)) return undefined;
    const r = ph.rows[key];
    const b = baseOf(ph, key);
    if (!r || !b) return out.push({ target: `${what} ${at}: req/s vs its baseline`, measured: 'n/a', goal: '≥ 60 %', met: null });
    const v = r.rps / b.rps;
    return out.push({ target: `${what} ${at}: req/s vs its baseline`, measured: `${fmt.pct(v)} (${fmt.n(r.rps)} vs ${fmt.n(b.rps)}${roundsOf(r, b, 'rps', fmt.n)})`, goal: '≥ 60 %', met: v >= GOALS.ratio && r.errors === 0 });
  };
  ratio('graphql', `GraphQL feed, visitor (${CACHE})`);
  ratio('viewer', 'GraphQL feed, logged-in viewer');
  ratio('uncached', 'GraphQL feed, uncached');
  const rateKeys = (ph.label && ph.keys ? ph.keys : ['rate', 'rateUncached']).filter((k) => rateOf(k) && rateOf(k).kind !== 'rateBaseline');
  for (const key of rateKeys) {
    const r = ph.rows[key];
    // Beside a baseline at the same rate (the API-seeded run): issue #22's ratios; else issue #11's fixed 50 ms.
    if (baseOf(ph, key)) out.push(rateVsBaseline(ph, key, at));
    else out.push({ target: `${label(key)} ${at}: p99`, measured: r ? `${fmt.ms(r.p99)} ms (${fmt.n(r.rps)} req/s served)` : 'n/a', goal: '< 50 ms', met: r ? r.p99 < GOALS.fixedRateP99 && r.errors === 0 : null });
  }
  for (const key of ['graphql', 'viewer', 'uncached'].filter(planned)) {
    const r = ph.rows[key];
    const b = ph.rows.baseline;
    out.push({ target: `${label(key)} ${at}: p99 at ${cfg.connections} connections vs the baseline's`, measured: r ? `${fmt.ms(r.p99)} ms (baseline ${fmt.ms(b.p99)} ms, ${fmt.n(r.p99 / b.p99, 2)}x)` : 'n/a', goal: '≤ 2x', met: r ? r.p99 <= GOALS.p99VsBaseline * b.p99 : null });
  }
  ratio('rest', 'REST list');
  const feedRss = ph.rss.filter((m) => FEED_LOADS.includes(m.key) || rateOf(m.key) || m.key === 'rest');
  const peak = Math.max(...feedRss.map((m) => m.rssMiB));
  out.push({ target: `Server RSS ${at} after the feed${planned('rest') ? ' and REST' : ''} loads`, measured: feedRss.length ? `${fmt.n(peak)} MiB (max of ${feedRss.map((m) => `${m.key} ${fmt.n(m.rssMiB)}`).join(', ')})` : 'n/a', goal: '≤ 250 MiB', met: feedRss.length ? peak <= GOALS.rssMiB : null });
  return out;
}

/** Lighthouse runs of a report: one (SQL seeding) or one per feed (API seeding, each with its `feed`). */
const lighthouses = (extra) => (Array.isArray(extra.lighthouse) ? extra.lighthouse : extra.lighthouse ? [extra.lighthouse] : []);

function lighthouseTargets(lh) {
  const of = lh.feed ? ` (feed ${lh.feed})` : '';
  if (!lh.median) return [{ target: `Lighthouse performance of /feed (mobile)${of}`, measured: `not run: ${lh.error}`, goal: '≥ 95', met: null }];
  const m = lh.median;
  const n = lh.runs?.length ?? 1;
  return [
    { target: `Lighthouse performance of /feed (mobile, median of ${n})${of}`, measured: `${m.score}`, goal: '≥ 95', met: m.score >= GOALS.lighthouse },
    { target: `Lighthouse largest contentful paint${of}`, measured: `${fmt.n(m.lcpMs / 1000, 2)} s`, goal: '< 2.5 s', met: m.lcpMs < GOALS.lcpMs },
    { target: `Lighthouse cumulative layout shift${of}`, measured: fmt.n(m.cls, 3), goal: '< 0.1', met: m.cls < GOALS.cls },
    // Issue #22's goal, on the API-seeded feeds.
    ...(lh.feed ? [{ target: `Lighthouse total blocking time${of}`, measured: `${fmt.n(m.tbtMs)} ms`, goal: '< 200 ms', met: m.tbtMs < GOALS.tbtMs }] : []),
    { target: `Lighthouse first contentful paint (reported)${of}`, measured: `${fmt.n(m.fcpMs / 1000, 2)} s`, goal: '–', met: null },
    { target: `JavaScript on the wire for /feed (reported)${of}`, measured: `${fmt.n(m.js.transfer / 1024, 0)} KiB compressed of ${fmt.n(m.js.resource / 1024, 0)} KiB, ${m.js.count} files`, goal: '–', met: null },
  ];
}

/** Every target of a run. */
function targets(phases, extra = {}) {
  const out = phases.flatMap(phaseTargets);
  const [small, large] = phases;
  // Growth from the small to the large table (SQL seeding); the API-seeded feeds differ in pictures, not in size.
  for (const key of small?.label ? [] : ['graphql', 'uncached', 'rest']) {
    const [a, z] = [small?.rows[key], large?.rows[key]];
    if (!a?.requests || !z?.requests) continue;
    const g = cost(z) / cost(a);
    out.push({ target: `${label(key)}: cost per request from ${fmt.n(small.items)} to ${fmt.n(large.items)} items`, measured: `${fmt.n(g, 2)}x CPU (${fmt.ms(cost(a))} → ${fmt.ms(cost(z))} ms, server + PostgreSQL)`, goal: '< 2x', met: g < GOALS.growth });
  }
  for (const lh of lighthouses(extra)) out.push(...lighthouseTargets(lh));
  const up = extra.uploads;
  if (up) {
    out.push({ target: `${up.count ?? cfg.uploads} concurrent uploads of ${fmt.n(up.megapixels ?? 36, 0)} MP: peak server RSS`, measured: up.error ? `not run: ${up.error}` : `${fmt.n(up.peakRssMiB)} MiB (from ${fmt.n(up.rssBeforeMiB)} MiB; ${fmt.n(up.seconds, 1)} s for all)`, goal: '< 600 MiB', met: up.error ? null : up.peakRssMiB < GOALS.uploadMiB });
    out.push({ target: `${up.count ?? cfg.uploads} concurrent uploads: all answered`, measured: up.error ? 'n/a' : `${up.answered} of ${up.count}${up.failures.length ? ` (failed: ${up.failures.join(', ')})` : ''}`, goal: 'all', met: up.error ? null : up.answered === up.count });
  }
  return out;
}

/** The markdown table of the targets. */
function targetTable(list) {
  return ['| target | measured | goal | |', '| --- | --- | --- | --- |', ...list.map((t) => `| ${t.target} | ${t.measured} | ${t.goal} | ${mark(t.met)} |`)].join('\n');
}

module.exports = { table, targets, targetTable, mark, phaseName, lighthouses };
