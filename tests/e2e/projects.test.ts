/**
 * Projects (issue #24 points 2, 3 and 6): a knitter starts a project from a pattern, counts 20 rows on a 375 px
 * phone (10 of them offline, sent once back), finishes it and sees the stash go down; reorders the queue by
 * keyboard at 1440 px; links a needle in the project's form and sees it busy once the project is In progress; the
 * pages speak French too.
 */
import type { Page } from 'playwright-core';
import { gqlNode, PHONE, pngBytes, seedItem, seedUser, shot, uniqueUser, useBrowser, WIDE } from './helpers';
import { pageAs, seedCalculator, seedProject } from './seed';
import { until } from '../helpers/until';

const browser = useBrowser();

/** Does `act` and waits for the server's answer to the queue move it starts. */
async function moving(page: Page, act: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('moveQueuedProject'));
  await act();
  await answered;
}

const serverRow = async (token: string, id: string) =>
  (await gqlNode<{ node: { row: number } }>('query($id: ID!) { node(id: $id) { ... on RowCounter { row } } }', { id }, token)).data.node.row;
const onHand = async (token: string, id: number) =>
  (await gqlNode<{ node: { skeinsOnHand: number } }>('query($id: ID!) { node(id: $id) { ... on Colour { skeinsOnHand } } }', { id: Buffer.from(`Colour:${id}`).toString('base64') }, token)).data.node.skeinsOnHand;

const createNeedle = async (token: string, i: Record<string, unknown>) =>
  (await gqlNode<{ createNeedle: { needle: { id: string } } }>('mutation($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id } } }', { i }, token)).data.createNeedle.needle.id;
const projectNeedles = async (token: string, id: string) =>
  (await gqlNode<{ project: { needles: { id: string }[] } }>('query($id: ID!) { project(id: $id) { needles { id } } }', { id }, token)).data.project.needles.map((n) => n.id);
const needleBusy = async (token: string, id: string) =>
  (await gqlNode<{ node: { busy: boolean } }>('query($id: ID!) { node(id: $id) { ... on Needle { busy } } }', { id }, token)).data.node.busy;

async function tap(page: Page, times: number, expected: number) {
  for (let i = 0; i < times; i += 1) await page.getByTestId('counter-plus').click();
  await page.getByTestId('counter-row').getByText(String(expected), { exact: true }).waitFor();
}

test('start a project from a pattern, count 20 rows on a phone (10 offline), finish it and see the stash go down (en, 375 px)', async () => {
  const user = await seedUser(uniqueUser('proj'));
  await seedItem(user.token, { type: 'PATTERN', name: 'Ferry Hat' });
  const yarn = await seedItem(user.token, { type: 'YARN', name: 'Shetland Spindrift' });
  const colour = await gqlNode<{ addColour: { colour: { databaseId: number } } }>('mutation($i: AddColourInput!) { addColour(input: $i) { colour { databaseId } } }',
    { i: { itemId: String(yarn), textDescription: 'Moorit', skeinsOnHand: 5 } }, user.token);
  const colourId = colour.data.addColour.colour.databaseId;
  const { context, page, errors } = await pageAs(browser(), user, '/projects', PHONE);

  const form = page.getByTestId('new-project');
  await form.getByLabel('Name').fill('Hat for Tom');
  await page.getByTestId('new-project-pattern').selectOption({ label: 'Ferry Hat' });
  await form.getByRole('button', { name: 'Start the project' }).click();
  await page.waitForURL(/\/projects\/\d+$/);
  await page.getByText('Pattern: Ferry Hat').waitFor();

  await page.getByTestId('add-yarn').click();
  await page.getByLabel('Amount').fill('2');
  await page.getByTestId('project-save').click();
  await page.getByText('Saved.').waitFor();
  const counters = page.getByTestId('project-counters');
  await counters.getByLabel('Counter name').fill('Body');
  await counters.getByLabel('Rows to knit').fill('40');
  await page.getByTestId('add-counter').click();
  await page.getByTestId('counter-link').click();
  await page.waitForURL(/\/counters\/\d+$/);
  const counterId = Buffer.from(`RowCounter:${/\/counters\/(\d+)$/.exec(page.url())![1]}`).toString('base64');

  await tap(page, 10, 10);
  await until(() => serverRow(user.token, counterId), (r) => r === 10, 'the server at 10 rows');
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await tap(page, 10, 20);
  await page.getByTestId('counter-waiting').getByText('10 rows wait to be sent.').waitFor();
  await shot(page, 'projects-counter-offline-375');
  expect(await serverRow(user.token, counterId)).toBe(10);
  await context.setOffline(false);
  await until(() => serverRow(user.token, counterId), (r) => r === 20, 'the server at 20 rows');
  await page.getByTestId('counter-waiting').waitFor({ state: 'detached' });
  expect(await page.getByTestId('counter-row').textContent()).toBe('20');
  // The last tap can be undone.
  await page.getByTestId('counter-plus').click();
  await page.getByTestId('counter-undo').click();
  await until(() => serverRow(user.token, counterId), (r) => r === 20, 'the undone tap');

  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL(/\/projects\/\d+$/);
  await page.getByText('50 %').first().waitFor();
  await page.getByTestId('status-FINISHED').click();
  await page.getByTestId('project-notice').getByText('Finished: the yarn used was taken from your stash.').waitFor();
  await page.getByTestId('project-yarn').getByText('3 skeins on hand').waitFor();
  expect(await onHand(user.token, colourId)).toBe(3);
  // A picture of the finished project, with the picture machinery of items.
  await page.getByTestId('project-picture-input').setInputFiles({ name: 'hat.png', mimeType: 'image/png', buffer: pngBytes(64) });
  await page.getByRole('img', { name: 'A picture of Hat for Tom' }).waitFor();
  await shot(page, 'projects-finished-375');
  expect(errors).toEqual([]);
  await context.close();
});

