/** Typed errors with stable codes. The one place that maps a code to an HTTP status and a GraphQL code. */
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { COLOUR_UNDESCRIBED_MESSAGE, MESSAGES } from '@purlwise/core';
import { logger } from './logger';

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_XSRF: 403,
  NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  REGISTRATION_DISABLED: 403,
  IMAGE_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_IMAGE: 415,
  WRONG_CREDENTIALS: 401,
  WRONG_CURRENT_PASSWORD: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  RESET_TOKEN_INVALID: 400,
  WRONG_PASSWORD: 403,
  IMPORT_NOT_OURS: 400,
  IMPORT_UNSAFE_PATH: 400,
  IMPORT_BAD_IMAGE: 415,
  IMPORT_TOO_LARGE: 413,
  IMPORT_IN_PROGRESS: 409,
  JSON_TOO_DEEP: 400,
  PERSISTED_QUERY_HASH_MISMATCH: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The codes Apollo Server and graphql-js give a GraphQL request they refuse before it runs: no AppError carries them,
 * but tools see them as often as any other. With ERROR_STATUS they are the table of docs/api.md.
 */
export const REQUEST_ERROR_STATUS = {
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  PERSISTED_QUERY_NOT_FOUND: 200,
} as const;

/** Every code a tool may read in `extensions.code` (GraphQL) or `code` (REST). */
export type DocumentedCode = ErrorCode | keyof typeof REQUEST_ERROR_STATUS;

/**
 * What each code means to a tool: the rows of the table in docs/api.md "Errors and their codes", which
 * `npm run docs:errors` (tools/error-table.cjs) writes from this, ERROR_STATUS and REQUEST_ERROR_STATUS, so that the
 * page cannot drift from the code (tests/api/error-codes.test.ts fails when they differ).
 */
export const ERROR_MEANING: Record<DocumentedCode, string> = {
  BAD_REQUEST: 'GraphQL: the HTTP request is not a GraphQL request (no query, a body that is not a JSON object), or could have been sent by another site (a GET, or a simple content type, without the `apollo-require-preflight` header); 405 for a mutation sent over GET',
  GRAPHQL_PARSE_FAILED: 'GraphQL: the document is not valid GraphQL syntax, has more than 5000 tokens or is nested more than 100 levels deep; the message says where',
  GRAPHQL_VALIDATION_FAILED: 'GraphQL: the document does not fit the schema (an unknown field, a variable of the wrong type), or exceeds a limit of its shape: depth, aliases, directives or cost (see Limits)',
  OPERATION_RESOLUTION_FAILURE: 'GraphQL: a document with several operations and no `operationName`',
  PERSISTED_QUERY_NOT_FOUND: 'GraphQL: send the query text with its hash once (see Caching)',
  BAD_USER_INPUT: 'a value is refused (too long, out of range, a malformed cursor, the id of another type: `reason` says which rule); in GraphQL, variables that do not fit their types refuse the whole request with 400',
  UNAUTHENTICATED: 'the personal access token sent is unknown, revoked or expired (nothing runs); or a field needs a login the request does not carry (GraphQL: 200, at that field)',
  FORBIDDEN: 'not yours to change, a write with a read token, or an account-security operation with a token (GraphQL: 403 for a mutation with a read token, refused before it runs; otherwise 200, at that field)',
  BAD_XSRF: 'REST: a change made with a session without the XSRF cookie and header (a personal access token needs none)',
  NOT_FOUND: 'does not exist, or is private and not yours',
  USERNAME_TAKEN: 'registration: the username is taken (website only)',
  REGISTRATION_DISABLED: 'registration is switched off on this server',
  IMAGE_TOO_LARGE: 'an upload over 10 MB or 40 megapixels',
  PAYLOAD_TOO_LARGE: 'the request body is too large: 1 MB of JSON, or a multipart body declared larger than its files may be',
  UNSUPPORTED_IMAGE: 'an upload that is not a PNG, JPEG, WebP or GIF image, or is damaged',
  WRONG_CREDENTIALS: 'login: the username or the password is wrong (website only)',
  WRONG_CURRENT_PASSWORD: 'the current password given to change the password or to create a token is wrong',
  UNSUPPORTED_MEDIA_TYPE: 'the body is not JSON in UTF-8 (an unknown charset or content encoding), or an import is not multipart',
  TOO_MANY_ATTEMPTS: 'failed logins or password checks: wait `Retry-After` seconds',
  RATE_LIMITED: "this token's budget, or its account's, cannot pay for the request: its points are spent, or fewer remain than it costs (see Limits)",
  RESET_TOKEN_INVALID: 'a password reset link that is unknown, used or expired',
  WRONG_PASSWORD: 'the password given to delete the account is wrong',
  IMPORT_NOT_OURS: 'an account import that is not a Purlwise export (website sessions only; [export-format.md](export-format.md#import))',
  IMPORT_UNSAFE_PATH: 'an account import whose archive holds a path that is not allowed',
  IMPORT_BAD_IMAGE: 'an account import with a picture that is not an image it accepts',
  IMPORT_TOO_LARGE: 'an account import over its limits of size, items or pictures',
  IMPORT_IN_PROGRESS: 'an import of the account is already queued or running',
  JSON_TOO_DEEP: 'a JSON body, GET `variables` or `extensions`, or multipart `operations` nested more than 64 levels deep',
  PERSISTED_QUERY_HASH_MISMATCH: 'the query text sent does not hash (SHA-256) to `extensions.persistedQuery.sha256Hash`',
  SERVICE_UNAVAILABLE: 'the database is unreachable: retry after `Retry-After` seconds',
  INTERNAL_SERVER_ERROR: 'a bug; no detail is ever shown',
};

