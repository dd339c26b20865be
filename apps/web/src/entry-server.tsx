// Renders public pages on the server (issue 6: content in the first HTML response). The server
// calls renderPage with the data the page shows; the browser then hydrates the same tree
// (main.tsx) from the state written next to it. Signed-out view: the session is read by the
// browser after hydration, as on any other page. Lazy page modules are awaited (prerender).
import type { BillingConfig, BlogPost, BlogPostSummary, PublicConfig } from '@cvlisto/shared';
import { landingBlogPostCount } from '@cvlisto/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { blogPostQueryOptions } from './features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from './features/blog/api/get-blog-posts';
import { billingConfigQueryOptions } from './features/plans/api/get-billing-config';
import { meQueryOptions } from './lib/me';
import { publicConfigQueryOptions } from './lib/public-config';

/** What the page at `path` shows from the server: only what that page reads. */
export type PageData = {
  readonly config: PublicConfig;
  /** The landing page's latest posts. */
  readonly latestPosts?: readonly BlogPostSummary[];
  /** The blog list. */
  readonly posts?: readonly BlogPostSummary[];
  /** One article, on /blog/{slug}. */
  readonly post?: BlogPost;
  /** On /blog/{slug} when no such article is published: the page says so (a 404). */
  readonly missingPostSlug?: string;
  /** The payment paths and credit packs on sale, for the plans pages (/pricing, /planes). */
  readonly billing?: BillingConfig;
  /**
   * The request carried no session: the page is rendered — and hydrated — as signed out. For the
   * pages that show a spinner while the session is unknown (/planes, /login, /signup).
   */
  readonly signedOut?: boolean;
};

export type RenderedPage = {
  /** The markup that goes inside <div id="root">. */
  readonly html: string;
  /** TanStack Query's dehydrated cache, as JSON safe to place inside a <script> element. */
  readonly state: string;
};

export async function renderPage(path: string, data: PageData): Promise<RenderedPage> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(publicConfigQueryOptions.queryKey, data.config);
  if (data.latestPosts) {
    client.setQueryData(blogPostsQueryOptions(landingBlogPostCount).queryKey, [
      ...data.latestPosts,
    ]);
  }
  if (data.posts) client.setQueryData(blogPostsQueryOptions().queryKey, [...data.posts]);
  if (data.post) client.setQueryData(blogPostQueryOptions(data.post.slug).queryKey, data.post);
  if (data.billing) client.setQueryData(billingConfigQueryOptions.queryKey, data.billing);
  // Stale at once, so the browser still asks for the session after hydrating.
  if (data.signedOut) client.setQueryData(meQueryOptions.queryKey, null, { updatedAt: 0 });
  if (data.missingPostSlug !== undefined) {
    client.setQueryData(blogPostQueryOptions(data.missingPostSlug).queryKey, null);
  }

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // React writes the page's <title> first; the server already put it in <head>.
  const body = html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/, '');
  // "<" escaped: the JSON cannot close the <script> element it is written into.
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return { html: body, state };
}
