/**
 * Compiled execution: graphql-jit turns each operation into a JavaScript function once, and every later request
 * with the same document runs that function instead of graphql-js's interpreter walking the document per field.
 *
 * Apollo Server 5 has no `executor` option; it takes a `gateway` whose `load()` answers the schema and an executor,
 * and runs everything else as usual around it (parsing, the document cache, validation and its limits, plugins,
 * error formatting). Apollo's document cache hands back the same DocumentNode for the same query text, so compiled
 * operations are kept per DocumentNode (a WeakMap: they go when the cache drops the document).
 *
 * graphql-js stays the reference: an operation jit cannot compile runs on graphql-js, and so does any answer with
 * errors and no data (variables that do not coerce), so that such refusals read exactly as graphql-js words them
 * (Apollo turns those into 400 BAD_USER_INPUT by their wording). tests/api/jit.test.ts compares both executors.
 */
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema, type SourceLocation } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';

/** One compiled operation, or null when jit refused it (graphql-js runs it). */
type Compiled = CompiledQuery | null;

const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

/** The compiled form of `operationName` in `document`, compiled on first use. */
function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): Compiled {
  let byName = compiled.get(document);
  if (!byName) {
    byName = new Map();
    compiled.set(document, byName);
  }
  const key = operationName ?? '';
  let entry = byName.get(key);
  if (entry === undefined) {
    try {
      const result = compileQuery(schema, document, operationName ?? undefined);
      entry = isCompiledQuery(result) ? result : null;
    } catch {
      entry = null;
    }
    byName.set(key, entry);
  }
  return entry;
}

/** graphql-js stops coercing variables after 50 errors with this error, which has no code and no variable to name. */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * Runs one operation with graphql-js (the reference executor). Its "too many errors" refusal of the variables is a
 * bad input like the 50 before it: Apollo left it uncoded, so it answered 500 INTERNAL_SERVER_ERROR (the fuzz suite
 * found it with a list of 50+ bad project yarns).
 */
async function interpret(schema: GraphQLSchema, document: DocumentNode, contextValue: unknown, variables: Record<string, unknown> | undefined, operationName: string | null | undefined): Promise<ExecutionResult> {
  const result = await execute({ schema, document, contextValue, variableValues: variables, operationName });
  if (result.data !== undefined || !result.errors?.some((e) => e.message === TOO_MANY_VARIABLE_ERRORS)) return result;
  return {
    errors: result.errors.map((e) => (e.message === TOO_MANY_VARIABLE_ERRORS
      ? new GraphQLError('The variables have too many invalid values (more than 50)', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } })
      : e)),
  };
}

/** Runs one operation compiled (graphql-js for what jit cannot compile, and for refusals before execution). */
export async function executeCompiled(schema: GraphQLSchema, document: DocumentNode, contextValue: unknown, variables: Record<string, unknown> | undefined, operationName: string | null | undefined): Promise<ExecutionResult> {
  const query = compiledFor(schema, document, operationName);
  if (!query) return interpret(schema, document, contextValue, variables, operationName);
  const result = await query.query(undefined, contextValue, variables ?? {});
  if (!result.errors?.length) return result;
  if (result.data === undefined) return interpret(schema, document, contextValue, variables, operationName);
  return { ...result, errors: result.errors.map(asGraphQLError) };
}

/**
 * jit's errors are its own class, not graphql-js's GraphQLError: Apollo would wrap each in a new one and lose its
 * path, and the error table (common/errors.ts formatGraphQLError) would not find the service's error inside.
 */
function asGraphQLError(e: GraphQLError): GraphQLError {
  const error = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined, extensions: e.extensions });
  if (e.locations) (error as { locations?: readonly SourceLocation[] }).locations = e.locations;
  return error;
}

/** A gateway that serves one fixed schema and executes with `executeCompiled` (Apollo Server's `gateway` option). */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  const listeners = new Set<(s: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void>();
  // The name the client sent, not Apollo's resolved one: that is null when the name matches no operation, and jit
  // (as graphql-js) then ran a document's only operation instead of refusing the unknown name.
  const executor: GatewayExecutor = (rc) =>
    executeCompiled(rc.schema, rc.document, rc.context, rc.request.variables, rc.request.operationName) as ReturnType<GatewayExecutor>;
  return {
    onSchemaLoadOrUpdate(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    async load() {
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {
      listeners.clear();
    },
  };
}
