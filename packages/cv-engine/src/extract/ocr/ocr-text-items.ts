// Tesseract's words → the positioned text items a PDF's text layer gives (issue 7), so the page
// goes through the same layout as any PDF (pdf-layout.ts: rows, columns, blocks, bullets). Words
// rather than whole lines: Tesseract may join a sidebar's line and the main column's line at the
// same height into one, and the layout finds the gutter only from the gaps between items.

import type { PdfTextItem } from '../pdf-layout';
import {
  findOcrGutter,
  orderRegionsForReading,
  splitLineAtGutter,
  type OcrWordLine,
  type PlacedOnPage,
} from './ocr-columns';
import { measureBaseline, measureFontSize } from './ocr-font-size';
import { readLineWords, type LineWord } from './ocr-line-words';
import {
  boldStrokeRatio,
  measureStrokeWidth,
  readUsualStrokeWeight,
  type GreyImage,
} from './ocr-stroke-weight';
import type { OcrLine, OcrPage } from './ocr-result';
import { repairOcrHeading } from './repair-ocr-heading';
import { isDateFieldText } from '../pdf-date-column';
import { median } from '../median';

/** x-height / font size of common text faces (Arial 0.52, Calibri 0.47, DejaVu 0.55, Times 0.45). */
const xHeightPerEm = 0.5;

/**
 * Tesseract sometimes makes one line of a big name and a small contact line set far to its right.
 * Runs of words this far apart (in the line's x-heights) are measured on their own…
 */
const runGapXHeights = 2.5;
/** …and when their sizes differ by this factor, the run gets its own size and baseline. */
const distinctRunSizeRatio = 1.5;

/** Words of one line close enough to be one run, with their size and baseline in pixels. */
type Run = {
  readonly words: readonly LineWord[];
  readonly fontSize: number;
  readonly baseline: number;
};

/** The x-height of a line in pixels, from Tesseract's row model or, failing that, its box. */
function measureXHeight(line: OcrLine): number {
  const { rowHeight, ascenders, descenders } = line.rowAttributes;
  const xHeight = rowHeight - ascenders - descenders;
  return xHeight > 0 && xHeight < rowHeight ? xHeight : (line.bbox.y1 - line.bbox.y0) * 0.5;
}

/**
 * Splits a line's words at wide gaps into runs. The run with most letters gives the line its
 * size (from its words' heights, else the x-height) and baseline (`lineBaseline`); a run of a
 * clearly different size keeps its own.
 */
function splitIntoRuns(words: readonly LineWord[], xHeight: number, lineBaseline: number): Run[] {
  const groups: LineWord[][] = [];
  for (const word of words) {
    const current = groups.at(-1);
    const previous = current?.at(-1);
    if (current && previous && word.x0 - previous.x1 < runGapXHeights * xHeight) current.push(word);
    else groups.push([word]);
  }
  const letters = (group: readonly LineWord[]) =>
    group.reduce((sum, word) => sum + word.text.length, 0);
  const main = groups.reduce((best, group) => (letters(group) > letters(best) ? group : best));
  const lineSize = measureFontSize(main) ?? xHeight / xHeightPerEm;
  return groups.map((group) => {
    const size = measureFontSize(group);
    const ratio = size === null ? 1 : size / lineSize;
    if (size === null || (ratio < distinctRunSizeRatio && ratio > 1 / distinctRunSizeRatio)) {
      return { words: group, fontSize: lineSize, baseline: lineBaseline };
    }
    const bottoms = group.map((word) => word.y1);
    return {
      words: group,
      fontSize: size,
      baseline: measureBaseline(group) ?? Math.max(...bottoms),
    };
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Items of the page in one reading region: a column's stretch, or full-width lines. */
export type OcrRegion = {
  readonly column: 0 | 1;
  readonly items: readonly PdfTextItem[];
};

/** The items of one run, in points: every word shares the run's baseline, size and weight. */
function convertRunToItems(run: Run, pointsPerPixel: number, bold: boolean): PdfTextItem[] {
  // Half-point steps: Tesseract's row model varies by a pixel or two from line to line.
  const fontSize = Math.round(run.fontSize * pointsPerPixel * 2) / 2;
  return run.words.map((word, index) => {
    const width = word.x1 - word.x0;
    const next = run.words[index + 1];
    // A bullet is set against its text, as a PDF's own text layer has it when the marker is
    // drawn as a shape: the line starts where its text starts, so a title set at the marker's
    // left edge after the list opens a new block instead of joining the last item.
    const x = index === 0 && word.text === '•' && next ? next.x0 - width : word.x0;
    return {
      text: word.text,
      x: round(x * pointsPerPixel),
      baseline: round(run.baseline * pointsPerPixel),
      width: round(width * pointsPerPixel),
      fontSize,
      fontName: null,
      // Tesseract's LSTM engine does not tell bold: measured on the image (ocr-stroke-weight.ts).
      bold,
    };
  });
}

/**
 * Converts one page's OCR result, read from an image rendered at `dpi`, to text items in points
 * from the page's top-left corner, grouped into reading regions: when the page has two columns
 * (ocr-columns.ts), each OCR line is cut at the gutter and measured per column, and the regions
 * come header band first, then the left column, then the right one. Every word of a line shares
 * its baseline and size; misread bullets, separators and addresses are repaired
 * (ocr-line-words.ts).
 *
 * @example
 * for (const region of convertOcrPageToRegions(result.data, 200)) {
 *   layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items: region.items });
 * }
 */
export function convertOcrPageToRegions(
  page: OcrPage,
  dpi: number,
  image: GreyImage | null = null,
): OcrRegion[] {
  const pointsPerPixel = 72 / dpi;
  const lines: Array<OcrWordLine & { readonly baseline: number }> = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const xHeight = measureXHeight(line);
        const words = readLineWords(line.words, xHeight);
        if (words.length === 0) continue;
        lines.push({ words, xHeight, baseline: (line.baseline.y0 + line.baseline.y1) / 2 });
      }
    }
  }
  const levelled = levelDatesWithTheirRows(lines);
  const gutter = findOcrGutter(levelled);
  const bodyXHeight = median(levelled.map((line) => line.xHeight));
  const placed: PlacedOnPage<WeighedRun[]>[] = [];
  for (const line of levelled) {
    for (const part of splitLineAtGutter(line.words, gutter)) {
      // A part cut from a line sits where its own words do, not on the line's averaged baseline.
      const baseline = part.whole
        ? line.baseline
        : (measureBaseline(part.words) ?? Math.max(...part.words.map((word) => word.y1)));
      const words = looksLikeHeading(part.words, line.xHeight, bodyXHeight)
        ? repairOcrHeading(part.words)
        : part.words;
      const runs = splitIntoRuns(words, line.xHeight, baseline).map((run) => weighRun(run, image));
      placed.push({ placement: part.placement, top: baseline, value: runs });
    }
  }
  const usualWeight = readUsualStrokeWeight(
    placed.flatMap((part) => part.value.flatMap((run) => run.wordWeights)),
  );
  const isBold = (run: WeighedRun): boolean =>
    usualWeight !== null && run.weight !== null && run.weight >= boldStrokeRatio * usualWeight;
  return orderRegionsForReading(placed).map((region) => ({
    column: region.column,
    items: region.values.flatMap((runs) =>
      runs.flatMap((run) => convertRunToItems(run.run, pointsPerPixel, isBold(run))),
    ),
  }));
}

