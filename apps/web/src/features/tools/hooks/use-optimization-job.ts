import { optimizationTypes, type OptimizationType, z } from '@cvlisto/shared';
import { useEffect, useState } from 'react';

export type OptimizationJob = { id: string; type: OptimizationType };

const storageKey = 'cvlisto.optimization-job';
const jobSchema = z.object({ id: z.string(), type: z.enum(optimizationTypes) });

function readStoredJob(): OptimizationJob | null {
  try {
    const parsed = jobSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The job left after the user let go of `shown`, the job the screen showed them: it goes, but a
 * job that started since (its upload answered after that render) stays. Without this, closing the
 * dialog in the instant the upload was answered forgot a running job, and its CV never reached
 * the list.
 */
export function jobAfterLettingGo(
  current: OptimizationJob | null,
  shown: OptimizationJob | null,
): OptimizationJob | null {
  return current?.id === shown?.id ? null : current;
}

/**
 * The optimisation this tab started last. Kept in sessionStorage so closing the dialog or
 * reloading the page does not lose sight of a running job (PRODUCT.md §3.4).
 */
export function useOptimizationJob() {
  const [job, setJob] = useState<OptimizationJob | null>(readStoredJob);
  useEffect(() => {
    if (job) sessionStorage.setItem(storageKey, JSON.stringify(job));
    else sessionStorage.removeItem(storageKey);
  }, [job]);
  return {
    job,
    start: (next: OptimizationJob) => setJob(next),
    /** Forgets `shown`, decided against the latest state, not the last render's. */
    letGo: (shown: OptimizationJob | null) =>
      setJob((current) => jobAfterLettingGo(current, shown)),
  };
}
