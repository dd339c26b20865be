import type { InterviewDetail } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { interviewQueryKeyRoot } from './interview-query-keys';

export function cancelInterview(interviewId: string): Promise<InterviewDetail> {
  return apiFetch(`/api/interviews/${encodeURIComponent(interviewId)}/cancel`, {
    method: 'POST',
  });
}

/** Drops an interview that never got going (the call did not connect): nothing is charged. */
export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewQueryKeyRoot }),
  });
}
