/**
 * State of one calculator card. Every number goes through core's applyEdit: this module only keeps
 * what was loaded, what is shown, the text of the box being typed in, the lock and the rename box.
 */
import { applyEdit, cleanCalcName, measuresEqual, sanitizeNote, type MeasureKey, type Measures, type SanitizeNote } from '@purlwise/core';

/** The card's state. */
export interface CardState {
  /** The measures as last loaded from the server (what Cancel restores). */
  loaded: Measures;
  /** The measures shown, after the user's edits. */
  current: Measures;
  /** The raw text of boxes typed in since they were focused, so "1." or "" can be typed. */
  drafts: Partial<Record<MeasureKey, string>>;
  /** Locked (default): tension fixed, result derived. Unlocked: result fixed, tension derived. */
  locked: boolean;
  /** The rename box's text, or null when the box is closed. */
  renaming: string | null;
  /** The last typed value that was truncated or became 0, said under its box until the next edit or reset. */
  hint?: { key: MeasureKey; note: SanitizeNote; value: number } | null;
}

/** Everything the card can do to its state. */
export type CardAction =
  | { type: 'edit'; key: MeasureKey; raw: string; lengthDecimals?: number }
  | { type: 'blur'; key: MeasureKey }
  | { type: 'toggleLock' }
  | { type: 'cancel' }
  | { type: 'loaded'; measures: Measures }
  | { type: 'restore'; measures: Measures }
  | { type: 'kept' }
  | { type: 'startRename'; name: string }
  | { type: 'renameText'; text: string }
  | { type: 'stopRename' };

/** The state of a card showing `measures` as loaded. */
export function initialCard(measures: Measures): CardState {
  return { loaded: { ...measures }, current: { ...measures }, drafts: {}, locked: true, renaming: null };
}

/** The card's reducer. */
export function cardReducer(state: CardState, action: CardAction): CardState {
  switch (action.type) {
    case 'edit': {
      const current = applyEdit(state.current, action.key, action.raw, state.locked, action.lengthDecimals);
      const note = sanitizeNote(action.key, action.raw);
      return {
        ...state,
        current,
        // Only the box being typed in keeps its raw text; its partner shows the derived number.
        drafts: { [action.key]: action.raw },
        hint: note ? { key: action.key, note, value: current[action.key] } : null,
      };
    }
    case 'blur': {
      if (!(action.key in state.drafts)) return state;
      const { [action.key]: _gone, ...rest } = state.drafts;
      return { ...state, drafts: rest };
    }
    case 'toggleLock':
      return { ...state, locked: !state.locked };
    case 'cancel':
      return { ...state, current: { ...state.loaded }, drafts: {}, hint: null };
    case 'loaded':
      // A refetch after Apply (or another card's write): unchanged values keep pending edits.
      if (measuresEqual(action.measures, state.loaded)) return state;
      return { ...state, loaded: { ...action.measures }, current: { ...action.measures }, drafts: {}, hint: null };
    case 'restore':
      // A kept draft put back (issue #26): shown as typed, Apply and Cancel offered.
      return { ...state, current: { ...action.measures }, drafts: {}, hint: null };
    case 'kept':
      // The shown measures are saved, or queued offline: they are what Cancel goes back to now.
      return { ...state, loaded: { ...state.current }, drafts: {} };
    case 'startRename':
      return { ...state, renaming: action.name };
    case 'renameText':
      return state.renaming === null ? state : { ...state, renaming: action.text };
    case 'stopRename':
      return { ...state, renaming: null };
  }
}

/** True when the shown measures differ from the loaded ones: Apply and Cancel are then shown. */
export function isChanged(state: CardState): boolean {
  return !measuresEqual(state.current, state.loaded);
}

/** The text a measure box shows: the raw text while it is being typed, otherwise the number. */
export function boxText(state: CardState, key: MeasureKey): string {
  const draft = state.drafts[key];
  return draft !== undefined ? draft : String(state.current[key]);
}

/** The name a rename confirms, or null when the box is closed or blank (the rename is then ignored). */
export function renameTarget(state: CardState): string | null {
  return state.renaming === null ? null : cleanCalcName(state.renaming);
}

/** The eight measures of a calculator object (which also carries id, name and other fields). */
export function measuresOf(c: Measures): Measures {
  return {
    tensionRows: c.tensionRows, tensionWidth: c.tensionWidth, tensionStitches: c.tensionStitches, tensionHeight: c.tensionHeight,
    resultRows: c.resultRows, resultWidth: c.resultWidth, resultStitches: c.resultStitches, resultHeight: c.resultHeight,
  };
}
