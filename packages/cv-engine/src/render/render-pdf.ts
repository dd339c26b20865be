// CvDocument → PDF (issue 3, stage 6) with pdfkit: one column on A4 or Carta in one of the
// templates (issue 14), Carlito embedded (subset, decision 015), every block written top to bottom
// in one text flow so the text layer reads in order, page breaks left to pdfkit's flow except where
// a heading or an entry's title would be stranded at a page's foot. The page count is fitted
// (issue 13): the layout is written with the loosest fitting step of its template first, and with
// a tighter one only while the result has more pages than the source, or a last page under a
// quarter full that a tighter step could remove.
import PDFDocument from 'pdfkit';
import { CvEngineError, cvEngineErrorCodes } from '../errors';
import type { CvDocument } from '../model/cv-document';
import { layOutCv, type CvLayout, type LayoutBlock, type LayoutBlockKind } from './cv-layout';
import { loadCarlitoFonts, parsePdfFonts, type ParsedPdfFonts, type PdfFonts } from './fonts';
import { splitAtLinks } from './link-targets';
import { layoutOfStep } from './short-line-runs';
import { shareWordLayouts } from './shared-word-layouts';
import { defaultAppName, type RenderOptions } from './render-options';
import {
  fitStepsFor,
  fontFamilies,
  spaceBeforeBlock,
  type BlockStyle,
  type RenderTheme,
} from './render-theme';

type PdfKitDocument = InstanceType<typeof PDFDocument>;

const fontNames = {
  regular: fontFamilies.pdf,
  bold: `${fontFamilies.pdf}-Bold`,
  italic: `${fontFamilies.pdf}-Italic`,
} as const;
/** Where the bullet's marker sits inside the bullet indent. */
const bulletMarkerOffset = 3;
/** A last page filled less than this (of its text height) is nearly empty (issue 13). */
export const minimumLastPageFill = 0.25;
/**
 * A step that reaches the target's pages must leave this much of the last page free: Word and
 * LibreOffice break lines and keep headings with their text a little differently from pdfkit, so
 * a DOCX whose PDF fills its last page to the bottom can spill onto one more.
 */
export const maximumTargetLastPageFill = 0.97;
/** The longest source whose pages a step under the readable floor may keep (sourceBodySize). */
export const maxPagesKeptBySmallerType = 2;

/**
 * Renders a CV as a one-column PDF with selectable text, clickable links and the Carlito font
 * embedded, in its template and on its paper (RenderOptions.template, .pageSize), in as few pages
 * as its content fits (see RenderOptions.targetPages).
 *
 * @example const pdf = await renderCvToPdf(cv, { template: 'moderno', pageSize: 'carta', targetPages: 1 }) // Uint8Array (a .pdf)
 */
export async function renderCvToPdf(
  cv: CvDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  try {
    const fonts = parsePdfFonts(options.fonts ?? loadCarlitoFonts());
    const cached = fitsByCv.get(cv);
    let written: WrittenPdf;
    if (isFitFor(cached, options)) {
      // The DOCX of this CV was fitted first: end the document it wrote, or write the step it chose.
      written = cached.unfinished ?? writePdf(layOutCv(cv), fonts, cached.fit.theme, options);
      cached.unfinished = null;
    } else {
      written = fitPdf(layOutCv(cv), fonts, options);
      cacheFit(cv, options, written, null);
    }
    written.document.end();
    return await written.bytes;
  } catch (error) {
    throw new CvEngineError(cvEngineErrorCodes.renderFailed, 'No se pudo generar el PDF.', {
      cause: error,
    });
  }
}

/**
 * The fitting step of a CV, for the DOCX: found once per CvDocument object and options, whichever
 * renderer asks first. The pipeline renders the DOCX and then the PDF of the same (immutable)
 * CvDocument: the PDF then ends the document this fitting wrote instead of writing it again.
 *
 * @example fitCv(cv, { targetPages: 1 }).theme.blocks.paragraph.size // 10.5
 */
export function fitCv(cv: CvDocument, options: RenderOptions = {}): PageFit {
  const cached = fitsByCv.get(cv);
  if (isFitFor(cached, options)) return cached.fit;
  const fonts = parsePdfFonts(options.fonts ?? loadCarlitoFonts());
  const written = fitPdf(layOutCv(cv), fonts, options);
  const fit = { theme: written.theme, pages: written.pages, lastPageFill: written.lastPageFill };
  cacheFit(cv, options, fit, written);
  return fit;
}

