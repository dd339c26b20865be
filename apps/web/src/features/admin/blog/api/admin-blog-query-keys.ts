// The back office's blog queries, and the public blog's: a change made here must reach both
// (the public keys are the blog feature's, repeated rather than imported: features stay apart).
import type { QueryClient } from '@tanstack/react-query';

export const adminBlogQueryKeyRoot = ['admin', 'blog'] as const;
const publicBlogQueryKeyRoots = [['blog-posts'], ['blog-post']] as const;

/** After a change: the back office's lists and article, and the public list and articles. */
export async function invalidateBlogQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [adminBlogQueryKeyRoot, ...publicBlogQueryKeyRoots].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
