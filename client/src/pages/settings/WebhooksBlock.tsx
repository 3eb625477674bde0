/** Settings: webhooks (add with the secret shown once, list, delete after asking, recent deliveries with Redeliver). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSettingsDeleteWebhookMutation, useSettingsWebhooksQuery } from '../../gql/hooks';
import { SettingsCardHead } from './SettingsCardHead';
import { SettingsList, useConfirmedChange } from './SettingsList';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm, WEBHOOK_EVENTS } from './WebhookForm';
import { webhookError } from './webhookErrors';

/** The webhooks card. */
export function WebhooksBlock() {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useSettingsWebhooksQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useSettingsDeleteWebhookMutation();
  const deleting = useConfirmedChange((hook: { id: string; url: string }) => remove({ variables: { input: { id: hook.id } } }), refetch, webhookError);
  const [open, setOpen] = useState<string | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <section className="settings-card" data-testid="webhooks">
      <SettingsCardHead title={t('webhooks.title')} hint={t('webhooks.hint')} error={deleting.error} name="webhooks" />
      <WebhookForm onCreated={() => { void refetch(); }} />
      <SettingsList items={data?.webhookSubscriptions ?? []} none={t('webhooks.none')} noneTestId="webhooks-empty">
        {(hook) => (
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
                <button type="button" className="button button--danger" onClick={() => deleting.ask(hook)} data-testid="webhook-delete">{t('webhooks.delete')}</button>
              </div>
            </div>
            {open === hook.id && <WebhookDeliveries subscriptionId={hook.id} />}
          </li>
        )}
      </SettingsList>
      <ConfirmDialog question={deleting.asking && t('webhooks.confirmDelete', { url: deleting.asking.url })} confirmLabel={t('webhooks.delete')}
        onCancel={deleting.onCancel} onConfirm={deleting.onConfirm} />
    </section>
  );
}
