import { Field, Float, ID, InputType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { Colour } from './colour.entity';

const MAX = LIMITS.knitText.max;
const atMost = (label: string) => ({ message: `${label} must be at most ${MAX} characters` });

@InputType({ description: 'A new colour: a description or a code (or both), and an optional picture.' })
export class AddColourInput {
  @Field(() => ID, { description: 'The id of one of your items: its global id, or its database id.' }) itemId!: string;
  @Field(() => String, { description: 'A description in words, such as "Forest green".', nullable: true }) @MaxLength(MAX, atMost('Text description')) textDescription?: string | null;
  @Field(() => String, { description: 'A code, such as the colourway number on the ball band.', nullable: true }) @MaxLength(MAX, atMost('Code description')) codeDescription?: string | null;
  @Field(() => GraphQLUpload, { description: 'An optional picture of the colour (PNG, JPEG, WebP or GIF).', nullable: true }) picture?: Promise<FileUpload> | null;
  @Field(() => Float, { nullable: true, description: 'Stash: skeins on hand, 0 to 100000, decimals allowed (kept to two); null: not known.' }) skeinsOnHand?: number | null;
  @Field(() => String, { nullable: true, description: 'Stash: the dye lot; at most 200 characters.' }) dyeLot?: string | null;
  @Field(() => String, { nullable: true, description: 'Stash: where the skeins are kept; at most 200 characters.' }) storagePlace?: string | null;
  @Field(() => String, { nullable: true, description: 'Stash: the day bought, YYYY-MM-DD; null or empty: not given.' }) purchaseDate?: string | null;
  @Field(() => Float, { nullable: true, description: 'Stash: what the skeins cost in all (kept to cents); null: not given.' }) purchasePrice?: number | null;
}

@InputType({ description: 'Descriptions to change; omitted ones are kept. Both may not end up empty.' })
export class UpdateColourInput {
  @Field(() => ID, { description: 'The id of the colour: its global id, or its database id.' }) id!: string;
  @Field(() => String, { description: 'A new description in words.', nullable: true }) @MaxLength(MAX, atMost('Text description')) textDescription?: string | null;
  @Field(() => String, { description: 'A new code.', nullable: true }) @MaxLength(MAX, atMost('Code description')) codeDescription?: string | null;
  @Field(() => Float, { nullable: true, description: 'Stash: skeins on hand, 0 to 100000, decimals allowed (kept to two); omitted keeps it, null: not known.' }) skeinsOnHand?: number | null;
  @Field(() => String, { nullable: true, description: 'Stash: the dye lot; at most 200 characters.' }) dyeLot?: string | null;
  @Field(() => String, { nullable: true, description: 'Stash: where the skeins are kept; at most 200 characters.' }) storagePlace?: string | null;
  @Field(() => String, { nullable: true, description: 'Stash: the day bought, YYYY-MM-DD; omitted keeps it, null or empty clears it.' }) purchaseDate?: string | null;
  @Field(() => Float, { nullable: true, description: 'Stash: what the skeins cost in all (kept to cents); omitted keeps it, null clears it.' }) purchasePrice?: number | null;
}

@InputType({ description: 'Sets or replaces the picture of a colour.' })
export class SetColourPictureInput {
  @Field(() => ID, { description: 'The id of the colour: its global id, or its database id.' }) id!: string;
  @Field(() => GraphQLUpload, { description: 'The image file.' }) file!: Promise<FileUpload>;
}

/** What the Colour mutations answer (each has its own GraphQL payload type, see the resolver). */
export interface ColourPayload { colour: Colour }
