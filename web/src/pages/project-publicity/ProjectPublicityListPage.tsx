import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReductionTab, publicityTabs, type PublicityTab, type PublicIssuedRow, type PublicProjectRow, type PublicReductionRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import type { ListPageProps } from '../../components/list-page/types';
import { fetchPublicityList } from '../../api/project-publicity';
import { PublicityFrame } from './PublicityFrame';
import { publicProjectColumns } from './publicity-columns';
import { fetchReductionPublicityList } from '../../api/certified-publicity';
import { fetchPublicIssued } from '../../api/ccer-issuance';
import { publicIssuedColumns } from '../ccer/issuance/public-issued-columns';
import { publicReductionColumns } from '../certified/publicity/reduction-columns';

/**
 * /projectPublicity/projectPublicityList (public): the tabs 公示中项目, 已登记项目 (projects), 公示中减排量, 已登记减排量
 * (the certification's reduction applications, their own call and columns) and 已签发减排量 (each vintage of every
 * issuance, the issuance's public call), each a paginated list searchable by name; `?tab=` keeps the tab.
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
      {tab === 'issuedReduction' ? (
        <ListPage<PublicIssuedRow>
          key={tab}
          queryKey={`publicityList-${tab}`}
          load={fetchPublicIssued}
          rowKey="id"
          searchFields={[{ name: 'projectName', label: 'publicity:fields.projectName', kind: 'input' }]}
          columns={publicIssuedColumns}
        />
      ) : isReductionTab(tab) ? (
        <ListPage<PublicReductionRow>
          key={tab}
          queryKey={`publicityList-${tab}`}
          load={(p) => fetchReductionPublicityList({ ...p, tab })}
          rowKey="id"
          searchFields={[{ name: 'projectName', label: 'publicity:fields.projectName', kind: 'input' }]}
          columns={publicReductionColumns(tab === 'registeredReduction' ? 'registered' : 'publicity')}
        />
      ) : (
        <ListPage<PublicProjectRow> key={tab} {...declaration} />
      )}
    </PublicityFrame>
  );
}
