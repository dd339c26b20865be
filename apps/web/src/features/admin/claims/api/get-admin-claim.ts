import type { AdminClaimDetail } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminClaimsQueryKeyRoot } from './get-admin-claims';

export function getAdminClaim(claimId: string): Promise<AdminClaimDetail> {
  return apiFetch(`/api/admin/claims/${encodeURIComponent(claimId)}`);
}

export const adminClaimQueryOptions = (claimId: string) =>
  queryOptions({
    queryKey: [...adminClaimsQueryKeyRoot, 'detail', claimId],
    queryFn: () => getAdminClaim(claimId),
  });

/** One claim as filed, with its answer and extensions. */
export function useAdminClaim(claimId: string) {
  return useQuery(adminClaimQueryOptions(claimId));
}
