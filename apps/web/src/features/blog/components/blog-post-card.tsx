import { Link } from 'react-router';
import { blogCategoryLabels, paths, type BlogPostSummary } from '@cvlisto/shared';
import { formatPostDate, formatReadTime } from '../blog-format';
import { PostCover } from './post-cover';

/** A post in a list: category, title linking to the article, summary, date and read time. */
export function BlogPostCard({
  post,
  headingLevel = 'h2',
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md">
      <PostCover imageUrl={post.imageUrl} priority={false} />
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {blogCategoryLabels[post.categoryId]}
      </p>
      <Heading className="text-lg font-bold text-balance">
        {/* The stretched link makes the whole card clickable with one link in the tab order. */}
        <Link
          to={`${paths.blog}/${post.slug}`}
          className="rounded after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="flex-1 text-sm text-ink-muted">{post.description}</p>
      <p className="text-xs text-ink-muted">
        <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time> ·{' '}
        {formatReadTime(post.readTime)}
      </p>
    </article>
  );
}
