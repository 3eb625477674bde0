import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength, Min } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import { KnitSort, KnitType, Visibility } from '../../common/enums';
import { PageArgs, PageInfo } from '../../common/pagination';
import { KnitItem } from './knit.entity';

const TEXT = LIMITS.knitText.max;
const atMost = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters` });

@InputType({ description: 'A new item. Every text field is optional; visibility defaults to PUBLIC.' })
export class CreateKnitItemInput {
  @Field(() => KnitType) type!: KnitType;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Name', TEXT)) name?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Producer', TEXT)) producer?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Made in', TEXT)) madeIn?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Content', TEXT)) content?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Weight', TEXT)) weight?: string | null;
  @Field(() => String, { nullable: true, description: 'Length of a skein.' }) @MaxLength(TEXT, atMost('Length', TEXT)) yardage?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Needle size', TEXT)) needleSize?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.notes.max, atMost('Notes', LIMITS.notes.max)) notes?: string | null;
  @Field(() => [String], { nullable: true, description: `Trimmed; empty ones dropped. At most ${LIMITS.tags.maxCount} tags of ${LIMITS.tags.maxLength} characters.` }) tags?: string[] | null;
  @Field(() => Visibility, { nullable: true, defaultValue: Visibility.PUBLIC }) visibility?: Visibility | null;
}

@InputType({ description: 'Fields of an item to change; omitted fields are kept. The type cannot be changed.' })
export class UpdateKnitItemInput {
  @Field(() => Int) @Min(1) id!: number;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Name', TEXT)) name?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Producer', TEXT)) producer?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Made in', TEXT)) madeIn?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Content', TEXT)) content?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Weight', TEXT)) weight?: string | null;
  @Field(() => String, { nullable: true, description: 'Length of a skein.' }) @MaxLength(TEXT, atMost('Length', TEXT)) yardage?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(TEXT, atMost('Needle size', TEXT)) needleSize?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.notes.max, atMost('Notes', LIMITS.notes.max)) notes?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => Visibility, { nullable: true }) visibility?: Visibility | null;
}

@ArgsType()
export class KnitListArgs extends PageArgs {
  @Field(() => KnitType, { nullable: true, description: 'Only items of this type.' }) type?: KnitType | null;
  @Field(() => KnitSort, { nullable: true, defaultValue: KnitSort.NAME_ASC }) sort?: KnitSort | null;
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the name.' }) @MaxLength(TEXT, atMost('Search', TEXT)) search?: string | null;
}

@ObjectType({ description: 'A page of knit items.' })
export class KnitItemConnection {
  @Field(() => [KnitItem]) nodes!: KnitItem[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

@ObjectType()
export class KnitItemPayload {
  @Field(() => KnitItem) item!: KnitItem;
}
