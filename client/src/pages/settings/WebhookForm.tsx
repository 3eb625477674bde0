/** Adds a webhook: the URL and its events (checkboxes); shows the secret once, with a copy button. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import type { WebhookEvent } from '../../gql/graphql';
import { useSettingsCreateWebhookMutation } from '../../gql/hooks';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { webhookError } from './webhookErrors';

/** The events, in the order the form offers them. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = ['ITEM_CREATED', 'ITEM_UPDATED', 'ITEM_DELETED', 'PICTURE_ADDED', 'FAVORITE_RECEIVED'];

/** The creation form; `onCreated` refreshes the list. */
export function WebhookForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [create, { loading }] = useSettingsCreateWebhookMutation();

  const toggle = (event: WebhookEvent) => setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clearMessages(); setSecret(null); setCopied(false);
    if (!url.trim()) { setError(t('webhooks.urlNeeded')); return; }
    if (events.length === 0) { setError(t('webhooks.eventsNeeded')); return; }
    try {
      const ordered = WEBHOOK_EVENTS.filter((ev) => events.includes(ev));
      const { data } = await create({ variables: { input: { url: url.trim(), events: ordered } } });
      if (data) setSecret(data.createWebhookSubscription.secret);
      setUrl('');
      onCreated();
    } catch (err) {
      setError(webhookError(err, t));
    }
  };

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  };

  return (
    <form className="form token-form" onSubmit={submit} noValidate data-testid="webhook-form">
      <Message kind="error" text={error} testId="webhook-error" />
      {secret && (
        <div className="token-secret" role="status" data-testid="webhook-secret">
          <p>{t('webhooks.shownOnce')}</p>
          <code className="token-secret__value" data-testid="webhook-secret-value">{secret}</code>
          <button type="button" className="button" onClick={copy}>{copied ? t('webhooks.copied') : t('webhooks.copy')}</button>
        </div>
      )}
      <Field label={t('webhooks.url')} name="webhookUrl" type="url" inputMode="url" placeholder="https://" value={url} maxLength={2000} onChange={(e) => setUrl(e.target.value)} />
      <fieldset className="field webhook-events">
        <legend className="field__label">{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="choice__option">
            <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} data-testid={`webhook-event-${event}`} />
            <span>{t(`webhooks.event.${event}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={loading}>{loading ? t('common.wait') : t('webhooks.create')}</button>
      </div>
    </form>
  );
}
