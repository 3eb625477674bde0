/**
 * The field table of a knit item's text fields: the one place a text field is declared. The server derives from it
 * the entity's columns and GraphQL fields, the create and update inputs, the service's checks, the feed's columns,
 * the legacy wire form (for the fields /api/v1 carries), the export document and its import; the web client derives
 * the editor's fields, the form it sends and the preview's facts; `npm run codegen` writes the GraphQL fragment the
 * client reads them with. Adding a text field: a row here, a migration (registered in server/src/db/orm.ts) and its
 * label in client/src/i18n/items.{en,fr}.json (ARCHITECTURE.md, "How to add a feature").
 */
import type { KnitTypeName } from './constants';
import { LIMITS } from './validation';

/** A full-text weight: PostgreSQL's setweight letters. */
export type SearchWeight = 'A' | 'B' | 'C' | 'D';

/** How the editor shows a field: one line, or a multi-line box. */
export type FieldControl = 'line' | 'box';

/** One text field of a knit item. */
export interface KnitTextField {
  /** The GraphQL name, the export key and the client form's key (camelCase). */
  readonly name: string;
  /** The column of table knit_item. */
  readonly column: string;
  /** The name on the legacy /api/v1 wire, or null when that frozen door does not carry it. */
  readonly wire: string | null;
  /** Its English name in error messages ("Producer must be at most 255 characters"). */
  readonly label: string;
  /** Its GraphQL description. */
  readonly description: string;
  /** The most characters it takes. */
  readonly max: number;
  /** The kinds whose editor shows it and whose form sends it. */
  readonly kinds: readonly KnitTypeName[];
  /** Stored trimmed (true) or exactly as typed (notes keep their spacing). */
  readonly trim: boolean;
  /** Its weight in full-text search (A ranks highest), or null when search does not read it. The search triggers of
   * the migrations index these columns; tests/api/field-table.test.ts checks that they agree. */
  readonly search: SearchWeight | null;
  /** The editor's control. */
  readonly control: FieldControl;
  /** Its place among the preview's facts of a yarn (docs/product.md §2.10), or null when the preview leaves it out. */
  readonly fact: number | null;
}

const YARN: readonly KnitTypeName[] = ['yarn'];
const EVERY: readonly KnitTypeName[] = ['yarn', 'pattern', 'detail', 'model'];
const NOT_YARN: readonly KnitTypeName[] = ['pattern', 'detail', 'model'];
const TEXT = LIMITS.knitText.max;

/** A one-line text field of a yarn, carried by every door. */
function yarnLine<N extends string>(name: N, column: string, wire: string, label: string, description: string, search: SearchWeight | null, fact: number): KnitTextField & { name: N } {
  return { name, column, wire, label, description, max: TEXT, kinds: YARN, trim: true, search, control: 'line', fact };
}

/** Every text field of a knit item, in the editor's order. */
export const KNIT_TEXT_FIELDS = [
  { name: 'name', column: 'name', wire: 'name', label: 'Name', description: 'The name of the item.', max: TEXT, kinds: EVERY, trim: true, search: 'A', control: 'line', fact: 0 },
  yarnLine('producer', 'producer', 'producer', 'Producer', 'Yarn: producer (brand).', 'B', 1),
  yarnLine('madeIn', 'made_in', 'made_in', 'Made in', 'Yarn: country of origin.', 'C', 6),
  yarnLine('content', 'content', 'content', 'Content', 'Yarn: fibre content.', 'B', 2),
  yarnLine('weight', 'weight', 'weight', 'Weight', 'Yarn: weight of a skein.', null, 3),
  yarnLine('yardage', 'yardage', 'yardage', 'Length', 'Yarn: length of a skein (shown as Length).', null, 4),
  yarnLine('needleSize', 'needle_size', 'needle_size', 'Needle size', 'Yarn: recommended needle size.', null, 5),
  { name: 'notes', column: 'notes', wire: 'notes', label: 'Notes', description: 'Free notes, for patterns, details and models.', max: LIMITS.notes.max, kinds: NOT_YARN, trim: false, search: 'D', control: 'box', fact: null },
] as const satisfies readonly KnitTextField[];


/** The name of a text field. */
export type KnitTextName = (typeof KNIT_TEXT_FIELDS)[number]['name'];

/** A row of the table, its name typed. */
export type KnitTextRow = KnitTextField & { readonly name: KnitTextName };

const ROWS: readonly KnitTextRow[] = KNIT_TEXT_FIELDS;

/** An object of one value per text field, keyed by the field's name, in the table's order. */
export function perTextField<T>(value: (f: KnitTextRow) => T): Record<KnitTextName, T> {
  return Object.fromEntries(ROWS.map((f) => [f.name, value(f)])) as Record<KnitTextName, T>;
}

/** The text fields a kind's editor shows and its form sends, in order. */
export function textFieldsOf(kind: KnitTypeName): readonly KnitTextRow[] {
  return ROWS.filter((f) => f.kinds.includes(kind));
}

/** The text fields the legacy wire carries. */
export function wireTextFields(): ReadonlyArray<KnitTextRow & { readonly wire: string }> {
  return ROWS.filter((f): f is KnitTextRow & { readonly wire: string } => f.wire !== null);
}

/** The facts of a kind's preview, in the order it lists them (its boxes come after the tags). */
export function factsOf(kind: KnitTypeName): readonly KnitTextRow[] {
  return textFieldsOf(kind).filter((f) => f.fact !== null).sort((a, b) => (a.fact ?? 0) - (b.fact ?? 0));
}