type CachedFit = {
  /** The options the fit was found (and its document written) with. */
  readonly key: string;
  readonly fonts: PdfFonts | undefined;
  readonly fit: PageFit;
  /** The document the fitting wrote, until the PDF renderer ends it. */
  unfinished: WrittenPdf | null;
};
const fitsByCv = new WeakMap<CvDocument, CachedFit>();

/** Whether a cached fit was found with these options (the fonts compared as the same object). */
function isFitFor(cached: CachedFit | undefined, options: RenderOptions): cached is CachedFit {
  return cached !== undefined && cached.fonts === options.fonts && cached.key === fitKey(options);
}

function fitKey(options: RenderOptions): string {
  const { appName, creationDate, targetPages, sourceBodySize, template, pageSize } = options;
  return JSON.stringify([
    appName ?? null,
    creationDate?.getTime() ?? null,
    targetPages ?? null,
    sourceBodySize ?? null,
    template ?? 'clasico',
    pageSize ?? 'a4',
  ]);
}

function cacheFit(
  cv: CvDocument,
  options: RenderOptions,
  fit: PageFit,
  unfinished: WrittenPdf | null,
) {
  fitsByCv.set(cv, { key: fitKey(options), fonts: options.fonts, fit, unfinished });
}

/** How a layout came out with one fitting step. */
export type PageFit = {
  readonly theme: RenderTheme;
  readonly pages: number;
  /** The share of the last page's text height in use, 0 to 1. */
  readonly lastPageFill: number;
};

/**
 * The fitting step for a layout, found by writing it with pdfkit (the DOCX takes the same sizes
 * and spacing, and with Calibri's metrics breaks its pages alike). Uncached: see fitCv.
 *
 * @example fitCvLayout(layOutCv(cv), { targetPages: 1 }).pages // 1
 */
export function fitCvLayout(layout: CvLayout, options: RenderOptions = {}): PageFit {
  const fonts = parsePdfFonts(options.fonts ?? loadCarlitoFonts());
  const { theme, pages, lastPageFill } = fitPdf(layout, fonts, options);
  return { theme, pages, lastPageFill };
}

/**
 * How the layout comes out with one given theme, without fitting: for tests and evaluation.
 *
 * @example measurePdfPages(layOutCv(cv), renderTheme).pages // 2
 */
export function measurePdfPages(
  layout: CvLayout,
  theme: RenderTheme,
  options: RenderOptions = {},
): PageFit {
  const fonts = parsePdfFonts(options.fonts ?? loadCarlitoFonts());
  return measurePdf(layout, fonts, theme, options);
}

/**
 * How the layout comes out with one given theme when written in full, its text drawn: what
 * measurePdfPages finds without drawing it (for tests).
 *
 * @example writtenPdfPages(layOutCv(cv), renderTheme).pages // 2
 */
export function writtenPdfPages(
  layout: CvLayout,
  theme: RenderTheme,
  options: RenderOptions = {},
): PageFit {
  const fonts = parsePdfFonts(options.fonts ?? loadCarlitoFonts());
  const { pages, lastPageFill } = writePdf(layout, fonts, theme, options);
  return { theme, pages, lastPageFill };
}

type WrittenPdf = PageFit & {
  readonly document: PdfKitDocument;
  /** The file's bytes, once `document.end()` is called. */
  readonly bytes: Promise<Uint8Array>;
};

/**
 * The first fitting step whose pages fit: no more than the target (with a little room left on
 * the target's last page), and a last page at least a quarter full (or a single page). When no
 * step fits, the first step that reaches the fewest pages: type is never made smaller than it
 * needs to be. The normal theme fits most CVs, so it is written at once and most renders write
 * the layout once; the other steps are only measured (measurePdf), and the one chosen written.
 */
