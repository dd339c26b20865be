import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPostCard } from './blog-post-card';

/** /blog: every published post, newest first (spec/core.md §2, §7). */
export function BlogListPage() {
  const posts = useBlogPosts();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        title="Blog"
        documentTitle="Blog: consejos para tu CV y tu búsqueda de empleo"
        lead="Consejos para tu CV, para pasar los filtros ATS y para avanzar en tu carrera en el Perú."
      />
      {posts.isPending ? (
        <div className="flex justify-center py-12 text-brand-700">
          <Spinner size="md" label="Cargando artículos…" />
        </div>
      ) : posts.isError || posts.data.length === 0 ? (
        // A failed fetch is only logged and the list stays empty (spec/core.md §8).
        <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">
          Todavía no hay artículos publicados. Vuelve pronto.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Artículos">
          {posts.data.map((post) => (
            <li key={post.slug}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
