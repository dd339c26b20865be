import { type PaidPlanId } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goToPaymentPage } from './checkout-error';

/**
 * `POST /api/billing/change-plan`: where a subscriber confirms moving their subscription to
 * another plan (the provider's portal, or the sandbox portal page); never a second subscription.
 */
export function startPlanChange(plan: PaidPlanId): Promise<{ url: string }> {
  return apiFetch('/api/billing/change-plan', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
}

/** Asks where to confirm the change and goes there. */
export function useStartPlanChange() {
  return useMutation({
    mutationFn: startPlanChange,
    onSuccess: ({ url }) => goToPaymentPage(url),
  });
}
