import { paths } from '@cvlisto/shared';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { listPublishedPosts } from './blog-service';

/** The public pages a search engine should index; signed-in and checkout pages are left out. */
export const sitemapPublicPaths = [
  paths.home,
  paths.blog,
  paths.pricing,
  paths.faq,
  paths.about,
  paths.complaintsBook,
  paths.privacyPolicy,
  paths.terms,
  paths.refundPolicy,
] as const;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** `GET /sitemap.xml`: the public pages and every published article, with absolute URLs. */
export function createSitemapRoutes(db: Database, appUrl: string) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const posts = await listPublishedPosts(db, undefined);
    const urls = [
      ...sitemapPublicPaths.map(
        (pathname) => `  <url><loc>${escapeXml(appUrl + pathname)}</loc></url>`,
      ),
      ...posts.map(
        (post) =>
          `  <url><loc>${escapeXml(appUrl + paths.blogPost(post.slug))}</loc><lastmod>${post.createdAt.slice(0, 10)}</lastmod></url>`,
      ),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
}
