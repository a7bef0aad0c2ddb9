import { Tag } from 'antd';
import { functionCodes as fc, projectCancelStatuses, type CancelRow } from '@ccer/contracts';
import { fetchCancel } from '../../../api/project-registered';
import { formatDateTime } from '../../../components/list-page/format';
import CancelDetail, { type CancelDetailArea } from '../../lifecycle/registered/CancelDetail';
import CancelAuditModal from './CancelAuditModal';

/**
 * 注销申请详情 (`?id=` the cancellation, as My Tasks routes a projectLogoutManage task): the application and its
 * outcome; on the registry's page, 审核 while its audit task is open to the caller.
 */
const area: CancelDetailArea<CancelRow> = {
  ns: 'projectRegistered',
  notFound: 'cancelNotFound',
  queryKey: 'projectCancel',
  load: fetchCancel,
  pendingCode: projectCancelStatuses.pending.code,
  auditFunc: fc.projectCancel,
  testIds: { page: 'cancel-detail-page', audit: 'cancel-audit' },
  items: (c, t, dash) => [
    { key: 'code', label: t('fields.projectCode'), children: c.projectCode },
    { key: 'name', label: t('fields.projectName'), children: c.projectName },
    { key: 'owner', label: t('fields.owner'), children: dash(c.owner) },
    { key: 'by', label: t('fields.initiatedBy'), children: t(`initiatedBy.${c.initiatedBy}`) },
    { key: 'applicant', label: t('fields.applicantName'), children: dash(c.applicantName) },
    { key: 'at', label: t('fields.createdAt'), children: formatDateTime(c.createdAt) },
    { key: 'status', label: t('fields.cancelStatus'), children: <Tag>{c.statusName}</Tag> },
    { key: 'opinion', label: t('fields.opinion'), children: dash(c.opinion), span: 2 },
    { key: 'reason', label: t('fields.reason'), children: c.reason, span: 'filled' },
  ],
  subject: (c) => ({ label: 'fields.project', path: `/project/query/detail?id=${encodeURIComponent(c.applyId)}` }),
  auditModal: (c, onDone, onClosed) => <CancelAuditModal cancel={c} onDone={onDone} onClosed={onClosed} />,
};

/** /project/logout/detail (the owner's). */
export const LogoutDetailPage = () => <CancelDetail area={area} backPath="/project/logout" audit={false} />;
/** /project/logoutManage/detail (the registry's, with the audit). */
export const LogoutManageDetailPage = () => <CancelDetail area={area} backPath="/project/logoutManage" audit />;
