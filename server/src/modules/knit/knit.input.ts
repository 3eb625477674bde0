import { ArgsType, Field, Float, ID, InputType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { KNIT_TEXT_FIELDS, LIMITS, type KnitTextName } from '@purlwise/core';
import { KnitSort, KnitType, Visibility, WeightClass } from '../../common/enums';
import { connectionType, PageArgs } from '../../common/pagination';
import { KnitItem } from './knit.entity';

const TEXT = LIMITS.knitText.max;
const atMost = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters` });

/**
 * The text fields that creating and changing an item take alike (the inputs below inherit them): one optional String
 * per row of the field table (core/src/fields.ts), with its description and its length limit (see below the class).
 */
@InputType({ description: 'The text fields of an item, as creating and changing it take them.' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- its fields: see the interface below.
abstract class KnitTextFieldsInput {}

/** The table's text fields, each optional (null or omitted: not given). */
// Declaration merging gives the class the table's properties, which a loop cannot declare: the interface has no
// member of its own, the class never redeclares them, and the loop below defines them.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
interface KnitTextFieldsInput extends Partial<Record<KnitTextName, string | null>> {}

// Each text field of the table: a nullable String field, at most `max` characters (checked before the service is called).
for (const f of KNIT_TEXT_FIELDS) {
  MaxLength(f.max, atMost(f.label, f.max))(KnitTextFieldsInput.prototype, f.name);
  Field(() => String, { nullable: true, description: f.description })(KnitTextFieldsInput.prototype, f.name);
}

@InputType({ description: 'A new item. Every text field is optional; visibility defaults to PUBLIC.' })
export class CreateKnitItemInput extends KnitTextFieldsInput {
  @Field(() => KnitType, { description: 'The kind of item; it cannot change later.' }) type!: KnitType;
  @Field(() => [String], { nullable: true, description: `Trimmed; empty ones dropped. At most ${LIMITS.tags.maxCount} tags of ${LIMITS.tags.maxLength} characters.` }) tags?: string[] | null;
  @Field(() => Visibility, { description: 'Who may see the item.', nullable: true, defaultValue: Visibility.PUBLIC }) visibility?: Visibility | null;
  @Field(() => WeightClass, { description: 'Yarn only: the Craft Yarn Council weight class (BAD_USER_INPUT, reason yarnOnly, for other kinds).', nullable: true }) weightClass?: WeightClass | null;
  @Field(() => Float, { nullable: true, description: 'Yarn only: the length of a skein in metres (above 0, at most 100000).' }) metresPerSkein?: number | null;
  @Field(() => Float, { nullable: true, description: 'Yarn only: the weight of a skein in grams (above 0, at most 100000).' }) gramsPerSkein?: number | null;
}

@InputType({ description: 'Fields of an item to change; omitted fields are kept. The type cannot be changed.' })
export class UpdateKnitItemInput extends KnitTextFieldsInput {
  @Field(() => ID, { description: 'The id of one of your items: its global id, or its database id.' }) id!: string;
  @Field(() => [String], { description: 'The new tags, replacing the old ones (trimmed; empty ones dropped).', nullable: true }) tags?: string[] | null;
  @Field(() => Visibility, { description: 'Who may see the item.', nullable: true }) visibility?: Visibility | null;
  @Field(() => WeightClass, { description: 'Yarn only: the new weight class; an explicit null clears it, omitting it keeps it.', nullable: true }) weightClass?: WeightClass | null;
  @Field(() => Float, { nullable: true, description: 'Yarn only: the length of a skein in metres; an explicit null clears it, omitting it keeps it.' }) metresPerSkein?: number | null;
  @Field(() => Float, { nullable: true, description: 'Yarn only: the weight of a skein in grams; an explicit null clears it, omitting it keeps it.' }) gramsPerSkein?: number | null;
}

@ArgsType()
export class KnitListArgs extends PageArgs {
  @Field(() => KnitType, { nullable: true, description: 'Only items of this type.' }) type?: KnitType | null;
  @Field(() => KnitSort, { nullable: true, defaultValue: KnitSort.NAME_ASC, description: 'The order of the list.' }) sort?: KnitSort | null;
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the name.' }) @MaxLength(TEXT, atMost('Search', TEXT)) search?: string | null;
}

/** A page of knit items. */
export const KnitItemConnection = connectionType(KnitItem, 'KnitItem', 'knit item');
