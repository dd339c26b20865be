import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, readApiError } from '../../../lib/api-client';
import { cvsQueryKeyRoot } from '../../../lib/query-client';
import { commonErrorCodes } from '@cvlisto/shared';

export async function deleteCv(cvId: string): Promise<void> {
  const response = await fetch(`/api/cvs/${encodeURIComponent(cvId)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (response.ok) return;
  // 204 has no body, so apiFetch (which parses JSON) does not fit; errors keep its shape.
  const error = readApiError(await response.json().catch(() => undefined));
  throw error
    ? new ApiRequestError(response.status, error.code, error.message)
    : new ApiRequestError(
        response.status,
        commonErrorCodes.internal,
        'Error en la conexión con el servidor',
      );
}

/** Deletes a CV (its files too, on the server); every list reloads afterwards. */
export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: (_result, cvId) => {
      queryClient.removeQueries({ queryKey: [...cvsQueryKeyRoot, 'report', cvId] });
      return queryClient.invalidateQueries({ queryKey: cvsQueryKeyRoot });
    },
  });
}
