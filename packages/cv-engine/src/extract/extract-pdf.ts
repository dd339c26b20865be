// PDF → ExtractedDocument with pdfjs-dist's legacy build (issue 3, stage 1). pdfjs runs in this
// thread (no worker), with font-face loading and eval off: we want text and positions only.

import type { OPS, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';

import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { complexityLimits, extractLimits } from './limits';
import { normaliseLineText } from './list-marker';
import { asIconGlyphs, isIconFontName } from './icon-fonts';
import { loadPdfJs } from './load-pdfjs';
import { readPdfByOcr } from './ocr/read-pdf-by-ocr';
import { hasUsableTextLayer } from './ocr/text-layer';
import { readLetterSpacedWords } from './pdf-letter-spacing';
import { repairMisreadGlyphs } from './ocr/repair-misread-glyphs';
import { layOutPdfPageWithGutter, type PageLine, type PdfTextItem } from './pdf-layout';
import type { Gutter } from './pdf-rows';
import { readRulings } from './pdf-rulings';
import { joinScatteredPieces } from './pdf-scattered-text';
import type { ExtractedDocument, TextLine } from './types';

/**
 * Font names that mark bold faces (e.g. "ABCDEF+Georgia-Bold", "Inter-SemiBold", "Arial-Black"),
 * including TeX's, which say it in their short names: Computer Modern and EC/cm-super bold
 * ("CMBX10", "SFBX1000", "CMSSBX10", "ECBX1200") and Latin Modern's demi faces ("LMRomanDemi10").
 */
const boldFontNamePattern =
  /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,]bd\b|(?:^|\+)(?:cmbx|cmssbx|sfbx|sfsx|ecbx|ecsx|cmb\d)|lm\w*demi/i;

/**
 * True when a PDF font's name marks a bold face.
 *
 * @example
 * isBoldFontName('ABCDEF+SFBX1000'); // true
 */
export function isBoldFontName(fontName: string): boolean {
  return boldFontNamePattern.test(fontName);
}
/** pdf.js's operations that paint an image, among its operation codes. */
function listImagePaintOperations(operations: typeof OPS): ReadonlySet<number> {
  return new Set<number>([
    operations.paintImageXObject,
    operations.paintInlineImageXObject,
    operations.paintImageMaskXObject,
    operations.paintImageXObjectRepeat,
    operations.paintInlineImageXObjectGroup,
    operations.paintImageMaskXObjectGroup,
    operations.paintImageMaskXObjectRepeat,
    operations.paintSolidColorImageMask,
  ]);
}

type PageReading = {
  readonly lines: PageLine[];
  readonly hyperlinks: string[];
  readonly hasImages: boolean;
  readonly sideLabelGutter: Gutter | null;
};

function hasStringProperty<K extends string>(value: unknown, key: K): value is Record<K, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<K, unknown>)[key] === 'string'
  );
}

/** Maps pdfjs's failures to the engine's codes: a password → ENCRYPTED_FILE, anything else CORRUPT. */
function convertPdfError(error: unknown): CvEngineError {
  if (error instanceof CvEngineError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new CvEngineError(cvEngineErrorCodes.encryptedFile, 'The PDF is password-protected', {
      cause: error,
    });
  }
  return new CvEngineError(cvEngineErrorCodes.corruptFile, 'The PDF cannot be read', {
    cause: error,
  });
}

/** The PDF's real font names ("Georgia-Bold"), which pdfjs only hands over after loading fonts. */
function readFontNames(page: PDFPageProxy, loadedNames: Iterable<string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const loadedName of loadedNames) {
    if (!page.commonObjs.has(loadedName)) continue;
    const font: unknown = page.commonObjs.get(loadedName);
    if (hasStringProperty(font, 'name'))
      names.set(loadedName, font.name.replace(/^[A-Z]{6}\+/, ''));
  }
  return names;
}

/** A loaded font's glyph-space scale (its font matrix): 1/1000 unless the font says otherwise. */
function readFontScale(page: PDFPageProxy, loadedName: string): number {
  if (!page.commonObjs.has(loadedName)) return 0.001;
  const font: unknown = page.commonObjs.get(loadedName);
  const matrix =
    typeof font === 'object' && font !== null && 'fontMatrix' in font ? font.fontMatrix : null;
  const scale = Array.isArray(matrix) ? matrix[0] : null;
  return typeof scale === 'number' && scale > 0 ? scale : 0.001;
}

/**
 * A text item's font size from its transform: the vertical scale, which a horizontally scaled
 * (condensed) face leaves as set. A glyph space turned upside down (the Type 3 fonts cairo writes:
 * a PDF passed through `pdftocairo`, a browser's Type 3 faces) comes out with its vertical scale
 * flipped and off the size the text was set in, by a different factor in each font: its
 * horizontal scale is the size then, so a heading and the body keep their proportion.
 */
export function readFontSize(scaleX: number, skewX: number, skewY: number, scaleY: number): number {
  const vertical = Math.hypot(skewY, scaleY);
  const horizontal = Math.hypot(scaleX, skewX);
  // Upright text draws its glyphs' "up" up the page (the transform's determinant is positive).
  const flipped = scaleX * scaleY - skewX * skewY < 0;
  return (flipped ? horizontal : vertical) || horizontal || vertical;
}

