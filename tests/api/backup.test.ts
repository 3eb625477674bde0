/**
 * `npm run backup` and `npm run restore` (issue #23 point 7): a backup of the test database, restored into a fresh
 * database, serves the same knitter with the same items, colours, picture bytes and calculators to a server started
 * on it; new writes there get new ids; a second restore into the now filled database is refused and changes nothing.
 */
import { execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { gql, gqlUpload, makeImage, newUser, uniqueName } from '../helpers/api';
import type { Calculator, Colour, KnitItem, Picture } from '../helpers/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as {
  startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
};

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '../../server/dist/backup-cli.js');
const LIBRARY = `{ myKnitItems(first: 50) { nodes { databaseId name type tags colours { textDescription } pictures { databaseId url } } }
  myCalculators(first: 50) { nodes { name } } }`;
type Library = {
  myKnitItems: { nodes: Array<Pick<KnitItem, 'databaseId' | 'name' | 'type' | 'tags'> & { colours: Array<Pick<Colour, 'textDescription'>>; pictures: Array<Pick<Picture, 'databaseId' | 'url'>> }> };
  myCalculators: { nodes: Array<Pick<Calculator, 'name'>> };
};
type Created = { createKnitItem: { item: Pick<KnitItem, 'databaseId'> } };

async function cli(args: string[], databaseUrl: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent' } });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

let fresh: string;
let dir: string;
let admin: Client;

beforeAll(async () => {
  const base = new URL(process.env.PURLWISE_TEST_DATABASE_URL as string);
  const name = `restore_${Date.now()}`;
  base.pathname = '/postgres';
  admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  base.pathname = `/${name}`;
  fresh = base.toString();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purlwise-backup-'));
});

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${new URL(fresh).pathname.slice(1)} with (force)`);
  await admin.end();
});

test('a backup restored into a fresh database serves the same library, pictures included', async () => {
  const u = await newUser('bak');
  const name = uniqueName('Backed up');
  const created = await gql<Created>('mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { databaseId } } }',
    { i: { type: 'YARN', name, tags: ['kept', 'safe'] } }, { token: u.token });
  const itemId = created.data.createKnitItem.item.databaseId;
  await gql('mutation($i: AddColourInput!) { addColour(input: $i) { colour { id } } }', { i: { itemId, textDescription: 'Moss' } }, { token: u.token });
  const added = await gqlUpload('mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { databaseId } } }',
    { i: { itemId, file: null } }, 'variables.i.file', { bytes: await makeImage('png', 120, 90), name: 'photo.png' }, { token: u.token });
  expect(added.errors).toBeUndefined();
  await gql('mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id } } }', { i: { name: 'Swatch' } }, { token: u.token });
  const before = await gql<Library>(LIBRARY, {}, { token: u.token });
  expect(before.errors).toBeUndefined();

  const backedUp = await cli(['backup', path.join(dir, 'b')], process.env.PURLWISE_TEST_DATABASE_URL as string);
  expect(backedUp).toEqual({ code: 0, out: expect.stringContaining('backup written to') as unknown });
  const restored = await cli(['restore', path.join(dir, 'b')], fresh);
  expect(restored).toEqual({ code: 0, out: expect.stringContaining('restored') as unknown });

  const server = await startServer(fresh, {});
  try {
    const loggedIn = await gql<{ login: { accessToken: string } }>('mutation($i: LoginInput!) { login(input: $i) { accessToken } }',
      { i: { username: u.username, password: u.password } }, { base: server.url });
    const again = { token: loggedIn.data.login.accessToken };
    const after = await gql<Library>(LIBRARY, {}, { token: again.token, base: server.url });
    expect(after.data).toEqual(before.data);
    const pic = after.data.myKnitItems.nodes[0].pictures[0].url;
    const bytes = Buffer.from(await (await fetch(new URL(pic, server.url), { headers: { authorization: `Bearer ${again.token}` } })).arrayBuffer());
    const original = Buffer.from(await (await fetch(new URL(pic, process.env.PURLWISE_URL), { headers: { authorization: `Bearer ${u.token}` } })).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.equals(original)).toBe(true);
    // New rows get ids past the restored ones.
    const next = await gql<Created>('mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { databaseId } } }',
      { i: { type: 'PATTERN', name: 'After the restore' } }, { token: again.token, base: server.url });
    expect(next.errors).toBeUndefined();
    expect(next.data.createKnitItem.item.databaseId).toBeGreaterThan(itemId);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r(null) : server.child.once('exit', r)));
  }

  const twice = await cli(['restore', path.join(dir, 'b')], fresh);
  expect(twice).toEqual({ code: 1, out: expect.stringContaining('restore refused: the database is not empty') as unknown });
}, 180_000);
