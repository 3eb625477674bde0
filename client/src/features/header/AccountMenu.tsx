/** The avatar and its account menu (docs/product.md §2.2): greeting and links when logged in, an invitation when not. */
import { skipToken } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { HeartIcon, LoginIcon, LogoutIcon, SettingsIcon, UserIcon } from '../../components/Icons';
import { useHeaderQuery } from '../../gql/hooks';
import { useMenu } from '../../lib/useMenu';
import { useMenuKeyboard } from '../../lib/useMenuKeyboard';
import { useAuth } from '../auth/useAuth';

/** The header's avatar button with its menu. */
export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const menu = useMenu();
  const { open, toggle, close, toggleRef, popupRef } = menu;
  const keys = useMenuKeyboard(menu);
  const { data } = useHeaderQuery(auth.loggedIn ? {} : skipToken);
  const picture = auth.loggedIn ? data?.me.pictureUrl : null;

  return (
    <div className="account-menu">
      <button
        type="button"
        ref={(el) => { toggleRef.current = el; }}
        className="account-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('menu.open')}
        onClick={toggle}
        onKeyDown={keys.onButtonKeyDown}
        data-testid="avatar-button"
      >
        <Avatar src={picture} loggedOut={!auth.loggedIn} size={38} alt={auth.username ?? ''} />
      </button>
      {open && (
        <div ref={(el) => { popupRef.current = el; }} className="account-menu__popup" role="menu" data-testid="account-menu" onKeyDown={keys.onMenuKeyDown}>
          {auth.loggedIn ? (
            <>
              <p className="account-menu__greeting">{t('menu.greeting', { username: auth.username })}</p>
              <Link role="menuitem" tabIndex={-1} to="/account" className="account-menu__item" onClick={close}><UserIcon size={18} />{t('menu.account')}</Link>
              <Link role="menuitem" tabIndex={-1} to="/favorites" className="account-menu__item" onClick={close}><HeartIcon size={18} />{t('menu.favorites')}</Link>
              <Link role="menuitem" tabIndex={-1} to="/settings" className="account-menu__item" onClick={close}><SettingsIcon size={18} />{t('menu.settings')}</Link>
              <hr className="account-menu__divider" />
              <button role="menuitem" tabIndex={-1} type="button" className="account-menu__item" data-testid="logout"
                onClick={async () => { if ((await auth.logout()) === null) close(); }}>
                <LogoutIcon size={18} />{t('menu.logout')}
              </button>
              {auth.logoutError && <p className="message message--error account-menu__error" role="alert">{auth.logoutError}</p>}
            </>
          ) : (
            <>
              <p className="account-menu__greeting">{t('menu.invite')}</p>
              <button role="menuitem" tabIndex={-1} type="button" className="account-menu__item" onClick={() => { close(); auth.openLogin(); }} data-testid="menu-login">
                <LoginIcon size={18} />{t('menu.login')}
              </button>
              <button role="menuitem" tabIndex={-1} type="button" className="account-menu__item account-menu__item--accent" onClick={() => { close(); auth.openRegister(); }} data-testid="menu-signup">
                <UserIcon size={18} />{t('menu.signup')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
