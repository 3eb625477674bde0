/**
 * Whether the built core, server and client match the sources, so that `npm test` builds only when something changed.
 *
 *   node tools/build-stamp.cjs --write            after a build (`npm run build` ends with it): records the sources' hash
 *   node tools/build-stamp.cjs --build-if-stale   `npm test`: runs `npm run build` unless the recorded hash is current
 *
 * The hash covers the content of every file the build reads or writes that git does not ignore (sources, generated
 * documents and schema, configs, the lockfile), so an edit, a `git checkout` or a new dependency all mean a build.
 * The stamp lives in node_modules/.cache, so a fresh clone (and CI's `npm install`, which builds) starts from a build.
 */
const { execFileSync, spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const stampFile = path.join(root, 'node_modules', '.cache', 'build-stamp');
const INPUTS = ['core', 'server', 'client', 'schema', 'tools', 'codegen.yml', 'package.json', 'package-lock.json', 'tsconfig.json'];
const OUTPUTS = ['core/dist/index.js', 'server/dist/main.js', 'client/dist/index.html', 'tests/helpers/schema-types.ts', 'tests/api/openapi-types.ts'];

/** One hash over the paths and contents of the build's inputs. */
function sourcesHash() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...INPUTS], { cwd: root })
    .toString('utf8').split('\0').filter(Boolean).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue; // deleted but not yet staged
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

function current() {
  if (!OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return false;
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === sourcesHash();
}

const mode = process.argv[2];
if (mode === '--write') {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, sourcesHash());
} else if (mode === '--build-if-stale') {
  if (current()) {
    console.log('build is current (tools/build-stamp.cjs): not rebuilding');
  } else {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(build.status ?? 1);
  }
} else {
  console.error('usage: node tools/build-stamp.cjs --write | --build-if-stale');
  process.exit(2);
}
