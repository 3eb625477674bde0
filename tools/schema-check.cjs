/**
 * Schema checks for CI: graphql-schema-linter with the committed .graphql-schema-linterrc (0 problems
 * allowed), and @graphql-inspector's diff of schema/schema.graphql against schema/released.graphql, where a
 * breaking change fails unless it was declared first: a field or value deprecated in the released schema
 * (`@deprecated(reason:)`) may then be removed; a change that cannot go through a deprecation (a field's type) is
 * declared by its exact message in schema/declared-breaking.json, with the reason and the release that carries it.
 * The public changelog (docs/changelog.md) is held to the schema too: every change tools can see between the released
 * and the current schema (descriptions aside) names its field, argument or type in backticks there, every release of
 * declared-breaking.json is named there by its label (`declared breaking change "global ids"`), and every deprecation
 * reason says when the field goes (a date, YYYY-MM-DD). Used by `npm run schema:check` and tests/schema/.
 *
 *   node tools/schema-check.cjs [current.graphql] [released.graphql] [declared-breaking.json] [changelog.md]
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

/** The releases of declared breaking changes: { release, reason, changes }. */
function declaredReleases(file = path.join(root, 'schema/declared-breaking.json')) {
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')).releases;
}

/** The messages of the declared breaking changes, from every release listed in the file. */
function declaredChanges(file) {
  return declaredReleases(file).flatMap((r) => r.changes);
}

/** Changes that tools cannot see in what they send or read: texts of descriptions and deprecation reasons. */
const SILENT = /_DESCRIPTION_|DEPRECATION_REASON|^DIRECTIVE_USAGE_/;

/** The names a changelog entry may give a change by: its coordinate (`Query.search.last`), `field.arg`, or the name that changed. */
function namesOf(change) {
  const parts = (change.path ?? '').split('.').filter((p) => p !== 'deprecated');
  const leaf = parts[parts.length - 1];
  return [...new Set([parts.join('.'), parts.slice(-2).join('.'), leaf].filter(Boolean))];
}

/** Every identifier and dotted coordinate written in backticks in a Markdown text. */
function mentionsIn(markdown) {
  const names = new Set();
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    for (const [name] of code.matchAll(/[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/g)) {
      names.add(name);
      for (const part of name.split('.')) names.add(part);
      const parts = name.split('.');
      for (let i = 1; i < parts.length; i++) names.add(parts.slice(i).join('.'));
    }
  }
  return names;
}

/**
 * The changes from `releasedSdl` to `currentSdl` that tools can see and `changelog` does not name (in backticks);
 * the `declared` breaking changes are told by their release's entry (unnamedReleases).
 */
async function unmentionedChanges(releasedSdl, currentSdl, changelog, declared = []) {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl), [DiffRule.suppressRemovalOfDeprecatedField]);
  const mentioned = mentionsIn(changelog);
  return changes
    .filter((c) => !SILENT.test(c.type) && !declared.includes(c.message))
    .filter((c) => !namesOf(c).some((name) => mentioned.has(name)))
    .map((c) => c.message);
}

/** The label of a release: "2026-11 (global ids)" is "global ids". */
function labelOf(release) {
  return /\(([^)]+)\)/.exec(release)?.[1] ?? release;
}

/** The releases of declared breaking changes that the changelog does not name: `declared breaking change "<label>"`. */
function unnamedReleases(releases, changelog) {
  const text = changelog.replace(/\s+/g, ' ');
  return releases.map((r) => r.release).filter((release) => !text.includes(`declared breaking change "${labelOf(release)}"`));
}

/** The deprecated fields, arguments and values whose reason gives no removal date (YYYY-MM-DD). */
function undatedDeprecations(sdl) {
  const schema = buildSchema(sdl);
  const found = [];
  const check = (where, reason) => { if (reason != null && !/\b\d{4}-\d{2}-\d{2}\b/.test(reason)) found.push(where); };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if ('getFields' in type) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args ?? []) check(`${type.name}.${field.name}(${arg.name}:)`, arg.deprecationReason);
      }
    }
    if ('getValues' in type) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.deprecationReason);
  }
  return found;
}

/** Everything the check refuses, as lines to print (none: the schema may ship). */
async function problemsOf({ current, released, releases, changelog }) {
  const out = [];
  for (const p of await lintSchema(current)) out.push(`lint: ${p}`);
  for (const b of await breakingChanges(released, current, releases.flatMap((r) => r.changes))) out.push(`breaking: ${b}`);
  for (const r of unnamedReleases(releases, changelog)) out.push(`changelog: the release "${r}" of schema/declared-breaking.json is not named in docs/changelog.md (declared breaking change "${labelOf(r)}")`);
  for (const c of await unmentionedChanges(released, current, changelog, releases.flatMap((r) => r.changes))) out.push(`changelog: not in docs/changelog.md: ${c}`);
  for (const d of undatedDeprecations(current)) out.push(`deprecation: ${d} has no removal date (YYYY-MM-DD) in its reason`);
  return out;
}

async function main() {
  const current = fs.readFileSync(process.argv[2] ?? path.join(root, 'schema/schema.graphql'), 'utf8');
  const released = fs.readFileSync(process.argv[3] ?? path.join(root, 'schema/released.graphql'), 'utf8');
  const releases = declaredReleases(process.argv[4]);
  const changelog = fs.readFileSync(process.argv[5] ?? path.join(root, 'docs/changelog.md'), 'utf8');
  const problems = await problemsOf({ current, released, releases, changelog });
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error('Deprecate first (@deprecated(reason:) with a removal date), release, then remove; or declare the change in schema/declared-breaking.json; name every change in docs/changelog.md; see docs/api.md "Change policy".');
    process.exit(1);
  }
  console.log('schema: 0 lint problems, no undeclared breaking change against schema/released.graphql, every change in docs/changelog.md, every deprecation dated');
}

if (require.main === module) main().catch((err) => { console.error(err); process.exit(2); });

module.exports = { lintSchema, breakingChanges, declaredChanges, declaredReleases, unmentionedChanges, unnamedReleases, undatedDeprecations, problemsOf };
