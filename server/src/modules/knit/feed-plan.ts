/**
 * Compiled feed plans (issue #22, "make answering cheap"): a query of the public feed (`publicKnitItems`) is turned
 * once into a plan that writes the answer's JSON text straight from the page's one SQL statement. A request a plan
 * answers (feed-plan.route.ts says which) goes through none of Apollo's pipeline, the executor or a resolver per field.
 *
 * A plan is made only for what it answers exactly as the executor does, byte for byte (tests/api/feed-plan.test.ts
 * compares both on many queries): one query operation without directives, whose root fields are `publicKnitItems`
 * (once) and `__typename`, asking below it only for the fields FIELDS lists. Anything else has no plan and Apollo
 * answers it. While answering, a value the plan does not expect (a refused argument, a missing owner) declines the
 * request, and Apollo answers it instead, with the error it words.
 */
import {
  getArgumentValues, getNullableType, getVariableValues, isLeafType, isListType, isNonNullType, Kind, OperationTypeNode, parse, validate, visit,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLField, type GraphQLObjectType, type GraphQLOutputType,
  type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import { KNIT_TEXT_FIELDS, LIMITS, type KnitTextName } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { toGlobalId } from '../../common/node';
import { MAX_PAGE, type Edge, type Page } from '../../common/pagination';
import { COST_LIMIT, costPoints, operationCost } from '../../common/query-cost';
import { imageUrl } from '../image/image-url';
import type { FeedRow, ListOptions } from './knit.page';
import { itemImagesArePublic } from './knit.policy';
import { authorFrom, listPublicRows } from './knit.service';

/** The query has no plan: Apollo answers it. */
class NoPlan extends Error {}
/** This request is not answered by its plan (a value the plan does not expect): Apollo answers it. */
export class Declined extends Error {}

/** What one writer turns into JSON text: a row of the page (an item, its owner's `u...` and card picture's `fp...` columns). */
interface RowValue { row: FeedRow; ctx: Ctx }
type Writer<T> = (value: T) => string;

/** What compiling a selection needs: the schema, the document's fragments, and what the page must read. */
interface Compiling {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  text: Set<KnitTextName>;
  /** The item's other columns the plan writes (knit.page.ts reads only those). */
  columns: Set<string>;
  owner: boolean;
  firstPicture: boolean;
}

/** The fields of `set` on `typeName`, in the executor's order; no directives, no fragment on another type, no key twice. */
function fieldsOf(set: SelectionSetNode, typeName: string, c: Compiling, out: FieldNode[] = [], keys = new Set<string>()): FieldNode[] {
  for (const s of set.selections) {
    if (s.directives?.length) throw new NoPlan();
    if (s.kind === Kind.FIELD) {
      const key = (s.alias ?? s.name).value;
      if (keys.has(key)) throw new NoPlan();
      keys.add(key);
      out.push(s);
      continue;
    }
    const fragment = s.kind === Kind.INLINE_FRAGMENT ? s : c.fragments[s.name.value];
    if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== typeName)) throw new NoPlan();
    fieldsOf(fragment.selectionSet, typeName, c, out, keys);
  }
  return out;
}

/** A leaf (or list of leaves) as the schema serialises it; a null where the type forbids one declines the request. */
function leafWriter(type: GraphQLOutputType): Writer<unknown> {
  const nonNull = isNonNullType(type);
  const inner = getNullableType(type);
  let write: Writer<unknown>;
  if (isListType(inner)) {
    const element = leafWriter(inner.ofType);
    write = (v) => `[${(v as unknown[]).map(element).join(',')}]`;
  } else if (isLeafType(inner)) {
    const serialized: Writer<unknown> = (v) => JSON.stringify(inner.serialize(v));
    // The built-in scalars write a value of their own kind as JSON does: the serialiser's checks are skipped for
    // those (most of a page's leaves), and anything else still goes through it (and its refusals).
    if (inner.name === 'String' || inner.name === 'ID') write = (v) => (typeof v === 'string' ? JSON.stringify(v) : serialized(v));
    else if (inner.name === 'Int') write = (v) => (typeof v === 'number' && (v | 0) === v ? String(v) : serialized(v));
    else if (inner.name === 'Boolean') write = (v) => (v === true ? 'true' : v === false ? 'false' : serialized(v));
    else write = serialized;
  } else throw new NoPlan();
  return (v) => {
    if (v == null) {
      if (nonNull) throw new Declined();
      return 'null';
    }
    return write(v);
  };
}

