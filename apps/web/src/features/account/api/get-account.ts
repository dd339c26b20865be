import { type AccountResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type Account = AccountResponse;

export function getAccount(): Promise<Account> {
  return apiFetch('/api/account');
}

export const accountQueryOptions = queryOptions({
  queryKey: ['account'],
  queryFn: getAccount,
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
