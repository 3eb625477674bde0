/**
 * Projects in the account export and import (docs/export-format.md "projects"). A project names its pattern and the
 * colours of its yarns by their place in the document's `items` (and in that item's `colours`), and its needles by
 * their place in the document's `needles`, so that an import links them to the items and needles it created or found.
 * Its pictures are image files of the archive, as an item's are. An imported project keeps its status and what it
 * took from the stash (the exported stash amounts already count it): nothing is deducted again.
 */
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../common/context';
import { badInput } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import type { ExportedPicture } from '../data/export-format';
import { picturesSchema } from '../data/import-schema';
import { storeImage, type ProcessedImage } from '../image/image.service';
import { Project, ProjectStatus, ProjectYarn, RowCounter, YarnAmountUnit } from './project.entity';
import { cleanProjectFields } from './project.fields';
import { cleanStatus, cleanText, cleanWhole, MAX_LINES, MAX_ROWS } from './project.checks';
import { ProjectPicture } from './project-picture';
import { replaceNeedles } from './project.service';

/** One exported row counter. */
export interface ExportedCounter { name: string; row: number; targetRows: number | null; repeatEvery: number | null }
/** One exported yarn line: the colour at `colour` of the item at `item` of the document. */
export interface ExportedProjectYarn { item: number; colour: number; amount: number; unit: 'skeins' | 'grams'; deductedSkeins: number | null }
/** One exported project. */
export interface ExportedProject {
  name: string; status: string; previousStatus: string | null; sizeMade: string; startedOn: string | null; finishedOn: string | null;
  notes: string; visibility: 'public' | 'private'; progressManual: number | null; gaugeStitches: number | null; gaugeRows: number | null;
  queuePosition: number | null; stashDeducted: boolean; createdAt: string; lastUpdated: string;
  /** The place of its pattern in `items`, or null (none, or another knitter's pattern). */
  pattern: number | null;
  yarns: ExportedProjectYarn[]; counters: ExportedCounter[];
  /** The places in `needles` of the needles it uses. */
  needles: number[];
  /** Its pictures, oldest first: files of the archive, as an item's. */
  pictures: ExportedPicture[];
}

/** What a project of the export names by its place in the document, and how an image becomes a file of the archive. */
export interface ExportRefs {
  /** The database ids of the document's items, in its order. */
  itemIds: number[];
  /** The database ids of the document's needles, in its order. */
  needleIds: number[];
  /** The archive path of an image of the user (it is then put in the zip), or null when it is not theirs. */
  file: (imageId: number) => string | null;
}

