import { Ctx as GqlCtx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { found } from '../../common/rows';
import { databaseIdOf } from '../../common/node';
import { ownedMutations } from '../../common/mutations';
import { KnitItem } from '../knit/knit.entity';
import { PatternSize } from './pattern-size.entity';
import { AddPatternSizeInput, UpdatePatternSizeInput } from './pattern-size.input';
import * as sizes from './pattern-size.service';
import { itemById } from '../knit/knit.loaders';

/** Pattern sizes over GraphQL: a thin door onto pattern-size.service. */
@Resolver(() => PatternSize)
export class PatternSizeResolver extends ownedMutations({ type: 'PatternSize', field: 'patternSize', entity: () => PatternSize, what: 'pattern size', short: 'size' }, {
  create: {
    input: AddPatternSizeInput, verb: 'add', description: 'Adds a size at the end of one of your patterns (at most 30).',
    run: (ctx, { itemId, ...fields }) => sizes.addPatternSize(ctx, databaseIdOf(itemId, 'KnitItem', 'itemId'), fields),
  },
  update: { input: UpdatePatternSizeInput, description: 'Changes a size of one of your patterns.', run: sizes.updatePatternSize },
  delete: { input: 'The size to delete.', description: 'Deletes a size of one of your patterns.', run: sizes.deletePatternSize },
}) {
  @FieldResolver(() => KnitItem, { description: 'The pattern of this size.' })
  item(@Root() size: PatternSize, @GqlCtx() ctx: Ctx): Promise<KnitItem> {
    return found(itemById(ctx).load(size.itemId), 'Item');
  }
}
