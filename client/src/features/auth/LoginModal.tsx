/** The login dialog (docs/product.md §2.3): username and password; Enter submits only when both are filled. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { Modal } from '../../components/Modal';
import { useLoginMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { useAuth } from './useAuth';

/** The login modal, open when useAuth().modal is 'login'. */
export function LoginModal() {
  const { t } = useTranslation();
  const auth = useAuth();
  const open = auth.modal === 'login';
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loginMutation, { loading }] = useLoginMutation();

  useEffect(() => { if (open) { setError(null); setPassword(''); } }, [open]);

  const filled = username.trim() !== '' && password !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!filled || loading) return;
    setError(null);
    try {
      const { data } = await loginMutation({ variables: { input: { username: username.trim(), password } } });
      if (data) {
        setPassword('');
        await auth.login(data.login);
      }
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  return (
    <Modal open={open} onClose={auth.closeModal} title={t('login.title')} className="auth-modal">
      {auth.loginFor
        ? <p className="modal__lead" role="status" data-testid="login-reason">{t('login.needed')}</p>
        : <p className="modal__lead">{t('login.lead')}</p>}
      <form className="form" onSubmit={submit} noValidate data-testid="login-form">
        <Message kind="error" text={error} testId="login-error" />
        <Field label={t('login.username')} name="username" autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
        <Field label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="form__row form__row--between">
          <button type="button" className="link link--quiet" onClick={auth.openForgot} data-testid="forgot-password">{t('login.forgot')}</button>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!filled || loading}>
          {loading ? t('common.wait') : t('login.submit')}
        </button>
      </form>
      <p className="modal__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link" onClick={auth.openRegister}>{t('login.toRegister')}</button>
      </p>
    </Modal>
  );
}
