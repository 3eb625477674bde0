/**
 * The server's layers (issue #23 point 4): no arrow runs back up. From the bottom: core (@purlwise/core) and
 * server/src/config.ts (the environment), then server/src/common (shared rules, errors, the SQL helpers of common/sql), then server/src/modules (features), then
 * the doors (server/src/rest, app.ts) and boot (server/src/db: entities, migrations, seeds, the ORM; main.ts and the
 * command-line tools). A file may import from its own layer or below, never from above.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../server/src');
const RANK: Record<string, number> = { config: -1, common: 0, modules: 1, rest: 2, top: 3 };

function layerOf(file: string): string {
  const [first] = path.relative(SRC, file).split(path.sep);
  if (first === 'config' || first === 'config.ts') return 'config';
  if (first === 'common' || first === 'modules' || first === 'rest') return first;
  return 'top';
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

test('no file imports from a layer above its own', () => {
  const upward: string[] = [];
  for (const file of sources(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), spec);
      if (RANK[layerOf(target)] > RANK[layerOf(file)]) upward.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    }
  }
  expect(upward).toEqual([]);
});

test('the check sees an upward import when there is one', () => {
  expect(RANK[layerOf(path.join(SRC, 'db/orm.ts'))]).toBeGreaterThan(RANK[layerOf(path.join(SRC, 'modules/knit/knit.page.ts'))]);
  expect(RANK[layerOf(path.join(SRC, 'rest/http.ts'))]).toBeGreaterThan(RANK[layerOf(path.join(SRC, 'common/sql/public-read.ts'))]);
});
