/**
 * System B (accounts spec §2.1): a deployment where only the sign-in pages stay public; every other public
 * path leads to /. Chosen when the web app is built (VITE_SYSTEM_MODE=B), as it is a property of the deployment.
 */
export type SystemMode = 'A' | 'B';

export const SYSTEM_B_PUBLIC_PATHS: readonly string[] = ['/404', '/redirectpage', '/login', '/client/register', '/client/forgetPassword'];

export const systemMode: SystemMode = import.meta.env.VITE_SYSTEM_MODE === 'B' ? 'B' : 'A';

/** Whether a public route stays reachable in the mode (others redirect to /). */
export function publicPathReachable(path: string, mode: SystemMode): boolean {
  return mode === 'A' || SYSTEM_B_PUBLIC_PATHS.includes(path);
}
