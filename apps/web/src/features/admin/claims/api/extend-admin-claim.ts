import type { AdminClaimDetail, AdminClaimExtensionValues } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminClaimsQueryKeyRoot } from './get-admin-claims';

export type ExtendAdminClaimInput = AdminClaimExtensionValues & { claimId: number };

export function extendAdminClaim({
  claimId,
  ...body
}: ExtendAdminClaimInput): Promise<AdminClaimDetail> {
  return apiFetch(`/api/admin/claims/${claimId}/extensions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Records an extension (e-mailed to the consumer as prior notice); the book reloads. */
export function useExtendAdminClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendAdminClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminClaimsQueryKeyRoot }),
  });
}
