import type { CvEditorState } from '@cvlisto/shared';
import type { QueryClient } from '@tanstack/react-query';
import { cvsQueryKeyRoot } from '../../../lib/query-client';
import { cvEditorQueryKeys } from './cv-editor-query-keys';

/**
 * After a save, a restore or a creation: the editor's document becomes the server's answer, and
 * everything else about CVs (the list's dates, the versions, the report) is fetched again.
 */
export function refreshAfterWrite(queryClient: QueryClient, state: CvEditorState): Promise<void> {
  const documentKey = cvEditorQueryKeys.document(state.cvId);
  queryClient.setQueryData(documentKey, state);
  return queryClient.invalidateQueries({
    queryKey: cvsQueryKeyRoot,
    predicate: (query) => query.queryKey[1] !== documentKey[1],
  });
}
