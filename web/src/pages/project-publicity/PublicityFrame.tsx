import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import { publicityPagePaths } from './publicity-paths.ts';
import './publicity.css';

/** The frame of the public publicity pages (no sign-in): the portal's header with its two pages, and the language. */
export function PublicityFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('publicity');
  return (
    <div className="publicity-page">
      <header className="publicity-header">
        <div className="publicity-header-inner">
          <div className="publicity-brand">
            {t('frame.title')}
            <small>{t('frame.subtitle')}</small>
          </div>
          <nav className="publicity-nav">
            <NavLink to={publicityPagePaths.list} data-testid="publicity-nav-list">
              {t('frame.list')}
            </NavLink>
            <NavLink to={publicityPagePaths.search} data-testid="publicity-nav-search">
              {t('frame.search')}
            </NavLink>
            <NavLink to={publicityPagePaths.serial} data-testid="publicity-nav-serial">
              {t('ccerHoldings:lookup.nav')}
            </NavLink>
            <NavLink to={publicityPagePaths.certificate} data-testid="publicity-nav-certificate">
              {t('ccerOffsets:verify.nav')}
            </NavLink>
          </nav>
          <LanguageSwitch />
          <NavLink className="publicity-sign-in" to="/login">
            {t('frame.signIn')}
          </NavLink>
        </div>
      </header>
      <main className="publicity-main">{children}</main>
      <footer className="publicity-footer">{t('frame.title')}</footer>
    </div>
  );
}
