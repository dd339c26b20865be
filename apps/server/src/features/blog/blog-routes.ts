import {
  blogPostsQuerySchema,
  commonErrorCodes,
  type BlogPostResponse,
  type BlogPostsResponse,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import type { FileStorage } from '../../storage/file-storage';
import { blogCoverStorageKey } from './blog-cover-files';
import { findPublishedPost, listPublishedPosts } from './blog-service';

export type BlogRoutesDependencies = {
  readonly db: Database;
  readonly storage: FileStorage;
};

/**
 * `/api/blog`: public reads of published articles and their covers. The articles are revalidated
 * on every read (an operator's publish or unpublish shows at once; the query is cheap), the
 * covers never change under their random names.
 */
export function createBlogRoutes({ db, storage }: BlogRoutesDependencies) {
  return new Hono<AppEnv>()
    .get('/posts', async (c) => {
      const query = blogPostsQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        throw new HttpError(400, commonErrorCodes.validation, 'El límite no es válido.');
      }
      const posts = await listPublishedPosts(db, query.data.limit);
      c.header('Cache-Control', 'no-cache');
      return c.json<BlogPostsResponse>({ posts });
    })
    .get('/posts/:slug', async (c) => {
      const post = await findPublishedPost(db, c.req.param('slug'));
      if (!post) throw new HttpError(404, commonErrorCodes.notFound, 'Artículo no encontrado.');
      c.header('Cache-Control', 'no-cache');
      return c.json<BlogPostResponse>({ post });
    })
    .get('/images/:name', async (c) => {
      const key = blogCoverStorageKey(c.req.param('name'));
      const bytes = key ? await storage.get(key) : null;
      if (!bytes) throw new HttpError(404, commonErrorCodes.notFound, 'Imagen no encontrada.');
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/webp' });
    });
}
