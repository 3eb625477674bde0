/** `npm run seed` against the test server's database: idempotent, and the demo knitter sees a living library. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { get, gql } from '../helpers/api';
import type { KnitItem, PatternSize, StashMatch, StashTotals } from '../helpers/types';

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

  it('shows a stash with dye lots, needles, and a pattern with sizes whose "enough" answer marks mixed lots (issue #24)', async () => {
    const login = await gql<{ login: { accessToken: string } }>(`mutation($i: LoginInput!) { login(input: $i) { accessToken } }`,
      { i: { username: 'mira', password: 'purlwise-demo' } });
    const token = login.data.login.accessToken;
    type Stash = {
      myStashTotals: Pick<StashTotals, 'yarns' | 'skeins'>; needles: { totalCount: number };
      myKnitItems: { nodes: Array<Pick<KnitItem, 'name'> & { sizes: Array<Pick<PatternSize, 'id' | 'name'>> }> };
    };
    const r = await gql<Stash>(`{ myStashTotals { yarns skeins } needles { totalCount } myKnitItems(first: 100, type: PATTERN) { nodes { name sizes { id name } } } }`, {}, { token });
    expect(r.errors).toBeUndefined();
    // 16.5 skeins bought; the finished demo project (seed-projects.ts) took 1 skein of Merino Sock Twist.
    expect(r.data.myStashTotals).toEqual({ yarns: 2, skeins: 15.5 });
    expect(r.data.needles.totalCount).toBe(5);
    const sizes = r.data.myKnitItems.nodes.find((n) => n.name === 'Snowdrift Yoke')!.sizes;
    expect(sizes.map((s) => s.name)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    const m = await gql<{ enoughYarn: { matches: Array<Pick<StashMatch, 'colourName' | 'mixesDyeLots'>> } }>(`query($s: ID!) { enoughYarn(sizeId: $s) { matches { colourName mixesDyeLots } } }`, { s: sizes[2].id }, { token });
    expect(m.data.enoughYarn.matches).toEqual([{ colourName: 'Loch HH-305', mixesDyeLots: false }, { colourName: 'Bramble HH-112', mixesDyeLots: true }]);
  });

  it('shows projects in each status with row counters (issue #24)', async () => {
    const login = await gql<{ login: { accessToken: string } }>(`mutation($i: LoginInput!) { login(input: $i) { accessToken } }`,
      { i: { username: 'mira', password: 'purlwise-demo' } });
    const r = await gql<{ myProjects: { nodes: Array<{ status: string; rowCounters: unknown[] }> } }>(
      `{ myProjects(first: 100) { nodes { status rowCounters { row } } } }`, {}, { token: login.data.login.accessToken });
    expect(r.errors).toBeUndefined();
    expect(new Set(r.data.myProjects.nodes.map((p) => p.status))).toEqual(new Set(['QUEUED', 'IN_PROGRESS', 'HIBERNATING', 'FINISHED', 'FROGGED']));
    for (const p of r.data.myProjects.nodes) expect(p.rowCounters.length).toBeGreaterThan(0);
    expect(second).not.toMatch(/error/i);
  });

  it('keeps a private demo model private', async () => {
    const r = await gql<{ publicKnitItems: { nodes: Array<{ name: string }> } }>(`{ publicKnitItems(first: 100, search: "Harbour cardigan") { nodes { name } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.publicKnitItems.nodes).toEqual([]);
  });
});
