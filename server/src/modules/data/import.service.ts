/**
 * Import of a Purlwise export (zip or JSON): the file is checked whole before anything is written, then each
 * item (with its pictures and colours) and each calculator is written in its own transaction through the same
 * services as every other write. Exact duplicates are skipped; what the services refuse is reported.
 */
import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../config';
import type { Ctx } from '../../common/context';
import { AppError, toAppError } from '../../common/errors';
import { requireSession } from '../../common/policy';
import type { FileUpload } from '../../common/upload';
import type { KnitType, Visibility } from '../../common/enums';
import * as calculators from '../calculator/calculator.service';
import { addColour } from '../colour/colour.service';
import { createItem } from '../knit/knit.service';
import { addPicture } from '../picture/picture.service';
import { notOurs, openArchive, type ImportArchive } from './import-archive';
import {
  calculatorFingerprint, calculatorSchema, documentSchema, itemFingerprint, itemSchema, pastDate, type ImportCalculator, type ImportItem,
} from './import-schema';

/** How many were created, skipped as exact duplicates, and refused. */
export interface ImportCounts { created: number; skipped: number; refused: number }
/** Why one entry was refused. */
export interface ImportRefusal { kind: 'item' | 'calculator'; index: number; name: string; code: string; message: string }
/** The outcome of an import. */
export interface ImportReport { items: ImportCounts; calculators: ImportCounts; refusals: ImportRefusal[] }

const tooLarge = () => new AppError('IMPORT_TOO_LARGE', `The file is too large to import: at most ${Number((config.importMaxBytes / 1024 / 1024).toFixed(1))} MB`);

/** Saves the upload to a temporary file (a zip is read from its end), refusing more than IMPORT_MAX_BYTES. */
async function saveUpload(upload: Promise<FileUpload> | FileUpload): Promise<string> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw new AppError('BAD_USER_INPUT', 'The file upload was incomplete');
  }
  const target = path.join(os.tmpdir(), `purlwise-import-${crypto.randomUUID()}`);
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(size > config.importMaxBytes ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(file.createReadStream(), cap, createWriteStream(target, { mode: 0o600 }));
  } catch (err) {
    await rm(target, { force: true });
    if (err instanceof AppError) throw err;
    // graphql-upload cuts the stream at its own size limit.
    if (/exceeds|limit|truncated/i.test(String((err as Error).message))) throw tooLarge();
    throw new AppError('BAD_USER_INPUT', 'The file upload was incomplete');
  }
  return target;
}

/** The fingerprints of everything the viewer has, to skip exact duplicates. */
async function existing(em: EntityManager, userId: number): Promise<{ items: Set<string>; calcs: Set<string> }> {
  const conn = em.getConnection();
  const items = await conn.execute<Array<Parameters<typeof itemFingerprint>[0]>>(`select k.type, k.name, k.producer, k.made_in as "madeIn", k.content, k.weight,
      k.yardage, k.needle_size as "needleSize", k.notes, k.tags, k.visibility,
      (select count(*)::int from picture p where p.item_id = k.id) as "pictureCount",
      coalesce((select json_agg(json_build_object('textDescription', c.text_description, 'codeDescription', c.code_description) order by c.id)
        from colour c where c.item_id = k.id), '[]') as colours
    from knit_item k where k.owner_id = ?`, [userId]);
  const calcs = await conn.execute<Array<Parameters<typeof calculatorFingerprint>[0]>>(`select name, type, visibility, tension_rows as "tensionRows",
      tension_width as "tensionWidth", tension_stitches as "tensionStitches", tension_height as "tensionHeight", result_rows as "resultRows",
      result_width as "resultWidth", result_stitches as "resultStitches", result_height as "resultHeight" from calculator where owner_id = ?`, [userId]);
  return { items: new Set(items.map((r) => itemFingerprint(r))), calcs: new Set(calcs.map((r) => calculatorFingerprint(r))) };
}

/** Every file an item refers to, so a missing one refuses the import before anything is written. */
function filesOf(item: ImportItem): string[] {
  return [...(item.pictures ?? []).map((p) => p.file), ...(item.colours ?? []).flatMap((c) => (c.picture ? [c.picture] : []))];
}

