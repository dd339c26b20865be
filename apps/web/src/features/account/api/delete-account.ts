import type { deleteAccountSchema, z } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/me';

/** The reasons of `deleted_users_reasons` (spec/core.md §3), as `DELETE /api/account` takes them. */
export type DeletionReasons = z.input<typeof deleteAccountSchema>;

/** `DELETE /api/account`: records the reasons, then deletes the user and everything theirs. */
export async function deleteAccount(reasons: DeletionReasons): Promise<void> {
  await apiFetch('/api/account', {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(reasons),
  });
}

/**
 * Deletes the account and signs out locally (the server has already ended the session), then
 * `leave`s for /login. The session is cleared first, or /login would send a "signed-in" user on.
 */
export function useDeleteAccount({ leave }: { leave: () => Promise<void> | void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== meQueryOptions.queryKey[0] && query.queryKey[0] !== 'public-config',
      });
      await leave();
    },
  });
}
