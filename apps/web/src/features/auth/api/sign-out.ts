import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/me';

export async function signOut(): Promise<void> {
  // A failed sign-out is only logged (spec/core.md §8); the local session is dropped either way.
  const { error } = await authClient.signOut();
  if (error) console.error('Sign-out failed', error);
}

/** Signs out and forgets every cached user-specific query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== meQueryOptions.queryKey[0] && query.queryKey[0] !== 'public-config',
      });
    },
  });
}
