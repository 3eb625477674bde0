/** The rule of a colour (docs/product.md §3.3, §4.8): it needs a description or a code. */

/** The message of a colour with neither a text nor a code description; the server sends it as is. */
export const COLOUR_UNDESCRIBED_MESSAGE = 'A colour needs a description or a code';

/** The describing fields of a colour; missing ones count as empty. */
export interface ColourDescriptions {
  textDescription?: string | null;
  codeDescription?: string | null;
}

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** True when a colour has a text or a code description (whitespace alone does not count). */
export function isColourDescribed(colour: ColourDescriptions): boolean {
  return !blank(colour.textDescription) || !blank(colour.codeDescription);
}

/** Returns COLOUR_UNDESCRIBED_MESSAGE when both descriptions are blank, else null. */
export function checkColourDescriptions(colour: ColourDescriptions): string | null {
  return isColourDescribed(colour) ? null : COLOUR_UNDESCRIBED_MESSAGE;
}
