import type { AdminAuditPage } from '@cvlisto/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminQueryKeyRoot = ['admin'] as const;

/** Only the actions on one thing, e.g. one account (`user`, its id). */
export type AdminAuditTarget = { readonly targetType: string; readonly targetId: string };

export function getAdminAudit(
  before: number | null,
  target: AdminAuditTarget | null,
): Promise<AdminAuditPage> {
  const search = new URLSearchParams(target ?? {});
  if (before !== null) search.set('before', String(before));
  const query = search.toString();
  return apiFetch<AdminAuditPage>(`/api/admin/audit${query ? `?${query}` : ''}`);
}

export const adminAuditQueryOptions = (target: AdminAuditTarget | null) =>
  infiniteQueryOptions({
    queryKey: [...adminQueryKeyRoot, 'audit', target],
    queryFn: ({ pageParam }) => getAdminAudit(pageParam, target),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The audit log, newest first (all of it, or one target's); older pages load on demand. */
export function useAdminAudit(target: AdminAuditTarget | null = null) {
  return useInfiniteQuery(adminAuditQueryOptions(target));
}
