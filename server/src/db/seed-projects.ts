/**
 * The demo projects of `npm run seed` (issue #24): one in each status, with row counters, following the demo
 * patterns and using the demo yarns' colours. Idempotent: a project is found by owner and name and then left as is.
 */
import type { Ctx, Viewer } from '../common/context';
import { Visibility } from '../common/enums';
import { Colour } from '../modules/colour/colour.entity';
import { KnitItem } from '../modules/knit/knit.entity';
import { Project, ProjectStatus, YarnAmountUnit } from '../modules/project/project.entity';
import { create, setStatus } from '../modules/project/project.service';
import { addCounter, increment } from '../modules/project/row-counter.service';

interface DemoCounter { name: string; row: number; targetRows?: number; repeatEvery?: number }
interface DemoProject {
  name: string; status: ProjectStatus; pattern?: string; sizeMade?: string; notes?: string; visibility?: Visibility;
  /** Colour code of a demo yarn, and skeins. */
  yarns?: Array<[string, number]>;
  counters: DemoCounter[];
}

/** Mira's projects, by username. The statuses reached through others go there the way a knitter does. */
const DEMO_PROJECTS: Record<string, DemoProject[]> = {
  mira: [
    { name: 'Snowdrift for Ana', status: ProjectStatus.IN_PROGRESS, pattern: 'Snowdrift Yoke', sizeMade: 'M', yarns: [['HH-305', 4], ['HH-020', 1]],
      notes: 'Ana wants the yoke a little deeper.', counters: [{ name: 'Yoke', row: 42, targetRows: 96, repeatEvery: 8 }, { name: 'Left sleeve', row: 10, targetRows: 120 }] },
    { name: 'Sock club pair', status: ProjectStatus.QUEUED, yarns: [['MST-41', 1]], counters: [{ name: 'Leg', row: 0, targetRows: 70 }] },
    { name: 'Snowdrift mittens', status: ProjectStatus.QUEUED, pattern: 'Snowdrift Yoke', counters: [{ name: 'Cuff', row: 0, repeatEvery: 4 }] },
    { name: 'Loch cowl', status: ProjectStatus.HIBERNATING, yarns: [['HH-305', 1]], counters: [{ name: 'Body', row: 31, targetRows: 60 }] },
    { name: 'Sock yarn beret', status: ProjectStatus.FINISHED, yarns: [['MST-41', 1]], counters: [{ name: 'Crown', row: 48, targetRows: 48, repeatEvery: 6 }] },
    { name: 'Twisted rib test', status: ProjectStatus.FROGGED, visibility: Visibility.PRIVATE, yarns: [['MST-07', 0.5]], counters: [{ name: 'Rib', row: 12 }] },
  ],
};

/** How a status is reached from a new project: finished and frogged go through in progress (and finished). */
const PATH: Record<ProjectStatus, ProjectStatus[]> = {
  [ProjectStatus.QUEUED]: [],
  [ProjectStatus.IN_PROGRESS]: [],
  [ProjectStatus.HIBERNATING]: [ProjectStatus.HIBERNATING],
  [ProjectStatus.FINISHED]: [ProjectStatus.FINISHED],
  [ProjectStatus.FROGGED]: [ProjectStatus.FINISHED, ProjectStatus.FROGGED],
};

/** Adds the knitter's demo projects that are missing; returns how many were added. */
export async function seedDemoProjects(as: (viewer: Viewer | null) => Ctx, viewer: Viewer, username: string): Promise<number> {
  let added = 0;
  for (const demo of DEMO_PROJECTS[username] ?? []) {
    if (await as(viewer).em.count(Project, { ownerId: viewer.id, name: demo.name }) > 0) continue;
    const pattern = demo.pattern ? await as(viewer).em.findOne(KnitItem, { ownerId: viewer.id, name: demo.pattern }) : null;
    const yarns = [];
    for (const [code, skeins] of demo.yarns ?? []) {
      const colour = await as(viewer).em.findOne(Colour, { codeDescription: code, itemId: { $in: (await as(viewer).em.find(KnitItem, { ownerId: viewer.id })).map((k) => k.id) } });
      if (colour) yarns.push({ colourId: colour.id, amount: skeins, unit: YarnAmountUnit.SKEINS });
    }
    const first = demo.status === ProjectStatus.QUEUED ? ProjectStatus.QUEUED : ProjectStatus.IN_PROGRESS;
    const project = await create(as(viewer), {
      name: demo.name, status: first, patternId: pattern?.id ?? null, sizeMade: demo.sizeMade ?? '', notes: demo.notes ?? '',
      visibility: demo.visibility ?? Visibility.PUBLIC, yarns,
    });
    for (const c of demo.counters) {
      const counter = await addCounter(as(viewer), project.id, { name: c.name, targetRows: c.targetRows ?? null, repeatEvery: c.repeatEvery ?? null });
      if (c.row > 0) await increment(as(viewer), counter.id, c.row);
    }
    for (const status of PATH[demo.status]) await setStatus(as(viewer), project.id, status);
    added += 1;
  }
  return added;
}
