/**
 * Settings: OAuth apps. The apps the knitter allowed (each revocable at once: its tokens stop working), and the apps
 * they registered as a developer (client ID, redirect URIs, deletion), with the registration form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Message } from '../../components/Message';
import { useSettingsDeleteOAuthAppMutation, useSettingsOAuthAppsQuery, useSettingsRevokeOAuthAppConnectionMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { OAuthAppForm } from './OAuthAppForm';

type Asking = { kind: 'revoke' | 'delete'; id: string; name: string } | null;

/** The OAuth apps card. */
export function OAuthAppsBlock() {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useSettingsOAuthAppsQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke] = useSettingsRevokeOAuthAppConnectionMutation();
  const [remove] = useSettingsDeleteOAuthAppMutation();
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [asking, setAsking] = useState<Asking>(null);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const connected = data?.connectedOAuthApps ?? [];
  const mine = data?.oauthApps ?? [];

  const act = async (what: NonNullable<Asking>) => {
    clearMessages();
    try {
      if (what.kind === 'revoke') await revoke({ variables: { input: { appId: what.id } } });
      else await remove({ variables: { input: { id: what.id } } });
      await refetch();
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  return (
    <section className="settings-card" data-testid="oauth-apps">
      <h2 className="settings-card__title">{t('apps.title')}</h2>
      <Message kind="error" text={error} testId="apps-error" />
      <h3>{t('apps.connected')}</h3>
      {connected.length === 0 && <p className="muted" data-testid="connected-empty">{t('apps.noneConnected')}</p>}
      <ul className="token-list">
        {connected.map((app) => (
          <li key={app.appId} className="token-list__item" data-testid="connected-app">
            <div>
              {app.logoUrl && <img src={app.logoUrl} alt="" width={24} height={24} />} <strong>{app.name}</strong> · {t('apps.by', { developer: app.developer })}
              <div className="muted">{app.scopes.map((s) => t(`apps.scope.${s}`)).join(' · ')}</div>
              <div className="muted">{t('apps.since', { date: date(app.connectedAt) })}</div>
            </div>
            <button type="button" className="button button--danger" onClick={() => setAsking({ kind: 'revoke', id: app.appId, name: app.name })} data-testid="connected-revoke">{t('apps.revoke')}</button>
          </li>
        ))}
      </ul>
      <h3>{t('apps.mine')}</h3>
      <p className="settings-card__hint">{t('apps.hint')}</p>
      <OAuthAppForm onRegistered={() => { void refetch(); }} />
      {mine.length === 0 && <p className="muted" data-testid="apps-empty">{t('apps.noneMine')}</p>}
      <ul className="token-list">
        {mine.map((app) => (
          <li key={app.id} className="token-list__item" data-testid="app-row">
            <div>
              {app.logoUrl && <img src={app.logoUrl} alt="" width={24} height={24} />} <strong>{app.name}</strong>
              <div className="muted">{t('apps.clientId')}: <code data-testid="app-client-id">{app.clientId}</code></div>
              <div className="muted">{app.redirectUris.join(' · ')}</div>
            </div>
            <button type="button" className="button button--danger" onClick={() => setAsking({ kind: 'delete', id: app.id, name: app.name })} data-testid="app-delete">{t('apps.delete')}</button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        question={asking ? t(asking.kind === 'revoke' ? 'apps.confirmRevoke' : 'apps.confirmDelete', { name: asking.name }) : null}
        confirmLabel={asking?.kind === 'delete' ? t('apps.delete') : t('apps.revoke')}
        onCancel={() => setAsking(null)} onConfirm={() => { const what = asking; setAsking(null); if (what) void act(what); }} />
    </section>
  );
}
