'use strict';
/** The results table and the targets of issue #11, each with measured / goal / met. */
const { cfg, GOALS, REST_PATH } = require('./context');
const { fmt } = require('./util');

const LABELS = {
  graphql: 'GraphQL feed, visitor (response cache)',
  viewer: 'GraphQL feed, logged-in viewer (per-user cache)',
  uncached: 'GraphQL feed, uncached (`Cache-Control: no-cache`)',
  rate: () => `GraphQL feed at ${cfg.rate} req/s (open loop, 10 connections)`,
  rateUncached: () => `GraphQL feed uncached at ${cfg.rate} req/s`,
  baseline: 'baseline GraphQL (node:http + pg + graphql-js)',
  rest: `REST ${REST_PATH} (adapter)`,
  restBaseline: 'baseline REST (node:http + pg, same rows and bytes)',
  thumb: 'thumbnail GET',
  revalidate: 'thumbnail 304 (If-None-Match)',
};
const ORDER = ['graphql', 'viewer', 'uncached', 'rate', 'rateUncached', 'baseline', 'rest', 'restBaseline', 'thumb', 'revalidate'];
const BASE_OF = { graphql: 'baseline', viewer: 'baseline', uncached: 'baseline', baseline: 'baseline', rest: 'restBaseline', restBaseline: 'restBaseline' };
const FEED_LOADS = ['graphql', 'viewer', 'uncached', 'rate', 'rateUncached'];

const label = (key) => (typeof LABELS[key] === 'function' ? LABELS[key]() : LABELS[key]);
const mark = (met) => (met === null ? 'n/a' : met ? 'met' : '**missed**');

/** The markdown table of every load. */
function table(phases) {
  const lines = [
    '| items | target | req/s | p50 ms | p99 ms | vs its baseline req/s | server CPU ms/req | PostgreSQL CPU ms/req | errors | other work (CPUs) |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const ph of phases) {
    for (const key of ORDER) {
      const r = ph.rows[key];
      if (!r) { lines.push(`| ${fmt.n(ph.items)} | ${label(key)} | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a |`); continue; }
      const b = BASE_OF[key] && ph.rows[BASE_OF[key]];
      const lat = (v) => (r.requests ? fmt.ms(v) : `> ${fmt.n(cfg.seconds * 1000)}`);
      lines.push(`| ${fmt.n(ph.items)} | ${label(key)} | ${fmt.n(r.rps, r.rps < 10 ? 1 : 0)} | ${lat(r.p50)} | ${lat(r.p99)} | ${b ? fmt.pct(r.rps / b.rps) : '–'} | ${fmt.ms(r.serverCpuMsPerReq)} | ${fmt.ms(r.pgCpuMsPerReq)} | ${r.errors} | ${fmt.n(r.foreignCores, 2)} |`);
    }
  }
  return lines.join('\n');
}

const cost = (r) => r.serverCpuMsPerReq + (Number.isFinite(r.pgCpuMsPerReq) ? r.pgCpuMsPerReq : 0);

