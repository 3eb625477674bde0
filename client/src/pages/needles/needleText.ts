/** How a needle reads in the knitter's unit: "4 mm" (metric) or "US 6 / UK 8 (4 mm)" (imperial), with its length, and in one line. */
import type { NumberFormat } from '@purlwise/core';

/** The size of a needle: metric, or its US and UK numbers first when the unit is imperial. */
export function needleSizeText(n: { sizeMm: number; sizeUs?: string | null; sizeUk?: string | null }, imperial: boolean, format: NumberFormat = String): string {
  const mm = `${format(n.sizeMm)} mm`;
  if (!imperial) return mm;
  const names = [n.sizeUs ? `US ${n.sizeUs}` : '', n.sizeUk ? `UK ${n.sizeUk}` : ''].filter(Boolean);
  return names.length ? `${names.join(' / ')} (${mm})` : mm;
}

/** A length in cm in the knitter's unit ("80 cm" or "31.5 in"); empty when not given. */
export function needleLengthText(cm: number | null | undefined, imperial: boolean, format: NumberFormat = String): string {
  if (cm == null) return '';
  return imperial ? `${format(Math.round((cm / 2.54) * 10) / 10)} in` : `${format(cm)} cm`;
}

/** A needle in one line, its kind already translated: "Circular · 4 mm · 80 cm" (the projects' needle picker). */
export function needleLabel(
  n: { sizeMm: number; sizeUs?: string | null; sizeUk?: string | null; lengthCm?: number | null }, kind: string, imperial: boolean, format: NumberFormat = String,
): string {
  return [kind, needleSizeText(n, imperial, format), needleLengthText(n.lengthCm, imperial, format)].filter(Boolean).join(' · ');
}
