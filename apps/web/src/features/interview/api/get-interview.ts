import type { InterviewDetail } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { interviewQueryKeys } from './interview-query-keys';

/** How often a report still being prepared (a voice call's end-of-call report) is asked for. */
export const reportPollIntervalMs = 2000;

export function getInterview(interviewId: string): Promise<InterviewDetail> {
  return apiFetch(`/api/interviews/${encodeURIComponent(interviewId)}`);
}

export const interviewQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewQueryKeys.detail(interviewId),
    queryFn: () => getInterview(interviewId),
    // Asked again until the voice platform's report has arrived and the feedback is stored.
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_report' ? reportPollIntervalMs : false,
  });

/** One interview with its report (null until there is one). */
export function useInterview(interviewId: string) {
  return useQuery(interviewQueryOptions(interviewId));
}
