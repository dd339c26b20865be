import { blogPostsResponseSchema, type BlogPostSummary } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Published posts, newest first; `limit` caps them (3 on the landing, spec/core.md §9). */
export function getBlogPosts(limit?: number): Promise<BlogPostSummary[]> {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  return apiFetch(`/api/blog/posts${query}`, (body) => blogPostsResponseSchema.parse(body).posts);
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
