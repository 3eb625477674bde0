/** The yarn fields that hold quantities, shown in the preferred unit when their text is a number with a unit. */
import { displayNeedle, displayWeight, displayYardage, type Unit } from '@purlwise/core';

const CONVERTERS: Partial<Record<string, (text: string, unit: Unit) => string>> = {
  weight: displayWeight, yardage: displayYardage, needleSize: displayNeedle,
};

/** The text of `field` as shown in `unit`: converted when it parses as number + unit, else as typed. */
export function inUnit(field: string, text: string, unit: Unit): string {
  const convert = CONVERTERS[field];
  return convert && text ? convert(text.trim(), unit) : text;
}

/** The editor's hint under a quantity field: the value in the preferred unit, or null when it reads the same. */
export function inUnitHint(field: string, text: string, unit: Unit): string | null {
  const shown = inUnit(field, text, unit);
  return shown && shown !== text.trim() ? `≈ ${shown}` : null;
}
