import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { portalColumnCodes } from '@ccer/contracts';
import { ColumnReleases } from './ColumnReleases';
import { portalPagePaths } from './portal-paths';

/** /notice/methodCollect: the open calls for methodologies (column methodCollect) and how to submit a proposal. */
export default function MethodCollectPage() {
  const { t } = useTranslation('portal');
  const intro = (
    <Card title={<h2 className="portal-card-title">{t('methodCollect.howTitle')}</h2>} style={{ marginBottom: 16 }} data-testid="method-collect-how">
      <ol>
        <li>{t('methodCollect.how1')}</li>
        <li>{t('methodCollect.how2')}</li>
        <li>{t('methodCollect.how3')}</li>
      </ol>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <Link to={portalPagePaths.methodologySubmit} data-testid="method-collect-submit">
          {t('methodCollect.submit')}
        </Link>
      </Typography.Paragraph>
    </Card>
  );
  return <ColumnReleases code={portalColumnCodes.methodCollect} intro={intro} metaDescription={() => t('meta.methodCollectDescription')} />;
}
