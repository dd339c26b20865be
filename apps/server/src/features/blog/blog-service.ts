import type { BlogPost, BlogPostSummary } from '@cvlisto/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { blogSeedPosts } from './blog-seed-posts';

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  imageUrl: blogPosts.imageUrl,
  categoryId: blogPosts.categoryId,
  readTime: blogPosts.readTime,
  createdAt: blogPosts.createdAt,
};

/** Published posts, newest first (spec/core.md §7); `limit` for the landing page's three. */
export async function listPublishedPosts(
  db: Database,
  limit: number | undefined,
): Promise<BlogPostSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One published post by slug; undefined for an unknown or unpublished one. */
export async function findPublishedPost(db: Database, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : undefined;
}

/**
 * Loads the shipped articles, run on every start right after the migrations. Upserting by slug
 * makes it safe to run twice (or from two processes at once) and lets an edited article in the
 * code reach an existing database; posts added by other means are left alone.
 */
export async function seedBlogPosts(db: Database): Promise<void> {
  await db
    .insert(blogPosts)
    .values(
      blogSeedPosts.map((post) => ({
        slug: post.slug,
        title: post.title,
        description: post.description,
        imageUrl: post.imageUrl,
        categoryId: post.categoryId,
        readTime: post.readTime,
        published: true,
        content: [...post.content],
        createdAt: new Date(post.createdAt),
      })),
    )
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        imageUrl: sql`excluded.image_url`,
        categoryId: sql`excluded.category_id`,
        readTime: sql`excluded.read_time`,
        content: sql`excluded.content`,
        createdAt: sql`excluded.created_at`,
        updatedAt: sql`now()`,
      },
    });
}
