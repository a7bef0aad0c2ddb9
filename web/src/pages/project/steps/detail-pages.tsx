import { ProjectDetail } from './ProjectDetailPage';
import { stepOf } from './step-pages';
import { fetchOrgApply } from '../../../api/project-steps';

/** The detail page under each menu that has one (hidden routes): the same detail, its own way back. */
export const RegistDetailPage = () => <ProjectDetail backPath="/project/regist" />;
export const AuthorizeDetailPage = () => <ProjectDetail backPath="/project/authorize" loadApply={fetchOrgApply} />;
export const RecallDetailPage = () => <ProjectDetail backPath="/project/cancel" />;
/** 撤回审核 (/project/cancel/audit?id=, the task of ccerProjectRecall): the detail with the recall decision. */
export const RecallAuditPage = () => <ProjectDetail backPath="/project/cancel" decisionSteps={[stepOf('recallAudit')]} />;
