import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The overdue flags of an application: validation (100 days after publicity began) and acceptance (15 working days). */
export default function OverdueTags({ row }: { row: { validationOverdue?: boolean; acceptanceOverdue?: boolean } }) {
  const { t } = useTranslation('projectSteps');
  if (!row.validationOverdue && !row.acceptanceOverdue) return '-';
  return (
    <Space size={4} wrap>
      {row.validationOverdue && <Tag color="red" data-testid="validation-overdue">{t('overdue.validation')}</Tag>}
      {row.acceptanceOverdue && <Tag color="red" data-testid="acceptance-overdue">{t('overdue.acceptance')}</Tag>}
    </Space>
  );
}
