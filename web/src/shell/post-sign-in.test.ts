import { describe, expect, it } from 'vitest';
import { completionTarget, needsCompletion } from './post-sign-in.ts';

describe('post-sign-in dialogs', () => {
  const incomplete = { operatorType: '06', isComplete: '0' };
  it('stops an enterprise representative of an incomplete company everywhere but the company pages', () => {
    expect(needsCompletion(incomplete, '/home')).toBe(true);
    expect(needsCompletion(incomplete, '/project/add')).toBe(true);
    expect(needsCompletion(incomplete, '/account/company/edit')).toBe(false);
    expect(needsCompletion(incomplete, '/account/company/manage')).toBe(false);
    expect(needsCompletion(incomplete, '/account/company/manageX')).toBe(true);
  });

  it('leaves complete companies, other operator types and a missing user alone', () => {
    expect(needsCompletion({ operatorType: '06', isComplete: '1' }, '/home')).toBe(false);
    expect(needsCompletion({ operatorType: '02', isComplete: '0' }, '/home')).toBe(false);
    expect(needsCompletion(undefined, '/home')).toBe(false);
  });

  it('leads to company edit from a menu page and to company manage in details mode otherwise', () => {
    expect(completionTarget(true)).toEqual({ pathname: '/account/company/edit', state: { formInfo: { loadFirstRecord: true } } });
    expect(completionTarget(false)).toEqual({ pathname: '/account/company/manage', search: '?toDetails=true' });
  });
});
