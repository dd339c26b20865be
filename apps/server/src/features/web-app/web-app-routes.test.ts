// Which paths are pages (issue 11): the app's routes answer 200, anything else 404 with the
// not-found head and noindex, so search engines see no soft 404s. Runs against a stand-in for
// apps/web/dist; the rendered words of the 404 page are checked in Chromium (e2e/public-site).
import { isAdminPath, isPayForMePath, notFoundPageHeads, pageRoutePatterns } from '@cvlisto/shared';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-runtime';
import { blogSeedPosts } from '../blog/blog-seed-posts';

const indexHtml =
  '<!doctype html><html lang="es-PE"><head><title>CVListo</title></head><body><div id="root"></div></body></html>';
const noIndex = '<meta name="robots" content="noindex" />';
/** A live pay-for-me link's token (issue 17): its pages exist only while the link does. */
const payForMeToken = 'AbCdEfGhIjKlMnOpQrStUv-_';

describe('pages of the web app', () => {
  let webDistDir: string;
  let server: TestServer;
  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), indexHtml);
    await writeFile(path.join(webDistDir, 'assets', 'app-1a2b3c.js'), 'export {};\n');
    server = await startTestServer({ webDistDir });
    await server.query(
      `insert into blog_posts (slug, title, description, category_id, read_time, published)
       values ('borrador', 'Borrador', 'Aún no', 'cv-tips', 3, false)`,
    );
    await server.query(
      `insert into users (id, name, email) values ('u-pagar', 'Rosa', 'rosa@example.pe')`,
    );
    await server.query(
      `insert into pay_for_me_links (user_id, token) values ('u-pagar', '${payForMeToken}')`,
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const article = blogSeedPosts[0]?.slug ?? '';

  test('every route of the app answers 200, an article included', async () => {
    const client = server.createClient();
    const examples = pageRoutePatterns.map((pattern) =>
      pattern
        .replace(':slug', article)
        .replace(':id', 'cs_test_123')
        .replace(':token', payForMeToken),
    );
    for (const pathname of [...examples, '/faq/', `/blog/${article}/`]) {
      const response = await client.get(pathname);

      expect({ pathname, status: response.status }).toStrictEqual({ pathname, status: 200 });
      const html = await response.text();
      // The back office (issue 16) and pay-for-me links are served like any page, never indexed.
      if (isAdminPath(pathname) || isPayForMePath(pathname)) expect(html).toContain(noIndex);
      else expect(html).not.toContain(noIndex);
    }
  });

  test.each([
    ['/no-existe', notFoundPageHeads.page.title],
    ['/index.html', notFoundPageHeads.page.title],
    ['/blog/uno/dos', notFoundPageHeads.page.title],
    ['/tools/cualquier-cosa', notFoundPageHeads.page.title],
    ['/blog/slug-inexistente', notFoundPageHeads.article.title],
    // A draft is not published: to a visitor it does not exist.
    ['/blog/borrador', notFoundPageHeads.article.title],
    // A pay-for-me link that does not exist, or was renewed or revoked (issue 17).
    ['/pagar/ZZZZZZZZZZZZZZZZZZZZZZZZ', notFoundPageHeads.page.title],
    ['/pagar/corto', notFoundPageHeads.page.title],
    [
      '/pagar/ZZZZZZZZZZZZZZZZZZZZZZZZ/prueba/00000000-0000-4000-8000-000000000000',
      notFoundPageHeads.page.title,
    ],
  ])('%s answers 404 with the not-found page, not indexed', async (pathname, title) => {
    const response = await server.createClient().get(pathname);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<title>${title} | CVListo</title>`);
    expect(html).toContain(noIndex);
    expect(html).not.toContain('rel="canonical"');
  });

  test.each(['/assets/missing.js', '/assets/app-0f0f0f.css', '/favicon.ico', '/wp-login.php'])(
    'a missing file %s is a 404, not a page',
    async (pathname) => {
      const response = await server.createClient().get(pathname);

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type') ?? '').not.toMatch(/^text\/html/);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    },
  );

  test('a file that exists is served', async () => {
    const response = await server.createClient().get('/assets/app-1a2b3c.js');

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {};\n');
  });
});
