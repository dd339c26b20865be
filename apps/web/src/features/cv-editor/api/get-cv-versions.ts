import type { CvVersionSummary } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cvEditorQueryKeys } from './cv-editor-query-keys';

export async function getCvVersions(cvId: string): Promise<readonly CvVersionSummary[]> {
  const { versions } = await apiFetch<{ versions: CvVersionSummary[] }>(
    `/api/cvs/${encodeURIComponent(cvId)}/versions`,
  );
  return versions;
}

export const cvVersionsQueryOptions = (cvId: string) =>
  queryOptions({
    queryKey: cvEditorQueryKeys.versions(cvId),
    queryFn: () => getCvVersions(cvId),
  });

/** Every version of a CV, newest first. */
export function useCvVersions(cvId: string) {
  return useQuery(cvVersionsQueryOptions(cvId));
}
