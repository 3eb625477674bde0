/** Projects: reading with the visibility rule, listing, creating, changing, deleting, and their status with the stash. */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../common/context';
import { badInput } from '../../common/errors';
import { visibleThrough } from '../../common/rows';
import { Visibility } from '../../common/enums';
import { authorize } from '../../common/authorize';
import { requireViewer } from '../../common/policy';
import { decodeCursor, encodeCursor, pageWindow, toPage, type Page, type PageRequest } from '../../common/pagination';
import { isRowId } from '../knit/knit.checks';
import { Project, ProjectStatus, ProjectYarn } from './project.entity';
import { cleanProjectFields, type ProjectFields, type YarnLine } from './project.fields';
import './project.policy'; // the projects' policy, which authorize() reads
import { cleanStatus } from './project.checks';
import { deductYarn, returnYarn } from './project.stash';
import { deleteImages } from '../image/image.service';

/** A page of projects. */
export type ProjectPage = Page<Project>;

/** A project create: the fields and its first status (not finished or frogged: those come from setProjectStatus). */
export type NewProject = ProjectFields & { name: string; status?: ProjectStatus | null };

const today = () => new Date().toISOString().slice(0, 10);

/** One project the viewer may see: their own, or a public one. Anything else is NOT_FOUND. */
export async function getVisible(ctx: Ctx, id: number): Promise<Project> {
  const project = isRowId(id) ? await ctx.em.findOne(Project, { id }) : null;
  authorize(ctx, 'read', Project, project);
  return project;
}

/** A yarn line of a project the viewer may see. */
export async function getVisibleYarnLine(ctx: Ctx, id: number): Promise<ProjectYarn> {
  const line = isRowId(id) ? await ctx.em.findOne(ProjectYarn, { id }) : null;
  return visibleThrough(line, 'Project yarn', (l) => getVisible(ctx, l.projectId));
}

/** The viewer's project, locked (inside a transaction) unless `lock` is false. NOT_FOUND when invisible, FORBIDDEN when someone else's. */
export async function lockEditable(em: EntityManager, ctx: Ctx, id: number, lock = true): Promise<Project> {
  requireViewer(ctx);
  const project = isRowId(id) ? await em.findOne(Project, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {}) : null;
  authorize(ctx, 'update', Project, project);
  return project;
}

/**
 * Which projects a list holds: the viewer's own (every visibility); one knitter's public ones (all of them for that
 * knitter); or, with `everyone`, every knitter's public ones (the viewer's own private ones stay out, as on Explore).
 */
function listWhere(ctx: Ctx, opts: { ownerId?: number; everyone?: boolean }): Record<string, unknown> {
  if (opts.everyone) return { visibility: Visibility.PUBLIC };
  if (opts.ownerId === undefined) return { ownerId: requireViewer(ctx).id };
  return ctx.viewer?.id === opts.ownerId ? { ownerId: opts.ownerId } : { ownerId: opts.ownerId, visibility: Visibility.PUBLIC };
}

/**
 * A page of the viewer's projects (or of `ownerId`'s public ones, or of everyone's: listWhere), optionally of one
 * status. One knitter's queued projects come in queue order, the others newest first; both as keyset pages over (key, id).
 */
export async function list(ctx: Ctx, req: PageRequest, opts: { status?: ProjectStatus | null; ownerId?: number; everyone?: boolean }): Promise<ProjectPage> {
  const where = listWhere(ctx, opts);
  if (opts.status) where.status = cleanStatus(opts.status);
  const queued = opts.status === ProjectStatus.QUEUED && !opts.everyone;
  const window = pageWindow(req);
  // Queue order ascending; otherwise newest first (id descending).
  const ascending = queued !== window.backward;
  const bound = (cursor: string | null, after: boolean) => {
    if (!cursor) return null;
    const [key, id] = decodeCursor(cursor);
    // A queue cursor carries a queue position: a name or a size from another list's cursor is refused, not sent to SQL.
    if (queued && !(typeof key === 'number' && Number.isInteger(key) && key >= 0 && key <= 2_147_483_647)) throw badInput('The cursor is not valid');
    const forward = after === queued; // is the next row "greater" in SQL terms
    const op = forward ? '$gt' : '$lt';
    return queued ? { $or: [{ queuePosition: { [op]: Number(key) } }, { queuePosition: Number(key), id: { [op]: id } }] } : { id: { [op]: id } };
  };
  const conditions = [bound(window.after, true), bound(window.before, false)].filter((c) => c !== null);
  const filter = conditions.length ? { ...where, $and: conditions } : where;
  const direction = ascending ? 'asc' : 'desc';
  const orderBy = queued ? { queuePosition: direction, id: direction } : { id: direction };
  const rows = await ctx.em.find(Project, filter, { orderBy: orderBy as never, limit: window.size + 1 });
  return toPage(rows, window, (p) => encodeCursor(queued ? p.queuePosition ?? 0 : p.id, p.id), {
    count: () => ctx.em.count(Project, where),
  });
}

async function replaceYarns(em: EntityManager, projectId: number, yarns: YarnLine[]): Promise<void> {
  await em.nativeDelete(ProjectYarn, { projectId });
  for (const y of yarns) em.create(ProjectYarn, { projectId, colourId: y.colourId, amount: y.amount, unit: y.unit, deductedSkeins: null });
}

