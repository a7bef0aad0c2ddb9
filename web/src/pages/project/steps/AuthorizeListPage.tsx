import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { projectLifecycle, statusName, type ApplyStatus, type OrgApplyRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDate, formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { fetchOrgApplyList } from '../../../api/project-steps';
import ApplyStatusTag from '../ApplyStatusTag';
import OverdueTags from '../../lifecycle/OverdueTags';
import { projectArea, stepOf } from './project-area';

const upload = stepOf('orgUploadFile');

/**
 * 待审定项目 (/project/authorize, menu 1306, 073): the submitted applications naming the caller's body, with
 * the publicity dates and the overdue flag; 上传审定报告 while awaiting validation (07).
 */
export default function AuthorizeListPage() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const open = (path: string) => (r: OrgApplyRow) => navigate(`${path}?id=${encodeURIComponent(r.id)}`);
  const declaration: ListPageProps<OrgApplyRow> = {
    queryKey: 'projectAuthorize',
    rowKey: 'id',
    load: fetchOrgApplyList,
    searchFields: [
      { name: 'projectName', label: 'project:fields.projectName', kind: 'input' },
      {
        name: 'status',
        label: 'project:fields.status',
        kind: 'select',
        options: (Object.keys(projectLifecycle.statuses) as ApplyStatus[]).filter((s) => s !== '00').map((s) => ({ value: s, label: statusName(projectLifecycle, s, lang) })),
      },
      { name: 'overdue', label: 'projectSteps:fields.overdue', kind: 'select', options: [{ value: '1', label: i18n.t('projectSteps:overdue.validation') }] },
    ],
    columns: [
      { title: 'project:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'project:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220 },
      { title: 'project:fields.orgCustomerName', dataIndex: 'custName' },
      { title: 'project:fields.provinceId', dataIndex: 'provinceName' },
      { title: 'project:fields.status', dataIndex: 'status', render: (s: ApplyStatus) => <ApplyStatusTag status={s} /> },
      { title: 'projectSteps:fields.publicityStartDate', dataIndex: 'publicityStartDate', render: formatDate },
      { title: 'projectSteps:fields.publicityEndDate', dataIndex: 'publicityEndDate', render: formatDate },
      { title: 'projectSteps:fields.validationDueAt', dataIndex: 'validationDueAt', render: formatDate },
      { title: 'projectSteps:fields.overdue', dataIndex: 'validationOverdue', render: (_: unknown, r: OrgApplyRow) => <OverdueTags area={projectArea} report={r.validationOverdue} acceptance={r.acceptanceOverdue} /> },
      { title: 'project:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'upload', label: 'projectSteps:steps.orgUploadFile.action', func: upload.funcCode, visible: (r) => r.status === upload.activeStatus, onClick: open('/project/authorize/apply') },
      { key: 'detail', label: 'project:actions.detail', onClick: open('/project/authorize/detail') },
    ],
  };
  return <ListPage<OrgApplyRow> {...declaration} />;
}
