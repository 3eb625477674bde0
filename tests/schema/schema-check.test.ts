/**
 * The schema checks CI runs (tools/schema-check.cjs): the committed schema lints clean and has no breaking
 * change against schema/released.graphql; and the checks themselves catch what they are for.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { lintSchema, breakingChanges, declaredChanges } = require('../../tools/schema-check.cjs') as {
  lintSchema: (sdl: string) => Promise<string[]>;
  breakingChanges: (released: string, current: string, declared?: string[]) => Promise<string[]>;
  declaredChanges: () => string[];
};

const root = path.resolve(__dirname, '..', '..');
const current = fs.readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8');
const released = fs.readFileSync(path.join(root, 'schema/released.graphql'), 'utf8');

/** The schema text with `field` (inside `type Name {`) replaced by `replacement`, or removed with its description. */
function editField(sdl: string, typeName: string, field: string, replacement: string): string {
  const start = sdl.search(new RegExp(`type ${typeName}( implements [\\w& ]+)? \\{`));
  const end = sdl.indexOf('\n}', start);
  const body = sdl.slice(start, end);
  const re = new RegExp(`(\\n\\s*"""[^"]*""")?\\n  ${field}(\\(|:)[^\\n]*`);
  expect(body).toMatch(re);
  const edited = body.replace(re, (_m, description: string | undefined) => (replacement ? `${description ?? ''}\n  ${replacement}` : ''));
  return sdl.slice(0, start) + edited + sdl.slice(end);
}

describe('the committed schema', () => {
  test('has 0 problems under the committed graphql-schema-linter rules', async () => {
    expect(await lintSchema(current)).toEqual([]);
  });

  test('has no undeclared breaking change against the last released schema', async () => {
    expect(await breakingChanges(released, current, declaredChanges())).toEqual([]);
  });

  test('declares only breaking changes that happened (schema/declared-breaking.json)', async () => {
    const all = await breakingChanges(released, current);
    for (const declared of declaredChanges()) expect(all).toContain(declared);
  });
});

describe('the checks catch what they are for', () => {
  test('removing a field that was not deprecated first is a breaking change', async () => {
    const removed = editField(current, 'KnitItem', 'producer', '');
    const breaking = await breakingChanges(released, removed);
    expect(breaking.join('\n')).toMatch(/'producer' was removed from object type 'KnitItem'/);
  });

  test('changing an argument type is a breaking change', async () => {
    const changed = current.replace(/knitItem\(\s*"""[^"]*"""\s*id: ID!/, (m) => m.replace('id: ID!', 'id: String!'));
    expect(changed).not.toBe(current);
    expect((await breakingChanges(released, changed, declaredChanges())).join('\n')).toMatch(/knitItem/);
  });

  test('a declared breaking change passes, and only the one declared', async () => {
    const removed = editField(current, 'KnitItem', 'producer', '');
    const [message] = await breakingChanges(current, removed);
    expect(message).toMatch(/'producer' was removed from object type 'KnitItem'/);
    expect(await breakingChanges(current, removed, [message])).toEqual([]);
    const alsoNotes = editField(removed, 'KnitItem', 'notes', '');
    expect(await breakingChanges(current, alsoNotes, [message])).toEqual([expect.stringMatching(/'notes' was removed/)]);
  });

  test('a deprecation is not breaking, and removing a field deprecated in the released schema is allowed', async () => {
    const deprecated = editField(current, 'KnitItem', 'producer', 'producer: String! @deprecated(reason: "Use author.")');
    expect(await breakingChanges(released, deprecated, declaredChanges())).toEqual([]);
    const removedLater = editField(deprecated, 'KnitItem', 'producer', '');
    expect(await breakingChanges(deprecated, removedLater)).toEqual([]);
  });

  test('a field without a description is a lint problem', async () => {
    const undocumented = editField(current, 'KnitItem', 'producer', 'producer: String!\n  undocumented: String');
    expect((await lintSchema(undocumented)).join('\n')).toMatch(/KnitItem\.undocumented.*fields-have-descriptions/);
  });

  test('the CLI fails on a breaking change and passes on the committed files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-check-'));
    try {
      const broken = path.join(dir, 'schema.graphql');
      fs.writeFileSync(broken, editField(current, 'KnitItem', 'producer', ''));
      const script = path.join(root, 'tools/schema-check.cjs');
      expect(() => execFileSync(process.execPath, [script, broken], { stdio: 'pipe' })).toThrow(/'producer' was removed from object type 'KnitItem'/);
      expect(execFileSync(process.execPath, [script], { stdio: 'pipe' }).toString()).toMatch(/0 lint problems/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
