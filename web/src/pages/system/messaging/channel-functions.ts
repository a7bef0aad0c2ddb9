import { functionCodes, type MessageChannel } from '@ccer/contracts';

/** The manage function of each channel: configurations, templates and resend. */
export const manageFunc: Record<MessageChannel, string> = { sms: functionCodes.smsManage, email: functionCodes.emailManage };
