import type { AdminCreditAdjustment, AdminCreditAdjustmentResult } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeyRoot } from './get-admin-audit';

/** `POST /api/admin/users/:id/credits`: a grant (positive) or removal (negative), audited. */
export function adjustAdminCredits(
  userId: string,
  adjustment: AdminCreditAdjustment,
): Promise<AdminCreditAdjustmentResult> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/credits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adjustment),
  });
}

/** Refreshes the account, the search results and the audit log, which all show the change. */
export function useAdjustAdminCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: AdminCreditAdjustment) => adjustAdminCredits(userId, adjustment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeyRoot }),
  });
}
