import { blogCategoryLabels, notFoundPageHeads, paths } from '@cvlisto/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { ArticleHtml } from '../../../components/ui/article-html';
import { buttonClassName } from '../../../components/ui/button';
import { NotFoundMessage } from '../../../components/ui/not-found-message';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useBlogPost } from '../api/get-blog-post';
import { formatPostDate, formatReadTime } from '../blog-format';
import { PostCover } from './post-cover';
import { ShareButton } from './share-button';

/**
 * /blog/{slug}: the article and its body. A failed fetch goes back to the list, replacing the
 * history entry (spec/core.md §2 Blog). An unknown slug says so where the reader asked, with the
 * way to the list (issue 11: the server answers it with a 404, so the page must be the 404 page;
 * a silent move to /blog would also leave the reader wondering where the article went).
 */
export function BlogPostPage({ slug }: { slug: string }) {
  const post = useBlogPost(slug);

  if (post.isError) return <Navigate to={paths.blog} replace />;
  if (post.isPending) {
    return (
      <div className="flex justify-center py-24 text-brand-700">
        <Spinner size="md" label="Cargando artículo…" />
      </div>
    );
  }

  const article = post.data;
  if (!article) {
    return (
      <NotFoundMessage head={notFoundPageHeads.article}>
        <Link to={paths.blog} className={buttonClassName()}>
          Ver todos los artículos
        </Link>
        <Link to={paths.home} className={buttonClassName({ variant: 'secondary' })}>
          Volver al inicio
        </Link>
      </NotFoundMessage>
    );
  }
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={article.title} />
      <Link
        to={paths.blog}
        className="inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Volver al blog
      </Link>
      <header className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {blogCategoryLabels[article.categoryId]}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {article.title}
        </h1>
        <p className="text-lg text-ink-muted">{article.description}</p>
        <p className="text-sm text-ink-muted">
          <time dateTime={article.createdAt}>{formatPostDate(article.createdAt)}</time> ·{' '}
          {formatReadTime(article.readTime)}
        </p>
        <ShareButton title={article.title} />
      </header>
      <PostCover imageUrl={article.imageUrl} priority />
      <ArticleHtml html={article.html} />
      <footer className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6">
        <p className="font-semibold text-brand-800">
          ¿Quieres aplicar estos consejos a tu CV? Tu primera optimización es gratis.
        </p>
        <Link to={paths.home} className="self-start rounded font-semibold text-brand-700 underline">
          Conoce cómo funciona
        </Link>
      </footer>
    </article>
  );
}
