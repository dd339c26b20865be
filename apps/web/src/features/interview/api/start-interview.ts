import type { InterviewSession, StartInterviewRequest } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { interviewQueryKeyRoot } from './interview-query-keys';

export function startInterview(request: StartInterviewRequest): Promise<InterviewSession> {
  return apiFetch('/api/interviews', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}

/** Starts an interview (closing any the user left open); the allowance and list reload. */
export function useStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInterview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewQueryKeyRoot }),
  });
}
