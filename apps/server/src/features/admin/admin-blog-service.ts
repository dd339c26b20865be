// The back office's blog (issue 16): an operator writes, publishes, withdraws and deletes
// articles. Each change is written with its audit row in one transaction, then the public pages'
// caches are told; a cover file no article uses any more is removed once the change is committed.
import {
  adminBlogAuditActions,
  adminBlogErrorCodes,
  adminBlogMessages,
  commonErrorCodes,
  type AdminBlogPost,
  type AdminBlogPostInput,
  type AdminBlogPostSummary,
} from '@cvlisto/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts, blogSeedDismissals } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import type { BlogChanges } from '../blog/blog-changes';
import { blogCoverKeyOfUrl, newBlogCoverLocation } from '../blog/blog-cover-files';
import { blogReadingMinutes, renderBlogMarkdown } from '../blog/blog-markdown';
import { blogSeedPosts } from '../blog/blog-seed-posts';
import { recordAdminAction } from './admin-audit';
import { processBlogCover } from './admin-blog-cover';

export type AdminBlogDependencies = {
  readonly db: Database;
  readonly storage: FileStorage;
  readonly blogChanges: BlogChanges;
  readonly logger: Logger;
};

/** The operator acting, as the audit log names them. */
export type AdminBlogActor = { readonly id: string };

type BlogPostRow = typeof blogPosts.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const auditTargetType = 'blog_post';

const shippedSlugs: ReadonlySet<string> = new Set(blogSeedPosts.map((post) => post.slug));

function toAdminPost(row: BlogPostRow): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    imageUrl: row.imageUrl,
    bodyMarkdown: row.bodyMarkdown,
    readTime: row.readTime,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new HttpError(404, commonErrorCodes.notFound, adminBlogMessages.notFound);
const slugTaken = () =>
  new HttpError(409, adminBlogErrorCodes.slugTaken, adminBlogMessages.slugTaken, 'slug');

/** Every article, drafts included, the most recently changed first. */
export async function listAdminBlogPosts(db: Database): Promise<AdminBlogPostSummary[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      categoryId: blogPosts.categoryId,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      readTime: blogPosts.readTime,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getAdminBlogPost(db: Database, id: number): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw notFound();
  return toAdminPost(row);
}

/** The body as the article page will show it, for the form's preview. */
export function previewBlogBody(bodyMarkdown: string): { html: string; readTime: number } {
  return { html: renderBlogMarkdown(bodyMarkdown), readTime: blogReadingMinutes(bodyMarkdown) };
}

/** PostgreSQL's unique_violation, as node-postgres reports it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

async function assertSlugFree(tx: Transaction, slug: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      exceptId === undefined
        ? eq(blogPosts.slug, slug)
        : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)),
    )
    .limit(1);
  if (other) throw slugTaken();
}

async function lockPost(tx: Transaction, id: number): Promise<BlogPostRow> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Runs one change and its audit row in a transaction; after the commit, tells the page caches and
 * removes the cover files the change left unused. Two operators saving the same slug at once:
 * the unique index refuses the second, reported like the check before it.
 */
async function commitChange<Result>(
  dependencies: AdminBlogDependencies,
  change: (tx: Transaction) => Promise<{ result: Result; releasedCoverUrls: (string | null)[] }>,
): Promise<Result> {
  let outcome: Awaited<ReturnType<typeof change>>;
  try {
    outcome = await dependencies.db.transaction(change);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  dependencies.blogChanges.notify();
  await removeUnusedCovers(dependencies, outcome.releasedCoverUrls);
  return outcome.result;
}

async function removeUnusedCovers(
  { db, storage, logger }: AdminBlogDependencies,
  urls: readonly (string | null)[],
): Promise<void> {
  for (const url of new Set(urls)) {
    const key = blogCoverKeyOfUrl(url);
    if (!key || !url) continue;
    const [stillUsed] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.imageUrl, url))
      .limit(1);
    if (stillUsed) continue;
    // The change is committed; a file left behind only takes space.
    await storage.delete(key).catch((error: unknown) => {
      logger.warn({ err: error, key }, 'could not remove an unused blog cover');
    });
  }
}

/** The columns an input sets; the reading time is counted from the body, never typed. */
function columnsOf(input: AdminBlogPostInput) {
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    categoryId: input.categoryId,
    imageUrl: input.imageUrl,
    bodyMarkdown: input.bodyMarkdown,
    readTime: blogReadingMinutes(input.bodyMarkdown),
    publishedAt: input.publishedAt === null ? null : new Date(input.publishedAt),
  };
}

/** A new draft. */
export async function createAdminBlogPost(
  dependencies: AdminBlogDependencies,
  actor: AdminBlogActor,
  input: AdminBlogPostInput,
): Promise<AdminBlogPost> {
  return commitChange(dependencies, async (tx) => {
    await assertSlugFree(tx, input.slug);
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...columnsOf(input), published: false, operatorEditedAt: sql`now()` })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const post = toAdminPost(row);
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: adminBlogAuditActions.create,
      targetType: auditTargetType,
      targetId: String(row.id),
      before: null,
      after: post,
    });
    return { result: post, releasedCoverUrls: [] };
  });
}

