import type { AdminClaimFilter, AdminClaimListResponse } from '@cvlisto/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** Every query of the complaints book starts with this key; an answer or extension refreshes it. */
export const adminClaimsQueryKeyRoot = ['admin', 'claims'] as const;

export async function getAdminClaims(status: AdminClaimFilter) {
  const { claims } = await apiFetch<AdminClaimListResponse>(
    `/api/admin/claims?${new URLSearchParams({ status }).toString()}`,
  );
  return claims;
}

export const adminClaimsQueryOptions = (status: AdminClaimFilter) =>
  queryOptions({
    queryKey: [...adminClaimsQueryKeyRoot, 'list', status],
    queryFn: () => getAdminClaims(status),
  });

/** The book sorted by deadline (the server's order); the previous list stays while a filter loads. */
export function useAdminClaims(status: AdminClaimFilter) {
  return useQuery({ ...adminClaimsQueryOptions(status), placeholderData: keepPreviousData });
}
