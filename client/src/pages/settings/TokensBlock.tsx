/** Settings: personal access tokens for third-party tools (list with last use, create, revoke after asking). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Message } from '../../components/Message';
import { useSettingsRevokeTokenMutation, useSettingsTokensQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { TokenForm } from './TokenForm';
import { useClearMessages, useScopedMessage } from '../../lib/messages';

/** The tokens card. */
export function TokensBlock() {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useSettingsTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke] = useSettingsRevokeTokenMutation();
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const tokens = data?.personalAccessTokens ?? [];
  // The token whose revoking is being asked about: a revoked token cannot come back, and the tool using it stops.
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);

  const onRevoke = async (id: string) => {
    clearMessages();
    try {
      await revoke({ variables: { input: { id } } });
      await refetch();
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  return (
    <section className="settings-card" data-testid="tokens">
      <h2 className="settings-card__title">{t('tokens.title')}</h2>
      <p className="settings-card__hint">{t('tokens.hint')}</p>
      <Message kind="error" text={error} testId="tokens-error" />
      <TokenForm onCreated={() => { void refetch(); }} />
      {tokens.length === 0 && <p className="muted" data-testid="tokens-empty">{t('tokens.none')}</p>}
      <ul className="token-list">
        {tokens.map((tok) => (
          <li key={tok.id} className="token-list__item" data-testid="token-row">
            <div>
              <strong>{tok.name}</strong> · {tok.scope === 'WRITE' ? t('tokens.scopeWrite') : t('tokens.scopeRead')}
              <div className="muted">
                {t('tokens.created', { date: date(tok.createdAt) })} · {tok.lastUsedAt ? t('tokens.lastUsed', { date: date(tok.lastUsedAt) }) : t('tokens.neverUsed')}
                {' · '}{t('tokens.expires', { date: date(tok.expiresAt) })}
              </div>
            </div>
            <button type="button" className="button button--danger" onClick={() => setAsking({ id: tok.id, name: tok.name })} data-testid="token-revoke">{t('tokens.revoke')}</button>
          </li>
        ))}
      </ul>
      <ConfirmDialog question={asking ? t('tokens.confirmRevoke', { name: asking.name }) : null} confirmLabel={t('tokens.revoke')}
        onCancel={() => setAsking(null)} onConfirm={() => { const token = asking; setAsking(null); if (token) void onRevoke(token.id); }} />
    </section>
  );
}
