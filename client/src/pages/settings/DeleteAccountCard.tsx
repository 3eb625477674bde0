/** Deleting the account for good: asks for the password and an explicit "I understand", then ends the session and says so. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { checkForm } from '@purlwise/core';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import { endSession } from '../../features/auth/session';
import { showNotice } from '../../features/undo/undoStore';
import { useSettingsPageDeleteAccountMutation } from '../../gql/hooks';
import { translateMessage } from '../../lib/errors';
import { useAttempt } from '../../lib/useAttempt';
import { SettingsCardHead } from './SettingsCardHead';

/** The danger-zone card of the settings page. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const { error, fail, attempt } = useAttempt();
  const [deleteAccount, { loading }] = useSettingsPageDeleteAccountMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading || !understood) return;
    const problem = checkForm({ password });
    if (problem) { fail(translateMessage(problem, t)); return; }
    if (!(await attempt(() => deleteAccount({ variables: { input: { password } } })))) return;
    endSession();
    await client.clearStore();
    navigate('/', { replace: true });
    // Said on the page the knitter lands on, so the account's end is not silent.
    showNotice(t('data.delete.done'));
  };

  return (
    <form className="form settings-card settings-card--danger" onSubmit={submit} noValidate data-testid="delete-account-form">
      <SettingsCardHead title={t('data.delete.title')} hint={t('data.delete.lead')} error={error} name="delete-account" />
      <Field label={t('data.delete.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <label className="choice__option">
        <input type="checkbox" name="understood" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        <span>{t('data.delete.understood')}</span>
      </label>
      <SubmitButton label={t('data.delete.submit')} busy={loading} disabled={!understood} danger />
    </form>
  );
}
