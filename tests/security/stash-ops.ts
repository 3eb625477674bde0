/**
 * The authorisation matrix's entries for the stash, needles and pattern sizes (issue #24 points 1, 4 and 5). Needles
 * are private to their owner and the stash queries read the caller's own stash, so each call acts on the caller's
 * own things, made by the call itself; tests/api/needles.test.ts,
 * tests/api/stash.test.ts and tests/api/pattern-sizes.test.ts check that others get NOT_FOUND or FORBIDDEN.
 */
import type { GqlAnswer } from '../resilience/lib';
import type { KnitItem, Needle, PatternSize } from '../helpers/types';
import { globalId, type Ctx } from './matrix';

/** An entry of the matrix for an operation on the caller's own things. */
interface OwnOp { cat: 'ownRead' | 'selfWrite'; writes: boolean; call(x: Ctx): Promise<GqlAnswer> }

/** The global id of the `type` whose database id is `id` (aimed at by a visitor, who cannot make anything). */

async function newNeedle(x: Ctx): Promise<string> {
  const r = await x.client.gql<{ createNeedle: { needle: Pick<Needle, 'id'> } | null }>('mutation M($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id } } }', { i: { kind: 'CIRCULAR', sizeMm: 4, lengthCm: 80 } });
  return r.data?.createNeedle?.needle?.id ?? globalId('Needle', 1);
}

/** What a made pattern answers (null for a visitor). */
type NewPattern = { createKnitItem: { item: Pick<KnitItem, 'id'> } | null };

/** A size of a pattern of the caller's (a global id aimed at nothing for a visitor). */
async function newSize(x: Ctx): Promise<string> {
  const made = await x.client.gql<NewPattern>('mutation M($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }', { i: { type: 'PATTERN', name: 'Sized', visibility: 'PRIVATE' } });
  const itemId = made.data?.createKnitItem?.item?.id;
  if (!itemId) return globalId('PatternSize', 1);
  const r = await x.client.gql<{ addPatternSize: { patternSize: Pick<PatternSize, 'id'> } }>('mutation M($i: AddPatternSizeInput!) { addPatternSize(input: $i) { patternSize { id } } }', { i: { itemId, name: 'S', yardageM: 500, weightClass: 'LIGHT' } });
  return r.data.addPatternSize.patternSize.id;
}

const TOTALS = 'yarns skeins metres grams';

// Needles and the stash reads touch no row of the world's fingerprint (writes: false). The pattern-size calls and
// enoughYarn make a pattern of the caller's first (a knit_item row, in the fingerprint): when the caller is the world's
// owner their trace shows there (writes: true); a non-owner's pattern is theirs and leaves the owner's data unchanged.
export const STASH_OPS: Record<string, OwnOp> = {
  myStash: { cat: 'ownRead', writes: false, call: (x) => x.client.gql(`{ myStash(first: 100) { totalCount nodes { id: databaseId stashTotals { ${TOTALS} } } } }`) },
  myStashTotals: { cat: 'ownRead', writes: false, call: (x) => x.client.gql(`{ myStashTotals { ${TOTALS} } }`) },
  myStoragePlaces: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('{ myStoragePlaces }') },
  enoughYarn: { cat: 'ownRead', writes: true, call: async (x) => x.client.gql('query Q($s: ID!) { enoughYarn(sizeId: $s) { neededMetres enough matches { metres } } }', { s: await newSize(x) }) },
  needles: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('{ needles(first: 100) { totalCount nodes { id kind sizeMm lengthCm } } }') },
  createNeedle: { cat: 'selfWrite', writes: false, call: (x) => x.client.gql('mutation M($i: CreateNeedleInput!) { createNeedle(input: $i) { needle { id } } }', { i: { kind: 'STRAIGHT', sizeMm: 3.5 } }) },
  updateNeedle: { cat: 'selfWrite', writes: false, call: async (x) => x.client.gql('mutation M($i: UpdateNeedleInput!) { updateNeedle(input: $i) { needle { id count } } }', { i: { id: await newNeedle(x), count: 2 } }) },
  deleteNeedle: { cat: 'selfWrite', writes: false, call: async (x) => x.client.gql('mutation M($i: DeleteNeedleInput!) { deleteNeedle(input: $i) { deletedNeedleId } }', { i: { id: await newNeedle(x) } }) },
  // Pattern sizes of a pattern of the caller's own, made by the call (its rows are the caller's, not the world owner's).
  addPatternSize: { cat: 'selfWrite', writes: true, call: async (x) => {
    const made = await x.client.gql<NewPattern>('mutation M($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }', { i: { type: 'PATTERN', name: 'Sized' } });
    const itemId = made.data?.createKnitItem?.item?.id ?? globalId('KnitItem', 1);
    return x.client.gql('mutation M($i: AddPatternSizeInput!) { addPatternSize(input: $i) { patternSize { id } } }', { i: { itemId, name: 'M' } });
  } },
  updatePatternSize: { cat: 'selfWrite', writes: true, call: async (x) => x.client.gql('mutation M($i: UpdatePatternSizeInput!) { updatePatternSize(input: $i) { patternSize { id } } }', { i: { id: await newSize(x), yardageM: 600 } }) },
  deletePatternSize: { cat: 'selfWrite', writes: true, call: async (x) => x.client.gql('mutation M($i: DeletePatternSizeInput!) { deletePatternSize(input: $i) { deletedPatternSizeId } }', { i: { id: await newSize(x) } }) },
};
