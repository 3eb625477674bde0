'use strict';
/**
 * A load whose requests arrive evenly spaced: request i is due at start + i / rate, whether or not earlier answers have
 * come back, and is sent on one of `connections` kept-alive sockets (node:http's Agent queues it while all are busy).
 * Its latency runs from when it was due to the end of its answer, so time spent waiting for a socket counts.
 *
 * autocannon's `overallRate` is not this: each connection sends its share of a second's budget back to back as soon as
 * the second starts, then idles, so "150 req/s" arrives as a burst of 150 requests once a second with every connection
 * busy (node_modules/autocannon/lib/httpClient.js, `reqsMadeThisSecond`). Its p99 is the time to clear that burst.
 * Both are reported (bench/README.md "Fixed rate").
 *
 * The result has the fields of autocannon's that bench/lib/load.js reads.
 */
const http = require('node:http');

/** The value at quantile q (0..1) of sorted numbers: the nearest rank, as HdrHistogram reports it. */
function quantile(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Runs `rate` requests per second for `duration` seconds. `expectBody`: an answer with other text counts as a mismatch.
 * Resolves once every request sent has been answered or has failed (a timeout of `timeout` seconds each).
 */
function paced({ url, method = 'GET', headers = {}, body, connections, rate, duration, timeout = 30, expectBody }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = body === undefined ? undefined : Buffer.from(body);
  const sendHeaders = payload ? { ...headers, 'content-length': String(payload.length) } : headers;
  const total = Math.round(rate * duration);
  const latencies = [];
  const statusCodeStats = {};
  let errors = 0;
  let mismatches = 0;
  let bytes = 0;

  const one = (due) => new Promise((resolve) => {
    const req = http.request({ agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: sendHeaders, timeout: timeout * 1000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks);
        bytes += text.length;
        latencies.push(performance.now() - due);
        (statusCodeStats[res.statusCode] ??= { count: 0 }).count += 1;
        if (expectBody !== undefined && text.toString('utf8') !== expectBody) mismatches += 1;
        resolve();
      });
      res.on('error', () => { errors += 1; resolve(); });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => { errors += 1; resolve(); });
    req.end(payload);
  });

  return new Promise((resolve) => {
    const start = performance.now() + 5;
    const pending = [];
    let sent = 0;
    // One timer per due request would cost the generator more than the requests; a tick sends whatever has come due.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        pending.push(one(start + (sent * 1000) / rate));
        sent += 1;
      }
      if (sent < total) {
        setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
        return;
      }
      Promise.all(pending).then(() => {
        agent.destroy();
        const sorted = latencies.sort((a, b) => a - b);
        const seconds = (performance.now() - start) / 1000;
        resolve({
          requests: { total: latencies.length },
          latency: { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] ?? NaN },
          errors,
          mismatches,
          statusCodeStats,
          throughput: { average: bytes / Math.max(seconds, 1e-9) },
        });
      });
    };
    setTimeout(tick, 5);
  });
}

module.exports = { paced };
