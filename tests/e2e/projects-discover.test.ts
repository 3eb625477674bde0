/**
 * Projects where knitters discover things (issue #24, "Search and Explore include public projects"): another
 * knitter finds a public project on the search page and on Explore and opens it read-only; a private one never
 * shows; a visitor who opens one is asked to join. In English at 1440 px and in French at 375 px.
 */
import type { Page } from 'playwright-core';
import { newPage, PHONE, pngBytes, seedUser, shot, uniqueUser, useBrowser, uploadNode, WIDE } from './helpers';
import { pageAs, seedProject, uniqueTag } from './seed';

const browser = useBrowser();

/** A public project with a picture and a private one, both named with `tag`. */
async function seedProjects(tag: string) {
  const knitter = await seedUser(uniqueUser('pdk'));
  const open = await seedProject(knitter.token, { name: `Fair Isle yoke ${tag}`, status: 'IN_PROGRESS', progressManual: 40 });
  await uploadNode(knitter.token, 'mutation($i: AddProjectPictureInput!) { addProjectPicture(input: $i) { projectPicture { id } } }',
    { i: { projectId: open.id, file: null } }, 'variables.i.file', pngBytes(120, [40, 90, 140], 80));
  await seedProject(knitter.token, { name: `Secret shawl ${tag}`, visibility: 'PRIVATE' });
  return knitter;
}

/**
 * The search for the public project by its whole name. Four words: a query of three words or fewer also looks for
 * words like an unknown one (a typo), and other suites' random tags can be that close to this one's.
 */
const byName = (tag: string) => `Fair Isle yoke ${tag}`;
const searchFor = (tag: string, type = '') => `/search?q=${encodeURIComponent(byName(tag))}${type}`;

const cardNames = (page: Page, section: string) => page.getByTestId(section).locator('.project-card__name').allTextContents();

test('another knitter finds a public project by search and on Explore, and opens it read-only (en, 1440 px)', async () => {
  const tag = uniqueTag();
  const knitter = await seedProjects(tag);
  const reader = await seedUser(uniqueUser('pdr'));
  const { context, page, errors } = await pageAs(browser(), reader, searchFor(tag), WIDE);
  const found = page.getByTestId('search-projects');
  await found.getByText('1 project found').waitFor();
  expect(await cardNames(page, 'search-projects')).toEqual([`Fair Isle yoke ${tag}`]);
  const card = found.getByTestId('project-card');
  await card.getByText('In progress · 40 %').waitFor();
  await card.getByText(`by ${knitter.username}`).waitFor();
  await card.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  // No item matches: the empty state says so without denying the project above.
  await page.getByTestId('search-empty').getByText(`No items match “${byName(tag)}”, only the projects above.`).waitFor();
  await shot(page, 'projects-search-1440');

  await card.getByRole('link').click();
  await page.waitForURL(/\/projects\/\d+$/);
  await page.getByRole('heading', { name: `Fair Isle yoke ${tag}` }).waitFor();
  // Read-only for another knitter: no status moves, no delete.
  expect(await page.getByTestId('status-FINISHED').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Delete the project' }).count()).toBe(0);

  // Explore lists the newest public projects above the items; other suites add projects, so page on until it shows.
  await page.goto('/explore');
  const shared = page.getByTestId('explore-projects');
  await shared.getByRole('heading', { name: 'Shared projects' }).waitFor();
  const mine = shared.getByTestId('project-card').filter({ hasText: `Fair Isle yoke ${tag}` });
  for (let i = 0; i < 30 && await mine.count() === 0; i += 1) {
    const before = await shared.getByTestId('project-card').count();
    await shared.getByRole('button', { name: 'More projects' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="explore-projects"] [data-testid="project-card"]').length > n, before);
  }
  await mine.waitFor();
  expect(await shared.getByText(`Secret shawl ${tag}`).count()).toBe(0);
  await shot(page, 'projects-explore-1440');
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor finds a public project in French and is asked to join to open it (fr, 375 px)', async () => {
  const tag = uniqueTag();
  await seedProjects(tag);
  const { context, page, errors } = await newPage(browser(), PHONE);
  await context.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await page.goto(searchFor(tag));
  const found = page.getByTestId('search-projects');
  await found.getByRole('heading', { name: 'Projets' }).waitFor();
  await found.getByText('1 projet trouvé').waitFor();
  expect(await cardNames(page, 'search-projects')).toEqual([`Fair Isle yoke ${tag}`]);
  await found.getByText('En cours · 40 %').waitFor();
  // A kind of item narrows the results to items: the projects step aside.
  await page.goto(searchFor(tag, '&type=YARN'));
  await page.getByTestId('search-empty').getByText(`Rien ne correspond à « ${byName(tag)} »`, { exact: false }).waitFor();
  expect(await page.getByTestId('search-projects').count()).toBe(0);
  await page.goto(searchFor(tag));
  await found.getByTestId('project-card').getByRole('link').click();
  await page.getByRole('dialog').waitFor();
  expect(new URL(page.url()).pathname).toBe('/search');
  await shot(page, 'projects-search-visitor-375');
  expect(errors).toEqual([]);
  await context.close();
});
