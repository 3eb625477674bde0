import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GlobalId, Node } from '../../common/node';
import { KnitType, Visibility, WeightClass } from '../../common/enums';

/** A library item: yarn, pattern, detail or model. Yarn uses every text field; the others use name, notes and tags. */
@ObjectType({ implements: Node, description: 'A knitting item of a library: yarn, pattern, detail or model.' })
@GlobalId('KnitItem')
@Entity({ tableName: 'knit_item' })
export class KnitItem {
  @Field(() => Int, { name: 'databaseId', description: 'The number of the item in the database, as /api/v1 and links such as /yarn/42 use it; `id` is its global id.' }) @PrimaryKey() id!: number;
  @Property() ownerId!: number;
  @Field(() => KnitType, { description: 'The kind of item.' }) @Enum({ items: () => KnitType }) type!: KnitType;
  @Field(() => String, { description: 'The name of the item.' }) @Property() name: string = '';
  @Field(() => String, { description: 'Yarn: producer (brand).' }) @Property() producer: string = '';
  @Field(() => String, { description: 'Yarn: country of origin.' }) @Property() madeIn: string = '';
  @Field(() => String, { description: 'Yarn: fibre content.' }) @Property() content: string = '';
  @Field(() => String, { description: 'Yarn: weight of a skein.' }) @Property() weight: string = '';
  @Field(() => String, { description: 'Yarn: length of a skein (shown as Length).' }) @Property() yardage: string = '';
  @Field(() => Float, { nullable: true, description: 'Yarn: the length of a skein in metres, beside the free-text `yardage`; null when not given.' })
  @Property({ type: 'double', nullable: true }) metresPerSkein: number | null = null;
  @Field(() => Float, { nullable: true, description: 'Yarn: the weight of a skein in grams, beside the free-text `weight`; null when not given.' })
  @Property({ type: 'double', nullable: true }) gramsPerSkein: number | null = null;
  @Field(() => String, { description: 'Yarn: recommended needle size.' }) @Property() needleSize: string = '';
  @Field(() => WeightClass, { nullable: true, description: 'Yarn: the Craft Yarn Council weight class; null when not given (and always for other kinds).' })
  @Property({ type: 'smallint', nullable: true }) weightClass: WeightClass | null = null;
  @Field(() => [String], { description: 'Yarn: the keys of the fibres its content names (wool, merino, alpaca...), derived from `content` on every change.' })
  @Property({ type: 'text[]' }) fibres: string[] = [];
  @Field(() => String, { description: 'Free notes, for patterns, details and models.' }) @Property({ type: 'text' }) notes: string = '';
  @Field(() => [String], { description: 'Free tags, in the order given.' }) @Property({ type: 'text[]' }) tags: string[] = [];
  @Field(() => Visibility, { description: 'Who may see the item.' }) @Enum({ items: () => Visibility }) visibility: Visibility = Visibility.PUBLIC;
  @Field(() => Date, { description: 'Set by the server on every change.' }) @Property() lastUpdated: Date = new Date();
  @Property() createdAt: Date = new Date();
}
