/**
 * Creates a personal access token (name, scope, expiry of at most a year, and the password again) and shows its
 * secret once, with a copy button.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import type { TokenScope } from '../../gql/graphql';
import { useSettingsCreateTokenMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';

/** Expiry choices in days. A token lives at most a year: the longest is sent as no expiry, which the server makes a year. */
const EXPIRY_DAYS = [30, 90, 365] as const;
const LONGEST = 365;

/** The creation form; `onCreated` refreshes the list. */
export function TokenForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('READ');
  const [days, setDays] = useState<number>(90);
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [create, { loading }] = useSettingsCreateTokenMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clearMessages(); setSecret(null); setCopied(false);
    if (!name.trim()) { setError(t('tokens.nameNeeded')); return; }
    if (!password) { setError(t('tokens.passwordNeeded')); return; }
    // The longest choice leaves the date to the server's clock, so a fast clock here is never refused.
    const expiresAt = days === LONGEST ? null : new Date(Date.now() + days * 86400_000).toISOString();
    try {
      const { data } = await create({ variables: { input: { name: name.trim(), scope, expiresAt, password } } });
      if (data) setSecret(data.createPersonalAccessToken.token);
      setName('');
      setPassword('');
      onCreated();
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  };

  return (
    <form className="form token-form" onSubmit={submit} noValidate data-testid="token-form">
      <Message kind="error" text={error} testId="token-error" />
      {secret && (
        <div className="token-secret" role="status" data-testid="token-secret">
          <p>{t('tokens.shownOnce')}</p>
          <code className="token-secret__value" data-testid="token-secret-value">{secret}</code>
          <button type="button" className="button" onClick={copy} data-testid="token-copy">{copied ? t('tokens.copied') : t('tokens.copy')}</button>
        </div>
      )}
      <Field label={t('tokens.name')} name="tokenName" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <label className="field">
        <span className="field__label">{t('tokens.scope')}</span>
        <select className="field__input" value={scope} onChange={(e) => setScope(e.target.value as TokenScope)} data-testid="token-scope">
          <option value="READ">{t('tokens.scopeRead')}</option>
          <option value="WRITE">{t('tokens.scopeWrite')}</option>
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('tokens.expiry')}</span>
        <select className="field__input" value={days} onChange={(e) => setDays(Number(e.target.value))} data-testid="token-expiry">
          {EXPIRY_DAYS.map((d) => <option key={d} value={d}>{t('tokens.days', { count: d })}</option>)}
        </select>
      </label>
      <Field label={t('tokens.password')} name="tokenPassword" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={loading}>{loading ? t('common.wait') : t('tokens.create')}</button>
      </div>
    </form>
  );
}
