import type { AdminBlogPost, AdminBlogPostResponse } from '@cvlisto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { invalidateBlogQueries } from './admin-blog-query-keys';

export type SetAdminBlogPostPublishedInput = { id: number; published: boolean };

/** Publishes the article (on /blog, the landing and the sitemap at once) or takes it down. */
export async function setAdminBlogPostPublished({
  id,
  published,
}: SetAdminBlogPostPublishedInput): Promise<AdminBlogPost> {
  const { post } = await apiFetch<AdminBlogPostResponse>(
    `/api/admin/blog/posts/${id}/${published ? 'publish' : 'unpublish'}`,
    { method: 'POST' },
  );
  return post;
}

export function useSetAdminBlogPostPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminBlogPostPublished,
    onSuccess: () => invalidateBlogQueries(queryClient),
  });
}
