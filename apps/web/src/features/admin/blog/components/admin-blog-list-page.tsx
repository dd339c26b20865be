import { blogCategoryLabels, paths, type AdminBlogPostSummary } from '@cvlisto/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { buttonClassName } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import { PageSpinner } from '../../../../components/ui/spinner';
import { formatLimaDate, isScheduled } from '../admin-blog-dates';
import { useAdminBlogPosts } from '../api/get-admin-blog-posts';

/** Blog: every article, drafts and published, the most recently changed first. */
export function AdminBlogListPage() {
  const posts = useAdminBlogPosts();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Blog"
          lead="Escribe, publica y retira artículos. Lo publicado aparece al instante en el blog, el inicio y el mapa del sitio."
        />
        <Link to={paths.adminNewBlogPost} className={buttonClassName()}>
          <Plus className="size-4" aria-hidden />
          Nuevo artículo
        </Link>
      </div>
      {posts.isPending ? (
        <PageSpinner label="Cargando artículos…" />
      ) : posts.isError ? (
        <Alert tone="error">No pudimos cargar los artículos. Recarga la página.</Alert>
      ) : posts.data.length === 0 ? (
        <Alert>Todavía no hay artículos.</Alert>
      ) : (
        <ul className="flex flex-col gap-3">
          {posts.data.map((post) => (
            <AdminBlogListItem key={post.id} post={post} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AdminBlogListItem({ post }: { post: AdminBlogPostSummary }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={paths.adminBlogPost(String(post.id))}
          className="font-semibold break-words text-ink hover:text-brand-700 hover:underline"
        >
          {post.title}
        </Link>
        <p className="text-sm break-all text-ink-muted">/blog/{post.slug}</p>
        <p className="text-sm text-ink-muted">
          {blogCategoryLabels[post.categoryId]} · {post.readTime} min de lectura
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
        <PostStatus post={post} />
        {post.publishedAt && (
          <time dateTime={post.publishedAt} className="text-ink-muted">
            {formatLimaDate(post.publishedAt)}
          </time>
        )}
      </div>
    </li>
  );
}

const statusClassName = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Publicado, Programado (published, its date still ahead) or Borrador. */
export function PostStatus({
  post,
}: {
  post: Pick<AdminBlogPostSummary, 'published' | 'publishedAt'>;
}) {
  if (!post.published) {
    return <span className={`${statusClassName} bg-surface-muted text-ink-muted`}>Borrador</span>;
  }
  if (isScheduled(post.publishedAt)) {
    return <span className={`${statusClassName} bg-accent-500/15 text-ink`}>Programado</span>;
  }
  return <span className={`${statusClassName} bg-success-600/10 text-success-600`}>Publicado</span>;
}
