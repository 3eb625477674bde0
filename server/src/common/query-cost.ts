/**
 * The cost of a GraphQL operation, by graphql-armor's own estimator (the one whose limit of COST_LIMIT refuses a
 * document at validation): an object costs 2, a scalar 1, each level down weighs 1.5 times more, and a field with
 * `first` or `last` multiplies its cost by that size. Armor reads only sizes written in the document; here the
 * operation is priced as it will run: sizes sent in variables are filled in, and a list asked for without a size
 * counts its default page (docs/api.md §5 "Limits"). A personal access token's budget pays POINTS of it.
 */
import { costLimitRule, type CostLimitOptions } from '@escape.tech/graphql-armor-cost-limit';
import {
  getVariableValues, Kind, TypeInfo, visit, visitWithTypeInfo, type ArgumentNode, type DocumentNode, type FieldNode, type FragmentDefinitionNode,
  type GraphQLSchema, type OperationDefinitionNode, type ValidationContext,
} from 'graphql';
import { DEFAULT_PAGE } from './pagination';

/** The limit armor checks every document against (app.ts). */
export const COST_LIMIT = 20000;
/** The estimator's options, shared by the limit and the price. */
export const COST_OPTIONS: CostLimitOptions = { maxCost: COST_LIMIT };
/** The estimator's cost of one point of a token's budget (GitHub's scale: a call costs its cost / 100, at least 1). */
export const COST_PER_POINT = 100;
/** Default page sizes of the lists whose default is not DEFAULT_PAGE. */
const DEFAULT_SIZES: Record<string, number> = { 'Query.search': 20 };

const SIZE_ARGS = new Set(['first', 'last']);

function intArg(name: string, value: number): ArgumentNode {
  return { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: name }, value: { kind: Kind.INT, value: String(value) } };
}

/** The document with each page size written out: a variable's value, or the list's default page when none is given. */
function withSizes(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  return visit(document, visitWithTypeInfo(typeInfo, {
    Field(node: FieldNode): FieldNode | undefined {
      const def = typeInfo.getFieldDef();
      if (!def?.args.some((a) => a.name === 'first')) return undefined;
      const args = (node.arguments ?? []).flatMap((arg): ArgumentNode[] => {
        if (!SIZE_ARGS.has(arg.name.value)) return [arg];
        if (arg.value.kind === Kind.NULL) return [];
        if (arg.value.kind !== Kind.VARIABLE) return [arg];
        const value = variables[arg.value.name.value];
        return typeof value === 'number' && Number.isInteger(value) ? [intArg(arg.name.value, value)] : [];
      });
      if (!args.some((a) => SIZE_ARGS.has(a.name.value))) {
        args.push(intArg('first', DEFAULT_SIZES[`${typeInfo.getParentType()?.name}.${node.name.value}`] ?? DEFAULT_PAGE));
      }
      // Armor reads the first size argument it meets: the sizes go first.
      args.sort((a, b) => Number(SIZE_ARGS.has(b.name.value)) - Number(SIZE_ARGS.has(a.name.value)));
      return { ...node, arguments: args };
    },
  }));
}

/** Armor's estimator over one operation of a document (it asks its validation context for fragments only). */
function estimate(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const context = { getFragment: (name: string) => fragments.get(name) } as unknown as ValidationContext;
  const visitor = costLimitRule({ ...COST_OPTIONS, maxCost: Infinity })(context) as unknown as { computeComplexity(node: OperationDefinitionNode): number };
  return visitor.computeComplexity(operation);
}

/**
 * Costs already estimated, per parsed document (Apollo keeps one per query text) and then per operation and variables:
 * the same query with the same variables (a feed page, a client's poll) is priced once, not on every request.
 */
const priced = new WeakMap<DocumentNode, Map<string, number>>();
/** At most this many variable sets are remembered per document; longer variables are never remembered. */
const PRICED_PER_DOCUMENT = 64;
const PRICED_KEY_MAX = 1_000;

/** The key of an operation with its variables, or null when it is not worth remembering (long, or not JSON). */
function pricedKey(operation: OperationDefinitionNode, raw: Record<string, unknown> | undefined): string | null {
  try {
    const key = `${operation.name?.value ?? ''}\u0000${JSON.stringify(raw ?? {})}`;
    return key.length <= PRICED_KEY_MAX ? key : null;
  } catch {
    return null;
  }
}

/** The estimated cost of the operation that runs, with its variables (defaults applied). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, raw: Record<string, unknown> | undefined): number {
  const key = pricedKey(operation, raw);
  let known = priced.get(document);
  const hit = key === null ? undefined : known?.get(key);
  if (hit !== undefined) return hit;
  const cost = estimateWithVariables(schema, document, operation, raw);
  if (key !== null) {
    if (!known || known.size >= PRICED_PER_DOCUMENT) priced.set(document, (known = new Map<string, number>()));
    known.set(key, cost);
  }
  return cost;
}

function estimateWithVariables(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, raw: Record<string, unknown> | undefined): number {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], raw ?? {});
  const variables = coerced.coerced ?? raw ?? {};
  const sized = withSizes(schema, document, variables);
  const name = operation.name?.value;
  const op = sized.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name
    && d.operation === operation.operation);
  return estimate(sized, op ?? operation);
}

/** The points of a token's budget an operation of that cost takes: cost / COST_PER_POINT rounded up, at least 1. */
export function costPoints(cost: number): number {
  return Math.max(1, Math.ceil(cost / COST_PER_POINT));
}
