// `/api/admin/blog` (issue 16): the back office's articles. Mounted by createAdminRoutes, which
// lets only operators through; every change is audited by the service.
import {
  adminBlogMessages,
  adminBlogPostInputSchema,
  adminBlogPreviewInputSchema,
  blogCoverMaxBytes,
  commonErrorCodes,
  stripControlCharacters,
  type AdminBlogCoverResponse,
  type AdminBlogPostResponse,
  type AdminBlogPostsResponse,
  type AdminBlogPreviewResponse,
  type FieldError,
} from '@cvlisto/shared';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env';
import { fieldError, spanishFieldMessage } from '../../http/field-error';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import {
  createAdminBlogPost,
  deleteAdminBlogPost,
  getAdminBlogPost,
  listAdminBlogPosts,
  previewBlogBody,
  publishAdminBlogPost,
  unpublishAdminBlogPost,
  updateAdminBlogPost,
  uploadAdminBlogCover,
  type AdminBlogDependencies,
} from './admin-blog-service';

/** The one multipart route here: app.ts leaves it out of the JSON-only middleware. */
export const adminBlogCoverUploadPath = '/api/admin/blog/images';

function postId(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new HttpError(404, commonErrorCodes.notFound, adminBlogMessages.notFound);
  }
  return id;
}

async function readPostInput(c: Context<AppEnv>) {
  const body = adminBlogPostInputSchema.safeParse(await readJsonBody(c), {
    error: spanishFieldMessage,
  });
  if (!body.success) {
    const { message, field } = fieldError(body.error, adminBlogMessages.titleRequired);
    throw new HttpError(400, commonErrorCodes.validation, message, field);
  }
  return body.data;
}

export function createAdminBlogRoutes(dependencies: AdminBlogDependencies) {
  const { db } = dependencies;
  const actorOf = (c: Context<AppEnv>) => ({ id: c.get('user').id });
  return new Hono<AppEnv>()
    .get('/posts', async (c) => {
      return c.json<AdminBlogPostsResponse>({ posts: await listAdminBlogPosts(db) });
    })
    .post('/posts', async (c) => {
      const post = await createAdminBlogPost(dependencies, actorOf(c), await readPostInput(c));
      return c.json<AdminBlogPostResponse>({ post }, 201);
    })
    .get('/posts/:id', async (c) => {
      return c.json<AdminBlogPostResponse>({ post: await getAdminBlogPost(db, postId(c)) });
    })
    .put('/posts/:id', async (c) => {
      const id = postId(c);
      const post = await updateAdminBlogPost(dependencies, actorOf(c), id, await readPostInput(c));
      return c.json<AdminBlogPostResponse>({ post });
    })
    .post('/posts/:id/publish', async (c) => {
      const post = await publishAdminBlogPost(dependencies, actorOf(c), postId(c));
      return c.json<AdminBlogPostResponse>({ post });
    })
    .post('/posts/:id/unpublish', async (c) => {
      const post = await unpublishAdminBlogPost(dependencies, actorOf(c), postId(c));
      return c.json<AdminBlogPostResponse>({ post });
    })
    .delete('/posts/:id', async (c) => {
      await deleteAdminBlogPost(dependencies, actorOf(c), postId(c));
      return c.body(null, 204);
    })
    .post('/preview', async (c) => {
      const body = adminBlogPreviewInputSchema.safeParse(await readJsonBody(c), {
        error: spanishFieldMessage,
      });
      if (!body.success) {
        return c.json<FieldError>(fieldError(body.error, adminBlogMessages.bodyTooLong), 400);
      }
      return c.json<AdminBlogPreviewResponse>(previewBlogBody(body.data.bodyMarkdown));
    })
    .post(
      '/images',
      // The picture, and the multipart framing around it.
      bodyLimit({
        maxSize: blogCoverMaxBytes + 16 * 1024,
        onError: () => {
          throw new HttpError(
            413,
            commonErrorCodes.payloadTooLarge,
            adminBlogMessages.coverTooLarge,
          );
        },
      }),
      async (c) => {
        const body = await c.req.parseBody().catch(() => {
          throw new HttpError(400, commonErrorCodes.validation, adminBlogMessages.coverMissing);
        });
        const file = body.image instanceof File && body.image.size > 0 ? body.image : null;
        if (!file) {
          throw new HttpError(
            400,
            commonErrorCodes.validation,
            adminBlogMessages.coverMissing,
            'image',
          );
        }
        if (file.size > blogCoverMaxBytes) {
          throw new HttpError(
            413,
            commonErrorCodes.payloadTooLarge,
            adminBlogMessages.coverTooLarge,
          );
        }
        const cover = await uploadAdminBlogCover(dependencies, actorOf(c), {
          name: stripControlCharacters(file.name),
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        return c.json<AdminBlogCoverResponse>(cover, 201);
      },
    );
}
