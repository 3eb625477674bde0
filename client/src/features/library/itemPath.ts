/** Where a card leads (docs/product.md §2.5): the editor for your own items, the preview for others'. */
import type { KnitTypeName } from '@purlwise/core';

/** The route of an item: /yarn/:id or /yarn-preview/:id for yarn, /item[-preview]/<type>/:id for the other kinds. */
export function itemPath(item: { databaseId: number; type: string }, own: boolean): string {
  const type = item.type.toLowerCase();
  const id = item.databaseId;
  if (type === 'yarn') return own ? `/yarn/${id}` : `/yarn-preview/${id}`;
  return own ? `/item/${type}/${id}` : `/item-preview/${type}/${id}`;
}

/** The route that creates a new item of `type`: /yarn for yarn, /item/<type>/new otherwise. */
export function newItemPath(type: KnitTypeName): string {
  return type === 'yarn' ? '/yarn' : `/item/${type}/new`;
}

/** True when `owner` is the logged-in user (usernames are unique case-insensitively). */
export function isOwnItem(owner: { username: string } | null | undefined, viewer: string | null): boolean {
  return !!owner && !!viewer && owner.username.toLowerCase() === viewer.toLowerCase();
}

/** The router state that goes with newItemPath: a new yarn starts as an empty entry in shared state (docs/product.md §2.4). */
export function newItemState(type: KnitTypeName): { item: { type: 'yarn' } } | undefined {
  return type === 'yarn' ? { item: { type: 'yarn' } } : undefined;
}
