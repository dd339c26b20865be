import { blogCategoryIds } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Blog articles (spec/core.md §3 blog_posts; issue 16): the body is Markdown, rendered and
 * sanitised on the server when read. Public when `published` and its `published_at` has come.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The cover's public address (an uploaded cover is served by /api/blog/images/). */
    imageUrl: text('image_url'),
    categoryId: text('category_id', { enum: blogCategoryIds }).notNull(),
    /** Minutes. */
    readTime: integer('read_time').notNull(),
    published: boolean('published').notNull().default(false),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    /** The date the article shows and is ordered by; a future one holds it back until then. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Set once an operator changes the article: from then on the shipped seed (run on every
     * start) leaves it as the operator made it.
     */
    operatorEditedAt: timestamp('operator_edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_unique').on(table.slug),
    // The list and the landing read published posts newest first.
    index('blog_posts_published_published_at_idx').on(table.published, table.publishedAt.desc()),
    check(
      'blog_posts_category_valid',
      sql.raw(`category_id in (${blogCategoryIds.map((id) => `'${id}'`).join(', ')})`),
    ),
    check('blog_posts_read_time_positive', sql`${table.readTime} > 0`),
    check('blog_posts_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      'blog_posts_published_has_date',
      sql`not ${table.published} or ${table.publishedAt} is not null`,
    ),
  ],
);

/**
 * Shipped articles an operator deleted: the seed, run on every start, does not bring them back.
 */
export const blogSeedDismissals = pgTable('blog_seed_dismissals', {
  slug: text('slug').primaryKey(),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
});
