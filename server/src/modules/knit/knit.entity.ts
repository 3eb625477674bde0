import { Enum, Property } from '@mikro-orm/core';
import { Field, Float } from 'type-graphql';
import { KNIT_TEXT_FIELDS, type KnitTextName } from '@purlwise/core';
import { DatabaseId, LEGACY_ID_USERS, NodeEntity } from '../../common/node';
import { TextArrayType } from '../../common/text-array';
import { KnitType, Visibility, WeightClass } from '../../common/enums';

/**
 * A library item: yarn, pattern, detail or model. Yarn uses every text field; the others use name, notes and tags.
 * Its text fields (name, producer, ..., notes) come from the field table (core/src/fields.ts): see below the class.
 */
@NodeEntity('KnitItem', 'knit_item', 'A knitting item of a library: yarn, pattern, detail or model.')
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- its text fields: see the interface below.
export class KnitItem {
  @DatabaseId('the item', LEGACY_ID_USERS) id!: number;
  @Property() ownerId!: number;
  @Field(() => KnitType, { description: 'The kind of item.' }) @Enum({ items: () => KnitType }) type!: KnitType;
  @Field(() => Float, { nullable: true, description: 'Yarn: the length of a skein in metres, beside the free-text `yardage`; null when not given.' })
  @Property({ type: 'double', nullable: true }) metresPerSkein: number | null = null;
  @Field(() => Float, { nullable: true, description: 'Yarn: the weight of a skein in grams, beside the free-text `weight`; null when not given.' })
  @Property({ type: 'double', nullable: true }) gramsPerSkein: number | null = null;
  @Field(() => WeightClass, { nullable: true, description: 'Yarn: the Craft Yarn Council weight class; null when not given (and always for other kinds).' })
  @Property({ type: 'smallint', nullable: true }) weightClass: WeightClass | null = null;
  @Field(() => [String], { description: 'Yarn: the keys of the fibres its content names (wool, merino, alpaca...), derived from `content` on every change.' })
  @Property({ type: TextArrayType }) fibres: string[] = [];
  @Field(() => [String], { description: 'Free tags, in the order given.' }) @Property({ type: TextArrayType }) tags: string[] = [];
  @Field(() => Visibility, { description: 'Who may see the item.' }) @Enum({ items: () => Visibility }) visibility: Visibility = Visibility.PUBLIC;
  @Field(() => Date, { description: 'Set by the server on every change.' }) @Property() lastUpdated: Date = new Date();
  @Property() createdAt: Date = new Date();

  /** A new item: every text field empty, as its column's default. */
  constructor() {
    for (const f of KNIT_TEXT_FIELDS) this[f.name] = '';
  }
}

/** The field table's text fields, one string property per row (as every item has them). */
// Declaration merging gives the class the table's properties, which a loop cannot declare: the interface has no
// member of its own, the class never redeclares them, and the constructor and the loop below define them.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface KnitItem extends Record<KnitTextName, string> {}

// Each text field of the table: a text column (its `column`) and a non-null String field of the GraphQL type. The
// types are explicit: decorators applied here have no `design:type` metadata to infer them from.
for (const f of KNIT_TEXT_FIELDS) {
  Property({ type: 'text', fieldName: f.column, default: '' })(KnitItem.prototype, f.name);
  Field(() => String, { description: f.description })(KnitItem.prototype, f.name);
}
