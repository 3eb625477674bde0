/** The text of a refused webhook change: the webhook catalogue's own reasons first, then the shared error texts. */
import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/errors';

type Extensions = { reason?: unknown; values?: Record<string, unknown> };

/** The reason and values of the first GraphQL error of `err`, if it has them. */
function firstExtensions(err: unknown): Extensions {
  const e = err as { errors?: Array<{ extensions?: Extensions }> } | null;
  return (Array.isArray(e?.errors) && e.errors[0]?.extensions) || {};
}

/** What to show for a failed webhook call. */
export function webhookError(err: unknown, t: TFunction): string {
  const { reason, values } = firstExtensions(err);
  const said = typeof reason === 'string' ? t(`webhooks.errors.${reason}`, { ...values, defaultValue: '' }) : '';
  return said || errorMessage(err, t);
}
