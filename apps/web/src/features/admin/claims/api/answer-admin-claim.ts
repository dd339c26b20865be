import type { AdminClaimAnswerInput, AdminClaimDetail } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminClaimsQueryKeyRoot } from './get-admin-claims';

export type AnswerAdminClaimInput = AdminClaimAnswerInput & { claimId: number };

export function answerAdminClaim({
  claimId,
  ...body
}: AnswerAdminClaimInput): Promise<AdminClaimDetail> {
  return apiFetch(`/api/admin/claims/${claimId}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Sends the answer (stored once, e-mailed to the consumer); the book reloads afterwards, and also
 * after a 409, which means another operator answered first.
 */
export function useAnswerAdminClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAdminClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminClaimsQueryKeyRoot }),
  });
}