/**
 * What a client needs to say an error in its own language: `reason` names the problem under a broad code
 * (BAD_USER_INPUT: one per docs/product.md §5 message and per field rule), `values` the names and numbers of the
 * message.
 */
export interface ErrorDetails {
  reason?: string;
  values?: Record<string, string | number>;
}

/** An error whose message is safe to show to the user. */
export class AppError extends Error {
  /** `retryAfterSeconds` becomes the Retry-After header (429, 503) on both doors. */
  constructor(public readonly code: ErrorCode, message: string, public readonly details: ErrorDetails = {}, public readonly retryAfterSeconds?: number) {
    super(message);
  }
  get status(): number { return ERROR_STATUS[this.code]; }
}

// The shared form check (core) returns its messages; their keys are the reasons the client translates.
const CORE_REASONS = new Map<string, string>([
  ...Object.entries(MESSAGES).map(([key, text]) => [text, key] as [string, string]),
  [COLOUR_UNDESCRIBED_MESSAGE, 'colourUndescribed'],
]);

/**
 * A refusal of the credential rather than of the request: what a personal access token may never do (account
 * security). The REST door answers it with its `code`, like its other refusals of a token (pat.middleware.ts), so
 * that a tool tells it apart from a legacy FORBIDDEN.
 */
export class TokenRefusal extends AppError {}

/** BAD_USER_INPUT; a message of the shared form check gets its key as the reason when no details are given. */
export const badInput = (message: string, details?: ErrorDetails) =>
  new AppError('BAD_USER_INPUT', message, details ?? (CORE_REASONS.has(message) ? { reason: CORE_REASONS.get(message) } : {}));
/** BAD_USER_INPUT for a text longer than its limit; `field` is the input's name, which the client translates. */
export const tooLong = (field: string, label: string, max: number) =>
  badInput(`${label} must be at most ${max} characters`, { reason: 'tooLong', values: { field, max } });
/** NOT_FOUND naming what was looked for ('Item', 'Colour', ...), also as `values.what`. */
export const notFound = (what = 'Item') => new AppError('NOT_FOUND', `${what} not found`, { values: { what } });
export const forbidden = (message = 'You cannot change what is not yours') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'You need to log in') => new AppError('UNAUTHENTICATED', message);

/** Node socket errors of a connection that cannot be made or was lost. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * SQLSTATEs of a database that cannot serve right now: class 08 (connection exception, but not 08P01, a protocol
 * error caused by the input), class 53 (insufficient resources: too many connections, disk full, out of memory),
 * 55000 (e.g. a database that does not accept connections), 57P01-57P05 (shut down, crashed, starting, dropped,
 * idle timeout), 3D000 (the database does not exist) and 28xxx (the server refuses our credentials).
 */
function isUnavailableState(code: string): boolean {
  return (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01') || /^53[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code)
    || /^28[0-9A-Z]{3}$/.test(code) || code === '55000' || code === '3D000';
}

/** Messages of pg, knex and tarn when a connection cannot be made, is lost, or the pool waits too long. */
const DOWN_MESSAGE = /Knex: Timeout acquiring a connection|Connection terminated|connect ECONNREFUSED|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error|timeout exceeded when trying to connect|timeout expired|Client was closed and is not queryable|not currently accepting connections|Cannot use a pool after calling end|Transaction query already complete/i;

/**
 * True when the error means the database cannot be reached right now: the one classification behind every 503
 * (resolvers, REST routes, the token check, the throttle). It follows `cause` chains (MikroORM wraps driver errors).
 */
export function isDatabaseDown(err: unknown, depth = 0): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined;
  if (!e || typeof e !== 'object' || depth > 5) return false;
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || isUnavailableState(e.code))) return true;
  if (e.name === 'KnexTimeoutError' || e.name === 'ConnectionException') return true;
  // knex swallows a BEGIN that failed because the connection died; the next query of the transaction then says
  // "Transaction query already complete".
  if (typeof e.message === 'string' && DOWN_MESSAGE.test(e.message)) return true;
  return e.cause ? isDatabaseDown(e.cause, depth + 1) : false;
}

/**
 * Input PostgreSQL refuses: class 22, "data exception" (a NUL character in a parameter, a number out of range), 23514
 * (a CHECK constraint, the database's copy of a range the services check first), and the protocol error of a NUL character inlined into a statement's text. Not the server's fault: a 400, not a 500.
 */
function isBadData(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | undefined;
  if (typeof e?.code !== 'string') return false;
  return /^22[0-9A-Z]{3}$/.test(e.code) || e.code === '23514' || (e.code === '08P01' && /invalid message format/.test(String(e.message)));
}

