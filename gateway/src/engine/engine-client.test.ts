import { describe, expect, it } from 'vitest';
import { mapEngineError } from './engine-client.ts';
import { toEngineVariables, fromEngineVariables } from './variables.ts';

describe('engine error mapping', () => {
  it('maps a claim on a task held by someone else to 409', () => {
    const e = mapEngineError(500, 'TaskAlreadyClaimedException', "Task '1' is already claimed by someone else.");
    expect(e.status).toBe(409);
    expect(e.code).toBe('TASK_CLAIMED');
  });
  it('maps a missing task to 404 and engine faults to 502', () => {
    expect(mapEngineError(404, 'InvalidRequestException', 'No task found').status).toBe(404);
    expect(mapEngineError(500, 'ProcessEngineException', 'boom').status).toBe(502);
  });
});

describe('engine variables', () => {
  it('types plain values and reads them back', () => {
    const v = toEngineVariables({ ok: true, n: 3, x: 1.5, s: 'a', o: { a: 1 }, u: undefined });
    expect(v).toEqual({
      ok: { value: true, type: 'Boolean' },
      n: { value: 3, type: 'Long' },
      x: { value: 1.5, type: 'Double' },
      s: { value: 'a', type: 'String' },
      o: { value: '{"a":1}', type: 'Json' },
    });
    expect(fromEngineVariables(v)).toEqual({ ok: true, n: 3, x: 1.5, s: 'a', o: { a: 1 } });
  });
});
