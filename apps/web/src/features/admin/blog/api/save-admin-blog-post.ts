import type { AdminBlogPost, AdminBlogPostInput, AdminBlogPostResponse } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { invalidateBlogQueries } from './admin-blog-query-keys';

export type SaveAdminBlogPostInput = { id: number | null; input: AdminBlogPostInput };

/** Creates a draft (no id yet) or saves over an article. */
export async function saveAdminBlogPost({
  id,
  input,
}: SaveAdminBlogPostInput): Promise<AdminBlogPost> {
  const { post } = await apiFetch<AdminBlogPostResponse>(
    id === null ? '/api/admin/blog/posts' : `/api/admin/blog/posts/${id}`,
    {
      method: id === null ? 'POST' : 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    },
  );
  return post;
}

export function useSaveAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminBlogPost,
    onSuccess: () => invalidateBlogQueries(queryClient),
  });
}
