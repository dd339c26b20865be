// Which paths are pages (issue 11): the app's routes answer 200, anything else 404 with the
// not-found head and noindex, so search engines see no soft 404s. Runs against a stand-in for
// apps/web/dist; the rendered words of the 404 page are checked in Chromium (e2e/public-site).
import {
  billingConfigSchema,
  isAdminPath,
  isPayForMePath,
  notFoundPageHeads,
  pageRoutePatterns,
  paths,
  publicPageHead,
} from '@cvlisto/shared';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import {
  signUpClient,
  startTestServer,
  testAppUrl,
  type TestServer,
} from '../../../test/test-runtime';
import { blogSeedPosts } from '../blog/blog-seed-posts';

const indexHtml =
  '<!doctype html><html lang="es-PE"><head><title>CVListo</title></head><body><div id="root"></div></body></html>';
const noIndex = '<meta name="robots" content="noindex" />';
/** The test server has no AI provider: its pages do not promise translation (issue 17). */
const withoutAi = { translation: false };
/** A live pay-for-me link's token (issue 17): its pages exist only while the link does. */
const payForMeToken = 'AbCdEfGhIjKlMnOpQrStUv-_';
const article = blogSeedPosts[0]?.slug ?? '';

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

/**
 * What the server hands the SSR build, seen through a stand-in for apps/web/dist-ssr that writes
 * the data it was given into the page (the real pages' words are checked by apps/web's
 * entry-server.test.tsx and, without JavaScript, in Chromium by e2e/public-site.spec.ts).
 */
const fakeEntryServer = `
export async function renderPage(path, data) {
  const lines = ['<h1>Página ' + path + '</h1>'];
  if (data.billing) lines.push('<p>Paquetes: ' + data.billing.creditPacks.map((pack) => pack.id).join(',') + '</p>');
  if (data.signedOut) lines.push('<p>Sin sesión</p>');
  if (data.post) lines.push('<article>' + data.post.slug + '</article>');
  return { html: '<main>' + lines.join('') + '</main>', state: JSON.stringify(Object.keys(data).sort()) };
}
`;

