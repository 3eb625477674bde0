/** Numbers written in the interface language's format: "0.9" in English, "0,9" in French (Intl.NumberFormat). */
import { useTranslation } from 'react-i18next';
import type { NumberFormat } from '@purlwise/core';

/**
 * One formatter per language for the whole app. Building an Intl.NumberFormat is costly (its locale data is resolved
 * each time): made per card, it was one of the largest costs of the feed's first render on a phone (issue #22 pt 4).
 */
const formats = new Map<string, NumberFormat>();

/** The number format of `language` (at most two decimals, as the quantities are rounded). */
export function numberFormatOf(language: string): NumberFormat {
  let format = formats.get(language);
  if (!format) {
    // Made on the first number written, not when a screen that may write one renders (the first one also loads the
    // browser's number data: 50 ms of a phone's first render, for a feed whose cards may show no number at all).
    let intl: Intl.NumberFormat | undefined;
    format = (value: number) => (intl ??= new Intl.NumberFormat(language, { maximumFractionDigits: 2 })).format(value);
    formats.set(language, format);
  }
  return format;
}

/** The current language's number format. */
export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  return numberFormatOf(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}
