import type { AdminUserList, AdminUserSummary } from '@cvlisto/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeyRoot } from './get-admin-audit';

export async function searchAdminUsers(query: string): Promise<readonly AdminUserSummary[]> {
  const search = new URLSearchParams({ q: query });
  return (await apiFetch<AdminUserList>(`/api/admin/users?${search.toString()}`)).users;
}

export const adminUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...adminQueryKeyRoot, 'users', 'search', query],
    queryFn: () => searchAdminUsers(query),
  });

/** Accounts matching an e-mail or name; the last results stay while a new search loads. */
export function useAdminUsers(query: string) {
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });
}
