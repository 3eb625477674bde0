/** Bad import files are refused whole, with a clear code and message, and nothing is written. */
import type { ChildProcess } from 'node:child_process';
import { zipSync, type Zippable } from 'fflate';
import { makeImage, newUser, useTestDb, type TestUser } from '../helpers/api';
import { importFile } from '../helpers/export';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }> };

const db = useTestDb();
const doc = (items: unknown[] = []) => new TextEncoder().encode(JSON.stringify({ format: 'purlwise-export', version: 1, items, calculators: [] }));
const withPicture = (file: string) => [{ type: 'yarn', name: 'Good yarn' }, { type: 'model', name: 'Hat', pictures: [{ file }] }];

async function written(user: TestUser): Promise<number> {
  const r = await db.client.query<{ n: string }>(`select (select count(*) from knit_item where owner_id = $1) + (select count(*) from image where owner_id = $1)
    + (select count(*) from calculator where owner_id = $1) as n`, [user.id]);
  return Number(r.rows[0].n);
}

async function refused(files: Zippable | Buffer, code: string, message: RegExp, name = 'export.zip'): Promise<void> {
  const user = await newUser('imr');
  const bytes = Buffer.isBuffer(files) ? files : Buffer.from(zipSync(files));
  const r = await importFile(user, bytes, name);
  expect([r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message]).toEqual([code, expect.stringMatching(message)]);
  expect(await written(user)).toBe(0);
}

describe('import refuses, writing nothing', () => {
  test('a file that is not ours', async () => {
    await refused(Buffer.from('just some text'), 'IMPORT_NOT_OURS', /neither a zip nor a JSON document/, 'notes.txt');
    await refused({ 'readme.txt': new TextEncoder().encode('hello') }, 'IMPORT_NOT_OURS', /has no purlwise-export\.json/);
    await refused({ 'purlwise-export.json': new TextEncoder().encode('{"format":"other","items":[]}') }, 'IMPORT_NOT_OURS', /"format": "purlwise-export"/);
    await refused({ 'purlwise-export.json': new TextEncoder().encode('{"format":"purlwise-export","version":99}') }, 'IMPORT_NOT_OURS', /newer Purlwise/);
    await refused({ 'purlwise-export.json': new TextEncoder().encode('{not json') }, 'IMPORT_NOT_OURS', /not valid JSON/);
    await refused(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]), 'IMPORT_NOT_OURS', /not a readable zip/);
    await refused({ 'purlwise-export.json': doc(withPicture('images/missing.png')) }, 'IMPORT_NOT_OURS', /images\/missing\.png, which is not in the archive/);
  });

  test('paths that escape the archive', async () => {
    const png = await makeImage('png');
    await refused({ 'purlwise-export.json': doc(), '../evil.png': png }, 'IMPORT_UNSAFE_PATH', /\.\.\/evil\.png/);
    await refused({ 'purlwise-export.json': doc(), 'images/../../etc/cron.d/x': png }, 'IMPORT_UNSAFE_PATH', /path that is not allowed/);
    await refused({ 'purlwise-export.json': doc(), '/etc/passwd': png }, 'IMPORT_UNSAFE_PATH', /path that is not allowed/);
  });

  test('pictures that are not images, whatever their name', async () => {
    await refused({ 'purlwise-export.json': doc(withPicture('images/1.png')), 'images/1.png': new TextEncoder().encode('<svg>not a png</svg>') },
      'IMPORT_BAD_IMAGE', /images\/1\.png is not a PNG, JPEG, WebP or GIF image/);
    // Not referenced by any item: still refused.
    await refused({ 'purlwise-export.json': doc([{ type: 'yarn', name: 'Plain' }]), 'images/9.png': new Uint8Array(64) }, 'IMPORT_BAD_IMAGE', /images\/9\.png/);
  });

  test('zip bombs: entries whose declared size is too large are refused before inflating', async () => {
    const zeros = new Uint8Array(11 * 1024 * 1024);
    await refused({ 'purlwise-export.json': doc(), 'images/1.png': [zeros, { level: 9 }] }, 'IMPORT_TOO_LARGE', /images\/1\.png is larger than 10 MB/);
    const text = new Uint8Array(33 * 1024 * 1024).fill(32);
    await refused({ 'purlwise-export.json': [text, { level: 9 }] }, 'IMPORT_TOO_LARGE', /purlwise-export\.json is larger than 32 MB/);
  });

  test('a file over IMPORT_MAX_BYTES', async () => {
    const small = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, { IMPORT_MAX_BYTES: '100000' });
    try {
      const user = await newUser('big');
      const big = zipSync({ 'purlwise-export.json': doc(), 'images/1.png': [await makeImage('png', 600, 600), { level: 0 }], 'images/2.bin': [new Uint8Array(200_000).map((_, i) => (i * 7919) % 251), { level: 0 }] });
      const r = await importFile(user, Buffer.from(big), 'export.zip', small.url);
      expect(r.errors?.[0]?.extensions?.code).toBe('IMPORT_TOO_LARGE');
      expect(r.errors?.[0]?.message).toBe('The file is too large to import: at most 0.1 MB');
      expect(await written(user)).toBe(0);
    } finally {
      small.child.kill('SIGTERM');
      await new Promise((r) => (small.child.exitCode !== null ? r(null) : small.child.once('exit', r)));
    }
  });
});
