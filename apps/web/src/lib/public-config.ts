import type { PublicConfig } from '@cvlisto/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Run-time settings from the server (product name, support e-mail, social links, sign-in options). */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQueryOptions).data;
}
