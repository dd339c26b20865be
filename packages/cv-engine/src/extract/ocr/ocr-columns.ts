// Columns on a scanned page (issue 12), found from the OCR words' boxes before lines are built.
// Tesseract joins a sidebar's line and the main column's line at the same height into one line
// with one baseline and one size; measured that way a sidebar heading takes the body's size, and
// rows of both columns line up exactly, so the page looks like a table to be read row by row.
// Here the gutter — a vertical band of the page no word crosses over most of its height — is found
// first, each OCR line is cut there, and the page is read as a person does: full-width lines
// (a header band) where they stand, and between them the left column, then the right one.
import { measureBaseline, measureFontSize } from './ocr-font-size';
import type { LineWord } from './ocr-line-words';
import { median } from '../median';
import { isDateFieldText } from '../pdf-date-column';

/** One OCR line's words (repaired, left to right) and its x-height, in pixels. */
export type OcrWordLine = {
  readonly words: readonly LineWord[];
  readonly xHeight: number;
  /** Set on a line read on another line's row (dates flush right beside a title): its baseline. */
  readonly rowBaseline?: number;
};

/** The band between two columns, in pixels. */
export type OcrGutter = { readonly start: number; readonly end: number };

/** Where a part of a line stands: across the gutter, or in the left or right column. */
export const ocrPlacements = { fullWidth: 'full-width', left: 'left', right: 'right' } as const;
export type OcrPlacement = (typeof ocrPlacements)[keyof typeof ocrPlacements];

/** Words of a line farther apart than this (in x-heights) are separate runs of text. */
const segmentGapXHeights = 2.5;
/** A gutter is at least this many x-heights wide (the page's median x-height). */
const minimumGutterXHeights = 2;
/** Lines (fraction of the page's) that may cross a gutter: a wide header or footer line. */
const allowedCrossingShare = 0.08;
/** Each column holds at least this many lines… */
const minimumColumnLines = 3;
/** …and together they hold at least this share of the page's lines. */
const minimumColumnsShare = 0.5;
/** The columns share at least this share of the shorter one's height. */
const minimumVerticalOverlap = 0.3;
/** Steps between a side's lines wider than this (in font sizes) start a new group of lines. */
const groupStepFontSizes = 2.2;
/** Baselines closer than this (in x-heights) are on one row. */
const alignedBaselineXHeights = 0.5;
/**
 * A side whose groups of lines start on a row of the other side this often is a label column
 * (dates or labels beside each entry, as in a table): it is read row by row, not as a column.
 */
const labelColumnAlignedShare = 0.8;
/** Lines ending this close (in x-heights) to the side's right edge end flush against it… */
const flushToleranceXHeights = 1;
/** …and this share of a side's lines doing so makes it a column of right-aligned labels. */
const flushShare = 0.8;

type Segment = {
  readonly x0: number;
  readonly x1: number;
  readonly baseline: number;
  readonly fontSize: number;
  readonly lineIndex: number;
  readonly text: string;
};

/** Splits each line at wide gaps into runs of words, each with its own baseline and size. */
function splitIntoSegments(lines: readonly OcrWordLine[]): Segment[] {
  const segments: Segment[] = [];
  lines.forEach((line, lineIndex) => {
    let run: LineWord[] = [];
    const flush = (): void => {
      const first = run[0];
      const last = run.at(-1);
      if (!first || !last) return;
      const height = Math.max(...run.map((word) => word.y1 - word.y0));
      segments.push({
        x0: first.x0,
        x1: Math.max(...run.map((word) => word.x1)),
        baseline:
          line.rowBaseline ?? measureBaseline(run) ?? Math.max(...run.map((word) => word.y1)),
        fontSize: measureFontSize(run) ?? height / 0.75,
        lineIndex,
        text: run.map((word) => word.text).join(' '),
      });
      run = [];
    };
    for (const word of line.words) {
      const previous = run.at(-1);
      if (previous && word.x0 - previous.x1 > segmentGapXHeights * line.xHeight) flush();
      run.push(word);
    }
    flush();
  });
  return segments;
}

/**
 * Whether `side` is a label column beside `other`: its groups of lines (a date, perhaps wrapped)
 * nearly all start on a row of the other side, as cells of a table do. A sidebar's lines meet
 * the main column's rows only by chance.
 */
function isLabelColumn(side: readonly Segment[], other: readonly Segment[], xHeight: number) {
  const sorted = [...side].sort((left, right) => left.baseline - right.baseline);
  const groupStarts = sorted.filter((segment, index) => {
    const previous = sorted[index - 1];
    return (
      !previous || segment.baseline - previous.baseline > groupStepFontSizes * segment.fontSize
    );
  });
  // One run of lines at text spacing is a column of its own, not labels beside entries.
  if (groupStarts.length < 2) return false;
  const aligned = groupStarts.filter((start) =>
    other.some(
      (segment) => Math.abs(segment.baseline - start.baseline) <= alignedBaselineXHeights * xHeight,
    ),
  ).length;
  return aligned / groupStarts.length >= labelColumnAlignedShare;
}

