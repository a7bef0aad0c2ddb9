import { describe, expect, it } from 'vitest';
import type { BusinessProcessRow, DefinitionVersionRow } from '@ccer/contracts';
import { businessInstancePath, defaultTarget, migrationTargets, versionText } from './business-rules';

const t = (key: string, opts?: Record<string, unknown>) => `${key}${opts?.version ?? ''}`;
const row = (over: Partial<BusinessProcessRow>): BusinessProcessRow => ({
  businessType: 'projectApply',
  businessName: '项目申请',
  funcCode: '053',
  processKey: 'k',
  associated: true,
  status: 'active',
  processName: null,
  processDefinitionId: null,
  pinnedVersion: null,
  latestVersion: 3,
  associatedAt: null,
  associatedBy: null,
  version: 1,
  ...over,
});
const v = (version: number): DefinitionVersionRow => ({ id: `k:${version}:x`, processKey: 'k', name: null, version, deploymentId: 'd', deploymentTime: null, instances: 0, suspended: false, latest: false });

describe('business-process page rules', () => {
  it('shows the pinned version, else the latest', () => {
    expect(versionText(row({ pinnedVersion: 2 }), t)).toBe('version.pinned2');
    expect(versionText(row({}), t)).toBe('version.latestOf3');
    expect(versionText(row({ latestVersion: null }), t)).toBe('version.latest');
    expect(versionText(row({ associated: false, processKey: null }), t)).toBe('-');
  });

  it('offers every other version as a target, newest first', () => {
    const all = [v(1), v(3), v(2)];
    expect(migrationTargets(all, 2).map((x) => x.version)).toEqual([3, 1]);
    expect(defaultTarget(all, 1)).toBe(3);
    expect(defaultTarget(all, 3)).toBe(2);
    expect(defaultTarget([v(1)], 1)).toBeUndefined();
  });

  it('links to version management by key', () => {
    expect(businessInstancePath('a_b')).toBe('/system/process/businessInstance?processKey=a_b');
  });
});
