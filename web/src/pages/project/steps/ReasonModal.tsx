import { useTranslation } from 'react-i18next';
import { recallApplyBody } from '@ccer/contracts';
import ReasonDialog from '../../../components/modal/ReasonDialog';

interface Props {
  /** i18n key of the title (撤回申请, 终止申请). */
  title: string;
  projectName: string;
  call: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClosed: () => void;
}

/** An owner's action that needs a reason (撤回 during publicity, 终止): 1 to 2000 characters, as recall-apply and abort-apply check. */
export default function ReasonModal({ title, projectName, call, onDone, onClosed }: Props) {
  const { t } = useTranslation('projectSteps');
  return (
    <ReasonDialog
      title={t('titleOf', { action: t(title), name: projectName })}
      label={t('fields.reason')}
      body={recallApplyBody}
      rows={4}
      call={call}
      doneText={t('done')}
      onDone={onDone}
      onClosed={onClosed}
      testIds={{ modal: 'reason-modal', input: 'reason-input' }}
    />
  );
}
