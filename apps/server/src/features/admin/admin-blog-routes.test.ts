// The back office's blog against the real app and database (issue 16): only operators get in,
// each change is audited, and what is published reaches the API, the server-rendered pages and
// the sitemap at once — while a script written in an article stays text.
import {
  adminBlogAuditActions,
  adminBlogMessages,
  adminBlogPostResponseSchema,
  adminBlogPostsResponseSchema,
  blogPostResponseSchema,
  blogPostsResponseSchema,
  type AdminBlogPostInput,
} from '@cvlisto/shared';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpOperator, type AdminRouteCheck } from '../../../test/admin';
import {
  signUpClient,
  startTestServer,
  testAppUrl,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { blogSeedPosts } from '../blog/blog-seed-posts';
import { seedBlogPosts } from '../blog/blog-service';

const indexHtml =
  '<!doctype html><html lang="es-PE"><head><title>CVListo</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for apps/web's SSR build: lists the articles the server hands it, so a test reads
 * what the page would show. The real build is driven in Chromium (e2e/admin-blog.spec.ts).
 */
const fakeEntryServer = `
export async function renderPage(path, data) {
  const posts = data.posts ?? data.latestPosts ?? [];
  const items = posts.map((post) => '<li>' + post.title + '</li>').join('');
  const article = data.post ? '<article>' + data.post.html + '</article>' : '';
  return { html: '<ul>' + items + '</ul>' + article, state: '{}' };
}
`;

const postRoutes = (id: number | string): readonly AdminRouteCheck[] => [
  { method: 'GET', path: '/api/admin/blog/posts' },
  { method: 'POST', path: '/api/admin/blog/posts', json: {} },
  { method: 'GET', path: `/api/admin/blog/posts/${id}` },
  { method: 'PUT', path: `/api/admin/blog/posts/${id}`, json: {} },
  { method: 'POST', path: `/api/admin/blog/posts/${id}/publish` },
  { method: 'POST', path: `/api/admin/blog/posts/${id}/unpublish` },
  { method: 'DELETE', path: `/api/admin/blog/posts/${id}` },
  { method: 'POST', path: '/api/admin/blog/preview', json: { bodyMarkdown: '# x' } },
];

let uniqueCount = 0;
function articleInput(overrides: Partial<AdminBlogPostInput> = {}): AdminBlogPostInput {
  uniqueCount += 1;
  return {
    title: `Cómo pedir un aumento ${uniqueCount}`,
    slug: `como-pedir-un-aumento-${uniqueCount}`,
    description: 'Prepara tus logros y elige el momento.',
    categoryId: 'career-advice',
    imageUrl: null,
    bodyMarkdown: '## Prepárate\n\nAnota tus **logros** del último año.',
    publishedAt: null,
    ...overrides,
  };
}

function coverForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

describe('/api/admin/blog', () => {
  let root: string;
  let server: TestServer;
  let operator: TestClient;
  let operatorId: string;
  let operatorEmail: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-admin-blog-'));
    await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist', 'index.html'), indexHtml);
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), fakeEntryServer);
    server = await startTestServer({ webDistDir: path.join(root, 'dist') });
    ({ client: operator, userId: operatorId, email: operatorEmail } = await signUpOperator(server));
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  async function createArticle(input: AdminBlogPostInput = articleInput()) {
    const response = await operator.post('/api/admin/blog/posts', input);
    expect(response.status).toBe(201);
    return adminBlogPostResponseSchema.parse(await response.json()).post;
  }

  async function publicSlugs(): Promise<string[]> {
    const response = await server.createClient().get('/api/blog/posts');
    return blogPostsResponseSchema.parse(await response.json()).posts.map((post) => post.slug);
  }

  async function auditRows(targetId: string) {
    return server.query<{
      actor_id: string;
      actor_email: string;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      `select actor_id, actor_email, action, before, after from admin_audit_log
       where target_id = $1 order by id`,
      [targetId],
    );
  }

  describe('refuses anyone but an operator', () => {
    const routes = [
      ...postRoutes(1),
      { method: 'POST', path: '/api/admin/blog/images' } as const,
    ] satisfies readonly AdminRouteCheck[];

    test.each(routes)('$method $path: 401 signed out, 403 signed in', async (route) => {
      const signedOut = await server
        .createClient()
        .request(route.path, { method: route.method, json: route.json });
      expect(signedOut.status).toBe(401);

      const { client } = await signUpClient(server);
      const user = await client.request(route.path, { method: route.method, json: route.json });
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ code: 'FORBIDDEN' });
    });

    test('a non-image upload from a user is refused before it is read', async () => {
      const { client } = await signUpClient(server);
      const response = await client.request('/api/admin/blog/images', {
        method: 'POST',
        form: coverForm(new TextEncoder().encode('hola'), 'a.png', 'image/png'),
      });
      expect(response.status).toBe(403);
      expect(
        await server.query(`select 1 from admin_audit_log where action like 'blog.%'`),
      ).toHaveLength(0);
    });
  });

  test('create → publish: on /api/blog, the landing, /blog, its page and the sitemap at once; unpublish takes it away', async () => {
    // Rendered (and cached) before the article exists: the cache must not hide it afterwards.
    const web = server.createClient();
    expect(await (await web.get('/blog')).text()).not.toContain('Negociar');
    const draft = await createArticle(
      articleInput({ title: 'Negociar tu sueldo', slug: 'negociar-tu-sueldo' }),
    );
    expect(draft).toMatchObject({ published: false, publishedAt: null, readTime: 1 });
    expect(await publicSlugs()).not.toContain('negociar-tu-sueldo');
    expect((await web.get('/blog/negociar-tu-sueldo')).status).toBe(404);

    const published = await operator.post(`/api/admin/blog/posts/${draft.id}/publish`);

    expect(published.status).toBe(200);
    const { post } = adminBlogPostResponseSchema.parse(await published.json());
    expect(post.published).toBe(true);
    expect(Date.now() - new Date(post.publishedAt ?? 0).getTime()).toBeLessThan(60_000);
    expect((await publicSlugs())[0]).toBe('negociar-tu-sueldo');
    const latest = await web.get('/api/blog/posts?limit=3');
    expect(await latest.text()).toContain('negociar-tu-sueldo');
    expect(await (await web.get('/')).text()).toContain('<li>Negociar tu sueldo</li>');
    expect(await (await web.get('/blog')).text()).toContain('<li>Negociar tu sueldo</li>');
    const page = await web.get('/blog/negociar-tu-sueldo');
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('<title>Negociar tu sueldo');
    expect(pageHtml).toContain('<h2>Prepárate</h2>\n<p>Anota tus <strong>logros</strong>');
    const sitemap = await (await web.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${testAppUrl}/blog/negociar-tu-sueldo</loc>`);

    const unpublished = await operator.post(`/api/admin/blog/posts/${draft.id}/unpublish`);

    expect(unpublished.status).toBe(200);
    expect(await publicSlugs()).not.toContain('negociar-tu-sueldo');
    expect((await web.get('/blog/negociar-tu-sueldo')).status).toBe(404);
    expect(await (await web.get('/blog')).text()).not.toContain('Negociar tu sueldo');
    expect(await (await web.get('/')).text()).not.toContain('Negociar tu sueldo');
    expect(await (await web.get('/sitemap.xml')).text()).not.toContain('negociar-tu-sueldo');
    expect((await web.get(`/api/blog/posts/negociar-tu-sueldo`)).status).toBe(404);
  });

  test('an article dated ahead is published but waits for its day', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const draft = await createArticle(articleInput({ publishedAt: tomorrow }));

    await operator.post(`/api/admin/blog/posts/${draft.id}/publish`);

    expect(await publicSlugs()).not.toContain(draft.slug);
    await server.query(
      `update blog_posts set published_at = now() - interval '1 minute' where id = $1`,
      [draft.id],
    );
    expect(await publicSlugs()).toContain(draft.slug);
  });

  test('a script, an event handler or a javascript: link in the Markdown renders inert', async () => {
    const bodyMarkdown = [
      '## Título',
      '<script>alert("xss")</script>',
      '<img src="x" onerror="alert(1)">',
      '[clic](javascript:alert(1)) [datos](data:text/html;base64,PHNjcmlwdD4=)',
    ].join('\n\n');
    const draft = await createArticle(articleInput({ bodyMarkdown }));
    await operator.post(`/api/admin/blog/posts/${draft.id}/publish`);

    const response = await server.createClient().get(`/api/blog/posts/${draft.slug}`);
    const { post } = blogPostResponseSchema.parse(await response.json());
    const page = await (await server.createClient().get(`/blog/${draft.slug}`)).text();
    const preview = (await (
      await operator.post('/api/admin/blog/preview', { bodyMarkdown })
    ).json()) as { html: string };

    // The article's markup in the page (the page's own state script sits after it).
    const pageArticle = page.slice(page.indexOf('<article>'), page.indexOf('</article>'));
    for (const html of [post.html, pageArticle, preview.html]) {
      expect(html).not.toMatch(/<script|<img|href="javascript|href="data/i);
      expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    }
    // The preview is the same renderer as the page.
    expect(preview.html).toBe(post.html);
  });

  test('the slug is unique: a 409 with a Spanish message, on create and on edit', async () => {
    const first = await createArticle();
    const second = await createArticle();

    const duplicate = await operator.post(
      '/api/admin/blog/posts',
      articleInput({ slug: first.slug }),
    );
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toStrictEqual({
      code: 'BLOG_SLUG_TAKEN',
      message: adminBlogMessages.slugTaken,
      field: 'slug',
    });
    const renamed = await operator.request(`/api/admin/blog/posts/${second.id}`, {
      method: 'PUT',
      json: articleInput({ slug: first.slug }),
    });
    expect(renamed.status).toBe(409);
    const seeded = await operator.post(
      '/api/admin/blog/posts',
      articleInput({ slug: blogSeedPosts[0]?.slug ?? '' }),
    );
    expect(seeded.status).toBe(409);
    // Keeping its own slug is no conflict.
    const kept = await operator.request(`/api/admin/blog/posts/${second.id}`, {
      method: 'PUT',
      json: articleInput({ slug: second.slug, title: 'Otro título' }),
    });
    expect(kept.status).toBe(200);
  });

  test('refuses an invalid article with the field and a Spanish message', async () => {
    const response = await operator.post(
      '/api/admin/blog/posts',
      articleInput({ slug: 'Con Tildes-ñ' }),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: adminBlogMessages.slugInvalid,
      field: 'slug',
    });
    const empty = await createArticle(articleInput({ bodyMarkdown: '' }));
    const publishEmpty = await operator.post(`/api/admin/blog/posts/${empty.id}/publish`);
    expect(publishEmpty.status).toBe(400);
    expect(await publishEmpty.json()).toMatchObject({
      message: adminBlogMessages.bodyRequiredToPublish,
    });
    expect((await operator.get('/api/admin/blog/posts/999999')).status).toBe(404);
    expect((await operator.get('/api/admin/blog/posts/abc')).status).toBe(404);
  });

  test('lists drafts and published articles, the latest changed first', async () => {
    const draft = await createArticle();

    const response = await operator.get('/api/admin/blog/posts');

    const { posts } = adminBlogPostsResponseSchema.parse(await response.json());
    expect(posts[0]).toMatchObject({ id: draft.id, published: false });
    expect(posts.filter((post) => post.published).map((post) => post.slug)).toEqual(
      expect.arrayContaining(blogSeedPosts.map((post) => post.slug)),
    );
  });

  test('a cover: a picture is checked, shrunk, stripped and served; anything else is refused', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#336699' },
    })
      .withExif({ IFD0: { Make: 'Cámara Secreta' } })
      .jpeg()
      .toBuffer();

    const uploaded = await operator.request('/api/admin/blog/images', {
      method: 'POST',
      form: coverForm(new Uint8Array(photo), 'foto.jpg', 'image/jpeg'),
    });

    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}\.webp$/);
    const served = await server.createClient().get(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toStrictEqual(['webp', 1600, 1067]);
    expect(metadata.exif).toBeUndefined();

    // Text named .png, and an HTML page: refused by their bytes.
    for (const [content, name, type] of [
      ['no soy una imagen', 'falsa.png', 'image/png'],
      ['<html><script>alert(1)</script></html>', 'pagina.jpg', 'image/jpeg'],
    ] as const) {
      const refused = await operator.request('/api/admin/blog/images', {
        method: 'POST',
        form: coverForm(new TextEncoder().encode(content), name, type),
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: 'BLOG_COVER_NOT_IMAGE',
        message: adminBlogMessages.coverNotImage,
      });
    }
    const tooLarge = await operator.request('/api/admin/blog/images', {
      method: 'POST',
      form: coverForm(new Uint8Array(6 * 1024 * 1024), 'enorme.jpg', 'image/jpeg'),
    });
    expect(tooLarge.status).toBe(413);
    expect((await server.createClient().get('/api/blog/images/../../secreto')).status).toBe(404);

    // Saved with an article, the cover goes with it when the article is deleted.
    const article = await createArticle(articleInput({ imageUrl }));
    expect(article.imageUrl).toBe(imageUrl);
    const deleted = await operator.request(`/api/admin/blog/posts/${article.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await server.createClient().get(imageUrl)).status).toBe(404);
  });

  test('every change is audited with its operator, before and after', async () => {
    const draft = await createArticle();
    const id = String(draft.id);
    await operator.request(`/api/admin/blog/posts/${id}`, {
      method: 'PUT',
      json: articleInput({ slug: draft.slug, title: 'Título corregido' }),
    });
    await operator.post(`/api/admin/blog/posts/${id}/publish`);
    await operator.post(`/api/admin/blog/posts/${id}/unpublish`);
    await operator.request(`/api/admin/blog/posts/${id}`, { method: 'DELETE' });

    const rows = await auditRows(id);

    expect(rows.map((row) => row.action)).toStrictEqual([
      adminBlogAuditActions.create,
      adminBlogAuditActions.update,
      adminBlogAuditActions.publish,
      adminBlogAuditActions.unpublish,
      adminBlogAuditActions.delete,
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actor_id: operatorId, actor_email: operatorEmail });
    }
    const [created, updated, published, unpublished, deleted] = rows;
    expect(created).toMatchObject({ before: null, after: { title: draft.title } });
    expect(updated).toMatchObject({
      before: { title: draft.title },
      after: { title: 'Título corregido' },
    });
    expect(published).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(unpublished).toMatchObject({ before: { published: true }, after: { published: false } });
    expect(deleted).toMatchObject({ before: { title: 'Título corregido' }, after: null });
    expect((await operator.get(`/api/admin/blog/posts/${id}`)).status).toBe(404);
  });

  test('a shipped article the operator edits or deletes stays so across restarts (the seed runs on each)', async () => {
    const [edited, deleted] = blogSeedPosts;
    if (!edited || !deleted) throw new Error('no seed');
    const [editedRow] = await server.query<{ id: number }>(
      'select id from blog_posts where slug = $1',
      [edited.slug],
    );
    const [deletedRow] = await server.query<{ id: number }>(
      'select id from blog_posts where slug = $1',
      [deleted.slug],
    );
    const current = adminBlogPostResponseSchema.parse(
      await (await operator.get(`/api/admin/blog/posts/${editedRow?.id}`)).json(),
    ).post;
    await operator.request(`/api/admin/blog/posts/${editedRow?.id}`, {
      method: 'PUT',
      json: {
        title: 'Título del operador',
        slug: current.slug,
        description: current.description,
        categoryId: current.categoryId,
        imageUrl: current.imageUrl,
        bodyMarkdown: `${current.bodyMarkdown}\n\nUn párrafo nuevo.`,
        publishedAt: current.publishedAt,
      },
    });
    await operator.request(`/api/admin/blog/posts/${deletedRow?.id}`, { method: 'DELETE' });

    await seedBlogPosts(server.runtime.database.db);

    const rows = await server.query<{ slug: string; title: string }>(
      'select slug, title from blog_posts where slug = any($1)',
      [[edited.slug, deleted.slug]],
    );
    expect(rows).toStrictEqual([{ slug: edited.slug, title: 'Título del operador' }]);
    const page = await (await server.createClient().get(`/api/blog/posts/${edited.slug}`)).json();
    expect(blogPostResponseSchema.parse(page).post.html).toContain('<p>Un párrafo nuevo.</p>');
  });
});