function fitPdf(layout: CvLayout, fonts: ParsedPdfFonts, options: RenderOptions): WrittenPdf {
  const target =
    options.targetPages !== undefined && Number.isInteger(options.targetPages)
      ? Math.max(1, options.targetPages)
      : Number.POSITIVE_INFINITY;
  const fits = (fit: PageFit) =>
    fit.pages <= target &&
    (fit.pages === 1 || fit.lastPageFill >= minimumLastPageFill) &&
    (fit.pages < target || fit.lastPageFill <= maximumTargetLastPageFill);
  const measure = (theme: RenderTheme) => measurePdf(layout, fonts, theme, options);
  // Type under the readable floor is a price paid only to keep a short CV short (issue 13 holds
  // 1–2-page sources to their pages); a longer one keeps the floor.
  const [normal, ...tighter] = fitStepsFor(
    target <= maxPagesKeptBySmallerType ? options : { ...options, sourceBodySize: undefined },
  );
  const tightest = tighter.at(-1);
  if (normal === undefined) throw new Error('No fitting step to render with.');
  const first = writePdf(layout, fonts, normal, options);
  if (fits(first) || tightest === undefined) return first;
  // The tightest step next: when even it saves no page, no step does, and the normal theme stays
  // (two layouts, not five, for a CV that is simply long).
  const last = measure(tightest);
  if (!fits(last) && last.pages >= first.pages) return first;
  let chosen = last;
  for (const theme of tighter.slice(0, -1)) {
    const fit = measure(theme);
    if (fits(fit) || (!fits(last) && fit.pages <= last.pages)) {
      chosen = fit;
      break;
    }
  }
  return writePdf(layout, fonts, chosen.theme, options);
}

/**
 * How the layout comes out with one theme, found by laying it out in a document that draws no
 * text: pdfkit breaks the lines and the pages (and moves down the page) in its line wrapper,
 * before it hands each line to `_fragment` to be drawn, so skipping that step leaves every line
 * and page break where writePdf puts it, at about half the cost. Nothing of it is ever ended.
 */
function measurePdf(
  layout: CvLayout,
  fonts: ParsedPdfFonts,
  theme: RenderTheme,
  options: RenderOptions,
): PageFit {
  const { pages, lastPageFill } = writePdf(layout, fonts, theme, options, { drawsText: false });
  return { theme, pages, lastPageFill };
}

function writePdf(
  fittedLayout: CvLayout,
  fonts: ParsedPdfFonts,
  theme: RenderTheme,
  options: RenderOptions,
  { drawsText }: { readonly drawsText: boolean } = { drawsText: true },
): WrittenPdf {
  const layout = layoutOfStep(fittedLayout, theme);
  const appName = options.appName ?? defaultAppName;
  const margin = theme.pageMargin;
  const document = new PDFDocument({
    size: [theme.pageWidth, theme.pageHeight],
    margins: { top: margin, right: margin, bottom: margin, left: margin },
    // No default font: pdfkit would parse Helvetica's metrics for every document (a fitted CV
    // writes several), and every block sets its own Carlito face anyway.
    font: '',
    compress: true,
    pdfVersion: '1.7',
    lang: layout.languageTag,
    displayTitle: true,
    info: {
      Title: layout.title,
      Author: layout.author ?? appName,
      Creator: appName,
      Producer: `${appName} (PDFKit)`,
      CreationDate: options.creationDate ?? new Date(),
    },
  });
  // pdfkit 0.20 draws each line (its glyphs, and a link's annotation) in `_fragment`, after its
  // line wrapper has placed it; `_line` then moves down by the line's height without it.
  if (!drawsText) (document as unknown as { _fragment: () => void })._fragment = () => {};
  const bytes = collectBytes(document);
  let pages = 1;
  document.on('pageAdded', () => {
    pages += 1;
  });
  // Parsed once per process (fonts.ts); pdfkit embeds only the glyphs this document uses.
  document.registerFont(fontNames.regular, fonts.regular);
  document.registerFont(fontNames.bold, fonts.bold);
  document.registerFont(fontNames.italic, fonts.italic);

  const writer: PdfWriter = { document, theme };
  layout.blocks.forEach((block, index) => {
    const previous = layout.blocks[index - 1]?.kind ?? null;
    const spaceBefore = spaceBeforeBlock(previous, block.kind, theme);
    if (block.keepWithNext) keepChainOnOnePage(writer, layout.blocks, index, previous);
    else ensureRoomForFirstLine(writer, block, spaceBefore);
    // No gap at the top of a page: the margin is the gap.
    if (!isAtPageTop(document)) document.y += spaceBefore;
    writeBlock(writer, block);
  });
  const textHeight = pageBottom(document) - document.page.margins.top;
  const lastPageFill = Math.min(1, (document.y - document.page.margins.top) / textHeight);
  return { document, bytes, theme, pages, lastPageFill };
}

/** A document being written with one fitting step. */
type PdfWriter = { readonly document: PdfKitDocument; readonly theme: RenderTheme };

function collectBytes(document: PdfKitDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    document.on('error', reject);
    document.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
  });
}

function fontFor(style: BlockStyle): string {
  if (style.weight === 'bold') return fontNames.bold;
  return style.italic ? fontNames.italic : fontNames.regular;
}

