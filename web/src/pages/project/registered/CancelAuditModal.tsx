import type { CancelRow } from '@ccer/contracts';
import { auditCancel } from '../../../api/project-registered';
import AreaCancelAuditModal, { type CancelAuditArea } from '../../lifecycle/registered/CancelAuditModal';

const area: CancelAuditArea = { ns: 'projectRegistered', audit: auditCancel, testIdPrefix: 'cancel' };

interface Props {
  cancel: CancelRow & { taskId: string };
  onDone: () => void;
  onClosed: () => void;
}

/** 注销审核 (logoutAudit, 081): approve (the project is cancelled for ever) or reject with an opinion. */
export default function CancelAuditModal({ cancel, onDone, onClosed }: Props) {
  return <AreaCancelAuditModal area={area} taskId={cancel.taskId} name={cancel.projectName} onDone={onDone} onClosed={onClosed} />;
}
