/** Follows an import job through the accountImport query until it is done or failed, and picks up one left running. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SettingsPageAccountImportDocument, type SettingsPageAccountImportQuery } from '../../gql/graphql';

/** One import as the settings page shows it. */
export type ImportJob = NonNullable<SettingsPageAccountImportQuery['accountImport']>;

/** How often a running import is asked for its state. */
const POLL_MS = 1000;

const finished = (job: ImportJob | null) => !job || job.state === 'DONE' || job.state === 'FAILED';

/** The followed import (null before any), `follow(id)` to follow a new one, and `clear()`. */
export function useImportJob(): { job: ImportJob | null; follow: (id: string) => Promise<void>; clear: () => void } {
  const client = useApolloClient();
  const [job, setJob] = useState<ImportJob | null>(null);
  const alive = useRef(true);

  const fetchJob = useCallback(async (id: string | null) => {
    const { data } = await client.query({ query: SettingsPageAccountImportDocument, variables: { id }, fetchPolicy: 'network-only' });
    return data?.accountImport ?? null;
  }, [client]);

  const follow = useCallback(async (id: string) => {
    for (;;) {
      const current = await fetchJob(id);
      if (!alive.current) return;
      setJob(current);
      if (finished(current)) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!alive.current) return;
    }
  }, [fetchJob]);

  useEffect(() => {
    alive.current = true;
    // An import started earlier (another tab, a reload) is shown while it is still queued or running.
    void fetchJob(null).then((latest) => {
      if (alive.current && latest && !finished(latest)) void follow(latest.id);
    }).catch(() => undefined);
    return () => { alive.current = false; };
  }, [fetchJob, follow]);

  return { job, follow, clear: useCallback(() => setJob(null), []) };
}
