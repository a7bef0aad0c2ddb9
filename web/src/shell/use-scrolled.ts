import { useSyncExternalStore } from 'react';

/** The fixed header becomes sticky after a 14 px scroll (spec §2.6). */
export const STICKY_AFTER_PX = 14;

export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > px,
  );
}
