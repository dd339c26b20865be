import { type FeedbackInput, type FeedbackResponse } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/me';

/** `POST /api/feedback` (signed in): the first feedback of an account grants 1 credit. */
export function submitFeedback(request: FeedbackInput): Promise<FeedbackResponse> {
  return apiFetch('/api/feedback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}

/** Sends the feedback; a granted credit shows at once in the sidebar and on /tools. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: ({ bonusGranted }) =>
      bonusGranted
        ? queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey })
        : undefined,
  });
}
