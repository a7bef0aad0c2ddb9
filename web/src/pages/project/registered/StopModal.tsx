import { projectStopBody, type ProjectListRow } from '@ccer/contracts';
import { stopProject } from '../../../api/project-registered';
import AreaStopModal, { type StopModalArea } from '../../lifecycle/registered/StopModal';

const area: StopModalArea = { ns: 'projectRegistered', body: projectStopBody, testIdPrefix: '' };

interface Props {
  project: ProjectListRow;
  action: 'stop' | 'resume';
  onDone: () => void;
  onClosed: () => void;
}

/** 暂停 / 恢复 a registered project (076), with the reason the operation log keeps. */
export default function StopModal({ project, action, onDone, onClosed }: Props) {
  return (
    <AreaStopModal
      area={area}
      name={project.projectName}
      action={action}
      call={(reason) => stopProject({ projectInfoId: project.projectInfoId, action, reason })}
      onDone={onDone}
      onClosed={onClosed}
    />
  );
}
