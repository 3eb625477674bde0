/**
 * Import of a Purlwise export (zip or JSON), run by the import job (import-jobs.ts), never inside a request. The file
 * is read twice as a stream: the first pass checks it whole (caps, missing pictures) before anything is written; the
 * second writes each item (with its pictures and colours), each calculator, each needle and each project (with its
 * needles and pictures) in its own short transaction, through the same services as every other write. Pictures of
 * items and projects are re-encoded before the transaction opens, each distinct picture once per import, each paying
 * one point of the account's upload budget. Exact duplicates are skipped; what the services refuse is reported.
 */
import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { makeContext, type Ctx } from '../../common/context';
import { AppError, toAppError } from '../../common/errors';
import { requireSession } from '../../common/policy';
import { takeUpload } from '../../common/throttle';
import type { KnitType, Visibility } from '../../common/enums';
import * as calculators from '../calculator/calculator.service';
import { attachColour } from '../colour/colour.service';
import { processImage, type ProcessedImage } from '../image/image.service';
import { createItem } from '../knit/knit.service';
import { perTextField, textColumnsSql } from '../knit/knit.fields';
import { attachPicture } from '../picture/picture.service';
import { openArchive, type ImportArchive } from './import-archive';
import { notOurs, tooLarge } from './import-document';
import {
  calculatorFingerprint, calculatorSchema, itemFingerprint, itemSchema, needleFingerprint, needleSchema, pastDate, type ImportCalculator, type ImportItem,
} from './import-schema';
import { existingNeedles, writeNeedle } from './import-needles';
import { addPatternSize } from '../pattern/pattern-size.service';
import { existingProjects, importProject, projectFingerprint, projectSchema, type ImportProject, type ImportRefs } from '../project/project.export';

/** How many were created, skipped as exact duplicates, and refused. */
export interface ImportCounts { created: number; skipped: number; refused: number }
/** Why one entry was refused. */
export interface ImportRefusal { kind: 'item' | 'calculator' | 'needle' | 'project'; index: number; name: string; code: string; message: string }
/** The outcome of an import. */
export interface ImportReport { items: ImportCounts; calculators: ImportCounts; needles: ImportCounts; projects?: ImportCounts; refusals: ImportRefusal[] }
/** How far an import has come: entries of the document, and those already handled (created, skipped or refused). */
export interface ImportProgress { itemsTotal: number; itemsDone: number; calculatorsTotal: number; calculatorsDone: number }

/** Picture references (item pictures, colour pictures and project pictures) one import may hold. */
export const MAX_IMPORT_PICTURES = 500;
/** Processed pictures kept for reuse by later items of the same import (bytes). */
const PROCESSED_CACHE_BYTES = 16 * 1024 * 1024;

const fingerprint = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

/** The fingerprints (hashed: bounded memory) of everything the viewer has, to skip exact duplicates. */
async function existing(em: EntityManager, userId: number): Promise<{ items: Map<string, number>; calcs: Set<string>; needles: Map<string, number>; projects: { prints: Set<string>; queueEnd: number } }> {
  const conn = em.getConnection();
  const items = await conn.execute<Array<Parameters<typeof itemFingerprint>[0] & { id: number }>>(`select k.id, k.type, ${textColumnsSql('k')},
      k.tags, k.visibility, k.metres_per_skein as "metresPerSkein", k.grams_per_skein as "gramsPerSkein",
      (select count(*)::int from picture p where p.item_id = k.id) as "pictureCount",
      coalesce((select json_agg(json_build_object('textDescription', c.text_description, 'codeDescription', c.code_description,
        'skeinsOnHand', c.skeins_on_hand, 'dyeLot', c.dye_lot, 'storagePlace', c.storage_place) order by c.id)
        from colour c where c.item_id = k.id), '[]') as colours
    from knit_item k where k.owner_id = ?`, [userId]);
  const calcs = await conn.execute<Array<Parameters<typeof calculatorFingerprint>[0]>>(`select name, type, visibility, tension_rows as "tensionRows",
      tension_width as "tensionWidth", tension_stitches as "tensionStitches", tension_height as "tensionHeight", result_rows as "resultRows",
      result_width as "resultWidth", result_stitches as "resultStitches", result_height as "resultHeight" from calculator where owner_id = ?`, [userId]);
  return {
    items: new Map(items.map((r) => [fingerprint(itemFingerprint(r)), r.id])), calcs: new Set(calcs.map((r) => fingerprint(calculatorFingerprint(r)))),
    needles: await existingNeedles(em, userId), projects: await existingProjects(em, userId),
  };
}

