/** The queue: a knitter's queued projects in the order they set (drag and drop, or a move up or down by keyboard). */
import type { Ctx } from '../../common/context';
import { badInput } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import { Project, ProjectStatus } from './project.entity';
import { lockEditable } from './project.service';
import { cleanWhole } from './project.checks';

/**
 * Moves the viewer's queued project to `position` (0 is the top; past the end is the end) and numbers the queue
 * 0, 1, 2... again, in one transaction with the owner's queue locked, so concurrent moves never tie or lose a place.
 */
export async function moveQueued(ctx: Ctx, id: number, position: number): Promise<Project[]> {
  const to = cleanWhole('position', position, 0, 1_000_000);
  const viewer = requireViewer(ctx);
  return ctx.em.transactional(async (em) => {
    const conn = em.getConnection();
    const trx: unknown = em.getTransactionContext();
    // The knitter's row first, then the project: two moves at once wait in line instead of deadlocking.
    await conn.execute('select id from app_user where id = ? for update', [viewer.id], 'all', trx);
    const project = await lockEditable(em, ctx, id);
    if (project.status !== ProjectStatus.QUEUED) throw badInput('Only a queued project has a place in the queue', { reason: 'notQueued' });
    const rows = await conn.execute<{ id: number }[]>(
      `select id from project where owner_id = ? and status = 'queued' order by queue_position nulls last, id for update`, [project.ownerId], 'all', trx);
    const order = rows.map((r) => r.id).filter((x) => x !== project.id);
    order.splice(Math.min(to, order.length), 0, project.id);
    const values = order.map(() => '(?::int, ?::int)').join(', ');
    await conn.execute(`update project p set queue_position = v.pos, last_updated = now() from (values ${values}) v(id, pos) where p.id = v.id`,
      order.flatMap((pid, i) => [pid, i]), 'run', trx);
    em.clear();
    return em.find(Project, { id: { $in: order } }, { orderBy: { queuePosition: 'asc' } });
  });
}
