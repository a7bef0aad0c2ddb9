import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectLifecycle, statusName, type ApplyStatus } from '@ccer/contracts';
import { statusColor } from './apply-values';

/** The status as a coloured tag, named in the user's language (names from the lifecycle declaration). */
export default function ApplyStatusTag({ status }: { status: ApplyStatus }) {
  const { i18n } = useTranslation();
  return (
    <Tag color={statusColor(status)} data-testid="apply-status">
      {statusName(projectLifecycle, status, i18n.language.startsWith('zh') ? 'zh' : 'en')}
    </Tag>
  );
}