/**
 * Whether the left side's lines end flush against the gutter while starting where their length
 * puts them: labels set right-aligned beside what they name (Europass's headings and dates). A
 * sidebar's text starts at its left edge.
 */
function endsFlushAtGutter(side: readonly Segment[], xHeight: number): boolean {
  if (side.length < minimumColumnLines) return false;
  const edge = Math.max(...side.map((segment) => segment.x1));
  const flush = side.filter((segment) => edge - segment.x1 <= flushToleranceXHeights * xHeight);
  const starts = new Set(
    side.map((segment) => Math.round(segment.x0 / (flushToleranceXHeights * xHeight))),
  );
  return flush.length >= flushShare * side.length && starts.size > side.length / 2;
}

/** Headings set this much larger than the text stand out on a row of their own. */
const headingSizeRatio = 1.2;
/** A right side of headings and dates holds at most this share of the left side's lines. */
const flushRightHeadingsShare = 0.35;

/**
 * Whether the right side is headings set flush right at the page's edge, each alone on its row
 * and larger than the text, and nothing else but the entries' dates level with their rows: a
 * one-column page whose headings are set right, not a column (as `isFlushRightHeadings` in
 * pdf-layout.ts). A sidebar holds more than headings and dates.
 */
function isFlushRightHeadings(
  right: readonly Segment[],
  left: readonly Segment[],
  xHeight: number,
): boolean {
  if (countLines(right) > flushRightHeadingsShare * countLines(left)) return false;
  const textSize = median(left.map((segment) => segment.fontSize));
  const level = (segment: Segment) =>
    left.some(
      (other) => Math.abs(other.baseline - segment.baseline) <= alignedBaselineXHeights * xHeight,
    );
  const headings = right.filter((segment) => !level(segment));
  return (
    headings.length >= 2 &&
    headings.every((segment) => segment.fontSize >= headingSizeRatio * textSize) &&
    right.every((segment) => headings.includes(segment) || isDateFieldText(segment.text))
  );
}

function countLines(segments: readonly Segment[]): number {
  return new Set(segments.map((segment) => segment.lineIndex)).size;
}

/**
 * Finds the gutter between a page's two columns from its OCR lines, or null on a one-column page
 * (or one whose second "column" is a column of dates or labels beside the entries).
 *
 * @example
 * findOcrGutter(lines); // { start: 780, end: 1190 } on a page with a sidebar
 */
export function findOcrGutter(lines: readonly OcrWordLine[]): OcrGutter | null {
  const segments = splitIntoSegments(lines);
  if (segments.length < 2 * minimumColumnLines) return null;
  const xHeight = median(lines.map((line) => line.xHeight));
  let textStart = Number.POSITIVE_INFINITY;
  let textEnd = Number.NEGATIVE_INFINITY;
  for (const segment of segments) {
    textStart = Math.min(textStart, Math.floor(segment.x0));
    textEnd = Math.max(textEnd, Math.ceil(segment.x1));
  }
  const coverage = new Uint16Array(Math.max(0, textEnd - textStart + 1));
  for (const segment of segments) {
    for (let x = Math.floor(segment.x0); x <= Math.ceil(segment.x1); x += 1) {
      const index = x - textStart;
      coverage[index] = (coverage[index] ?? 0) + 1;
    }
  }
  const allowedCrossings = Math.max(1, Math.round(lines.length * allowedCrossingShare));
  const minimumWidth = minimumGutterXHeights * xHeight;
  const candidates: OcrGutter[] = [];
  let runStart = -1;
  for (let index = 0; index <= coverage.length; index += 1) {
    const open = index < coverage.length && (coverage[index] ?? 0) <= allowedCrossings;
    if (open && runStart < 0) runStart = index;
    if (!open && runStart >= 0) {
      if (index - runStart >= minimumWidth) {
        candidates.push({ start: textStart + runStart, end: textStart + index });
      }
      runStart = -1;
    }
  }
  candidates.sort((left, right) => right.end - right.start - (left.end - left.start));
  for (const gutter of candidates) {
    const middle = (gutter.start + gutter.end) / 2;
    const left = segments.filter((segment) => segment.x1 <= middle);
    const right = segments.filter((segment) => segment.x0 >= middle);
    const leftLines = countLines(left);
    const rightLines = countLines(right);
    if (leftLines < minimumColumnLines || rightLines < minimumColumnLines) continue;
    if (leftLines + rightLines < lines.length * minimumColumnsShare) continue;
    const leftTop = Math.min(...left.map((segment) => segment.baseline));
    const leftBottom = Math.max(...left.map((segment) => segment.baseline));
    const rightTop = Math.min(...right.map((segment) => segment.baseline));
    const rightBottom = Math.max(...right.map((segment) => segment.baseline));
    const overlap = Math.min(leftBottom, rightBottom) - Math.max(leftTop, rightTop);
    const shorter = Math.min(leftBottom - leftTop, rightBottom - rightTop);
    if (overlap < minimumVerticalOverlap * shorter) continue;
    if (isLabelColumn(left, right, xHeight) || isLabelColumn(right, left, xHeight)) continue;
    if (endsFlushAtGutter(left, xHeight)) continue;
    if (isFlushRightHeadings(right, left, xHeight)) continue;
    // The band a few crossing lines were allowed over may reach into a column: the gutter is
    // what lies between the columns' own text.
    return {
      start: Math.max(...left.map((segment) => segment.x1)),
      end: Math.min(...right.map((segment) => segment.x0)),
    };
  }
  return null;
}

