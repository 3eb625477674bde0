/** GraphQL inputs and payloads of calculators. Range checks live in calculator.service, shared with REST. */
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Visibility } from '../../common/enums';
import { connectionType } from '../../common/pagination';
import { Calculator } from './calculator.entity';

@InputType({ description: 'A new calculator. Omitted fields take the Add defaults: name New Calc, type 0, PUBLIC, every measure 0.' })
export class CreateCalculatorInput {
  @Field(() => String, { description: 'The name (New Calc when omitted).', nullable: true }) name?: string;
  @Field(() => Int, { description: 'A free small number for tools (see Calculator.type); 0 when omitted.', nullable: true }) type?: number;
  @Field(() => Visibility, { description: 'Who may see it (PUBLIC when omitted).', nullable: true }) visibility?: Visibility;
  @Field(() => Int, { description: 'Stitches across the swatch width (see Calculator.tensionRows).', nullable: true }) tensionRows?: number;
  @Field(() => Float, { nullable: true, description: 'In cm.' }) tensionWidth?: number;
  @Field(() => Int, { description: 'Rows up the swatch height (see Calculator.tensionStitches).', nullable: true }) tensionStitches?: number;
  @Field(() => Float, { nullable: true, description: 'In cm.' }) tensionHeight?: number;
  @Field(() => Int, { description: 'Result stitches across the target width (see Calculator.resultRows).', nullable: true }) resultRows?: number;
  @Field(() => Float, { nullable: true, description: 'In cm.' }) resultWidth?: number;
  @Field(() => Int, { description: 'Result rows up the target height (see Calculator.resultStitches).', nullable: true }) resultStitches?: number;
  @Field(() => Float, { nullable: true, description: 'In cm.' }) resultHeight?: number;
}

@InputType({ description: 'Changes to a calculator of yours: a rename, applied measures, or both. Omitted fields are kept.' })
export class UpdateCalculatorInput extends CreateCalculatorInput {
  @Field(() => ID, { description: 'The id of one of your calculators: its global id, or its database id.' }) id!: string;
}

/** What the Calculator mutations answer (each has its own GraphQL payload type, see the resolver). */
export interface CalculatorPayload { calculator: Calculator }

/** A page of calculators, by id ascending. */
export const CalculatorConnection = connectionType(Calculator, 'Calculator', 'calculator');
