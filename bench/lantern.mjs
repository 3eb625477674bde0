/**
 * What Lighthouse's simulation (lantern) counts for the largest contentful paint of a page:
 * `node bench/lantern.mjs URL`. Runs Lighthouse once (mobile defaults, as bench/lib/lighthouse.js), then prints the
 * score, LCP and TBT, and the nodes of lantern's pessimistic LCP graph in simulated time: each request with its
 * priority, each main-thread task with its observed wall time (lantern multiplies it by the 4x CPU slowdown) and what
 * ran in it. The simulated LCP is the end of the last of them.
 *
 * Lighthouse gives only the result; this shows where it comes from, e.g. that a request waits for a task that ran
 * before it was sent, or that the LCP is the end of the scripts' downloads (bench/RESULTS.md, notes).
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { createRequire } from 'node:module';

const { lighthouseReport } = createRequire(import.meta.url)('./lib/lighthouse.js');
const url = process.argv[2];
if (!url) {
  console.error('usage: node bench/lantern.mjs URL');
  process.exit(2);
}
const lhr = await lighthouseReport(url);
const audit = (id) => Math.round(lhr.audits[id].numericValue);
console.log(`score ${Math.round(lhr.categories.performance.score * 100)}, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms`);

const KINDS = /Evaluate|Layout|Paint|Timer|FunctionCall|ParseHTML|Microtask|AppendBytes/;
const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
if (!timings) throw new Error('lantern kept no LCP simulation (a Lighthouse version that names it otherwise?)');
const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime).map(([node, t]) => {
  const when = `${String(Math.round(t.startTime)).padStart(5)}-${String(Math.round(t.endTime)).padEnd(5)}`;
  if (node.type !== 'cpu') return `${when} request ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 48)} (${node.request.priority})`;
  const what = [...new Set(node.childEvents.map((e) => e.name))].filter((n) => KINDS.test(n)).slice(0, 5).join(', ');
  return `${when} task, ${Math.round((node.endTime - node.startTime) / 1000)} ms observed: ${what}`;
});
console.log(`pessimistic LCP graph (simulated ms):\n  ${rows.join('\n  ')}`);
