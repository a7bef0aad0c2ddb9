import { cancelApplyBody, cancelFlags, projectDocumentBusinesses, type ProjectListRow } from '@ccer/contracts';
import { applyCancel, fetchProjectList } from '../../../api/project-registered';
import AreaCancelApplyModal, { type CancelApplyArea } from '../../lifecycle/registered/CancelApplyModal';

/** 申请注销 as the project declares it: a registered project (business projectCancel's documents for an owner). */
const area: CancelApplyArea<ProjectListRow> = {
  ns: 'projectRegistered',
  idField: 'projectInfoId',
  body: cancelApplyBody,
  texts: { title: 'cancel.title', warning: 'cancel.warning', subject: 'fields.project', pick: 'cancel.pickProject' },
  testIds: { modal: 'cancel-apply-modal', select: 'cancel-project-select', reason: 'cancel-reason' },
  // the caller's projects that may still be cancelled, by name, a page at a time
  choices: {
    key: 'registeredProjectChoices',
    load: (search) => fetchProjectList({ projectName: search || undefined, cancelFlag: cancelFlags.active, pageNumber: 1, pageSize: 20 }),
  },
  choice: (p) => (p.cancelPending ? undefined : { value: p.projectInfoId, label: `${p.projectCode} ${p.projectName}` }),
  apply: ({ id, reason, fileIds }) => applyCancel({ projectInfoId: id, reason, fileIds }),
  documents: projectDocumentBusinesses.cancel,
};

interface Props {
  /** The project, when applied for from its row; otherwise the modal offers the caller's active projects. */
  project?: ProjectListRow;
  onDone: () => void;
  onClosed: () => void;
}

/**
 * 申请注销: a registered project, the reason and, for an owner, the cancellation documents of the electronic
 * document settings (business projectCancel); the registry may start one without them.
 */
export default function CancelApplyModal({ project, onDone, onClosed }: Props) {
  return <AreaCancelApplyModal area={area} subject={project && { id: project.projectInfoId, name: project.projectName }} onDone={onDone} onClosed={onClosed} />;
}
