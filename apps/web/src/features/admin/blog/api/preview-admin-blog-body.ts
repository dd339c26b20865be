import type { AdminBlogPreviewResponse } from '@cvlisto/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { adminBlogQueryKeyRoot } from './admin-blog-query-keys';

/** The body as the article page will show it: rendered by the server's one renderer. */
export function previewAdminBlogBody(bodyMarkdown: string): Promise<AdminBlogPreviewResponse> {
  return apiFetch<AdminBlogPreviewResponse>('/api/admin/blog/preview', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ bodyMarkdown }),
  });
}

export const adminBlogPreviewQueryOptions = (bodyMarkdown: string) =>
  queryOptions({
    queryKey: [...adminBlogQueryKeyRoot, 'preview', bodyMarkdown],
    queryFn: () => previewAdminBlogBody(bodyMarkdown),
    staleTime: Infinity,
    // While the next text renders, the last preview stays instead of blinking away.
    placeholderData: keepPreviousData,
  });

/** A live preview that follows the text once typing pauses. */
export function useAdminBlogPreview(bodyMarkdown: string) {
  return useQuery(adminBlogPreviewQueryOptions(useDebouncedValue(bodyMarkdown, 400)));
}
