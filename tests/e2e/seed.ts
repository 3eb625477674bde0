/**
 * Data a browser test needs, made through the API before the page opens, so that every test owns its
 * user and items and runs alone or in any order (`npx jest tests/e2e/items.test.ts -t "<name>"`).
 */
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Measures } from '../../core/src/calculator';
import { DESKTOP, gqlNode, loginViaApi, newPage, pngBytes, seedItem, seedUser, uniqueUser, uploadNode, type Credentials } from './helpers';

/**
 * A short random tag for names, so a test finds its own items in the shared feed. It starts with a letter, so that
 * PostgreSQL's text search reads it as one word: a tag such as "15e6b2" was read as the number 15e6 and the word b2,
 * and its match was marked in two pieces.
 */
export const uniqueTag = (): string => `k${crypto.randomBytes(3).toString('hex')}`;

/**
 * A fresh page logged in as `user` (a seeded user's credentials), opened at `goto`, in `locale` (remembered by the app).
 * The service worker is kept out unless `serviceWorkers: 'allow'` (newPage).
 * `storage`: localStorage entries stored once with the session, before the app first loads (e.g. `{ locale: 'fr' }`, a
 * remembered card width), so a test needs no load of its own to set them.
 */
export async function pageAs(
  browser: Browser, user: Credentials, goto: string, viewport = DESKTOP, locale: 'en' | 'fr' = 'en',
  opts: { serviceWorkers?: 'allow' | 'block'; storage?: Record<string, string> } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; consoleErrors: string[] }> {
  const opened = await newPage(browser, viewport, { serviceWorkers: opts.serviceWorkers });
  if (locale === 'fr') await opened.context.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await loginViaApi(opened.page, user, { goto, storage: opts.storage });
  return opened;
}

/** Adds a colour to an item, with a picture when `picture` is given. Returns its id. */
export async function seedColour(
  token: string, itemId: number, fields: { textDescription?: string; codeDescription?: string }, picture?: Buffer,
): Promise<number> {
  const query = 'mutation($input: AddColourInput!) { addColour(input: $input) { colour { id: databaseId } } }';
  const input = { itemId, ...fields };
  if (picture) {
    const data = await uploadNode<{ addColour: { colour: { id: number } } }>(token, query, { input: { ...input, picture: null } }, 'variables.input.picture', picture);
    return data.addColour.colour.id;
  }
  const r = await gqlNode<{ addColour: { colour: { id: number } } }>(query, { input }, token);
  if (!r.data?.addColour) throw new Error(`seedColour failed: ${JSON.stringify(r.errors)}`);
  return r.data.addColour.colour.id;
}

/** Saves a calculator with `name` and measures. Returns its id. */
export async function seedCalculator(token: string, name: string, measures: Partial<Measures> = {}): Promise<number> {
  const r = await gqlNode<{ createCalculator: { calculator: { id: number } } }>(
    'mutation($input: CreateCalculatorInput!) { createCalculator(input: $input) { calculator { id: databaseId } } }', { input: { name, ...measures } }, token,
  );
  if (!r.data?.createCalculator) throw new Error(`seedCalculator failed: ${JSON.stringify(r.errors)}`);
  return r.data.createCalculator.calculator.id;
}

/** A knitter sharing six public items (three with pictures), each name ending in `tag`. */
export async function seedShop(tag: string): Promise<Credentials & { token: string }> {
  const seller = await seedUser(uniqueUser('shop'));
  const t = seller.token;
  await seedItem(t, { type: 'YARN', name: `Alpaca Cloud ${tag}`, producer: 'Drops', tags: ['soft', 'dk'] }, pngBytes(240, [155, 44, 79], 300));
  await seedItem(t, { type: 'YARN', name: `Merino Sky ${tag}`, producer: 'Malabrigo', tags: ['merino'] }, pngBytes(240, [31, 95, 91], 200));
  await seedItem(t, { type: 'PATTERN', name: `Cabled Beanie ${tag}`, tags: ['hat', 'cables'] });
  await seedItem(t, { type: 'DETAIL', name: `Wooden Buttons ${tag}` });
  await seedItem(t, { type: 'MODEL', name: `Harbour Sweater ${tag}`, tags: ['sweater'] }, pngBytes(240, [217, 164, 65], 260));
  await seedItem(t, { type: 'YARN', name: `Linen Breeze ${tag}`, producer: 'Rowan' });
  return seller;
}

/** Starts a project with `input` (a name, and any other field of CreateProjectInput). Returns its global and database ids. */
export async function seedProject(token: string, input: { name: string; [field: string]: unknown }): Promise<{ id: string; databaseId: number }> {
  const r = await gqlNode<{ createProject: { project: { id: string; databaseId: number } } }>(
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id databaseId } } }', { input }, token,
  );
  if (!r.data?.createProject) throw new Error(`seedProject failed: ${JSON.stringify(r.errors)}`);
  return r.data.createProject.project;
}