/** How many more text items the document may still report (complexityLimits.maxPdfTextItems). */
type TextItemBudget = { remaining: number };

function createTooComplexError(message: string): CvEngineError {
  return new CvEngineError(cvEngineErrorCodes.documentTooComplex, message);
}

/**
 * A page's text items, read chunk by chunk from pdf.js's stream so that a page of a million
 * items (or forms that draw each other exponentially) stops at the budget, not after.
 */
async function readTextItems(
  page: PDFPageProxy,
  budget: TextItemBudget,
): Promise<TextContent['items']> {
  const reader = (page.streamTextContent() as ReadableStream<TextContent>).getReader();
  const items: TextContent['items'] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    budget.remaining -= chunk.value.items.length;
    if (budget.remaining < 0) {
      // pdf.js's text task waits for its reader (backpressure), and destroy() waits for the
      // task: left unread, destroy never settles; cancelled, pdf.js later throws uncaught. So the
      // stream is drained in the background until destroy() ends the task at its next chunk.
      void drainStream(reader);
      throw createTooComplexError(
        `The PDF has more than ${complexityLimits.maxPdfTextItems} text items`,
      );
    }
    for (const item of chunk.value.items) items.push(item);
  }
  return items;
}

async function drainStream(reader: ReadableStreamDefaultReader<unknown>): Promise<void> {
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
  } catch {
    // The stream ends in an error when the document is destroyed: nothing is waiting for it.
  }
}

