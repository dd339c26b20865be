import type { SandboxRedirectResponse } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type LinkSandboxOutcome = 'complete' | 'cancel';

/**
 * `POST /api/pay-for-me/:token/sandbox/:id/complete|cancel`: the test payment page's two buttons;
 * the server runs the fulfilment Mercado Pago's webhook runs and says where to go next.
 */
export function finishLinkSandboxSession({
  token,
  sessionId,
  outcome,
}: {
  token: string;
  sessionId: string;
  outcome: LinkSandboxOutcome;
}): Promise<SandboxRedirectResponse> {
  return apiFetch(
    `/api/pay-for-me/${encodeURIComponent(token)}/sandbox/${encodeURIComponent(sessionId)}/${outcome}`,
    { method: 'POST' },
  );
}

export function useFinishLinkSandboxSession() {
  return useMutation({ mutationFn: finishLinkSandboxSession });
}
