import { paths } from '@cvlisto/shared';
import { Navigate, useParams } from 'react-router';
import { BlogPostPage } from '../../features/blog/components/blog-post-page';
import { PublicLayout } from '../layouts/public-layout';

/** /blog/{slug}: one article, or the not-found page for an unknown slug (issue 11). */
export function BlogPostRoute() {
  const { slug } = useParams();
  if (!slug) return <Navigate to={paths.blog} replace />;
  return (
    <PublicLayout>
      {/* Keyed by slug so moving between articles starts from a fresh state. */}
      <BlogPostPage key={slug} slug={slug} />
    </PublicLayout>
  );
}
