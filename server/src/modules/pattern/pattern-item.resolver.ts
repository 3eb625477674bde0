import { Ctx as GqlCtx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { KnitType } from '../../common/enums';
import { KnitItem } from '../knit/knit.entity';
import { PatternSize } from './pattern-size.entity';
import { sizesByItem } from './pattern-size.loaders';

/** The sizes field of knit items (patterns only; batched per page by the request's loader). */
@Resolver(() => KnitItem)
export class PatternItemResolver {
  @FieldResolver(() => [PatternSize], { description: 'Patterns: the sizes, in their order; empty for other kinds.' })
  async sizes(@Root() item: KnitItem, @GqlCtx() ctx: Ctx): Promise<PatternSize[]> {
    return item.type === KnitType.PATTERN ? sizesByItem(ctx).load(item.id) : [];
  }
}