/** What has pictures: an item or a project of the document. */
type WithPictures = Pick<ImportItem, 'pictures'>;

/**
 * The pictures of an item or a project, one per distinct content (the same bytes twice in one are kept once, with the
 * first one's date).
 */
function distinctPictures(archive: ImportArchive, owner: WithPictures): Array<{ file: string; createdAt?: string | null }> {
  const seen = new Set<string>();
  const kept: Array<{ file: string; createdAt?: string | null }> = [];
  for (const picture of owner.pictures ?? []) {
    const hash = archive.imageHash(picture.file);
    if (seen.has(hash)) continue;
    seen.add(hash);
    kept.push(picture);
  }
  return kept;
}

/** Every file an item refers to. */
function filesOf(item: ImportItem): string[] {
  return [...(item.pictures ?? []).map((p) => p.file), ...(item.colours ?? []).flatMap((c) => (c.picture ? [c.picture] : []))];
}

/** The hashed fingerprint of an item as it will be stored (distinct pictures only). */
function itemPrint(archive: ImportArchive, item: ImportItem): string {
  return fingerprint(itemFingerprint({ ...item, colours: item.colours ?? [], pictureCount: distinctPictures(archive, item).length }));
}

/** Processes each distinct picture of an import once; every processing pays one point of the upload budget. */
class PictureProcessor {
  private readonly done = new LRUCache<string, ProcessedImage>({ maxSize: PROCESSED_CACHE_BYTES, sizeCalculation: (img) => img.data.length + img.thumb.length });

  constructor(private readonly ctx: Ctx, private readonly userId: number, private readonly archive: ImportArchive, private readonly waitForBudget: (ms: number) => Promise<void>) {}

  async get(file: string): Promise<ProcessedImage> {
    const hash = this.archive.imageHash(file);
    const known = this.done.get(hash);
    if (known) return known;
    await this.pay();
    const img = await processImage(await this.archive.readImage(file));
    this.done.set(hash, img);
    return img;
  }

  /** The distinct pictures of an item or a project, processed in their order, each with the date the document gives. */
  async distinct(owner: WithPictures): Promise<Array<{ image: ProcessedImage; createdAt?: string | null }>> {
    const out: Array<{ image: ProcessedImage; createdAt?: string | null }> = [];
    for (const { file, createdAt } of distinctPictures(this.archive, owner)) out.push({ image: await this.get(file), createdAt });
    return out;
  }

  /** One upload point; when the budget is spent, the job waits for it (holding no connection) rather than failing. */
  private async pay(): Promise<void> {
    for (;;) {
      try {
        await takeUpload(this.ctx, this.userId);
        return;
      } catch (err) {
        const e = toAppError(err);
        if (e.code !== 'TOO_MANY_ATTEMPTS') throw e;
        await this.waitForBudget((e.retryAfterSeconds ?? 1) * 1000);
      }
    }
  }
}

/** Sets the date a picture or a colour was added to the one the document gives, when it gives a past one. */
async function keepDate(tx: EntityManager, table: 'picture' | 'colour', id: number, date: string | null | undefined): Promise<void> {
  const at = pastDate(date);
  if (at) await tx.getConnection().execute(`update ${table} set created_at = ? where id = ?`, [at, id], 'all', tx.getTransactionContext());
}

