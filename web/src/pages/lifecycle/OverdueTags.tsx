import { Space, Tag } from 'antd';
import { useStepTranslation, type AreaPages } from './area-pages';

/**
 * The overdue flags of an application: the body's report (validation or verification, 100 days after publicity
 * began) and the acceptance (15 working days); each area names the first in its own words (overdue.validation).
 */
export default function OverdueTags({ area, report, acceptance }: { area: Pick<AreaPages, 'ns'>; report?: boolean; acceptance?: boolean }) {
  const { t } = useStepTranslation(area);
  if (!report && !acceptance) return '-';
  return (
    <Space size={4} wrap>
      {report && <Tag color="red" data-testid="validation-overdue">{t('overdue.validation')}</Tag>}
      {acceptance && <Tag color="red" data-testid="acceptance-overdue">{t('overdue.acceptance')}</Tag>}
    </Space>
  );
}
