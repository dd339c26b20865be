import { landingBlogPostCount, paths } from '@cvlisto/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPostCard } from './blog-post-card';

/**
 * The landing's three latest published posts with links to each article and to /blog. A fetch
 * failure is only logged by the query layer and the block stays out of the way (spec §8).
 */
export function LatestPostsSection() {
  const posts = useBlogPosts(landingBlogPostCount);
  if (posts.isError || (posts.isSuccess && posts.data.length === 0)) return null;
  return (
    <section aria-labelledby="ultimos-articulos" className="bg-surface-muted py-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-2">
            <h2 id="ultimos-articulos" className="text-3xl font-bold tracking-tight">
              Del blog
            </h2>
            <p className="text-ink-muted">Consejos prácticos para postular con más confianza.</p>
          </div>
          <Link
            to={paths.blog}
            className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:underline"
          >
            Ver todos los artículos
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        {/* A fixed-height placeholder while loading keeps the page from shifting. */}
        {posts.isPending ? (
          <div className="h-56 animate-pulse rounded-2xl bg-surface" aria-hidden />
        ) : (
          <ul className="grid gap-4 md:grid-cols-3" aria-label="Últimos artículos">
            {posts.data.map((post) => (
              <li key={post.slug}>
                <BlogPostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
