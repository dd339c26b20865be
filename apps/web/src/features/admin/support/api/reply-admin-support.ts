import type { AdminSupportItem, AdminSupportKind, AdminSupportReplyInput } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminSupportQueryKeyRoot } from './get-admin-support';

export type ReplyAdminSupportInput = AdminSupportReplyInput & {
  kind: AdminSupportKind;
  id: number;
};

export function replyAdminSupport({
  kind,
  id,
  ...body
}: ReplyAdminSupportInput): Promise<AdminSupportItem> {
  return apiFetch(`/api/admin/support/${kind}/${id}/replies`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** E-mails the reply to the user and stores it with the request; the inbox reloads. */
export function useReplyAdminSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyAdminSupport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSupportQueryKeyRoot }),
  });
}
