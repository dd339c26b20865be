// A header band set as two blocks side by side (issue 12): the name and headline on the left,
// the contact lines stacked on the right, their rows at unrelated heights — sometimes the name
// and a contact line on one baseline ("Ana Quispe        Lima, Perú"). A person reads the left
// block, then the right one; the body below runs across the gap between them (it is not a column
// layout, which pdf-layout.ts reads with its gutter).

import { rowFontSize, type Gutter, type PlacedRow, type Row } from './pdf-rows';
import { median } from './median';

/** The header band is among the page's first rows… */
const maximumBandRows = 12;
/** …in its top part. */
const bandPageShare = 0.4;
/**
 * The gap between the two blocks is at least this many of the band's font sizes wide (a big
 * name may come close to the contact block beside it).
 */
const minimumGapEm = 1;
/** A block of the band ends where its next row is more than this many font sizes below it. */
const blockBreakEm = 1.2;
/**
 * Below the band, one of this many rows crosses the gap: the body is not two columns (a short
 * label/value table under the header may keep the gap open for a few rows).
 */
const crossingLookahead = 8;

type Sides = { left: number; right: number; both: number };

/** Runs of a row closer than this many of their font sizes read as one stretch of text. */
const wordGapEm = 1;

/**
 * Whether a row runs right across the gap, from the left block's side into the right one's, as
 * a body line under a header does. A longer line of a sidebar below its first short lines (an
 * e-mail under "Contacto") only reaches into the gap: the left block goes on down the page, so
 * it is a column, not a header block (issue 12).
 */
function spansGap(row: Row, gap: Gutter): boolean {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const item of row.items) {
    if (item.x - end > wordGapEm * item.fontSize) {
      if (start <= gap.start && end >= gap.end) return true;
      start = item.x;
    }
    start = Math.min(start, item.x);
    end = Math.max(end, item.x + item.width);
  }
  return start <= gap.start && end >= gap.end;
}

function countSides(rows: readonly Row[], gap: Gutter): Sides {
  const sides: Sides = { left: 0, right: 0, both: 0 };
  for (const row of rows) {
    const left = row.items.some((item) => item.x + item.width <= gap.start);
    const right = row.items.some((item) => item.x >= gap.end);
    if (left) sides.left += 1;
    if (right) sides.right += 1;
    if (left && right) sides.both += 1;
  }
  return sides;
}

/** The widest x range no item of the rows covers, between their text, at least `minimum` wide. */
function findWidestGap(rows: readonly Row[], coverage: Uint8Array, minimum: number): Gutter | null {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    for (const item of row.items) {
      start = Math.min(start, item.x);
      end = Math.max(end, item.x + item.width);
    }
  }
  let best: Gutter | null = null;
  let runStart = -1;
  const from = Math.max(0, Math.ceil(start));
  const to = Math.min(coverage.length - 1, Math.floor(end));
  for (let x = from; x <= to + 1; x += 1) {
    const open = x <= to && coverage[x] === 0;
    if (open && runStart < 0) runStart = x;
    if (!open && runStart >= 0) {
      if (x - runStart >= minimum && (!best || x - runStart > best.end - best.start))
        best = { start: runStart, end: x };
      runStart = -1;
    }
  }
  return best;
}

/** Whether each side's rows run on without a paragraph's gap (the band's blocks are compact). */
function isCompact(rows: readonly Row[], gap: Gutter): boolean {
  let lastLeft: number | null = null;
  let lastRight: number | null = null;
  for (const row of rows) {
    const size = rowFontSize(row);
    const top = row.baseline - size;
    const left = row.items.some((item) => item.x + item.width <= gap.start);
    const right = row.items.some((item) => item.x >= gap.end);
    if (left && lastLeft !== null && top - lastLeft > blockBreakEm * size) return false;
    if (right && lastRight !== null && top - lastRight > blockBreakEm * size) return false;
    if (left) lastLeft = row.baseline;
    if (right) lastRight = row.baseline;
  }
  return true;
}

/**
 * Finds a header band of two side-by-side blocks at the top of a page and reads it left block
 * first, each part of a shared row its own line. Returns null when the page does not start so.
 *
 * @example
 * const band = splitHeaderBand(rows, 595, 842); // { placed, rowCount } | null
 */
export function splitHeaderBand(
  rows: readonly Row[],
  pageWidth: number,
  pageHeight: number,
): { placed: PlacedRow[]; rowCount: number } | null {
  const coverage = new Uint8Array(Math.max(1, Math.ceil(pageWidth) + 1));
  const fontSize = median(rows.slice(0, maximumBandRows).map(rowFontSize));
  const minimumGap = minimumGapEm * Math.max(fontSize, 1);
  let band: { rowCount: number; gap: Gutter } | null = null;
  for (let count = 1; count <= Math.min(rows.length, maximumBandRows); count += 1) {
    const row = rows[count - 1];
    if (!row || row.baseline > pageHeight * bandPageShare) break;
    for (const item of row.items) {
      const from = Math.max(0, Math.floor(item.x));
      const to = Math.min(coverage.length - 1, Math.ceil(item.x + item.width));
      for (let x = from; x <= to; x += 1) coverage[x] = 1;
    }
    const bandRows = rows.slice(0, count);
    const gap = findWidestGap(bandRows, coverage, minimumGap);
    // The first rows may not show the gap yet (a contact line alone above the name).
    if (!gap) {
      if (band) break;
      continue;
    }
    if (!isCompact(bandRows, gap)) break;
    const sides = countSides(bandRows, gap);
    if (sides.left >= 2 && sides.right >= 2) band = { rowCount: count, gap };
  }
  if (!band) return null;
  const { rowCount, gap } = band;
  const bandRows = rows.slice(0, rowCount);
  const sides = countSides(bandRows, gap);
  // Rows level across the gap all along are a table or "title … date" lines, not two blocks.
  if (sides.both > 0.5 * Math.min(sides.left, sides.right)) return null;
  const below = rows.slice(rowCount, rowCount + crossingLookahead);
  if (!below.some((row) => spansGap(row, gap))) return null;
  const middle = (gap.start + gap.end) / 2;
  const left: PlacedRow[] = [];
  const right: PlacedRow[] = [];
  for (const row of bandRows) {
    const leftItems = row.items.filter((item) => item.x < middle);
    const rightItems = row.items.filter((item) => item.x >= middle);
    if (leftItems.length > 0)
      left.push({ baseline: row.baseline, items: leftItems, column: 0, fullWidth: true });
    if (rightItems.length > 0)
      right.push({ baseline: row.baseline, items: rightItems, column: 0, fullWidth: true });
  }
  const [firstRight, ...otherRight] = right;
  const placed = firstRight ? [...left, { ...firstRight, opensBlock: true }, ...otherRight] : left;
  return { placed, rowCount };
}
