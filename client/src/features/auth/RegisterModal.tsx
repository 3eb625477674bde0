/**
 * The registration dialog (docs/product.md §2.3): username, email, password, confirmation, checked with the shared form
 * rules; while registration is switched off, the under-construction notice instead.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { skipToken } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { checkForm, checkPasswordStrength, checkUsername } from '@purlwise/core';
import underConstruction from '../../assets/under-construction.svg';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { Modal } from '../../components/Modal';
import { useRegisterModalQuery, useRegisterMutation } from '../../gql/hooks';
import { errorMessage, translateMessage } from '../../lib/errors';
import { useAuth } from './useAuth';

const EMPTY = { username: '', email: '', password: '', confirmation: '' };

/** The registration modal, open when useAuth().modal is 'register'. */
export function RegisterModal() {
  const { t } = useTranslation();
  const auth = useAuth();
  const open = auth.modal === 'register';
  const { data, loading: checking } = useRegisterModalQuery(open ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [registerMutation, { loading }] = useRegisterMutation();

  useEffect(() => { if (open) setError(null); }, [open]);

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const filled = Object.values(form).every((v) => v.trim() !== '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!filled || loading) return;
    const username = form.username.trim();
    const email = form.email.trim();
    const problem = checkForm({ username, email, password: form.password, confirmation: form.confirmation })
      ?? checkUsername(username) ?? checkPasswordStrength(form.password);
    if (problem) { setError(translateMessage(problem, t)); return; }
    setError(null);
    try {
      const res = await registerMutation({ variables: { input: { username, email, password: form.password, confirmation: form.confirmation } } });
      if (res.data) {
        setForm(EMPTY);
        await auth.login(res.data.register);
      }
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  const enabled = data?.registrationEnabled;
  return (
    <Modal open={open} onClose={auth.closeModal} title={enabled === false ? t('register.closedTitle') : t('register.title')} className="auth-modal">
      {enabled === false ? (
        <div className="construction" data-testid="register-closed">
          <img src={underConstruction} alt={t('register.closedPicture')} className="construction__picture" />
          <p>{t('register.closedText')}</p>
        </div>
      ) : (
        <>
          {auth.loginFor
            ? <p className="modal__lead" role="status" data-testid="register-reason">{t('register.needed')}</p>
            : <p className="modal__lead">{t('register.lead')}</p>}
          <form className="form" onSubmit={submit} noValidate data-testid="register-form">
            <Message kind="error" text={error} testId="register-error" />
            <Field label={t('register.username')} name="username" autoComplete="username" autoFocus value={form.username} onChange={set('username')} />
            <Field label={t('register.email')} name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
            <Field label={t('register.password')} name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
            <Field label={t('register.confirmation')} name="confirmation" type="password" autoComplete="new-password" value={form.confirmation} onChange={set('confirmation')} />
            <button type="submit" className="button button--primary button--block" disabled={!filled || loading || checking && enabled === undefined}>
              {loading ? t('common.wait') : t('register.submit')}
            </button>
          </form>
        </>
      )}
      <p className="modal__switch">
        {t('register.haveAccount')}{' '}
        <button type="button" className="link" onClick={auth.openLogin}>{t('register.toLogin')}</button>
      </p>
    </Modal>
  );
}
