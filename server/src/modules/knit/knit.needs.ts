/**
 * What a page of items must read for the fields a query asks of them (issue #22, per-field cost): the text columns of
 * the fields named, the owner's columns when `owner` or `author` is asked, the card picture when `firstPicture` is.
 * The feed's usual query asks for a name, tags, an owner and a picture: reading the other dozen text columns of fifty
 * items, and turning them into strings, is work for nothing.
 *
 * Safe by construction: a field this file does not know (one added later, a computed one) makes the page read
 * everything, as does a selection it cannot follow. A field resolver that reads the item itself must be listed with
 * what it reads (AUTHOR), or stay unknown.
 */
import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { KNIT_TEXT_FIELDS, type KnitTextName } from '@purlwise/core';

/** The parts of a page's row a query needs; null wherever a function takes it means "everything". */
export interface ItemNeeds {
  text: ReadonlySet<KnitTextName>;
  owner: boolean;
  firstPicture: boolean;
  /**
   * Rows that a compiled feed plan writes as JSON (feed-plan.ts), never turned into items: the item's other columns
   * wanted, by field name (knit.page.ts LEAN_COLUMNS); only they are read, and of the owner only the username.
   */
  only?: ReadonlySet<string>;
}

const TEXT_NAMES = new Set<string>(KNIT_TEXT_FIELDS.map((f) => f.name));

/**
 * Fields answered from what every page reads anyway (id, owner id, type, tags, visibility, dates, the yarn numbers)
 * or from loaders keyed by the item's id: they need no column of their own.
 */
const FROM_EVERY_ROW = new Set([
  '__typename', 'id', 'databaseId', 'type', 'tags', 'visibility', 'lastUpdated', 'weightClass', 'fibres',
  'metresPerSkein', 'gramsPerSkein', 'viewerCanEdit', 'pictures', 'colours', 'viewerHasFavorited', 'favoriteCount',
  'stashTotals', 'sizes',
]);

/** `author`: the producer of a yarn, else the owner's username (knit.service authorOf). */
const AUTHOR: KnitTextName = 'producer';

/** The fields of a selection set, through fragment spreads and inline fragments; null when a fragment is unknown. */
function fieldsOf(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, out: FieldNode[] = []): FieldNode[] | null {
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) out.push(s);
    else if (s.kind === Kind.INLINE_FRAGMENT) { if (!fieldsOf(s.selectionSet, fragments, out)) return null; }
    else {
      const fragment = fragments[s.name.value];
      if (!fragment || !fieldsOf(fragment.selectionSet, fragments, out)) return null;
    }
  }
  return out;
}

/** Adds what the item fields of `set` need to `needs`; false when one of them is not known here. */
function addItemFields(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, needs: { text: Set<KnitTextName>; owner: boolean; firstPicture: boolean }): boolean {
  const fields = fieldsOf(set, fragments);
  if (!fields) return false;
  for (const f of fields) {
    const name = f.name.value;
    if (TEXT_NAMES.has(name)) needs.text.add(name as KnitTextName);
    else if (name === 'owner') needs.owner = true;
    else if (name === 'firstPicture') needs.firstPicture = true;
    else if (name === 'author') { needs.text.add(AUTHOR); needs.owner = true; }
    else if (!FROM_EVERY_ROW.has(name)) return false;
  }
  return true;
}

/** The needs of one connection field (`nodes { ... }`, `edges { node { ... } }`), or null for everything. */
function needsOfConnection(field: FieldNode, fragments: Record<string, FragmentDefinitionNode>): ItemNeeds | null {
  if (!field.selectionSet) return null;
  const needs = { text: new Set<KnitTextName>(), owner: false, firstPicture: false };
  const parts = fieldsOf(field.selectionSet, fragments);
  if (!parts) return null;
  for (const part of parts) {
    const name = part.name.value;
    if (name === 'nodes' && part.selectionSet) {
      if (!addItemFields(part.selectionSet, fragments, needs)) return null;
    } else if (name === 'edges' && part.selectionSet) {
      const edgeFields = fieldsOf(part.selectionSet, fragments);
      if (!edgeFields) return null;
      for (const e of edgeFields) {
        if (e.name.value === 'node' && e.selectionSet && !addItemFields(e.selectionSet, fragments, needs)) return null;
      }
    }
    // pageInfo, totalCount, __typename and the like read nothing of the items.
  }
  return needs;
}

// Apollo keeps parsed documents, so the same query text brings the same field node: work it out once per document.
const known = new WeakMap<FieldNode, ItemNeeds | null>();

/** What the items of the connection being resolved need, from its GraphQL selection; null: read everything. */
export function itemNeeds(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): ItemNeeds | null {
  if (info.fieldNodes.length !== 1) return null;
  const [field] = info.fieldNodes;
  if (known.has(field)) return known.get(field) ?? null;
  const needs = needsOfConnection(field, info.fragments);
  known.set(field, needs);
  return needs;
}
