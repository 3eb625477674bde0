/** The visitors' footer (docs/product.md §2.2): a question, the join text, Log In and Sign Up. */
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/useAuth';

/** Shown only when logged out. */
export function Footer() {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.loggedIn) return null;
  return (
    <footer className="site-footer" data-testid="visitor-footer">
      <div className="site-footer__inner">
        <div>
          <h2 className="site-footer__question">{t('footer.question')}</h2>
          <p className="site-footer__text">{t('footer.join')}</p>
        </div>
        <div className="site-footer__actions">
          <button type="button" className="button button--light" onClick={auth.openLogin}>{t('footer.login')}</button>
          <button type="button" className="button button--berry" onClick={auth.openRegister}>{t('footer.signup')}</button>
        </div>
      </div>
    </footer>
  );
}
