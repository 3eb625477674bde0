/** Apollo cache merging of `search` pages (edges only: the client does not ask for `nodes`): a first page replaces, a later one (with `after`) is appended. */

interface EdgesPage { edges: ReadonlyArray<{ cursor: string }>; [field: string]: unknown }

/** Merges an incoming page of search results into the cached one. */
export function mergeSearchPages(existing: EdgesPage | undefined, incoming: EdgesPage, args: { after?: string | null } | null | undefined): EdgesPage {
  if (!existing || !args?.after) return incoming;
  const seen = new Set(existing.edges.map((e) => e.cursor));
  return {
    ...incoming,
    edges: [...existing.edges, ...incoming.edges.filter((e) => !seen.has(e.cursor))],
  };
}

/** The field policy of Query.search. */
export const searchField = {
  keyArgs: ['query', 'type', 'first'],
  merge: (existing: EdgesPage | undefined, incoming: EdgesPage, { args }: { args: Record<string, unknown> | null }) =>
    mergeSearchPages(existing, incoming, args),
};