describe('server-rendered public pages and their share cards (issue 17)', () => {
  let root: string;
  let server: TestServer;
  const coverUrl = '/api/blog/images/0b7f2f5e-8c9e-4f57-9d6a-2f1e3c4b5a69.webp';
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-web-ssr-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(
      path.join(root, 'dist', 'index.html'),
      indexHtml.replace('</title>', '</title><meta name="description" content="Por defecto." />'),
    );
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), fakeEntryServer);
    server = await startTestServer({ webDistDir: path.join(root, 'dist') });
    await server.query(
      `insert into blog_posts (slug, title, description, category_id, read_time, published,
         body_markdown, published_at, image_url, updated_at)
       values ('con-portada', 'Un CV "claro" </script>', 'Cómo <ordenar> tu CV', 'cv-tips', 2, true,
         'Texto.', '2026-03-05T15:00:00Z', $1, '2026-04-01T10:00:00Z')`,
      [coverUrl],
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const metaContent = (html: string, attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(
      html,
    )?.[1];
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    );

  test.each([
    [paths.pricing, paths.pricing],
    [paths.plans, paths.pricing],
    [paths.complaintsBook, paths.complaintsBook],
    [paths.login, paths.login],
    [paths.signup, paths.signup],
  ])(
    '%s is rendered on the server with its own title, description and canonical',
    async (pathname, canonical) => {
      const response = await server.createClient().get(pathname);

      expect(response.status).toBe(200);
      const html = await response.text();
      const head = publicPageHead(pathname, 'CVListo', withoutAi);
      if (!head) throw new Error(`no head for ${pathname}`);
      expect(html).toContain(`<title>${head.title} | CVListo</title>`);
      expect(metaContent(html, 'name', 'description')).toBe(
        head.description.replace(/"/g, '&quot;'),
      );
      expect(html).toContain(`<link rel="canonical" href="${testAppUrl}${canonical}" />`);
      expect(rootOf(html)).toContain(`<h1>Página ${pathname}</h1>`);
      expect(html).toContain('<script type="application/json" id="app-state">');
    },
  );

  test('/planes has a head of its own, not the generic one', async () => {
    const html = await (await server.createClient().get(paths.plans)).text();

    expect(html).not.toContain('<title>CVListo</title>');
    expect(html).toContain('<title>Planes | CVListo</title>');
  });

  test('the plans pages are rendered with the billing configuration the API serves', async () => {
    const client = server.createClient();
    const billing = billingConfigSchema.parse(
      await (await client.get('/api/billing/config')).json(),
    );

    for (const pathname of [paths.pricing, paths.plans]) {
      const html = await (await client.get(pathname)).text();
      expect(rootOf(html)).toContain(
        `<p>Paquetes: ${billing.creditPacks.map((pack) => pack.id).join(',')}</p>`,
      );
    }
    const complaints = await (await client.get(paths.complaintsBook)).text();
    expect(complaints).not.toContain('Paquetes');
  });

  test('/pricing, /planes, /login and /signup render signed out only for a request without a session', async () => {
    const visitor = server.createClient();
    const { client: member } = await signUpClient(server);
    for (const pathname of [paths.pricing, paths.plans, paths.login, paths.signup]) {
      const signedOut = await (await visitor.get(pathname)).text();
      expect(rootOf(signedOut)).toContain('<p>Sin sesión</p>');
      expect(signedOut).toContain('"signedOut"');

      // A session, or a query string the page reads (?error from Google): the shell and its
      // spinner, so the signed-out page never flashes before the signed-in one.
      for (const response of [
        await member.get(pathname),
        await visitor.get(`${pathname}?error=1`),
      ]) {
        expect(response.status).toBe(200);
        const shell = await response.text();
        expect(shell).toContain('<div id="root"></div>');
        expect(shell).not.toContain('id="app-state"');
        expect(shell).toContain(
          `<title>${publicPageHead(pathname, 'CVListo')?.title} | CVListo</title>`,
        );
      }
    }
    // The session does not change the pages that do not depend on it.
    expect(rootOf(await (await member.get(paths.complaintsBook)).text())).toContain('<h1>');
  });

  test('every public page has the share card, with the share image', async () => {
    const client = server.createClient();
    const publicPaths = [
      paths.home,
      paths.pricing,
      paths.plans,
      paths.faq,
      paths.about,
      paths.blog,
      paths.privacyPolicy,
      paths.terms,
      paths.refundPolicy,
      paths.complaintsBook,
      paths.login,
      paths.signup,
      `/blog/${article}`,
    ];
    for (const pathname of publicPaths) {
      const html = await (await client.get(pathname)).text();
      const head = publicPageHead(pathname, 'CVListo', withoutAi);
      const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
      expect({ pathname, canonical }).toStrictEqual({
        pathname,
        canonical: expect.stringMatching(/^http:\/\/localhost:3000\//) as unknown,
      });
      expect({
        pathname,
        type: metaContent(html, 'property', 'og:type'),
        siteName: metaContent(html, 'property', 'og:site_name'),
        locale: metaContent(html, 'property', 'og:locale'),
        url: metaContent(html, 'property', 'og:url'),
        image: metaContent(html, 'property', 'og:image'),
        width: metaContent(html, 'property', 'og:image:width'),
        height: metaContent(html, 'property', 'og:image:height'),
        card: metaContent(html, 'name', 'twitter:card'),
      }).toStrictEqual({
        pathname,
        type: pathname.startsWith('/blog/') ? 'article' : 'website',
        siteName: 'CVListo',
        locale: 'es_PE',
        url: canonical,
        image: `${testAppUrl}/share-image.png`,
        width: '1200',
        height: '630',
        card: 'summary_large_image',
      });
      expect(metaContent(html, 'property', 'og:image:alt')).toMatch(/^CVListo: optimiza tu CV/);
      if (head) {
        expect(metaContent(html, 'property', 'og:title')).toBe(`${head.title} | CVListo`);
      }
    }
  });

  test('the landing page describes the organisation and the site (JSON-LD)', async () => {
    const html = await (await server.createClient().get(paths.home)).text();

    expect(jsonLd(html)).toStrictEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'CVListo',
        url: `${testAppUrl}/`,
        logo: `${testAppUrl}/favicon.svg`,
        email: server.environment.supportEmail,
      }),
      expect.objectContaining({
        '@type': 'WebSite',
        name: 'CVListo',
        url: `${testAppUrl}/`,
        inLanguage: 'es-PE',
      }),
    ]);
    const faq = await (await server.createClient().get(paths.faq)).text();
    expect(jsonLd(faq)).toStrictEqual([]);
  });

  test('an article with a cover shares its cover and describes itself as a BlogPosting', async () => {
    const html = await (await server.createClient().get('/blog/con-portada')).text();
    const url = `${testAppUrl}/blog/con-portada`;

    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${testAppUrl}${coverUrl}`);
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(
      'Un CV &quot;claro&quot; &lt;/script&gt;',
    );
    expect(metaContent(html, 'property', 'og:image:width')).toBeUndefined();
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Un CV &quot;claro&quot; &lt;/script&gt; | CVListo',
    );
    expect(metaContent(html, 'property', 'og:description')).toBe('Cómo &lt;ordenar&gt; tu CV');
    // The title's "</script>" cannot end the JSON-LD element.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[ >]/g)?.length);
    expect(jsonLd(html)).toStrictEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Un CV "claro" </script>',
        description: 'Cómo <ordenar> tu CV',
        datePublished: '2026-03-05T15:00:00.000Z',
        dateModified: '2026-04-01T10:00:00.000Z',
        image: [`${testAppUrl}${coverUrl}`],
        inLanguage: 'es-PE',
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        author: expect.objectContaining({ '@type': 'Organization', name: 'CVListo' }) as unknown,
        publisher: expect.objectContaining({
          '@type': 'Organization',
          name: 'CVListo',
          logo: `${testAppUrl}/favicon.svg`,
        }) as unknown,
      },
    ]);
  });

  test('the 404 page and the back office have no share card', async () => {
    const client = server.createClient();
    for (const pathname of ['/no-existe', paths.admin]) {
      const html = await (await client.get(pathname)).text();
      expect(html).not.toContain('og:');
      expect(html).not.toContain('application/ld+json');
    }
  });

  test('the share image is a 1200 × 630 PNG at a stable address, kept by caches', async () => {
    const response = await server.createClient().get('/share-image.png');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});
