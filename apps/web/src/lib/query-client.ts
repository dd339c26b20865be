import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
    },
  },
});

/**
 * The root key of every optimised-CV query (lists, base CVs, reports). The tools feature
 * invalidates it when an optimisation finishes; the CV feature when a CV is renamed or deleted.
 */
export const cvsQueryKeyRoot = ['cvs'] as const;
