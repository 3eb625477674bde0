/**
 * The GraphQL examples of docs/api.md, opened as the explorer's first tabs: each is the docs' text with an operation
 * name added (GraphiQL names a tab after it). examples.test.ts fails when one is no longer in the docs.
 */
export interface Example {
  /** The operation as the docs write it, with a name after `query`. */
  query: string;
  /** Its variables as JSON text, when it has some. */
  variables?: string;
}

/** The docs' examples, the first one runs for a visitor too. */
export const EXAMPLES: readonly Example[] = [
  { query: 'query PublicFeed { publicKnitItems(first: 5) { totalCount nodes { name author } } }' },
  { query: 'query FirstQuery { me { username } myKnitItems(type: YARN, first: 10) { totalCount nodes { id databaseId name } } }' },
  {
    query: 'query Paging($after: String) { publicKnitItems(first: 2, after: $after, sort: NEWEST_FIRST) { totalCount edges { cursor node { id name author } } pageInfo { hasNextPage endCursor hasPreviousPage startCursor } } }',
    variables: '{ "after": null }',
  },
  { query: 'query AnyObject { node(id: "S25pdEl0ZW06MTI=") { __typename id ... on KnitItem { name databaseId } } }' },
  { query: 'query ItemById($id: ID!) { knitItem(id: $id) { name } }', variables: '{ "id": 12 }' },
];

/** The text of an example as the docs write it: without the operation name (`query Name(` is `query(`, `query Name {` is `{` when the docs have no `query`). */
export function docsForm(query: string): string {
  return query.replace(/^query \w+/, 'query');
}

/** An example laid out on lines, two spaces per level of braces (the docs write them on one line). */
export function layOut(query: string): string {
  let depth = 0;
  let out = '';
  for (const part of query.split(/([{}])/)) {
    const text = part.trim();
    if (part === '{') out += ` {\n${'  '.repeat(++depth)}`;
    else if (part === '}') out = `${out.trimEnd()}\n${'  '.repeat(--depth)}}`;
    else if (text) out += out.endsWith('}') ? `\n${'  '.repeat(depth)}${text}` : text;
  }
  return out.trim().replace(/^\{\n/, '{\n');
}