/** A date line this close (in x-heights) to the baseline of a line on its left is on that row. */
const dateRowToleranceXHeights = 1;

/**
 * Dates set flush right beside a title ("Constructora Wasi S.A. ……… 01/2021 - 12/2023"), often
 * smaller and aligned to the top of the title's box, are a line of their own to Tesseract, a
 * point or two off the title's baseline. A person reads them on the title's row: a date line
 * level with a line wholly on its left takes that line's baseline, so the layout keeps them on
 * one row as a PDF's text layer does (read apart, the dates became a column after the jobs).
 */
function levelDatesWithTheirRows<T extends OcrWordLine & { readonly baseline: number }>(
  lines: readonly T[],
): T[] {
  const left = (line: T) => Math.min(...line.words.map((word) => word.x0));
  const right = (line: T) => Math.max(...line.words.map((word) => word.x1));
  return lines.map((line) => {
    if (!isDateFieldText(line.words.map((word) => word.text).join(' '))) return line;
    let nearest: T | null = null;
    for (const other of lines) {
      if (other === line || right(other) >= left(line)) continue;
      const distance = Math.abs(other.baseline - line.baseline);
      const tolerance = dateRowToleranceXHeights * Math.max(line.xHeight, other.xHeight);
      if (distance > tolerance) continue;
      if (nearest === null || distance < Math.abs(nearest.baseline - line.baseline))
        nearest = other;
    }
    if (nearest === null) return line;
    return {
      ...line,
      baseline: nearest.baseline,
      rowBaseline: measureBaseline(nearest.words) ?? nearest.baseline,
    };
  });
}

/** Lines with an x-height this much above the page's usual one are set larger than the text. */
const largerXHeightRatio = 1.15;

/**
 * Whether a line's words look like a heading by their typography, as a person sees it before
 * reading them: in capitals, or set larger than the page's text (the line is one of its own and
 * short: repair-ocr-heading.ts counts the words).
 */
function looksLikeHeading(words: readonly LineWord[], xHeight: number, bodyXHeight: number) {
  // A lone glyph first may be an icon read as a letter ("e EXPERIENCIA"): the rest tells.
  const own = words.length > 1 && [...(words[0]?.text ?? '')].length === 1 ? words.slice(1) : words;
  const letters = own.map((word) => word.text).join('');
  const capitals = /\p{Lu}/u.test(letters) && !/\p{Ll}/u.test(letters);
  return capitals || xHeight >= largerXHeightRatio * bodyXHeight;
}

/** A run with its words' stroke weights (stroke width / font size) and theirs together. */
type WeighedRun = {
  readonly run: Run;
  readonly wordWeights: readonly number[];
  readonly weight: number | null;
};

/** Words shorter than this tell no weight: a bullet, an initial, a stray mark. */
const weighableWordPattern = /[\p{L}\p{N}]{2,}/u;

function weighRun(run: Run, image: GreyImage | null): WeighedRun {
  if (!image || run.fontSize <= 0) return { run, wordWeights: [], weight: null };
  const wordWeights: number[] = [];
  for (const word of run.words) {
    if (!weighableWordPattern.test(word.text)) continue;
    const strokeWidth = measureStrokeWidth(image, word);
    if (strokeWidth !== null) wordWeights.push(strokeWidth / run.fontSize);
  }
  const sorted = [...wordWeights].sort((left, right) => left - right);
  return { run, wordWeights, weight: sorted[Math.floor(sorted.length / 2)] ?? null };
}

/**
 * Converts one page's OCR result to text items in points (all regions together).
 *
 * @example
 * const items = convertOcrPageToTextItems(result.data, 200);
 * layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items });
 */
export function convertOcrPageToTextItems(page: OcrPage, dpi: number): PdfTextItem[] {
  return convertOcrPageToRegions(page, dpi).flatMap((region) => region.items);
}
