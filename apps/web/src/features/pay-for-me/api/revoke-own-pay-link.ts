import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownPayLinkQueryOptions } from './get-own-pay-link';

/** `DELETE /api/pay-for-me` (204): the link stops working; no new one until the user asks. */
export async function revokeOwnPayLink(): Promise<void> {
  await apiFetch<undefined>('/api/pay-for-me', { method: 'DELETE' });
}

export function useRevokeOwnPayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOwnPayLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownPayLinkQueryOptions.queryKey }),
  });
}