/** Writes one item with its pictures and colours in one transaction, keeping its dates; pictures are processed first. */
async function writeItem(ctx: Ctx, pictures: PictureProcessor, item: ImportItem): Promise<number> {
  const images = await pictures.distinct(item);
  const colourImages: Array<ProcessedImage | null> = [];
  for (const c of item.colours ?? []) colourImages.push(c.picture ? await pictures.get(c.picture) : null);
  // Only now a connection is taken: nothing in this transaction waits for the image queue.
  return ctx.em.transactional(async (tx) => {
    const sub: Ctx = { ...ctx, em: tx };
    const created = await createItem(sub, item.type as KnitType, {
      ...perTextField((f) => item[f.name]), tags: item.tags, visibility: item.visibility as Visibility | null,
      weightClass: item.weightClass ?? undefined, metresPerSkein: item.metresPerSkein ?? undefined, gramsPerSkein: item.gramsPerSkein ?? undefined,
    });
    for (const { image, createdAt } of images) {
      const picture = await attachPicture(sub, created.id, image);
      await keepDate(tx, 'picture', picture.id, createdAt);
    }
    for (const [i, c] of (item.colours ?? []).entries()) {
      const { picture: _picture, createdAt, ...fields } = c;
      const colour = await attachColour(sub, created.id, fields, colourImages[i]);
      await keepDate(tx, 'colour', colour.id, createdAt);
    }
    for (const size of item.sizes ?? []) await addPatternSize(sub, created.id, size);
    const createdAt = pastDate(item.createdAt);
    const lastUpdated = pastDate(item.lastUpdated);
    await tx.getConnection().execute('update knit_item set created_at = coalesce(?, created_at), last_updated = coalesce(?, last_updated) where id = ?',
      [createdAt, lastUpdated, created.id], 'all', tx.getTransactionContext());
    return created.id;
  });
}

/** Writes one calculator in one transaction, keeping its date. */
async function writeCalculator(ctx: Ctx, calc: ImportCalculator): Promise<void> {
  await ctx.em.transactional(async (tx) => {
    const sub: Ctx = { ...ctx, em: tx };
    const { lastUpdated, ...fields } = calc;
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v != null));
    const created = await calculators.create(sub, clean);
    const date = pastDate(lastUpdated);
    if (date) await tx.getConnection().execute('update calculator set last_updated = ? where id = ?', [date, created.id], 'all', tx.getTransactionContext());
  });
}

/** Runs `write`, turning a refusal by the services into a report line; outages and bugs stop the import. */
async function attempt(report: ImportReport, counts: ImportCounts, refusal: Omit<ImportRefusal, 'code' | 'message'>, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
    counts.created += 1;
  } catch (err) {
    const e = toAppError(err);
    if (e.status >= 500) throw e;
    counts.refused += 1;
    report.refusals.push({ ...refusal, code: e.code, message: e.message });
  }
}

