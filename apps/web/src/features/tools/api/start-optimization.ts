import { type OptimizationState, type OptimizationType } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { optimizationQueryOptions } from './get-optimization';

export type StartOptimizationInput = {
  type: OptimizationType;
  /** A new upload, or (job mode) an earlier basic optimisation as the base. */
  source: { file: File } | { baseCvId: string };
  jobDescription?: string;
  /** One per submission intent: the server answers a repeat with the first request (issue 11). */
  idempotencyKey: string;
};

/** A new key for a submission; getRandomValues, unlike randomUUID, works on plain http too. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function startOptimization(input: StartOptimizationInput): Promise<OptimizationState> {
  const form = new FormData();
  form.set('type', input.type);
  if ('file' in input.source) form.set('file', input.source.file);
  else form.set('baseCvId', input.source.baseCvId);
  if (input.jobDescription !== undefined) form.set('jobDescription', input.jobDescription);
  // The browser sets the multipart boundary itself: no Content-Type here.
  return apiFetch('/api/optimizations', {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/**
 * Queues an optimisation (202); its state then arrives through `useOptimizationState`.
 * `onStarted` is a hook-level callback on purpose: it still runs when the dialog was closed
 * while the file uploaded, so the job is not lost.
 */
export function useStartOptimization({
  onStarted,
}: {
  onStarted: (state: OptimizationState) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOptimization,
    onSuccess: (state) => {
      queryClient.setQueryData(optimizationQueryOptions(state.id).queryKey, state);
      onStarted(state);
    },
  });
}