/** Writes one item with its pictures and colours in one transaction, keeping its dates. */
async function writeItem(ctx: Ctx, archive: ImportArchive, item: ImportItem): Promise<void> {
  await ctx.em.transactional(async (tx) => {
    const sub: Ctx = { ...ctx, em: tx };
    const created = await createItem(sub, item.type as KnitType, {
      name: item.name, producer: item.producer, madeIn: item.madeIn, content: item.content, weight: item.weight, yardage: item.yardage,
      needleSize: item.needleSize, notes: item.notes, tags: item.tags, visibility: item.visibility as Visibility | null,
      weightClass: item.weightClass ?? undefined,
    });
    for (const p of item.pictures ?? []) await addPicture(sub, created.id, await archive.readImage(p.file));
    for (const c of item.colours ?? []) {
      await addColour(sub, created.id, { textDescription: c.textDescription, codeDescription: c.codeDescription }, c.picture ? await archive.readImage(c.picture) : null);
    }
    const createdAt = pastDate(item.createdAt);
    const lastUpdated = pastDate(item.lastUpdated);
    await tx.getConnection().execute('update knit_item set created_at = coalesce(?, created_at), last_updated = coalesce(?, last_updated) where id = ?',
      [createdAt, lastUpdated, created.id], 'all', tx.getTransactionContext());
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
async function attempt(report: ImportReport, counts: ImportCounts, refusal: Omit<ImportRefusal, 'code' | 'message'>, write: () => Promise<void>): Promise<void> {
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

/** Imports an opened archive into the viewer's account. */
async function importArchive(ctx: Ctx, archive: ImportArchive): Promise<ImportReport> {
  const viewer = requireSession(ctx);
  const lists = documentSchema.safeParse(archive.document);
  if (!lists.success) throw notOurs('its items or calculators are not lists');
  const items = lists.data.items.map((raw) => itemSchema.safeParse(raw));
  for (const parsed of items) {
    const missing = parsed.success ? filesOf(parsed.data).find((f) => !archive.hasImage(f)) : undefined;
    if (missing) throw notOurs(`it refers to ${missing.slice(0, 200)}, which is not in the archive`);
  }
  const seen = await existing(ctx.em, viewer.id);
  const report: ImportReport = { items: { created: 0, skipped: 0, refused: 0 }, calculators: { created: 0, skipped: 0, refused: 0 }, refusals: [] };
  for (const [index, parsed] of items.entries()) {
    const raw = lists.data.items[index] as { name?: unknown } | null;
    const name = typeof raw?.name === 'string' ? raw.name.slice(0, 200) : '';
    if (!parsed.success) {
      report.items.refused += 1;
      report.refusals.push({ kind: 'item', index, name, code: 'BAD_USER_INPUT', message: 'This item is not in the export format' });
      continue;
    }
    const item = parsed.data;
    const print = itemFingerprint({ ...item, colours: item.colours ?? [], pictureCount: (item.pictures ?? []).length });
    if (seen.items.has(print)) { report.items.skipped += 1; continue; }
    await attempt(report, report.items, { kind: 'item', index, name }, () => writeItem(ctx, archive, item));
    seen.items.add(print);
  }
  for (const [index, raw] of lists.data.calculators.entries()) {
    const parsed = calculatorSchema.safeParse(raw);
    const name = parsed.success ? (parsed.data.name ?? '').slice(0, 200) : '';
    if (!parsed.success) {
      report.calculators.refused += 1;
      report.refusals.push({ kind: 'calculator', index, name, code: 'BAD_USER_INPUT', message: 'This calculator is not in the export format' });
      continue;
    }
    const print = calculatorFingerprint(parsed.data);
    if (seen.calcs.has(print)) { report.calculators.skipped += 1; continue; }
    await attempt(report, report.calculators, { kind: 'calculator', index, name }, () => writeCalculator(ctx, parsed.data));
    seen.calcs.add(print);
  }
  return report;
}

/** Imports an uploaded zip or JSON document into the viewer's account and reports what happened. */
export async function importData(ctx: Ctx, upload: Promise<FileUpload> | FileUpload): Promise<ImportReport> {
  requireSession(ctx);
  const file = await saveUpload(upload);
  try {
    const archive = await openArchive(file);
    try {
      return await importArchive(ctx, archive);
    } finally {
      archive.close();
    }
  } finally {
    await rm(file, { force: true });
  }
}
