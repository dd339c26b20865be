import { type ClaimInput, type ClaimResponse } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/claims` (public): answers the claim's correlative number, e.g. 000000001-2026. */
export function submitClaim(claim: ClaimInput): Promise<ClaimResponse> {
  return apiFetch('/api/claims', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(claim),
  });
}

export function useSubmitClaim() {
  return useMutation({ mutationFn: submitClaim });
}
