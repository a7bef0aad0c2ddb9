import { projectLifecycle, type ApplyStatus } from '@ccer/contracts';
import StatusTag from '../lifecycle/StatusTag';

/** A project application's status as a coloured tag. */
export default function ApplyStatusTag({ status }: { status: ApplyStatus }) {
  return <StatusTag lifecycle={projectLifecycle} status={status} />;
}
