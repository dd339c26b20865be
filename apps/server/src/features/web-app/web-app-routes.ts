// The built web app: hashed assets cached for a year, and every page of the app answered with
// index.html so client routes load — filled in per page (title, description, canonical URL, the
// share card and structured data of issue 17), and for the public pages rendered on the server by
// apps/web's SSR build (decision 008). Any other path, and an article that does not exist, is a
// 404 with the not-found page (issue 11).
import { serveStatic } from '@hono/node-server/serve-static';
import {
  canonicalPagePath,
  defaultPageHead,
  formatPageTitle,
  isAdminPath,
  isPagePath,
  isPayForMePath,
  isSignedInPath,
  landingBlogPostCount,
  notFoundPageHeads,
  paths,
  payForMeTokenOf,
  publicPageHead,
  type BillingConfig,
  type BlogPost,
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
import type { BlogChanges } from '../blog/blog-changes';
import { findPublishedPostWithDates, listPublishedPosts } from '../blog/blog-service';
import { publicConfigOf } from '../config/config-routes';
import { buildHtmlPage, type ShareCard } from './html-page';
import { createShareImage, shareImageAlt, shareImagePath, shareImageSize } from './share-image';

/** What apps/web/src/entry-server.tsx exports (the server cannot import the web app's code). */
type PageRenderer = {
  renderPage(
    path: string,
    data: {
      config: PublicConfig;
      latestPosts?: readonly BlogPostSummary[];
      posts?: readonly BlogPostSummary[];
      post?: BlogPost;
      missingPostSlug?: string;
      billing?: BillingConfig;
      signedOut?: boolean;
    },
  ): Promise<{ html: string; state: string }>;
};

type RenderedHtmlPage = { readonly html: string; readonly status: 200 | 404 };

/** How long a rendered public page is reused. */
const renderedPageTtlMs = 10_000;

/** Pages rendered on the server: every public page, words in the first response (issue 17). */
const serverRenderedPaths: ReadonlySet<string> = new Set([
  paths.home,
  paths.blog,
  paths.faq,
  paths.about,
  paths.privacyPolicy,
  paths.terms,
  paths.refundPolicy,
  paths.complaintsBook,
]);

/**
 * Public pages that differ by session: /planes and /login wait for it (a signed-in visitor sees
 * another page, or is sent on), /pricing's buttons lead elsewhere when signed in. Rendered —
 * signed out — only for a request that carries no session, and no query string (/login reads
 * ?error); any other request gets the shell, so a signed-in visitor never sees (nor clicks) the
 * signed-out page.
 */
const signedOutRenderedPaths: ReadonlySet<string> = new Set([
  paths.pricing,
  paths.plans,
  paths.login,
  paths.signup,
]);

/** The plans pages read the billing configuration (which packs are on sale). */
const billingPaths: ReadonlySet<string> = new Set([paths.pricing, paths.plans]);

/** What about the request changes the page: only for the pages in signedOutRenderedPaths. */
export type PageRequest = { readonly hasSession: boolean; readonly hasQuery: boolean };

export type WebAppDependencies = {
  readonly db: Database;
  readonly environment: Environment;
  readonly logger: Logger;
  /** An operator's change to an article empties the page cache (issue 16). */
  readonly blogChanges: BlogChanges;
  /** apps/web/dist; its SSR build is expected beside it in apps/web/dist-ssr. */
  readonly webDistDir: string;
  /** An unknown or revoked pay-for-me link's pages are a 404 (issue 17). */
  readonly isMissingPayForMeLink?: (token: string) => Promise<boolean>;
  /** What /api/billing/config answers: the plans pages show the credit packs from it. */
  readonly billing: BillingConfig;
};

export function serveWebApp(app: Hono<AppEnv>, dependencies: WebAppDependencies) {
  const root = path.resolve(dependencies.webDistDir);
  app.use('*', compress(), async (c, next) => {
    await next();
    // Set once the file is served: serveStatic calls onFound after it has built its response,
    // so a header set there is lost.
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.header(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
  });
  // Made by the server (it bears the configured name), a day in caches: the address never changes.
  const shareImage = createShareImage(
    dependencies.environment.appName,
    dependencies.environment.appUrl,
  );
  app.get(shareImagePath, async (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(await shareImage()), 200, { 'Content-Type': 'image/png' });
  });
  // Files (a name with an extension) come from the build as they are; pages — index.html
  // included — are always filled in below.
  const staticFiles = serveStatic({ root });
  app.use('*', (c, next) => (isStaticFilePath(c.req.path) ? staticFiles(c, next) : next()));
  // A missing file is a 404: answering with a page would hand HTML to a <script> tag, and for a
  // hashed asset (one from before a deploy) the year-long cache would keep it. Only a page's own
  // address with a dot in it (an article's slug) goes on to the pages.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (isStaticFilePath(path) && (path.startsWith('/assets/') || !isPagePath(path))) {
      return c.notFound();
    }
    await next();
  });
  const renderPage = createPageRenderer({ ...dependencies, webDistDir: root });
  app.get('*', async (c) => {
    const page = await renderPage(c.req.path, {
      hasSession: /(?:^|;\s*)[^=;]*session_token=/.test(c.req.header('cookie') ?? ''),
      hasQuery: new URL(c.req.url).search.length > 1,
    });
    return c.html(page.html, page.status);
  });
}

