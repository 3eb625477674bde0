/** Numbers written in the interface language's format: "0.9" in English, "0,9" in French (Intl.NumberFormat). */
import { useTranslation } from 'react-i18next';
import type { NumberFormat } from '@purlwise/core';

/**
 * One formatter per language for the whole app. Building an Intl.NumberFormat is costly (its locale data is resolved
 * each time): made per card, it was one of the largest costs of the feed's first render on a phone (issue #22 pt 4).
 */
const formats = new Map<string, NumberFormat>();

/**
 * A whole number from 0 to 999 is written the same in every language the interface speaks (no separator, no sign):
 * it needs no Intl.NumberFormat. Building the first one costs a phone about 200 ms on the feed's first render, for
 * cards that mostly show such numbers (a 50 g ball, 200 m).
 */
function isPlain(value: number): boolean {
  return Number.isInteger(value) && value < 1000 && (value > 0 || Object.is(value, 0));
}

/** The number format of `language` (at most two decimals, as the quantities are rounded). */
export function numberFormatOf(language: string): NumberFormat {
  let format = formats.get(language);
  if (!format) {
    // The Intl.NumberFormat is made on the first number that needs it, not when a screen that may write one renders.
    let intl: Intl.NumberFormat | undefined;
    format = (value: number) => (isPlain(value) ? String(value) : (intl ??= new Intl.NumberFormat(language, { maximumFractionDigits: 2 })).format(value));
    formats.set(language, format);
  }
  return format;
}

/** The current language's number format. */
export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  return numberFormatOf(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}
