import { exportTargets, type ExportFuncid } from '@ccer/contracts';
import { compactDateTime } from '../server-time.ts';

/** The list call an export runs, or undefined for an unknown funcid (contracts/src/export.ts holds the table). */
export function exportTargetOf(funcid: string): (typeof exportTargets)[ExportFuncid] | undefined {
  return Object.hasOwn(exportTargets, funcid) ? exportTargets[funcid as ExportFuncid] : undefined;
}

/** `<name>_yyyyMMddHHmmss.xlsx` in the registry's time zone (spec §7.1: an xlsx with a timestamp). */
export function exportFileName(name: string, now = new Date()): string {
  return `${name}_${compactDateTime(now)}.xlsx`;
}
