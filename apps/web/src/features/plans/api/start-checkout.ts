import { type PaidPlanId } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goToPaymentPage } from './checkout-error';

/** `POST /api/checkout`: a subscription checkout for the signed-in user's e-mail (spec §5, §7). */
export function startCheckout(plan: PaidPlanId): Promise<{ url: string }> {
  return apiFetch('/api/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
}

/** Starts the checkout and, on success, leaves for the payment page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => goToPaymentPage(url),
  });
}
