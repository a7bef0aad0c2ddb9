import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tabsStore } from '../../shell/tabs-store';
import { useNavigationModel } from '../../navigation/NavigationContext';
import { areaLanding } from './area-landing';

/**
 * An area's own path (/project, /certified) leading to its first page, or, for a person without that page (the
 * registry has no 申请), to the first page of the area's menu they have. The shell opens a tab for every routed path
 * (after this page's own effects run), so the redirect closes its tab once that has happened.
 */
export default function AreaIndexRedirect({ target, areaMenuId }: { target: string; areaMenuId: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = useNavigationModel();
  useEffect(() => {
    const to = areaLanding(nav, target, areaMenuId);
    navigate(to, { replace: true });
    // not cleared on unmount: the navigation unmounts this page before the shell's tab is there to close
    setTimeout(() => tabsStore.close(pathname, to));
  }, [navigate]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
