/**
 * Taps on a row counter: each is an increment the server adds atomically, so taps from several devices all count.
 * The row shown is the server's plus the taps still on their way and those kept offline (sent in order when the
 * connection returns, by the offline queue). The last tap can be undone (a tap the other way).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounterPageIncrementMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { isQueued, offlineWrite } from '../../features/offline/offlineWrite';
import { onReplayed } from '../../features/offline/status';
import { useOfflineReady } from '../../features/offline/useOfflineReady';

/** What the counter page shows and does. */
export interface CounterTaps { row: number; tap: (by: number) => void; undo: (() => void) | null; error: string | null; waiting: number }

/** The taps of counter `id` whose server row is `serverRow`. */
export function useCounterTaps(id: string, name: string, serverRow: number): CounterTaps {
  const { t } = useTranslation();
  useOfflineReady();
  const [increment] = useCounterPageIncrementMutation();
  const [inFlight, setInFlight] = useState(0);
  const [queued, setQueued] = useState(0);
  const [last, setLast] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  // A queued tap sent after the connection returned: the server's row now holds it.
  useEffect(() => onReplayed(({ merge }) => {
    const m = merge ? /^tap:(.+):\d+:(-?\d+)$/.exec(merge) : null;
    if (m && m[1] === id) setQueued((q) => q - Number(m[2]));
  }), [id]);

  const tap = (by: number) => {
    setError(null);
    setInFlight((n) => n + by);
    seq.current += 1;
    const context = offlineWrite({ what: { key: 'rowCounter', values: { name } }, merge: `tap:${id}:${seq.current}:${by}` });
    increment({ variables: { input: { id, by } }, context })
      .catch((err: unknown) => {
        if (isQueued(err)) { setQueued((q) => q + by); return; }
        setError(errorMessage(err, t));
      })
      .finally(() => setInFlight((n) => n - by));
  };

  const row = Math.max(0, serverRow + inFlight + queued);
  return {
    row,
    waiting: queued,
    error,
    tap: (by) => { if (by < 0 && row === 0) return; setLast(by); tap(by); },
    undo: last === null ? null : () => { tap(-last); setLast(null); },
  };
}
