import type { AdminSupportItem, AdminSupportKind } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminSupportQueryKeyRoot } from './get-admin-support';

export type ResolveAdminSupportInput = { kind: AdminSupportKind; id: number };

export function resolveAdminSupport({
  kind,
  id,
}: ResolveAdminSupportInput): Promise<AdminSupportItem> {
  return apiFetch(`/api/admin/support/${kind}/${id}/resolve`, { method: 'POST' });
}

/** Marks a report or feedback resolved; the inbox reloads (also after a 409: already resolved). */
export function useResolveAdminSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAdminSupport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSupportQueryKeyRoot }),
  });
}
