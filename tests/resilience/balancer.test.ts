/**
 * The production topology of docker-compose.yml without Docker: two server processes on one PostgreSQL, images in
 * an S3-compatible store (s3rver), Debian's nginx in front with deploy/nginx/purlwise.conf.template. One process
 * is SIGKILLed under load: only the requests it was answering at that moment may fail, and every acknowledged
 * write is in the database.
 */
import { Client, makeImage, register, sleep, startPg, startServer, withDb, type Pg, type ServerProc } from './lib';
import { startBalancer, type Balancer } from './nginx';
import type { KnitItem, Picture } from '../helpers/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startS3 } = require('../helpers/s3') as { startS3: (bucket: string) => Promise<{ env: Record<string, string>; close(): Promise<void> }> };

let pg: Pg;
let db: string;
let s3: { env: Record<string, string>; close(): Promise<void> };
let a: ServerProc;
let b: ServerProc;
let lb: Balancer;

const CREATE = `mutation Create($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
type Created = { createKnitItem: { item: { id: number } } };
const ADD_PICTURE = `mutation Add($i: AddPictureInput!) { addPicture(input: $i) { picture { url } } }`;
const FEED = `query Feed { publicKnitItems(first: 20) { nodes { id: databaseId name } } }`;
type Feed = { publicKnitItems: { nodes: Array<{ id: number } & Pick<KnitItem, 'name'>> } };

beforeAll(async () => {
  pg = await startPg();
  db = await pg.createDatabase('purlwise_lb');
  s3 = await startS3('purlwise-lb');
  const env = { ...s3.env, LOG_LEVEL: 'error' };
  [a, b] = await Promise.all([startServer(db, env), startServer(db, env)]);
  lb = await startBalancer([a.url, b.url]);
}, 120_000);

afterAll(async () => {
  await lb?.stop();
  await a?.stop();
  await b?.stop();
  await s3?.close();
  await pg?.destroy();
});

async function pictureOf(c: Client, visibility: 'PUBLIC' | 'PRIVATE'): Promise<string> {
  const item = await c.gql<Created>(CREATE, { i: { type: 'YARN', name: `lb ${visibility}`, visibility } });
  const r = await c.gqlUpload<{ addPicture: { picture: Pick<Picture, 'url'> } }>(ADD_PICTURE, { i: { itemId: item.data.createKnitItem.item.id, file: null } }, { 'variables.i.file': { bytes: await makeImage('png') } });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.addPicture.picture.url;
}

test('nginx caches public images (here the redirects to the bucket) and never private ones', async () => {
  const u = await register(lb.url, 'lbc');
  const open = await pictureOf(u.client, 'PUBLIC');
  const hidden = await pictureOf(u.client, 'PRIVATE');
  const status = async (url: string) => {
    const r = await fetch(`${lb.url}${url}`, { redirect: 'manual' });
    return [r.status, r.headers.get('x-cache-status')];
  };
  expect(await status(open)).toEqual([302, 'MISS']);
  expect(await status(open)).toEqual([302, 'HIT']);
  expect((await fetch(`${lb.url}${open}`)).status).toBe(200);
  expect(await status(hidden)).toEqual([302, 'MISS']);
  expect(await status(hidden)).toEqual([302, 'MISS']);
});

interface Done { start: number; end: number; ok: boolean; what: string; detail?: string }

/** One simulated knitter until `until()`: writes (acknowledged ids kept), feed reads, image reads. */
async function knitter(c: Client, image: string, until: () => boolean, log: Done[], acknowledged: number[]): Promise<void> {
  for (let i = 0; !until(); i += 1) {
    const start = Date.now();
    const what = ['write', 'feed', 'image'][i % 3];
    let ok = false;
    let detail = '';
    try {
      if (what === 'write') {
        const r = await c.gql<Created>(CREATE, { i: { type: 'PATTERN', name: `load ${i}`, visibility: 'PUBLIC' } });
        ok = r.status === 200 && !r.errors;
        if (ok) acknowledged.push(r.data.createKnitItem.item.id);
        detail = `${r.status} ${r.code ?? ''}`;
      } else if (what === 'feed') {
        const r = await c.gql<Feed>(FEED);
        ok = r.status === 200 && !r.errors && Array.isArray(r.data.publicKnitItems.nodes);
        detail = `${r.status} ${r.code ?? ''}`;
      } else {
        const r = await c.raw('GET', image, { auth: false });
        ok = r.status === 200 && (r.bytes?.length ?? 0) > 0;
        detail = String(r.status);
      }
    } catch (err) {
      detail = String(err);
    }
    log.push({ start, end: Date.now(), ok, what, detail });
  }
}

test('one of the two processes killed under load: only its in-flight requests may fail, no acknowledged write is lost', async () => {
  const users = await Promise.all(Array.from({ length: 8 }, (_, i) => register(lb.url, `lb${i}`)));
  const image = await pictureOf(users[0].client, 'PUBLIC');
  const log: Done[] = [];
  const acknowledged: number[] = [];
  let stopAt = Infinity;
  const running = users.map((u) => knitter(u.client, image, () => Date.now() >= stopAt, log, acknowledged));
  await sleep(3000);
  const killedAt = Date.now();
  await a.kill9();
  const killDone = Date.now();
  await sleep(4000);
  stopAt = Date.now();
  await Promise.all(running);
  const failed = log.filter((d) => !d.ok);
  // In flight: started before the kill and not finished when it was complete.
  const inFlight = (d: Done) => d.start <= killDone && d.end >= killedAt;
  expect(failed.filter((d) => !inFlight(d))).toEqual([]);
  expect(failed.length).toBeLessThanOrEqual(users.length);
  // The survivor answered everything after the kill, of every kind.
  const after = log.filter((d) => d.start > killDone);
  expect(new Set(after.map((d) => d.what))).toEqual(new Set(['write', 'feed', 'image']));
  expect(after.every((d) => d.ok)).toBe(true);
  const stored = await withDb(db, async (c) => (await c.query<{ n: number }>('select count(*)::int as n from knit_item where id = any($1)', [acknowledged])).rows[0].n);
  expect(stored).toBe(acknowledged.length);
  expect(b.unexpected()).toEqual([]);
  console.log(`balancer: ${log.length} requests, ${after.length} after the kill, ${failed.length} failed (in flight), ${acknowledged.length} writes acknowledged and stored`);
});
