/**
 * The order jest runs test files in: the longest first, so that no long file starts last and keeps one worker busy
 * while the others are done. Jest does this itself from the durations it remembers (its cache), but CI runs a clean
 * clone, where it has none and falls back on file size: the browser suite's accessibility file (45 s, a small file)
 * then started last and ran alone for its last half minute. tests/durations.json gives each file's duration from a
 * full run (seconds; files that took under 5 s are not listed and count as 1 s). Refresh it after a CI run with
 * `node tools/test-sequencer.cjs --write <jest output>`; a stale list only changes the order, never what runs.
 */
const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '..');
const LIST = path.join(ROOT, 'tests', 'durations.json');

function knownDurations() {
  try { return JSON.parse(fs.readFileSync(LIST, 'utf8')); } catch { return {}; }
}

/** "PASS <project> <file> (12.3 s)" lines of jest's output, as the list's entries (longest first). */
function durationsFrom(output) {
  const found = {};
  for (const m of output.matchAll(/^(?:PASS|FAIL) (\S+) (\S+) \(([\d.]+) s\)/gm)) found[`${m[1]} ${m[2]}`] = Math.round(Number(m[3]) * 10) / 10;
  return Object.fromEntries(Object.entries(found).sort((a, b) => b[1] - a[1]));
}

if (require.main === module) {
  const [flag, file] = process.argv.slice(2);
  if (flag !== '--write' || !file) {
    console.error('usage: node tools/test-sequencer.cjs --write <file with jest\'s output>');
    process.exit(2);
  }
  fs.writeFileSync(LIST, `${JSON.stringify(durationsFrom(fs.readFileSync(file, 'utf8')), null, 2)}\n`);
} else {
  const Sequencer = require('@jest/test-sequencer').default;
  const known = knownDurations();
  module.exports = class LongestFirst extends Sequencer {
    /** Jest's remembered duration (ms) when it has one, else the list's, else 1 s. */
    time(test) {
      const remembered = super.time(test);
      if (remembered != null) return remembered;
      const name = test.context.config.displayName?.name ?? '';
      return (known[`${name} ${path.relative(ROOT, test.path)}`] ?? 1) * 1000;
    }
  };
}
