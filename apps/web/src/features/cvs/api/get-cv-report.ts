import { type CvReport } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvsQueryKeyRoot } from '../../../lib/query-client';

export function getCvReport(cvId: string): Promise<CvReport> {
  return apiFetch(`/api/cvs/${encodeURIComponent(cvId)}/report`);
}

export const cvReportQueryOptions = (cvId: string) =>
  queryOptions({
    queryKey: [...cvsQueryKeyRoot, 'report', cvId],
    queryFn: () => getCvReport(cvId),
    // A stored CV's report never changes.
    staleTime: Infinity,
  });

export function useCvReport(cvId: string) {
  return useQuery(cvReportQueryOptions(cvId));
}