async function readPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  budget: TextItemBudget,
  imagePaintOperations: ReadonlySet<number>,
  operations: typeof OPS,
  linkIntent: 'display' | 'print',
  previousSideLabels: Gutter | null,
): Promise<PageReading> {
  const page = await document.getPage(pageNumber);
  try {
    const [x0, , , y1] = page.view;
    const viewport = page.getViewport({ scale: 1 });
    // The operator list loads the fonts (their real names tell bold) and shows painted images.
    // The three requests overlap: pdfjs decompresses streams asynchronously.
    const [contentItems, operatorList, annotations] = await Promise.all([
      readTextItems(page, budget),
      page.getOperatorList(),
      page.getAnnotations({ intent: linkIntent }) as Promise<unknown[]>,
    ]);
    const hasImages = operatorList.fnArray.some((operation) => imagePaintOperations.has(operation));
    const fontNames = readFontNames(
      page,
      new Set(contentItems.flatMap((item) => ('fontName' in item ? [item.fontName] : []))),
    );
    const items: PdfTextItem[] = [];
    for (const item of contentItems) {
      if (!('str' in item) || item.str.trim().length === 0) continue;
      const [scaleX = 0, skewX = 0, skewY = 0, scaleY = 0, translateX = 0, translateY = 0] =
        item.transform as number[];
      const fontSize = readFontSize(scaleX, skewX, skewY, scaleY);
      const fontName = fontNames.get(item.fontName) ?? null;
      items.push({
        text: fontName !== null && isIconFontName(fontName) ? asIconGlyphs(item.str) : item.str,
        x: translateX - (x0 ?? 0),
        baseline: (y1 ?? viewport.height) - translateY,
        width: item.width,
        fontSize,
        fontName,
        bold: fontName !== null && isBoldFontName(fontName),
      });
    }
    const hyperlinks = annotations.flatMap((annotation) => {
      if (!hasStringProperty(annotation, 'subtype') || annotation.subtype !== 'Link') return [];
      if (hasStringProperty(annotation, 'url')) return [annotation.url];
      // pdf.js gives "url" only for an absolute address; a target typed without its scheme
      // ("linkedin.com/in/ana") comes only as "unsafeUrl", and it still names the profile.
      const typed = hasStringProperty(annotation, 'unsafeUrl') ? annotation.unsafeUrl.trim() : '';
      return /^[a-z0-9][\w.-]*\.[a-z]{2,}(?:[/?#]|$)/i.test(typed) ? [typed] : [];
    });
    const view = { x0: x0 ?? 0, top: y1 ?? viewport.height };
    const { lines, sideLabelGutter } = layOutPdfPageWithGutter({
      pageNumber,
      width: viewport.width,
      height: viewport.height,
      ...(previousSideLabels === null ? {} : { sideLabelGutter: previousSideLabels }),
      rulings: readRulings(operatorList, operations, view),
      items: readLetterSpacedWords(
        joinScatteredPieces(items),
        operatorList,
        operations,
        (fontName) => readFontScale(page, fontName),
        view,
      ),
    });
    return { lines, hyperlinks, hasImages, sideLabelGutter };
  } finally {
    page.cleanup();
  }
}

/** Numbers the visual blocks across pages: a new one wherever a page's line starts one. */
function numberBlocks(pages: readonly (readonly PageLine[])[]): TextLine[] {
  const lines: TextLine[] = [];
  let block = 0;
  for (const page of pages) {
    for (const { blockStart, ...line } of page) {
      if (blockStart || lines.length === 0) block += 1;
      lines.push({ ...line, block });
    }
  }
  return lines;
}

function readInfoString(info: unknown, key: string): string | null {
  if (!hasStringProperty(info, key)) return null;
  const value = normaliseLineText(info[key] ?? '');
  return value.length > 0 ? value : null;
}

export type ExtractPdfOptions = {
  /** Refuse PDFs with more pages than this (default extractLimits.maxPages). */
  readonly maxPages?: number;
  /** The time OCR may take on a scanned PDF (default ocrLimits.timeBudgetMs). */
  readonly ocrTimeBudgetMs?: number;
  /**
   * The time OCR may take to repair letters a font's broken Unicode map gives wrong (default
   * ocrLimits.glyphRepairTimeBudgetMs; 0 keeps the text layer as it is).
   */
  readonly glyphRepairTimeBudgetMs?: number;
  /**
   * Read only the links marked to be printed. For the links shown on screen pdf.js reads each
   * page's text a second time (to find the words under each link), about a third of the reading;
   * a PDF whose every link is marked for printing (pdfkit marks each one: our own rendered PDF)
   * reads the same without it.
   */
  readonly printedLinksOnly?: boolean;
};

/**
 * Reads a PDF's text lines in reading order, its link targets and its title and author. A PDF
 * without a usable text layer (a scan: page images) is read by OCR instead (issue 7).
 *
 * @throws CvEngineError TOO_MANY_PAGES, DOCUMENT_TOO_COMPLEX, ENCRYPTED_FILE, CORRUPT_FILE,
 *   IMAGE_ONLY_PDF, EMPTY_FILE.
 * @example
 * const document = await extractPdf(bytes, { maxPages: 20 });
 */
export async function extractPdf(
  bytes: Uint8Array,
  options: ExtractPdfOptions = {},
): Promise<ExtractedDocument> {
  const maxPages = options.maxPages ?? extractLimits.maxPages;
  // pdfjs may take ownership of (detach) the buffer it is given: hand it a copy.
  const { getDocument, OPS: operations } = await loadPdfJs();
  const imagePaintOperations = listImagePaintOperations(operations);
  const loadingTask = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    // A 400-megapixel image in a 390 KB file decoded to gigabytes (issue 11): larger images are
    // skipped, both when listing a page's operations and when OCR renders it.
    maxImageSize: complexityLimits.maxImagePixels,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await loadingTask.promise;
    if (document.numPages > maxPages) {
      throw new CvEngineError(
        cvEngineErrorCodes.tooManyPages,
        `The PDF has ${document.numPages} pages (limit ${maxPages})`,
      );
    }
    const pages: PageLine[][] = [];
    const hyperlinks: string[] = [];
    let hasImages = false;
    let lineCount = 0;
    const budget: TextItemBudget = { remaining: complexityLimits.maxPdfTextItems };
    // A side-heading layout goes on from page to page (pdf-layout.ts).
    let sideLabelGutter: Gutter | null = null;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const reading = await readPage(
        document,
        pageNumber,
        budget,
        imagePaintOperations,
        operations,
        options.printedLinksOnly === true ? 'print' : 'display',
        sideLabelGutter,
      );
      sideLabelGutter = reading.sideLabelGutter;
      hasImages ||= reading.hasImages;
      for (const hyperlink of reading.hyperlinks) hyperlinks.push(hyperlink);
      pages.push(reading.lines);
      lineCount += reading.lines.length;
      if (lineCount > complexityLimits.maxLines) {
        throw createTooComplexError(`The PDF has more than ${complexityLimits.maxLines} lines`);
      }
    }
    let lines = numberBlocks(pages);
    let pagesReadByOcr: number | null = null;
    const texts = lines.map((line) => line.text);
    if (hasImages && !hasUsableTextLayer(texts, document.numPages)) {
      try {
        const reading = await readPdfByOcr(document, { timeBudgetMs: options.ocrTimeBudgetMs });
        lines = numberBlocks(reading.pages);
        pagesReadByOcr = reading.pagesRead;
      } catch (error) {
        // The scan's own few words (a stamp, a page number) are kept as before OCR existed.
        if (lines.length === 0) throw error;
      }
    }
    if (pagesReadByOcr === null) {
      lines = [...(await repairMisreadGlyphs(document, lines, options.glyphRepairTimeBudgetMs))];
    }
    if (lines.length === 0) {
      throw hasImages
        ? new CvEngineError(cvEngineErrorCodes.imageOnlyPdf, 'The PDF has images but no text')
        : new CvEngineError(cvEngineErrorCodes.emptyFile, 'The PDF has no text');
    }
    const { info } = await document.getMetadata();
    return {
      format: 'pdf',
      pageCount: document.numPages,
      lines,
      hyperlinks: [...new Set(hyperlinks)],
      metadata: { title: readInfoString(info, 'Title'), author: readInfoString(info, 'Author') },
      readByOcr: pagesReadByOcr !== null,
      ...(pagesReadByOcr === null ? {} : { pagesReadByOcr }),
    };
  } catch (error) {
    throw convertPdfError(error);
  } finally {
    await loadingTask.destroy();
  }
}
