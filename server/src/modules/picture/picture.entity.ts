import { Property } from '@mikro-orm/core';
import { Field, Int } from 'type-graphql';
import { DatabaseId, LEGACY_ID_USERS, NodeEntity } from '../../common/node';

/** A picture of a knit item. Replacing it keeps its id and points it at a new image. */
@NodeEntity('Picture', 'picture', 'A picture of a knit item.')
export class Picture {
  @DatabaseId('the picture', LEGACY_ID_USERS) id!: number;
  @Field(() => Int, { description: 'The id of the item of this picture.', deprecationReason: 'Use `item { id }`: a bare foreign key is not a GraphQL link. Removed after 2027-05-25.' })
  @Property() itemId!: number;
  @Property() imageId!: number;
  @Property() createdAt: Date = new Date();
}
