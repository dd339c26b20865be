import type { CvEditorState } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvEditorQueryKeys } from './cv-editor-query-keys';

export function getCvDocument(cvId: string): Promise<CvEditorState> {
  return apiFetch(`/api/cvs/${encodeURIComponent(cvId)}/document`);
}

export const cvDocumentQueryOptions = (cvId: string) =>
  queryOptions({
    queryKey: cvEditorQueryKeys.document(cvId),
    queryFn: () => getCvDocument(cvId),
    // The editor keeps its own draft: a refetch in the background would only be thrown away.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The stored CV as the editor opens it: its document, look, version, score and findings. */
export function useCvDocument(cvId: string) {
  return useQuery(cvDocumentQueryOptions(cvId));
}
