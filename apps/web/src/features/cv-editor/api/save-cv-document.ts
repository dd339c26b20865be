import type { CvEditorState, SaveCvDocumentRequest } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshAfterWrite } from './refresh-after-write';

export function saveCvDocument(
  cvId: string,
  request: SaveCvDocumentRequest,
): Promise<CvEditorState> {
  return apiFetch(`/api/cvs/${encodeURIComponent(cvId)}/document`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}

/**
 * Saves the document and/or its look as a new version (409 when `baseVersion` is not the current
 * one); the server renders the files again at no credit cost.
 */
export function useSaveCvDocument(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveCvDocumentRequest) => saveCvDocument(cvId, request),
    onSuccess: (state) => refreshAfterWrite(queryClient, state),
  });
}
