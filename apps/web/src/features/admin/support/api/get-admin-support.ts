import type { AdminSupportListQuery, AdminSupportListResponse } from '@cvlisto/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** Every query of the support inbox starts with this key; a reply or "resolved" refreshes it. */
export const adminSupportQueryKeyRoot = ['admin', 'support'] as const;

export async function getAdminSupport(query: AdminSupportListQuery) {
  const { items } = await apiFetch<AdminSupportListResponse>(
    `/api/admin/support?${new URLSearchParams(query).toString()}`,
  );
  return items;
}

export const adminSupportQueryOptions = (query: AdminSupportListQuery) =>
  queryOptions({
    queryKey: [...adminSupportQueryKeyRoot, 'list', query],
    queryFn: () => getAdminSupport(query),
  });

/** Support reports and feedback, newest first; the previous list stays while a filter loads. */
export function useAdminSupport(query: AdminSupportListQuery) {
  return useQuery({ ...adminSupportQueryOptions(query), placeholderData: keepPreviousData });
}