/** Targets measured in one phase. */
function phaseTargets(ph) {
  const out = [];
  const at = `at ${fmt.n(ph.items)} items`;
  const ratio = (key, what) => {
    const r = ph.rows[key];
    const b = ph.rows[BASE_OF[key]];
    if (!r || !b) return out.push({ target: `${what} ${at}: req/s vs its baseline`, measured: 'n/a', goal: '≥ 60 %', met: null });
    const v = r.rps / b.rps;
    return out.push({ target: `${what} ${at}: req/s vs its baseline`, measured: `${fmt.pct(v)} (${fmt.n(r.rps)} vs ${fmt.n(b.rps)})`, goal: '≥ 60 %', met: v >= GOALS.ratio && r.errors === 0 });
  };
  ratio('graphql', 'GraphQL feed, visitor');
  ratio('viewer', 'GraphQL feed, logged-in viewer');
  ratio('uncached', 'GraphQL feed, uncached');
  for (const key of ['rate', 'rateUncached']) {
    const r = ph.rows[key];
    const what = key === 'rate' ? 'GraphQL feed' : 'GraphQL feed uncached';
    out.push({ target: `${what} ${at}: p99 at ${cfg.rate} req/s`, measured: r ? `${fmt.ms(r.p99)} ms (${fmt.n(r.rps)} req/s served)` : 'n/a', goal: '< 50 ms', met: r ? r.p99 < GOALS.fixedRateP99 && r.errors === 0 : null });
  }
  for (const key of ['graphql', 'viewer', 'uncached']) {
    const r = ph.rows[key];
    const b = ph.rows.baseline;
    out.push({ target: `${label(key)} ${at}: p99 at ${cfg.connections} connections vs the baseline's`, measured: r ? `${fmt.ms(r.p99)} ms (baseline ${fmt.ms(b.p99)} ms, ${fmt.n(r.p99 / b.p99, 2)}x)` : 'n/a', goal: '≤ 2x', met: r ? r.p99 <= GOALS.p99VsBaseline * b.p99 : null });
  }
  ratio('rest', 'REST list');
  const feedRss = ph.rss.filter((m) => FEED_LOADS.includes(m.key) || m.key === 'rest');
  const peak = Math.max(...feedRss.map((m) => m.rssMiB));
  out.push({ target: `Server RSS ${at} after the feed and REST loads`, measured: feedRss.length ? `${fmt.n(peak)} MiB (max of ${feedRss.map((m) => `${m.key} ${fmt.n(m.rssMiB)}`).join(', ')})` : 'n/a', goal: '≤ 250 MiB', met: feedRss.length ? peak <= GOALS.rssMiB : null });
  return out;
}

/** Every target of a run. */
function targets(phases, extra = {}) {
  const out = phases.flatMap(phaseTargets);
  const [small, large] = phases;
  for (const key of ['graphql', 'uncached', 'rest']) {
    const [a, z] = [small?.rows[key], large?.rows[key]];
    if (!a?.requests || !z?.requests) continue;
    const g = cost(z) / cost(a);
    out.push({ target: `${label(key)}: cost per request from ${fmt.n(small.items)} to ${fmt.n(large.items)} items`, measured: `${fmt.n(g, 2)}x CPU (${fmt.ms(cost(a))} → ${fmt.ms(cost(z))} ms, server + PostgreSQL)`, goal: '< 2x', met: g < GOALS.growth });
  }
  const lh = extra.lighthouse;
  if (lh?.median) {
    const m = lh.median;
    out.push({ target: 'Lighthouse performance of /feed (mobile, median of runs)', measured: `${m.score}`, goal: '≥ 95', met: m.score >= GOALS.lighthouse });
    out.push({ target: 'Lighthouse largest contentful paint', measured: `${fmt.n(m.lcpMs / 1000, 2)} s`, goal: '< 2.5 s', met: m.lcpMs < GOALS.lcpMs });
    out.push({ target: 'Lighthouse cumulative layout shift', measured: fmt.n(m.cls, 3), goal: '< 0.1', met: m.cls < GOALS.cls });
    out.push({ target: 'Lighthouse first contentful paint (reported)', measured: `${fmt.n(m.fcpMs / 1000, 2)} s`, goal: '–', met: null });
    out.push({ target: 'JavaScript on the wire for /feed (reported)', measured: `${fmt.n(m.js.transfer / 1024, 0)} KiB compressed of ${fmt.n(m.js.resource / 1024, 0)} KiB, ${m.js.count} files`, goal: '–', met: null });
  } else if (lh) {
    out.push({ target: 'Lighthouse performance of /feed (mobile)', measured: `not run: ${lh.error}`, goal: '≥ 95', met: null });
  }
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

module.exports = { table, targets, targetTable, mark };