/** The JSON text of an object with the fields of `set`, each written by its compiler in FIELDS. */
function objectWriter<T>(set: SelectionSetNode | undefined, type: GraphQLObjectType, fields: Fields<T>, c: Compiling): Writer<T> {
  if (!set) throw new NoPlan();
  const parts = fieldsOf(set, type.name, c).map((f): [string, Writer<T>] => {
    const prefix = `${JSON.stringify((f.alias ?? f.name).value)}:`;
    if (f.name.value === '__typename') return [prefix, () => JSON.stringify(type.name)];
    const compile = Object.hasOwn(fields, f.name.value) ? fields[f.name.value] : undefined;
    const def = type.getFields()[f.name.value];
    if (!compile || !def || (f.arguments?.length && f.name.value !== 'publicKnitItems')) throw new NoPlan();
    return [prefix, compile(f, def, c)];
  });
  return (v) => {
    let text = '{';
    for (let i = 0; i < parts.length; i += 1) text += (i ? ',' : '') + parts[i][0] + parts[i][1](v);
    return `${text}}`;
  };
}

type Compile<T> = (f: FieldNode, def: GraphQLField<unknown, unknown>, c: Compiling) => Writer<T>;
type Fields<T> = Record<string, Compile<T>>;

/** A field answered by `get` and written as its schema type says. */
const leaf = <T>(get: (v: T) => unknown): Compile<T> => (_f, def) => {
  const write = leafWriter(def.type);
  return (v) => write(get(v));
};

const objectType = (def: GraphQLField<unknown, unknown>) => getNullableType(def.type) as GraphQLObjectType;

const USER: Fields<RowValue> = {
  id: () => ({ row }) => JSON.stringify(toGlobalId('User', row.ownerId)),
  databaseId: leaf(({ row }) => row.ownerId),
  username: leaf(({ row }) => row.uUsername),
};

const PICTURE: Fields<RowValue> = {
  id: () => ({ row }) => JSON.stringify(toGlobalId('Picture', row.fpId!)),
  databaseId: leaf(({ row }) => row.fpId),
  url: leaf(({ row, ctx }) => imageUrl(ctx.secrets, row.fpImageId, itemImagesArePublic(row), false)),
  thumbnailUrl: leaf(({ row, ctx }) => imageUrl(ctx.secrets, row.fpImageId, itemImagesArePublic(row), true)),
};

/** The item's own columns, read by every page (knit.needs.ts FROM_EVERY_ROW), by field name (timestamps come as text). */
const COLUMNS: Record<string, (row: FeedRow) => unknown> = {
  databaseId: (row) => row.id, type: (row) => row.type, tags: (row) => row.tags, visibility: (row) => row.visibility,
  lastUpdated: (row) => new Date(row.lastUpdated), weightClass: (row) => row.weightClass, fibres: (row) => row.fibres,
  metresPerSkein: (row) => row.metresPerSkein, gramsPerSkein: (row) => row.gramsPerSkein,
};

const ITEM: Fields<RowValue> = {
  id: () => ({ row }) => JSON.stringify(toGlobalId('KnitItem', row.id)),
  ...Object.fromEntries(Object.entries(COLUMNS).map(([name, column]) => [name, (f: FieldNode, def: GraphQLField<unknown, unknown>, c: Compiling) => {
    c.columns.add(name);
    return leaf<RowValue>(({ row }) => column(row))(f, def, c);
  }])),
  ...Object.fromEntries(KNIT_TEXT_FIELDS.map(({ name }) => [name, (f: FieldNode, def: GraphQLField<unknown, unknown>, c: Compiling) => {
    c.text.add(name);
    return leaf<RowValue>(({ row }) => row[name])(f, def, c);
  }])),
  author: (f, def, c) => {
    c.text.add('producer');
    c.owner = true;
    return leaf<RowValue>(({ row }) => authorFrom(row, row.uUsername))(f, def, c);
  },
  owner: (f, def, c) => {
    c.owner = true;
    return objectWriter(f.selectionSet, objectType(def), USER, c);
  },
  firstPicture: (f, def, c) => {
    c.firstPicture = true;
    const write = objectWriter(f.selectionSet, objectType(def), PICTURE, c);
    return (v) => (v.row.fpId == null ? 'null' : write(v));
  },
};

/** A page of the feed's rows. */
interface PageValue { page: Page<FeedRow>; ctx: Ctx }

/** The type of a list field's elements (`[KnitItem!]!` → KnitItem). */
const elementType = (def: GraphQLField<unknown, unknown>) => {
  const list = getNullableType(def.type);
  if (!isListType(list)) throw new NoPlan();
  return getNullableType(list.ofType) as GraphQLObjectType;
};

