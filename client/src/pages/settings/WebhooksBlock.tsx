/** Settings: webhooks (add with the secret shown once, list, delete after asking, recent deliveries with Redeliver). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Message } from '../../components/Message';
import { useSettingsDeleteWebhookMutation, useSettingsWebhooksQuery } from '../../gql/hooks';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm, WEBHOOK_EVENTS } from './WebhookForm';
import { webhookError } from './webhookErrors';

/** The webhooks card. */
export function WebhooksBlock() {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useSettingsWebhooksQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useSettingsDeleteWebhookMutation();
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [asking, setAsking] = useState<{ id: string; url: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const hooks = data?.webhookSubscriptions ?? [];

  const onDelete = async (id: string) => {
    clearMessages();
    try {
      await remove({ variables: { input: { id } } });
      await refetch();
    } catch (err) {
      setError(webhookError(err, t));
    }
  };

  return (
    <section className="settings-card" data-testid="webhooks">
      <h2 className="settings-card__title">{t('webhooks.title')}</h2>
      <p className="settings-card__hint">{t('webhooks.hint')}</p>
      <Message kind="error" text={error} testId="webhooks-error" />
      <WebhookForm onCreated={() => { void refetch(); }} />
      {hooks.length === 0 && <p className="muted" data-testid="webhooks-empty">{t('webhooks.none')}</p>}
      <ul className="token-list">
        {hooks.map((hook) => (
          <li key={hook.id} data-testid="webhook-row">
            <div className="token-list__item">
              <div>
                <strong className="token-secret__value" data-testid="webhook-url">{hook.url}</strong>
                <div className="muted">
                  {WEBHOOK_EVENTS.filter((e) => hook.events.includes(e)).map((e) => t(`webhooks.event.${e}`)).join(', ')}
                  {' · '}{t('webhooks.created', { date: date(hook.createdAt) })}
                </div>
              </div>
              <div className="form__actions">
                <button type="button" className="button" aria-expanded={open === hook.id} onClick={() => setOpen(open === hook.id ? null : hook.id)} data-testid="webhook-toggle-deliveries">
                  {open === hook.id ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
                </button>
                <button type="button" className="button button--danger" onClick={() => setAsking({ id: hook.id, url: hook.url })} data-testid="webhook-delete">{t('webhooks.delete')}</button>
              </div>
            </div>
            {open === hook.id && <WebhookDeliveries subscriptionId={hook.id} />}
          </li>
        ))}
      </ul>
      <ConfirmDialog question={asking ? t('webhooks.confirmDelete', { url: asking.url }) : null} confirmLabel={t('webhooks.delete')}
        onCancel={() => setAsking(null)} onConfirm={() => { const hook = asking; setAsking(null); if (hook) void onDelete(hook.id); }} />
    </section>
  );
}
