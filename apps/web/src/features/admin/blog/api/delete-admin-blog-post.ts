import { commonErrorCodes } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, readApiError } from '../../../../lib/api-client';
import { adminBlogQueryKeyRoot, invalidateBlogQueries } from './admin-blog-query-keys';

/** Deletes the article for good (the audit log keeps what it said). */
export async function deleteAdminBlogPost(id: number): Promise<void> {
  const response = await fetch(`/api/admin/blog/posts/${id}`, {
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

export function useDeleteAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminBlogPost,
    onSuccess: (_result, id) => {
      // The deleted article's own query would refetch into a 404 behind the list.
      queryClient.removeQueries({ queryKey: [...adminBlogQueryKeyRoot, 'post', id] });
      return invalidateBlogQueries(queryClient);
    },
  });
}
