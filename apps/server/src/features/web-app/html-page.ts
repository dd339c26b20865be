// The app's index.html with what a crawler needs in the first response (issue 6): the page's own
// title, description and canonical address, what a shared link shows (Open Graph and Twitter
// tags, issue 17), structured data, and — on the content pages — the rendered markup and the data
// it was rendered from.
import type { PageHead } from '@cvlisto/shared';

/** What WhatsApp, Facebook, X and LinkedIn show for a shared link (Open Graph, issue 17). */
export type ShareCard = {
  /** "website", or "article" for a blog post. */
  readonly type: 'website' | 'article';
  /** The product's name (og:site_name). */
  readonly siteName: string;
  /** Absolute URL of the picture; its size when known (our share image, not a cover). */
  readonly image: {
    readonly url: string;
    readonly alt: string;
    readonly width?: number;
    readonly height?: number;
  };
};

export type HtmlPageParts = {
  readonly head: PageHead;
  /** Absolute URL of the page, for <link rel="canonical">; null for pages search engines skip. */
  readonly canonicalUrl: string | null;
  /** Server-rendered markup for <div id="root">, with the state the browser hydrates from. */
  readonly rendered: { readonly html: string; readonly state: string } | null;
  /** A page search engines must not index: the 404 page (issue 11). */
  readonly noIndex?: boolean;
  /** The page's share card; its title, description and URL are the page's own (head, canonical). */
  readonly share?: ShareCard;
  /** Schema.org objects (Organization, WebSite, BlogPosting…), one JSON-LD script each. */
  readonly structuredData?: readonly object[];
};

const titlePattern = /<title>[^<]*<\/title>/;
const descriptionPattern = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const rootPattern = '<div id="root"></div>';

/** Fills index.html (as Vite built it) for one page. */
export function buildHtmlPage(
  template: string,
  { head, canonicalUrl, rendered, noIndex = false, share, structuredData = [] }: HtmlPageParts,
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
  const extraHead = [
    ...(share ? shareTags(head, canonicalUrl, share) : []),
    ...structuredData.map(
      (item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`,
    ),
  ];
  if (extraHead.length > 0) {
    html = html.replace(
      '</head>',
      () => `${extraHead.map((tag) => `  ${tag}\n`).join('')}  </head>`,
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

/** og:* and twitter:* meta tags; og:url only for a page with a canonical address. */
function shareTags(head: PageHead, canonicalUrl: string | null, share: ShareCard): string[] {
  const properties: [string, string | number | undefined][] = [
    ['og:type', share.type],
    ['og:site_name', share.siteName],
    ['og:locale', 'es_PE'],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', canonicalUrl ?? undefined],
    ['og:image', share.image.url],
    ['og:image:width', share.image.width],
    ['og:image:height', share.image.height],
    ['og:image:alt', share.image.alt],
  ];
  const names: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', head.title],
    ['twitter:description', head.description],
    ['twitter:image', share.image.url],
    ['twitter:image:alt', share.image.alt],
  ];
  return [
    ...properties
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => `<meta property="${key}" content="${escapeHtml(String(value))}" />`),
    ...names.map(([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}" />`),
  ];
}

/**
 * JSON inside a <script> element: "<" escaped, so no "</script>" or "<!--" in a title can end or
 * change the element; U+2028/U+2029 escaped for old parsers.
 */
function jsonForScript(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
