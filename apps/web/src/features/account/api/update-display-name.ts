import { type MeResponse } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/me';
import { accountQueryOptions } from './get-account';

/** `PATCH /api/account`: the name the app greets the user by. */
export function updateDisplayName(displayName: string): Promise<MeResponse> {
  return apiFetch('/api/account', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ displayName }),
  });
}

/** Saves the name; the sidebar and greeting read the answer at once, the profile reloads. */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      return queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey });
    },
  });
}
