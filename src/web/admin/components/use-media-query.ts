import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (admin pages are browser-rendered only). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint (48rem = 768 px). */
export const useIsWide = () => useMediaQuery('(min-width: 48rem)');
