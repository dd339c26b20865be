import { paths } from '@cvlisto/shared';
import { Navigate } from 'react-router';

// No post is published yet, so every slug is unknown, and an unknown slug goes back to the blog
// list (spec/core.md §2).
export function BlogPostRoute() {
  return <Navigate to={paths.blog} replace />;
}
