import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Visibility } from '../../common/enums';

/** A saved gauge calculator: a tension swatch and a target size. Rows and stitches are integers. */
@ObjectType({ description: 'A saved gauge calculator: a tension swatch (rows over a width, stitches over a height) and a target.' })
@Entity({ tableName: 'calculator' })
export class Calculator {
  @Field(() => Int) @PrimaryKey() id!: number;
  @Property() ownerId!: number;
  @Field(() => String) @Property() name: string = 'New Calc';
  @Field(() => Int) @Property() type: number = 0;
  @Field(() => Visibility) @Enum({ items: () => Visibility }) visibility: Visibility = Visibility.PUBLIC;
  @Field(() => Date) @Property() lastUpdated: Date = new Date();
  @Field(() => Int) @Property() tensionRows: number = 0;
  @Field(() => Float, { description: 'cm' }) @Property({ type: 'double' }) tensionWidth: number = 0;
  @Field(() => Int) @Property() tensionStitches: number = 0;
  @Field(() => Float, { description: 'cm' }) @Property({ type: 'double' }) tensionHeight: number = 0;
  @Field(() => Int) @Property() resultRows: number = 0;
  @Field(() => Float, { description: 'cm' }) @Property({ type: 'double' }) resultWidth: number = 0;
  @Field(() => Int) @Property() resultStitches: number = 0;
  @Field(() => Float, { description: 'cm' }) @Property({ type: 'double' }) resultHeight: number = 0;
}
