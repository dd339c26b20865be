import type { AdminStats } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeyRoot } from './get-admin-audit';

export const adminStatsQueryOptions = queryOptions({
  queryKey: [...adminQueryKeyRoot, 'stats'],
  queryFn: () => apiFetch<AdminStats>('/api/admin/stats'),
});

/** The Resumen's figures: today and the last 30 days in Lima. */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
