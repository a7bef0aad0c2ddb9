import { describe, expect, it } from 'vitest';
import { modifyPublicityPeriodBody, opinionAddBody, publicityListQuery, publicityPauseBody, recallApplyBody } from './publicity.ts';

const ID = '5eed0000-0000-4000-8000-000000000001';
const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('publicity bodies', () => {
  it('takes a comment of 1–500 characters of plain text, name and contact optional up to 64', () => {
    const ok = opinionAddBody.safeParse({ applyId: ID, content: '  意见  ', code: 'ab12', captchaId: 'x', commenterName: '' });
    expect(ok.success && ok.data).toMatchObject({ content: '意见', commenterName: undefined });
    expect(issues(opinionAddBody.safeParse({ applyId: ID, content: ' ', code: 'a', captchaId: 'x' }))).toEqual([['content', 'zRequired:@content']]);
    expect(issues(opinionAddBody.safeParse({ applyId: ID, content: '意'.repeat(501), code: 'a', captchaId: 'x' }))).toEqual([['content', 'lengthBetween:1:500']]);
    expect(issues(opinionAddBody.safeParse({ applyId: ID, content: 'a <b>bold</b>', code: 'a', captchaId: 'x' }))).toEqual([['content', 'plainTextOnly']]);
    // a lone comparison sign is text, not markup
    expect(opinionAddBody.safeParse({ applyId: ID, content: '减排量 < 预期', code: 'a', captchaId: 'x' }).success).toBe(true);
    expect(issues(opinionAddBody.safeParse({ applyId: ID, content: 'a', contact: '1'.repeat(65), code: 'a', captchaId: 'x' }))).toEqual([['contact', 'maxLength:64']]);
  });

  it('needs a reason (one message) for a recall and a pause; the action is pause or resume', () => {
    expect(issues(recallApplyBody.safeParse({ id: ID, reason: '' }))).toEqual([['reason', 'zRequired:@reason']]);
    expect(issues(publicityPauseBody.safeParse({ id: ID, action: 'stop', reason: 'r' })).map((i) => i[0])).toEqual(['action']);
    expect(publicityPauseBody.safeParse({ id: ID, action: 'resume', reason: 'r' }).success).toBe(true);
  });

  it('takes the new last day as yyyy-MM-dd, and the list tab from the five', () => {
    expect(issues(modifyPublicityPeriodBody.safeParse({ id: ID, publicityEndDate: '2030/1/1' }))).toEqual([['publicityEndDate', 'dateFormat']]);
    expect(issues(modifyPublicityPeriodBody.safeParse({ id: ID, publicityEndDate: '2030-02-30' }))).toEqual([['publicityEndDate', 'dateFormat']]);
    expect(publicityListQuery.parse({}).tab).toBe('publicity');
    expect(publicityListQuery.safeParse({ tab: 'issuedReduction' }).success).toBe(true);
    expect(publicityListQuery.safeParse({ tab: 'other' }).success).toBe(false);
  });
});
