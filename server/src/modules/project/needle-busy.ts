/**
 * Whether a needle is busy: linked to a project of its owner that is In progress (issue #24 point 4). A page of
 * needles asks in one statement (a per-request loader), whatever its length.
 */
import DataLoader from 'dataloader';
import { perRequest } from '../../common/loaders';
import { ProjectStatus } from './project.entity';

export const needleBusy = perRequest(({ em }) => new DataLoader<number, boolean>(async (ids) => {
  const rows = await em.getConnection().execute<{ needle_id: number }[]>(
    `select distinct pn.needle_id from project_needle pn join project p on p.id = pn.project_id
      where p.status = ? and pn.needle_id in (${ids.map(() => '?').join(', ')})`, [ProjectStatus.IN_PROGRESS, ...ids]);
  const busy = new Set(rows.map((r) => Number(r.needle_id)));
  return ids.map((id) => busy.has(id));
}));
