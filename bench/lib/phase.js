'use strict';
/** One phase: probes, then every load at the current table size. */
const { cfg, state, PAGE, REST_PATH, log, elapsed, serverUrl, baselineUrl, restartServer, ensureServer } = require('./context');
const { gqlInit } = require('./http');
const { measure } = require('./load');
const { probeFeed, probeRest, probeThumb } = require('./probes');
const { waitIdle } = require('./procs');
const { memoryOf, fmt } = require('./util');

/**
 * The key of a fixed-rate row: `rate` (cached), `rateUncached` or `rateBaseline` (autocannon: a burst each second), or
 * `even`, `evenUncached` or `evenBaseline` (evenly spaced requests, paced.js), with the connections unless 10.
 */
const rateKey = (kind, connections) => `${kind}${connections === 10 ? '' : connections}`;

/**
 * Probes and measures every target at the current table size. `token`: a logged-in viewer's access token.
 * `plan` (the API-seeded run): `label` names the feed, `expectNodes` the items of a first page, `viewer` and `restLoad`
 * false leave those loads out, `rateConnections` lists the connections of the fixed-rate rows, `rateBaseline` adds the
 * baseline at the same fixed rate beside them.
 */
async function phase(items, token, plan = {}) {
  const { label, expectNodes = PAGE, viewer = true, restLoad = true, rateConnections = [10], rateBaseline = false } = plan;
  const notes = [];
  const out = { items, label, expectNodes, rows: {}, keys: [], notes, probes: {}, rss: [] };
  const name = label ?? fmt.n(items);
  const common = () => ({
    connections: cfg.connections, seconds: cfg.seconds, warmupSeconds: cfg.warmup,
    pgPid: state.db.postmasterPid, ownPids: [state.server.pid, state.baseline.pid],
  });
  const { base, real } = await probeFeed(out, notes);
  const rest = await probeRest(out, notes);
  const thumb = await probeThumb(out, notes, (real ?? base).json.data);

  const load = async (key, what, opts) => {
    log(`${name}: ${what} (${elapsed()})`);
    await waitIdle(state.server.pid);
    await waitIdle(state.baseline.pid);
    const onServer = opts.serverPid === undefined;
    if (!out.keys.includes(key)) out.keys.push(key);
    out.rows[key] = await measure({ name: key, serverPid: state.server.pid, ...common(), ...opts });
    if (onServer) {
      out.rss.push({ key, ...memoryOf(state.server.pid) });
      await ensureServer(notes, what);
    }
  };
  /**
   * Loads measured side by side in `rounds` rounds, in turn, the order reversed every other round, so a moment of
   * other work on the machine weighs on each alike. Each key keeps the round whose `by` figure is the median, and the
   * figures of every round (reported beside it).
   */
  const inRounds = async (specs, by, rounds) => {
    const all = {};
    for (let r = 0; r < rounds; r += 1) {
      for (const [key, what, opts] of (r % 2 ? [...specs].reverse() : specs)) {
        await load(key, rounds > 1 ? `${what}, round ${r + 1} of ${rounds}` : what, opts);
        (all[key] ??= []).push(out.rows[key]);
      }
    }
    for (const [key, list] of Object.entries(all)) {
      const sorted = [...list].sort((a, b) => a[by] - b[by]);
      out.rows[key] = { ...sorted[Math.floor((sorted.length - 1) / 2)], rounds: list.map((m) => ({ rps: m.rps, p99: m.p99 })) };
    }
  };
  const feed = `${serverUrl()}/graphql`;
  const baseFeed = `${baselineUrl()}/graphql`;
  const closed = [['baseline', 'baseline', { url: baseFeed, ...gqlInit({ first: PAGE }), expectBody: base.text, serverPid: state.baseline.pid }]];
  if (real) {
    closed.push(['graphql', 'GraphQL feed, visitor (response cache)', { url: feed, ...gqlInit({ first: PAGE }), expectBody: real.text }]);
    if (viewer) closed.push(['viewer', 'GraphQL feed, logged-in viewer', { url: feed, ...gqlInit({ first: PAGE }, { authorization: `Bearer ${token}` }), expectBody: real.text }]);
    closed.push(['uncached', 'GraphQL feed, uncached', { url: feed, ...gqlInit({ first: PAGE }, { 'cache-control': 'no-cache' }), expectBody: real.text }]);
  }
  // Beside the baseline in rounds (the API-seeded run), each row keeping its round of median req/s.
  const rounds = rateBaseline ? cfg.rounds : 1;
  await inRounds(closed, 'rps', rounds);
  out.rows.baseline.memory = memoryOf(state.baseline.pid);
  if (real) {
    // At a fixed rate: latency when the server is not saturated, as autocannon sends it (a burst at the start of each
    // second) and, beside the baseline, evenly spaced (paced.js). In rounds: a p99 of a few milliseconds moves by half
    // between two runs of the same server here; the round of median p99 is kept.
    const paces = rateBaseline ? [['rate', undefined, ''], ['even', 'even', ', evenly spaced']] : [['rate', undefined, '']];
    for (const connections of rateConnections) {
      const specs = [];
      for (const [prefix, pace, how] of paces) {
        const at = `at ${cfg.rate} req/s${how}, ${connections} connections`;
        const kind = (k) => rateKey(`${prefix}${k}`, connections);
        const fixed = { connections, overallRate: cfg.rate, pace };
        specs.push(
          [kind(''), `GraphQL feed, visitor (response cache) ${at}`, { url: feed, ...gqlInit({ first: PAGE }), expectBody: real.text, ...fixed }],
          [kind('Uncached'), `GraphQL feed uncached ${at}`, { url: feed, ...gqlInit({ first: PAGE }, { 'cache-control': 'no-cache' }), expectBody: real.text, ...fixed }],
        );
        if (rateBaseline) specs.push([kind('Baseline'), `baseline ${at}`, { url: baseFeed, ...gqlInit({ first: PAGE }), expectBody: base.text, serverPid: state.baseline.pid, ...fixed }]);
      }
      await inRounds(specs, 'p99', rounds);
    }
  }
  if (rest && restLoad) {
    await load('restBaseline', 'REST baseline', { url: `${baselineUrl()}${REST_PATH}`, expectBody: rest.baseBody, serverPid: state.baseline.pid, warmupRequests: 1 });
    await load('rest', 'REST list', { url: `${serverUrl()}${REST_PATH}`, expectBody: rest.body, warmupRequests: 1 });
  }
  if (thumb.thumbUrl) await load('thumb', 'thumbnail', { url: `${serverUrl()}${thumb.thumbUrl}` });
  if (thumb.etag) await load('revalidate', '304 revalidation', { url: `${serverUrl()}${thumb.thumbUrl}`, headers: { 'if-none-match': thumb.etag }, expectStatus: 304 });
  out.memoryEnd = memoryOf(state.server.pid);
  return out;
}

/** A fresh server for the upload storm, so its peak RSS is the storm's alone. */
async function freshServer() {
  await restartServer();
  return state.server;
}

module.exports = { phase, freshServer, rateKey };
