import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { publicityTabs, type PublicityTab, type PublicProjectRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import type { ListPageProps } from '../../components/list-page/types';
import { fetchPublicityList } from '../../api/project-publicity';
import { PublicityFrame } from './PublicityFrame';
import { publicProjectColumns } from './publicity-columns';

/**
 * /projectPublicity/projectPublicityList (public): the tabs 公示中项目, 已登记项目 and the three reduction tabs
 * (empty until reductions exist), each a paginated list searchable by name; `?tab=` keeps the tab.
 */
export default function ProjectPublicityListPage() {
  const { i18n } = useTranslation('publicity');
  const [params, setParams] = useSearchParams();
  const tab = (publicityTabs.find((x) => x.key === params.get('tab'))?.key ?? 'publicity') as PublicityTab;
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';

  const declaration: ListPageProps<PublicProjectRow> = {
    queryKey: `publicityList-${tab}`,
    load: (p) => fetchPublicityList({ ...p, tab }),
    rowKey: 'id',
    searchFields: [{ name: 'projectName', label: 'publicity:fields.projectName', kind: 'input' }],
    columns: publicProjectColumns(tab === 'registered' ? 'registered' : 'publicity'),
  };

  return (
    <PublicityFrame>
      <Card styles={{ body: { paddingBottom: 0 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={publicityTabs.map((x) => ({ key: x.key, label: <span data-testid={`publicity-tab-${x.key}`}>{x[lang]}</span> }))}
        />
      </Card>
      <ListPage<PublicProjectRow> key={tab} {...declaration} />
    </PublicityFrame>
  );
}
