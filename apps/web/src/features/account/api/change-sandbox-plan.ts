import { type PaidPlanId } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/billing/sandbox/change-plan`: the test portal's plan change. The same subscription
 * moves to `plan` and a new period of it starts now; the server says where to go next.
 */
export function changeSandboxPlan(plan: PaidPlanId): Promise<{ redirectUrl: string }> {
  return apiFetch('/api/billing/sandbox/change-plan', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
}

export function useChangeSandboxPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSandboxPlan,
    // Plan and credits changed: every cached query is refreshed before the caller navigates.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
