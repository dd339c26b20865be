import type { BlogPost, BlogPostSummary } from '@cvlisto/shared';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts, blogSeedDismissals } from '../../db/schema';
import { blogReadingMinutes, blogSectionsToMarkdown, renderBlogMarkdown } from './blog-markdown';
import { blogSeedPosts } from './blog-seed-posts';

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  imageUrl: blogPosts.imageUrl,
  categoryId: blogPosts.categoryId,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
};

/**
 * What the public sees: published, and its date has come (an article dated ahead waits). Read
 * from the database on every call, so an operator's change shows at once (issue 16).
 */
const isPublic = () => and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, sql`now()`));

type SummaryRow = Omit<BlogPostSummary, 'createdAt'> & { publishedAt: Date | null };

function toSummary({ publishedAt, ...row }: SummaryRow): BlogPostSummary {
  // A public row always has its date (a check constraint); the fallback only satisfies the type.
  return { ...row, createdAt: (publishedAt ?? new Date(0)).toISOString() };
}

/** Published posts, newest first (spec/core.md §7); `limit` for the landing page's three. */
export async function listPublishedPosts(
  db: Database,
  limit: number | undefined,
): Promise<BlogPostSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toSummary);
}

/** One published post by slug, its body rendered; undefined for an unknown or unpublished one. */
export async function findPublishedPost(db: Database, slug: string): Promise<BlogPost | undefined> {
  return (await findPublishedPostWithDates(db, slug))?.post;
}

/** findPublishedPost, and when it last changed (the article page's structured data, issue 17). */
export async function findPublishedPostWithDates(
  db: Database,
  slug: string,
): Promise<{ post: BlogPost; updatedAt: string } | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyMarkdown: blogPosts.bodyMarkdown,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic()))
    .limit(1);
  if (!row) return undefined;
  const { bodyMarkdown, updatedAt, ...summary } = row;
  const post = { ...toSummary(summary), html: renderBlogMarkdown(bodyMarkdown) };
  return { post, updatedAt: updatedAt.toISOString() };
}

/**
 * Loads the shipped articles, run on every start right after the migrations. Upserting by slug
 * makes it safe to run twice (or from two processes at once) and lets an edited article in the
 * code reach an existing database — unless an operator has changed that article (then it stays
 * as the operator left it) or deleted it (then it is not brought back). Posts added by other
 * means are left alone.
 */
export async function seedBlogPosts(db: Database): Promise<void> {
  // A shipped article deleted while this runs comes back once; deleting one is rare enough.
  const dismissed = await db.select({ slug: blogSeedDismissals.slug }).from(blogSeedDismissals);
  const dismissedSlugs = new Set(dismissed.map((row) => row.slug));
  const posts = blogSeedPosts.filter((post) => !dismissedSlugs.has(post.slug));
  if (posts.length === 0) return;
  await db
    .insert(blogPosts)
    .values(
      posts.map((post) => {
        const bodyMarkdown = blogSectionsToMarkdown(post.content);
        return {
          slug: post.slug,
          title: post.title,
          description: post.description,
          imageUrl: post.imageUrl,
          categoryId: post.categoryId,
          readTime: blogReadingMinutes(bodyMarkdown),
          published: true,
          bodyMarkdown,
          publishedAt: new Date(post.createdAt),
          createdAt: new Date(post.createdAt),
        };
      }),
    )
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        imageUrl: sql`excluded.image_url`,
        categoryId: sql`excluded.category_id`,
        readTime: sql`excluded.read_time`,
        bodyMarkdown: sql`excluded.body_markdown`,
        publishedAt: sql`excluded.published_at`,
        createdAt: sql`excluded.created_at`,
        updatedAt: sql`now()`,
      },
      setWhere: isNull(blogPosts.operatorEditedAt),
    });
}
