import type { BusinessProcessRow, DefinitionVersionRow } from '@ccer/contracts';

/** Pure rules of the business-process pages (unit-tested). */

export const businessInstancePath = (processKey: string) => `/system/process/businessInstance?processKey=${encodeURIComponent(processKey)}`;

export const statusColors: Record<BusinessProcessRow['status'], string> = { active: 'green', suspended: 'orange' };

/** The version a business starts: its pinned version, or the latest (with the latest's number when known). */
export function versionText(row: BusinessProcessRow, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (!row.associated) return '-';
  if (row.pinnedVersion !== null) return t('version.pinned', { version: row.pinnedVersion });
  return row.latestVersion !== null ? t('version.latestOf', { version: row.latestVersion }) : t('version.latest');
}

/** The versions an instance of `source` can move to: every other version, newest first. */
export function migrationTargets(versions: readonly DefinitionVersionRow[], source: number): DefinitionVersionRow[] {
  return versions.filter((v) => v.version !== source).sort((a, b) => b.version - a.version);
}

/** The default target: the latest version, unless it is the source (then the newest other one). */
export function defaultTarget(versions: readonly DefinitionVersionRow[], source: number): number | undefined {
  return migrationTargets(versions, source)[0]?.version;
}
