import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/pay-for-me/:token/checkout`: a pack paid for the link's owner. */
export function startLinkCheckout({
  token,
  packId,
}: {
  token: string;
  packId: string;
}): Promise<{ url: string }> {
  return apiFetch(`/api/pay-for-me/${encodeURIComponent(token)}/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pack: packId }),
  });
}

/** Starts the payment and, on success, leaves for the payment page (Mercado Pago or the sandbox). */
export function useStartLinkCheckout() {
  return useMutation({
    mutationFn: startLinkCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
