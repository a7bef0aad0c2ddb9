import { useSyncExternalStore } from 'react';

/** Below 992 px the layout switches to its mobile form (spec §1, §9). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
