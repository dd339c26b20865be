import type { PayForMeLinkState } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownPayLinkQueryOptions } from './get-own-pay-link';

/** `POST /api/pay-for-me/renew`: a new link; the old one stops working. */
export function renewOwnPayLink(): Promise<PayForMeLinkState> {
  return apiFetch('/api/pay-for-me/renew', { method: 'POST' });
}

export function useRenewOwnPayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewOwnPayLink,
    onSuccess: (state) => queryClient.setQueryData(ownPayLinkQueryOptions.queryKey, state),
  });
}
