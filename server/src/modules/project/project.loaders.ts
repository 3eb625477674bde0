/** Per-request DataLoaders of projects: a page of projects costs one query per kind of related row, never one per row. */
import DataLoader from 'dataloader';
import type { Ctx } from '../../common/context';
import { Colour } from '../colour/colour.entity';
import { Needle } from '../needle/needle.entity';
import { ProjectPicture } from './project-picture';
import { ProjectYarn, RowCounter } from './project.entity';

interface ProjectLoaders {
  yarnsByProject: DataLoader<number, ProjectYarn[]>;
  countersByProject: DataLoader<number, RowCounter[]>;
  colourById: DataLoader<number, Colour | null>;
  needlesByProject: DataLoader<number, Needle[]>;
  picturesByProject: DataLoader<number, ProjectPicture[]>;
}

const made = new WeakMap<Ctx, ProjectLoaders>();

function groupBy<T extends { projectId: number }>(rows: T[], ids: readonly number[]): T[][] {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.projectId, [...(map.get(r.projectId) ?? []), r]);
  return ids.map((id) => map.get(id) ?? []);
}

/** The project loaders of this request (made on first use, kept with its context). */
export function projectLoaders(ctx: Ctx): ProjectLoaders {
  let loaders = made.get(ctx);
  if (!loaders) {
    const em = ctx.em;
    loaders = {
      yarnsByProject: new DataLoader(async (ids) => groupBy(await em.find(ProjectYarn, { projectId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), ids)),
      countersByProject: new DataLoader(async (ids) => groupBy(await em.find(RowCounter, { projectId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), ids)),
      colourById: new DataLoader(async (ids) => {
        const rows = await em.find(Colour, { id: { $in: [...ids] } });
        return ids.map((id) => rows.find((c) => c.id === id) ?? null);
      }),
      picturesByProject: new DataLoader(async (ids) => groupBy(await em.find(ProjectPicture, { projectId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), ids)),
      needlesByProject: new DataLoader(async (ids) => {
        const pairs = await em.getConnection().execute<{ project_id: number; needle_id: number }[]>(
          `select project_id, needle_id from project_needle where project_id in (${ids.map(() => '?').join(', ')}) order by needle_id`, [...ids]);
        const needles = pairs.length ? await em.find(Needle, { id: { $in: [...new Set(pairs.map((p) => p.needle_id))] } }) : [];
        return ids.map((id) => pairs.filter((p) => p.project_id === id).map((p) => needles.find((n) => n.id === p.needle_id)!).filter(Boolean));
      }),
    };
    made.set(ctx, loaders);
  }
  return loaders;
}
