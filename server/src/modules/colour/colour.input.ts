import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength, Min } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { Colour } from './colour.entity';

const MAX = LIMITS.knitText.max;
const atMost = (label: string) => ({ message: `${label} must be at most ${MAX} characters` });

@InputType({ description: 'A new colour: a description or a code (or both), and an optional picture.' })
export class AddColourInput {
  @Field(() => Int) @Min(1) itemId!: number;
  @Field(() => String, { nullable: true }) @MaxLength(MAX, atMost('Text description')) textDescription?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX, atMost('Code description')) codeDescription?: string | null;
  @Field(() => GraphQLUpload, { nullable: true }) picture?: Promise<FileUpload> | null;
}

@InputType({ description: 'Descriptions to change; omitted ones are kept. Both may not end up empty.' })
export class UpdateColourInput {
  @Field(() => Int) @Min(1) id!: number;
  @Field(() => String, { nullable: true }) @MaxLength(MAX, atMost('Text description')) textDescription?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX, atMost('Code description')) codeDescription?: string | null;
}

@InputType({ description: 'Sets or replaces the picture of a colour.' })
export class SetColourPictureInput {
  @Field(() => Int) @Min(1) id!: number;
  @Field(() => GraphQLUpload) file!: Promise<FileUpload>;
}

@ObjectType()
export class ColourPayload {
  @Field(() => Colour) colour!: Colour;
}
