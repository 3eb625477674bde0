/**
 * Loads the offline queue's code (queue.ts) as soon as a form that may save offline opens. The app otherwise loads it
 * in an idle moment after the first render; a connection lost before then would leave a save with no code to keep it,
 * since nothing can be fetched offline that the service worker does not hold yet.
 */
import { useEffect } from 'react';

export function useOfflineReady(): void {
  useEffect(() => { void import('./queue'); }, []);
}
