/**
 * The HTML of the feed (/ and /feed) names the feed's first picture in a `Link: rel=preload` header, so a phone
 * downloads the landing page's largest paint alongside the scripts (issue #11, LCP). On a database and a server of
 * their own, so the feed's first card is known; that server keeps the hint 600 s, so every change seen below comes
 * from a write starting a new cache generation, not from expiry.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { gql, gqlUpload, makeImage } from '../helpers/api';
import type { KnitItem, Picture } from '../helpers/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }> };

const CREATE = `mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }`;
const UPDATE = `mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id visibility } } }`;
const ADD_PICTURE = `mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { thumbnailUrl } } }`;
// The web client's first feed request: its default sort is by name (core's sortToApi('none')).
const FIRST_CARD = `{ publicKnitItems(first: 1, sort: NAME_ASC) { nodes { name firstPicture { thumbnailUrl } } } }`;
type FirstCard = { publicKnitItems: { nodes: Array<Pick<KnitItem, 'name'> & { firstPicture: Pick<Picture, 'thumbnailUrl'> | null }> } };

const adminUrl = () => { const u = new URL(process.env.PURLWISE_TEST_DATABASE_URL!); u.pathname = '/postgres'; return u.toString(); };
let dbName = '';
let server: { child: ChildProcess; url: string };
let token = '';

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl() });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}

beforeAll(async () => {
  dbName = `purlwise_preload_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`create database "${dbName}"`);
  const u = new URL(adminUrl());
  u.pathname = `/${dbName}`;
  server = await startServer(u.toString(), { FEED_CACHE_SECONDS: '600' });
  const name = `pre${crypto.randomBytes(4).toString('hex')}`;
  const r = await gql<{ register: { accessToken: string } }>(`mutation($i: RegisterInput!) { register(input: $i) { accessToken } }`,
    { i: { username: name, email: `${name}@example.com`, password: 'correct horse battery' } }, { base: server.url });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  token = r.data.register.accessToken;
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await new Promise((r) => (server.child.exitCode !== null ? r(null) : server.child.once('exit', r)));
  await admin(`drop database if exists "${dbName}" with (force)`);
});

/** The Link header of a page of the web client (null when there is none). */
async function linkOf(path: string): Promise<string | null> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.headers.get('link');
}

async function mutate<T = unknown>(query: string, i: Record<string, unknown>): Promise<T> {
  const r = await gql<T>(query, { i }, { token, base: server.url });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

async function newYarn(name: string, picture: boolean): Promise<{ id: string; thumb: string | null }> {
  const { createKnitItem } = await mutate<{ createKnitItem: { item: Pick<KnitItem, 'id'> } }>(CREATE, { type: 'YARN', name, visibility: 'PUBLIC' });
  const id = createKnitItem.item.id;
  if (!picture) return { id, thumb: null };
  const r = await gqlUpload<{ addPicture: { picture: Pick<Picture, 'thumbnailUrl'> } }>(ADD_PICTURE, { i: { itemId: id, file: null } }, 'variables.i.file', { bytes: await makeImage('jpeg', 640, 480), name: 'p.jpg' }, { token, base: server.url });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { id, thumb: r.data.addPicture.picture.thumbnailUrl };
}

const preload = (url: string) => `<${url}>; rel=preload; as=image; fetchpriority=high`;

describe('the feed preloads its first picture', () => {
  it('names nothing while the feed is empty', async () => {
    expect(await linkOf('/')).toBeNull();
    expect(await linkOf('/feed')).toBeNull();
  });

  it('names the thumbnail of the first card a visitor sees, on / and /feed only, and the image is there to fetch', async () => {
    const bravo = await newYarn('Bravo', true);
    const first = (await gql<FirstCard>(FIRST_CARD, {}, { base: server.url })).data.publicKnitItems.nodes[0];
    expect(first).toEqual({ name: 'Bravo', firstPicture: { thumbnailUrl: bravo.thumb } });
    expect(await linkOf('/')).toBe(preload(bravo.thumb!));
    expect(await linkOf('/feed')).toBe(preload(bravo.thumb!));
    for (const other of ['/settings', '/explore', '/yarn/1']) expect(await linkOf(other)).toBeNull();

    const image = await fetch(`${server.url}${bravo.thumb}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('follows writes: a first card without a picture names nothing, and a private item is never named', async () => {
    const alpha = await newYarn('Alpha', false);
    expect(await linkOf('/feed')).toBeNull(); // Alpha sorts first and has no picture

    await mutate(UPDATE, { id: alpha.id, visibility: 'PRIVATE' });
    const bravoThumb = (await gql<FirstCard>(FIRST_CARD, {}, { base: server.url })).data.publicKnitItems.nodes[0].firstPicture!.thumbnailUrl;
    expect(await linkOf('/feed')).toBe(preload(bravoThumb));

    const aaron = await newYarn('Aaron', true);
    expect(await linkOf('/feed')).toBe(preload(aaron.thumb!));
    await mutate(UPDATE, { id: aaron.id, visibility: 'PRIVATE' });
    const link = await linkOf('/feed');
    expect(link).toBe(preload(bravoThumb));
    expect(link).not.toContain(aaron.thumb!.split('?')[0]);
  });
});
