import { type BillingConfig } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getBillingConfig(): Promise<BillingConfig> {
  return apiFetch('/api/billing/config');
}

export const billingConfigQueryOptions = queryOptions({
  queryKey: ['billing-config'],
  queryFn: getBillingConfig,
  // Decided when the server starts: it does not change while the page is open.
  staleTime: Infinity,
});

/** Which payment paths this deployment offers, and the credit packs on sale. */
export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}
