/** The stash part of the colour modal's draft (issue #24 point 1): the fields as typed, and what saving them sends. */

/** The stash fields as the form holds them: text, as typed (a decimal comma is accepted). */
export interface StashDraft { skeins: string; dyeLot: string; storagePlace: string; purchaseDate: string; purchasePrice: string }

/** The stash fields of a colour as the server sends them. */
export interface ColourStashRef {
  skeinsOnHand?: number | null; dyeLot?: string | null; storagePlace?: string | null; purchaseDate?: string | null; purchasePrice?: number | null;
}

/** What a save sends of the stash. */
export interface StashInput { skeinsOnHand: number | null; dyeLot: string; storagePlace: string; purchaseDate: string | null; purchasePrice: number | null }

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The draft of a colour's stash fields (empty for a new colour). */
export function stashDraftFor(colour: ColourStashRef | null): StashDraft {
  return {
    skeins: text(colour?.skeinsOnHand), dyeLot: colour?.dyeLot ?? '', storagePlace: colour?.storagePlace ?? '',
    purchaseDate: colour?.purchaseDate ?? '', purchasePrice: text(colour?.purchasePrice),
  };
}

/** A number typed with a dot or a comma; null when empty; NaN when it is not a number (the server refuses it). */
export function parseAmount(s: string): number | null {
  const t = s.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d*\.?\d+$|^\d+\.$/.test(t) ? Number(t) : NaN;
}

/** What saving `draft` sends. */
export function stashInput(draft: StashDraft): StashInput {
  return {
    skeinsOnHand: parseAmount(draft.skeins), dyeLot: draft.dyeLot.trim(), storagePlace: draft.storagePlace.trim(),
    purchaseDate: draft.purchaseDate.trim() || null, purchasePrice: parseAmount(draft.purchasePrice),
  };
}

/** Whether two drafts send the same. */
export function sameStash(a: StashDraft, b: StashDraft): boolean {
  return JSON.stringify(stashInput(a)) === JSON.stringify(stashInput(b));
}

/** Whether a draft of a new colour holds any stash field. */
export function hasStash(draft: StashDraft): boolean {
  return [draft.skeins, draft.dyeLot, draft.storagePlace, draft.purchaseDate, draft.purchasePrice].some((v) => v.trim() !== '');
}
