import { Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectLifecycle } from '@ccer/contracts';
import { fetchStatusCount } from '../../../api/project-steps';

export const statusCountKey = ['projectApplyStatusCount'] as const;

/** The status tabs of projectLifecycle.tabs with the caller's counts (getProjectApplyStatusCount). */
export default function ApplyStatusTabs({ active, onChange }: { active: string; onChange: (key: string) => void }) {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const counts = useQuery({ queryKey: statusCountKey, queryFn: () => fetchStatusCount({}) });
  return (
    <Tabs
      activeKey={active}
      onChange={onChange}
      data-testid="apply-status-tabs"
      style={{ marginBottom: 4 }}
      items={projectLifecycle.tabs.map((tab) => ({
        key: tab.key,
        label: (
          <span data-testid={`status-tab-${tab.key}`}>
            {tab[lang]} ({counts.data?.tabs[tab.key] ?? 0})
          </span>
        ),
      }))}
    />
  );
}
