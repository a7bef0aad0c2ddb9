import { describe, expect, it } from 'vitest';
import { describeEngineError } from './engine-error.ts';

describe('describeEngineError', () => {
  it('keeps name, message, code and status, and drops the request options', () => {
    const err = Object.assign(new Error('Response code 404 (Not Found)'), {
      name: 'EngineError',
      code: 'ENGINE-13',
      httpStatusCode: 404,
      options: { headers: { authorization: 'Basic c2VjcmV0' } },
    });
    const described = describeEngineError(err);
    expect(described).toEqual({ name: 'EngineError', message: 'Response code 404 (Not Found)', code: 'ENGINE-13', status: 404 });
    expect(JSON.stringify(described)).not.toMatch(/Basic/);
  });

  it('describes a value that is not an Error', () => {
    expect(describeEngineError('boom')).toEqual({ name: 'Error', message: 'boom' });
  });
});
