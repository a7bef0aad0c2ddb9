/**
 * A business rule said no (e.g. the application is no longer pending). Retrying cannot help, so the
 * worker reports it to the engine as a BPMN error with this code, for the model to route.
 */
export class BusinessRuleError extends Error {
  override name = 'BusinessRuleError';

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
