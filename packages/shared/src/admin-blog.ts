// The back office's blog (issue 16): what an operator sends to write, publish and remove articles,
// and what the API answers. The server validates with these schemas; the web form shows the same
// Spanish messages.
import { blogCategoryIds } from './blog-content';
import { z } from './zod';

export const adminBlogLimits = {
  titleMaxLength: 120,
  slugMaxLength: 100,
  descriptionMaxLength: 300,
  /** ≈ 6,000 words: far above an article; kept under the API's 64 KB JSON body limit. */
  bodyMaxLength: 40_000,
} as const;

/** A cover may be sent up to this size; it is stored resized and re-encoded (far smaller). */
export const blogCoverMaxBytes = 5 * 1024 * 1024;
/** The stored cover's width in pixels: twice the article column, sharp on a phone's screen. */
export const blogCoverWidth = 1600;
/** What the cover input offers; the server trusts the bytes, not this list. */
export const blogCoverAcceptedTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Lowercase letters without accents, digits and single hyphens between them. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where an uploaded cover is served: a random name, so it can be cached for good. */
export const blogCoverUrlPattern = /^\/api\/blog\/images\/[0-9a-f-]{36}\.webp$/;

export const adminBlogMessages = {
  titleRequired: 'Escribe el título.',
  titleTooLong: `El título puede tener hasta ${adminBlogLimits.titleMaxLength} caracteres.`,
  slugInvalid:
    'La dirección solo puede tener letras minúsculas sin tildes, números y guiones entre ellos.',
  slugTooLong: `La dirección puede tener hasta ${adminBlogLimits.slugMaxLength} caracteres.`,
  slugTaken: 'Ya existe un artículo con esa dirección. Elige otra.',
  descriptionRequired: 'Escribe una descripción corta.',
  descriptionTooLong: `La descripción puede tener hasta ${adminBlogLimits.descriptionMaxLength} caracteres.`,
  categoryInvalid: 'Elige una categoría.',
  imageInvalid: 'La imagen de portada no es válida. Súbela de nuevo.',
  bodyTooLong: `El artículo puede tener hasta ${adminBlogLimits.bodyMaxLength.toLocaleString('es-PE')} caracteres.`,
  bodyRequiredToPublish: 'Escribe el contenido del artículo antes de publicarlo.',
  publishedAtInvalid: 'La fecha de publicación no es válida.',
  notFound: 'Artículo no encontrado.',
  coverMissing: 'Elige una imagen.',
  coverTooLarge: `La imagen puede pesar hasta ${blogCoverMaxBytes / 1024 / 1024} MB.`,
  coverNotImage: 'El archivo no es una imagen JPG, PNG o WebP válida.',
} as const;

export const adminBlogErrorCodes = {
  slugTaken: 'BLOG_SLUG_TAKEN',
  coverNotImage: 'BLOG_COVER_NOT_IMAGE',
} as const;

/** How the audit log names each change to an article (issue 16). */
export const adminBlogAuditActions = {
  create: 'blog.post.create',
  update: 'blog.post.update',
  publish: 'blog.post.publish',
  unpublish: 'blog.post.unpublish',
  delete: 'blog.post.delete',
  uploadCover: 'blog.cover.upload',
} as const;

export const adminBlogAuditActionLabels: Readonly<Record<string, string>> = {
  [adminBlogAuditActions.create]: 'Artículo creado',
  [adminBlogAuditActions.update]: 'Artículo editado',
  [adminBlogAuditActions.publish]: 'Artículo publicado',
  [adminBlogAuditActions.unpublish]: 'Artículo retirado del blog',
  [adminBlogAuditActions.delete]: 'Artículo eliminado',
  [adminBlogAuditActions.uploadCover]: 'Imagen de portada subida',
};

/** What the article form sends to create or edit an article (publishing is its own action). */
export const adminBlogPostInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, adminBlogMessages.titleRequired)
    .max(adminBlogLimits.titleMaxLength, adminBlogMessages.titleTooLong),
  slug: z
    .string()
    .trim()
    .max(adminBlogLimits.slugMaxLength, adminBlogMessages.slugTooLong)
    .regex(blogSlugPattern, adminBlogMessages.slugInvalid),
  description: z
    .string()
    .trim()
    .min(1, adminBlogMessages.descriptionRequired)
    .max(adminBlogLimits.descriptionMaxLength, adminBlogMessages.descriptionTooLong),
  categoryId: z.enum(blogCategoryIds, adminBlogMessages.categoryInvalid),
  imageUrl: z.string().regex(blogCoverUrlPattern, adminBlogMessages.imageInvalid).nullable(),
  bodyMarkdown: z.string().max(adminBlogLimits.bodyMaxLength, adminBlogMessages.bodyTooLong),
  /** ISO 8601; null: the moment it is published. A future date holds the article back until then. */
  publishedAt: z.iso
    .datetime({ offset: true, error: adminBlogMessages.publishedAtInvalid })
    .nullable(),
});
export type AdminBlogPostInput = z.infer<typeof adminBlogPostInputSchema>;

export const adminBlogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  categoryId: z.enum(blogCategoryIds),
  published: z.boolean(),
  /** ISO 8601, or null for a draft never given a date. */
  publishedAt: z.string().nullable(),
  readTime: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummarySchema>;

export const adminBlogPostSchema = adminBlogPostSummarySchema.extend({
  description: z.string(),
  imageUrl: z.string().nullable(),
  bodyMarkdown: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** `GET /api/admin/blog/posts`: drafts and published, most recently changed first. */
export const adminBlogPostsResponseSchema = z.object({
  posts: z.array(adminBlogPostSummarySchema),
});
export type AdminBlogPostsResponse = z.infer<typeof adminBlogPostsResponseSchema>;

/** One article: `GET`, `POST`, `PUT …/posts/:id`, `POST …/publish`, `POST …/unpublish`. */
export const adminBlogPostResponseSchema = z.object({ post: adminBlogPostSchema });
export type AdminBlogPostResponse = z.infer<typeof adminBlogPostResponseSchema>;

/** `POST /api/admin/blog/images` (multipart, field `image`): the stored cover's address. */
export const adminBlogCoverResponseSchema = z.object({ imageUrl: z.string() });
export type AdminBlogCoverResponse = z.infer<typeof adminBlogCoverResponseSchema>;

/** `POST /api/admin/blog/preview`: the body as the article page will show it. */
export const adminBlogPreviewInputSchema = z.object({
  bodyMarkdown: z.string().max(adminBlogLimits.bodyMaxLength, adminBlogMessages.bodyTooLong),
});
export const adminBlogPreviewResponseSchema = z.object({
  html: z.string(),
  readTime: z.number().int(),
});
export type AdminBlogPreviewResponse = z.infer<typeof adminBlogPreviewResponseSchema>;

const combiningMarks = /[\u0300-\u036f]/g;

/**
 * An article's address from its title: accents folded, "ñ" as "n", anything else between words a
 * single hyphen, cut at a word boundary within the limit.
 *
 * @example slugifyBlogTitle('¿Cómo negociar tu sueldo en el Perú?') // 'como-negociar-tu-sueldo-en-el-peru'
 */
export function slugifyBlogTitle(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > adminBlogLimits.slugMaxLength) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, adminBlogLimits.slugMaxLength) || '';
}
