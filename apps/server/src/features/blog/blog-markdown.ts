// An article's Markdown → the HTML the article page and the back office's preview both show
// (issue 16). One renderer, on the server: markdown-it with raw HTML off (a `<script>` or an
// `onerror=` in the text comes out as visible text) and links limited to web and mail addresses.
import { sectionParagraphs, type BlogSection } from '@cvlisto/shared';
import MarkdownIt from 'markdown-it';

/** Reading speed for the "min de lectura" (adults reading non-fiction: about 200–230). */
export const blogWordsPerMinute = 220;

const allowedSchemes = new Set(['http:', 'https:', 'mailto:']);

/**
 * Relative addresses (our own pages, anchors) and http(s)/mailto only. markdown-it's own check
 * lets `data:image/…` through; no article needs it, so every other scheme is refused, and the
 * link is rendered without an address.
 */
function isAllowedLink(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return !scheme?.[1] || allowedSchemes.has(`${scheme[1].toLowerCase()}:`);
}

function createRenderer() {
  const markdown = new MarkdownIt('default', {
    html: false,
    // A word like "CV-Maria.docx" must not turn into a link the operator never wrote.
    linkify: false,
    typographer: false,
  });
  markdown.validateLink = isAllowedLink;
  // The page's only h1 is the article's title: a "# " in the body becomes a section heading.
  markdown.core.ruler.push('demote_h1', (state) => {
    for (const token of state.tokens) {
      if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') {
        token.tag = 'h2';
      }
    }
  });
  // Links leave the site in a new tab without handing it this page (nor a referrer).
  const renderLinkOpen = markdown.renderer.rules.link_open;
  markdown.renderer.rules.link_open = (tokens, index, options, environment, self) => {
    const token = tokens[index];
    const href = String(token?.attrGet('href') ?? '');
    if (token && /^(https?:)?\/\//i.test(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer nofollow');
    }
    return renderLinkOpen
      ? renderLinkOpen(tokens, index, options, environment, self)
      : self.renderToken(tokens, index, options);
  };
  return markdown;
}

const renderer = createRenderer();

/**
 * The article's body as safe HTML.
 *
 * @example renderBlogMarkdown('## Hola\n\n<script>x</script>') // '<h2>Hola</h2>\n<p>&lt;script&gt;x&lt;/script&gt;</p>\n'
 */
export function renderBlogMarkdown(markdown: string): string {
  return renderer.render(markdown);
}

/** Minutes to read the body's words (not its markup or link addresses); at least one. */
export function blogReadingMinutes(markdown: string): number {
  let words = 0;
  const count = (text: string) => {
    words += text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  };
  for (const token of renderer.parse(markdown, {})) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') count(child.content);
      }
    } else if (token.type === 'fence' || token.type === 'code_block') {
      count(token.content);
    }
  }
  return Math.max(1, Math.ceil(words / blogWordsPerMinute));
}

/** Characters that Markdown would read as markup inside a shipped article's plain text. */
const markdownPunctuation = /[\\`*_[\]<>#|~]/g;

function escapeMarkdown(text: string): string {
  // A paragraph starting "1. " or "2) " would become a list; "- " and "+ " likewise.
  return text
    .replace(markdownPunctuation, '\\$&')
    .replace(/^(\d+)([.)])(\s)/, '$1\\$2$3')
    .replace(/^([-+=])(\s|$)/, '\\$1$2');
}

/**
 * A shipped article's sections (the seed's format: a title and paragraphs on separate lines) as
 * Markdown: a "## " heading per section and a blank line between paragraphs.
 */
export function blogSectionsToMarkdown(sections: readonly BlogSection[]): string {
  return sections
    .map((section) =>
      [
        `## ${escapeMarkdown(section.title.trim())}`,
        ...sectionParagraphs(section.content).map(escapeMarkdown),
      ].join('\n\n'),
    )
    .join('\n\n');
}
