import { notFoundPageHeads, paths } from '@cvlisto/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { buttonClassName } from '../../../../components/ui/button';
import { NotFoundMessage } from '../../../../components/ui/not-found-message';
import { PageHeader } from '../../../../components/ui/page-header';
import { PageSpinner } from '../../../../components/ui/spinner';
import { useAdminBlogPost } from '../api/get-admin-blog-post';
import { AdminBlogPostForm } from './admin-blog-post-form';

function BackToList() {
  return (
    <Link
      to={paths.adminBlog}
      className="inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Todos los artículos
    </Link>
  );
}

/** Blog › Nuevo artículo. */
export function AdminNewBlogPostPage() {
  return (
    <div className="flex flex-col gap-6">
      <BackToList />
      <PageHeader title="Nuevo artículo" />
      <AdminBlogPostForm post={null} />
    </div>
  );
}

/** Blog › one article, by its id in the address. */
export function AdminEditBlogPostPage({ id }: { id: number }) {
  const post = useAdminBlogPost(id);
  const { state } = useLocation() as { state: { notice?: string } | null };
  if (post.isPending) return <PageSpinner label="Cargando artículo…" />;
  if (post.isError) {
    return <Alert tone="error">No pudimos cargar el artículo. Recarga la página.</Alert>;
  }
  if (!post.data) {
    return (
      <NotFoundMessage head={notFoundPageHeads.article}>
        <Link to={paths.adminBlog} className={buttonClassName()}>
          Ver todos los artículos
        </Link>
      </NotFoundMessage>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <BackToList />
      <PageHeader title="Editar artículo" documentTitle={post.data.title} />
      {/* Keyed: another article starts from its own fields. */}
      <AdminBlogPostForm key={post.data.id} post={post.data} initialNotice={state?.notice} />
    </div>
  );
}
