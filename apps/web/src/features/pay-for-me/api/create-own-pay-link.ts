import type { PayForMeLinkState } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownPayLinkQueryOptions } from './get-own-pay-link';

/** `POST /api/pay-for-me`: the user's link, made now if they had none. */
export function createOwnPayLink(): Promise<PayForMeLinkState> {
  return apiFetch('/api/pay-for-me', { method: 'POST' });
}

export function useCreateOwnPayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnPayLink,
    onSuccess: (state) => queryClient.setQueryData(ownPayLinkQueryOptions.queryKey, state),
  });
}
