import type { AdminAuditPage } from '@cvlisto/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminQueryKeyRoot = ['admin'] as const;

export function getAdminAudit(before: number | null): Promise<AdminAuditPage> {
  const search = before === null ? '' : `?before=${before}`;
  return apiFetch<AdminAuditPage>(`/api/admin/audit${search}`);
}

export const adminAuditQueryOptions = infiniteQueryOptions({
  queryKey: [...adminQueryKeyRoot, 'audit'],
  queryFn: ({ pageParam }) => getAdminAudit(pageParam),
  initialPageParam: null as number | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** The audit log, newest first; older pages load on demand. */
export function useAdminAudit() {
  return useInfiniteQuery(adminAuditQueryOptions);
}
