import { blogCategoryIds, type BlogSection } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Blog articles (spec/core.md §3 blog_posts); `content` is the list of sections. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    categoryId: text('category_id', { enum: blogCategoryIds }).notNull(),
    /** Minutes. */
    readTime: integer('read_time').notNull(),
    published: boolean('published').notNull().default(false),
    content: jsonb('content').$type<BlogSection[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_unique').on(table.slug),
    // The list and the landing read published posts newest first.
    index('blog_posts_published_created_at_idx').on(table.published, table.createdAt.desc()),
    check(
      'blog_posts_category_valid',
      sql.raw(`category_id in (${blogCategoryIds.map((id) => `'${id}'`).join(', ')})`),
    ),
    check('blog_posts_read_time_positive', sql`${table.readTime} > 0`),
  ],
);
