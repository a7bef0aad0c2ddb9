import { describe, expect, it } from 'vitest';
import { businessProcessSeeds, businessTypes, processKeys, isProcessKey, translate } from '@ccer/contracts';
import { AppError } from '../errors.ts';
import { describePlanReport, readableMigrationFailure, startTargetOf, toBusinessProcessRow } from './business-process.ts';

describe('business types (seed data)', () => {
  it('has unique codes and sorts, names in both languages, and valid process keys', () => {
    expect(new Set(businessProcessSeeds.map((b) => b.businessType)).size).toBe(businessProcessSeeds.length);
    expect(new Set(businessProcessSeeds.map((b) => b.sort)).size).toBe(businessProcessSeeds.length);
    for (const b of businessProcessSeeds) {
      expect(b.nameZh).toMatch(/[\u4e00-\u9fa5]/);
      expect(b.nameEn.length).toBeGreaterThan(0);
      if (b.processKey) expect(isProcessKey(b.processKey)).toBe(true);
    }
  });

  it('associates the project application (053) and the reduction application (056) with their chains', () => {
    const project = businessProcessSeeds.find((b) => b.businessType === businessTypes.projectApply);
    expect(project).toMatchObject({ funcCode: '053', processKey: processKeys.projectPubApply });
    expect(businessProcessSeeds.find((b) => b.businessType === businessTypes.certifiedApply)).toMatchObject({ funcCode: '056', processKey: processKeys.certifiedApply });
  });
});

describe('startTargetOf', () => {
  const refusal = (row: Parameters<typeof startTargetOf>[0]) => {
    try {
      startTargetOf(row);
    } catch (e) {
      return e as AppError;
    }
    throw new Error('not refused');
  };

  it('starts the latest version of the key, or the pinned definition', () => {
    expect(startTargetOf({ process_key: 'k', process_definition_id: null, status: 'active' })).toEqual({ processKey: 'k' });
    expect(startTargetOf({ process_key: 'k', process_definition_id: 'k:2:abc', status: 'active' })).toEqual({ processKey: 'k', processDefinitionId: 'k:2:abc' });
  });

  it('refuses a hung-up business with the spec-style message', () => {
    const e = refusal({ process_key: 'k', process_definition_id: null, status: 'suspended' });
    expect(e.status).toBe(409);
    expect(translate(e.message)).toBe('该业务流程已挂起，暂不能发起');
  });

  it('refuses a business without a process, and an unknown business', () => {
    expect(translate(refusal({ process_key: null, process_definition_id: null, status: 'active' }).message)).toBe('该业务未关联流程，暂不能发起');
    expect(refusal(undefined).status).toBe(409);
  });
});

describe('toBusinessProcessRow', () => {
  const row = {
    business_type: 'projectApply',
    business_name: '项目申请',
    business_name_en: 'Project application',
    func_code: '053',
    process_key: 'ccerProjectPubApply',
    process_definition_id: null,
    process_version: null,
    status: 'active',
    associated_at: new Date('2026-11-21T10:00:00Z'),
    associated_by: 'admin',
    version: 3,
  };

  it('shows the name in the request language and the latest version when nothing is pinned', () => {
    const r = toBusinessProcessRow(row, { name: '项目申请公示审核', version: 4 }, 'en');
    expect(r).toMatchObject({ businessName: 'Project application', associated: true, processName: '项目申请公示审核', latestVersion: 4, pinnedVersion: null, associatedAt: '2026-11-21T10:00:00.000Z' });
  });

  it('shows no process for an unassociated business', () => {
    const r = toBusinessProcessRow({ ...row, process_key: null, associated_at: null }, undefined, 'zh');
    expect(r).toMatchObject({ businessName: '项目申请', associated: false, processName: null, latestVersion: null, associatedAt: null });
  });
});

describe('migration failures, readable', () => {
  it('drops engine codes and line breaks and keeps no colon (message tokens split on it)', () => {
    const m = "ENGINE-23004 Cannot migrate process instance 'abc':\n\tCannot migrate activity instance 'review:1':\n\t\tThere is no migration instruction for this instance's activity\n";
    const text = readableMigrationFailure(m);
    expect(text).not.toMatch(/ENGINE-|:|\n|\t/);
    expect(text).toContain('There is no migration instruction');
    expect(text).toContain("Cannot migrate activity 'review'：");
    expect(translate(`migrateInstanceInvalid:${text}`)).toBe(`实例无法迁移：${text}`);
  });

  it('cuts very long reports', () => {
    expect(readableMigrationFailure('x'.repeat(1000), 50)).toHaveLength(50);
  });

  it('lists each refused instruction with its failures', () => {
    const lines = describePlanReport({
      instructionReports: [{ instruction: { sourceActivityIds: ['a'], targetActivityIds: ['b'] }, failures: ['Activities have incompatible types', 'x'] }],
      variableReports: { v: { failures: ['bad type'] } },
    });
    expect(lines).toEqual(['a → b：Activities have incompatible types; x', 'v：bad type']);
    expect(describePlanReport({ instructionReports: [] })).toEqual([]);
  });
});
