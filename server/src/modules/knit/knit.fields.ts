/**
 * The field table (core/src/fields.ts) as the server reads it: SQL select lists of the text columns and objects of
 * one value per text field, for the places that read or write every text field of an item.
 */
import { KNIT_TEXT_FIELDS, wireTextFields, type KnitTextRow } from '@purlwise/core';

export { perTextField } from '@purlwise/core';

/** One row of the field table. */
export type TextField = KnitTextRow;

/** A row of the field table that the legacy /api/v1 wire carries. */
export type WireTextField = ReturnType<typeof wireTextFields>[number];

/** The rows the legacy wire carries, in the table's order. */
export const WIRE_TEXT_FIELDS = wireTextFields();

/** The select list of the text columns of table alias `alias`, each named as its field: `k.made_in as "madeIn"`. */
export function textColumnsSql(alias: string, fields: readonly TextField[] = KNIT_TEXT_FIELDS): string {
  return fields.map((f) => `${alias}.${f.column} as "${f.name}"`).join(', ');
}
