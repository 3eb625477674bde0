/**
 * Schema checks for CI: graphql-schema-linter with the committed .graphql-schema-linterrc (0 problems
 * allowed), and @graphql-inspector's diff of schema/schema.graphql against schema/released.graphql, where a
 * breaking change fails unless it was declared first: a field or value deprecated in the released schema
 * (`@deprecated(reason:)`) may then be removed; a change that cannot go through a deprecation (a field's type) is
 * declared by its exact message in schema/declared-breaking.json, with the reason and the release that carries it.
 * Used by `npm run schema:check` and tests/schema/.
 *
 *   node tools/schema-check.cjs [current.graphql] [released.graphql] [declared-breaking.json]
 */
const fs = require('node:fs');
const path = require('node:path');
const { Writable } = require('node:stream');
const { buildSchema } = require('graphql');
const { diff, DiffRule, CriticalityLevel } = require('@graphql-inspector/core');
const { run } = require('graphql-schema-linter/lib/runner.js');

const root = path.resolve(__dirname, '..');

/** Lints an SDL text with the committed rules; returns the problems as "line:col message (rule)" lines. */
async function lintSchema(sdl) {
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'schema-lint-'));
  const file = path.join(dir, 'schema.graphql');
  fs.writeFileSync(file, sdl);
  let out = '';
  const sink = new Writable({ write(chunk, _enc, done) { out += chunk; done(); } });
  try {
    const code = await run(sink, process.stdin, sink, ['node', 'graphql-schema-linter', '--config-directory', root, '--format', 'json', file]);
    const errors = out.trim() ? JSON.parse(out).errors ?? [] : [];
    if (code !== 0 && errors.length === 0) return [`graphql-schema-linter failed (exit ${code}): ${out}`];
    return errors.map((e) => `${e.location.line}:${e.location.column} ${e.message} (${e.rule})`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The breaking changes from `releasedSdl` to `currentSdl` that are not declared: removing what was deprecated
 * first is allowed, and so is a change whose message is one of `declared` (schema/declared-breaking.json).
 */
async function breakingChanges(releasedSdl, currentSdl, declared = []) {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl), [DiffRule.suppressRemovalOfDeprecatedField]);
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .map((c) => c.message)
    .filter((message) => !declared.includes(message));
}

/** The messages of the declared breaking changes, from every release listed in the file. */
function declaredChanges(file = path.join(root, 'schema/declared-breaking.json')) {
  if (!fs.existsSync(file)) return [];
  const releases = JSON.parse(fs.readFileSync(file, 'utf8')).releases;
  return releases.flatMap((r) => r.changes);
}

async function main() {
  const current = fs.readFileSync(process.argv[2] ?? path.join(root, 'schema/schema.graphql'), 'utf8');
  const released = fs.readFileSync(process.argv[3] ?? path.join(root, 'schema/released.graphql'), 'utf8');
  const problems = await lintSchema(current);
  const breaking = await breakingChanges(released, current, declaredChanges(process.argv[4]));
  for (const p of problems) console.error(`lint: ${p}`);
  for (const b of breaking) console.error(`breaking: ${b}`);
  if (problems.length || breaking.length) {
    if (breaking.length) console.error('Deprecate first (@deprecated(reason:)), release, then remove; or declare the change in schema/declared-breaking.json; see docs/api.md "Change policy".');
    process.exit(1);
  }
  console.log('schema: 0 lint problems, no undeclared breaking change against schema/released.graphql');
}

if (require.main === module) main().catch((err) => { console.error(err); process.exit(2); });

module.exports = { lintSchema, breakingChanges, declaredChanges };
