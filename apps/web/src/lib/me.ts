import { meResponseSchema, type MeResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from './api-client';

/**
 * The signed-in user (or null when signed out): the app's one source of session state.
 * Sign-in and sign-out invalidate it; guards and the shell read it.
 */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<MeResponse | null> => {
    try {
      return await apiFetch('/api/me', meResponseSchema.parse);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
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
