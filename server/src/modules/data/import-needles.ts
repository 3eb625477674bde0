/** The needles of an import: exact duplicates of the account's needles are skipped, the rest created by the needle service. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../common/context';
import { createNeedle } from '../needle/needle.service';
import type { NeedleKind } from '../needle/needle.entity';
import { needleFingerprint, type ImportNeedle } from './import-schema';

/** The fingerprints of the needles `userId` has, each with the id of one needle that has it (a project of the import links to it). */
export async function existingNeedles(em: EntityManager, userId: number): Promise<Map<string, number>> {
  const rows = await em.getConnection().execute<Array<Parameters<typeof needleFingerprint>[0] & { id: number }>>(
    'select id, kind, size_mm as "sizeMm", length_cm as "lengthCm", material, count, notes from needle where owner_id = ? order by id', [userId]);
  const out = new Map<string, number>();
  for (const r of rows) {
    const print = needleFingerprint(r);
    if (!out.has(print)) out.set(print, r.id);
  }
  return out;
}

/** Writes one needle of the document (its kind as exported, in lower case); the service checks it. Returns its id. */
export async function writeNeedle(ctx: Ctx, needle: ImportNeedle): Promise<number> {
  const created = await createNeedle(ctx, {
    kind: needle.kind.toLowerCase() as NeedleKind, sizeMm: needle.sizeMm, lengthCm: needle.lengthCm ?? null,
    material: needle.material, count: needle.count, notes: needle.notes,
  });
  return created.id;
}