test('the queue is reordered by keyboard, and the order is kept (en, 1440 px)', async () => {
  const user = await seedUser(uniqueUser('queue'));
  for (const name of ['Alpha socks', 'Bravo mitts', 'Charlie cowl']) {
    await seedProject(user.token, { name });
  }
  const { context, page, errors } = await pageAs(browser(), user, '/projects', WIDE);
  const items = page.getByTestId('queue-item');
  await items.nth(2).getByText('Charlie cowl').waitFor();
  await items.nth(2).focus();
  await moving(page, () => page.keyboard.press('Alt+ArrowUp'));
  await page.getByTestId('queue-announce').getByText('Charlie cowl moved to place 2 of 3').waitFor();
  // Three quick moves, each pressed before the last is answered: all land, in the order they were made.
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await page.getByTestId('queue-announce').getByText('Charlie cowl moved to place 1 of 3').waitFor();
  const order = () => gqlNode<{ myProjects: { nodes: { name: string }[] } }>('{ myProjects(status: QUEUED, first: 10) { nodes { name } } }', {}, user.token)
    .then((r) => r.data.myProjects.nodes.map((n) => n.name).join(', '));
  await until(order, (o) => o === 'Charlie cowl, Alpha socks, Bravo mitts', 'the new order on the server');
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Charlie cowl');
  // The move-down button does the same for a pointer or a screen reader.
  await moving(page, () => page.getByRole('button', { name: 'Move Charlie cowl down' }).click());
  await until(order, (o) => o === 'Alpha socks, Charlie cowl, Bravo mitts', 'the order after Move down');
  await page.reload();
  await items.nth(1).getByText('Charlie cowl').waitFor();
  await shot(page, 'projects-queue-1440');
  expect(errors).toEqual([]);
  await context.close();
});

