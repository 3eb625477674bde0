import { Arg, Args, Ctx as GqlCtx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { found } from '../../common/rows';
import { PageArgs } from '../../common/pagination';
import { User } from '../user/user.entity';
import { Calculator } from './calculator.entity';
import { CalculatorConnection, CalculatorPayload, CreateCalculatorInput, UpdateCalculatorInput } from './calculator.input';
import * as calculators from './calculator.service';
import { can } from '../../common/authorize';
import { idInputType, payloadType } from '../../common/payloads';
import { InputMutation, ownedMutations } from '../../common/mutations';
import { databaseIdOf, lookupIdOf } from '../../common/node';
import { userById } from '../user/user.loaders';

const CopyCalculatorPayload = payloadType('CopyCalculator', 'calculator', () => Calculator, 'The copy, which is yours.');
const CopyCalculatorInput = idInputType('CopyCalculator', 'calculator', 'The calculator to copy: yours or a public one.');

/** Calculators over GraphQL: a thin door onto calculator.service. */
@Resolver(() => Calculator)
export class CalculatorResolver extends ownedMutations({ type: 'Calculator', field: 'calculator', entity: () => Calculator, what: 'calculator' }, {
  create: { input: CreateCalculatorInput, description: 'Adds a calculator.', run: calculators.create },
  update: { input: UpdateCalculatorInput, description: 'Renames a calculator of yours, applies its measures or changes its visibility.', run: calculators.update },
  delete: { input: 'The calculator to delete.', description: 'Deletes a calculator of yours.', run: calculators.remove },
}) {
  @Query(() => Calculator, { nullable: true, description: 'A calculator of yours, or a public one; null (with a NOT_FOUND error) when there is none you may see.' })
  calculator(@Arg('id', () => ID, { description: 'The id of the calculator: its global id, or its database id.' }) id: string, @GqlCtx() ctx: Ctx): Promise<Calculator> {
    return calculators.getVisible(ctx, lookupIdOf(id, 'Calculator'));
  }

  @Query(() => CalculatorConnection, { description: 'Your calculators (every visibility), by id ascending.' })
  myCalculators(@Args(() => PageArgs) page: PageArgs, @GqlCtx() ctx: Ctx): Promise<calculators.CalculatorPage> {
    return calculators.listMine(ctx, page);
  }

  @Query(() => CalculatorConnection, { description: 'Everyone\'s public calculators, by id ascending.' })
  publicCalculators(@Args(() => PageArgs) page: PageArgs, @GqlCtx() ctx: Ctx): Promise<calculators.CalculatorPage> {
    return calculators.listPublic(ctx, page);
  }

  @FieldResolver(() => User, { description: 'Who saved the calculator.' })
  owner(@Root() calc: Calculator, @GqlCtx() ctx: Ctx): Promise<User> {
    return found(userById(ctx).load(calc.ownerId), 'User');
  }

  @FieldResolver(() => Boolean, { description: 'Whether you may change this calculator: it is yours (and you are not using a read-only token).' })
  viewerCanEdit(@Root() calc: Calculator, @GqlCtx() ctx: Ctx): boolean {
    return can(ctx.viewer, 'update', Calculator, calc);
  }

  @InputMutation(() => CopyCalculatorPayload, () => CopyCalculatorInput, 'Copies a calculator of yours or a public one; the copy is yours and named "Copy of <name>".')
  async copyCalculator(input: { id: string }, ctx: Ctx): Promise<CalculatorPayload> {
    return { calculator: await calculators.copy(ctx, databaseIdOf(input.id, 'Calculator')) };
  }
}
