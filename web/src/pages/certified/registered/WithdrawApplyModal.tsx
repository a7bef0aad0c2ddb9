import { certifiedCancelApplyBody, certifiedDocumentBusinesses, certifiedInfoCancelFlags, type CertifiedInfoRow } from '@ccer/contracts';
import { applyWithdrawal, fetchCertifiedInfoList } from '../../../api/certified-registered';
import AreaCancelApplyModal, { type CancelApplyArea } from '../../lifecycle/registered/CancelApplyModal';

/** 申请撤回 as the certification declares it: registered reductions (business certifiedWithdraw's material R06 for an owner). */
const area: CancelApplyArea<CertifiedInfoRow> = {
  ns: 'certifiedRegistered',
  idField: 'certifiedInfoId',
  body: certifiedCancelApplyBody,
  texts: { title: 'withdraw.title', warning: 'withdraw.warning', subject: 'fields.reduction', pick: 'withdraw.pick' },
  testIds: { modal: 'withdraw-apply-modal', select: 'withdraw-reduction-select', reason: 'withdraw-reason' },
  // the caller's registered reductions that may still be withdrawn, by project name, a page at a time
  choices: {
    key: 'registeredCertifiedChoices',
    load: (search) => fetchCertifiedInfoList({ projectName: search || undefined, cancelFlag: certifiedInfoCancelFlags.active, pageNumber: 1, pageSize: 20 }),
  },
  choice: (r) => (r.withdrawPending ? undefined : { value: r.id, label: `${r.registrationNo} ${r.projectName}` }),
  apply: ({ id, reason, fileIds }) => applyWithdrawal({ certifiedInfoId: id, reason, fileIds }),
  documents: certifiedDocumentBusinesses.withdraw,
  reloadWhenStale: true,
};

interface Props {
  /** The registered reductions, when asked for from their row; otherwise the modal offers the caller's active ones. */
  reduction?: CertifiedInfoRow;
  onDone: () => void;
  onClosed: () => void;
}

/**
 * 申请撤回 (核证减排量撤回): registered reductions, the reason and, for an owner, the withdrawal material (R06, business
 * certifiedWithdraw of the electronic document settings); the registry may start one without it.
 */
export default function WithdrawApplyModal({ reduction, onDone, onClosed }: Props) {
  return <AreaCancelApplyModal area={area} subject={reduction && { id: reduction.id, name: reduction.registrationNo }} onDone={onDone} onClosed={onClosed} />;
}
