/**
 * Settings: OAuth apps. The apps the knitter allowed (each revocable at once: its tokens stop working), and the apps
 * they registered as a developer (client ID, redirect URIs, deletion), with the registration form.
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSettingsDeleteOAuthAppMutation, useSettingsOAuthAppsQuery, useSettingsRevokeOAuthAppConnectionMutation } from '../../gql/hooks';
import { OAuthAppForm } from './OAuthAppForm';
import { SettingsCardHead } from './SettingsCardHead';
import { RemovableRow, SettingsList, useConfirmedChange } from './SettingsList';

type Asking = { kind: 'revoke' | 'delete'; id: string; name: string };

/** The OAuth apps card. */
export function OAuthAppsBlock() {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useSettingsOAuthAppsQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke] = useSettingsRevokeOAuthAppConnectionMutation();
  const [remove] = useSettingsDeleteOAuthAppMutation();
  const removing = useConfirmedChange((what: Asking) => (what.kind === 'revoke'
    ? revoke({ variables: { input: { appId: what.id } } })
    : remove({ variables: { input: { id: what.id } } })), refetch);
  const asking = removing.asking;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const logo = (url: string | null | undefined) => url && <img src={url} alt="" width={24} height={24} />;

  return (
    <section className="settings-card" data-testid="oauth-apps">
      <SettingsCardHead title={t('apps.title')} error={removing.error} name="apps" />
      <h3>{t('apps.connected')}</h3>
      <SettingsList items={data?.connectedOAuthApps ?? []} none={t('apps.noneConnected')} noneTestId="connected-empty">
        {(app) => (
          <RemovableRow key={app.appId} testId="connected-app" action={t('apps.revoke')} actionTestId="connected-revoke"
            onAction={() => removing.ask({ kind: 'revoke', id: app.appId, name: app.name })}>
            {logo(app.logoUrl)} <strong>{app.name}</strong> · {t('apps.by', { developer: app.developer })}
            <div className="muted">{app.scopes.map((s) => t(`apps.scope.${s}`)).join(' · ')}</div>
            <div className="muted">{t('apps.since', { date: date(app.connectedAt) })}</div>
          </RemovableRow>
        )}
      </SettingsList>
      <h3>{t('apps.mine')}</h3>
      <p className="settings-card__hint">{t('apps.hint')}</p>
      <OAuthAppForm onRegistered={() => { void refetch(); }} />
      <SettingsList items={data?.oauthApps ?? []} none={t('apps.noneMine')} noneTestId="apps-empty">
        {(app) => (
          <RemovableRow key={app.id} testId="app-row" action={t('apps.delete')} actionTestId="app-delete"
            onAction={() => removing.ask({ kind: 'delete', id: app.id, name: app.name })}>
            {logo(app.logoUrl)} <strong>{app.name}</strong>
            <div className="muted">{t('apps.clientId')}: <code data-testid="app-client-id">{app.clientId}</code></div>
            <div className="muted">{app.redirectUris.join(' · ')}</div>
          </RemovableRow>
        )}
      </SettingsList>
      <ConfirmDialog
        question={asking && t(asking.kind === 'revoke' ? 'apps.confirmRevoke' : 'apps.confirmDelete', { name: asking.name })}
        confirmLabel={asking?.kind === 'delete' ? t('apps.delete') : t('apps.revoke')}
        onCancel={removing.onCancel} onConfirm={removing.onConfirm} />
    </section>
  );
}
