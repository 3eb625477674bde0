'use strict';
/**
 * Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4x CPU slowdown) of one page, with Debian's
 * chromium. Several runs, the median by performance score is reported, as Lighthouse's docs advise for variance.
 * Standalone: `node bench/lib/lighthouse.js http://127.0.0.1:4000/feed [runs]`.
 */
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Bytes of JavaScript on the wire (transfer size, so after compression) from the network-requests audit. */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  return {
    transfer: scripts.reduce((a, i) => a + (i.transferSize || 0), 0),
    resource: scripts.reduce((a, i) => a + (i.resourceSize || 0), 0),
    count: scripts.length,
    encodings: [...new Set(scripts.map((i) => i.transferSize < i.resourceSize * 0.8 ? 'compressed' : 'uncompressed'))],
  };
}

/**
 * The figures of one Lighthouse report. A page that did not load (a 404 while the client is being rebuilt, a
 * runtime error) has no score: that run is an error, not a score of 0.
 */
function figures(lhr) {
  const a = lhr.audits;
  if (lhr.runtimeError || lhr.categories.performance.score == null) {
    throw new Error(lhr.runtimeError?.message || (lhr.runWarnings ?? []).join(' ') || 'no performance score');
  }
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: a['first-contentful-paint'].numericValue,
    lcpMs: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    speedIndexMs: a['speed-index'].numericValue,
    totalBytes: a['total-byte-weight'].numericValue,
    js: scriptBytes(lhr),
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's own benchmark of this machine's CPU (a plain JS loop; higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** One Lighthouse run of `url` (performance only) in a Chromium of its own; resolves to its report (lhr). */
async function lighthouseReport(url) {
  const lighthouse = (await import('lighthouse')).default;
  const launcher = await import('chrome-launcher');
  const chrome = await launcher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (process.env.BENCH_LHR) require('node:fs').writeFileSync(process.env.BENCH_LHR, result.report);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Runs Lighthouse `runs` times on `url`; resolves to { median, runs } or { error }. */
async function runLighthouse(url, runs = 3) {
  try {
    await import('lighthouse');
    await import('chrome-launcher');
  } catch (err) {
    return { error: `lighthouse is not installed (${err.message})` };
  }
  const all = [];
  for (let i = 0; i < runs; i++) {
    try {
      all.push(figures(await lighthouseReport(url)));
    } catch (err) {
      all.push({ error: err.message });
    }
  }
  const ok = all.filter((r) => !r.error).sort((x, y) => x.score - y.score);
  if (!ok.length) return { error: all.map((r) => r.error).join('; ') };
  return { url, median: ok[Math.floor(ok.length / 2)], runs: all };
}

module.exports = { runLighthouse, lighthouseReport };

if (require.main === module) {
  runLighthouse(process.argv[2] || 'http://127.0.0.1:4000/feed', Number(process.argv[3] || 1)).then((r) => {
    console.log(JSON.stringify(r, null, 2));
  });
}