/** Selects a face, with its words laid out once across documents (shared-word-layouts.ts). */
function selectFace(document: PdfKitDocument, name: string): PdfKitDocument {
  document.font(name);
  shareWordLayouts((document as unknown as { _font?: unknown })._font);
  return document;
}

function applyStyle(document: PdfKitDocument, style: BlockStyle) {
  selectFace(document, fontFor(style)).fontSize(style.size).fillColor(`#${style.colour}`);
}

function contentWidth(theme: RenderTheme): number {
  return theme.pageWidth - 2 * theme.pageMargin;
}

function textWidth(theme: RenderTheme, block: LayoutBlock): number {
  const indent = (block.indent ?? 0) * theme.bulletIndent;
  return block.kind === 'bullet'
    ? contentWidth(theme) - theme.bulletIndent
    : contentWidth(theme) - indent;
}

function textOf(block: LayoutBlock): string {
  const text = block.label === null ? block.text : `${block.label}: ${block.text}`;
  return block.meta === undefined ? text : `${text}${metaSeparator}${block.meta}`;
}

/** Between an entry's title and the dates written beside it (LayoutBlock.meta). */
const metaSeparator = ' · ';

/**
 * A " · " between fields is glued to the field before it: a line wrapped before the dot would
 * start with "·", which a reader (an ATS, our own re-read) takes for a list item's marker.
 */
const separatorBeforeWrap = / ·(?= )/gu;
/** A narrow no-break space: as wide as a space in Carlito (whose U+00A0 glyph is broken). */
const noBreakSpace = '\u202F';

/**
 * A heading in a template that sets headings in capitals is written in capitals; a field
 * separator never starts a line.
 */
function shownText(theme: RenderTheme, text: string, kind: LayoutBlockKind): string {
  const glued = text.replace(separatorBeforeWrap, `${noBreakSpace}·`);
  return kind === 'heading' && theme.headingUpperCase ? glued.toLocaleUpperCase('es') : glued;
}

/** pdfkit's text options for a block: its width, line gap and (headings) letter spacing. */
function textOptionsOf(theme: RenderTheme, block: LayoutBlock) {
  const style = theme.blocks[block.kind];
  const letterSpacing = block.kind === 'heading' ? theme.headingLetterSpacing : 0;
  return {
    width: textWidth(theme, block),
    lineGap: style.lineGap,
    ...(letterSpacing > 0 ? { characterSpacing: letterSpacing } : {}),
  };
}

function isAtPageTop(document: PdfKitDocument): boolean {
  return document.y <= document.page.margins.top + 0.5;
}

function pageBottom(document: PdfKitDocument): number {
  return document.page.height - document.page.margins.bottom;
}

function firstLineHeight({ document, theme }: PdfWriter, block: LayoutBlock): number {
  const style = theme.blocks[block.kind];
  applyStyle(document, style);
  return document.currentLineHeight(true) + style.lineGap;
}

function blockHeight({ document, theme }: PdfWriter, block: LayoutBlock): number {
  const style = theme.blocks[block.kind];
  applyStyle(document, style);
  const height = document.heightOfString(
    shownText(theme, textOf(block), block.kind),
    textOptionsOf(theme, block),
  );
  return block.kind === 'heading' ? height + headingRuleSpace : height;
}

/** Starts a new page unless a block's first line (and a bullet's marker with it) fits here. */
function ensureRoomForFirstLine(writer: PdfWriter, block: LayoutBlock, spaceBefore: number) {
  const { document } = writer;
  if (document.y + spaceBefore + firstLineHeight(writer, block) > pageBottom(document)) {
    document.addPage();
  }
}

/**
 * A heading, an entry's title and its dates are kept together with the first line of what
 * follows them (issue 3: no orphan headings at a page's foot): if the chain does not fit, it
 * starts on the next page.
 */
function keepChainOnOnePage(
  writer: PdfWriter,
  blocks: readonly LayoutBlock[],
  start: number,
  previous: LayoutBlockKind | null,
) {
  const { document, theme } = writer;
  let needed = 0;
  let previousKind = previous;
  for (let index = start; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (block === undefined) break;
    needed += spaceBeforeBlock(previousKind, block.kind, theme);
    previousKind = block.kind;
    if (!block.keepWithNext) {
      needed += firstLineHeight(writer, block);
      break;
    }
    needed += blockHeight(writer, block);
  }
  if (!isAtPageTop(document) && document.y + needed > pageBottom(document)) document.addPage();
}

