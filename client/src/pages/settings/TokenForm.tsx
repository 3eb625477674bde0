/**
 * Creates a personal access token (name, scope, expiry of at most a year, and the password again) and shows its
 * secret once, with a copy button.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { SelectField } from '../../components/SelectField';
import { SubmitButton } from '../../components/SubmitButton';
import type { TokenScope } from '../../gql/graphql';
import { useSettingsCreateTokenMutation } from '../../gql/hooks';
import { useAttempt } from '../../lib/useAttempt';
import { SecretOnce } from './SecretOnce';

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
  const { error, fail, attempt } = useAttempt();
  const [create, { loading }] = useSettingsCreateTokenMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSecret(null);
    if (!name.trim()) { fail(t('tokens.nameNeeded')); return; }
    if (!password) { fail(t('tokens.passwordNeeded')); return; }
    // The longest choice leaves the date to the server's clock, so a fast clock here is never refused.
    const expiresAt = days === LONGEST ? null : new Date(Date.now() + days * 86400_000).toISOString();
    await attempt(async () => {
      const { data } = await create({ variables: { input: { name: name.trim(), scope, expiresAt, password } } });
      if (data) setSecret(data.createPersonalAccessToken.token);
      setName('');
      setPassword('');
      onCreated();
    });
  };

  return (
    <form className="form token-form" onSubmit={submit} noValidate data-testid="token-form">
      <Message kind="error" text={error} testId="token-error" />
      <SecretOnce secret={secret} lead={t('tokens.shownOnce')} testId="token-secret" copyTestId="token-copy" />
      <Field label={t('tokens.name')} name="tokenName" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <SelectField label={t('tokens.scope')} value={scope} onChange={(e) => setScope(e.target.value as TokenScope)} data-testid="token-scope">
        <option value="READ">{t('tokens.scopeRead')}</option>
        <option value="WRITE">{t('tokens.scopeWrite')}</option>
      </SelectField>
      <SelectField label={t('tokens.expiry')} value={days} onChange={(e) => setDays(Number(e.target.value))} data-testid="token-expiry">
        {EXPIRY_DAYS.map((d) => <option key={d} value={d}>{t('tokens.days', { count: d })}</option>)}
      </SelectField>
      <Field label={t('tokens.password')} name="tokenPassword" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <SubmitButton label={t('tokens.create')} busy={loading} />
    </form>
  );
}
