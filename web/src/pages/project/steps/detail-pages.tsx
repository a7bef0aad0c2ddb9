import type { ApplyRow } from '@ccer/contracts';
import AreaDetail from '../../lifecycle/AreaDetail';
import { projectArea, stepOf } from './project-area';
import { fetchOrgApply } from '../../../api/project-steps';

/** The detail page under each menu that has one (hidden routes): the same detail, its own way back. */
export const RegistDetailPage = () => <AreaDetail area={projectArea} backPath="/project/regist" />;
export const AuthorizeDetailPage = () => <AreaDetail<ApplyRow> area={projectArea} backPath="/project/authorize" loadApply={fetchOrgApply} />;
export const RecallDetailPage = () => <AreaDetail area={projectArea} backPath="/project/cancel" />;
/** 撤回审核 (/project/cancel/audit?id=, the task of ccerProjectRecall): the detail with the recall decision. */
export const RecallAuditPage = () => <AreaDetail area={projectArea} backPath="/project/cancel" decisionSteps={[stepOf('recallAudit')]} />;