/** Saves the form over an article, published or not (a published one changes at once). */
export async function updateAdminBlogPost(
  dependencies: AdminBlogDependencies,
  actor: AdminBlogActor,
  id: number,
  input: AdminBlogPostInput,
): Promise<AdminBlogPost> {
  return commitChange(dependencies, async (tx) => {
    const current = await lockPost(tx, id);
    await assertSlugFree(tx, input.slug, id);
    const columns = columnsOf(input);
    // A published article always has its date: cleared on the form, it is dated now.
    const publishedAt =
      columns.publishedAt ?? (current.published ? (current.publishedAt ?? new Date()) : null);
    const [row] = await tx
      .update(blogPosts)
      .set({ ...columns, publishedAt, operatorEditedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!row) throw notFound();
    const post = toAdminPost(row);
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: adminBlogAuditActions.update,
      targetType: auditTargetType,
      targetId: String(id),
      before: toAdminPost(current),
      after: post,
    });
    return {
      result: post,
      releasedCoverUrls: current.imageUrl === row.imageUrl ? [] : [current.imageUrl],
    };
  });
}

/** Shows the article on /blog, the landing and the sitemap, dated now unless it has a date. */
export async function publishAdminBlogPost(
  dependencies: AdminBlogDependencies,
  actor: AdminBlogActor,
  id: number,
): Promise<AdminBlogPost> {
  return setPublished(dependencies, actor, id, true);
}

/** Takes the article off the public site; it stays as a draft. */
export async function unpublishAdminBlogPost(
  dependencies: AdminBlogDependencies,
  actor: AdminBlogActor,
  id: number,
): Promise<AdminBlogPost> {
  return setPublished(dependencies, actor, id, false);
}

async function setPublished(
  dependencies: AdminBlogDependencies,
  actor: AdminBlogActor,
  id: number,
  published: boolean,
): Promise<AdminBlogPost> {
  return commitChange(dependencies, async (tx) => {
    const current = await lockPost(tx, id);
    if (published && current.bodyMarkdown.trim() === '') {
      throw new HttpError(
        400,
        commonErrorCodes.validation,
        adminBlogMessages.bodyRequiredToPublish,
        'bodyMarkdown',
      );
    }
    const [row] = await tx
      .update(blogPosts)
      .set({
        published,
        publishedAt: published ? (current.publishedAt ?? sql`now()`) : current.publishedAt,
        operatorEditedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!row) throw notFound();
    const post = toAdminPost(row);
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: published ? adminBlogAuditActions.publish : adminBlogAuditActions.unpublish,
      targetType: auditTargetType,
      targetId: String(id),
      before: { published: current.published, publishedAt: toAdminPost(current).publishedAt },
      after: { published: post.published, publishedAt: post.publishedAt },
    });
    return { result: post, releasedCoverUrls: [] };
  });
}

/**
 * Deletes the article for good (the audit row keeps what it said). A shipped article is
 * remembered as deleted, so the seed does not bring it back on the next start.
 */
export async function deleteAdminBlogPost(
  dependencies: AdminBlogDependencies,
  actor: AdminBlogActor,
  id: number,
): Promise<void> {
  await commitChange(dependencies, async (tx) => {
    const current = await lockPost(tx, id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    if (shippedSlugs.has(current.slug)) {
      await tx.insert(blogSeedDismissals).values({ slug: current.slug }).onConflictDoNothing();
    }
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: adminBlogAuditActions.delete,
      targetType: auditTargetType,
      targetId: String(id),
      before: toAdminPost(current),
      after: null,
    });
    return { result: undefined, releasedCoverUrls: [current.imageUrl] };
  });
}

/**
 * Stores an uploaded cover, checked and re-encoded, and answers its public address; the article
 * form then saves that address with the article. A cover uploaded and never saved stays as a
 * file nobody links to.
 */
export async function uploadAdminBlogCover(
  dependencies: AdminBlogDependencies,
  actor: AdminBlogActor,
  upload: { readonly name: string; readonly bytes: Uint8Array },
): Promise<{ imageUrl: string }> {
  const cover = await processBlogCover(upload.bytes);
  if (!cover) {
    throw new HttpError(
      400,
      adminBlogErrorCodes.coverNotImage,
      adminBlogMessages.coverNotImage,
      'image',
    );
  }
  const location = newBlogCoverLocation();
  await dependencies.storage.put(location.key, cover.bytes);
  await dependencies.db.transaction(async (tx) => {
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: adminBlogAuditActions.uploadCover,
      targetType: 'blog_cover',
      targetId: location.url,
      before: null,
      after: {
        imageUrl: location.url,
        uploadedName: upload.name,
        uploadedBytes: upload.bytes.length,
        storedBytes: cover.bytes.length,
        width: cover.width,
        height: cover.height,
      },
    });
  });
  return { imageUrl: location.url };
}
