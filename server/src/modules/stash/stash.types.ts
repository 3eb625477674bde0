/** GraphQL types and arguments of the stash and of "Do I have enough?". */
import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import { WeightClass } from '../../common/enums';
import { connectionType, PageArgs } from '../../common/pagination';
import { KnitItem } from '../knit/knit.entity';
import { Colour } from '../colour/colour.entity';
import { PatternSize } from '../pattern/pattern-size.entity';

@ObjectType({ description: 'Totals of stash: skeins on hand, and their length and weight where the yarn gives its skein\'s (in metres and grams; the client converts).' })
export class StashTotals {
  @Field(() => Int, { description: 'How many yarns have skeins on hand.' }) yarns!: number;
  @Field(() => Float, { description: 'Skeins on hand.' }) skeins!: number;
  @Field(() => Float, { description: 'Their length in metres (skeins of yarns without `metresPerSkein` count for none).' }) metres!: number;
  @Field(() => Float, { description: 'Their weight in grams (skeins of yarns without `gramsPerSkein` count for none).' }) grams!: number;
  @Field(() => Float, { description: 'Skeins whose yarn does not give its length per skein.' }) skeinsWithoutLength!: number;
  @Field(() => Float, { description: 'Skeins whose yarn does not give its weight per skein.' }) skeinsWithoutWeight!: number;
}

@ArgsType()
export class StashFilterArgs {
  @Field(() => WeightClass, { nullable: true, description: 'Only yarns of this weight class.' }) weightClass?: WeightClass | null;
  @Field(() => String, { nullable: true, description: 'Only yarns with this fibre (a key of the fibre facet, such as `wool`).' }) fibre?: string | null;
  @Field(() => String, { nullable: true, description: 'Only colours whose description or code contains this, in any case.' }) @MaxLength(LIMITS.knitText.max) colour?: string | null;
  @Field(() => String, { nullable: true, description: 'Only colours kept in this place (the whole place, in any case).' }) @MaxLength(LIMITS.knitText.max) place?: string | null;
}

@ArgsType()
export class StashListArgs extends PageArgs {
  @Field(() => WeightClass, { nullable: true, description: 'Only yarns of this weight class.' }) weightClass?: WeightClass | null;
  @Field(() => String, { nullable: true, description: 'Only yarns with this fibre (a key of the fibre facet, such as `wool`).' }) fibre?: string | null;
  @Field(() => String, { nullable: true, description: 'Only yarns with a colour whose description or code contains this, in any case.' }) @MaxLength(LIMITS.knitText.max) colour?: string | null;
  @Field(() => String, { nullable: true, description: 'Only yarns with a colour kept in this place (the whole place, in any case).' }) @MaxLength(LIMITS.knitText.max) place?: string | null;
}

/** A page of the yarns of a stash. */
export const StashYarnConnection = connectionType(KnitItem, 'StashYarn', 'yarn of your stash');

@ObjectType({ description: 'A colour of one of your yarns whose skeins on hand are long enough for a size.' })
export class StashMatch {
  @Field(() => KnitItem, { description: 'The yarn.' }) yarn!: KnitItem;
  @Field(() => String, { description: 'The colour\'s description and code.' }) colourName!: string;
  @Field(() => [Colour], { description: 'The colour rows of this colour (one per dye lot, usually).' }) colours!: Colour[];
  @Field(() => Float, { description: 'Skeins on hand of this colour.' }) skeins!: number;
  @Field(() => Float, { description: 'Their length in metres.' }) metres!: number;
  @Field(() => [String], { description: 'The dye lots of those skeins (empty ones left out).' }) dyeLots!: string[];
  @Field(() => Boolean, { description: 'Whether only skeins of several dye lots together are enough: the knitted piece may show a line where the lot changes.' }) mixesDyeLots!: boolean;
}

@ObjectType({ description: 'What to buy of a chosen yarn to knit a size.' })
export class YarnToBuy {
  @Field(() => KnitItem, { description: 'The chosen yarn.' }) yarn!: KnitItem;
  @Field(() => Float, { description: 'The length of it you have on hand, in metres (0 when it is not yours).' }) haveMetres!: number;
  @Field(() => Int, { nullable: true, description: 'Skeins to buy (0 when you have enough); null when the yarn does not give its length per skein.' }) skeins!: number | null;
}

@ObjectType({ description: 'The answer to "Do I have enough?" for a size of a pattern.' })
export class EnoughYarn {
  @Field(() => PatternSize, { description: 'The size asked about.' }) size!: PatternSize;
  @Field(() => Float, { description: 'The length it needs, in metres.' }) neededMetres!: number;
  @Field(() => Boolean, { description: 'Whether at least one colour of your stash is enough.' }) enough!: boolean;
  @Field(() => [StashMatch], { description: 'Colours of your yarns of the size\'s weight class whose skeins on hand are enough, one dye lot first, then the closest fit; at most 100.' }) matches!: StashMatch[];
  @Field(() => YarnToBuy, { nullable: true, description: 'With `yarnId`: what to buy of that yarn.' }) toBuy!: YarnToBuy | null;
}

@ArgsType()
export class EnoughYarnArgs {
  @Field(() => ID, { description: 'The size: its global id, or its database id. Its pattern must be one you may see, and the size must give its yardage and weight class.' }) sizeId!: string;
  @Field(() => ID, { nullable: true, description: 'A yarn (yours or a public one) to count the skeins to buy of.' }) yarnId?: string | null;
}