/** A line, or the part of one on one side of the gutter. */
export type OcrLinePart = {
  readonly words: readonly LineWord[];
  readonly placement: OcrPlacement;
  /** Whether the part is a whole OCR line (its baseline and size are Tesseract's line's). */
  readonly whole: boolean;
};

/**
 * Cuts a line at the gutter: words left of its middle and words right of it are two parts; a
 * word over the middle makes the whole line full-width. Without a gutter the line is one part.
 *
 * @example
 * splitLineAtGutter(words, { start: 780, end: 1190 }); // [{ placement: 'left', … }, { placement: 'right', … }]
 */
export function splitLineAtGutter(
  words: readonly LineWord[],
  gutter: OcrGutter | null,
): OcrLinePart[] {
  if (!gutter) return [{ words, placement: ocrPlacements.left, whole: true }];
  const middle = (gutter.start + gutter.end) / 2;
  // A word over the whole band crosses it; one over the middle only (a sidebar's longest line
  // reaching past it) is the side's where most of it stands.
  if (words.some((word) => word.x0 <= gutter.start && word.x1 >= gutter.end)) {
    return [{ words, placement: ocrPlacements.fullWidth, whole: true }];
  }
  const left = words.filter((word) => word.x0 + word.x1 < 2 * middle);
  const right = words.filter((word) => word.x0 + word.x1 >= 2 * middle);
  const whole = left.length === 0 || right.length === 0;
  // Parts a word space apart (less than the words are tall) are one line across the columns:
  // a big name whose word space falls on the gutter's middle, not a line of each column.
  const leftEnd = Math.max(...left.map((word) => word.x1));
  const rightStart = Math.min(...right.map((word) => word.x0));
  const height = median(words.map((word) => word.y1 - word.y0));
  if (!whole && rightStart - leftEnd < height) {
    return [{ words, placement: ocrPlacements.fullWidth, whole: true }];
  }
  return [
    ...(left.length > 0 ? [{ words: left, placement: ocrPlacements.left, whole }] : []),
    ...(right.length > 0 ? [{ words: right, placement: ocrPlacements.right, whole }] : []),
  ];
}

/** Something placed on the page at a height (a line part, with what the caller keeps of it). */
export type PlacedOnPage<T> = {
  readonly placement: OcrPlacement;
  readonly top: number;
  readonly value: T;
};

/**
 * Groups placed parts into reading regions, top to bottom: consecutive full-width parts make one
 * region where they stand; between them, the left column's parts, then the right column's.
 *
 * @example
 * orderRegionsForReading(parts); // [{ column: 0, values: [header…] }, { column: 0, … }, { column: 1, … }]
 */
export function orderRegionsForReading<T>(
  parts: readonly PlacedOnPage<T>[],
): Array<{ readonly column: 0 | 1; readonly values: T[] }> {
  const sorted = [...parts].sort((left, right) => left.top - right.top);
  const regions: Array<{ column: 0 | 1; values: T[] }> = [];
  let left: T[] = [];
  let right: T[] = [];
  let fullWidth: T[] = [];
  const flushColumns = (): void => {
    if (left.length > 0) regions.push({ column: 0, values: left });
    if (right.length > 0) regions.push({ column: 1, values: right });
    left = [];
    right = [];
  };
  const flushFullWidth = (): void => {
    if (fullWidth.length > 0) regions.push({ column: 0, values: fullWidth });
    fullWidth = [];
  };
  for (const part of sorted) {
    if (part.placement === ocrPlacements.fullWidth) {
      flushColumns();
      fullWidth.push(part.value);
    } else {
      flushFullWidth();
      (part.placement === ocrPlacements.left ? left : right).push(part.value);
    }
  }
  flushColumns();
  flushFullWidth();
  return regions;
}
