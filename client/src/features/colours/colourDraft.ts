/** The colour modal's draft and what saving it sends (docs/product.md §4.8). */
import { isColourDescribed } from '@purlwise/core';
import type { ColoursBlock_ColourFragment } from '../../gql/graphql';
import { hasStash, sameStash, stashDraftFor, stashInput, type ColourStashRef, type StashDraft, type StashInput } from './colourStash';

/** A colour as the block receives it: the generated fragment's fields the block shows. */
export type ColourRef = Pick<ColoursBlock_ColourFragment, 'id' | 'textDescription' | 'codeDescription' | 'pictureUrl' | 'thumbnailUrl'> & ColourStashRef;

/**
 * What the modal holds: the two descriptions, a newly chosen picture (not yet sent) and whether the
 * existing picture was removed. Removing only changes the draft: the server hears of it on Save.
 */
export interface ColourDraft<F = File> {
  textDescription: string;
  codeDescription: string;
  file: F | null;
  pictureCleared: boolean;
  /** The stash fields (skeins on hand, dye lot, place, purchase), as typed. */
  stash: StashDraft;
}

/** A fresh draft for `colour`, or an empty one for the add-new card. */
export function draftFor<F = File>(colour: ColourRef | null): ColourDraft<F> {
  return {
    textDescription: colour?.textDescription ?? '',
    codeDescription: colour?.codeDescription ?? '',
    file: null,
    pictureCleared: false,
    stash: stashDraftFor(colour),
  };
}

/** True when a file of this MIME type may be chosen: only images (type starting with image/). */
export function isImageType(type: string | null | undefined): boolean {
  return typeof type === 'string' && type.toLowerCase().startsWith('image/');
}

/** True when both descriptions are blank: such a colour is not saved (core's colour rule). */
export function isBlank(draft: ColourDraft<unknown>): boolean {
  return !isColourDescribed(draft);
}

/** Which picture the modal shows: the chosen file, the saved one unless removed, or none. */
export function shownPicture<F>(colour: ColourRef | null, draft: ColourDraft<F>): { kind: 'file'; file: F } | { kind: 'url'; url: string } | { kind: 'none' } {
  if (draft.file) return { kind: 'file', file: draft.file };
  if (!draft.pictureCleared && colour?.pictureUrl) return { kind: 'url', url: colour.pictureUrl };
  return { kind: 'none' };
}

/** One call of a save, in the order it is sent. */
export type ColourStep<F = File> =
  | { op: 'add'; textDescription: string; codeDescription: string; picture: F | null; stash?: StashInput }
  | { op: 'update'; id: string; textDescription: string; codeDescription: string; stash?: StashInput }
  | { op: 'setPicture'; id: string; file: F }
  | { op: 'clearPicture'; id: string };

/**
 * The calls that save `draft` over `colour` (null for a new colour), or null when the save is refused
 * (both descriptions blank). A new colour carries its picture in addColour; an existing one sends its
 * descriptions only when they changed, then uploads a new picture or clears a removed one.
 */
export function planSave<F>(colour: ColourRef | null, draft: ColourDraft<F>): ColourStep<F>[] | null {
  if (isBlank(draft)) return null;
  const { textDescription, codeDescription } = draft;
  const stash = draft.stash ?? stashDraftFor(null);
  if (!colour) return [{ op: 'add', textDescription, codeDescription, picture: draft.file, ...(hasStash(stash) ? { stash: stashInput(stash) } : {}) }];
  const steps: ColourStep<F>[] = [];
  const stashChanged = !sameStash(stash, stashDraftFor(colour));
  if (textDescription !== colour.textDescription || codeDescription !== colour.codeDescription || stashChanged) {
    steps.push({ op: 'update', id: colour.id, textDescription, codeDescription, ...(stashChanged ? { stash: stashInput(stash) } : {}) });
  }
  if (draft.file) steps.push({ op: 'setPicture', id: colour.id, file: draft.file });
  else if (draft.pictureCleared && colour.pictureUrl) steps.push({ op: 'clearPicture', id: colour.id });
  return steps;
}
