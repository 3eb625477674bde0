/** GraphQL types of search: arguments, the connection, its edges with rank and highlights. */
import { IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { KnitType, registerEnum } from '../../common/enums';
import { MAX_PAGE, PageInfo } from '../../common/pagination';
import { KnitItem } from '../knit/knit.entity';

/** Where a search matched an item. */
export enum SearchField {
  NAME = 'NAME', PRODUCER = 'PRODUCER', CONTENT = 'CONTENT', MADE_IN = 'MADE_IN', TAGS = 'TAGS', COLOURS = 'COLOURS',
  OWNER = 'OWNER', NOTES = 'NOTES',
}

registerEnum(SearchField, 'SearchField', 'A searched part of an item.', {
  NAME: 'The name.',
  PRODUCER: 'The producer (yarn).',
  CONTENT: 'The fibre content (yarn).',
  MADE_IN: 'The country of origin (yarn).',
  TAGS: 'The tags, separated by commas.',
  COLOURS: 'The descriptions (text and code) of its colours.',
  OWNER: 'The username of its owner.',
  NOTES: 'The notes: up to two short fragments around the matches.',
});

@ArgsType()
export class SearchArgs {
  @Field(() => String, { description: 'What to look for: words, in English or French, 1 to 200 characters, at most 10 words. Every word must match (by its stem, accents ignored); in a query of 1 to 3 words an unknown word also matches similar words (typos).' })
  query!: string;

  @Field(() => KnitType, { nullable: true, description: 'Only items of this kind; every kind when omitted.' })
  type?: KnitType | null;

  @Field(() => Int, { nullable: true, description: `Page forward: the first 1 to ${MAX_PAGE} results (after \`after\` when given); 20 when neither \`first\` nor \`last\` is given. Not with \`last\`.` })
  @IsOptional() @Min(1) @Max(MAX_PAGE) first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page (or the cursor of an edge): the page starts after it.' })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: `Page backward: the last 1 to ${MAX_PAGE} results (before \`before\` when given), best first. Without \`before\`, refused (BAD_USER_INPUT, reason lastUnbounded) for a search of more than 10,000 results. Not with \`first\`.` })
  @IsOptional() @Min(1) @Max(MAX_PAGE) last?: number | null;

  @Field(() => String, { nullable: true, description: 'The startCursor of the next page (or the cursor of an edge): the page ends before it.' })
  before?: string | null;
}

@ObjectType({ description: 'A piece of highlighted text.' })
export class SearchHighlightPart {
  @Field(() => String, { description: 'The text of the piece.' }) text!: string;
  @Field(() => Boolean, { description: 'Whether the piece is a word that matched the search.' }) match!: boolean;
}

@ObjectType({ description: 'Where an item matched a search: one of its fields, split into matched and unmatched pieces.' })
export class SearchHighlight {
  @Field(() => SearchField, { description: 'The field that matched.' }) field!: SearchField;
  @Field(() => [SearchHighlightPart], { description: 'The field\'s text (a fragment of it for notes), in order.' }) parts!: SearchHighlightPart[];
}

@ObjectType({ description: 'One result of a search, with its cursor, rank and highlights.' })
export class SearchEdge {
  @Field(() => String, { description: 'Pass as `after` to get the results that follow this one, or as `before` to get those that precede it.' }) cursor!: string;
  @Field(() => KnitItem, { description: 'The item found.' }) node!: KnitItem;
  @Field(() => Float, { description: 'How well the item matches (PostgreSQL ts_rank: a name match weighs most, notes least); results come best first. A word found in very many items ranks the first 1,000 name matches and the first 2,000 matches (or as many as the page needs) only.' })
  rank!: number;
  @Field(() => [SearchHighlight], { description: 'The fields that matched, with the matching words marked.' }) highlights!: SearchHighlight[];
}

@ObjectType({ description: 'A page of search results, best first.' })
export class SearchConnection {
  @Field(() => [SearchEdge], { description: 'The results of the page with their cursors, ranks and highlights.' }) edges!: SearchEdge[];
  @Field(() => [KnitItem], { description: 'The items of the page, for when cursors and highlights are not needed.' }) nodes!: KnitItem[];
  @Field(() => PageInfo, { description: 'Where the page starts and ends.' }) pageInfo!: PageInfo;
  @Field(() => Int, { description: 'How many items match in all, with the same filters, counted up to 10,001 (10,001: more than 10,000); counted only when asked for.' })
  totalCount!: Promise<number>;
}
