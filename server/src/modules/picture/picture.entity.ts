import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GlobalId, Node } from '../../common/node';

/** A picture of a knit item. Replacing it keeps its id and points it at a new image. */
@ObjectType({ implements: Node, description: 'A picture of a knit item.' })
@GlobalId('Picture')
@Entity({ tableName: 'picture' })
export class Picture {
  @Field(() => Int, { name: 'databaseId', description: 'The number of the picture in the database, as /api/v1 and links such as /yarn/42 use it; `id` is its global id.' }) @PrimaryKey() id!: number;
  @Field(() => Int, { description: 'The id of the item of this picture.', deprecationReason: 'Use `item { id }`: a bare foreign key is not a GraphQL link. Removed after 2027-05-25.' })
  @Property() itemId!: number;
  @Property() imageId!: number;
  @Property() createdAt: Date = new Date();
}
