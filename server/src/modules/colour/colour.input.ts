import { Field, Float, ID, InputType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import { inputFields } from '../../common/input-fields';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { Colour } from './colour.entity';

const MAX = LIMITS.knitText.max;
const atMost = (label: string) => ({ message: `${label} must be at most ${MAX} characters` });

/** A colour's fields, as adding and changing one take them. */
const COLOUR = inputFields('Colour', {
  textDescription: { type: String, create: 'A description in words, such as "Forest green".', update: 'A new description in words.', checks: [MaxLength(MAX, atMost('Text description'))] },
  codeDescription: { type: String, create: 'A code, such as the colourway number on the ball band.', update: 'A new code.', checks: [MaxLength(MAX, atMost('Code description'))] },
  skeinsOnHand: { type: Float, create: 'Stash: skeins on hand, 0 to 100000, decimals allowed (kept to two); null: not known.', update: 'Stash: skeins on hand, 0 to 100000, decimals allowed (kept to two); omitted keeps it, null: not known.' },
  dyeLot: { type: String, create: 'Stash: the dye lot; at most 200 characters.' },
  storagePlace: { type: String, create: 'Stash: where the skeins are kept; at most 200 characters.' },
  purchaseDate: { type: String, create: 'Stash: the day bought, YYYY-MM-DD; null or empty: not given.', update: 'Stash: the day bought, YYYY-MM-DD; omitted keeps it, null or empty clears it.' },
  purchasePrice: { type: Float, create: 'Stash: what the skeins cost in all (kept to cents); null: not given.', update: 'Stash: what the skeins cost in all (kept to cents); omitted keeps it, null clears it.' },
});

@InputType({ description: 'A new colour: a description or a code (or both), and an optional picture.' })
export class AddColourInput extends COLOUR.Create {
  @Field(() => ID, { description: 'The id of one of your items: its global id, or its database id.' }) itemId!: string;
  @Field(() => GraphQLUpload, { description: 'An optional picture of the colour (PNG, JPEG, WebP or GIF).', nullable: true }) picture?: Promise<FileUpload> | null;
}

@InputType({ description: 'Descriptions to change; omitted ones are kept. Both may not end up empty.' })
export class UpdateColourInput extends COLOUR.Update {
  @Field(() => ID, { description: 'The id of the colour: its global id, or its database id.' }) id!: string;
}

@InputType({ description: 'Sets or replaces the picture of a colour.' })
export class SetColourPictureInput {
  @Field(() => ID, { description: 'The id of the colour: its global id, or its database id.' }) id!: string;
  @Field(() => GraphQLUpload, { description: 'The image file.' }) file!: Promise<FileUpload>;
}

/** What the Colour mutations answer (each has its own GraphQL payload type, see the resolver). */
export interface ColourPayload { colour: Colour }
