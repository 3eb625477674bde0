/** `npm run seed` against the test server's database: idempotent, and the demo knitter sees a living library. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { get, gql } from '../helpers/api';

const run = promisify(execFile);
const SEED = path.resolve(__dirname, '../../server/dist/db/seed.js');

async function seed(): Promise<string> {
  const { stdout } = await run(process.execPath, [SEED], {
    env: { ...process.env, DATABASE_URL: process.env.PURLWISE_TEST_DATABASE_URL, NODE_ENV: 'test' }, timeout: 240_000,
  });
  return stdout;
}

interface DemoItem { name: string; type: string; pictures: Array<{ url: string; thumbnailUrl: string }>; colours: Array<{ pictureUrl: string | null }> }

const MY_ITEMS = `{ myKnitItems(first: 100) { totalCount nodes { name type pictures { url thumbnailUrl } colours { pictureUrl } } }
  myCalculators { totalCount } me { name city } }`;

async function decode(url: string): Promise<{ format?: string; width?: number }> {
  const res = await get(url);
  expect(res.status).toBe(200);
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe('npm run seed', () => {
  let first = '';
  let second = '';
  beforeAll(async () => {
    first = await seed();
    second = await seed();
  }, 480_000);

  it('prints the demo logins, and a second run adds nothing', () => {
    expect(first).toMatch(/added 3 knitters, 11 items, 13 pictures, 10 colours, 4 calculators/);
    expect(first).toContain('mira, tom_purls, ines.loops (password: purlwise-demo)');
    expect(second).toMatch(/added 0 knitters, 0 items, 0 pictures, 0 colours, 0 calculators/);
  });

  it('lets the demo knitter log in and see items with pictures that decode', async () => {
    const login = await gql<{ login: { accessToken: string } }>(`mutation($i: LoginInput!) { login(input: $i) { accessToken } }`,
      { i: { username: 'mira', password: 'purlwise-demo' } });
    expect(login.errors).toBeUndefined();
    const r = await gql<{ myKnitItems: { totalCount: number; nodes: DemoItem[] }; myCalculators: { totalCount: number }; me: { name: string; city: string } }>(
      MY_ITEMS, {}, { token: login.data.login.accessToken });
    expect(r.errors).toBeUndefined();
    expect(r.data.me).toEqual({ name: 'Mira Okafor', city: 'Lyon' });
    expect(r.data.myCalculators.totalCount).toBe(1);
    const items = r.data.myKnitItems.nodes;
    expect(r.data.myKnitItems.totalCount).toBe(4);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['YARN', 'PATTERN', 'MODEL']));
    for (const item of items) expect(item.pictures.length).toBeGreaterThan(0);
    const picture = await decode(items[0].pictures[0].url);
    expect(picture).toMatchObject({ format: 'jpeg', width: 640 });
    expect((await decode(items[0].pictures[0].thumbnailUrl)).format).toBe('webp');
    const swatch = items.flatMap((i) => i.colours).find((c) => c.pictureUrl);
    expect((await decode(swatch!.pictureUrl!)).format).toBe('jpeg');
  });

  it('keeps a private demo model private', async () => {
    const r = await gql<{ publicKnitItems: { nodes: Array<{ name: string }> } }>(`{ publicKnitItems(first: 100, search: "Harbour cardigan") { nodes { name } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.publicKnitItems.nodes).toEqual([]);
  });
});
