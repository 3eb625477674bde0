/** The recent deliveries of one webhook: event, state, answer, attempts, and a Redeliver button each. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../components/Message';
import { useSettingsRedeliverWebhookMutation, useSettingsWebhookDeliveriesQuery } from '../../gql/hooks';
import { webhookError } from './webhookErrors';

/** The deliveries of subscription `subscriptionId`, newest first. */
export function WebhookDeliveries({ subscriptionId }: { subscriptionId: string }) {
  const { t, i18n } = useTranslation();
  const { data, refetch, loading } = useSettingsWebhookDeliveriesQuery({ variables: { subscriptionId }, fetchPolicy: 'cache-and-network' });
  const [redeliver] = useSettingsRedeliverWebhookMutation();
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const deliveries = data?.webhookDeliveries ?? [];

  const onRedeliver = async (id: string) => {
    setError(''); setSent('');
    try {
      await redeliver({ variables: { input: { deliveryId: id } } });
      setSent(t('webhooks.redelivered'));
      await refetch();
    } catch (err) {
      setError(webhookError(err, t));
    }
  };

  return (
    <div className="webhook-deliveries" data-testid="webhook-deliveries">
      <Message kind="error" text={error} />
      <Message kind="success" text={sent} />
      <button type="button" className="button" onClick={() => { void refetch(); }} disabled={loading}>{t('webhooks.refresh')}</button>
      {!loading && deliveries.length === 0 && <p className="muted" data-testid="webhook-deliveries-empty">{t('webhooks.deliveriesNone')}</p>}
      <ul className="token-list">
        {deliveries.map((d) => (
          <li key={d.id} className="token-list__item" data-testid="webhook-delivery">
            <div>
              <strong>{t(`webhooks.event.${d.event}`)}</strong> · <span data-testid="webhook-delivery-state">{t(`webhooks.state.${d.state}`)}</span>
              <div className="muted">
                {when(d.createdAt)} · {t('webhooks.attempts', { count: d.attempts })}
                {d.responseStatus != null && <> · {t('webhooks.answered', { status: d.responseStatus })}</>}
                {d.responseStatus == null && d.error && <> · {d.error}</>}
              </div>
            </div>
            <button type="button" className="button" onClick={() => { void onRedeliver(d.id); }} data-testid="webhook-redeliver">{t('webhooks.redeliver')}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
