import type { CvListQuery, CvListResponse, CvSummary } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvsQueryKeyRoot } from '../../../lib/query-client';

const everyCv: CvListQuery = { type: 'all', date: 'all', q: '' };

export async function getInterviewCvs(): Promise<CvSummary[]> {
  const search = new URLSearchParams(everyCv);
  const { cvs } = await apiFetch<CvListResponse>(`/api/cvs?${search.toString()}`);
  return cvs;
}

/**
 * Every stored CV, to pick one to practise with. Keyed like the CV list without filters, under
 * the CV root key, so a rename, deletion or new CV refreshes the choice too.
 */
export const interviewCvsQueryOptions = queryOptions({
  queryKey: [...cvsQueryKeyRoot, 'list', everyCv],
  queryFn: getInterviewCvs,
});

export function useInterviewCvs() {
  return useQuery(interviewCvsQueryOptions);
}
