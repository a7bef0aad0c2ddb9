import { describe, expect, it } from 'vitest';
import { engineAnswerError, mapEngineError, transportError } from './engine-client.ts';
import { translate } from '@ccer/contracts';
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

describe('engine answers mapped by their meaning', () => {
  it('reads an HTML or text error page without crashing the parser', () => {
    const html = '<!doctype html><html><head><title>HTTP Status 500 – Internal Server Error</title></head><body>boom</body></html>';
    const e = engineAnswerError(500, html);
    expect(e.status).toBe(502);
    expect(e.code).toBe('INTERNAL');
    expect(e.message).toContain('HTTP Status 500');
    const proxy = engineAnswerError(502, '<html><body>Bad Gateway</body></html>');
    expect(proxy.code).toBe('INTERNAL');
    expect(engineAnswerError(400, 'plain text').status).toBe(400);
    expect(engineAnswerError(500, '').status).toBe(502);
  });

  it('answers an engine 400 with 400 and a translated message, keeping the engine text for the log', () => {
    const text = JSON.stringify({ type: 'InvalidRequestException', message: 'Cannot convert value "x" to java type java.lang.Integer' });
    const e = engineAnswerError(400, text);
    expect(e.status).toBe(400);
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.engineType).toBe('InvalidRequestException');
    expect(e.message).toContain('java.lang.Integer');
    expect(translate(e.userMessage, 'zh')).toBe('流程引擎无法处理该请求，请检查输入后重试');
    expect(translate(e.userMessage, 'en')).not.toContain('java');
  });

  it('answers a persistence error of the data sent with 400, never "engine unavailable"', () => {
    const nul = mapEngineError(500, 'ProcessEnginePersistenceException', 'ENGINE-03004 Exception while executing Database Operation: ERROR: invalid byte sequence for encoding "UTF8": 0x00');
    expect(nul.status).toBe(400);
    const long = mapEngineError(500, 'ProcessEngineException', 'ENGINE-03083 Exception while executing Batch Database Operations: ERROR: value too long for type character varying(255)');
    expect(long.status).toBe(400);
    const zero = mapEngineError(500, 'ProcessEnginePersistenceException', 'ENGINE-03083 Exception while executing Batch Database Operations with message: Zero bytes may not occur in string parameters.');
    expect(zero.status).toBe(400);
    const other = mapEngineError(500, 'NullPointerException', 'null');
    expect([other.status, other.code, other.userMessage]).toEqual([502, 'INTERNAL', 'engineFailed']);
  });

  it('keeps 503 for an unreachable or self-declared unavailable engine, and gives a timeout its own 504', () => {
    expect(mapEngineError(503, undefined, 'Service Unavailable').code).toBe('ENGINE_UNAVAILABLE');
    expect(mapEngineError(401, undefined, 'Unauthorized').code).toBe('ENGINE_UNAVAILABLE');
    const refused = transportError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }));
    expect([refused.status, refused.code]).toEqual([503, 'ENGINE_UNAVAILABLE']);
    const timeout = transportError(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect([timeout.status, timeout.code, timeout.userMessage]).toEqual([504, 'ENGINE_TIMEOUT', 'engineTimeout']);
    expect(translate(timeout.userMessage, 'zh')).toBe('流程引擎响应超时，请稍后重试');
    expect(mapEngineError(504, undefined, 'Gateway Timeout').code).toBe('ENGINE_TIMEOUT');
    // undici's own errors (the JSON calls' transport): no answer in time is a timeout, a refused connection is unavailable
    for (const code of ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']) {
      expect(transportError(Object.assign(new Error('timeout'), { code })).code).toBe('ENGINE_TIMEOUT');
    }
    expect(transportError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).status).toBe(503);
    expect(transportError(Object.assign(new Error('connect timeout'), { code: 'UND_ERR_CONNECT_TIMEOUT' })).code).toBe('ENGINE_UNAVAILABLE');
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