/** A web or e-mail address: no spaces, and a "/", "@" or "www." in it. */
const addressPattern = /^(?:[^\s]*[/@][^\s]*|www\.[^\s]+)$/u;

function isAddress(text: string): boolean {
  return addressPattern.test(text) && text.length > 1;
}

/**
 * A run cut into its addresses and the text between them, spaces kept with the text; a no-break
 * space glues its neighbours into one piece (a date and the separator after it).
 */
function splitAtAddresses(text: string): string[] {
  return text.split(/((?:(?!\u202F)\s)+)/u).reduce<string[]>((pieces, part) => {
    const last = pieces.length - 1;
    if (isAddress(part) || last < 0 || isAddress(pieces[last] ?? '')) pieces.push(part);
    else pieces[last] = `${pieces[last] ?? ''}${part}`;
    return pieces;
  }, []);
}

/** How wide the line being written in a continued text flow already is (pdfkit's own count). */
function continuedLineWidth(document: PdfKitDocument): number {
  const wrapper = (document as unknown as { _wrapper?: { continuedX?: number } | null })._wrapper;
  return wrapper?.continuedX ?? 0;
}

/** Space between a heading's text and the rule under it, and below the rule. */
const headingRuleSpace = 3;

function writeBlock({ document, theme }: PdfWriter, block: LayoutBlock) {
  const style = theme.blocks[block.kind];
  const margin = theme.pageMargin;
  const textOptions = textOptionsOf(theme, block);
  applyStyle(document, style);

  let left = margin + (block.indent ?? 0) * theme.bulletIndent;
  if (block.kind === 'bullet') {
    // A "•" in the text layer, not a drawn dot: an ATS (and our own reading of the PDF) tells one
    // bullet from the next by its marker; without it the bullets of an entry read as one paragraph.
    const top = document.y;
    document.text('•', margin + bulletMarkerOffset, top, { lineBreak: false });
    document.y = top;
    left = margin + theme.bulletIndent;
  }
  // One text flow of runs: a bold label, then the text cut at its links, each link clickable
  // (pdfkit adds a link annotation over every line piece of a run).
  const metaStyle = theme.blocks['entry-meta'];
  const runs = [
    ...(block.label === null
      ? []
      : [{ text: `${block.label}: `, target: null, bold: true, meta: false }]),
    ...splitAtLinks(block.text, block.links).map((run) => ({
      ...run,
      text: shownText(theme, run.text, block.kind),
      bold: false,
      meta: false,
    })),
    ...(block.meta === undefined
      ? []
      : [
          {
            text: shownText(theme, `${metaSeparator}${block.meta}`, block.kind),
            target: null,
            bold: false,
            meta: true,
          },
        ]),
  ];
  const pieces = runs.flatMap((run) =>
    splitAtAddresses(run.text).map((text) => ({ ...run, text })),
  );
  pieces.forEach((run, index) => {
    // Dates beside a title: as the dates line sets them (italic, muted), at the title's size.
    if (run.meta) selectFace(document, fontFor(metaStyle)).fillColor(`#${metaStyle.colour}`);
    else selectFace(document, run.bold ? fontNames.bold : fontFor(style));
    const runOptions = { ...textOptions, continued: index < pieces.length - 1, link: run.target };
    // pdfkit may break a URL after a "/" or "-"; read back, its halves are two other words. One
    // that does not fit the rest of the line starts the next line, whole, when a line holds it.
    const addressWidth = isAddress(run.text) ? document.widthOfString(run.text, runOptions) : 0;
    const lineUsed = index === 0 ? 0 : continuedLineWidth(document);
    const startsNextLine =
      lineUsed > 0 &&
      lineUsed + addressWidth > textOptions.width &&
      addressWidth <= textOptions.width;
    // pdfkit indents every line of a continued piece after a "\n" as far as the line it
    // continues, so the text flow is ended and the address opens a new one on the next line.
    if (startsNextLine) {
      document.text('', { ...runOptions, continued: false, link: null });
      document.y += document.currentLineHeight(true) + textOptions.lineGap;
    }
    if (index === 0 || startsNextLine) document.text(run.text, left, document.y, runOptions);
    else document.text(run.text, runOptions);
  });
  if (block.kind === 'heading') {
    const ruleY = document.y + 1;
    document
      .moveTo(margin, ruleY)
      .lineTo(margin + contentWidth(theme), ruleY)
      .lineWidth(theme.headingRuleWidth)
      .strokeColor(`#${theme.headingRuleColour}`)
      .stroke();
    document.y = ruleY + headingRuleSpace - 1;
  }
}
