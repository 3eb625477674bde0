/**
 * Browser-test helpers shared by the e2e suites: Debian's headless Chromium through playwright-core, pages
 * at a viewport, sessions made through the UI or the API, and screenshots in tests/artifacts/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';

// Browser tests are slow: jest's per-project testTimeout is not applied under jest 30, so every
// suite importing these helpers gets 90 s per test and hook.
jest.setTimeout(90_000);

/** The built server under test (set by the jest global set-up). */
export const BASE_URL = process.env.PURLWISE_URL as string;
/** The same server with registration switched off. */
export const BASE_URL_NOREG = process.env.PURLWISE_URL_NOREG as string;

/** Where screenshots are written. */
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'artifacts', 'screenshots');

/** Common viewports. */
export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 375, height: 780 };
/** A wide desktop (four card columns). */
export const WIDE = { width: 1440, height: 900 };

/** Debian's headless shell (package chromium-headless-shell): the same Blink and V8 as chromium, without the browser's UI. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium (npx playwright
 * install cannot download browsers here). The shell is what Playwright itself runs for headless tests: chromium's new
 * headless mode is the whole browser, and a trace of one page load showed its browser process also running a compositor
 * of its own (likely the browser's window). On the whole browser project the shell took 172 s against 262 s, with 215 s
 * of Chromium's CPU against 385 s (process accounting, 2026-11-29; README.md "Testing").
 */
function browserPath(): string {
  return process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}

/**
 * Starts the headless browser (browserPath). Without a GPU, Chromium still composites in a GPU process of its own;
 * `--in-process-gpu` keeps that work in the browser process. On four browser files in chromium it used about 8 % less
 * CPU (228 s before, 210 s after, the means of four alternating runs whose spread is of the same order); in the shell,
 * 27.8-29.8 s of the browser's CPU with it against 30.4 s without (four other files).
 *
 * A browser that dies while it starts is started again, up to three times: once in about 400 launches here the headless
 * shell exited with SIGSEGV before Playwright could reach it, and every test of its file failed without a page. A
 * browser that dies after it started still fails its tests.
 */
export async function launch(): Promise<Browser> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await chromium.launch({
        executablePath: browserPath(),
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--in-process-gpu', '--disable-background-networking', '--disable-component-update',
          '--disable-sync', '--no-first-run'],
      });
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/**
 * One browser for the test file: launched before its tests and closed after them. Returns a getter, since the browser
 * exists only once the hook has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is launched before the tests, not while the file loads');
    return browser;
  };
}

/**
 * A fresh context (own cookies and storage) and page at `viewport`, with baseURL set; uncaught page errors and
 * console errors are collected, and Content-Security-Policy violations count as page errors. The app's service worker
 * is kept out unless `serviceWorkers: 'allow'`: in every fresh context it would install and precache the whole build
 * (about a tenth of Chromium's CPU in a test that never goes offline), and its cache would answer requests a test
 * means to fail with page.route. Tests of the service worker, of offline use, of the first load and of the CSP allow it.
 *
 * Pages ask for reduced motion, a setting knitters have too: the app's transitions then last 1 ms (styles/base.css), so
 * Chromium does not draw the frames of every fade and slide. On four browser files that was about 10 % less CPU
 * (63-65 s against 70-72 s, two alternating runs each) and nothing else changes for the tests: they wait on states.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  opts: { baseURL?: string; hasTouch?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; consoleErrors: string[] }> {
  const context = await browser.newContext({
    viewport, baseURL: opts.baseURL ?? BASE_URL, hasTouch: opts.hasTouch, locale: 'en-GB', serviceWorkers: opts.serviceWorkers ?? 'block', reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    consoleErrors.push(msg.text());
    // A page the server's CSP blocks (inline script or style, a foreign source) fails every suite that checks errors.
    if (/Content Security Policy|CSP violation/i.test(msg.text())) errors.push(msg.text());
  });
  // Chromium reports some violations only as events: report them on the console too.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return { context, page, errors, consoleErrors };
}

/** Credentials of a test user. */
export interface Credentials { username: string; email: string; password: string }

