import type { BlogPost, BlogPostResponse } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

/**
 * One published article with its sections, or null when the slug is unknown or unpublished (the
 * API's 404): a missing article is an answer the page shows, not a failure.
 */
export async function getBlogPost(slug: string): Promise<BlogPost | null> {
  try {
    const { post } = await apiFetch<BlogPostResponse>(
      `/api/blog/posts/${encodeURIComponent(slug)}`,
    );
    return post;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: () => getBlogPost(slug),
    staleTime: 5 * 60_000,
    // A failure sends the reader back to the list at once (spec/core.md §2).
    retry: false,
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
