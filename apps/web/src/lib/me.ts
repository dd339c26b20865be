import type { MeResponse, SessionResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * The signed-in user (or null when signed out): the app's one source of session state.
 * Sign-in and sign-out invalidate it; guards and the shell read it.
 */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<MeResponse | null> =>
    (await apiFetch<SessionResponse>('/api/session')).me,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** The signed-in user, for components rendered only inside signed-in routes. */
export function useSignedInMe() {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInMe must be used inside a signed-in route');
  return data;
}
