/**
 * The public changelog is held to the schema by tools/schema-check.cjs: a change with no entry in docs/changelog.md,
 * a declared breaking change whose release the changelog does not name, and a deprecation without a removal date are
 * refused, as `npm run schema:check` refuses them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Release { release: string; reason: string; changes: string[] }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const check = require('../../tools/schema-check.cjs') as {
  breakingChanges: (released: string, current: string, declared?: string[]) => Promise<string[]>;
  declaredReleases: () => Release[];
  unmentionedChanges: (released: string, current: string, changelog: string, declared?: string[]) => Promise<string[]>;
  unnamedReleases: (releases: Release[], changelog: string) => string[];
  undatedDeprecations: (sdl: string) => string[];
  problemsOf: (files: { current: string; released: string; releases: Release[]; changelog: string }) => Promise<string[]>;
};

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const current = read('schema/schema.graphql');
const released = read('schema/released.graphql');
const changelog = read('docs/changelog.md');
const releases = check.declaredReleases();

/** The schema with `KnitItem.producer` changed to another type: a breaking change. */
const producerAsInt = current.replace(/(type KnitItem implements[^{]*\{[\s\S]*?\n {2})producer: String!/, '$1producer: Int!');
/** A release declaring it, as a developer would add to schema/declared-breaking.json. */
const newRelease: Release = { release: '2026-12 (producer as a number)', reason: 'test', changes: ["Field 'KnitItem.producer' changed type from 'String!' to 'Int!'"] };
const ENTRY = '\n## 2026-12-01\n\n- `KnitItem.producer` is a number (declared breaking change "producer as a number").\n';

describe('the committed files', () => {
  test('pass: every change is in the changelog, every release named, every deprecation dated', async () => {
    expect(await check.problemsOf({ current, released, releases, changelog })).toEqual([]);
  });
});

describe('a breaking change without a changelog entry is refused', () => {
  test('declared in schema/declared-breaking.json but not named in docs/changelog.md', async () => {
    expect(producerAsInt).not.toBe(current);
    const declared = [...releases, newRelease];
    expect(await check.breakingChanges(released, producerAsInt, declared.flatMap((r) => r.changes))).toEqual([]);
    const problems = await check.problemsOf({ current: producerAsInt, released, releases: declared, changelog });
    expect(problems).toEqual([expect.stringMatching(/^changelog: the release "2026-12 \(producer as a number\)" .* not named/)]);
    // With its entry, it passes.
    expect(await check.problemsOf({ current: producerAsInt, released, releases: declared, changelog: changelog + ENTRY })).toEqual([]);
  });

  test('not declared either: refused as breaking and as missing from the changelog', async () => {
    const problems = await check.problemsOf({ current: producerAsInt, released, releases, changelog });
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^breaking: Field 'KnitItem\.producer' changed type/),
      expect.stringMatching(/^changelog: not in docs\/changelog\.md: Field 'KnitItem\.producer' changed type/),
    ]));
  });

  test('npm run schema:check exits 1 on it and says why', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-check-'));
    const file = path.join(dir, 'schema.graphql');
    fs.writeFileSync(file, producerAsInt);
    try {
      execFileSync(process.execPath, [path.join(root, 'tools/schema-check.cjs'), file], { stdio: 'pipe' });
      throw new Error('the check passed');
    } catch (err) {
      const e = err as { status?: number; stderr?: Buffer };
      expect(e.status).toBe(1);
      expect(String(e.stderr)).toMatch(/changelog: not in docs\/changelog\.md: Field 'KnitItem\.producer' changed type/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('other changes need an entry too', () => {
  const added = current.replace(/(type KnitItem implements[^{]*\{)/, '$1\n  """A new field."""\n  gaugeNotes: String');

  test('an added field with no entry is refused; naming it in backticks is enough', async () => {
    expect(await check.unmentionedChanges(released, added, changelog)).toEqual(["Field 'gaugeNotes' was added to object type 'KnitItem'"]);
    expect(await check.unmentionedChanges(released, added, `${changelog}\n- \`KnitItem.gaugeNotes\`: notes about the gauge.\n`)).toEqual([]);
  });

  test('a deprecation without a removal date is refused', () => {
    const undated = current.replace(/(type KnitItem implements[^{]*\{[\s\S]*?\n {2}producer: String!)/, '$1 @deprecated(reason: "Use author.")');
    expect(check.undatedDeprecations(undated)).toEqual(['KnitItem.producer']);
    expect(check.undatedDeprecations(undated.replace('Use author.', 'Use author. Removed after 2027-05-25.'))).toEqual([]);
    expect(check.undatedDeprecations(current)).toEqual([]);
  });
});
