/** Settings: personal access tokens for third-party tools (list with last use, create, revoke after asking). */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSettingsRevokeTokenMutation, useSettingsTokensQuery } from '../../gql/hooks';
import { SettingsCardHead } from './SettingsCardHead';
import { RemovableRow, SettingsList, useConfirmedChange } from './SettingsList';
import { TokenForm } from './TokenForm';

/** The tokens card. */
export function TokensBlock() {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useSettingsTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke] = useSettingsRevokeTokenMutation();
  // Revoking is asked about first: a revoked token cannot come back, and the tool using it stops.
  const revoking = useConfirmedChange((token: { id: string; name: string }) => revoke({ variables: { input: { id: token.id } } }), refetch);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <section className="settings-card" data-testid="tokens">
      <SettingsCardHead title={t('tokens.title')} hint={t('tokens.hint')} error={revoking.error} name="tokens" />
      <TokenForm onCreated={() => { void refetch(); }} />
      <SettingsList items={data?.personalAccessTokens ?? []} none={t('tokens.none')} noneTestId="tokens-empty">
        {(tok) => (
          <RemovableRow key={tok.id} testId="token-row" action={t('tokens.revoke')} actionTestId="token-revoke" onAction={() => revoking.ask(tok)}>
            <strong>{tok.name}</strong> · {tok.scope === 'WRITE' ? t('tokens.scopeWrite') : t('tokens.scopeRead')}
            <div className="muted">
              {t('tokens.created', { date: date(tok.createdAt) })} · {tok.lastUsedAt ? t('tokens.lastUsed', { date: date(tok.lastUsedAt) }) : t('tokens.neverUsed')}
              {' · '}{t('tokens.expires', { date: date(tok.expiresAt) })}
            </div>
          </RemovableRow>
        )}
      </SettingsList>
      <ConfirmDialog question={revoking.asking && t('tokens.confirmRevoke', { name: revoking.asking.name })} confirmLabel={t('tokens.revoke')}
        onCancel={revoking.onCancel} onConfirm={revoking.onConfirm} />
    </section>
  );
}
