import type { AdminUserDetail } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeyRoot } from './get-admin-audit';

export const adminUserQueryKey = (userId: string) =>
  [...adminQueryKeyRoot, 'users', 'detail', userId] as const;

export function getAdminUser(userId: string): Promise<AdminUserDetail> {
  return apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`);
}

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUserQueryKey(userId), queryFn: () => getAdminUser(userId) });

/** One account as the back office shows it. */
export function useAdminUser(userId: string) {
  return useQuery(adminUserQueryOptions(userId));
}
