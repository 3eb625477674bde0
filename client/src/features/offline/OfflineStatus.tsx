/**
 * The offline banner (issue #26): says the browser is offline and how many saves wait, shows them being sent when
 * the connection returns and says when they are saved, and lists the queued saves the server refused, each kept
 * until the knitter dismisses it.
 */
import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/Icons';
import { errorMessage } from '../../lib/errors';
import { onSessionChange } from '../auth/session';
import { startOffline } from './offlineLink';
import { setOfflineStatus, useOfflineStatus } from './status';
import './offline.css';

/** The banner, at the bottom of every page. */
export function OfflineStatus() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { offline, pending, replaying, sent, refused } = useOfflineStatus();

  useEffect(() => {
    startOffline(client);
    return onSessionChange(() => { void import('./queue').then((q) => q.reloadQueue(client)); });
  }, [client]);

  const dismiss = (id: number) => { void import('./queue').then((q) => q.dismissRefusal(id)); };
  const line = offline
    ? `${t('offline.offline')}${pending > 0 ? ` ${t('offline.pending', { count: pending })}` : ''}`
    : replaying && pending > 0 ? t('offline.replaying', { count: pending })
      : sent > 0 && pending === 0 ? t('offline.sent', { count: sent }) : null;

  if (!line && refused.length === 0) return null;
  return (
    <div className="offline-status" data-testid="offline-status">
      {line && (
        <p className={`offline-status__line${offline ? ' is-offline' : ''}`} role="status">
          <span>{line}</span>
          {!offline && !replaying && (
            <button type="button" className="icon-button offline-status__close" aria-label={t('common.close')}
              onClick={() => setOfflineStatus({ sent: 0 })}>
              <CloseIcon size={16} />
            </button>
          )}
        </p>
      )}
      {refused.map((r) => (
        <p key={r.id} className="offline-status__line is-refused" role="alert" data-testid="offline-refused">
          <span>{t('offline.refused', { what: t(`offline.what.${r.what.key}`, r.what.values ?? {}), reason: errorMessage(r.error, t) })}</span>
          <button type="button" className="button button--small button--ghost" onClick={() => dismiss(r.id)}>{t('offline.dismiss')}</button>
        </p>
      ))}
    </div>
  );
}
