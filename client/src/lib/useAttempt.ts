/** How a card or form runs an action: the screen's old messages cleared first, a failure shown on its error line. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors';
import { useClearMessages, useScopedMessage } from './messages';

/**
 * The error line of a card or form, `fail(text)` for a check that stops an action before it is sent, and
 * `attempt(work)`, which runs `work` and shows its failure as `describe` words it; it answers whether the work succeeded.
 * Both clear every message of the screen first (lib/messages.ts).
 */
export function useAttempt(describe: (err: unknown, t: TFunction) => string = errorMessage) {
  const { t } = useTranslation();
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const fail = (text: string) => { clearMessages(); setError(text); };
  const attempt = async (work: () => Promise<unknown>): Promise<boolean> => {
    clearMessages();
    try {
      await work();
      return true;
    } catch (err) {
      setError(describe(err, t));
      return false;
    }
  };
  return { error, fail, attempt };
}
