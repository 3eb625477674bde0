/** Adds a webhook: the URL and its events (checkboxes); shows the secret once, with a copy button. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { SubmitButton } from '../../components/SubmitButton';
import type { WebhookEvent } from '../../gql/graphql';
import { useSettingsCreateWebhookMutation } from '../../gql/hooks';
import { useAttempt } from '../../lib/useAttempt';
import { SecretOnce } from './SecretOnce';
import { webhookError } from './webhookErrors';

/** The events, in the order the form offers them. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = ['ITEM_CREATED', 'ITEM_UPDATED', 'ITEM_DELETED', 'PICTURE_ADDED', 'FAVORITE_RECEIVED'];

/** The creation form; `onCreated` refreshes the list. */
export function WebhookForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [secret, setSecret] = useState<string | null>(null);
  const { error, fail, attempt } = useAttempt(webhookError);
  const [create, { loading }] = useSettingsCreateWebhookMutation();

  const toggle = (event: WebhookEvent) => setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSecret(null);
    if (!url.trim()) { fail(t('webhooks.urlNeeded')); return; }
    if (events.length === 0) { fail(t('webhooks.eventsNeeded')); return; }
    await attempt(async () => {
      const ordered = WEBHOOK_EVENTS.filter((ev) => events.includes(ev));
      const { data } = await create({ variables: { input: { url: url.trim(), events: ordered } } });
      if (data) setSecret(data.createWebhookSubscription.secret);
      setUrl('');
      onCreated();
    });
  };

  return (
    <form className="form token-form" onSubmit={submit} noValidate data-testid="webhook-form">
      <Message kind="error" text={error} testId="webhook-error" />
      <SecretOnce secret={secret} lead={t('webhooks.shownOnce')} testId="webhook-secret" />
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
      <SubmitButton label={t('webhooks.create')} busy={loading} />
    </form>
  );
}
