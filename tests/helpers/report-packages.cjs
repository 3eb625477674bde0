/**
 * Preloaded (`node -r`) into the servers tests/api/startup.test.ts runs: when the process exits, it prints the npm
 * packages it had loaded on one line, "packages loaded: a b c", so a test can tell how far a start got.
 */
process.on('exit', () => {
  const names = new Set(Object.keys(require.cache).map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter(Boolean));
  process.stderr.write(`packages loaded: ${[...names].sort().join(' ')}\n`);
});
