import type { PayForMeLinkState } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/pay-for-me`: the signed-in user's pay-for-me link, and whether links are offered. */
export function getOwnPayLink(): Promise<PayForMeLinkState> {
  return apiFetch('/api/pay-for-me');
}

export const ownPayLinkQueryOptions = queryOptions({
  queryKey: ['pay-for-me', 'own'],
  queryFn: getOwnPayLink,
});

export function useOwnPayLink() {
  return useQuery(ownPayLinkQueryOptions);
}
