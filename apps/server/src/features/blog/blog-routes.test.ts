import { blogPostResponseSchema, blogPostsResponseSchema } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, testAppUrl, type TestServer } from '../../../test/test-runtime';
import { blogSeedPosts } from './blog-seed-posts';
import { seedBlogPosts } from './blog-service';

describe('the blog', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // A draft newer than everything, and an old published post that is not part of the seed.
    await server.query(
      `insert into blog_posts (slug, title, description, category_id, read_time, published, body_markdown, published_at)
       values ('borrador', 'Borrador', 'Aún no', 'cv-tips', 3, false, '', now()),
              ('antiguo', 'Antiguo', 'De 2025', 'cv-tips', 2, true, '## Uno

Texto', '2025-01-01'),
              ('programado', 'Programado', 'Más adelante', 'cv-tips', 2, true, 'Texto', now() + interval '1 day')`,
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const seededNewestFirst = [...blogSeedPosts]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((post) => post.slug);

  test('ships six published articles, each with sections, loaded on start', () => {
    expect(blogSeedPosts).toHaveLength(6);
    expect(new Set(blogSeedPosts.map((post) => post.slug)).size).toBe(6);
    for (const post of blogSeedPosts) expect(post.content.length).toBeGreaterThanOrEqual(3);
  });

  test('lists published posts only, newest first (one dated ahead waits for its date)', async () => {
    const response = await server.createClient().get('/api/blog/posts');

    expect(response.status).toBe(200);
    const { posts } = blogPostsResponseSchema.parse(await response.json());
    expect(posts.map((post) => post.slug)).toStrictEqual([...seededNewestFirst, 'antiguo']);
    expect(posts[0]).not.toHaveProperty('content');
  });

  test('honours the limit (the landing page asks for 3)', async () => {
    const response = await server.createClient().get('/api/blog/posts?limit=3');

    const { posts } = blogPostsResponseSchema.parse(await response.json());
    expect(posts.map((post) => post.slug)).toStrictEqual(seededNewestFirst.slice(0, 3));
    expect((await server.createClient().get('/api/blog/posts?limit=0')).status).toBe(400);
    expect((await server.createClient().get('/api/blog/posts?limit=tres')).status).toBe(400);
  });

  test('answers one published article, its sections rendered from Markdown; unknown, draft or dated ahead is a 404', async () => {
    const seeded = blogSeedPosts[0];
    if (!seeded) throw new Error('no seed');
    const response = await server.createClient().get(`/api/blog/posts/${seeded.slug}`);

    expect(response.status).toBe(200);
    const { post } = blogPostResponseSchema.parse(await response.json());
    expect(post).toMatchObject({
      slug: seeded.slug,
      title: seeded.title,
      categoryId: seeded.categoryId,
      createdAt: seeded.createdAt,
    });
    // Each section a heading, each line of it a paragraph, in order.
    const firstSection = seeded.content[0];
    if (!firstSection) throw new Error('no section');
    const [firstParagraph = ''] = firstSection.content.split('\n');
    expect(post.html).toContain(`<h2>${firstSection.title}</h2>\n<p>${firstParagraph}</p>`);
    expect(post.html.match(/<h2>/g)).toHaveLength(seeded.content.length);
    // About 220 words a minute, counted from the words themselves.
    const words = seeded.content
      .flatMap((section) => [section.title, section.content])
      .join(' ')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    expect(post.readTime).toBe(Math.ceil(words / 220));

    for (const slug of ['no-existe', 'borrador', 'programado']) {
      const missing = await server.createClient().get(`/api/blog/posts/${slug}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  test('running the seed again leaves the same six posts', async () => {
    await seedBlogPosts(server.runtime.database.db);
    await seedBlogPosts(server.runtime.database.db);

    const rows = await server.query<{ slug: string }>(
      'select slug from blog_posts where slug <> all($1) order by slug',
      [['borrador', 'antiguo', 'programado']],
    );
    expect(rows.map((row) => row.slug)).toStrictEqual(
      blogSeedPosts.map((post) => post.slug).sort(),
    );
  });

  test('sitemap.xml lists the public pages and every published article', async () => {
    const response = await server.createClient().get('/sitemap.xml');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    for (const pathname of [
      '/',
      '/blog',
      '/faq',
      '/libro-de-reclamaciones',
      '/politica-de-devoluciones',
    ]) {
      expect(xml).toContain(`<loc>${testAppUrl}${pathname}</loc>`);
    }
    for (const post of blogSeedPosts)
      expect(xml).toContain(`<loc>${testAppUrl}/blog/${post.slug}</loc>`);
    expect(xml).toContain(`${testAppUrl}/blog/antiguo`);
    expect(xml).not.toContain('borrador');
    expect(xml).not.toContain('programado');
    expect(xml).not.toContain('/tools');
  });
});