const CONNECTION: Fields<PageValue> = {
  nodes: (f, def, c) => {
    const write = objectWriter(f.selectionSet, elementType(def), ITEM, c);
    return ({ page, ctx }) => `[${page.nodes.map((row) => write({ row, ctx })).join(',')}]`;
  },
  edges: (f, def, c) => {
    const write = objectWriter<{ edge: Edge<FeedRow>; ctx: Ctx }>(f.selectionSet, elementType(def), {
      cursor: leaf(({ edge }) => edge.cursor),
      node: (nf, nd, nc) => {
        const node = objectWriter(nf.selectionSet, objectType(nd), ITEM, nc);
        return ({ edge, ctx }) => node({ row: edge.node, ctx });
      },
    }, c);
    return ({ page, ctx }) => `[${page.edges.map((edge) => write({ edge, ctx })).join(',')}]`;
  },
  pageInfo: (f, def, c) => objectWriter<PageValue>(f.selectionSet, objectType(def), Object.fromEntries(
    ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'].map((name) => [name, leaf<PageValue>(({ page }) => page.pageInfo[name as keyof Page<FeedRow>['pageInfo']])]),
  ), c),
};

/** A compiled query of the feed. */
export interface FeedPlan {
  /** The answer's `data` as JSON text, and the operation's points (extensions.cost); throws Declined. */
  answer(ctx: Ctx, variables: Record<string, unknown> | null | undefined): Promise<{ data: string; points: number }>;
  /** The operation's name for logs and metrics, as Apollo names it. */
  label: string;
}

/** The one operation a request runs: the named one, or the document's only one. */
function operationOf(document: DocumentNode, operationName: string | null): OperationDefinitionNode {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName === null ? (ops.length === 1 ? ops[0] : undefined) : ops.find((o) => o.name?.value === operationName);
  if (!op || op.operation !== OperationTypeNode.QUERY || op.directives?.length || op.variableDefinitions?.some((v) => v.directives?.length)) throw new NoPlan();
  return op;
}

/** Apollo's limit on aliases (app.ts, graphql-armor): a document past it is refused there. */
const MAX_ALIASES = 20;

function aliasesOf(document: DocumentNode): number {
  let n = 0;
  visit(document, { Field(node) { if (node.alias) n += 1; } });
  return n;
}

/** The plan of `query` (its operation `operationName`), or null when it has none. */
export function compileFeedPlan(schema: GraphQLSchema, query: string, operationName: string | null): FeedPlan | null {
  try {
    const document = parse(query, { noLocation: true, maxTokens: 5000 });
    if (validate(schema, document).length || aliasesOf(document) > MAX_ALIASES) return null;
    const operation = operationOf(document, operationName);
    const fragments = Object.fromEntries(document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const c: Compiling = { schema, fragments, text: new Set(['name']), columns: new Set(), owner: false, firstPicture: false };
    const queryType = schema.getQueryType()!;
    const feedField = fieldsOf(operation.selectionSet, queryType.name, c).filter((f) => f.name.value === 'publicKnitItems');
    if (feedField.length !== 1) return null;
    const feedDef = queryType.getFields().publicKnitItems;
    // The root's value is the page: __typename ignores it, publicKnitItems writes it.
    const write = objectWriter<PageValue>(operation.selectionSet, queryType, {
      publicKnitItems: (f, def, cc) => objectWriter(f.selectionSet, objectType(def), CONNECTION, cc),
    }, c);
    const needs = { text: c.text, owner: c.owner, firstPicture: c.firstPicture, only: c.columns };
    return {
      label: operation.name?.value ?? 'anonymous query',
      async answer(ctx, raw) {
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], raw ?? {});
        if (coerced.errors) throw new Declined();
        const args = getArgumentValues(feedDef, feedField[0], coerced.coerced) as ListOptions;
        checkArgs(args);
        const cost = operationCost(schema, document, operation, raw ?? undefined);
        if (cost > COST_LIMIT) throw new Declined();
        const page = await listPublicRows(ctx, { ...args, needs }).catch(() => { throw new Declined(); });
        return { data: write({ page, ctx }), points: costPoints(cost) };
      },
    };
  } catch {
    // Not a query a plan answers (NoPlan), or not one at all (a syntax error): Apollo answers it, and words any refusal.
    return null;
  }
}

/** The argument checks of KnitListArgs (class-validator, in type-graphql) that word their own refusals. */
function checkArgs(args: ListOptions): void {
  for (const size of [args.first, args.last]) {
    if (size != null && (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)) throw new Declined();
  }
  if (args.search != null && args.search.length > LIMITS.knitText.max) throw new Declined();
}
