import type { CvEditorState } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshAfterWrite } from './refresh-after-write';

export type RestoreCvVersionInput = { version: number; baseVersion: number };

export function restoreCvVersion(
  cvId: string,
  { version, baseVersion }: RestoreCvVersionInput,
): Promise<CvEditorState> {
  return apiFetch(`/api/cvs/${encodeURIComponent(cvId)}/versions/${version}/restore`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ baseVersion }),
  });
}

/** Makes an earlier version the current one, as a new version (the history is never rewritten). */
export function useRestoreCvVersion(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RestoreCvVersionInput) => restoreCvVersion(cvId, input),
    onSuccess: (state) => refreshAfterWrite(queryClient, state),
  });
}
