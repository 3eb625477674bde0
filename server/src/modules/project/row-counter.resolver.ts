import { Ctx as GqlCtx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { databaseIdOf } from '../../common/node';
import { payloadType } from '../../common/payloads';
import { InputMutation, ownedMutations } from '../../common/mutations';
import { Colour } from '../colour/colour.entity';
import { KnitItem } from '../knit/knit.entity';
import { can } from '../../common/authorize';
import { Project, ProjectYarn, RowCounter } from './project.entity';
import { AddRowCounterInput, IncrementRowCounterInput, SetRowCounterInput, UpdateRowCounterInput } from './project.input';
import { projectLoaders } from './project.loaders';
import { getVisible } from './project.service';
import * as counters from './row-counter.service';
import { itemById } from '../knit/knit.loaders';

const IncrementRowCounterPayload = payloadType('IncrementRowCounter', 'rowCounter', () => RowCounter, 'The counter after the increment (and any other made at the same time).');

@ObjectType({ description: 'What setRowCounter answers.' })
class SetRowCounterPayload {
  @Field(() => RowCounter, { description: 'The counter as it now is.' }) rowCounter!: RowCounter;
  @Field(() => Boolean, { description: 'False when a value set later (by client time) was already applied, so this one was ignored.' }) applied!: boolean;
}

/** Row counters over GraphQL. */
@Resolver(() => RowCounter)
export class RowCounterResolver extends ownedMutations({ type: 'RowCounter', field: 'rowCounter', entity: () => RowCounter, what: 'row counter', short: 'counter' }, {
  create: {
    input: AddRowCounterInput, verb: 'add', description: 'Adds a row counter to a project of yours.', payload: 'The new counter, at row 0.',
    run: (ctx, { projectId, ...fields }) => counters.addCounter(ctx, databaseIdOf(projectId, 'Project', 'projectId'), fields),
  },
  update: { input: UpdateRowCounterInput, description: 'Renames a counter or changes its target or repeat.', run: counters.updateCounter },
  delete: { input: 'The counter to delete.', description: 'Deletes a counter of yours.', run: counters.removeCounter },
}) {
  @FieldResolver(() => Project, { description: 'The project of this counter.' })
  project(@Root() counter: RowCounter, @GqlCtx() ctx: Ctx): Promise<Project> {
    return getVisible(ctx, counter.projectId);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'With a repeat: the row within the current repeat, 1 to repeatEvery (0 before the first row).' })
  repeatRow(@Root() counter: RowCounter): number | null {
    if (!counter.repeatEvery) return null;
    return counter.row === 0 ? 0 : ((counter.row - 1) % counter.repeatEvery) + 1;
  }

  @InputMutation(() => IncrementRowCounterPayload, () => IncrementRowCounterInput, 'Adds rows to a counter (or takes them away) atomically: taps from several devices all count.')
  async incrementRowCounter(input: IncrementRowCounterInput, ctx: Ctx) {
    return { rowCounter: await counters.increment(ctx, databaseIdOf(input.id, 'RowCounter'), input.by) };
  }

  @InputMutation(() => SetRowCounterPayload, () => SetRowCounterInput, 'Sets a counter to a row; of two values the one with the later client time wins.')
  async setRowCounter(input: SetRowCounterInput, ctx: Ctx): Promise<SetRowCounterPayload> {
    const { counter, applied } = await counters.setRow(ctx, databaseIdOf(input.id, 'RowCounter'), input.row, input.clientTime);
    return { rowCounter: counter, applied };
  }
}

/** The colour of a yarn line and its yarn, when the viewer may see the yarn (a public project may use a private yarn). */
async function visibleYarn(ctx: Ctx, line: ProjectYarn): Promise<{ colour: Colour; item: KnitItem } | null> {
  const colour = await projectLoaders(ctx).colourById.load(line.colourId);
  const item = colour ? await itemById(ctx).load(colour.itemId) : null;
  return colour && item && can(ctx.viewer, 'read', KnitItem, item) ? { colour, item } : null;
}

/** The yarn lines of projects. */
@Resolver(() => ProjectYarn)
export class ProjectYarnResolver {
  @FieldResolver(() => Colour, { nullable: true, description: 'The colour used; null when its yarn is private and not yours.' })
  async colour(@Root() line: ProjectYarn, @GqlCtx() ctx: Ctx): Promise<Colour | null> {
    return (await visibleYarn(ctx, line))?.colour ?? null;
  }

  @FieldResolver(() => KnitItem, { nullable: true, description: 'The yarn of that colour; null when it is private and not yours.' })
  async yarn(@Root() line: ProjectYarn, @GqlCtx() ctx: Ctx): Promise<KnitItem | null> {
    return (await visibleYarn(ctx, line))?.item ?? null;
  }
}
