// The built web app: hashed assets cached for a year, and every other GET answered with
// index.html so client routes load — filled in per page (title, description, canonical URL), and
// with the landing page rendered on the server from apps/web's SSR build (decision 008).
import { serveStatic } from '@hono/node-server/serve-static';
import {
  defaultPageHead,
  formatPageTitle,
  landingBlogPostCount,
  paths,
  publicPageHead,
  type BlogPostSummary,
  type PageHead,
  type PublicConfig,
} from '@cvlisto/shared';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../../db/client';
import type { Environment } from '../../env';
import type { AppEnv } from '../../http/app-env';
import type { Logger } from '../../logger';
import { findPublishedPost, listPublishedPosts } from '../blog/blog-service';
import { publicConfigOf } from '../config/config-routes';
import { buildHtmlPage } from './html-page';

/** What apps/web/src/entry-server.tsx exports (the server cannot import the web app's code). */
type LandingRenderer = {
  renderLandingPage(data: { config: PublicConfig; latestPosts: readonly BlogPostSummary[] }): {
    html: string;
    state: string;
  };
};

export type WebAppDependencies = {
  readonly db: Database;
  readonly environment: Environment;
  readonly logger: Logger;
  /** apps/web/dist; its SSR build is expected beside it in apps/web/dist-ssr. */
  readonly webDistDir: string;
};

export function serveWebApp(app: Hono<AppEnv>, dependencies: WebAppDependencies) {
  const root = path.resolve(dependencies.webDistDir);
  app.use('*', compress(), async (c, next) => {
    await next();
    // Set once the file is served: serveStatic calls onFound after it has built its response,
    // so a header set there is lost.
    if (c.res.ok) {
      c.header(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
  });
  // Files (a name with an extension) come from the build as they are; pages — index.html
  // included — are always filled in below.
  const staticFiles = serveStatic({ root });
  app.use('*', (c, next) => (isStaticFilePath(c.req.path) ? staticFiles(c, next) : next()));
  // A missing hashed asset (one from before a deploy) is a 404: answering with index.html would
  // hand a page to a <script> tag, and the year-long cache would keep it.
  app.get('/assets/*', (c) => c.notFound());
  const renderPage = createPageRenderer({ ...dependencies, webDistDir: root });
  app.get('*', async (c) => c.html(await renderPage(c.req.path)));
}

function createPageRenderer({ db, environment, logger, webDistDir }: WebAppDependencies) {
  const config = publicConfigOf(environment);
  const template = readFile(path.join(webDistDir, 'index.html'), 'utf8');
  const ssrEntry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  const renderer = import(pathToFileURL(ssrEntry).href).then(
    (module: LandingRenderer) => module,
    (error: unknown) => {
      // Without the SSR build the app still works, rendered in the browser only.
      logger.warn(
        { err: error, ssrEntry },
        'landing page SSR build not found; serving the SPA shell',
      );
      return null;
    },
  );

  return async function renderPage(pathname: string): Promise<string> {
    const head = await pageHead(pathname);
    const canonicalUrl = head
      ? `${environment.appUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`
      : null;
    let rendered = null;
    if (pathname === paths.home) {
      const landing = await renderer;
      if (landing) {
        const latestPosts = await listPublishedPosts(db, landingBlogPostCount);
        rendered = landing.renderLandingPage({ config, latestPosts });
      }
    }
    return buildHtmlPage(await template, {
      head: withProductName(head ?? defaultPageHead(config.appName)),
      canonicalUrl,
      rendered,
    });
  };

  async function pageHead(pathname: string): Promise<PageHead | null> {
    const slug = blogPostSlug(pathname);
    if (slug !== null) {
      const post = await findPublishedPost(db, slug);
      return post ? { title: post.title, description: post.description } : null;
    }
    return publicPageHead(pathname, config.appName);
  }

  function withProductName(head: PageHead): PageHead {
    return { ...head, title: formatPageTitle(head.title, config.appName) };
  }
}

function isStaticFilePath(pathname: string): boolean {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return name.includes('.') && !name.endsWith('.html');
}

/** "/blog/como-pasar-los-filtros-ats" → its slug; null for any other path. */
function blogPostSlug(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
