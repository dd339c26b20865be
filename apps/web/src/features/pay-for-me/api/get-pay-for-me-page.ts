import type { PayForMePage } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/pay-for-me/:token` (no sign-in): whom the link pays for, and the packs on sale. */
export function getPayForMePage(token: string): Promise<PayForMePage> {
  return apiFetch(`/api/pay-for-me/${encodeURIComponent(token)}`);
}

export const payForMePageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['pay-for-me', 'page', token],
    queryFn: () => getPayForMePage(token),
    // Each lookup counts against the visitor's address: no refetch on every focus.
    refetchOnWindowFocus: false,
  });

export function usePayForMePage(token: string) {
  return useQuery(payForMePageQueryOptions(token));
}
