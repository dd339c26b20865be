import { type SandboxCheckoutSession } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/checkout/sandbox/:id`: a test payment session of the signed-in user. */
export function getSandboxCheckout(sessionId: string): Promise<SandboxCheckoutSession> {
  return apiFetch(`/api/checkout/sandbox/${encodeURIComponent(sessionId)}`);
}

export const sandboxCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['sandbox-checkout', sessionId],
    queryFn: () => getSandboxCheckout(sessionId),
  });

export function useSandboxCheckout(sessionId: string) {
  return useQuery(sandboxCheckoutQueryOptions(sessionId));
}
