import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectStatuses as s, statusName, type LifecycleDeclaration } from '@ccer/contracts';

/** Tag colour of a status; the areas share the status codes (contracts lifecycle/certified.ts), their finals are their own. */
export function statusColor(lifecycle: LifecycleDeclaration, status: string): string {
  if (status === s.registered) return 'success';
  if (status === s.returned || status === s.registerReturned) return 'error';
  if (status === s.draft || (lifecycle.statuses as Record<string, { final?: boolean }>)[status]?.final) return 'default';
  if (status === s.publicityPaused) return 'warning';
  return 'processing';
}

/** The status as a coloured tag, named in the user's language (names from the area's lifecycle declaration). */
export default function StatusTag({ lifecycle, status }: { lifecycle: LifecycleDeclaration; status: string }) {
  const { i18n } = useTranslation();
  return (
    <Tag color={statusColor(lifecycle, status)} data-testid="apply-status">
      {statusName(lifecycle, status, i18n.language.startsWith('zh') ? 'zh' : 'en')}
    </Tag>
  );
}
