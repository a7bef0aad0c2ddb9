import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplyStatus } from '@ccer/contracts';
import { statusColors } from './apply-values';

/** The status as a coloured tag, named in the user's language. */
export default function ApplyStatusTag({ status }: { status: ApplyStatus }) {
  const { t } = useTranslation('project');
  return (
    <Tag color={statusColors[status]} data-testid="apply-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
