/**
 * Starting the built server where it cannot serve (issue 27, points 13 and 14): on a port already in use it exits
 * non-zero saying so, never "listening"; in production, a PUBLIC_URL that is unset or on this machine (the origin of
 * every mailed reset link) stops it before it touches the database, and a public origin lets it start. Production
 * also keeps the full password-hash cost that the suite's servers lower (ARGON2_*).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { newUser, useTestDb } from '../helpers/api';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort, startServer, root } = require('../helpers/servers') as {
  freePort: () => Promise<number>;
  root: string;
  startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
};

jest.setTimeout(90_000);

const DATABASE_URL = () => process.env.PURLWISE_TEST_DATABASE_URL as string;

/**
 * Runs server/dist/main.js with this environment until it exits (or the deadline); its code and everything it printed,
 * which ends with the npm packages it had loaded (tests/helpers/report-packages.cjs).
 */
function runUntilExit(env: Record<string, string | undefined>, ms = 60_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['-r', path.join(root, 'tests/helpers/report-packages.cjs'), path.join(root, 'server/dist/main.js')], {
    cwd: root,
    // On the suite's shared database: it leaves the job queue to the suite's servers, or one it started and then
    // stopped would take another file's import with it (servers.js says the same of the servers it starts).
    env: { ...process.env, DATABASE_URL: DATABASE_URL(), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info', BACKGROUND_JOBS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => { output += c.toString('utf8'); });
  child.stderr.on('data', (c: Buffer) => { output += c.toString('utf8'); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`still running after ${ms} ms:\n${output}`)); }, ms);
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, output }); });
  });
}

/** The npm packages the process had loaded when it exited (report-packages.cjs). */
function packagesLoaded(output: string): string[] {
  const line = /^packages loaded: (.*)$/m.exec(output);
  if (!line) throw new Error(`no list of loaded packages in:\n${output}`);
  return line[1].split(' ').filter(Boolean);
}

/** The packages of the app a refused start must not have loaded: it stops before the server is built. */
const APP_PACKAGES = ['express', '@apollo/server', 'type-graphql', '@mikro-orm/core', 'pg', 'pg-boss', 'oidc-provider', 'sharp'];

const db = useTestDb();

/** The password hash stored for `username`. */
async function storedHash(username: string): Promise<string> {
  const { rows } = await db.client.query<{ password_hash: string }>('select password_hash from app_user where username = $1', [username]);
  return rows[0].password_hash;
}

/** An environment without PUBLIC_URL (the tests' own may have one). */
function withoutPublicUrl(env: Record<string, string>): Record<string, string | undefined> {
  return { ...env, PUBLIC_URL: undefined };
}

describe('a busy port', () => {
  let blocker: net.Server;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    blocker = net.createServer();
    await new Promise<void>((resolve, reject) => { blocker.once('error', reject); blocker.listen(port, '127.0.0.1', resolve); });
  });

  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('makes the server exit non-zero with "port N is in use", without logging that it listens', async () => {
    const { code, output } = await runUntilExit({ PORT: String(port) });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(`port ${port} is in use`);
    // This refusal comes from the listen, after the app was built.
    expect(packagesLoaded(output)).toEqual(expect.arrayContaining(['express', '@apollo/server']) as unknown);
    expect(output).not.toMatch(/listening on|ready in/i);
    // The port is still the blocker's: the server took nothing.
    expect(blocker.listening).toBe(true);
  });
});

describe('PUBLIC_URL in production', () => {
  const production = { NODE_ENV: 'production', SECURE_COOKIES: 'false' };

  it('refuses to start when it is unset', async () => {
    const { code, output } = await runUntilExit(withoutPublicUrl({ ...production, PORT: String(await freePort()) }));
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain('PUBLIC_URL is not set');
    expect(output).not.toMatch(/listening on/i);
    // Refused before anything else was loaded: at once, and with nothing printed by the app's packages as they load.
    const loaded = packagesLoaded(output);
    expect(loaded).toContain('pino');
    expect(APP_PACKAGES.filter((name) => loaded.includes(name))).toEqual([]);
  });

  it.each(['http://localhost:4000', 'http://127.0.0.1:8080/', 'http://[::1]:4000', 'https://app.localhost'])('refuses %s (this machine)', async (url) => {
    const { code, output } = await runUntilExit({ ...production, PORT: String(await freePort()), PUBLIC_URL: url });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(`PUBLIC_URL ${url} points at this machine`);
  });

  it('refuses a value that is not an http(s) URL', async () => {
    const { code, output } = await runUntilExit({ ...production, PORT: String(await freePort()), PUBLIC_URL: 'purlwise.example' });
    expect(code).not.toBe(0);
    expect(output).toContain('is not a URL');
  });

  it('starts with a public origin, and hashes passwords at full cost whatever ARGON2_* say', async () => {
    // The suite's servers hash at 1 MiB and one pass (servers.js); production ignores that and keeps OWASP's cost.
    const server = await startServer(DATABASE_URL(), { ...production, PUBLIC_URL: 'https://purlwise.example', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const user = await newUser('prodhash', { base: server.url });
      expect(await storedHash(user.username)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      server.child.kill('SIGTERM');
    }
  });

  it('outside production, ARGON2_* set the cost of new password hashes (the suite\'s own servers)', async () => {
    const user = await newUser('testhash');
    expect(await storedHash(user.username)).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
  });

  it('outside production the localhost default stays (development)', async () => {
    const server = await startServer(DATABASE_URL(), { NODE_ENV: 'development', PUBLIC_URL: '' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
  });
});
