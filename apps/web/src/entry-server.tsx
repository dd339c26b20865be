// Renders the landing page on the server (issue 6: its main content is in the first HTML
// response). The server calls renderLandingPage with the data the page shows; the browser then
// hydrates the same tree (main.tsx) from the state written next to it. Signed-out view: the
// session is read by the browser after hydration, exactly as on any other page.
import type { BlogPostSummary, PublicConfig } from '@cvlisto/shared';
import { landingBlogPostCount } from '@cvlisto/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { blogPostsQueryOptions } from './features/blog/api/get-blog-posts';
import { publicConfigQueryOptions } from './lib/public-config';

export type LandingPageData = {
  readonly config: PublicConfig;
  readonly latestPosts: readonly BlogPostSummary[];
};

export type RenderedPage = {
  /** The markup that goes inside <div id="root">. */
  readonly html: string;
  /** TanStack Query's dehydrated cache, as JSON safe to place inside a <script> element. */
  readonly state: string;
};

export function renderLandingPage({ config, latestPosts }: LandingPageData): RenderedPage {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(publicConfigQueryOptions.queryKey, config);
  client.setQueryData(blogPostsQueryOptions(landingBlogPostCount).queryKey, [...latestPosts]);
  const html = renderToString(
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  // React writes the page's <title> first; the server already put it in <head>.
  const body = html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/, '');
  // "<" escaped: the JSON cannot close the <script> element it is written into.
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return { html: body, state };
}