/** Turns any thrown value into an AppError; unknown errors are logged and become a generic 500. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isDatabaseDown(err)) return new AppError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable, please try again', {}, 5);
  // E.g. "\u0000" in a name was a 500 (tests/security/bugs.test.ts).
  if (isBadData(err)) return new AppError('BAD_USER_INPUT', 'The request contains a value that cannot be stored, such as a NUL character');
  logger.error({ err }, 'unexpected error');
  return new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');
}

/**
 * What express and its body parsers refuse, as an AppError with its code: an unknown charset or content encoding is
 * 415 (it was a 500 with a logged stack), malformed JSON 400, too large a body 413, any other refusal of the client's
 * 400. Anything else goes through toAppError.
 */
export function bodyError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { type?: string; status?: number } | undefined;
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported' || e?.status === 415) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON in UTF-8, without an unknown content encoding');
  }
  if (e?.type === 'entity.parse.failed') return badInput('The request body is not valid JSON');
  // common/json-depth.ts refused it before JSON.parse; its message says the limit.
  if (e?.type === 'entity.too.deep') return new AppError('JSON_TOO_DEEP', (err as Error).message);
  if (e?.type === 'entity.too.large' || e?.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return badInput('The request body is not valid');
  return toAppError(err);
}

interface ValidationIssue { property?: string; constraints?: Record<string, string>; children?: ValidationIssue[] }

/** The first class-validator problem, depth first (nested inputs report under children), with its field. */
function firstConstraint(issues: ValidationIssue[]): { message: string; property?: string; rule: string } | undefined {
  for (const issue of issues) {
    const own = Object.entries(issue.constraints ?? {})[0];
    if (own) return { rule: own[0], message: own[1], property: issue.property };
    const nested = firstConstraint(issue.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/** A class-validator refusal as BAD_USER_INPUT; an over-long text gets the same reason and values as the services give. */
function validationError(issues: ValidationIssue[]): AppError {
  const first = firstConstraint(issues);
  if (!first) return badInput('Invalid input');
  // class-validator keeps no constraint arguments on the error; the limit is the one number its message holds.
  const max = Number(/\d+/.exec(first.message)?.[0]);
  if (first.rule === 'maxLength' && first.property && Number.isFinite(max)) return badInput(first.message, { reason: 'tooLong', values: { field: first.property, max } });
  return badInput(first.message);
}

/** A message without graphql-js's suggestions ('Did you mean "x"?', 'Did you mean the enum value "X"?'). */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
}

/**
 * graphql-armor words its limits (depth, aliases, directives, cost) as "Syntax Error: <Name> limit of N exceeded,
 * found M.", and graphql-js its token limit as "Syntax Error: Document contains more that N tokens. Parsing aborted."
 * (sic): the document was well formed, so the prefix sent tools looking for a typo (issue #25).
 */
const ARMOR_LIMIT = /^Syntax Error: (.+ limit of \d+ exceeded, found .+)$/s;
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] (\d+) tokens\. Parsing aborted\.$/;

/** A request error's message as tools should read it: a limit said as a limit, never a graphql-js suggestion. */
function requestErrorMessage(message: string): string {
  return withoutSuggestions(message.replace(ARMOR_LIMIT, '$1').replace(TOKEN_LIMIT, 'The document has more than $1 tokens (the limit)'));
}

/** Apollo's refusal of an automatic persisted query whose text does not hash to the sha256Hash sent; it has no code. */
const APQ_HASH_MISMATCH = 'provided sha does not match query';

/** Apollo formatError: known errors keep their code and message; everything else is masked. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  const code = formatted.extensions?.code as string | undefined;
  // type-graphql's ArgumentValidationError is a GraphQLError without an originalError: check it before the branch below.
  const validation = (original as { extensions?: { validationErrors?: ValidationIssue[] } } | undefined)?.extensions?.validationErrors;
  if (validation?.length) {
    const app = validationError(validation);
    return { message: app.message, path: formatted.path, extensions: { code: app.code, ...app.details } };
  }
  // Errors of the request itself (syntax, validation, armor limits, bad variables) are safe as they are, minus
  // graphql-js's "Did you mean ...?" hints, which spell out the schema's enum values and fields to a prober.
  if (!original || (original instanceof GraphQLError && !original.originalError)) {
    // Apollo leaves the APQ hash mismatch without a code, which made it an INTERNAL_SERVER_ERROR (with its 400).
    if (formatted.message === APQ_HASH_MISMATCH) {
      return { message: 'The query does not match the persisted query hash sent with it (extensions.persistedQuery.sha256Hash)', extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' satisfies ErrorCode } };
    }
    return { message: requestErrorMessage(formatted.message), locations: formatted.locations, path: formatted.path, extensions: { code: code ?? 'BAD_REQUEST' } };
  }
  // No HTTP status in extensions: an error inside an operation answers 200 (docs/api.md "Errors and their codes"),
  // and a status there contradicted the answer's own.
  const app = toAppError(original);
  return { message: app.message, path: formatted.path, extensions: { code: app.code, ...app.details } };
}
