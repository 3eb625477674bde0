/** The needles of an import: exact duplicates of the account's needles are skipped, the rest created by the needle service. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../common/context';
import { createNeedle } from '../needle/needle.service';
import type { NeedleKind } from '../needle/needle.entity';
import { needleFingerprint, type ImportNeedle } from './import-schema';

/** The fingerprints of the needles `userId` has. */
export async function existingNeedles(em: EntityManager, userId: number): Promise<Set<string>> {
  const rows = await em.getConnection().execute<Array<Parameters<typeof needleFingerprint>[0]>>(
    'select kind, size_mm as "sizeMm", length_cm as "lengthCm", material, count, notes from needle where owner_id = ?', [userId]);
  return new Set(rows.map((r) => needleFingerprint(r)));
}

/** Writes one needle of the document (its kind as exported, in lower case); the service checks it. */
export async function writeNeedle(ctx: Ctx, needle: ImportNeedle): Promise<void> {
  await createNeedle(ctx, {
    kind: needle.kind.toLowerCase() as NeedleKind, sizeMm: needle.sizeMm, lengthCm: needle.lengthCm ?? null,
    material: needle.material, count: needle.count, notes: needle.notes,
  });
}
