/** GraphQL inputs, arguments and the connection of needles. Range checks live in needle.service. */
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { inputFields } from '../../common/input-fields';
import { connectionType, PageArgs } from '../../common/pagination';
import { Needle, NeedleKind } from './needle.entity';

/** A needle's fields, as adding and changing one take them. */
const NEEDLE = inputFields('Needle', {
  kind: { type: NeedleKind, required: true, create: 'The kind of needle or hook.' },
  sizeMm: { type: Float, required: true, create: 'The size in millimetres, above 0 and at most 100.', update: 'The size in millimetres.' },
  lengthCm: { type: Float, create: 'The length in centimetres (above 0, at most 1000); omitted: not given.', update: 'The length in centimetres; null clears it.' },
  material: { type: String, create: 'What it is made of; at most 200 characters.', update: 'What it is made of.' },
  count: { type: Int, create: 'How many you own (0 to 10000); 1 when omitted.', update: 'How many you own.' },
  notes: { type: String, create: 'Free notes; at most 2000 characters.', update: 'Free notes.' },
});

@InputType({ description: 'A needle, set or hook to add to your inventory.' })
export class CreateNeedleInput extends NEEDLE.Create {}

@InputType({ description: 'Changes to a needle of yours; omitted fields are kept, an explicit null length clears it.' })
export class UpdateNeedleInput extends NEEDLE.Update {
  @Field(() => ID, { description: 'The id of one of your needles: its global id, or its database id.' }) id!: string;
}

@ArgsType()
export class NeedleListArgs extends PageArgs {
  @Field(() => NeedleKind, { nullable: true, description: 'Only needles of this kind.' }) kind?: NeedleKind | null;
  @Field(() => Float, { nullable: true, description: 'Only needles of this size in mm (to the nearest 0.01 mm).' }) sizeMm?: number | null;
  @Field(() => Float, { nullable: true, description: 'Only needles of this length in cm (to the nearest cm).' }) lengthCm?: number | null;
}

/** A page of needles, by size then id. */
export const NeedleConnection = connectionType(Needle, 'Needle', 'needle');
