/** GraphQL inputs and payloads of calculators. Range checks live in calculator.service, shared with REST. */
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Min } from 'class-validator';
import { Visibility } from '../../common/enums';
import { PageInfo } from '../../common/pagination';
import { Calculator } from './calculator.entity';

@InputType({ description: 'A new calculator. Omitted fields take the Add defaults: name New Calc, type 0, PUBLIC, every measure 0.' })
export class CreateCalculatorInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Int, { nullable: true }) type?: number;
  @Field(() => Visibility, { nullable: true }) visibility?: Visibility;
  @Field(() => Int, { nullable: true }) tensionRows?: number;
  @Field(() => Float, { nullable: true, description: 'cm' }) tensionWidth?: number;
  @Field(() => Int, { nullable: true }) tensionStitches?: number;
  @Field(() => Float, { nullable: true, description: 'cm' }) tensionHeight?: number;
  @Field(() => Int, { nullable: true }) resultRows?: number;
  @Field(() => Float, { nullable: true, description: 'cm' }) resultWidth?: number;
  @Field(() => Int, { nullable: true }) resultStitches?: number;
  @Field(() => Float, { nullable: true, description: 'cm' }) resultHeight?: number;
}

@InputType({ description: 'Changes to a calculator of yours: a rename, applied measures, or both. Omitted fields are kept.' })
export class UpdateCalculatorInput extends CreateCalculatorInput {
  @Field(() => Int) @Min(1) id!: number;
}

@ObjectType()
export class CalculatorPayload {
  @Field(() => Calculator) calculator!: Calculator;
}

@ObjectType({ description: 'A page of calculators, by id ascending.' })
export class CalculatorConnection {
  @Field(() => [Calculator]) nodes!: Calculator[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}
