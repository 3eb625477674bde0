/**
 * The change-password form (docs/product.md §2.8, §4.9, §5): a failing shared check is shown on its own line and
 * nothing is sent; on success the returned access token is stored.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, checkPasswordStrength } from '@purlwise/core';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { setAccessToken } from '../../features/auth/session';
import { useSettingsPageChangePasswordMutation } from '../../gql/hooks';
import { errorMessage, translateMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** The password form. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [check, setCheck] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [success, setSuccess] = useScopedMessage();
  const [error, setError] = useScopedMessage();
  const [changePassword, { loading }] = useSettingsPageChangePasswordMutation();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clearMessages();
    const problem = checkForm({ currentPassword: form.currentPassword, password: form.newPassword, confirmation: form.confirmation })
      ?? checkPasswordStrength(form.newPassword);
    setCheck(problem ? translateMessage(problem, t) : null);
    if (problem) return;
    try {
      const { data } = await changePassword({ variables: { input: form } });
      if (data) setAccessToken(data.changePassword.accessToken);
      setForm(EMPTY);
      setSuccess(t('settings.passwordChanged'));
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  return (
    <form className="form settings-card" onSubmit={submit} noValidate data-testid="password-form">
      <h2 className="settings-card__title">{t('settings.password')}</h2>
      <p className="settings-card__hint">{t('settings.passwordHint')}</p>
      <Message kind="success" text={success} testId="password-success" />
      <Message kind="error" text={error} testId="password-error" />
      <Field label={t('settings.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" value={form.currentPassword} onChange={set('currentPassword')} />
      <Field label={t('settings.newPassword')} name="newPassword" type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
      <Field label={t('settings.confirmation')} name="confirmation" type="password" autoComplete="new-password" value={form.confirmation} onChange={set('confirmation')} />
      {check && <p className="form__check" role="alert" data-testid="password-check">{check}</p>}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={loading}>{loading ? t('common.wait') : t('settings.changePassword')}</button>
      </div>
    </form>
  );
}
