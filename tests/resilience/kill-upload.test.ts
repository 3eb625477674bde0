/**
 * The server killed (SIGKILL) in the middle of uploads: large multipart bodies still streaming, small ones
 * being processed and committed, pictures being replaced, colour and profile pictures being set. After a
 * restart: no half-stored picture, no orphaned or dangling image, every acknowledged upload present, and the
 * item's picture list the same everywhere.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Colour, Picture, RestBody } from '../helpers/types';
import { decodes, globalStats, imageInvariantViolations, makeImage, register, sleep, startPg, startServer, undecodableImages, withDb, type Account, type Pg, type ServerProc } from './lib';

const ROUNDS = 3;

let pg: Pg;
let db: string;
let server: ServerProc;
let user: Account;
let itemId: number;
let colourId: number;
let basePictureId: number;
let large: Buffer;
let small: Buffer[];

/** An object as selected by `id: databaseId`. */
type Id = { id: number };

const ADD_PICTURE = 'mutation AddPicture($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }';
type Added = { addPicture: { picture: Id } };
const REPLACE_PICTURE = 'mutation Replace($i: ReplacePictureInput!) { replacePicture(input: $i) { picture { id: databaseId } } }';
const SET_COLOUR_PICTURE = 'mutation SetColourPicture($i: SetColourPictureInput!) { setColourPicture(input: $i) { colour { id: databaseId } } }';

/** A streamed upload's end: its status and JSON (an upload answers its new id), or why it has none. */
type SlowEnd = { status: number; body: { id?: number } | undefined } | { error: string };
interface Slow { done: Promise<SlowEnd> }

/** Streams a multipart body slowly (64 kB every `delayMs`), so the server is killed while it is still arriving. */
function slowMultipart(base: string, path: string, headers: Record<string, string>, fields: Array<[string, string]>, file: { field: string; bytes: Buffer; type: string }, delayMs: number): Slow {
  const boundary = `----purlwise${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(fields.map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')
    + `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="big.png"\r\ncontent-type: ${file.type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file.bytes, tail]);
  const url = new URL(path, base);
  const done = new Promise<SlowEnd>((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => { let b: { id?: number } | undefined; try { b = JSON.parse(Buffer.concat(chunks).toString()) as { id?: number }; } catch { b = undefined; } resolve({ status: res.statusCode ?? 0, body: b }); });
      res.on('error', (e) => resolve({ error: String(e) }));
    });
    req.on('error', (e) => resolve({ error: String(e) }));
    let off = 0;
    const pump = () => {
      if (off >= body.length) { req.end(); return; }
      const ok = req.write(body.subarray(off, off + 65536));
      off += 65536;
      if (ok) setTimeout(pump, delayMs); else req.once('drain', () => setTimeout(pump, delayMs));
    };
    pump();
  });
  return { done };
}

beforeAll(async () => {
  pg = await startPg();
  db = await pg.createDatabase('purlwise_kill');
  server = await startServer(db, { LOG_LEVEL: 'error' });
  user = await register(server.url, 'kill');
  const item = await user.client.gql<{ createKnitItem: { item: Id } }>('mutation { createKnitItem(input: { type: YARN, name: "Kill me softly" }) { item { id: databaseId } } }');
  itemId = item.data.createKnitItem.item.id;
  const colour = await user.client.gql<{ addColour: { colour: Id } }>('mutation C($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }', { i: { itemId, textDescription: 'Teal' } });
  colourId = colour.data.addColour.colour.id;
  small = await Promise.all([0, 1, 2, 3].map(() => makeImage('jpeg', 320, 240, true)));
  const first = await user.client.gqlUpload<Added>(ADD_PICTURE, { i: { itemId, file: null } }, { 'variables.i.file': { bytes: small[0], type: 'image/jpeg' } });
  basePictureId = first.data.addPicture.picture.id;
  large = await makeImage('png', 1400, 1400, true); // random noise: about 6 MB that PNG cannot shrink
  expect(large.length).toBeGreaterThan(4_000_000);
  expect(large.length).toBeLessThan(10 * 1024 * 1024);
}, 120_000);

afterAll(async () => {
  await server?.kill9();
  await pg?.destroy();
  console.log(`kill during uploads: ${globalStats.requests} HTTP requests sent (and the streamed ones)`);
});

