import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { PublicLayout } from '../layouts/public-layout';

/** /blog: published posts, newest first (spec/core.md §2). */
export function BlogRoute() {
  return (
    <PublicLayout>
      <BlogListPage />
    </PublicLayout>
  );
}
