import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLoadFailure } from './failure-kind.ts';

/**
 * What shows instead of a page that could not render: for a file of the app that did not load, 页面加载失败 (a reload
 * fetches the current version); for a fault of the page itself, 页面出错. Both offer a reload. Its texts are the
 * shell's, which are there before anything renders. The error goes to the console for whoever looks further.
 */
export function PageFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const loadFailure = isLoadFailure(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Result
      status="warning"
      data-testid={loadFailure ? 'page-load-failed' : 'page-failed'}
      title={t(loadFailure ? 'errors.loadFailed' : 'errors.pageFailed')}
      subTitle={t(loadFailure ? 'errors.loadFailedHint' : 'errors.pageFailedHint')}
      extra={
        <Button type="primary" data-testid="reload-page" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
