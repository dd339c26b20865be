import { useSyncExternalStore } from 'react';

/** The mobile breakpoint of spec/core.md §9 (Tailwind's `md`). */
export const desktopMediaQuery = '(min-width: 768px)';

/** True while the media query matches; follows resizes and rotations. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Rendered on the server: phone first (the layout most visitors get).
    () => false,
  );
}
