/**
 * The demo stash (issue #24): Mira's yarns get their skein numbers and skeins on hand in two dye lots, her needles,
 * and her yoke pattern its sizes, so that "Do I have enough?" has something to answer (one match mixes lots).
 * Each part is added only when missing: a second run adds nothing.
 */
import type { Ctx, Viewer } from '../common/context';
import { KnitType, WeightClass } from '../common/enums';
import { Colour } from '../modules/colour/colour.entity';
import { addColour, updateColour } from '../modules/colour/colour.service';
import { KnitItem } from '../modules/knit/knit.entity';
import { updateItem } from '../modules/knit/knit.service';
import { Needle, NeedleKind } from '../modules/needle/needle.entity';
import { createNeedle } from '../modules/needle/needle.service';
import { PatternSize } from '../modules/pattern/pattern-size.entity';
import { addPatternSize } from '../modules/pattern/pattern-size.service';

type CtxFor = (viewer: Viewer) => Ctx;

/** Skein numbers, weight class and the stash of each colour (by code), per yarn name. */
const YARNS: Record<string, { metres: number; grams: number; weightClass: WeightClass; colours: Record<string, { skeins: number; lot: string; place: string }> }> = {
  'Highland Heather DK': { metres: 225, grams: 100, weightClass: WeightClass.LIGHT, colours: {
    'HH-112': { skeins: 3, lot: 'A12', place: 'Blue box' }, 'HH-305': { skeins: 6, lot: 'B07', place: 'Blue box' }, 'HH-020': { skeins: 1.5, lot: 'C01', place: 'Shelf' },
  } },
  'Merino Sock Twist': { metres: 400, grams: 100, weightClass: WeightClass.SUPER_FINE, colours: {
    'MST-41': { skeins: 2, lot: '1189', place: 'Sock drawer' }, 'MST-07': { skeins: 1, lot: '1190', place: 'Sock drawer' },
  } },
};

const NEEDLES = [
  { kind: NeedleKind.CIRCULAR, sizeMm: 4, lengthCm: 80, material: 'Birch', count: 1 },
  { kind: NeedleKind.CIRCULAR, sizeMm: 3.5, lengthCm: 40, material: 'Steel', count: 1 },
  { kind: NeedleKind.DOUBLE_POINTED, sizeMm: 2.5, lengthCm: 20, material: 'Bamboo', count: 5 },
  { kind: NeedleKind.INTERCHANGEABLE_TIPS, sizeMm: 4.5, lengthCm: 13, material: 'Rosewood', count: 1 },
  { kind: NeedleKind.CROCHET_HOOK, sizeMm: 3.5, lengthCm: null, material: 'Aluminium', count: 1 },
];

const SIZES = [
  { name: 'XS', yardageM: 950 }, { name: 'S', yardageM: 1080 }, { name: 'M', yardageM: 1200 }, { name: 'L', yardageM: 1350 }, { name: 'XL', yardageM: 1500 },
].map((s) => ({ ...s, weightClass: WeightClass.LIGHT, stitchesPer10cm: 22, rowsPer10cm: 30, needleMm: 4 }));

/** Adds the demo stash, needles and sizes of `username` (Mira only). */
export async function seedStash(as: CtxFor, viewer: Viewer, username: string): Promise<void> {
  if (username !== 'mira') return;
  const ctx = as(viewer);
  for (const [name, yarn] of Object.entries(YARNS)) {
    const item = await ctx.em.findOne(KnitItem, { ownerId: viewer.id, type: KnitType.YARN, name });
    if (!item || item.metresPerSkein != null) continue;
    await updateItem(as(viewer), item.id, { metresPerSkein: yarn.metres, gramsPerSkein: yarn.grams, weightClass: yarn.weightClass });
    for (const colour of await as(viewer).em.find(Colour, { itemId: item.id })) {
      const stash = yarn.colours[colour.codeDescription];
      if (stash) await updateColour(as(viewer), colour.id, { skeinsOnHand: stash.skeins, dyeLot: stash.lot, storagePlace: stash.place, purchaseDate: '2026-09-12', purchasePrice: 9.5 * stash.skeins });
    }
    // Two more skeins of Bramble from another dye lot: with them, the yoke's M is only reached by mixing lots.
    if (name === 'Highland Heather DK') await addColour(as(viewer), item.id, { textDescription: 'Bramble', codeDescription: 'HH-112', skeinsOnHand: 3, dyeLot: 'A15', storagePlace: 'Blue box' });
  }
  if (await ctx.em.count(Needle, { ownerId: viewer.id }) === 0) {
    for (const n of NEEDLES) await createNeedle(as(viewer), n);
  }
  const pattern = await ctx.em.findOne(KnitItem, { ownerId: viewer.id, type: KnitType.PATTERN, name: 'Snowdrift Yoke' });
  if (pattern && await ctx.em.count(PatternSize, { itemId: pattern.id }) === 0) {
    for (const s of SIZES) await addPatternSize(as(viewer), pattern.id, s);
  }
}
