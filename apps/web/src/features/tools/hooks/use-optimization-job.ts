import { optimizationTypes, type OptimizationType, z } from '@cvlisto/shared';
import { useState } from 'react';

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
 * The optimisation this tab started last. Kept in sessionStorage so closing the dialog or
 * reloading the page does not lose sight of a running job (PRODUCT.md §3.4).
 */
export function useOptimizationJob() {
  const [job, setJob] = useState<OptimizationJob | null>(readStoredJob);
  const update = (next: OptimizationJob | null) => {
    if (next) sessionStorage.setItem(storageKey, JSON.stringify(next));
    else sessionStorage.removeItem(storageKey);
    setJob(next);
  };
  return [job, update] as const;
}
