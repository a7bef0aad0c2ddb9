export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The operation_log row a worker writes with its change; external_task_id makes the change happen once. */
export function logRow(
  externalTaskId: string,
  who: { auditor?: string | null; auditorId?: string | null },
  abstract: string,
  businessType: string,
  businessKey: string,
  before: unknown,
  after: unknown,
) {
  return {
    operator_id: who.auditorId && UUID.test(who.auditorId) ? who.auditorId : null,
    operator_name: who.auditor ? who.auditor.slice(0, 64) : null,
    abstract,
    business_type: businessType,
    business_key: businessKey,
    result: 'success',
    before_value: JSON.stringify(before),
    after_value: JSON.stringify(after),
    external_task_id: externalTaskId,
  };
}
