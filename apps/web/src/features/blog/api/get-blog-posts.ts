import type { BlogPostSummary, BlogPostsResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Published posts, newest first; `limit` caps them (3 on the landing, spec/core.md §9). */
export async function getBlogPosts(limit?: number): Promise<BlogPostSummary[]> {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  const { posts } = await apiFetch<BlogPostsResponse>(`/api/blog/posts${query}`);
  return posts;
}

export const blogPostsQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: ['blog-posts', { limit: limit ?? null }],
    queryFn: () => getBlogPosts(limit),
    staleTime: 5 * 60_000,
  });

export function useBlogPosts(limit?: number) {
  return useQuery(blogPostsQueryOptions(limit));
}
