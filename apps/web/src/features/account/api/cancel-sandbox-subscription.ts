import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/billing/sandbox/cancel`: the test portal's cancellation, at the end of the period
 * (the same code path as the real provider's subscription updates).
 */
export async function cancelSandboxSubscription(): Promise<void> {
  await apiFetch('/api/billing/sandbox/cancel', { method: 'POST' });
}

export function useCancelSandboxSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSandboxSubscription,
    // The subscription shown on the profile and the portal changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
