/** GraphQL inputs of pattern sizes. Range checks live in pattern-size.service. */
import { Field, Float, ID, InputType } from 'type-graphql';
import { WeightClass } from '../../common/enums';
import { inputFields } from '../../common/input-fields';

/** A size's fields, as adding and changing one take them. */
const SIZE = inputFields('PatternSize', {
  name: { type: String, required: true, create: 'The name of the size (1 to 60 characters).', update: 'The name of the size.' },
  yardageM: { type: Float, create: 'The length of yarn it needs, in metres.' },
  weightClass: { type: WeightClass, create: 'The yarn weight class it calls for.' },
  stitchesPer10cm: { type: Float, create: 'Gauge: stitches per 10 cm.' },
  rowsPer10cm: { type: Float, create: 'Gauge: rows per 10 cm.' },
  needleMm: { type: Float, create: 'The needle size, in mm.' },
});

@InputType({ description: 'A size to add at the end of one of your patterns.' })
export class AddPatternSizeInput extends SIZE.Create {
  @Field(() => ID, { description: 'The id of one of your patterns: its global id, or its database id.' }) itemId!: string;
}

@InputType({ description: 'Changes to a size of one of your patterns; omitted fields are kept, null clears a number.' })
export class UpdatePatternSizeInput extends SIZE.Update {
  @Field(() => ID, { description: 'The id of the size: its global id, or its database id.' }) id!: string;
}