const nameOf = (raw: unknown) => {
  const name = (raw as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name.slice(0, 200) : '';
};

/** Imports one project of the document (its pictures processed first), unless one of the same name and date is there already. */
async function importOneProject(ctx: Ctx, report: ImportReport, seen: { prints: Set<string> }, index: number, raw: unknown, refs: ImportRefs, pictures: PictureProcessor): Promise<void> {
  const counts = report.projects!;
  const parsed = projectSchema.safeParse(raw);
  if (!parsed.success) {
    counts.refused += 1;
    report.refusals.push({ kind: 'project', index, name: nameOf(raw), code: 'BAD_USER_INPUT', message: 'This project is not in the export format' });
    return;
  }
  const print = projectFingerprint(parsed.data);
  if (seen.prints.has(print)) { counts.skipped += 1; return; }
  await attempt(report, counts, { kind: 'project', index, name: nameOf(raw) }, async () => importProject(ctx, parsed.data, refs, (await pictures.distinct(parsed.data)).map((p) => p.image)));
  seen.prints.add(print);
}

/** IMPORT_NOT_OURS for a project naming a place of `needles` the document does not have. */
const missingNeedle = (project: string, place: number) =>
  notOurs(`its project "${project.slice(0, 200)}" uses needles[${String(place).slice(0, 20)}], which is not in the document`);

/**
 * The first pass's check of the needles projects name: each must be the place of a needle of the document, read
 * before the project (needles come before projects, as an export writes them). Keeps a count and one place.
 */
class NeedleReferences {
  private needles = 0;
  /** The largest place named before the document had that many needles, with its project. */
  private ahead: { place: number; project: string } | null = null;

  needle(): void {
    this.needles += 1;
  }

  project(p: ImportProject): void {
    for (const place of p.needles ?? []) {
      if (!Number.isInteger(place) || place < 0) throw missingNeedle(p.name, place);
      if (place >= this.needles && place > (this.ahead?.place ?? -1)) this.ahead = { place, project: p.name };
    }
  }

  /** Once the whole document was read: a place past the end is missing; one read later is out of order. */
  done(): void {
    if (!this.ahead) return;
    if (this.ahead.place >= this.needles) throw missingNeedle(this.ahead.project, this.ahead.place);
    throw notOurs('its projects come before the needles they use');
  }
}

/** First pass: the whole document is checked and counted; nothing is kept but the totals. */
async function check(archive: ImportArchive): Promise<ImportProgress> {
  const totals: ImportProgress = { itemsTotal: 0, itemsDone: 0, calculatorsTotal: 0, calculatorsDone: 0 };
  const needles = new NeedleReferences();
  let pictures = 0;
  const checkFiles = (files: string[]) => {
    const missing = files.find((f) => !archive.hasImage(f));
    if (missing) throw notOurs(`it refers to ${missing.slice(0, 200)}, which is not in the archive`);
    pictures += files.length;
    if (pictures > MAX_IMPORT_PICTURES) throw tooLarge(`at most ${MAX_IMPORT_PICTURES} pictures`);
  };
  await archive.readDocument((kind, _index, raw) => {
    if (kind === 'needle') { needles.needle(); return; }
    if (kind === 'calculator') { totals.calculatorsTotal += 1; return; }
    if (kind === 'project') {
      // A project not in the format is refused on its own by the second pass.
      const parsed = projectSchema.safeParse(raw);
      if (!parsed.success) return;
      needles.project(parsed.data);
      checkFiles((parsed.data.pictures ?? []).map((p) => p.file));
      return;
    }
    totals.itemsTotal += 1;
    const parsed = itemSchema.safeParse(raw);
    if (parsed.success) checkFiles(filesOf(parsed.data));
  });
  needles.done();
  return totals;
}

/** What the import job hands in: where to report progress and how to wait for the upload budget. */
export interface ImportHooks {
  progress: (p: ImportProgress) => Promise<void>;
  waitForBudget: (ms: number) => Promise<void>;
}

/** Imports an opened archive into the viewer's account. */
async function importArchive(base: Ctx, archive: ImportArchive, hooks: ImportHooks): Promise<ImportReport> {
  const viewer = requireSession(base);
  const progress = await check(archive);
  await hooks.progress(progress);
  const seen = await existing(base.em, viewer.id);
  const pictures = new PictureProcessor(base, viewer.id, archive, hooks.waitForBudget);
  const report: ImportReport = {
    items: { created: 0, skipped: 0, refused: 0 }, calculators: { created: 0, skipped: 0, refused: 0 }, needles: { created: 0, skipped: 0, refused: 0 },
    projects: { created: 0, skipped: 0, refused: 0 }, refusals: [],
  };
  // The database id of each item and needle of the document (created or found), which its projects refer to by place.
  const itemIds: (number | undefined)[] = [];
  const needleIds: (number | undefined)[] = [];
  const refs: ImportRefs = { itemId: (i) => itemIds[i], needleId: (i) => needleIds[i], queueEnd: seen.projects.queueEnd };
  await archive.readDocument(async (kind, index, raw) => {
    // A fresh unit of work per entry: one fork for the whole import made every flush walk all earlier entries.
    const ctx = makeContext(base.em, base.secrets, base.viewer);
    const name = nameOf(raw);
    if (kind === 'item') {
      progress.itemsDone += 1;
      const parsed = itemSchema.safeParse(raw);
      if (!parsed.success) {
        report.items.refused += 1;
        report.refusals.push({ kind, index, name, code: 'BAD_USER_INPUT', message: 'This item is not in the export format' });
      } else {
        const print = itemPrint(archive, parsed.data);
        if (seen.items.has(print)) {
          report.items.skipped += 1;
          itemIds[index] = seen.items.get(print);
        } else {
          await attempt(report, report.items, { kind, index, name }, async () => { itemIds[index] = await writeItem(ctx, pictures, parsed.data); });
          if (itemIds[index] !== undefined) seen.items.set(print, itemIds[index]);
        }
      }
    } else if (kind === 'needle') {
      needleIds[index] = await importNeedle(report, seen.needles, ctx, index, raw);
    } else if (kind === 'project') {
      await importOneProject(ctx, report, seen.projects, index, raw, refs, pictures);
    } else {
      progress.calculatorsDone += 1;
      const parsed = calculatorSchema.safeParse(raw);
      if (!parsed.success) {
        report.calculators.refused += 1;
        report.refusals.push({ kind, index, name: '', code: 'BAD_USER_INPUT', message: 'This calculator is not in the export format' });
      } else {
        const print = fingerprint(calculatorFingerprint(parsed.data));
        if (seen.calcs.has(print)) report.calculators.skipped += 1;
        else {
          await attempt(report, report.calculators, { kind, index, name: (parsed.data.name ?? '').slice(0, 200) }, () => writeCalculator(ctx, parsed.data));
          seen.calcs.add(print);
        }
      }
    }
    await hooks.progress(progress);
  });
  return report;
}

/**
 * One needle of the document: refused when not in the format, skipped when the account has the same one. Answers the
 * id of the needle created or found (which the document's projects link to), or undefined when it was refused.
 */
async function importNeedle(report: ImportReport, seen: Map<string, number>, ctx: Ctx, index: number, raw: unknown): Promise<number | undefined> {
  const parsed = needleSchema.safeParse(raw);
  if (!parsed.success) {
    report.needles.refused += 1;
    report.refusals.push({ kind: 'needle', index, name: '', code: 'BAD_USER_INPUT', message: 'This needle is not in the export format' });
    return undefined;
  }
  const print = needleFingerprint({ ...parsed.data, kind: parsed.data.kind.toLowerCase() });
  if (seen.has(print)) { report.needles.skipped += 1; return seen.get(print); }
  let id: number | undefined;
  await attempt(report, report.needles, { kind: 'needle', index, name: `${parsed.data.sizeMm} mm` }, async () => { id = await writeNeedle(ctx, parsed.data); });
  if (id !== undefined) seen.set(print, id);
  return id;
}

/** Imports the saved file at `file` into the viewer's account and reports what happened. The caller removes the file. */
export async function runImport(ctx: Ctx, file: string, hooks: ImportHooks): Promise<ImportReport> {
  requireSession(ctx);
  const archive = await openArchive(file);
  try {
    return await importArchive(ctx, archive, hooks);
  } finally {
    archive.close();
  }
}

/** An import that cannot be a file's fault: a bug or an outage (reported as such, never with its details). */
export function isOurFault(err: unknown): boolean {
  return !(err instanceof AppError) || err.status >= 500;
}
