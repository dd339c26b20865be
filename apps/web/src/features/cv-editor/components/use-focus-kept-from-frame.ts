import { useEffect, useRef, type RefObject } from 'react';

/** How long after the frame has loaded a move of the focus into it counts as the viewer's. */
const settleMilliseconds = 3000;

/**
 * Chromium's PDF viewer takes the focus when it loads inside a frame, so every save (a new
 * preview) would throw a keyboard user out of the form. While the frame at `source` loads and
 * shortly after, focus that lands on it goes back to where the user was.
 */
export function useFocusKeptFromFrame(frame: RefObject<HTMLIFrameElement | null>, source: string) {
  const lastFocused = useRef<HTMLElement | null>(null);
  const guardUntil = useRef(Number.POSITIVE_INFINITY);

  useEffect(() => {
    guardUntil.current = Number.POSITIVE_INFINITY;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== frame.current) {
        lastFocused.current = event.target;
      }
    };
    const giveBack = () => {
      // The frame gets the focus just after the window loses it.
      window.setTimeout(() => {
        if (document.activeElement === frame.current && Date.now() < guardUntil.current) {
          lastFocused.current?.focus();
        }
      }, 0);
    };
    const loaded = () => {
      guardUntil.current = Date.now() + settleMilliseconds;
      giveBack();
    };
    const element = frame.current;
    document.addEventListener('focusin', remember);
    window.addEventListener('blur', giveBack);
    element?.addEventListener('load', loaded);
    return () => {
      document.removeEventListener('focusin', remember);
      window.removeEventListener('blur', giveBack);
      element?.removeEventListener('load', loaded);
    };
  }, [frame, source]);
}
