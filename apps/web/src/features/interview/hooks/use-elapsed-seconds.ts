import { useEffect, useState } from 'react';

/**
 * Whole seconds since `startedAtMs` (this browser's clock), ticking each second while `running`.
 */
export function useElapsedSeconds(startedAtMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.floor((now - startedAtMs) / 1000));
}
