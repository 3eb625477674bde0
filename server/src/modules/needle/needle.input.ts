/** GraphQL inputs, arguments and the connection of needles. Range checks live in needle.service. */
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { connectionType, PageArgs } from '../../common/pagination';
import { Needle, NeedleKind } from './needle.entity';

@InputType({ description: 'A needle, set or hook to add to your inventory.' })
export class CreateNeedleInput {
  @Field(() => NeedleKind, { description: 'The kind of needle or hook.' }) kind!: NeedleKind;
  @Field(() => Float, { description: 'The size in millimetres, above 0 and at most 100.' }) sizeMm!: number;
  @Field(() => Float, { nullable: true, description: 'The length in centimetres (above 0, at most 1000); omitted: not given.' }) lengthCm?: number | null;
  @Field(() => String, { nullable: true, description: 'What it is made of; at most 200 characters.' }) material?: string | null;
  @Field(() => Int, { nullable: true, description: 'How many you own (0 to 10000); 1 when omitted.' }) count?: number | null;
  @Field(() => String, { nullable: true, description: 'Free notes; at most 2000 characters.' }) notes?: string | null;
}

@InputType({ description: 'Changes to a needle of yours; omitted fields are kept, an explicit null length clears it.' })
export class UpdateNeedleInput {
  @Field(() => ID, { description: 'The id of one of your needles: its global id, or its database id.' }) id!: string;
  @Field(() => NeedleKind, { nullable: true, description: 'The kind of needle or hook.' }) kind?: NeedleKind | null;
  @Field(() => Float, { nullable: true, description: 'The size in millimetres.' }) sizeMm?: number | null;
  @Field(() => Float, { nullable: true, description: 'The length in centimetres; null clears it.' }) lengthCm?: number | null;
  @Field(() => String, { nullable: true, description: 'What it is made of.' }) material?: string | null;
  @Field(() => Int, { nullable: true, description: 'How many you own.' }) count?: number | null;
  @Field(() => String, { nullable: true, description: 'Free notes.' }) notes?: string | null;
}

@ArgsType()
export class NeedleListArgs extends PageArgs {
  @Field(() => NeedleKind, { nullable: true, description: 'Only needles of this kind.' }) kind?: NeedleKind | null;
  @Field(() => Float, { nullable: true, description: 'Only needles of this size in mm (to the nearest 0.01 mm).' }) sizeMm?: number | null;
  @Field(() => Float, { nullable: true, description: 'Only needles of this length in cm (to the nearest cm).' }) lengthCm?: number | null;
}

/** A page of needles, by size then id. */
export const NeedleConnection = connectionType(Needle, 'Needle', 'needle');

/** What the needle mutations answer (each has its own GraphQL payload type, see the resolver). */
export interface NeedlePayload { needle: Needle }