test('a needle ticked in the project form is linked, listed on the page and busy once the project is In progress (en, 375 px)', async () => {
  const user = await seedUser(uniqueUser('projneedle'));
  const circular = await createNeedle(user.token, { kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80, material: 'bamboo' });
  const straight = await createNeedle(user.token, { kind: 'STRAIGHT', sizeMm: 5, lengthCm: 35 });
  const project = await seedProject(user.token, { name: 'Ferry cowl' });
  const { context, page, errors } = await pageAs(browser(), user, `/projects/${project.databaseId}`, PHONE);

  const picker = page.getByRole('group', { name: 'Needles' });
  const tick = picker.getByRole('checkbox', { name: 'Circular · 4 mm · 80 cm' });
  await tick.waitFor();
  await picker.getByRole('checkbox', { name: 'Straight · 5 mm · 35 cm' }).waitFor();
  const list = page.getByTestId('project-needle-list');
  await list.getByText('No needles linked yet: tick them under Details.').waitFor();
  await tick.check();
  await picker.scrollIntoViewIfNeeded();
  await shot(page, 'projects-needles-form-375');
  await page.getByTestId('project-save').click();
  await page.getByText('Saved.').waitFor();
  await list.getByTestId('project-needle').getByText('Circular · 4 mm · 80 cm').waitFor();
  expect(await list.getByTestId('project-needle').count()).toBe(1);
  expect(await projectNeedles(user.token, project.id)).toEqual([circular]);

  // Knitting it makes the needle busy, on the server and on the page; the other needle stays free.
  expect(await needleBusy(user.token, circular)).toBe(false);
  await page.getByTestId('status-IN_PROGRESS').click();
  await page.getByTestId('project-notice').getByText('On the needles.').waitFor();
  await until(() => needleBusy(user.token, circular), (b) => b, 'the linked needle busy');
  expect(await needleBusy(user.token, straight)).toBe(false);
  await list.getByTestId('project-needle-busy').getByText('In use: a project in progress').waitFor();
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'projects-needles-list-375');
  await picker.getByText('In use: a project in progress').scrollIntoViewIfNeeded();
  await shot(page, 'projects-needles-busy-375');

  // Opened again, the form shows the linked needle ticked; the picker holds at 1440 px too.
  await page.setViewportSize(WIDE);
  await page.reload();
  await tick.waitFor();
  expect(await tick.isChecked()).toBe(true);
  expect(await picker.getByRole('checkbox', { name: 'Straight · 5 mm · 35 cm' }).isChecked()).toBe(false);
  await picker.scrollIntoViewIfNeeded();
  await shot(page, 'projects-needles-form-1440');
  expect(errors).toEqual([]);
  await context.close();
});

test('a knitter with no needles is pointed to the needles page from the project form (fr, 375 px)', async () => {
  const user = await seedUser(uniqueUser('projnoneedle'));
  const project = await seedProject(user.token, { name: 'Châle' });
  const { context, page, errors } = await pageAs(browser(), user, `/projects/${project.databaseId}`, PHONE, 'fr');
  const picker = page.getByRole('group', { name: 'Aiguilles' });
  await picker.getByText("Vous n'avez pas encore d'aiguilles.").waitFor();
  await picker.getByRole('link', { name: 'Ajouter vos aiguilles' }).click();
  await page.waitForURL(/\/needles$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('the projects page and the counter speak French (fr, 375 px)', async () => {
  const user = await seedUser(uniqueUser('projfr'));
  const p = await seedProject(user.token, { name: 'Pull rayé', status: 'IN_PROGRESS' });
  const c = await gqlNode<{ addRowCounter: { rowCounter: { databaseId: number } } }>(
    'mutation($i: AddRowCounterInput!) { addRowCounter(input: $i) { rowCounter { databaseId } } }', { i: { projectId: p.id, name: 'Dos' } }, user.token);
  const { context, page, errors } = await pageAs(browser(), user, '/projects', PHONE, 'fr');
  await page.getByRole('heading', { name: 'Projets', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Commencer un projet' }).waitFor();
  await page.getByTestId('projects-IN_PROGRESS').getByRole('heading', { name: 'En cours' }).waitFor();
  await page.goto(`${new URL(page.url()).origin}/projects/${p.databaseId}/counters/${c.data.addRowCounter.rowCounter.databaseId}`);
  await page.getByRole('button', { name: 'Un rang de plus' }).click();
  await page.getByTestId('counter-row').getByText('1', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Annuler le dernier appui' }).waitFor();
  await shot(page, 'projects-counter-fr-375');
  expect(errors).toEqual([]);
  await context.close();
});

test('"Use this gauge" on a calculator sets a project\'s gauge (en, 1440 px)', async () => {
  const user = await seedUser(uniqueUser('gauge'));
  await seedCalculator(user.token, 'Hat swatch', { tensionRows: 22, tensionWidth: 10, tensionStitches: 30, tensionHeight: 10 });
  const p = await seedProject(user.token, { name: 'Ferry hat', status: 'IN_PROGRESS' });
  const { context, page, errors } = await pageAs(browser(), user, '/calculator', WIDE);
  const gauge = page.getByTestId('use-gauge');
  await gauge.getByRole('combobox').selectOption({ label: 'Ferry hat' });
  await gauge.getByRole('button', { name: 'Use this gauge' }).click();
  await gauge.getByText('The gauge of Ferry hat is now 22 stitches and 30 rows per 10 cm.').waitFor();
  const r = await gqlNode<{ project: { gaugeStitches: number; gaugeRows: number } }>('query($id: ID!) { project(id: $id) { gaugeStitches gaugeRows } }', { id: p.id }, user.token);
  expect(r.data.project).toEqual({ gaugeStitches: 22, gaugeRows: 30 });
  expect(errors).toEqual([]);
  await context.close();
});
