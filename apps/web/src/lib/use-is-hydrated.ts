import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true from then on (and at once
 * on a page the browser renders itself). A button that only works with JavaScript is disabled
 * until then, so a click before the page's code has run is not silently lost (issue 17).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
