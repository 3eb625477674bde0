/** Cache merging for cursor-paginated lists (feed, library): pages after the first are appended. */

/** The cached shape of a connection: nodes (usually cache references) and pageInfo. */
export interface ConnectionLike<N> {
  nodes: readonly N[];
  pageInfo?: unknown;
  [field: string]: unknown;
}

function identity(node: unknown): unknown {
  return node && typeof node === 'object' && '__ref' in node ? node.__ref : node;
}

/**
 * Merges an incoming page into the cached connection. A first page (no `after`) replaces what is
 * cached; a later page is appended, dropping nodes already present (a row may move between pages).
 */
export function mergeConnection<N>(
  existing: ConnectionLike<N> | undefined,
  incoming: ConnectionLike<N>,
  args: { after?: string | null } | null | undefined,
): ConnectionLike<N> {
  if (!existing || !args?.after) return incoming;
  const seen = new Set(existing.nodes.map(identity));
  const added = incoming.nodes.filter((n) => !seen.has(identity(n)));
  return { ...incoming, nodes: [...existing.nodes, ...added] };
}
