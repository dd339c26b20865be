import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goToPaymentPage } from './checkout-error';

/** `POST /api/credit-packs/checkout`: a one-off payment (Yape or card) for a pack of credits. */
export function startCreditPackCheckout(packId: string): Promise<{ url: string }> {
  return apiFetch('/api/credit-packs/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pack: packId }),
  });
}

/** Starts the pack's payment and, on success, leaves for the payment page. */
export function useStartCreditPackCheckout() {
  return useMutation({
    mutationFn: startCreditPackCheckout,
    onSuccess: ({ url }) => goToPaymentPage(url),
  });
}
