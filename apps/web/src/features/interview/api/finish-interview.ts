import type { InterviewDetail } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { interviewQueryKeyRoot, interviewQueryKeys } from './interview-query-keys';

export function finishInterview(interviewId: string): Promise<InterviewDetail> {
  return apiFetch(`/api/interviews/${encodeURIComponent(interviewId)}/finish`, {
    method: 'POST',
  });
}

/**
 * Ends an interview: the built-in one answers with its report at once; a voice call's report
 * arrives later (`awaiting_report`, which the detail query polls). Minutes are charged, so the
 * allowance reloads.
 */
export function useFinishInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishInterview,
    onSuccess: (detail) => {
      queryClient.setQueryData(interviewQueryKeys.detail(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: interviewQueryKeys.list() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: interviewQueryKeyRoot }),
  });
}
