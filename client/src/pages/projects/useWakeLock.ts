/** Keeps the screen awake while the page is shown (Screen Wake Lock API where supported; nothing elsewhere). */
import { useEffect, useState } from 'react';

interface WakeLockSentinelLike { release(): Promise<void>; addEventListener(type: 'release', cb: () => void): void }
interface WakeLockLike { request(type: 'screen'): Promise<WakeLockSentinelLike> }

/** True while a wake lock is held. The browser drops it when the tab is hidden; it is asked for again on return. */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) return undefined;
    let sentinel: WakeLockSentinelLike | null = null;
    let gone = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then((s) => {
        if (gone) { void s.release(); return; }
        sentinel = s;
        setHeld(true);
        s.addEventListener('release', () => setHeld(false));
      }).catch(() => setHeld(false));
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', ask);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return held;
}
