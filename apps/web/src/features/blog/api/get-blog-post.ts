import type { BlogPost, BlogPostResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** One published article with its sections; 404 when the slug is unknown or unpublished. */
export async function getBlogPost(slug: string): Promise<BlogPost> {
  const { post } = await apiFetch<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`);
  return post;
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: () => getBlogPost(slug),
    staleTime: 5 * 60_000,
    // An unknown slug or a failure sends the reader back to the list at once (spec/core.md §2).
    retry: false,
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
