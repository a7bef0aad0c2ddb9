import { describe, expect, it } from 'vitest';
import { noticeDueText, noticePlaceholders } from './action-notices.ts';
import { businessesOf, placeholdersOf, renderTemplate, unknownPlaceholders } from './messaging.ts';
import { isSmsPurpose, smsBusinesses } from './sms.ts';
import { projectLifecycle } from './lifecycle/project.ts';
import { projectCancelLifecycle } from './lifecycle/registered.ts';
import { stepBecomingActive } from './lifecycle/types.ts';

const active = (from: string, to: string) => stepBecomingActive(projectLifecycle, from, to)?.taskKey;

describe('action-required notices', () => {
  it('is a business of both channels; only the code purposes are SMS code businesses', () => {
    expect(smsBusinesses).toEqual(['login', 'forget', 'register', 'modify-password', 'action-required']);
    expect(businessesOf.email).toEqual(['account-open-result', 'action-required']);
    expect(isSmsPurpose('forget')).toBe(true);
    expect(isSmsPurpose('action-required')).toBe(false);
  });

  it('checks placeholders by business: a notice fills name, project, step and due on either channel', () => {
    expect(placeholdersOf('sms', 'action-required')).toEqual(noticePlaceholders);
    expect(placeholdersOf('email', 'action-required')).toEqual(noticePlaceholders);
    expect(placeholdersOf('sms', 'forget')).toEqual(['code', 'minutes', 'business']);
    expect(unknownPlaceholders('sms', '{name}{project}{step}{due}{code}', 'action-required')).toEqual(['code']);
    expect(unknownPlaceholders('email', '{name}{custName}', 'action-required')).toEqual(['custName']);
    expect(unknownPlaceholders('sms', '{code}{name}', 'login')).toEqual(['name']);
  });

  it('names the due date in the registry day, or nothing', () => {
    expect(noticeDueText('2027-03-01T23:59:59+08:00')).toBe('（截止日期：2027-03-01）');
    expect(noticeDueText(new Date('2026-11-30T16:30:00Z'))).toBe('（截止日期：2026-12-01）');
    expect(noticeDueText(null)).toBe('');
    expect(noticeDueText('not a date')).toBe('');
    const sms = '【CCER注册登记系统】{name}您好，项目“{project}”待您办理：{step}{due}，请登录系统处理。';
    expect(renderTemplate(sms, { name: '张业主', project: '风电项目', step: '业主确认审定材料', due: '' })).toBe(
      '【CCER注册登记系统】张业主您好，项目“风电项目”待您办理：业主确认审定材料，请登录系统处理。',
    );
  });

  it('finds the step a status change activates, including the one a return goes back to', () => {
    expect(active('00', '01')).toBe('publicityAudit');
    expect(active('03', '01')).toBe('publicityAudit');
    expect(active('02', '05')).toBe('recallAudit');
    expect(active('02', '07')).toBe('orgUploadFile');
    expect(active('07', '08')).toBe('confirmOrgFile');
    // the owner returns the body's files: the body uploads again
    expect(active('08', '07')).toBe('orgUploadFile');
    expect(active('08', '09')).toBe('registerApply');
    expect(active('09', '10')).toBe('registerAcct');
    // a returned registration application (登记申请退回) reopens the owner's application
    expect(active('10', '11')).toBe('registerApply');
    expect(active('14', '11')).toBe('registerApply');
    expect(active('11', '10')).toBe('registerAcct');
    expect(active('12', '13')).toBe('projectEvaluation');
    expect(active('13', '14')).toBe('projectReview');
    expect(active('14', '15')).toBe('registerConfirm');
    expect(active('15', '14')).toBe('projectReview');
    // nobody's step: publicity, a return to the owner's editing, a recall refused, waiting for experts, final statuses
    for (const [from, to] of [['01', '02'], ['01', '03'], ['05', '02'], ['10', '12'], ['15', '16'], ['05', '06'], ['08', '18']]) expect(active(from!, to!)).toBeUndefined();
    expect(stepBecomingActive(projectCancelLifecycle, '', '01')?.taskKey).toBe('logoutAudit');
  });
});
