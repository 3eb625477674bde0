/** /reset-password?token=...: the page a reset mail links to; sets a new password, after which every session has ended. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { checkForm, checkPasswordStrength } from '@purlwise/core';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { PageLayout } from '../../components/PageLayout';
import { endSession } from '../../features/auth/session';
import { useAuth } from '../../features/auth/useAuth';
import { useResetPasswordMutation } from '../../gql/hooks';
import '../../features/account-data/account-data.css';
import { errorMessage, translateMessage } from '../../lib/errors';

/** The reset form. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form, setForm] = useState({ newPassword: '', confirmation: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useResetPasswordMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const problem = checkForm({ password: form.newPassword, confirmation: form.confirmation }) ?? checkPasswordStrength(form.newPassword);
    setError(problem ? translateMessage(problem, t) : null);
    if (problem) return;
    try {
      await reset({ variables: { input: { token, ...form } } });
      // Every session of the account has ended, this browser's included.
      if (auth.loggedIn) endSession();
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  return (
    <PageLayout className="reset-page" title={t('data.reset.title')}>
      <div className="settings-card reset-card">
        {!token && <Message kind="error" text={t('data.errors.resetTokenInvalid')} testId="reset-error" />}
        {token && done && (
          <>
            <Message kind="success" text={t('data.reset.done')} testId="reset-done" />
            <button type="button" className="button button--primary" onClick={auth.openLogin}>{t('data.reset.toLogin')}</button>
          </>
        )}
        {token && !done && (
          <form className="form" onSubmit={submit} noValidate data-testid="reset-form">
            <p className="settings-card__hint">{t('data.reset.lead')}</p>
            <Message kind="error" text={error} testId="reset-error" />
            <Field label={t('data.reset.newPassword')} name="newPassword" type="password" autoComplete="new-password" autoFocus
              value={form.newPassword} onChange={(e) => setForm((f) => ({ ...f, newPassword: e.target.value }))} />
            <Field label={t('data.reset.confirmation')} name="confirmation" type="password" autoComplete="new-password"
              value={form.confirmation} onChange={(e) => setForm((f) => ({ ...f, confirmation: e.target.value }))} />
            <div className="form__actions">
              <button type="submit" className="button button--primary" disabled={loading}>{loading ? t('common.wait') : t('data.reset.submit')}</button>
            </div>
          </form>
        )}
      </div>
    </PageLayout>
  );
}
