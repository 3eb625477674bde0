'use strict';
/**
 * The main thread's long tasks of a page load, by thread CPU time: `node bench/tbt.js URL [URL...] [--runs N]`.
 *
 * Loads each URL N times in a fresh headless Chromium (no code cache, no service worker), alternating between the URLs
 * so that a busy machine weighs on each alike, at a phone's viewport and without throttling. It records a trace and
 * takes, for every task of the page's main thread after its first contentful paint, the CPU time the thread spent in
 * it. That time does not grow when other processes share the CPU, as wall time does. The blocking time estimated from
 * it applies Lighthouse's rule to its 4x slowed CPU: the sum over tasks of 4 x CPU - 50 ms, where positive. It prints
 * that figure per run, the median per URL, and the longest tasks of the last run with what ran in them.
 *
 * Lighthouse's own simulation adds network timing and its page-graph model, and varies much more from run to run on a
 * shared machine; this is for comparing two builds, not for the goal's figure (bench/README.md).
 */
const { chromium } = require('playwright-core');

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const urls = args.filter((a, i) => !a.startsWith('--') && i !== runsAt + 1);
if (!urls.length) {
  console.error('usage: node bench/tbt.js URL [URL...] [--runs N]');
  process.exit(2);
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel'];
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

async function trace(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('article, [data-testid="feed-empty"]', { timeout: 30_000 }).catch(() => {});
    await page.waitForLoadState('networkidle');
    // Lighthouse waits for the CPU to be quiet; the feed's background render of the other cards ends within this.
    await page.evaluate(() => new Promise((r) => { setTimeout(r, 2500); }));
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await browser.close();
  }
}

function analyse(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const pid = fcp.pid;
  const main = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tid = main ? main.tid : fcp.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // A task's event may be nested in another's (RunTask inside ThreadControllerImpl::RunTask): the outermost counts.
  const all = onMain.filter((e) => TASK.has(e.name) && typeof e.tdur === 'number');
  const tasks = all.filter((e) => e.ts >= fcp.ts && !all.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && (o.dur > e.dur || o.name === 'ThreadControllerImpl::RunTask')))
    .sort((a, b) => a.ts - b.ts);
  const cpu = (e) => e.tdur / 1000;
  const tbt = tasks.reduce((s, t) => s + Math.max(0, 4 * cpu(t) - 50), 0);
  const long = tasks.filter((t) => 4 * cpu(t) > 50).map((t) => {
    // What ran inside: the largest events directly under the task.
    const inside = onMain.filter((e) => e !== t && !TASK.has(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000);
    const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    const label = (e) => {
      const d = e.args?.data ?? e.args?.beginData ?? {};
      const where = d.url ? ` ${String(d.url).split('/').pop()}` : d.functionName ? ` ${d.functionName}` : d.type ? ` ${d.type}` : '';
      return `${e.name}${where} ${(e.dur / 1000).toFixed(1)}`;
    };
    return { at: (t.ts - fcp.ts) / 1000, cpu: cpu(t), wall: t.dur / 1000, what: top.sort((a, b) => b.dur - a.dur).slice(0, 4).map(label).join(', ') };
  });
  const totalCpu = tasks.reduce((s, t) => s + cpu(t), 0);
  return { tbt, totalCpu, long };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

(async () => {
  const results = new Map(urls.map((u) => [u, []]));
  let last = new Map();
  for (let i = 0; i < runs; i++) {
    for (const url of (i % 2 ? [...urls].reverse() : urls)) {
      const r = analyse(await trace(url));
      results.get(url).push(r);
      last.set(url, r);
      console.log(`run ${i + 1} ${url}: estimated blocking ${r.tbt.toFixed(0)} ms, CPU after paint ${r.totalCpu.toFixed(0)} ms, longest ${Math.max(0, ...r.long.map((t) => t.cpu)).toFixed(1)} ms`);
    }
  }
  for (const url of urls) {
    const rs = results.get(url);
    console.log(`\n${url}: median estimated blocking ${median(rs.map((r) => r.tbt)).toFixed(0)} ms (${rs.map((r) => r.tbt.toFixed(0)).join(', ')}); CPU after paint ${median(rs.map((r) => r.totalCpu)).toFixed(0)} ms`);
    for (const t of last.get(url).long) console.log(`  +${t.at.toFixed(0)} ms: ${t.cpu.toFixed(1)} ms CPU (${t.wall.toFixed(1)} wall) ${t.what}`);
  }
})().catch((err) => { console.error(err); process.exit(1); });
