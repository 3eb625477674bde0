import { Arg, Args, Ctx as GqlCtx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { notFound } from '../../common/errors';
import { PageArgs } from '../../common/pagination';
import { DeletePayload, IdInput } from '../../common/payloads';
import { User } from '../user/user.entity';
import { Calculator } from './calculator.entity';
import { CalculatorConnection, CalculatorPayload, CreateCalculatorInput, UpdateCalculatorInput } from './calculator.input';
import * as calculators from './calculator.service';

/** Calculators over GraphQL: a thin door onto calculator.service. */
@Resolver(() => Calculator)
export class CalculatorResolver {
  @Query(() => Calculator, { description: 'A calculator of yours, or a public one.' })
  calculator(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<Calculator> {
    return calculators.getVisible(ctx, id);
  }

  @Query(() => CalculatorConnection, { description: 'Your calculators (every visibility), by id ascending.' })
  myCalculators(@Args(() => PageArgs) page: PageArgs, @GqlCtx() ctx: Ctx): Promise<CalculatorConnection> {
    return calculators.listMine(ctx, page);
  }

  @Query(() => CalculatorConnection, { description: 'Everyone\'s public calculators, by id ascending.' })
  publicCalculators(@Args(() => PageArgs) page: PageArgs, @GqlCtx() ctx: Ctx): Promise<CalculatorConnection> {
    return calculators.listPublic(ctx, page);
  }

  @FieldResolver(() => User)
  async owner(@Root() calc: Calculator, @GqlCtx() ctx: Ctx): Promise<User> {
    const user = await ctx.loaders.userById.load(calc.ownerId);
    if (!user) throw notFound('User');
    return user;
  }

  @Mutation(() => CalculatorPayload, { description: 'Adds a calculator.' })
  async createCalculator(@Arg('input', () => CreateCalculatorInput) input: CreateCalculatorInput, @GqlCtx() ctx: Ctx): Promise<CalculatorPayload> {
    return { calculator: await calculators.create(ctx, input) };
  }

  @Mutation(() => CalculatorPayload, { description: 'Renames a calculator of yours, applies its measures or changes its visibility.' })
  async updateCalculator(@Arg('input', () => UpdateCalculatorInput) input: UpdateCalculatorInput, @GqlCtx() ctx: Ctx): Promise<CalculatorPayload> {
    const { id, ...fields } = input;
    return { calculator: await calculators.update(ctx, id, fields) };
  }

  @Mutation(() => CalculatorPayload, { description: 'Copies a calculator of yours or a public one; the copy is yours and named "Copy of <name>".' })
  async copyCalculator(@Arg('input', () => IdInput) input: IdInput, @GqlCtx() ctx: Ctx): Promise<CalculatorPayload> {
    return { calculator: await calculators.copy(ctx, input.id) };
  }

  @Mutation(() => DeletePayload, { description: 'Deletes a calculator of yours.' })
  async deleteCalculator(@Arg('input', () => IdInput) input: IdInput, @GqlCtx() ctx: Ctx): Promise<DeletePayload> {
    return { id: await calculators.remove(ctx, input.id) };
  }
}
