import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { tabsStore } from '../../../shell/tabs-store';

const TARGET = '/project/add';

/**
 * /project: the area's first page, 项目申请. The shell opens a tab for every routed path (after this page's
 * own effects run), so the redirect closes its tab once that has happened.
 */
export default function ProjectIndexRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(TARGET, { replace: true });
    // not cleared on unmount: the navigation unmounts this page before the shell's tab is there to close
    setTimeout(() => tabsStore.close('/project', TARGET));
  }, [navigate]);
  return null;
}
