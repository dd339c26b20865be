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
import { findPublishedPost, listPublishedPosts } from './blog-service';

/** `/api/blog`: public reads of published articles; cached briefly, they change rarely. */
export function createBlogRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/posts', async (c) => {
      const query = blogPostsQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        throw new HttpError(400, commonErrorCodes.validation, 'El límite no es válido.');
      }
      const posts = await listPublishedPosts(db, query.data.limit);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json<BlogPostsResponse>({ posts });
    })
    .get('/posts/:slug', async (c) => {
      const post = await findPublishedPost(db, c.req.param('slug'));
      if (!post) throw new HttpError(404, commonErrorCodes.notFound, 'Artículo no encontrado.');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json<BlogPostResponse>({ post });
    });
}
