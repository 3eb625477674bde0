'use strict';
/** One phase: probes, then every load at the current table size. */
const { cfg, state, PAGE, REST_PATH, log, elapsed, serverUrl, baselineUrl, restartServer, ensureServer } = require('./context');
const { gqlInit } = require('./http');
const { measure } = require('./load');
const { probeFeed, probeRest, probeThumb } = require('./probes');
const { waitIdle } = require('./procs');
const { memoryOf, fmt } = require('./util');

/** Probes and measures every target at the current table size. `token`: a logged-in viewer's access token. */
async function phase(items, token) {
  const notes = [];
  const out = { items, rows: {}, notes, probes: {}, rss: [] };
  const common = () => ({
    connections: cfg.connections, seconds: cfg.seconds, warmupSeconds: cfg.warmup,
    pgPid: state.db.postmasterPid, ownPids: [state.server.pid, state.baseline.pid],
  });
  const { base, real } = await probeFeed(out, notes);
  const rest = await probeRest(out, notes);
  const thumb = await probeThumb(out, notes, (real ?? base).json.data);

  const load = async (key, what, opts) => {
    log(`${fmt.n(items)} items: ${what} (${elapsed()})`);
    await waitIdle(state.server.pid);
    await waitIdle(state.baseline.pid);
    const onServer = opts.serverPid === undefined;
    out.rows[key] = await measure({ name: key, serverPid: state.server.pid, ...common(), ...opts });
    if (onServer) {
      out.rss.push({ key, ...memoryOf(state.server.pid) });
      await ensureServer(notes, what);
    }
  };
  const feed = `${serverUrl()}/graphql`;
  await load('baseline', 'baseline', { url: `${baselineUrl()}/graphql`, ...gqlInit({ first: PAGE }), expectBody: base.text, serverPid: state.baseline.pid });
  out.rows.baseline.memory = memoryOf(state.baseline.pid);
  if (real) {
    await load('graphql', 'GraphQL feed, visitor', { url: feed, ...gqlInit({ first: PAGE }), expectBody: real.text });
    await load('viewer', 'GraphQL feed, logged-in viewer', { url: feed, ...gqlInit({ first: PAGE }, { authorization: `Bearer ${token}` }), expectBody: real.text });
    await load('uncached', 'GraphQL feed, uncached', { url: feed, ...gqlInit({ first: PAGE }, { 'cache-control': 'no-cache' }), expectBody: real.text });
    // Open loop at a fixed rate: latency when the server is not saturated (10 connections are plenty at 150 req/s).
    await load('rate', `GraphQL feed at ${cfg.rate} req/s`, { url: feed, ...gqlInit({ first: PAGE }), expectBody: real.text, connections: 10, overallRate: cfg.rate });
    await load('rateUncached', `GraphQL feed uncached at ${cfg.rate} req/s`, { url: feed, ...gqlInit({ first: PAGE }, { 'cache-control': 'no-cache' }), expectBody: real.text, connections: 10, overallRate: cfg.rate });
  }
  if (rest) {
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

module.exports = { phase, freshServer };
