/** "Forgot password?": asks for the email and says the same thing whether an account uses it or not. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm } from '@purlwise/core';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { Modal } from '../../components/Modal';
import { useRequestPasswordResetMutation } from '../../gql/hooks';
import { errorMessage, translateMessage } from '../../lib/errors';
import { useAuth } from '../auth/useAuth';

/** The forgotten-password modal, open when useAuth().modal is 'forgot'. */
export function ForgotPasswordModal() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const open = auth.modal === 'forgot';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { loading }] = useRequestPasswordResetMutation();

  useEffect(() => { if (open) { setError(null); setSentTo(null); } }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const value = email.trim();
    const problem = checkForm({ email: value });
    setError(problem ? translateMessage(problem, t) : null);
    if (problem) return;
    try {
      await request({ variables: { input: { email: value, language: i18n.language === 'fr' ? 'fr' : 'en' } } });
      setSentTo(value);
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  return (
    <Modal open={open} onClose={auth.closeModal} title={t('data.forgot.title')} className="auth-modal">
      {sentTo ? (
        <>
          <Message kind="success" text={t('data.forgot.sent', { email: sentTo })} testId="forgot-sent" />
          <button type="button" className="button button--primary button--block" onClick={auth.openLogin}>{t('data.forgot.toLogin')}</button>
        </>
      ) : (
        <>
          <p className="modal__lead">{t('data.forgot.lead')}</p>
          <form className="form" onSubmit={submit} noValidate data-testid="forgot-form">
            <Message kind="error" text={error} testId="forgot-error" />
            <Field label={t('data.forgot.email')} name="email" type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
            <button type="submit" className="button button--primary button--block" disabled={loading}>
              {loading ? t('common.wait') : t('data.forgot.submit')}
            </button>
          </form>
          <p className="modal__switch">
            <button type="button" className="link" onClick={auth.openLogin}>{t('data.forgot.back')}</button>
          </p>
        </>
      )}
    </Modal>
  );
}
