/**
 * "Do I have enough?" (issue #24 point 5): for a size of a pattern the viewer may see, the viewer's yarns of its weight
 * class whose on-hand length reaches its yardage, one match per colour of a yarn; a match only reached by skeins of
 * several dye lots is marked. For a chosen yarn, the skeins to buy to reach it.
 */
import { skeinsToBuy } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { badInput } from '../../common/errors';
import { requireViewer } from '../../common/policy';
import { Colour } from '../colour/colour.entity';
import { getVisibleItem } from '../knit/knit.service';
import { KnitItem } from '../knit/knit.entity';
import { KnitType } from '../../common/enums';
import { getPatternSize } from '../pattern/pattern-size.service';
import type { PatternSize } from '../pattern/pattern-size.entity';

/** One colour of a yarn whose skeins on hand are long enough. */
export interface StashMatch { yarn: KnitItem; colours: Colour[]; colourName: string; skeins: number; metres: number; dyeLots: string[]; mixesDyeLots: boolean }

/** What to buy of a chosen yarn: null skeins when its length per skein is not known. */
export interface YarnToBuy { yarn: KnitItem; haveMetres: number; skeins: number | null }

/** The answer for a size. */
export interface EnoughAnswer { size: PatternSize; neededMetres: number; matches: StashMatch[]; enough: boolean; toBuy: YarnToBuy | null }

const MAX_MATCHES = 100;
const r2 = (v: number) => Math.round(v * 100) / 100;

/** The name a colour is grouped under: its description and code, any case. */
function colourKey(c: Colour): string {
  return `${c.textDescription.trim().toLowerCase()}\u0000${c.codeDescription.trim().toLowerCase()}`;
}

function matchesOf(yarns: Map<number, KnitItem>, colours: Colour[], needed: number): StashMatch[] {
  const groups = new Map<string, Colour[]>();
  for (const c of colours) {
    const key = `${c.itemId}\u0000${colourKey(c)}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const out: StashMatch[] = [];
  for (const group of groups.values()) {
    const yarn = yarns.get(group[0].itemId);
    if (!yarn?.metresPerSkein) continue;
    const perLot = new Map<string, number>();
    let skeins = 0;
    for (const c of group) {
      skeins += c.skeinsOnHand ?? 0;
      const lot = c.dyeLot.trim();
      perLot.set(lot, (perLot.get(lot) ?? 0) + (c.skeinsOnHand ?? 0));
    }
    const metres = skeins * yarn.metresPerSkein;
    if (metres + 1e-9 < needed) continue;
    const oneLotEnough = [...perLot.values()].some((s) => s * yarn.metresPerSkein! + 1e-9 >= needed);
    const name = [group[0].textDescription, group[0].codeDescription].filter((s) => s.trim() !== '').join(' ');
    out.push({ yarn, colours: group, colourName: name, skeins: r2(skeins), metres: r2(metres), dyeLots: [...perLot.keys()].filter((l) => l !== '').sort(), mixesDyeLots: !oneLotEnough });
  }
  // Matches of one dye lot first, then the closest fit.
  out.sort((a, b) => Number(a.mixesDyeLots) - Number(b.mixesDyeLots) || a.metres - b.metres || a.yarn.id - b.yarn.id);
  return out.slice(0, MAX_MATCHES);
}

/** The answer for the size `sizeId`, and the skeins to buy of `yarnId` when given. */
export async function enoughYarn(ctx: Ctx, sizeId: number, yarnId: number | null): Promise<EnoughAnswer> {
  const viewer = requireViewer(ctx);
  const size = await getPatternSize(ctx, sizeId);
  if (size.yardageM == null || size.weightClass == null) {
    throw badInput('This size does not say its yardage and weight class', { reason: 'sizeIncomplete' });
  }
  const needed = size.yardageM;
  const yarnRows = await ctx.em.find(KnitItem, { ownerId: viewer.id, type: KnitType.YARN, weightClass: size.weightClass, metresPerSkein: { $ne: null } });
  const yarns = new Map(yarnRows.map((y) => [y.id, y]));
  const colours = yarns.size ? await ctx.em.find(Colour, { itemId: { $in: [...yarns.keys()] }, skeinsOnHand: { $gt: 0 } }, { orderBy: { id: 'asc' } }) : [];
  const matches = matchesOf(yarns, colours, needed);
  let toBuy: YarnToBuy | null = null;
  if (yarnId != null) {
    const yarn = await getVisibleItem(ctx, yarnId, KnitType.YARN);
    const own = yarn.ownerId === viewer.id ? await ctx.em.find(Colour, { itemId: yarn.id }) : [];
    const haveSkeins = own.reduce((s, c) => s + (c.skeinsOnHand ?? 0), 0);
    const have = yarn.metresPerSkein ? haveSkeins * yarn.metresPerSkein : 0;
    toBuy = { yarn, haveMetres: r2(have), skeins: yarn.metresPerSkein ? skeinsToBuy(needed, have, yarn.metresPerSkein) : null };
  }
  return { size, neededMetres: needed, matches, enough: matches.length > 0, toBuy };
}
