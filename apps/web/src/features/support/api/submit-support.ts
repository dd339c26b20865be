import type { SupportInput } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/support` (signed in): stores the report and notifies the operators. */
export function submitSupport(request: SupportInput): Promise<void> {
  return apiFetch('/api/support', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}

export function useSubmitSupport() {
  return useMutation({ mutationFn: submitSupport });
}
