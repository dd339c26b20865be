import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type SandboxOutcome = 'complete' | 'cancel';

/**
 * `POST /api/checkout/sandbox/:id/complete|cancel`: the test payment page's two buttons. The
 * server runs the same fulfilment the payment webhooks run and says where to go next.
 */
export function finishSandboxCheckout({
  sessionId,
  outcome,
}: {
  sessionId: string;
  outcome: SandboxOutcome;
}): Promise<{ redirectUrl: string }> {
  return apiFetch(`/api/checkout/sandbox/${encodeURIComponent(sessionId)}/${outcome}`, {
    method: 'POST',
  });
}

/**
 * Finishes the test payment. Plan and credits may have changed, so every cached query is
 * refreshed before the caller navigates (the session query is the one the next page reads).
 */
export function useFinishSandboxCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSandboxCheckout,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
