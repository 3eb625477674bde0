import { DecimalType, Property } from '@mikro-orm/core';
import { Field, Float, Int } from 'type-graphql';
import { DatabaseId, LEGACY_ID_USERS, NodeEntity } from '../../common/node';

/** A colour (colourway) of a knit item, with an optional picture. */
@NodeEntity('Colour', 'colour', 'A colour of a knit item: a text description, a code and an optional picture.')
export class Colour {
  @DatabaseId('the colour', LEGACY_ID_USERS) id!: number;
  @Field(() => Int, { description: 'The id of the item of this colour.', deprecationReason: 'Use `item { id }`: a bare foreign key is not a GraphQL link. Removed after 2027-05-25.' })
  @Property() itemId!: number;
  @Field(() => String, { description: 'A description in words; may be empty.' }) @Property() textDescription: string = '';
  @Field(() => String, { description: 'A code, such as the colourway number; may be empty.' }) @Property() codeDescription: string = '';
  @Field(() => Float, { nullable: true, description: 'Stash: the skeins of this colour on hand (decimals allowed, such as 2.5); null when not known.' })
  @Property({ type: new DecimalType('number'), nullable: true }) skeinsOnHand: number | null = null;
  @Field(() => String, { description: 'Stash: the dye lot printed on the ball band; may be empty.' }) @Property() dyeLot: string = '';
  @Field(() => String, { description: 'Stash: where the skeins are kept (a box, a shelf); may be empty.' }) @Property() storagePlace: string = '';
  @Field(() => String, { nullable: true, description: 'Stash: the day the skeins were bought (YYYY-MM-DD); null when not given.' })
  @Property({ type: 'date', nullable: true }) purchaseDate: string | null = null;
  @Field(() => Float, { nullable: true, description: 'Stash: what the skeins of this colour cost in all, in the knitter\'s currency; null when not given.' })
  @Property({ type: new DecimalType('number'), nullable: true }) purchasePrice: number | null = null;
  @Property({ nullable: true, type: 'integer' }) imageId: number | null = null;
  @Property() createdAt: Date = new Date();
}
