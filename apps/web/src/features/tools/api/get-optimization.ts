import { optimizationStateSchema, type OptimizationState } from '@cvlisto/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/me';
import { cvsQueryKeyRoot } from '../../../lib/query-client';

export function getOptimization(id: string): Promise<OptimizationState> {
  return apiFetch(`/api/optimizations/${encodeURIComponent(id)}`);
}

export const optimizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['optimizations', id],
    queryFn: () => getOptimization(id),
    // Live updates arrive from the event stream below, not from refetching.
    staleTime: Infinity,
  });

export function isFinalOptimizationState(state: OptimizationState): boolean {
  return state.status === 'done' || state.status === 'failed';
}

const pollIntervalMs = 1000;

/**
 * A running optimisation's state, pushed by the server (Server-Sent Events, PRODUCT.md §3.4) into
 * the query cache; if the stream fails before a final state, the state is polled every second.
 * When it finishes, the credits and the CV lists are refreshed (the server debited one credit and
 * stored the CV in the same transaction).
 */
export function useOptimizationState(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...optimizationQueryOptions(id ?? ''),
    enabled: id !== null,
  });

  const receive = useEffectEvent((state: OptimizationState) => {
    const key = optimizationQueryOptions(state.id).queryKey;
    const previous = queryClient.getQueryData(key);
    queryClient.setQueryData(key, state);
    if (isFinalOptimizationState(state) && previous?.status !== state.status) {
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: cvsQueryKeyRoot });
    }
  });

  useEffect(() => {
    if (id === null) return;
    let finished = false;
    let pollTimer: number | undefined;
    const source = new EventSource(`/api/optimizations/${encodeURIComponent(id)}/events`, {
      withCredentials: true,
    });

    const handle = (state: OptimizationState) => {
      receive(state);
      if (isFinalOptimizationState(state)) {
        finished = true;
        source.close();
        window.clearTimeout(pollTimer);
      }
    };

    const poll = async () => {
      try {
        handle(await getOptimization(id));
      } catch (error) {
        // A job that is gone (4xx) stops being asked about; a network blip is tried again.
        if (error instanceof ApiRequestError && error.status < 500) finished = true;
      }
      if (!finished) pollTimer = window.setTimeout(() => void poll(), pollIntervalMs);
    };

    source.addEventListener('state', (event) => {
      const parsed = optimizationStateSchema.safeParse(JSON.parse(event.data as string));
      if (parsed.success) handle(parsed.data);
    });
    source.addEventListener('error', () => {
      // The server closes the stream after the final state; anything else falls back to polling.
      source.close();
      if (!finished && pollTimer === undefined) void poll();
    });

    return () => {
      finished = true;
      source.close();
      window.clearTimeout(pollTimer);
    };
  }, [id]);

  return id === null ? undefined : query;
}
