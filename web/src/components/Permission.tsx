import type { ReactNode } from 'react';
import { usePermission } from '../access';

/**
 * The permission directive (accounts spec §6): renders its children only when the user holds one of
 * the function codes, else nothing (or `fallback`). The gateway still decides; this only hides.
 */
export default function Permission({ func, children, fallback = null }: { func: string | readonly string[]; children: ReactNode; fallback?: ReactNode }) {
  return <>{usePermission(func) ? children : fallback}</>;
}
