import type { PayForMeSandboxSession } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/pay-for-me/:token/sandbox/:id`: a test payment started through the link. */
export function getLinkSandboxSession(
  token: string,
  sessionId: string,
): Promise<PayForMeSandboxSession> {
  return apiFetch(
    `/api/pay-for-me/${encodeURIComponent(token)}/sandbox/${encodeURIComponent(sessionId)}`,
  );
}

export const linkSandboxSessionQueryOptions = (token: string, sessionId: string) =>
  queryOptions({
    queryKey: ['pay-for-me', 'sandbox', token, sessionId],
    queryFn: () => getLinkSandboxSession(token, sessionId),
    refetchOnWindowFocus: false,
  });

export function useLinkSandboxSession(token: string, sessionId: string) {
  return useQuery(linkSandboxSessionQueryOptions(token, sessionId));
}
