/** The yarn fields that hold quantities, shown in the preferred unit when their text is a number with a unit. */
import { displayNeedle, displayWeight, displayYardage, type NumberFormat, type Unit } from '@purlwise/core';

const CONVERTERS: Partial<Record<string, (text: string, unit: Unit, format?: NumberFormat) => string>> = {
  weight: displayWeight, yardage: displayYardage, needleSize: displayNeedle,
};

/** The text of `field` as shown in `unit`: converted when it parses as number + unit, else as typed. */
export function inUnit(field: string, text: string, unit: Unit, format: NumberFormat = String): string {
  const convert = CONVERTERS[field];
  return convert && text ? convert(text.trim(), unit, format) : text;
}

/**
 * The editor's hint under a quantity field: the value in the preferred unit (numbers in `format`), or null when it
 * reads the same as typed (a "1000 g" typed in French gets no hint only to say "1 000 g").
 */
export function inUnitHint(field: string, text: string, unit: Unit, format: NumberFormat = String): string | null {
  const plain = inUnit(field, text, unit);
  return plain && plain !== text.trim() ? `≈ ${inUnit(field, text, unit, format)}` : null;
}

/** A yarn's weight and length on a card ("50 g · 167 m"), in the preferred unit; null when neither is given. */
export function yarnQuantities(item: { weight?: string | null; yardage?: string | null }, unit: Unit, format: NumberFormat = String): string | null {
  const parts = [inUnit('weight', item.weight ?? '', unit, format), inUnit('yardage', item.yardage ?? '', unit, format)]
    .map((s) => s.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
