import { type CvSummary } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvsQueryKeyRoot } from '../../../lib/query-client';

export type RenameCvInput = { cvId: string; name: string };

export function renameCv({ cvId, name }: RenameCvInput): Promise<CvSummary> {
  return apiFetch(`/api/cvs/${encodeURIComponent(cvId)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
}

/** Renames a CV; every list reloads afterwards (spec/core.md §4). */
export function useRenameCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cvsQueryKeyRoot }),
  });
}
