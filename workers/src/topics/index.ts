import type { TopicRegistration } from '../handler.ts';
import { projectApplyStatusTopic } from './project-apply-status.ts';
import { projectRegisterTopic } from './project-register.ts';
import { projectCancelResultTopic } from './project-cancel-result.ts';
import { certifiedApplyStatusTopic } from './certified-apply-status.ts';
import { certifiedRegisterTopic } from './certified-register.ts';
import { certifiedCancelResultTopic } from './certified-cancel-result.ts';
import { accountOpenResultTopic } from './account-open-result.ts';
import { accountChangeResultTopic } from './account-change-result.ts';
import { provinceOpenResultTopic } from './province-open-result.ts';
import { ccerTransferResultTopic } from './ccer-transfer-result.ts';
import { ccerOffsetResultTopic, ccerOffsetStatusTopic } from './ccer-offset.ts';
import { ccerOffsetPrintResultTopic } from './ccer-offset-print.ts';
import { ccerIssueTopic } from './ccer-issue.ts';
import { ccerAccountTransferTopic } from './ccer-account-transfer.ts';
import { ccerMisconductResultTopic } from './ccer-misconduct.ts';
import { methodologyCollectResultTopic } from './methodology-collect-result.ts';
import { ccerClearingCheckTopic, ccerClearingResultTopic } from './ccer-clearing.ts';

/** Every topic the workers serve; main.ts subscribes each. Add a topic here and in its own file. */
export const topicRegistrations: readonly TopicRegistration[] = [projectApplyStatusTopic, projectRegisterTopic, projectCancelResultTopic, certifiedApplyStatusTopic, certifiedRegisterTopic, certifiedCancelResultTopic, accountOpenResultTopic, accountChangeResultTopic, provinceOpenResultTopic, ccerTransferResultTopic, ccerIssueTopic, ccerAccountTransferTopic, ccerOffsetStatusTopic, ccerOffsetResultTopic, ccerOffsetPrintResultTopic, ccerMisconductResultTopic, methodologyCollectResultTopic, ccerClearingCheckTopic, ccerClearingResultTopic];
