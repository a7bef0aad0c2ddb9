import { useTranslation } from 'react-i18next';
import { instanceEndBody, type InstanceRow } from '@ccer/contracts';
import { endInstance } from '../../../api/instances';
import ReasonDialog from '../../../components/modal/ReasonDialog';

interface Props {
  row: InstanceRow;
  /** Ended, or refused because the list was stale: reload either way. */
  onChanged: () => void;
  onClosed: () => void;
}

/** 终止: the confirmation asks for the reason, which the engine keeps as the delete reason. */
export default function InstanceEndModal({ row, onChanged, onClosed }: Props) {
  const { t } = useTranslation('process');
  return (
    <ReasonDialog
      title={`${t('instance.end.title')} · ${row.processName ?? row.processKey}`}
      label={t('instance.end.reason')}
      body={instanceEndBody}
      notice={{ type: 'warning', text: t('instance.end.warning') }}
      danger
      okText={t('instance.end.submit')}
      call={(reason) => endInstance(row.id, reason)}
      doneText={t('instance.end.done')}
      onDone={onChanged}
      onStale={onChanged}
      onClosed={onClosed}
      testIds={{ modal: 'instance-end-modal', input: 'end-reason', submit: 'end-submit' }}
    />
  );
}
