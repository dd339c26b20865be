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
      `insert into blog_posts (slug, title, description, category_id, read_time, published, content, created_at)
       values ('borrador', 'Borrador', 'Aún no', 'cv-tips', 3, false, '[]', now()),
              ('antiguo', 'Antiguo', 'De 2025', 'cv-tips', 2, true, '[{"title":"Uno","content":"Texto"}]', '2025-01-01')`,
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

  test('lists published posts only, newest first', async () => {
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

  test('answers one published article with its sections; unknown or draft is a 404', async () => {
    const seeded = blogSeedPosts[0];
    if (!seeded) throw new Error('no seed');
    const response = await server.createClient().get(`/api/blog/posts/${seeded.slug}`);

    expect(response.status).toBe(200);
    const { post } = blogPostResponseSchema.parse(await response.json());
    expect(post).toMatchObject({
      slug: seeded.slug,
      title: seeded.title,
      categoryId: seeded.categoryId,
      readTime: seeded.readTime,
      createdAt: seeded.createdAt,
      content: seeded.content,
    });

    for (const slug of ['no-existe', 'borrador']) {
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
      [['borrador', 'antiguo']],
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
    expect(xml).not.toContain('/tools');
  });
});
