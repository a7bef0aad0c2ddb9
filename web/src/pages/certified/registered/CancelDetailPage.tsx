import { useSearchParams } from 'react-router';
import { Tag } from 'antd';
import { certifiedWithdrawStatuses, functionCodes as fc, type CertifiedCancelRow } from '@ccer/contracts';
import { fetchWithdrawal } from '../../../api/certified-registered';
import { formatDateTime } from '../../../components/list-page/format';
import AreaDetail from '../../lifecycle/AreaDetail';
import CancelDetail, { type CancelDetailArea } from '../../lifecycle/registered/CancelDetail';
import { certifiedArea, certifiedStep } from '../certified-area';
import WithdrawAuditModal from './WithdrawAuditModal';
import { withdrawStatusColor } from './WithdrawalList';

const backPath = '/certified/cancel';

/**
 * 撤回申请详情 (`?id=` the withdrawal, as My Tasks routes a certifiedLogoutManage task): the withdrawal and its outcome;
 * on the audit page, 审核 while its audit task is open to the caller.
 */
const withdrawal: CancelDetailArea<CertifiedCancelRow> = {
  ns: 'certifiedRegistered',
  notFound: 'withdrawNotFound',
  queryKey: 'certifiedWithdrawal',
  load: fetchWithdrawal,
  pendingCode: certifiedWithdrawStatuses.pending.code,
  auditFunc: fc.certifiedCancel,
  testIds: { page: 'withdrawal-detail-page', audit: 'withdrawal-audit' },
  items: (w, t, dash) => [
    { key: 'no', label: t('fields.registrationNo'), children: w.registrationNo },
    { key: 'name', label: t('fields.projectName'), children: w.projectName },
    { key: 'num', label: t('fields.registeredNum'), children: w.registeredNum.toLocaleString() },
    { key: 'owner', label: t('fields.owner'), children: dash(w.owner) },
    { key: 'by', label: t('fields.initiatedBy'), children: t(`initiatedBy.${w.initiatedBy}`) },
    { key: 'applicant', label: t('fields.applicantName'), children: dash(w.applicantName) },
    { key: 'at', label: t('fields.createdAt'), children: formatDateTime(w.createdAt) },
    { key: 'status', label: t('fields.withdrawStatus'), children: <Tag color={withdrawStatusColor[w.status]}>{w.statusName}</Tag> },
    { key: 'opinion', label: t('fields.opinion'), children: dash(w.opinion) },
    { key: 'reason', label: t('fields.reason'), children: w.reason, span: 'filled' },
  ],
  subject: (w) => ({ label: 'fields.reduction', path: `/certified/query/detail?id=${encodeURIComponent(w.certifiedInfoId)}` }),
  auditModal: (w, onDone, onClosed) => <WithdrawAuditModal withdrawal={w} onDone={onDone} onClosed={onClosed} />,
};

const WithdrawalDetail = ({ audit }: { audit: boolean }) => <CancelDetail area={withdrawal} backPath={`${backPath}?tab=withdrawal`} audit={audit} />;

/** `kind` decides: recall (an application's publicity recall) or withdrawal (registered reductions, the default). */
const useKind = () => (useSearchParams()[0].get('kind') === 'recall' ? 'recall' : 'withdrawal');

/** /certified/cancel/detail?id=&kind=: the recall's application detail, or the withdrawal's. */
export function CancelDetailPage() {
  return useKind() === 'recall' ? <AreaDetail area={certifiedArea} backPath={backPath} /> : <WithdrawalDetail audit={false} />;
}

/** /certified/cancel/audit?id=&kind=: the recall audit on the application's detail, or the withdrawal audit. */
export function CancelAuditPage() {
  return useKind() === 'recall' ? <AreaDetail area={certifiedArea} backPath={backPath} decisionSteps={[certifiedStep('recallAudit')]} /> : <WithdrawalDetail audit />;
}
