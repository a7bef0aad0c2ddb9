import type { CertifiedCancelRow } from '@ccer/contracts';
import { auditWithdrawal } from '../../../api/certified-registered';
import AreaCancelAuditModal, { type CancelAuditArea } from '../../lifecycle/registered/CancelAuditModal';

const area: CancelAuditArea = { ns: 'certifiedRegistered', audit: auditWithdrawal, testIdPrefix: 'withdraw' };

interface Props {
  withdrawal: CertifiedCancelRow & { taskId: string };
  onDone: () => void;
  onClosed: () => void;
}

/** 撤回审核 (withdrawAudit, 082): approve (the reductions are withdrawn for ever) or reject with an opinion. */
export default function WithdrawAuditModal({ withdrawal, onDone, onClosed }: Props) {
  return <AreaCancelAuditModal area={area} taskId={withdrawal.taskId} name={withdrawal.registrationNo} onDone={onDone} onClosed={onClosed} />;
}
