import { baseCvTypes, type CvListResponse, type CvSummary } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvsQueryKeyRoot } from '../../../lib/query-client';

/**
 * The base CVs a job optimisation can start from (spec/core.md §7): earlier basic optimisations
 * and CVs written from scratch, newest first. The list filters by one type, so one call each.
 */
export async function getBaseCvs(): Promise<CvSummary[]> {
  const lists = await Promise.all(
    baseCvTypes.map((type) => apiFetch<CvListResponse>(`/api/cvs?type=${type}`)),
  );
  return lists
    .flatMap(({ cvs }) => cvs)
    .sort((first, second) => second.createdAt.localeCompare(first.createdAt));
}

export const baseCvsQueryOptions = queryOptions({
  queryKey: [...cvsQueryKeyRoot, 'base'],
  queryFn: getBaseCvs,
});

export function useBaseCvs({ enabled }: { enabled: boolean }) {
  return useQuery({ ...baseCvsQueryOptions, enabled });
}
