import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A colour (colourway) of a knit item, with an optional picture. */
@ObjectType({ description: 'A colour of a knit item: a text description, a code and an optional picture.' })
@Entity({ tableName: 'colour' })
export class Colour {
  @Field(() => Int) @PrimaryKey() id!: number;
  @Field(() => Int) @Property() itemId!: number;
  @Field(() => String) @Property() textDescription: string = '';
  @Field(() => String) @Property() codeDescription: string = '';
  @Property({ nullable: true, type: 'integer' }) imageId: number | null = null;
  @Property() createdAt: Date = new Date();
}
