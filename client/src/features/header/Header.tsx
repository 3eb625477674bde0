/**
 * The site header (docs/product.md §2.2): logo, links, search, language, avatar; the links go into a drop-down panel
 * behind a menu toggle at 640 px and below, and wherever they do not fit in the bar.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { CloseIcon, LogoMark, MenuIcon } from '../../components/Icons';
import { useCollapsedNav } from '../../lib/useCollapsedNav';
import { useMenu } from '../../lib/useMenu';
import { useAuth } from '../auth/useAuth';
import { AccountMenu } from './AccountMenu';
import { LocaleToggle } from './LocaleToggle';
import { SearchBox } from './SearchBox';

const PUBLIC_LINKS = [['/calculator', 'nav.calculator'], ['/feed', 'nav.feed'], ['/explore', 'nav.explore']] as const;
const MEMBER_LINKS = [['/account', 'nav.account'], ['/stash', 'nav.stash'], ['/needles', 'nav.needles'], ['/projects', 'nav.projects'], ['/favorites', 'nav.favorites'], ['/settings', 'nav.settings']] as const;

/** The header bar. */
export function Header() {
  const { t, i18n } = useTranslation();
  const { loggedIn } = useAuth();
  const menu = useMenu();
  const links = loggedIn ? [...PUBLIC_LINKS, ...MEMBER_LINKS] : PUBLIC_LINKS;
  const collapsed = useCollapsedNav(menu.popupRef, menu.toggleRef, `${i18n.language} ${links.length}`);
  const { close } = menu;
  // The links are back in the bar: the panel has nothing to show.
  useEffect(() => { if (!collapsed) close(); }, [collapsed, close]);

  return (
    <header className={`site-header${collapsed ? ' site-header--collapsed' : ''}`}>
      <div className="site-header__inner">
        <button
          type="button"
          ref={(el) => { menu.toggleRef.current = el; }}
          className="icon-button menu-toggle"
          aria-expanded={menu.open}
          aria-controls="main-nav"
          aria-label={menu.open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={menu.toggle}
          data-testid="menu-toggle"
        >
          {menu.open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <LogoMark size={34} />
          <span className="brand__name">Purlwise</span>
        </Link>
        <nav
          id="main-nav"
          ref={(el) => { menu.popupRef.current = el; }}
          className={`main-nav${menu.open ? ' is-open' : ''}`}
          aria-label={t('nav.label')}
          data-testid="main-nav"
        >
          {links.map(([to, key]) => (
            <NavLink key={to} to={to} className="main-nav__link" onClick={menu.close}>{t(key)}</NavLink>
          ))}
        </nav>
        <div className="site-header__tools">
          <SearchBox />
          <LocaleToggle />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
