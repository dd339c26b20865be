import { type CvListQuery, type CvListResponse, type CvSummary } from '@cvlisto/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvsQueryKeyRoot } from '../../../lib/query-client';

export async function getCvs(filters: CvListQuery): Promise<CvSummary[]> {
  const search = new URLSearchParams({ type: filters.type, date: filters.date, q: filters.q });
  const { cvs } = await apiFetch<CvListResponse>(`/api/cvs?${search.toString()}`);
  return cvs;
}

export const cvsQueryOptions = (filters: CvListQuery) =>
  queryOptions({
    queryKey: [...cvsQueryKeyRoot, 'list', filters],
    queryFn: () => getCvs(filters),
  });

/** The user's optimised CVs, newest first; the previous page stays while a new search loads. */
export function useCvs(filters: CvListQuery) {
  return useQuery({ ...cvsQueryOptions(filters), placeholderData: keepPreviousData });
}

const everyCv: CvListQuery = { type: 'all', date: 'all', q: '' };

/** One CV's list entry (its name and when it was made), from the unfiltered list. */
export function useCvSummary(cvId: string) {
  return useQuery({
    ...cvsQueryOptions(everyCv),
    select: (cvs) => cvs.find((cv) => cv.id === cvId),
  });
}
