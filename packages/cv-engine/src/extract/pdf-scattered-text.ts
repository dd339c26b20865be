// Text drawn out of order, as a person still reads it (issue 12). pdf.js joins the glyphs a page
// draws one after the other into one text item, with a space where the gap is a word's; designer
// tools (Canva, online builders, Illustrator) draw a line as several objects in the order they were
// added, sometimes each word or each glyph alone and without space characters. pdf.js then hands
// over one item per word or per glyph. Joined here by where they stand, as pdf.js would have
// joined them had they been drawn in reading order, the reader sees the same words either way.

import type { PdfTextItem } from './pdf-rows';

/**
 * pdf.js's own thresholds (its text-content builder), in the font's ems: a gap up to this wide is
 * inside a word (tracking)…
 */
const trackingGapEm = 0.102;
/** …up to this wide it is a space in the flow of one line… */
const spaceInFlowEm = 0.6;
/** …and a piece drawn this far back over the one before it starts another item. */
const negativeGapEm = -0.2;
/** Pieces whose baselines differ by at most this (points) continue one another… */
const baselineTolerance = 0.5;
/**
 * …and a piece this close (in ems) to their baseline stands between them when it stands between
 * them in x: a raised letter ("L" + small "A" + "TEX") keeps the pieces around it apart.
 */
const rowToleranceEm = 0.35;

/** Pieces in one font, at one size, continue one another. */
function sameType(left: PdfTextItem, right: PdfTextItem): boolean {
  return (
    left.fontName === right.fontName &&
    left.bold === right.bold &&
    Math.abs(left.fontSize - right.fontSize) <= 0.01 * left.fontSize
  );
}

/**
 * A copy of a piece this close to it (points, and under this share of its width) is the same
 * glyph drawn again: a shadow or outline layer, each glyph of it drawn alone like the text's own.
 * Two of the same letter in a row ("ll") stand a whole glyph apart.
 */
const redrawnDistance = 1.5;
const redrawnWidthShare = 0.6;

function isRedrawn(kept: readonly PdfTextItem[], item: PdfTextItem): boolean {
  const near = Math.min(redrawnDistance, redrawnWidthShare * item.width);
  // Sorted by x, a copy stands among the last few pieces kept.
  return kept
    .slice(-3)
    .some(
      (other) =>
        other.text === item.text &&
        Math.abs(other.fontSize - item.fontSize) <= 0.5 &&
        Math.abs(other.x - item.x) <= near &&
        Math.abs(other.baseline - item.baseline) <= redrawnDistance,
    );
}

/** Pieces being joined: the first one, the texts so far (joined once, at the end) and the end. */
type Run = { first: PdfTextItem; texts: string[]; end: number; last: PdfTextItem };

function startRun(item: PdfTextItem): Run {
  return { first: item, texts: [item.text], end: item.x + item.width, last: item };
}

function extendRun(run: Run, item: PdfTextItem): void {
  const gap = item.x - run.end;
  // Only the last piece is looked at: a hostile line of thousands of glyphs stays linear.
  const spaced =
    gap > trackingGapEm * run.first.fontSize &&
    !/\s$/u.test(run.last.text) &&
    !/^\s/u.test(item.text);
  if (spaced) run.texts.push(' ');
  run.texts.push(item.text);
  run.end = Math.max(run.end, item.x + item.width);
  run.last = item;
}

function endRun(run: Run): PdfTextItem {
  if (run.texts.length === 1) return run.first;
  return { ...run.first, text: run.texts.join(''), width: run.end - run.first.x };
}

/**
 * The page's text pieces with those that continue one another on a line joined: next to each
 * other left to right, in one font and size, on one baseline, no wider apart than a space in a
 * line's flow, nothing standing between them. Pieces
 * pdf.js already joined stay as they are: a text drawn in reading order gives the same items.
 * Sorting, then one pass: O(n log n) on a hostile page's thousands of pieces.
 *
 * @example
 * joinScatteredPieces([d, a, t, o, s]); // one item "Datos", as if drawn in order
 */
export function joinScatteredPieces(items: readonly PdfTextItem[]): PdfTextItem[] {
  const byBaseline = [...items].sort((left, right) => left.baseline - right.baseline);
  const joined: PdfTextItem[] = [];
  let line: PdfTextItem[] = [];
  const flushLine = (): void => {
    line.sort((left, right) => left.x - right.x);
    const drawnOnce: PdfTextItem[] = [];
    for (const item of line) if (!isRedrawn(drawnOnce, item)) drawnOnce.push(item);
    let current: Run | null = null;
    for (const item of drawnOnce) {
      const gap = current === null ? 0 : item.x - current.end;
      if (
        current !== null &&
        sameType(current.last, item) &&
        Math.abs(item.baseline - current.first.baseline) <= baselineTolerance &&
        gap >= negativeGapEm * item.fontSize &&
        gap <= spaceInFlowEm * item.fontSize
      ) {
        extendRun(current, item);
        continue;
      }
      if (current !== null) joined.push(endRun(current));
      current = startRun(item);
    }
    if (current !== null) joined.push(endRun(current));
    line = [];
  };
  for (const item of byBaseline) {
    const first = line[0];
    const tolerance = rowToleranceEm * Math.min(first?.fontSize ?? 0, item.fontSize);
    if (first && item.baseline - first.baseline > tolerance) flushLine();
    line.push(item);
  }
  flushLine();
  return joined;
}