/** Unique credentials, so tests never collide. */
export function uniqueUser(prefix = 'e2e'): Credentials {
  const username = `${prefix}${crypto.randomBytes(4).toString('hex')}`;
  return { username, email: `${username}@example.com`, password: 'knit-purl-2024' };
}

/** Resolves once no animation or transition of the page is running (a modal's fade-in has ended), however long it took. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Resolves once exactly `n` elements of the page match the CSS `selector`, however long that takes. */
export async function waitForCount(page: Page, selector: string, n: number): Promise<void> {
  await page.waitForFunction(([css, count]) => document.querySelectorAll(css).length === count, [selector, n] as const);
}

/** Clicks the button named `button` in `form` and waits until the form's error line (`errorTestId`) says `refusal`. */
export async function submitRefused(form: Locator, button: string, errorTestId: string, refusal: string): Promise<void> {
  await form.getByRole('button', { name: button }).click();
  await form.getByTestId(errorTestId).getByText(refusal).waitFor();
}

/** Writes a screenshot to tests/artifacts/screenshots/<name>.png and returns its path. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false, animations: 'disabled' });
  return file;
}

/** Opens the registration modal from the account menu, fills it in and waits until logged in. */
export async function registerViaUi(page: Page, user: Credentials = uniqueUser()): Promise<Credentials> {
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-signup').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name=username]').fill(user.username);
  await form.locator('input[name=email]').fill(user.email);
  await form.locator('input[name=password]').fill(user.password);
  await form.locator('input[name=confirmation]').fill(user.password);
  await form.locator('button[type=submit]').click();
  await page.locator('[data-avatar="login"]').waitFor({ state: 'detached' });
  return user;
}

/** Logs in through the login modal (opened from the account menu) and waits until logged in. */
export async function loginViaUi(page: Page, user: Pick<Credentials, 'username' | 'password'>): Promise<void> {
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('menu-login').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill(user.username);
  await form.locator('input[name=password]').fill(user.password);
  await form.locator('input[name=password]').press('Enter');
  await page.locator('[data-avatar="login"]').waitFor({ state: 'detached' });
}

const SESSION_FIELDS = 'accessToken user { username }';

/** What register and login answer with SESSION_FIELDS. */
type SessionAnswer = { data?: Partial<Record<'register' | 'login', { accessToken: string; user: { username: string } }>> | null; errors?: unknown };

/** A path of the server's origin that Playwright answers itself with an empty document (the app is never loaded there). */
const BLANK_PATH = '/__e2e-blank';

/**
 * Opens an empty document of the server's origin, answered by Playwright instead of the server: a fresh page gets the
 * origin's cookies and localStorage, and can call /graphql same-origin, without paying for a whole load of the app
 * (its bundle, its first queries and the service worker's precache) that the test would throw away at once.
 */
