/**
 * The stash side of a project's status: its yarn is out of the stash exactly while it is finished. Finishing takes
 * each yarn line's skeins from its colour's `skeins_on_hand` (grams through the yarn's `grams_per_skein`) and keeps
 * what it took on the line; frogging or an undo gives back exactly that. Both run inside the caller's transaction,
 * with the colours locked, so two finishes of projects sharing a colour never lose an update.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';

interface LineRow { id: number; colour_id: number; amount: number; unit: string; grams_per_skein: string | number | null; skeins_on_hand: string | number | null; yarn: string }

const round = (n: number) => Math.round(n * 100) / 100;

/** Takes the project's yarn from the stash. BAD_USER_INPUT (nothing written) when grams cannot be turned into skeins. */
export async function deductYarn(em: EntityManager, projectId: number): Promise<void> {
  const conn = em.getConnection();
  const trx: unknown = em.getTransactionContext();
  const lines = await conn.execute<LineRow[]>(
    `select py.id, py.colour_id, py.amount, py.unit, k.grams_per_skein, c.skeins_on_hand, k.name as yarn
       from project_yarn py join colour c on c.id = py.colour_id join knit_item k on k.id = c.item_id
      where py.project_id = ? order by c.id, py.id for update of c`, [projectId], 'all', trx);
  const left = new Map<number, number | null>();
  for (const line of lines) {
    if (!left.has(line.colour_id)) left.set(line.colour_id, line.skeins_on_hand == null ? null : Number(line.skeins_on_hand));
  }
  const taken: { id: number; skeins: number }[] = [];
  for (const line of lines) {
    const perSkein = line.grams_per_skein == null ? 0 : Number(line.grams_per_skein);
    if (line.unit === 'grams' && !(perSkein > 0)) {
      throw badInput(`The skein weight of ${line.yarn} is needed to take grams from the stash`, { reason: 'skeinWeightMissing', values: { yarn: line.yarn } });
    }
    const want = line.unit === 'grams' ? line.amount / perSkein : line.amount;
    const onHand = left.get(line.colour_id) ?? null;
    // Untracked stash (no amount on hand) gives nothing; a tracked one never goes below zero.
    const take = onHand === null ? 0 : round(Math.min(want, onHand));
    if (onHand !== null) left.set(line.colour_id, round(onHand - take));
    taken.push({ id: line.id, skeins: take });
  }
  for (const t of taken) {
    await conn.execute('update project_yarn set deducted_skeins = ? where id = ?', [t.skeins, t.id], 'run', trx);
  }
  for (const [colourId, skeins] of left) {
    if (skeins !== null) await conn.execute('update colour set skeins_on_hand = ? where id = ?', [skeins, colourId], 'run', trx);
  }
}

/** Gives back to the stash what finishing took. */
export async function returnYarn(em: EntityManager, projectId: number): Promise<void> {
  const conn = em.getConnection();
  const trx: unknown = em.getTransactionContext();
  await conn.execute(
    `update colour c set skeins_on_hand = coalesce(c.skeins_on_hand, 0) + t.skeins
       from (select colour_id, sum(deducted_skeins) as skeins from project_yarn
              where project_id = ? and deducted_skeins > 0 group by colour_id) t
      where c.id = t.colour_id`, [projectId], 'run', trx);
  await conn.execute('update project_yarn set deducted_skeins = null where project_id = ?', [projectId], 'run', trx);
}
