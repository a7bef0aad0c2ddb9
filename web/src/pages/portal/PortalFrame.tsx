import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import { publicityPagePaths } from '../project-publicity/publicity-paths.ts';
import { portalPagePaths, columnPath } from './portal-paths.ts';
import { InstitutionContacts } from './InstitutionContacts.tsx';
import './portal.css';

/**
 * The public portal's frame (no sign-in, outside the shell): the registry's name, the main navigation, the language
 * and the way to sign in; a footer with the registry institution's contacts (机构设置). It wraps on a phone rather than scrolling sideways; a skip link leads past the
 * navigation for keyboard and screen-reader users.
 */
export function PortalFrame({ children, subnav }: { children: ReactNode; subnav?: ReactNode }) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const ownPages: string[] = [portalPagePaths.methodology, portalPagePaths.openData];
  const items = [
    { to: portalPagePaths.home, label: t('frame.home'), id: 'home', active: pathname === portalPagePaths.home },
    // every /notice/ page (a column, an article, guides, questions, calls) but the two of their own
    { to: columnPath('notice'), label: t('frame.notices'), id: 'notices', active: pathname.startsWith('/notice/') && !ownPages.includes(pathname) },
    { to: publicityPagePaths.list, label: t('frame.publicity'), id: 'publicity', active: pathname.startsWith('/projectPublicity') },
    { to: portalPagePaths.methodology, label: t('frame.methodology'), id: 'methodology', active: pathname === portalPagePaths.methodology },
    { to: portalPagePaths.dashboard, label: t('frame.dashboard'), id: 'dashboard', active: pathname === portalPagePaths.dashboard },
    { to: portalPagePaths.openData, label: t('frame.openData'), id: 'open-data', active: pathname === portalPagePaths.openData },
  ];
  return (
    <div className="portal-page">
      <a className="portal-skip" href="#portal-main">
        {t('frame.skip')}
      </a>
      <header className="portal-header on-dark">
        <div className="portal-header-inner">
          <NavLink to={portalPagePaths.home} className="portal-brand" data-testid="portal-brand">
            <span>{t('frame.title')}</span>
            <small>{t('frame.subtitle')}</small>
          </NavLink>
          <div className="portal-tools">
            <LanguageSwitch light />
            <NavLink className="portal-sign-in" to="/login" data-testid="portal-sign-in">
              {t('frame.signIn')}
            </NavLink>
          </div>
        </div>
        <nav className="portal-nav" aria-label={t('frame.nav')}>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={item.to} data-testid={`portal-nav-${item.id}`} className={item.active ? 'active' : undefined} aria-current={item.active ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {subnav ? <div className="portal-subnav">{subnav}</div> : null}
      </header>
      <main id="portal-main" className="portal-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="portal-footer">
        <p>{t('frame.footer')}</p>
        <InstitutionContacts />
        <p>{t('frame.time')}</p>
      </footer>
    </div>
  );
}
