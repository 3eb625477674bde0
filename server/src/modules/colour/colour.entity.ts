import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node } from '../../common/node';

/** A colour (colourway) of a knit item, with an optional picture. */
@ObjectType({ implements: Node, description: 'A colour of a knit item: a text description, a code and an optional picture.' })
@Entity({ tableName: 'colour' })
export class Colour {
  @Field(() => Int, { name: 'databaseId', description: 'The number of the colour in the database, as /api/v1 and links such as /yarn/42 use it; `id` is its global id.' }) @PrimaryKey() id!: number;
  @Field(() => Int, { description: 'The id of the item of this colour.', deprecationReason: 'Use `item { id }`: a bare foreign key is not a GraphQL link.' })
  @Property() itemId!: number;
  @Field(() => String, { description: 'A description in words; may be empty.' }) @Property() textDescription: string = '';
  @Field(() => String, { description: 'A code, such as the colourway number; may be empty.' }) @Property() codeDescription: string = '';
  @Property({ nullable: true, type: 'integer' }) imageId: number | null = null;
  @Property() createdAt: Date = new Date();
}
