import { Args, Ctx as GqlCtx, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { search, type SearchPage } from './search.service';
import { SearchArgs, SearchConnection } from './search.types';

@Resolver()
export class SearchResolver {
  @Query(() => SearchConnection, {
    description: 'Full-text search over the items you may see (everyone\'s public items and your own private ones): name, producer, content, made in, tags, notes, colour descriptions and the owner\'s username, in English and French, best match first.',
  })
  search(@Args(() => SearchArgs) args: SearchArgs, @GqlCtx() ctx: Ctx): Promise<SearchPage> {
    return search(ctx, args);
  }
}
