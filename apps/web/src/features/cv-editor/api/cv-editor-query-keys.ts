// The editor's queries live under the CV root key, so whatever refreshes the CV list (a rename, a
// deletion, a finished optimisation) refreshes them too.
import { cvsQueryKeyRoot } from '../../../lib/query-client';

export const cvEditorQueryKeys = {
  document: (cvId: string) => [...cvsQueryKeyRoot, 'document', cvId] as const,
  versions: (cvId: string) => [...cvsQueryKeyRoot, 'versions', cvId] as const,
};
