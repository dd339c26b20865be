import { type CvListResponse, type CvSummary } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvsQueryKeyRoot } from '../../../lib/query-client';

/** Earlier basic optimisations, the base CVs a job optimisation can start from (spec/core.md §7). */
export async function getBaseCvs(): Promise<CvSummary[]> {
  const { cvs } = await apiFetch<CvListResponse>('/api/cvs?type=optimize_es');
  return cvs;
}

export const baseCvsQueryOptions = queryOptions({
  queryKey: [...cvsQueryKeyRoot, 'base'],
  queryFn: getBaseCvs,
});

export function useBaseCvs({ enabled }: { enabled: boolean }) {
  return useQuery({ ...baseCvsQueryOptions, enabled });
}
