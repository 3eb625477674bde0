/**
 * The docs stand alone (docs/style.md §13): a newcomer who clones the repository can follow every reference in it.
 * No tracked file names a document kept outside the repository; every relative link of README.md, ARCHITECTURE.md and
 * docs/*.md leads to a file that is here (and, into a markdown file, to a heading it has); README's tree lists exactly
 * the folders of server/src/modules and tests, and ARCHITECTURE.md's module table every folder of server/src/modules.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

// Built from parts, so that this file does not name them itself.
const OUTSIDE = [['SP', 'EC'], ['DES', 'IGN'], ['STY', 'LE']].map(([a, b]) => `${a}${b}.${'md'}`).concat(`${'..'}/shared`);

/** The files git tracks (that are still on disk), relative to the root. */
function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
  return out.split('\0').filter((f) => f !== '' && fs.statSync(path.join(root, f), { throwIfNoEntry: false })?.isFile());
}

/** `file:line: name` for every line of `text` that names one of `names`. */
function mentions(file: string, text: string, names: readonly string[]): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const name of names) if (line.includes(name)) found.push(`${file}:${i + 1}: ${name}`);
  });
  return found;
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** README.md, ARCHITECTURE.md and every markdown file of docs/. */
function markdownFiles(): string[] {
  const docs = fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  return ['README.md', 'ARCHITECTURE.md', ...docs];
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, 'code');
}

/** The targets of the inline links and link definitions of a markdown text. */
function linkTargets(text: string): string[] {
  const body = prose(text);
  const inline = [...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const defined = [...body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  return [...inline, ...defined];
}

/** GitHub's anchor of a heading: lowercase, punctuation dropped (but - and _), spaces as dashes. */
function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a markdown file's headings (a repeated heading gets -1, -2, ... as on GitHub). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** What is wrong with `target` as a link of `file`, or null when it leads somewhere that exists. */
function brokenLink(file: string, target: string): string | null {
  // Web addresses, mail, site paths (/api/v1/...) and anchors of the same page are not files of the repository.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) return null;
  const [pathPart, anchor] = target.split('#', 2);
  const resolved = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart.split('?')[0])));
  if (resolved.startsWith('..')) return `${file}: ${target} leads out of the repository`;
  const stat = fs.statSync(path.join(root, resolved), { throwIfNoEntry: false });
  if (!stat) return `${file}: ${target} (${resolved}) does not exist`;
  if (anchor && stat.isFile() && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor.toLowerCase())) {
    return `${file}: ${target} (${resolved}) has no heading #${anchor}`;
  }
  return null;
}

/** The folders listed under the tree line `header` (a line ending in it): the deeper-indented `name/` lines after it. */
function listedUnder(tree: string[], header: RegExp): string[] {
  const start = tree.findIndex((line) => header.test(line));
  if (start < 0) return [];
  const depth = (line: string) => line.length - line.trimStart().length;
  const names: string[] = [];
  for (const line of tree.slice(start + 1)) {
    if (depth(line) <= depth(tree[start])) break;
    const m = /^\s+([\w.-]+)\/(\s|$)/.exec(line);
    if (m) names.push(m[1]);
  }
  return names.sort();
}

/** The folders directly under `dir` that hold tracked files (what runs leave behind, such as tests/artifacts/, is not the tree). */
const folders = (dir: string) => [...new Set(trackedFiles()
  .filter((file) => file.startsWith(`${dir}/`))
  .map((file) => file.slice(dir.length + 1).split('/'))
  .filter((parts) => parts.length > 1)
  .map((parts) => parts[0]))].sort();

describe('the repository stands alone', () => {
  test('no tracked file names a document kept outside the repository', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => mentions(file, read(file), OUTSIDE));
    expect(found).toEqual([]);
  });

  test('every relative link of README.md, ARCHITECTURE.md and docs/*.md leads to a file (and heading) that exists', () => {
    const files = markdownFiles();
    expect(files).toEqual(expect.arrayContaining(['docs/product.md', 'docs/decisions.md', 'docs/legacy-api.md']));
    const broken = files.flatMap((file) => linkTargets(read(file)).map((target) => brokenLink(file, target))).filter((p) => p !== null);
    expect(broken).toEqual([]);
  });

  test("README's tree lists every server module and every test folder, and nothing else", () => {
    const tree = /^```\n(core\/[\s\S]*?)^```/m.exec(read('README.md'))?.[1].split('\n') ?? [];
    expect(listedUnder(tree, /^\s+modules\/\s/)).toEqual(folders('server/src/modules'));
    expect(listedUnder(tree, /^tests\/\s/)).toEqual(folders('tests'));
  });

  test('ARCHITECTURE.md names every server module', () => {
    const text = read('ARCHITECTURE.md');
    const missing = folders('server/src/modules').filter((m) => !text.includes(`\`modules/${m}/\``));
    expect(missing).toEqual([]);
  });
});

describe('the checks catch what they are for', () => {
  test('a reference to an outside document is found, with its line', () => {
    expect(mentions('x.ts', `ok\n// see ${OUTSIDE[0]} §2`, OUTSIDE)).toEqual([`x.ts:2: ${OUTSIDE[0]}`]);
    expect(mentions('x.ts', `import a from '${OUTSIDE[3]}/a'`, OUTSIDE)).toEqual([`x.ts:1: ${OUTSIDE[3]}`]);
  });

  test('links: a missing file or heading is broken; web addresses, site paths and code are not links to check', () => {
    expect(brokenLink('docs/product.md', 'decisions.md')).toBeNull();
    expect(brokenLink('docs/product.md', '../ARCHITECTURE.md')).toBeNull();
    expect(brokenLink('docs/product.md', 'nowhere.md')).toMatch(/does not exist/);
    expect(brokenLink('docs/product.md', 'decisions.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink('README.md', '../outside.md')).toMatch(/out of the repository/);
    expect(brokenLink('README.md', 'https://example.com/x')).toBeNull();
    expect(brokenLink('README.md', '/api/v1/openapi.json')).toBeNull();
    expect(linkTargets('[a](b.md) `[c](d.md)`\n```\n[e](f.md)\n```\n[g]: h.md')).toEqual(['b.md', 'h.md']);
  });

  test('anchors follow GitHub: section signs and dots dropped, repeats numbered', () => {
    expect([...anchors('## §4 Errors\n### §2.1 Routes\n## Routes\n## Routes')]).toEqual(['4-errors', '21-routes', 'routes', 'routes-1']);
  });

  test('the tree reader takes the deeper-indented folders under a header line only', () => {
    const tree = ['tests/     suites:', '             api/   x', '             e2e/   y', 'bench/     z'];
    expect(listedUnder(tree, /^tests\/\s/)).toEqual(['api', 'e2e']);
  });
});
