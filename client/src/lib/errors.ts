/** The texts shown for failed calls (SPEC.md §8) and for the shared form checks (SPEC.md §5). */
import type { TFunction } from 'i18next';
import { MESSAGES, REQUEST_TIMEOUT_MESSAGE } from '@purlwise/core';

type GqlErrorLike = { message?: unknown; extensions?: { code?: unknown } };

function graphQLErrors(err: unknown): GqlErrorLike[] {
  if (!err || typeof err !== 'object') return [];
  const e = err as { errors?: unknown; graphQLErrors?: unknown; bodyText?: unknown };
  if (Array.isArray(e.errors)) return e.errors as GqlErrorLike[];
  if (Array.isArray(e.graphQLErrors)) return e.graphQLErrors as GqlErrorLike[];
  // Apollo's ServerError (a non-2xx answer) keeps the body as text: it may still carry the server's message.
  if (typeof e.bodyText === 'string') {
    try {
      const body = JSON.parse(e.bodyText) as { errors?: unknown; message?: unknown };
      if (Array.isArray(body.errors)) return body.errors as GqlErrorLike[];
      if (typeof body.message === 'string') return [{ message: body.message }];
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

/** What to show for a failed call: the server's safe message, else the generic server error. */
export function errorMessage(err: unknown, t: TFunction): string {
  const first = graphQLErrors(err).find((e) => typeof e.message === 'string' && e.message.trim() !== '');
  if (first) return translateMessage(String(first.message), t);
  if (isTimeout(err)) return t('errors.timeout');
  return t('errors.server');
}
