/** The texts shown for failed calls (docs/product.md §8) and for the shared form checks (docs/product.md §5). */
import type { TFunction } from 'i18next';
import { MESSAGES, REQUEST_TIMEOUT_MESSAGE } from '@purlwise/core';

type GqlErrorLike = { message?: unknown; extensions?: { code?: unknown; reason?: unknown; values?: unknown } };

function graphQLErrors(err: unknown): GqlErrorLike[] {
  if (!err || typeof err !== 'object') return [];
  const e = err as { errors?: unknown; graphQLErrors?: unknown; bodyText?: unknown };
  if (Array.isArray(e.errors)) return e.errors as GqlErrorLike[];
  if (Array.isArray(e.graphQLErrors)) return e.graphQLErrors as GqlErrorLike[];
  // Apollo's ServerError (a non-2xx answer) keeps the body as text: it may still carry the server's message.
  if (typeof e.bodyText === 'string') {
    try {
      const body = JSON.parse(e.bodyText) as { errors?: unknown; message?: unknown; code?: unknown };
      if (Array.isArray(body.errors)) return body.errors as GqlErrorLike[];
      if (typeof body.message === 'string') return [{ message: body.message, extensions: { code: body.code } }];
    } catch { /* not JSON: no server message */ }
  }
  return [];
}

/** The `extensions.code` of the first GraphQL error, if any. */
export function errorCode(err: unknown): string | undefined {
  const code = graphQLErrors(err)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

const MESSAGE_KEYS = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/** A core validation message in the current language; other texts are returned unchanged. */
export function translateMessage(message: string, t: TFunction): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`validation.${key}`) : message;
}

/** True when the error is the client's request timeout. */
export function isTimeout(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown } | null;
  return !!e && (e.name === 'TimeoutError' || e.message === REQUEST_TIMEOUT_MESSAGE);
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The catalogue text of a server error, chosen by its code (and reason, or what was not found), never by its English
 * message; `values` fill the placeholders, a field name is shown translated. Null when the catalogue has no text.
 */
export function codeText(e: GqlErrorLike, t: TFunction): string | null {
  const code = text(e.extensions?.code);
  const reason = text(e.extensions?.reason);
  const values = (e.extensions?.values && typeof e.extensions.values === 'object' ? e.extensions.values : {}) as Record<string, unknown>;
  const field = text(values.field);
  const options = { ...values, ...(field ? { field: t(`serverError.field.${field}`, { defaultValue: field }) } : {}) };
  const keys = [
    reason && `serverError.reason.${reason}`,
    code === 'NOT_FOUND' && text(values.what) && `serverError.notFound.${String(values.what)}`,
    code && `serverError.code.${code}`,
  ];
  for (const key of keys) {
    if (!key) continue;
    const said = t(key, { ...options, defaultValue: '' });
    if (said) return said;
  }
  return null;
}

/** True when the browser says it has no connection. */
const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What to show for a failed call: the text of the server's error code in the current language, else a generic text. */
export function errorMessage(err: unknown, t: TFunction): string {
  // A save kept in the offline queue (features/offline) did not fail: it waits for the connection.
  if ((err as { name?: unknown } | null)?.name === 'OfflineQueuedError') return t('offline.queued');
  const first = graphQLErrors(err)[0];
  const said = first ? codeText(first, t) : null;
  if (said) return said;
  if (isTimeout(err)) return t('errors.timeout');
  // Offline, a call that cannot wait for the connection did not reach the server: say so, not "Server Error".
  if (!first && browserOffline()) return t('errors.offline');
  // An error without a known code (an old server, a proxy): its own message is better than nothing.
  const message = graphQLErrors(err).find((e) => typeof e.message === 'string' && e.message.trim() !== '')?.message;
  return typeof message === 'string' ? message : t('errors.server');
}
