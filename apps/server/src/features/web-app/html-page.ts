// The app's index.html with what a crawler needs in the first response (issue 6): the page's own
// title, description and canonical address, and — on the landing page — its rendered markup and
// the data it was rendered from.
import type { PageHead } from '@cvlisto/shared';

export type HtmlPageParts = {
  readonly head: PageHead;
  /** Absolute URL of the page, for <link rel="canonical">; null for pages search engines skip. */
  readonly canonicalUrl: string | null;
  /** Server-rendered markup for <div id="root">, with the state the browser hydrates from. */
  readonly rendered: { readonly html: string; readonly state: string } | null;
  /** A page search engines must not index: the 404 page (issue 11). */
  readonly noIndex?: boolean;
};

const titlePattern = /<title>[^<]*<\/title>/;
const descriptionPattern = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const rootPattern = '<div id="root"></div>';

/** Fills index.html (as Vite built it) for one page. */
export function buildHtmlPage(
  template: string,
  { head, canonicalUrl, rendered, noIndex = false }: HtmlPageParts,
) {
  let html = template
    .replace(titlePattern, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      descriptionPattern,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  if (canonicalUrl) {
    html = html.replace(
      '</head>',
      () => `  <link rel="canonical" href="${escapeHtml(canonicalUrl)}" />\n  </head>`,
    );
  }
  if (noIndex) {
    html = html.replace('</head>', () => `  <meta name="robots" content="noindex" />\n  </head>`);
  }
  if (rendered) {
    html = html.replace(
      rootPattern,
      () =>
        `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="app-state">${rendered.state}</script>`,
    );
  }
  return html;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
