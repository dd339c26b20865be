import type { AdminBlogPost, AdminBlogPostResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../../lib/api-client';
import { adminBlogQueryKeyRoot } from './admin-blog-query-keys';

/** One article as the form edits it; null when there is no such article (deleted meanwhile). */
export async function getAdminBlogPost(id: number): Promise<AdminBlogPost | null> {
  try {
    const { post } = await apiFetch<AdminBlogPostResponse>(`/api/admin/blog/posts/${id}`);
    return post;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const adminBlogPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminBlogQueryKeyRoot, 'post', id],
    queryFn: () => getAdminBlogPost(id),
    // The form keeps what the operator typed; a refetch behind it would only confuse.
    staleTime: Infinity,
  });

export function useAdminBlogPost(id: number) {
  return useQuery(adminBlogPostQueryOptions(id));
}
