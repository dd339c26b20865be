import type { AdminBlogPostsResponse, AdminBlogPostSummary } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminBlogQueryKeyRoot } from './admin-blog-query-keys';

/** Every article, drafts included, the most recently changed first. */
export async function getAdminBlogPosts(): Promise<AdminBlogPostSummary[]> {
  const { posts } = await apiFetch<AdminBlogPostsResponse>('/api/admin/blog/posts');
  return posts;
}

export const adminBlogPostsQueryOptions = () =>
  queryOptions({ queryKey: [...adminBlogQueryKeyRoot, 'list'], queryFn: getAdminBlogPosts });

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}