function createPageRenderer({
  db,
  environment,
  logger,
  blogChanges,
  webDistDir,
  isMissingPayForMeLink,
  billing,
}: WebAppDependencies) {
  const config = publicConfigOf(environment);
  const { appUrl } = environment;
  const organization = {
    '@type': 'Organization',
    '@id': `${appUrl}/#organization`,
    name: config.appName,
    url: `${appUrl}/`,
    logo: `${appUrl}/favicon.svg`,
  };
  const template = readFile(path.join(webDistDir, 'index.html'), 'utf8');
  const ssrEntry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  const renderer = import(pathToFileURL(ssrEntry).href).then(
    (module: PageRenderer) => module,
    (error: unknown) => {
      // Without the SSR build the app still works, rendered in the browser only.
      logger.warn(
        { err: error, ssrEntry },
        'SSR build of the web app not found; serving the SPA shell',
      );
      return null;
    },
  );

  // The same for every visitor (the signed-out view), so a rendered page is reused for a few
  // seconds: a burst of visitors costs one render and one query. Bounded by the number of public pages and published articles.
  const renderedPages = new Map<string, RenderedHtmlPage & { expiresAt: number }>();
  // Every cached page may show articles (the landing's latest, the list, an article), and the
  // cache is small: all of it goes.
  blogChanges.subscribe(() => renderedPages.clear());

  return async function renderPage(
    pathname: string,
    request: PageRequest,
  ): Promise<RenderedHtmlPage> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    // The shell of a page that waits for the session: not kept, the render is the cached one.
    if (signedOutRenderedPaths.has(path) && (request.hasSession || request.hasQuery)) {
      return (await buildPage(path, false)).page;
    }
    const cacheKey = pageCacheKey(path);
    const cached = renderedPages.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const { page, cacheable } = await buildPage(path, true);
    if (cacheable) {
      renderedPages.set(cacheKey, { ...page, expiresAt: Date.now() + renderedPageTtlMs });
    }
    return page;
  };

  async function buildPage(
    path: string,
    signedOut: boolean,
  ): Promise<{ page: RenderedHtmlPage; cacheable: boolean }> {
    if (!isPagePath(path)) return { page: await buildNotFoundPage(path), cacheable: true };
    const slug = blogPostSlug(path);
    const found = slug === null ? undefined : await findPublishedPostWithDates(db, slug);
    if (slug !== null && !found) {
      return { page: await buildNotFoundPage(path, slug), cacheable: false };
    }
    const payForMeToken = payForMeTokenOf(path);
    if (payForMeToken !== null && (await isMissingPayForMeLink?.(payForMeToken))) {
      return { page: await buildNotFoundPage(path), cacheable: false };
    }
    const post = found?.post;
    const head = post
      ? { title: post.title, description: post.description }
      : publicPageHead(path, config.appName, config.tools);
    const canonicalUrl = head ? `${appUrl}${canonicalPagePath(path)}` : null;
    const rendered = await renderOnServer(path, post, signedOut);
    const fullHead = withProductName(head ?? defaultPageHead(config.appName, config.tools));
    // The back office and pay-for-me links are nobody's search result, nor anybody's shared link.
    const noIndex = isAdminPath(path) || isPayForMePath(path);
    const html = buildHtmlPage(await template, {
      head: fullHead,
      canonicalUrl,
      rendered,
      noIndex,
      share: noIndex ? undefined : shareCardOf(post),
      structuredData: found
        ? [articleData(found.post, found.updatedAt, canonicalUrl ?? `${appUrl}${path}`)]
        : path === paths.home
          ? landingData()
          : [],
    });
    // Only pages with a head of their own: signed-in pages are the same shell anyway.
    return { page: { html, status: 200 }, cacheable: head !== null };
  }

  /**
   * The 404 page, rendered like the content pages so the words are in the first response; the
   * browser hydrates the same not-found page from the same route. Below a signed-in prefix the
   * browser first asks for sign-in, so that shell is not rendered here.
   */
  async function buildNotFoundPage(path: string, missingPostSlug?: string) {
    const head = missingPostSlug === undefined ? notFoundPageHeads.page : notFoundPageHeads.article;
    const rendered = isSignedInPath(path)
      ? null
      : await renderWithFallback(path, async () => ({ config, missingPostSlug }));
    const html = buildHtmlPage(await template, {
      head: withProductName(head),
      canonicalUrl: null,
      rendered,
      noIndex: true,
    });
    return { html, status: 404 } as const;
  }

  /** The page's markup and state, or null: not a server-rendered page, or rendering failed. */
  async function renderOnServer(path: string, post: BlogPost | undefined, signedOut: boolean) {
    const rendersSignedOut = signedOut && signedOutRenderedPaths.has(path);
    if (!serverRenderedPaths.has(path) && !rendersSignedOut && !post) return null;
    return renderWithFallback(path, async () => {
      if (post) return { config, post };
      if (path === paths.home) {
        return { config, latestPosts: await listPublishedPosts(db, landingBlogPostCount) };
      }
      if (path === paths.blog) return { config, posts: await listPublishedPosts(db, undefined) };
      return {
        config,
        ...(billingPaths.has(path) ? { billing } : {}),
        ...(rendersSignedOut ? { signedOut: true } : {}),
      };
    });
  }

  /** Our share image, or an article's own cover (any size; its title describes it). */
  function shareCardOf(post: BlogPost | undefined): ShareCard {
    const siteName = config.appName;
    if (post?.imageUrl) {
      return {
        type: 'article',
        siteName,
        image: { url: absoluteUrl(post.imageUrl), alt: post.title },
      };
    }
    return {
      type: post ? 'article' : 'website',
      siteName,
      image: {
        url: `${appUrl}${shareImagePath}`,
        alt: shareImageAlt(config.appName),
        ...shareImageSize,
      },
    };
  }

  /** The landing page's structured data: who publishes the site, and the site. */
  function landingData(): object[] {
    const sameAs = Object.values(config.socialLinks).filter((link) => link.trim() !== '');
    return [
      {
        '@context': 'https://schema.org',
        ...organization,
        email: config.supportEmail,
        ...(sameAs.length > 0 ? { sameAs } : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: config.appName,
        url: `${appUrl}/`,
        inLanguage: 'es-PE',
        publisher: { '@id': organization['@id'] },
      },
    ];
  }

  /** An article's structured data (schema.org BlogPosting), written by the organisation. */
  function articleData(post: BlogPost, updatedAt: string, url: string): object {
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: post.createdAt,
      dateModified: updatedAt,
      image: [post.imageUrl ? absoluteUrl(post.imageUrl) : `${appUrl}${shareImagePath}`],
      inLanguage: 'es-PE',
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: organization,
      publisher: organization,
    };
  }

  /** A cover of ours is a path ("/api/blog/images/…"); one elsewhere is already absolute. */
  function absoluteUrl(url: string): string {
    return url.startsWith('/') && !url.startsWith('//') ? `${appUrl}${url}` : url;
  }

  async function renderWithFallback(
    path: string,
    loadData: () => Promise<Parameters<PageRenderer['renderPage']>[1]>,
  ) {
    const pages = await renderer;
    if (!pages) return null;
    try {
      return await pages.renderPage(path, await loadData());
    } catch (error) {
      // The browser renders the page itself: a server render is an optimisation, not a need.
      logger.error({ err: error, path }, 'server render failed; serving the SPA shell');
      return null;
    }
  }

  function withProductName(head: PageHead): PageHead {
    return { ...head, title: formatPageTitle(head.title, config.appName) };
  }
}

/**
 * Where a page is kept in the render cache. Every unknown address shows the same not-found page
 * (a render takes ≈ 15 ms), so they share one entry: a scan of random paths neither renders each
 * one nor fills the cache. An unknown article is looked up, and not kept, like any article.
 */
function pageCacheKey(path: string): string {
  if (isPagePath(path)) return path;
  return isSignedInPath(path) ? 'not-found (signed-in)' : 'not-found';
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
