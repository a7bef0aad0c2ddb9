import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** /404 and unknown pages (spec §8): 抱歉，你访问的页面不存在! with a way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('errors.notFound')}
      extra={
        <Link to="/" data-testid="back-home">
          <Button type="primary">{t('errors.backHome')}</Button>
        </Link>
      }
    />
  );
}