test(`killed ${ROUNDS} times in the middle of uploads: no half-stored picture, nothing acknowledged lost, one consistent picture list`, async () => {
  const acknowledged = new Set<number>();
  let killedInFlight = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const c = user.client.clone(server.url);
    await c.fetchXsrf();
    const auth = { authorization: `Bearer ${c.token}` };
    const rest = { ...auth, cookie: c.cookieHeader(), 'xsrf-token': c.xsrf! };
    // Large bodies still streaming when the process dies.
    const slow: Slow[] = [
      slowMultipart(server.url, '/graphql', { ...auth, 'apollo-require-preflight': 'true' },
        [['operations', JSON.stringify({ query: ADD_PICTURE, variables: { i: { itemId, file: null } } })], ['map', JSON.stringify({ 0: ['variables.i.file'] })]],
        { field: '0', bytes: large, type: 'image/png' }, 15),
      slowMultipart(server.url, `/api/v1/knit/yarn/${itemId}/pic/`, rest, [], { field: 'pic', bytes: large, type: 'image/png' }, 10),
      slowMultipart(server.url, `/api/v1/user/pic/${user.username}/`, rest, [], { field: 'pic', bytes: large, type: 'image/png' }, 20),
      slowMultipart(server.url, '/graphql', { ...auth, 'apollo-require-preflight': 'true' },
        [['operations', JSON.stringify({ query: SET_COLOUR_PICTURE, variables: { i: { id: colourId, file: null } } })], ['map', JSON.stringify({ 0: ['variables.i.file'] })]],
        { field: '0', bytes: large, type: 'image/png' }, 0), // arrives at once: killed while being processed
    ];
    // Small uploads completing, being processed and committed all the time.
    let stop = false;
    const loops = [0, 1, 2].map(async (k) => {
      let n = 0;
      while (!stop) {
        const bytes = small[(n++ + k) % small.length];
        try {
          if (k === 0) {
            const r = await c.gqlUpload<Added>(ADD_PICTURE, { i: { itemId, file: null } }, { 'variables.i.file': { bytes, type: 'image/jpeg' } });
            if (r.data?.addPicture?.picture?.id) acknowledged.add(r.data.addPicture.picture.id);
          } else if (k === 1) {
            const r = await c.rest<RestBody<'postKnitBy_typeBy_idPic'>>('POST', `/knit/yarn/${itemId}/pic/`, { files: { pic: { bytes, type: 'image/jpeg' } } });
            if (r.status === 200) acknowledged.add(r.body.id);
          } else {
            await c.gqlUpload(REPLACE_PICTURE, { i: { id: basePictureId, file: null } }, { 'variables.i.file': { bytes, type: 'image/jpeg' } });
          }
        } catch {
          return; // the server is gone
        }
      }
    });
    await sleep(700 + round * 500 + Math.random() * 500);
    await server.kill9();
    stop = true;
    const outcomes = await Promise.all(slow.map((s) => s.done));
    killedInFlight += outcomes.filter((o) => 'error' in o).length;
    for (const o of outcomes) if ('status' in o && o.status === 200 && o.body?.id) acknowledged.add(o.body.id);
    await Promise.all(loops);

    // The data as the dead process left it, before anything new runs.
    expect(await withDb(db, imageInvariantViolations)).toEqual([]);
    server = await startServer(db, { LOG_LEVEL: 'error' });
  }
  // Most of the large uploads were cut off mid-stream (else this test would not test much).
  expect(killedInFlight).toBeGreaterThanOrEqual(ROUNDS * 2);

  const rows = await withDb(db, async (c) => (await c.query<Id>('select id from picture where item_id = $1 order by id', [itemId])).rows.map((r) => r.id));
  expect([...acknowledged].filter((id) => !rows.includes(id))).toEqual([]);
  expect(rows).toContain(basePictureId);
  expect(await withDb(db, (c) => undecodableImages(c))).toEqual([]);
  expect(await withDb(db, imageInvariantViolations)).toEqual([]);

  // One picture list, the same through every door, and every picture loads.
  const c = user.client.clone(server.url);
  const g = await c.gql<{ knitItem: { pictures: Array<Id & Pick<Picture, 'url' | 'thumbnailUrl'>>; colours: Array<Id & Pick<Colour, 'pictureUrl'>> } }>('query I($id: ID!) { knitItem(id: $id) { pictures { id: databaseId url thumbnailUrl } colours { id: databaseId pictureUrl } } }', { id: itemId });
  expect(g.errors).toBeUndefined();
  expect(g.data.knitItem.pictures.map((p: { id: number }) => p.id)).toEqual(rows);
  const r = await c.rest<RestBody<'getKnitBy_typeBy_idPic'>>('GET', `/knit/yarn/${itemId}/pic/`);
  expect(r.body.data).toEqual(rows);
  for (const p of g.data.knitItem.pictures) {
    for (const u of [p.url, p.thumbnailUrl]) {
      const img = await c.raw('GET', u, { auth: false });
      expect(img.status).toBe(200);
      expect(await decodes(img.bytes!)).toBe(true);
    }
  }
  const colourPic = g.data.knitItem.colours.find((x: { id: number }) => x.id === colourId)?.pictureUrl;
  if (colourPic) {
    const img = await c.raw('GET', colourPic, { auth: false });
    expect(img.status).toBe(200);
    expect((await sharp(img.bytes).metadata()).width).toBe(1400);
  }
  console.log(`kill during uploads: ${ROUNDS} kills, ${killedInFlight} large uploads cut off, ${acknowledged.size} acknowledged uploads verified, ${rows.length} pictures consistent`);
});
