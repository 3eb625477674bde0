import { Enum, Property } from '@mikro-orm/core';
import { Field, Float, Int } from 'type-graphql';
import { DatabaseId, LEGACY_ID_USERS, NodeEntity } from '../../common/node';
import { Visibility } from '../../common/enums';

/** A saved gauge calculator: a tension swatch and a target size. Rows and stitches are integers. */
@NodeEntity('Calculator', 'calculator', 'A saved gauge calculator: a tension swatch (rows over a width, stitches over a height) and a target.')
export class Calculator {
  @DatabaseId('the calculator', LEGACY_ID_USERS) id!: number;
  @Property() ownerId!: number;
  @Field(() => String, { description: 'The name the knitter gave it.' }) @Property() name: string = 'New Calc';
  @Field(() => Int, {
    description: 'A free small number kept for the original client, 0 on creation. Purlwise gives it no meaning; a tool may use it to tell its own kinds of calculator apart.',
  }) @Property() type: number = 0;
  @Field(() => Visibility, { description: 'Who may see the calculator.' }) @Enum({ items: () => Visibility }) visibility: Visibility = Visibility.PUBLIC;
  @Field(() => Date, { description: 'Set by the server on every change.' }) @Property() lastUpdated: Date = new Date();
  @Field(() => Int, { description: 'Swatch: the stitches counted across its width (the legacy name pairs rows with width).' }) @Property() tensionRows: number = 0;
  @Field(() => Float, { description: 'Width of the tension swatch, in cm.' }) @Property({ type: 'double' }) tensionWidth: number = 0;
  @Field(() => Int, { description: 'Swatch: the rows counted up its height (the legacy name pairs stitches with height).' }) @Property() tensionStitches: number = 0;
  @Field(() => Float, { description: 'Height of the tension swatch, in cm.' }) @Property({ type: 'double' }) tensionHeight: number = 0;
  @Field(() => Int, { description: 'Result: the stitches to cast on across the target width (the legacy name pairs rows with width).' }) @Property() resultRows: number = 0;
  @Field(() => Float, { description: 'Target width, in cm.' }) @Property({ type: 'double' }) resultWidth: number = 0;
  @Field(() => Int, { description: 'Result: the rows to knit up the target height (the legacy name pairs stitches with height).' }) @Property() resultStitches: number = 0;
  @Field(() => Float, { description: 'Target height, in cm.' }) @Property({ type: 'double' }) resultHeight: number = 0;
}
