/** GraphQL of Explore: `explore(filter, first, after, last, before)`, a connection of public items with the facets of the view. */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx as GqlCtx, Field, FieldResolver, Info, InputType, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { KnitType, WeightClass } from '../../common/enums';
import { PageArgs, PageInfo, type Edge } from '../../common/pagination';
import { KnitItem } from '../knit/knit.entity';
import type { ItemFilter, KnitPage } from '../knit/knit.page';
import { explore } from '../knit/knit.service';
import { itemNeeds } from '../knit/knit.needs';
import { exploreFacets, TOP_PRODUCERS, TOP_TAGS, viewSize, type Facets } from './explore.service';

const TEXT = LIMITS.knitText.max;

@InputType({ description: 'What an Explore view keeps: every given value must match (all are optional).' })
export class ExploreFilter implements ItemFilter {
  @Field(() => KnitType, { nullable: true, description: 'Only items of this type.' }) type?: KnitType | null;
  @Field(() => WeightClass, { nullable: true, description: 'Only yarns of this weight class.' }) weightClass?: WeightClass | null;
  @Field(() => String, { nullable: true, description: 'Only items whose content names this fibre: a key such as wool, merino, alpaca, silk, cotton, nylon (see facets.fibres).' })
  @MaxLength(TEXT) fibre?: string | null;
  @Field(() => String, { nullable: true, description: 'Only items of this producer (in any case).' }) @MaxLength(TEXT) producer?: string | null;
  @Field(() => String, { nullable: true, description: 'Only items with this tag (exact text).' }) @MaxLength(TEXT) tag?: string | null;
}

@ObjectType({ description: 'One value of an Explore dimension and how many items of the view have it.' })
export class FacetValue {
  @Field(() => String, { description: 'The value as the filter takes it: a KnitType or WeightClass name, a fibre key, a producer, a tag.' }) value!: string;
  @Field(() => Int, { description: 'How many items of the view have it.' }) count!: number;
}

@ObjectType({ description: 'The counts of each dimension over the items of an Explore view (with its filter), most frequent first.' })
export class ExploreFacets {
  @Field(() => [FacetValue], { description: 'Per item type.' }) types!: FacetValue[];
  @Field(() => [FacetValue], { description: 'Per weight class (yarns that have one).' }) weightClasses!: FacetValue[];
  @Field(() => [FacetValue], { description: 'Per fibre named in the content.' }) fibres!: FacetValue[];
  @Field(() => [FacetValue], { description: `The ${TOP_PRODUCERS} most frequent producers.` }) producers!: FacetValue[];
  @Field(() => [FacetValue], { description: `The ${TOP_TAGS} most frequent tags (the tag cloud).` }) tags!: FacetValue[];
}

@ObjectType({ description: 'One public item of an Explore view, with its cursor.' })
class ExploreEdge {
  @Field(() => String, { description: 'Pass as `after` to get what follows this one, or as `before` to get what precedes it.' }) cursor!: string;
  @Field(() => KnitItem, { description: 'The item.' }) node!: KnitItem;
}

/** What `explore` resolves from: a page plus the facets of the view's filter (counted once, when first asked for). */
interface ExplorePage extends KnitPage { facetsOf: () => Promise<Facets> }

@ObjectType({ description: 'A page of an Explore view (public items, most recently changed first) and the facets of the whole view.' })
export class ExploreConnection {
  @Field(() => [ExploreEdge], { description: 'The items of the page with their cursors.' }) edges!: Edge<KnitItem>[];
  @Field(() => [KnitItem], { description: 'The items of the page, for when cursors are not needed.' }) nodes!: KnitItem[];
  @Field(() => PageInfo, { description: 'Where the page starts and ends.' }) pageInfo!: PageInfo;
  @Field(() => Int, { description: 'How many items the whole view has (from its facets; a big view may be counted some seconds ago).' }) totalCount!: Promise<number>;
}

@Resolver(() => ExploreConnection)
export class ExploreResolver {
  @Query(() => ExploreConnection, { description: 'Explore: everyone\'s public items, narrowed by the filter, most recently changed first, with facets.' })
  async explore(
    @Arg('filter', () => ExploreFilter, { nullable: true, description: 'What the view keeps; none: every public item.' }) filter: ExploreFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @GqlCtx() ctx: Ctx,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ExplorePage> {
    const kept: ItemFilter = { ...(filter ?? {}) };
    const result = await explore(ctx, kept, page, itemNeeds(info));
    let facets: Promise<Facets> | undefined;
    const facetsOf = () => (facets ??= exploreFacets(ctx, kept));
    // The facets know the view's size: no count statement of its own.
    return Object.assign(result.countWith(() => facetsOf().then(viewSize)), { facetsOf });
  }

  @FieldResolver(() => ExploreFacets, { description: 'The counts per type, weight class, fibre, producer and tag over the whole view (one statement).' })
  facets(@Root() page: ExplorePage): Promise<Facets> {
    return page.facetsOf();
  }
}
