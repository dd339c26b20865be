import type { InterviewsResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { interviewQueryKeys } from './interview-query-keys';

export function getInterviews(): Promise<InterviewsResponse> {
  return apiFetch('/api/interviews');
}

export const interviewsQueryOptions = queryOptions({
  queryKey: interviewQueryKeys.list(),
  queryFn: getInterviews,
});

/** The user's allowance (what they may start now) and past interviews, newest first. */
export function useInterviews() {
  return useQuery(interviewsQueryOptions);
}