const day = (d: Date | string | null) => (d == null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** The projects of `userId`, naming items and needles by their place in the document (`refs`). */
export async function exportProjects(em: EntityManager, userId: number, refs: ExportRefs): Promise<ExportedProject[]> {
  const itemAt = new Map(refs.itemIds.map((id, i) => [id, i]));
  const projects = await em.find(Project, { ownerId: userId }, { orderBy: { id: 'asc' } });
  const ids = projects.map((p) => p.id);
  const yarns = ids.length ? await em.find(ProjectYarn, { projectId: { $in: ids } }, { orderBy: { id: 'asc' } }) : [];
  const counters = ids.length ? await em.find(RowCounter, { projectId: { $in: ids } }, { orderBy: { id: 'asc' } }) : [];
  const pictures = ids.length ? await em.find(ProjectPicture, { projectId: { $in: ids } }, { orderBy: { id: 'asc' } }) : [];
  const needlesOf = await exportedNeedles(em, userId, refs.needleIds);
  const colourRows = await em.getConnection().execute<{ id: number; item_id: number; place: number }[]>(
    `select c.id, c.item_id, (row_number() over (partition by c.item_id order by c.id) - 1)::int as place
       from colour c join knit_item k on k.id = c.item_id where k.owner_id = ?`, [userId]);
  const colourAt = new Map(colourRows.map((c) => [c.id, c]));
  return projects.map((p) => ({
    name: p.name, status: p.status, previousStatus: p.previousStatus, sizeMade: p.sizeMade, startedOn: day(p.startedOn), finishedOn: day(p.finishedOn),
    notes: p.notes, visibility: p.visibility, progressManual: p.progressManual, gaugeStitches: p.gaugeStitches, gaugeRows: p.gaugeRows,
    queuePosition: p.queuePosition, stashDeducted: p.stashDeducted, createdAt: p.createdAt.toISOString(), lastUpdated: p.lastUpdated.toISOString(),
    pattern: p.patternId != null ? itemAt.get(p.patternId) ?? null : null,
    yarns: yarns.filter((y) => y.projectId === p.id && colourAt.has(y.colourId)).map((y) => {
      const c = colourAt.get(y.colourId)!;
      return { item: itemAt.get(c.item_id)!, colour: c.place, amount: y.amount, unit: y.unit, deductedSkeins: y.deductedSkeins };
    }),
    counters: counters.filter((c) => c.projectId === p.id).map((c) => ({ name: c.name, row: c.row, targetRows: c.targetRows, repeatEvery: c.repeatEvery })),
    needles: needlesOf.get(p.id) ?? [],
    pictures: pictures.filter((c) => c.projectId === p.id).flatMap((c) => {
      const file = refs.file(c.imageId);
      return file ? [{ file, createdAt: c.createdAt.toISOString() }] : [];
    }),
  }));
}

/** The needles of each project of `userId`, as places in the document's needles (whose database ids are `needleIds`). */
async function exportedNeedles(em: EntityManager, userId: number, needleIds: number[]): Promise<Map<number, number[]>> {
  const needleAt = new Map(needleIds.map((id, i) => [id, i]));
  const links = await em.getConnection().execute<{ project_id: number; needle_id: number }[]>(
    `select pn.project_id, pn.needle_id from project_needle pn join project p on p.id = pn.project_id
      where p.owner_id = ? order by pn.project_id, pn.needle_id`, [userId]);
  const out = new Map<number, number[]>();
  for (const link of links) {
    const place = needleAt.get(link.needle_id);
    if (place === undefined) continue;
    out.set(link.project_id, [...out.get(link.project_id) ?? [], place]);
  }
  return out;
}

const text = z.string().nullish();
const num = z.number().nullish();

/** One project as an import may hold it; values are checked again on write. */
export const projectSchema = z.object({
  name: z.string(), status: text, previousStatus: text, sizeMade: text, startedOn: text, finishedOn: text, notes: text, visibility: text,
  progressManual: num, gaugeStitches: num, gaugeRows: num, queuePosition: num, stashDeducted: z.boolean().nullish(), createdAt: text, lastUpdated: text,
  pattern: num,
  yarns: z.array(z.object({ item: z.number(), colour: z.number(), amount: z.number(), unit: z.string(), deductedSkeins: num })).max(MAX_LINES).nullish(),
  counters: z.array(z.object({ name: text, row: num, targetRows: num, repeatEvery: num })).max(MAX_LINES).nullish(),
  // Places in the document's needles; the import's first pass refuses the file when one is not there.
  needles: z.array(z.number()).max(MAX_LINES).nullish(),
  pictures: picturesSchema,
});
/** A project that passed the schema. */
export type ImportProject = z.infer<typeof projectSchema>;

/** What tells an imported project already there: its name and when it was made. */
export function projectFingerprint(p: { name: string; createdAt?: string | null }): string {
  return JSON.stringify([p.name.trim(), p.createdAt ? new Date(p.createdAt).toISOString() : '']);
}

/** The fingerprints of the viewer's projects, and where their queue ends (imported queued projects go after it, in their order). */
export async function existingProjects(em: EntityManager, userId: number): Promise<{ prints: Set<string>; queueEnd: number }> {
  const rows = await em.getConnection().execute<{ name: string; created_at: Date; queue_position: number | null }[]>(
    'select name, created_at, queue_position from project where owner_id = ?', [userId]);
  const queueEnd = Math.max(-1, ...rows.map((r) => r.queue_position ?? -1)) + 1;
  return { prints: new Set(rows.map((r) => projectFingerprint({ name: r.name, createdAt: new Date(r.created_at).toISOString() }))), queueEnd };
}

/** How an import finds what a project names by place: the database ids of the document's items and needles it created or found. */
export interface ImportRefs {
  itemId: (index: number) => number | undefined;
  needleId: (index: number) => number | undefined;
  /** Where the account's queue ended before the import. */
  queueEnd: number;
}

/** The database ids of a project's needles; a needle the import did not create or find refuses the project. */
function importedNeedles(p: ImportProject, refs: ImportRefs): number[] {
  return (p.needles ?? []).map((place) => {
    const id = refs.needleId(place);
    if (id === undefined) throw badInput('A needle of this project is not in the import', { reason: 'importNeedleMissing' });
    return id;
  });
}

/**
 * Writes one imported project with its yarn lines, counters, needles and pictures, in one transaction. `refs` tells
 * the database ids of the document's items and needles (created or found by this import); `images` are its pictures,
 * already re-encoded, which are stored as the pictures of a project added by hand are.
 */
export async function importProject(ctx: Ctx, p: ImportProject, refs: ImportRefs, images: ProcessedImage[]): Promise<void> {
  const viewer = requireViewer(ctx);
  const { itemId, queueEnd } = refs;
  const patternId = p.pattern != null ? itemId(p.pattern) ?? null : null;
  const lines: { colourId: number; amount: number; unit: YarnAmountUnit; deductedSkeins: number | null }[] = [];
  for (const y of p.yarns ?? []) {
    const item = itemId(y.item);
    const [colour] = item === undefined ? [] : await ctx.em.getConnection().execute<{ id: number }[]>(
      'select id from colour where item_id = ? order by id offset ? limit 1', [item, Math.max(0, Math.trunc(y.colour))]);
    if (!colour) throw badInput('A yarn of this project is not in the import', { reason: 'importYarnMissing' });
    lines.push({ colourId: colour.id, amount: y.amount, unit: y.unit as YarnAmountUnit, deductedSkeins: y.deductedSkeins ?? null });
  }
  const { yarns, needleIds, ...clean } = await cleanProjectFields(ctx, {
    name: p.name, sizeMade: p.sizeMade ?? '', notes: p.notes ?? '', startedOn: p.startedOn ?? null, finishedOn: p.finishedOn ?? null,
    visibility: (p.visibility ?? 'public') as never, progressManual: p.progressManual ?? null, gaugeStitches: p.gaugeStitches ?? null,
    gaugeRows: p.gaugeRows ?? null, patternId, yarns: lines, needleIds: importedNeedles(p, refs),
  }, viewer.id);
  const status = cleanStatus(p.status ?? ProjectStatus.QUEUED);
  const previousStatus = p.previousStatus ? cleanStatus(p.previousStatus) : null;
  const counters = (p.counters ?? []).map((c) => ({
    name: c.name == null ? '' : cleanText('name', 'The name', c.name), row: cleanWhole('row', c.row ?? 0, 0, MAX_ROWS),
    targetRows: c.targetRows == null ? null : cleanWhole('targetRows', c.targetRows, 1, MAX_ROWS),
    repeatEvery: c.repeatEvery == null ? null : cleanWhole('repeatEvery', c.repeatEvery, 1, MAX_ROWS),
  }));
  const date = (v: string | null | undefined) => (v && !Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now() + 60_000 ? new Date(v) : new Date());
  await ctx.em.transactional(async (em) => {
    const project = em.create(Project, {
      ...clean, name: clean.name!, ownerId: viewer.id, status, previousStatus,
      queuePosition: status === ProjectStatus.QUEUED ? queueEnd + Math.max(0, Math.trunc(p.queuePosition ?? 0)) : null,
      stashDeducted: status === ProjectStatus.FINISHED && !!p.stashDeducted, createdAt: date(p.createdAt), lastUpdated: date(p.lastUpdated),
    } as never);
    await em.flush();
    for (const [i, y] of (yarns ?? []).entries()) {
      em.create(ProjectYarn, { projectId: project.id, colourId: y.colourId, amount: y.amount, unit: y.unit, deductedSkeins: project.stashDeducted ? lines[i].deductedSkeins : null });
    }
    for (const c of counters) em.create(RowCounter, { ...c, projectId: project.id, lastUpdated: new Date(), createdAt: new Date() } as never);
    if (needleIds) await replaceNeedles(em, project.id, needleIds);
    for (const img of images) em.create(ProjectPicture, { projectId: project.id, imageId: await storeImage(em, viewer.id, img), createdAt: new Date() });
    await em.flush();
  });
}
