import { certifiedStopBody, type CertifiedInfoRow } from '@ccer/contracts';
import { stopCertified } from '../../../api/certified-registered';
import AreaStopModal, { type StopModalArea } from '../../lifecycle/registered/StopModal';

const area: StopModalArea = { ns: 'certifiedRegistered', body: certifiedStopBody, testIdPrefix: 'certified-' };

interface Props {
  reduction: CertifiedInfoRow;
  action: 'stop' | 'resume';
  onDone: () => void;
  onClosed: () => void;
}

/** 暂停 / 恢复 registered reductions (077), with the reason the operation log keeps; a stopped one is not issued. */
export default function StopModal({ reduction, action, onDone, onClosed }: Props) {
  return (
    <AreaStopModal
      area={area}
      name={reduction.registrationNo}
      action={action}
      call={(reason) => stopCertified({ certifiedInfoId: reduction.id, action, reason })}
      onDone={onDone}
      onClosed={onClosed}
    />
  );
}
