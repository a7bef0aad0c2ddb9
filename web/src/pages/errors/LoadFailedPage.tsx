import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * What shows instead of a blank window when a page cannot render: above all a file of the app that did not load (the
 * connection dropped, or a new version replaced the hashed files the open window still asks for). A reload fetches
 * the current version. Its texts are the shell's, which are there before anything renders.
 */
export default function LoadFailedPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Result
      status="warning"
      title={t('errors.loadFailed')}
      subTitle={t('errors.loadFailedHint')}
      extra={
        <Button type="primary" data-testid="reload-page" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
