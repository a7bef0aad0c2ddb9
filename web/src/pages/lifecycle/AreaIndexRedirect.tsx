import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tabsStore } from '../../shell/tabs-store';

/**
 * An area's own path (/project, /certified) leading to its first page. The shell opens a tab for every routed
 * path (after this page's own effects run), so the redirect closes its tab once that has happened.
 */
export default function AreaIndexRedirect({ target }: { target: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    navigate(target, { replace: true });
    // not cleared on unmount: the navigation unmounts this page before the shell's tab is there to close
    setTimeout(() => tabsStore.close(pathname, target));
  }, [navigate]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