export async function openBlankOrigin(page: Page): Promise<void> {
  const answer = (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' });
  await page.route(`**${BLANK_PATH}`, answer);
  try {
    await page.goto(BLANK_PATH);
  } finally {
    await page.unroute(`**${BLANK_PATH}`, answer);
  }
}

/**
 * Starts a session the way the client does after login (refresh cookie from the server, loggedIn
 * cookie, token in localStorage), through GraphQL calls made by the page itself. With `register`
 * the user is created first; `storage` adds localStorage entries (e.g. `{ locale: 'fr' }`) stored with the token.
 * Then opens `goto`, or reloads the current page. A fresh page (about:blank) logs in from an empty document of the
 * origin (openBlankOrigin), not from a load of the app; without `goto` it is left there.
 */
export async function loginViaApi(
  page: Page, user: Credentials, opts: { register?: boolean; goto?: string; storage?: Record<string, string> } = {},
): Promise<Credentials> {
  const blank = page.url() === 'about:blank';
  if (blank) await openBlankOrigin(page);
  const result = await page.evaluate(async ({ user, register, fields, storage }) => {
    const call = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch('/graphql', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return (await res.json()) as SessionAnswer;
    };
    const body = register
      ? await call(`mutation($input: RegisterInput!) { register(input: $input) { ${fields} } }`, { input: { ...user, confirmation: user.password } })
      : await call(`mutation($input: LoginInput!) { login(input: $input) { ${fields} } }`, { input: { username: user.username, password: user.password } });
    const payload = body.data?.register ?? body.data?.login;
    if (!payload) return { error: JSON.stringify(body.errors) };
    document.cookie = `loggedIn=${encodeURIComponent(payload.user.username)}; Max-Age=${18 * 3600}; Path=/; SameSite=Lax`;
    localStorage.setItem('accessToken', payload.accessToken);
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    return { error: null };
  }, { user, register: !!opts.register, fields: SESSION_FIELDS, storage: opts.storage ?? {} });
  if (result.error) throw new Error(`loginViaApi failed: ${result.error}`);
  if (opts.goto) await page.goto(opts.goto);
  else if (!blank) await page.reload();
  return user;
}

/** Creates a user through the API and logs the page in as them. */
export function registerViaApi(page: Page, user: Credentials = uniqueUser(), goto?: string): Promise<Credentials> {
  return loginViaApi(page, user, { register: true, goto });
}

/** Runs a GraphQL operation from Node with an optional bearer token (for seeding data). */
export async function gqlNode<T = unknown>(query: string, variables: Record<string, unknown> = {}, token?: string, base = BASE_URL): Promise<{ data: T; errors?: { message: string }[] }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return res.json() as Promise<{ data: T; errors?: { message: string }[] }>;
}

/** Registers a user from Node and returns the credentials and an access token (for seeding data). */
export async function seedUser(user: Credentials = uniqueUser('seed'), base = BASE_URL): Promise<Credentials & { token: string }> {
  const r = await gqlNode<{ register: { accessToken: string } }>(
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
    { input: { ...user, confirmation: user.password } }, undefined, base,
  );
  if (!r.data?.register) throw new Error(`seedUser failed: ${JSON.stringify(r.errors)}`);
  return { ...user, token: r.data.register.accessToken };
}

/** A real PNG (a colour with light stripes, `width` x `height` px), built without any image library. */
export function pngBytes(width = 64, rgb: [number, number, number] = [155, 44, 79], height = width): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4); c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0); ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => {
    // A soft diagonal stripe so the picture is recognisable in screenshots.
    const r = Buffer.from(row);
    for (let x = 0; x < width; x++) if ((x + y) % 16 < 5) { r[1 + x * 3] = 251; r[2 + x * 3] = 246; r[3 + x * 3] = 238; }
    return r;
  }));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs a GraphQL mutation from Node with one uploaded PNG at `filePath` (e.g. 'variables.input.file'); returns its data. */
export async function uploadNode<T = unknown>(token: string, query: string, variables: Record<string, unknown>, filePath: string, png: Buffer, base = BASE_URL): Promise<T> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [filePath] }));
  form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
  const body = await res.json() as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`upload failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Creates a knit item for a seeded user; each of `pictures` (one Buffer or several) is uploaded in order. Returns the id.
 * `base` is another server than the suite's (a file's own, on a database of its own).
 */
export async function seedItem(
  token: string,
  input: { type: 'YARN' | 'PATTERN' | 'DETAIL' | 'MODEL'; name: string; [field: string]: unknown },
  pictures?: Buffer | Buffer[],
  base = BASE_URL,
): Promise<number> {
  const r = await gqlNode<{ createKnitItem: { item: { id: number } } }>(
    'mutation($input: CreateKnitItemInput!) { createKnitItem(input: $input) { item { id: databaseId } } }', { input }, token, base,
  );
  if (!r.data?.createKnitItem) throw new Error(`seedItem failed: ${JSON.stringify(r.errors)}`);
  const id = r.data.createKnitItem.item.id;
  for (const picture of pictures === undefined ? [] : [pictures].flat()) {
    await uploadNode(token, 'mutation($input: AddPictureInput!) { addPicture(input: $input) { picture { id: databaseId } } }',
      { input: { itemId: id, file: null } }, 'variables.input.file', picture, base);
  }
  return id;
}
