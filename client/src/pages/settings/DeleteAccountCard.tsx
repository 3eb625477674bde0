/** Deleting the account for good: asks for the password and an explicit "I understand", then ends the session and says so. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { checkForm } from '@purlwise/core';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { endSession } from '../../features/auth/session';
import { showNotice } from '../../features/undo/undoStore';
import { useSettingsPageDeleteAccountMutation } from '../../gql/hooks';
import { errorMessage, translateMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';

/** The danger-zone card of the settings page. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [deleteAccount, { loading }] = useSettingsPageDeleteAccountMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading || !understood) return;
    clearMessages();
    const problem = checkForm({ password });
    setError(problem ? translateMessage(problem, t) : null);
    if (problem) return;
    try {
      await deleteAccount({ variables: { input: { password } } });
    } catch (err) {
      setError(errorMessage(err, t));
      return;
    }
    endSession();
    await client.clearStore();
    navigate('/', { replace: true });
    // Said on the page the knitter lands on, so the account's end is not silent.
    showNotice(t('data.delete.done'));
  };

  return (
    <form className="form settings-card settings-card--danger" onSubmit={submit} noValidate data-testid="delete-account-form">
      <h2 className="settings-card__title">{t('data.delete.title')}</h2>
      <p className="settings-card__hint">{t('data.delete.lead')}</p>
      <Message kind="error" text={error} testId="delete-account-error" />
      <Field label={t('data.delete.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <label className="choice__option">
        <input type="checkbox" name="understood" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        <span>{t('data.delete.understood')}</span>
      </label>
      <div className="form__actions">
        <button type="submit" className="button button--danger" disabled={loading || !understood}>
          {loading ? t('common.wait') : t('data.delete.submit')}
        </button>
      </div>
    </form>
  );
}
