import { useTranslation } from 'react-i18next';
import ReasonDialog from '../../../components/modal/ReasonDialog';
import type { ParseableSchema } from '../../../forms/zod-rules';

/** What an area declares for its 暂停 / 恢复 modal (the project's 076, the certification's 077). */
export interface StopModalArea {
  /** The texts' namespace: stop.titleStop, stop.titleResume, stop.reasonStop, stop.reasonResume, done. */
  ns: string;
  /** The area's stop body (the reason's rule). */
  body: ParseableSchema;
  /** Test ids `${testIdPrefix}stop-modal` and `${testIdPrefix}stop-reason`. */
  testIdPrefix: string;
}

interface Props {
  area: StopModalArea;
  /** What the title names (the project's name, the reduction's registration number). */
  name: string;
  action: 'stop' | 'resume';
  /** The area's stop call with the trimmed reason. */
  call: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClosed: () => void;
}

/** 暂停 / 恢复 a registered row with the reason the operation log keeps; a 404 or 409 reloads the list. */
export default function StopModal({ area, name, action, call, onDone, onClosed }: Props) {
  const { t } = useTranslation(area.ns);
  const stopping = action === 'stop';
  return (
    <ReasonDialog
      title={`${t(stopping ? 'stop.titleStop' : 'stop.titleResume')}：${name}`}
      label={t(stopping ? 'stop.reasonStop' : 'stop.reasonResume')}
      body={area.body}
      rows={4}
      call={call}
      doneText={t('done')}
      onDone={onDone}
      onStale={onDone}
      onClosed={onClosed}
      testIds={{ modal: `${area.testIdPrefix}stop-modal`, input: `${area.testIdPrefix}stop-reason` }}
    />
  );
}
