/** Issue #24 point 5: pattern sizes, and "Do I have enough?" with dye lots and skeins to buy. */
import { code, gql, newUser } from '../helpers/api';
import type { EnoughYarn, KnitItem, PatternSize, StashMatch, YarnToBuy } from '../helpers/types';
import { ok, patternWithSize, stashColour, stashYarn } from './stash-helpers';

const ENOUGH = `query($s: ID!, $y: ID) { enoughYarn(sizeId: $s, yarnId: $y) { neededMetres enough
  matches { yarn { databaseId } colourName skeins metres dyeLots mixesDyeLots } toBuy { yarn { databaseId } haveMetres skeins } } }`;

type OfYarn = { yarn: Pick<KnitItem, 'databaseId'> };
/** The answer to ENOUGH. */
type Enough = { enoughYarn: Pick<EnoughYarn, 'neededMetres' | 'enough'> & {
  matches: (Pick<StashMatch, 'colourName' | 'skeins' | 'metres' | 'dyeLots' | 'mixesDyeLots'> & OfYarn)[];
  toBuy: (Pick<YarnToBuy, 'haveMetres' | 'skeins'> & OfYarn) | null;
} };
type Sizes<K extends keyof PatternSize> = { knitItem: { sizes: Pick<PatternSize, K>[] } };

describe('pattern sizes', () => {
  test('a pattern lists its sizes in order; only patterns have sizes; bad numbers refused', async () => {
    const u = await newUser();
    const { patternId } = await patternWithSize(u, { name: 'S', yardageM: 800, weightClass: 'LIGHT', stitchesPer10cm: 22, rowsPer10cm: 30, needleMm: 4 });
    await ok(u, `mutation($i: AddPatternSizeInput!) { addPatternSize(input: $i) { patternSize { id } } }`, { i: { itemId: patternId, name: 'M', yardageM: 950 } });
    const read = await ok<Sizes<'name' | 'position' | 'yardageM' | 'weightClass' | 'stitchesPer10cm' | 'rowsPer10cm' | 'needleMm'>>(u, `query($id: ID!) { knitItem(id: $id) { sizes { name position yardageM weightClass stitchesPer10cm rowsPer10cm needleMm } } }`, { id: patternId });
    expect(read.knitItem.sizes).toEqual([
      { name: 'S', position: 0, yardageM: 800, weightClass: 'LIGHT', stitchesPer10cm: 22, rowsPer10cm: 30, needleMm: 4 },
      { name: 'M', position: 1, yardageM: 950, weightClass: null, stitchesPer10cm: null, rowsPer10cm: null, needleMm: null },
    ]);
    const yarn = await stashYarn(u, {});
    const add = (i: Record<string, unknown>) => gql(`mutation($i: AddPatternSizeInput!) { addPatternSize(input: $i) { patternSize { id } } }`, { i }, { token: u.token });
    expect(code(await add({ itemId: yarn.id, name: 'S' }))).toBe('BAD_USER_INPUT');
    expect(code(await add({ itemId: patternId, name: ' ' }))).toBe('BAD_USER_INPUT');
    expect(code(await add({ itemId: patternId, name: 'L', yardageM: -5 }))).toBe('BAD_USER_INPUT');
    const other = await newUser();
    expect(code(await gql(`mutation($i: AddPatternSizeInput!) { addPatternSize(input: $i) { patternSize { id } } }`, { i: { itemId: patternId, name: 'XL' } }, { token: other.token }))).toBe('FORBIDDEN');
    expect((await ok<Sizes<'name'>>(u, `query($id: ID!) { knitItem(id: $id) { sizes { name } } }`, { id: patternId })).knitItem.sizes).toHaveLength(2);
  });

  test('do I have enough: yarns of the weight class long enough, a match mixing dye lots marked, skeins to buy of a chosen yarn', async () => {
    const u = await newUser();
    const { sizeId } = await patternWithSize(u, { name: 'M', yardageM: 900, weightClass: 'LIGHT' });
    // One lot is enough: 5 x 200 m = 1000 m of lot A.
    const single = await stashYarn(u, { name: 'Single lot', weightClass: 'LIGHT', metresPerSkein: 200 });
    await stashColour(u, single.id, { textDescription: 'Moss', skeinsOnHand: 5, dyeLot: 'A' });
    // Only two lots together are: 3 + 2 skeins of 200 m.
    const mixed = await stashYarn(u, { name: 'Mixed lots', weightClass: 'LIGHT', metresPerSkein: 200 });
    await stashColour(u, mixed.id, { textDescription: 'Rust', skeinsOnHand: 3, dyeLot: '7' });
    await stashColour(u, mixed.id, { textDescription: 'Rust', skeinsOnHand: 2, dyeLot: '9' });
    // Too short, and of another weight class.
    const short = await stashYarn(u, { name: 'Short', weightClass: 'LIGHT', metresPerSkein: 100 });
    await stashColour(u, short.id, { textDescription: 'Grey', skeinsOnHand: 4 });
    const bulky = await stashYarn(u, { name: 'Bulky', weightClass: 'BULKY', metresPerSkein: 500 });
    await stashColour(u, bulky.id, { textDescription: 'Red', skeinsOnHand: 10 });

    const answer = (await ok<Enough>(u, ENOUGH, { s: sizeId, y: short.id })).enoughYarn;
    expect(answer.neededMetres).toBe(900);
    expect(answer.enough).toBe(true);
    expect(answer.matches).toEqual([
      { yarn: { databaseId: single.databaseId }, colourName: 'Moss', skeins: 5, metres: 1000, dyeLots: ['A'], mixesDyeLots: false },
      { yarn: { databaseId: mixed.databaseId }, colourName: 'Rust', skeins: 5, metres: 1000, dyeLots: ['7', '9'], mixesDyeLots: true },
    ]);
    // 400 m on hand of 100 m skeins: 5 more for 900 m.
    expect(answer.toBuy).toEqual({ yarn: { databaseId: short.databaseId }, haveMetres: 400, skeins: 5 });
  });

  test('nothing enough: no match, and a public yarn of someone else counts from zero', async () => {
    const u = await newUser();
    const shop = await newUser();
    const { sizeId } = await patternWithSize(shop, { name: 'One size', yardageM: 450, weightClass: 'MEDIUM' });
    const theirs = await stashYarn(shop, { name: 'Shop yarn', weightClass: 'MEDIUM', metresPerSkein: 100 });
    await stashColour(shop, theirs.id, { textDescription: 'Teal', skeinsOnHand: 50 });
    const answer = (await ok<Enough>(u, ENOUGH, { s: sizeId, y: theirs.id })).enoughYarn;
    expect(answer).toMatchObject({ enough: false, matches: [], toBuy: { haveMetres: 0, skeins: 5 } });
  });

  test('a size of a private pattern is NOT_FOUND to others; a size without yardage is BAD_USER_INPUT; visitors UNAUTHENTICATED', async () => {
    const u = await newUser();
    const other = await newUser();
    const { sizeId } = await patternWithSize(u, { name: 'S', yardageM: 100, weightClass: 'FINE' }, 'PRIVATE');
    expect(code(await gql(ENOUGH, { s: sizeId }, { token: other.token }))).toBe('NOT_FOUND');
    expect(code(await gql(ENOUGH, { s: sizeId }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(`query($id: ID!) { node(id: $id) { id } }`, { id: sizeId }, { token: other.token }))).toBe('NOT_FOUND');
    const bare = await patternWithSize(u, { name: 'Bare' });
    expect(code(await gql(ENOUGH, { s: bare.sizeId }, { token: u.token }))).toBe('BAD_USER_INPUT');
  });
});
