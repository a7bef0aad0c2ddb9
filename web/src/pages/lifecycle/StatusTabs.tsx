import { Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AreaPages } from './area-pages';

/** The react-query key of an area's status counts (a page invalidates it after a change). */
export const statusCountKey = (area: Pick<AreaPages, 'queryKey'>) => [`${area.queryKey}StatusCount`] as const;

/** The status tabs of the area's lifecycle with the caller's counts (getProjectApplyStatusCount, getApplyStatusCount). */
export default function StatusTabs({ area, active, onChange }: { area: Pick<AreaPages, 'lifecycle' | 'calls' | 'queryKey'>; active: string; onChange: (key: string) => void }) {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const counts = useQuery({ queryKey: statusCountKey(area), queryFn: () => area.calls.statusCount({}) });
  return (
    <Tabs
      activeKey={active}
      onChange={onChange}
      data-testid="apply-status-tabs"
      style={{ marginBottom: 4 }}
      items={area.lifecycle.tabs.map((tab) => ({
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
