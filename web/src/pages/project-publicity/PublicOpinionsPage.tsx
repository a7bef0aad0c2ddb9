import type { OpinionRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import type { ListPageProps } from '../../components/list-page/types';
import { formatDateTime } from '../../components/list-page/format';
import { fetchOpinionList } from '../../api/project-publicity';

/**
 * 公示意见 (/project/publicOpinions, menu 1309, function 025): the public comments, newest first, by application
 * (`?applyId=` from 公示项目查询) or by project name. The owner and the named body see those on their applications.
 */
export default function PublicOpinionsPage() {
  return <OpinionList queryKey="publicOpinions" load={fetchOpinionList} />;
}

/** The comments list of an area (the project's above; the certification's /certified/publicOpinions with its call). */
export function OpinionList({ queryKey, load }: { queryKey: string; load: ListPageProps<OpinionRow>['load'] }) {
  const declaration: ListPageProps<OpinionRow> = {
    queryKey,
    load,
    rowKey: 'id',
    searchFields: [{ name: 'projectName', label: 'publicity:fields.projectName', kind: 'input' }],
    columns: [
      { title: 'publicity:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'publicity:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220, mobile: true },
      { title: 'publicity:opinions.content', dataIndex: 'content', width: 360, mobile: true, render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> },
      { title: 'publicity:opinions.commenterName', dataIndex: 'commenterName' },
      { title: 'publicity:opinions.contact', dataIndex: 'contact' },
      { title: 'publicity:opinions.createdAt', dataIndex: 'createdAt', render: formatDateTime },
    ],
  };
  return <ListPage<OpinionRow> {...declaration} />;
}
