/**
 * The change-password form (docs/product.md §2.8, §4.9, §5): a failing shared check is shown on its own line and
 * nothing is sent; on success the returned access token is stored.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, checkPasswordStrength } from '@purlwise/core';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import { setAccessToken } from '../../features/auth/session';
import { useSettingsPageChangePasswordMutation } from '../../gql/hooks';
import { translateMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';
import { useAttempt } from '../../lib/useAttempt';
import { SettingsCardHead } from './SettingsCardHead';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** The password form. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [check, setCheck] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [success, setSuccess] = useScopedMessage();
  const { error, attempt } = useAttempt();
  const [changePassword, { loading }] = useSettingsPageChangePasswordMutation();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkForm({ currentPassword: form.currentPassword, password: form.newPassword, confirmation: form.confirmation })
      ?? checkPasswordStrength(form.newPassword);
    if (problem) { clearMessages(); setCheck(translateMessage(problem, t)); return; }
    await attempt(async () => {
      const { data } = await changePassword({ variables: { input: form } });
      if (data) setAccessToken(data.changePassword.accessToken);
      setForm(EMPTY);
      setSuccess(t('settings.passwordChanged'));
    });
  };

  return (
    <form className="form settings-card" onSubmit={submit} noValidate data-testid="password-form">
      <SettingsCardHead title={t('settings.password')} hint={t('settings.passwordHint')} success={success} error={error} name="password" />
      <Field label={t('settings.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" value={form.currentPassword} onChange={set('currentPassword')} />
      <Field label={t('settings.newPassword')} name="newPassword" type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
      <Field label={t('settings.confirmation')} name="confirmation" type="password" autoComplete="new-password" value={form.confirmation} onChange={set('confirmation')} />
      {check && <p className="form__check" role="alert" data-testid="password-check">{check}</p>}
      <SubmitButton label={t('settings.changePassword')} busy={loading} />
    </form>
  );
}