/** Links the project to exactly `needleIds` (checked by cleanProjectFields), inside `em`'s transaction. */
export async function replaceNeedles(em: EntityManager, projectId: number, needleIds: number[]): Promise<void> {
  const conn = em.getConnection();
  const trx: unknown = em.getTransactionContext();
  await conn.execute('delete from project_needle where project_id = ?', [projectId], 'run', trx);
  if (needleIds.length) {
    await conn.execute(`insert into project_needle (project_id, needle_id) values ${needleIds.map(() => '(?, ?)').join(', ')}`,
      needleIds.flatMap((n) => [projectId, n]), 'run', trx);
  }
}

async function nextQueuePosition(em: EntityManager, ownerId: number): Promise<number> {
  const [row] = await em.getConnection().execute<{ next: number }[]>(
    `select coalesce(max(queue_position) + 1, 0) as next from project where owner_id = ? and status = 'queued'`, [ownerId], 'all', em.getTransactionContext());
  return Number(row.next);
}

/** Creates a project of the viewer; a queued one goes to the end of the queue. */
export async function create(ctx: Ctx, fields: NewProject): Promise<Project> {
  const viewer = requireViewer(ctx);
  const status = fields.status == null ? ProjectStatus.QUEUED : cleanStatus(fields.status);
  if (status === ProjectStatus.FINISHED || status === ProjectStatus.FROGGED) {
    throw badInput('A new project is queued, in progress or hibernating; finish it with setProjectStatus', { reason: 'newProjectStatus' });
  }
  const { yarns, needleIds, ...clean } = await cleanProjectFields(ctx, { ...fields, name: fields.name ?? '' }, viewer.id);
  return ctx.em.transactional(async (em) => {
    // Queue positions of one knitter are given out one at a time.
    await em.getConnection().execute('select id from app_user where id = ? for update', [viewer.id], 'all', em.getTransactionContext());
    const project = em.create(Project, {
      visibility: Visibility.PUBLIC, ...clean, name: clean.name!, ownerId: viewer.id, status,
      queuePosition: status === ProjectStatus.QUEUED ? await nextQueuePosition(em, viewer.id) : null,
      startedOn: clean.startedOn ?? (status === ProjectStatus.IN_PROGRESS ? today() : null),
      lastUpdated: new Date(), createdAt: new Date(),
    } as never);
    await em.flush();
    if (yarns) await replaceYarns(em, project.id, yarns);
    if (needleIds) await replaceNeedles(em, project.id, needleIds);
    await em.flush();
    return project;
  });
}

/** Changes the given fields of the viewer's project. The yarns of a finished project are out of the stash: they stay. */
export async function update(ctx: Ctx, id: number, fields: ProjectFields): Promise<Project> {
  const viewer = requireViewer(ctx);
  const { yarns, needleIds, ...clean } = await cleanProjectFields(ctx, fields, viewer.id);
  return ctx.em.transactional(async (em) => {
    const project = await lockEditable(em, ctx, id);
    if (yarns && project.stashDeducted) {
      throw badInput('The yarn of a finished project was taken from the stash: undo the finish to change it', { reason: 'finishedYarns' });
    }
    Object.assign(project, clean);
    project.lastUpdated = new Date();
    if (yarns) await replaceYarns(em, project.id, yarns);
    if (needleIds) await replaceNeedles(em, project.id, needleIds);
    await em.flush();
    return project;
  });
}

/** Moves a locked project to `status`, applying the stash rule and the queue; remembers the old status for undo. */
async function moveTo(em: EntityManager, project: Project, status: ProjectStatus, previous: ProjectStatus | null): Promise<void> {
  if (status === ProjectStatus.FINISHED && !project.stashDeducted) {
    await deductYarn(em, project.id);
    project.stashDeducted = true;
    project.finishedOn ??= today();
  } else if (status !== ProjectStatus.FINISHED && project.stashDeducted) {
    await returnYarn(em, project.id);
    project.stashDeducted = false;
  }
  if (status === ProjectStatus.QUEUED && project.status !== ProjectStatus.QUEUED) project.queuePosition = await nextQueuePosition(em, project.ownerId);
  if (status !== ProjectStatus.QUEUED) project.queuePosition = null;
  if (status === ProjectStatus.IN_PROGRESS) project.startedOn ??= today();
  project.status = status;
  project.previousStatus = previous;
  project.lastUpdated = new Date();
  // The line rows changed in SQL; the project row is written by the caller's flush.
  await em.flush();
}

/** Sets the status of the viewer's project, in one transaction with what it does to the stash. */
export async function setStatus(ctx: Ctx, id: number, status: ProjectStatus): Promise<Project> {
  const next = cleanStatus(status);
  return ctx.em.transactional(async (em) => {
    const project = await lockEditable(em, ctx, id);
    if (project.status === next) return project;
    await moveTo(em, project, next, project.status);
    return project;
  });
}

/** Puts back the status before the last change (and the stash with it); BAD_USER_INPUT when there is none. */
export async function undoStatus(ctx: Ctx, id: number): Promise<Project> {
  return ctx.em.transactional(async (em) => {
    const project = await lockEditable(em, ctx, id);
    if (!project.previousStatus) throw badInput('There is no change of status to undo', { reason: 'nothingToUndo' });
    await moveTo(em, project, project.previousStatus, null);
    return project;
  });
}

/** Deletes the viewer's project with its yarn lines, counters and pictures. A finished project's yarn stays used. */
export async function remove(ctx: Ctx, id: number): Promise<number> {
  await ctx.em.transactional(async (em) => {
    const project = await lockEditable(em, ctx, id);
    const images = await em.getConnection().execute<{ image_id: number }[]>('select image_id from project_picture where project_id = ?', [project.id], 'all', em.getTransactionContext());
    em.remove(project);
    await em.flush();
    // The pictures' rows went with the project (foreign key); their images go now.
    await deleteImages(em, images.map((r) => r.image_id));
  });
  return id;
}
