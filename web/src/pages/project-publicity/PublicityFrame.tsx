import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PortalFrame } from '../portal/PortalFrame.tsx';
import { publicityPagePaths } from './publicity-paths.ts';
import './publicity.css';

/** The frame of the public publicity pages (no sign-in): the portal's frame with the publicity pages as its sub-navigation. */
export function PublicityFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('publicity');
  return (
    <PortalFrame
      subnav={
        <nav className="publicity-nav" aria-label={t('frame.subtitle')}>
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
      }
    >
      {children}
    </PortalFrame>
  );
}
