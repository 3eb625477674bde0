/**
 * Loads the demo library through the services (real validation, real image processing). Idempotent: a knitter
 * is found by username, an item by owner + type + name, a calculator by owner + name; what exists is left as it
 * is, and pictures or colours are only added to an item that has none.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { applyEdit, ZERO_MEASURES, type Measures } from '@purlwise/core';
import { config } from '../config';
import { makeContext, type Ctx, type Viewer } from '../common/context';
import { UserImageKind } from '../common/enums';
import type { Secrets } from '../common/secrets';
import { register } from '../modules/account/account.service';
import { Calculator } from '../modules/calculator/calculator.entity';
import { create as createCalculator } from '../modules/calculator/calculator.service';
import { Colour } from '../modules/colour/colour.entity';
import { seedStash } from './seed-stash';
import { addColour } from '../modules/colour/colour.service';
import { KnitItem } from '../modules/knit/knit.entity';
import { createItem } from '../modules/knit/knit.service';
import { Picture } from '../modules/picture/picture.entity';
import { addPicture } from '../modules/picture/picture.service';
import { User } from '../modules/user/user.entity';
import { setPreferredUnit, setUserImage, updateProfile } from '../modules/user/user.service';
import { DEMO_KNITTERS, DEMO_PASSWORD, type DemoItem, type DemoKnitter } from './seed-data';
import { drawPicture } from './seed-images';
import { seedDemoProjects } from './seed-projects';

/** What one run added (all zeros on a second run). */
export interface SeedReport { knitters: number; items: number; pictures: number; colours: number; calculators: number }

type CtxFor = (viewer: Viewer | null) => Ctx;

/** The knitter's account, registered when missing. */
async function knitterAccount(as: CtxFor, knitter: DemoKnitter, report: SeedReport): Promise<Viewer> {
  const found = await as(null).em.createQueryBuilder(User).where('lower(username) = ?', [knitter.username.toLowerCase()]).limit(1).getSingleResult();
  if (found) return { id: found.id, username: found.username };
  // The seed is an operator's tool: it may create its demo accounts where visitors may not register.
  const enabled = config.registrationEnabled;
  config.registrationEnabled = true;
  try {
    const { user } = await register(as(null), { username: knitter.username, email: knitter.email, password: DEMO_PASSWORD });
    report.knitters += 1;
    return { id: user.id, username: user.username };
  } finally {
    config.registrationEnabled = enabled;
  }
}

/** Profile text, unit and pictures: set when the knitter has no profile picture yet. */
async function fillProfile(as: CtxFor, viewer: Viewer, knitter: DemoKnitter): Promise<void> {
  const user = await as(viewer).em.findOneOrFail(User, { id: viewer.id });
  if (user.pictureId != null) return;
  await updateProfile(as(viewer), knitter.profile);
  await setPreferredUnit(as(viewer), knitter.unit);
  await setUserImage(as(viewer), UserImageKind.BACKGROUND, await drawPicture({ kind: 'fabric', colours: [knitter.avatar.colours[0]] }, `${knitter.username}-back`));
  await setUserImage(as(viewer), UserImageKind.PICTURE, await drawPicture(knitter.avatar, knitter.username));
}

/** The pictures and colours of an item, each kind added only when the item has none. */
async function fillItem(as: CtxFor, viewer: Viewer, itemId: number, demo: DemoItem, report: SeedReport): Promise<void> {
  const em = as(viewer).em;
  if (await em.count(Picture, { itemId }) === 0) {
    for (const [i, scene] of demo.pictures.entries()) {
      await addPicture(as(viewer), itemId, await drawPicture(scene, `${demo.fields.name}-${i}`));
      report.pictures += 1;
    }
  }
  if (!demo.colours?.length || await em.count(Colour, { itemId }) > 0) return;
  for (const c of demo.colours) {
    const picture = c.withPicture ? await drawPicture({ kind: 'fabric', colours: [c.hex] }, `${demo.fields.name}-${c.codeDescription}`) : null;
    await addColour(as(viewer), itemId, { textDescription: c.textDescription, codeDescription: c.codeDescription }, picture);
    report.colours += 1;
  }
}

async function fillItems(as: CtxFor, viewer: Viewer, knitter: DemoKnitter, report: SeedReport): Promise<void> {
  for (const demo of knitter.items) {
    let item = await as(viewer).em.findOne(KnitItem, { ownerId: viewer.id, type: demo.type, name: demo.fields.name });
    if (!item) {
      item = await createItem(as(viewer), demo.type, demo.fields);
      report.items += 1;
    }
    await fillItem(as, viewer, item.id, demo, report);
  }
}

/** The calculator's measures with the result counts worked out from the tension, as the client's editor does. */
function measuresOf(calc: Partial<Measures>): Measures {
  const given: Measures = { ...ZERO_MEASURES, ...calc };
  const withRows = applyEdit(given, 'resultWidth', given.resultWidth);
  return applyEdit(withRows, 'resultHeight', given.resultHeight);
}

async function fillCalculators(as: CtxFor, viewer: Viewer, knitter: DemoKnitter, report: SeedReport): Promise<void> {
  for (const calc of knitter.calculators) {
    if (await as(viewer).em.count(Calculator, { ownerId: viewer.id, name: calc.name }) > 0) continue;
    await createCalculator(as(viewer), { ...calc, ...measuresOf(calc) });
    report.calculators += 1;
  }
}

/** Loads every demo knitter with their library; returns what was added. */
export async function seedDemoLibrary(orm: MikroORM, secrets: Secrets): Promise<SeedReport> {
  const report: SeedReport = { knitters: 0, items: 0, pictures: 0, colours: 0, calculators: 0 };
  const as: CtxFor = (viewer) => makeContext(orm.em, secrets, viewer);
  for (const knitter of DEMO_KNITTERS) {
    const viewer = await knitterAccount(as, knitter, report);
    await fillProfile(as, viewer, knitter);
    await fillItems(as, viewer, knitter, report);
    await fillCalculators(as, viewer, knitter, report);
    await seedStash(as, viewer, knitter.username);
    await seedDemoProjects(as, viewer, knitter.username);
  }
  return report;
}
