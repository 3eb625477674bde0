/** GraphQL inputs of pattern sizes. Range checks live in pattern-size.service. */
import { Field, Float, ID, InputType } from 'type-graphql';
import { WeightClass } from '../../common/enums';
import type { PatternSize } from './pattern-size.entity';

@InputType({ description: 'A size to add at the end of one of your patterns.' })
export class AddPatternSizeInput {
  @Field(() => ID, { description: 'The id of one of your patterns: its global id, or its database id.' }) itemId!: string;
  @Field(() => String, { description: 'The name of the size (1 to 60 characters).' }) name!: string;
  @Field(() => Float, { nullable: true, description: 'The length of yarn it needs, in metres.' }) yardageM?: number | null;
  @Field(() => WeightClass, { nullable: true, description: 'The yarn weight class it calls for.' }) weightClass?: WeightClass | null;
  @Field(() => Float, { nullable: true, description: 'Gauge: stitches per 10 cm.' }) stitchesPer10cm?: number | null;
  @Field(() => Float, { nullable: true, description: 'Gauge: rows per 10 cm.' }) rowsPer10cm?: number | null;
  @Field(() => Float, { nullable: true, description: 'The needle size, in mm.' }) needleMm?: number | null;
}

@InputType({ description: 'Changes to a size of one of your patterns; omitted fields are kept, null clears a number.' })
export class UpdatePatternSizeInput {
  @Field(() => ID, { description: 'The id of the size: its global id, or its database id.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'The name of the size.' }) name?: string | null;
  @Field(() => Float, { nullable: true, description: 'The length of yarn it needs, in metres.' }) yardageM?: number | null;
  @Field(() => WeightClass, { nullable: true, description: 'The yarn weight class it calls for.' }) weightClass?: WeightClass | null;
  @Field(() => Float, { nullable: true, description: 'Gauge: stitches per 10 cm.' }) stitchesPer10cm?: number | null;
  @Field(() => Float, { nullable: true, description: 'Gauge: rows per 10 cm.' }) rowsPer10cm?: number | null;
  @Field(() => Float, { nullable: true, description: 'The needle size, in mm.' }) needleMm?: number | null;
}

/** What the size mutations answer. */
export interface PatternSizePayload { patternSize: PatternSize }
