import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A picture of a knit item. Replacing it keeps its id and points it at a new image. */
@ObjectType({ description: 'A picture of a knit item.' })
@Entity({ tableName: 'picture' })
export class Picture {
  @Field(() => Int, { description: 'The id of the picture.' }) @PrimaryKey() id!: number;
  @Field(() => Int, { description: 'The id of the item of this picture.', deprecationReason: 'Use `item { id }`: a bare foreign key is not a GraphQL link.' })
  @Property() itemId!: number;
  @Property() imageId!: number;
  @Property() createdAt: Date = new Date();
}
