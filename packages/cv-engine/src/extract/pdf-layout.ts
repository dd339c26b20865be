// Rebuilds reading order from a PDF page's positioned text items (issue 3, stage 1): items are
// grouped into rows by baseline, rows are split where a vertical gutter separates two columns,
// and the page is read band by band — full-width lines (a header band) where they stand, and
// between them the left column top to bottom, then the right one. This is the corpus labelling
// convention (shared/corpus/README.md: "the left column is read top to bottom, then the right
// column. Full-width header bands come first").

import { isDashListMarker, normaliseLineText, splitListMarker } from './list-marker';
import {
  isWordItem,
  rowFontSize,
  type Gutter,
  type PdfTextItem,
  type PlacedRow,
  type Row,
} from './pdf-rows';
import {
  isDateFieldText,
  isRangeEnd,
  joinStackedDates,
  joinWrappedDateRanges,
} from './pdf-date-column';
import { splitHeaderBand } from './pdf-header-band';
import { isBrokenCompound, isBrokenWord, joinWrappedText } from './pdf-hyphenation';
import {
  findLabelsUnderContactBlock,
  findLargeSideLabelGutter,
  isCapitalsText,
  isFormLabelColumn,
  labelLeadingEm,
  largeLabelRatio,
  orderSideLabelRows,
} from './pdf-side-labels';
import { readTwoCellBands } from './pdf-table-cells';
import { readsBoldLead, readWeightParts } from './weight-parts';
import { findRuledTableRows, takeRuledTableText, type RuledTableRowText } from './pdf-ruled-tables';
import type { Ruling } from './pdf-rulings';
import type { TextLine } from './types';
import { isPlaceName, isTownRegionAndCountry } from '../vocabulary/places';
import { median } from './median';

export type { PdfTextItem } from './pdf-rows';

export type PdfPageText = {
  readonly pageNumber: number;
  readonly width: number;
  readonly height: number;
  readonly items: readonly PdfTextItem[];
  /** The lines the page draws (pdf-rulings.ts): drawn table borders part its cells. */
  readonly rulings?: readonly Ruling[];
  /**
   * The gutter beside the side headings of the page before, when it was laid out so: a page
   * holding one heading or none in the label column goes on in the same layout.
   */
  readonly sideLabelGutter?: Gutter;
};

/** A page's lines, and the gutter beside its side headings when it has them. */
export type PdfPageLayout = { readonly lines: PageLine[]; readonly sideLabelGutter: Gutter | null };

type Segment = { start: number; end: number; row: Row; items: PdfTextItem[] };
/** A gutter between columns read one after the other, or beside a column of side labels. */
type PageGutter = Gutter & {
  kind: 'columns' | 'side-labels';
  /** Where side labels start under a header that shares their column (the contact block). */
  headerBottom?: number;
};

/** Items whose baselines differ by less than this share a row (superscripts, icon glyphs). */
const baselineToleranceEm = 0.35;
/** Runs whose font sizes differ by this factor or more are of different sizes (a name, an e-mail). */
const distinctFontSizeRatio = 1.6;
/** Runs of different sizes farther apart than this (in the larger size's ems) are separate lines. */
const distantRunGapEm = 2;
/** …or farther apart than this in the smaller size's ems: a big name, a small e-mail beside it. */
const distantSmallRunGapEm = 4;
/** Runs of different sizes overlapping by more than this (in the smaller size's ems) are layers. */
const overlapEm = 0.5;
/** A horizontal gap wider than this ends a segment (used only to find gutters). */
const segmentGapEm = 1.2;
/**
 * A column of fewer rows than these (a handful of lines, or under a tenth of the page's) gives way
 * to a pair of columns both full of lines.
 */
const fullColumnRows = 5;
const fullColumnShare = 0.1;
/** Lines starting this close (points) start at one left edge. */
const leftEdgeTolerance = 2;
/** Narrowest gap between two text columns. */
const minimumGutterWidth = 12;
/**
 * Side labels may be set right-aligned close to their content (a Word table's label cell): a
 * narrower gap between items, and a narrower gutter, still separate them when the label column
 * is level with the content.
 */
const narrowGutter = { segmentGapEm: 0.4, minimumWidth: 4 } as const;
/**
 * The columns of a Word layout table are only the two cells' padding apart (about 11 pt with
 * Word's default) when the main cell's right-tabbed dates run up to its edge. Across such a
 * narrow gutter the next column is a column when its lines start at the cell's one left edge
 * (within this many points), most of them…
 */
const cellEdgeTolerance = 2;
/** …this share of its rows at least… */
const cellEdgeShare = 0.6;
/** …and the gutter is at least this wide (two paddings of a tight table). */
const minimumCellGutterWidth = 8;
/** Side labels are at most this share of the content's width. */
const sideLabelWidthRatio = 0.35;
/** Adjacent items this far apart (or more) get a space between them. */
const wordGapEm = 0.18;
/** Consecutive lines of one block are at most this many font sizes apart (baseline to baseline). */
const blockLineSpacingEm = 1.8;
/** Two left edges closer than this (points) are the same indentation. */
const indentTolerance = 2;
/**
 * A gap this many ems wide (or more) between two runs of one row parts them into two fields: a
 * "Title ……… Location" or "Company ……… Dates" row set with a right tab. Word spaces, and the
 * widest gaps of justified text, stay well below it.
 */
const fieldGapEm = 3;
/** A left field ending this close (in ems) to the right field's start ran up to the gap. */
const wrappedFieldReachEm = fieldGapEm + 1.5;
/** A run ending this close (in ems) to its column's right edge is set flush right. */
const rightAlignToleranceEm = 1;
/**
 * A right field at most this many times as long as the left one qualifies it (a date, a place);
 * a place qualifies it at any length ("Acme SA ……… San Juan de Lurigancho, Lima, Perú").
 */
const trailingFieldLengthRatio = 1.5;
/**
 * A date range set flush right is its own field across a narrower gap than other text: in a
 * narrow column (a sidebar layout's main column) the title or employer beside it runs close to
 * it, the gap only what was left when its next word wrapped (issue 12). Wider than word spaces.
 */
const dateFieldGapEm = 1.5;
/** Sentence-ending punctuation, perhaps followed by closing quotes or brackets. */
const sentenceEndPattern = /[.!?:;…]["'”»)\]]*$/u;

/**
 * Dates set flush right beside a title, smaller and aligned to the top of its box, sit a point
 * or two above the title's baseline, where a sidebar's line on the far left may sit nearer: a
 * person reads them on the title's row. A date level with text on its left, within the row
 * tolerance, takes the baseline of the text that ends nearest to it (the title beside it, not
 * the sidebar across the page).
 */
function levelDatesWithTheirTitles(items: readonly PdfTextItem[]): PdfTextItem[] {
  // By baseline, so that each date looks only at the items within reach (a hostile page may hold
  // thousands of dates).
  const byBaseline = [...items].sort((above, below) => above.baseline - below.baseline);
  const reach = baselineToleranceEm * maximumOf(items, (item) => item.fontSize);
  return items.map((item) => {
    // Every date holds a figure: most items are words, and the date test is the costlier one.
    if (!/\d/u.test(item.text) || !isDateFieldText(item.text)) return item;
    let first = 0;
    let last = byBaseline.length;
    while (first < last) {
      const middle = (first + last) >> 1;
      if ((byBaseline[middle]?.baseline ?? 0) < item.baseline - reach) first = middle + 1;
      else last = middle;
    }
    let nearest: PdfTextItem | null = null;
    for (let index = first; index < byBaseline.length; index += 1) {
      const other = byBaseline[index] as PdfTextItem;
      if (other.baseline > item.baseline + reach) break;
      const end = other.x + other.width;
      if (other === item || end > item.x || isDateFieldText(other.text)) continue;
      // Only a title set larger, its top level with the date's (its baseline a little lower, within
      // the row tolerance of its size), pulls the date down to its row.
      if (other.fontSize < item.fontSize + 0.5) continue;
      const below = other.baseline - item.baseline;
      if (below < 0 || below > baselineToleranceEm * other.fontSize) continue;
      if (nearest === null || end > nearest.x + nearest.width) nearest = other;
    }
    return nearest === null || nearest.baseline === item.baseline
      ? item
      : { ...item, baseline: nearest.baseline };
  });
}

function groupItemsIntoRows(items: readonly PdfTextItem[]): Row[] {
  const sorted = levelDatesWithTheirTitles(items).sort(
    (left, right) => left.baseline - right.baseline || left.x - right.x,
  );
  const rows: Row[] = [];
  for (const item of sorted) {
    // Rows whose baseline is close enough (usually only the last one; two when a big and a small
    // run sit side by side at nearly the same height). The nearest one that takes the item wins.
    const candidates = rows.slice(-3).filter((row) => {
      const tolerance =
        baselineToleranceEm *
        Math.max(1, Math.min(item.fontSize, row.items[0]?.fontSize ?? item.fontSize));
      return item.baseline - row.baseline <= tolerance;
    });
    const row = candidates.findLast((candidate) => isSameRowRun(candidate, item));
    if (row) {
      row.items.push(item);
    } else {
      rows.push({ baseline: item.baseline, items: [item] });
    }
  }
  rows.sort((left, right) => left.baseline - right.baseline);
  for (const row of rows) row.items.sort((left, right) => left.x - right.x);
  return rows;
}

/**
 * Runs at nearly the same baseline belong to one line unless they differ a lot in size from
 * everything in the row and stand far from it: a big name's last line beside a small e-mail in a
 * header are two lines (issue 3, held-out "dates-left" CV), and so are a small line and a big
 * decorative word it is drawn over, while a superscript or an icon beside its text, or a
 * right-aligned date in the same size, share the row.
 */
function isSameRowRun(row: Row, item: PdfTextItem): boolean {
  return row.items.some((other) => {
    const larger = Math.max(other.fontSize, item.fontSize);
    const smaller = Math.min(other.fontSize, item.fontSize);
    if (smaller <= 0 || larger / smaller < distinctFontSizeRatio) return true;
    const gap = Math.max(item.x - (other.x + other.width), other.x - (item.x + item.width));
    // One drawn over the other: a name set over a big decorative word ("Vida") is another layer.
    if (gap < -overlapEm * smaller) return false;
    return gap <= Math.min(distantRunGapEm * larger, distantSmallRunGapEm * smaller);
  });
}

function splitRowIntoSegments(row: Row, gapEm: number = segmentGapEm): Segment[] {
  const segments: Segment[] = [];
  for (const item of row.items) {
    const current = segments.at(-1);
    const gap = current ? item.x - current.end : Number.POSITIVE_INFINITY;
    if (current && gap <= gapEm * item.fontSize) {
      current.items.push(item);
      current.end = Math.max(current.end, item.x + item.width);
    } else {
      segments.push({ start: item.x, end: item.x + item.width, row, items: [item] });
    }
  }
  return segments;
}

/** Date fields set flush right end this close (points) to one another's right edge. */
const dateColumnEdgeTolerance = 1.5;

/**
 * A column's dates set flush right ("Analista ……… Nov. 2021 – May. 2022") belong to the text on
 * their left: the open band between a title and its dates runs inside the column, however wide
 * it is. Dates ending at one shared right edge on two rows or more are joined to the segment
 * before them, so that only the band beyond that edge can be a gutter.
 */
function attachFlushRightDates(segments: readonly Segment[]): Segment[] {
  const dates = segments.filter(
    (segment, index) =>
      segments[index - 1]?.row === segment.row &&
      isDateFieldText(segment.items.map((item) => item.text).join(' ')),
  );
  // Rows by right edge, in buckets as wide as the tolerance: one pass, not every date against
  // every other (a hostile page may hold thousands).
  const rowsByEdge = new Map<number, Set<Row>>();
  for (const date of dates) {
    const bucket = Math.round(date.end / dateColumnEdgeTolerance);
    rowsByEdge.set(bucket, (rowsByEdge.get(bucket) ?? new Set()).add(date.row));
  }
  const sharesEdge = (date: Segment) => {
    const bucket = Math.round(date.end / dateColumnEdgeTolerance);
    return [bucket - 1, bucket, bucket + 1].some((near) => {
      const rows = rowsByEdge.get(near);
      return rows !== undefined && (rows.size > 1 || !rows.has(date.row));
    });
  };
  const flushRight = new Set(dates.filter(sharesEdge));
  if (flushRight.size === 0) return [...segments];
  const joined: Segment[] = [];
  for (const segment of segments) {
    const previous = joined.at(-1);
    if (previous && flushRight.has(segment) && previous.row === segment.row) {
      joined[joined.length - 1] = {
        ...previous,
        end: Math.max(previous.end, segment.end),
        items: [...previous.items, ...segment.items],
      };
    } else joined.push(segment);
  }
  return joined;
}

/**
 * A side of a candidate gutter is a "label column" (dates or labels beside each entry, as in a
 * table) rather than a sidebar when its rows come in small groups far apart and line up with rows
 * across the gutter. Such pages read row by row, not column by column.
 */
function isAlignedLabelColumn(side: readonly Segment[], otherSide: readonly Segment[]): boolean {
  const baselines = [...new Set(side.map((segment) => segment.row.baseline))].sort((a, b) => a - b);
  if (baselines.length < 2) return true;
  const otherBaselines = otherSide.map((segment) => segment.row.baseline);
  const fontSize = median(side.flatMap((segment) => segment.items.map((item) => item.fontSize)));
  // A heading in the label column may stand on a row of its own (Europass): only the labels
  // under it need be level with the content. Headings are set apart in bold, or in capitals
  // (Europass's, whose weight a scan may not show) with nothing beside them.
  const isHeadingRow = (baseline: number) =>
    side
      .filter((segment) => segment.row.baseline === baseline)
      .every((segment) => {
        const text = segment.items.map((item) => item.text).join(' ');
        const alone = otherBaselines.every((other) => Math.abs(other - baseline) >= 1);
        return (isCapitalsText(text) && alone) || segment.items.every((item) => item.bold);
      });
  const labelRows = baselines.filter((baseline) => !isHeadingRow(baseline));
  const levelled = labelRows.length >= 2 ? labelRows : baselines;
  const aligned = levelled.filter((baseline) =>
    otherBaselines.some((other) => Math.abs(other - baseline) < 1),
  ).length;
  const steps = baselines.slice(1).map((baseline, index) => baseline - (baselines[index] ?? 0));
  // Labels come in small groups (a date, perhaps wrapped on two rows) with gaps between them.
  const wideSteps = steps.filter((step) => step > 2.2 * fontSize).length;
  return (
    aligned / levelled.length >= 0.7 &&
    wideSteps / steps.length >= 0.3 &&
    !runsOnInWords(side, fontSize)
  );
}

/**
 * Four rows of words in a row, line under line from one left edge (a sidebar's list of skills,
 * an address), are running text: labels stand alone or wrap once, right-aligned labels wrap from
 * their right edge (moderncv), and a column of years beside one-line entries holds figures.
 */
function runsOnInWords(side: readonly Segment[], fontSize: number): boolean {
  const rowsOfSide = new Map<Row, { text: string; start: number }>();
  for (const segment of side) {
    const known = rowsOfSide.get(segment.row);
    const text = segment.items.map((item) => item.text).join(' ');
    rowsOfSide.set(segment.row, {
      text: `${known?.text ?? ''} ${text}`,
      start: Math.min(known?.start ?? Number.POSITIVE_INFINITY, segment.start),
    });
  }
  const rows = [...rowsOfSide.entries()].sort(
    ([above], [below]) => above.baseline - below.baseline,
  );
  let run = 0;
  for (const [index, [row, { text, start }]] of rows.entries()) {
    const above = rows[index - 1];
    const words = !/\d/.test(text);
    const underAbove =
      above !== undefined &&
      row.baseline - above[0].baseline <= 1.6 * fontSize &&
      Math.abs(start - above[1].start) <= leftEdgeTolerance;
    run = words ? (underAbove ? run + 1 : 1) : 0;
    if (run >= 4) return true;
  }
  return false;
}

/**
 * Side headings centred beside their blocks (a Word table's label cell) are not level with a
 * content row, but they are few beside much content, and stand far apart: a sidebar's text runs
 * on in closely spaced rows.
 */
function isSparseLabelColumn(
  side: readonly Segment[],
  otherSide: readonly Segment[],
  reachingIn: readonly Segment[],
): boolean {
  // A rule drawn as a dash or an icon over each heading is a decoration, not a label row; a
  // column of bullets or icons beside their text is no label column.
  const labels = side.filter(isWordSegment);
  if (labels.length < side.length - labels.length) return false;
  // Labels name what stands beside them: a column holding the e-mail itself, perhaps in a line
  // reaching into the open band, is a sidebar.
  const holdsEmail = (segment: Segment) => segment.items.some((item) => item.text.includes('@'));
  if (side.some(holdsEmail) || reachingIn.some(holdsEmail)) return false;
  const baselines = [...new Set(labels.map((segment) => segment.row.baseline))].sort(
    (a, b) => a - b,
  );
  const otherRows = new Set(otherSide.map((segment) => segment.row)).size;
  if (baselines.length < 2 || baselines.length > 0.35 * otherRows) return false;
  const fontSize = median(labels.flatMap((segment) => segment.items.map((item) => item.fontSize)));
  // A heading wrapped over two rows at its leading ("Experiencia" / "laboral", right-aligned,
  // set larger than the content) is one label: the steps that count are between labels. A
  // sidebar's closely set lines in the text's own size are no wrapped headings.
  const otherSize = median(
    otherSide.flatMap((segment) => segment.items.map((item) => item.fontSize)),
  );
  const starts = baselines.filter(
    (baseline, index) =>
      index === 0 || baseline - (baselines[index - 1] ?? 0) > labelLeadingEm * fontSize,
  );
  const points = starts.length >= 2 && fontSize >= largeLabelRatio * otherSize ? starts : baselines;
  const steps = points.slice(1).map((baseline, index) => baseline - (points[index] ?? 0));
  const wideSteps = steps.filter((step) => step > 2.2 * fontSize).length;
  if (wideSteps / steps.length < 0.5) return false;
  // Most labels are short words in a narrow strip, though the name set big above them may be
  // wider (a Google Docs side-heading template keeps the name in the label column).
  const widths = labels.map((segment) => segment.end - segment.start);
  return isNarrowerSide(side, otherSide) || median(widths) < sideLabelWidthRatio * width(otherSide);
}

function isWordSegment(segment: Segment): boolean {
  return segment.items.some(isWordItem);
}

/**
 * Labels set flush right against the gutter (Europass: "EXPERIENCIA LABORAL", "Fechas" ending
 * where the content begins) name what stands beside them, however wide their column: a sidebar's
 * text starts at its left edge.
 */
function endsAtOneEdge(side: readonly Segment[]): boolean {
  // A label is its row's part of the side: a wide gap may cut it in two ("Jun 2019" "Feb 2022"
  // on a scan whose dash went unread), and it ends where its last piece does.
  const labels = new Map<Row, { start: number; end: number }>();
  for (const segment of side.filter(isWordSegment)) {
    const known = labels.get(segment.row);
    labels.set(segment.row, {
      start: Math.min(known?.start ?? Number.POSITIVE_INFINITY, segment.start),
      end: Math.max(known?.end ?? Number.NEGATIVE_INFINITY, segment.end),
    });
  }
  const rows = [...labels.values()];
  if (rows.length < 3) return false;
  const edge = maximumOf(rows, (label) => label.end);
  const flush = rows.filter((label) => edge - label.end <= leftEdgeTolerance).length;
  const starts = new Set(rows.map((label) => Math.round(label.start / leftEdgeTolerance)));
  return flush >= 0.8 * rows.length && starts.size > rows.length / 2;
}

/** Labels are words or numbers, not a column of bullets or icons beside their text. */
function isWordColumn(side: readonly Segment[]): boolean {
  return side.filter(isWordSegment).length >= 0.7 * side.length;
}

/**
 * Side labels take a narrow strip beside the content (about a sixth of its width in side-heading
 * and date-column templates); a sidebar is a real column, half the main one's width or more.
 */
function isNarrowerSide(side: readonly Segment[], otherSide: readonly Segment[]): boolean {
  return width(side) < sideLabelWidthRatio * width(otherSide);
}

function width(segments: readonly Segment[]): number {
  return (
    maximumOf(segments, (segment) => segment.end) - minimumOf(segments, (segment) => segment.start)
  );
}

/**
 * The least and greatest of a value over a list, in a loop: Math.min(...values) passes every
 * value as an argument and overflows the stack on a hostile page's 100,000 items (issue 11).
 */
function minimumOf<T>(values: readonly T[], pick: (value: T) => number): number {
  let minimum = Number.POSITIVE_INFINITY;
  for (const value of values) minimum = Math.min(minimum, pick(value));
  return minimum;
}

function maximumOf<T>(values: readonly T[], pick: (value: T) => number): number {
  let maximum = Number.NEGATIVE_INFINITY;
  for (const value of values) maximum = Math.max(maximum, pick(value));
  return maximum;
}

function overlapLength(first: [number, number], second: [number, number]): number {
  return Math.max(0, Math.min(first[1], second[1]) - Math.max(first[0], second[0]));
}

/**
 * Finds the vertical gutter between two columns: the widest band of x that (almost) no segment
 * crosses, with enough text on both sides over a shared vertical range. Lines that do cross it
 * are full-width (a header band, a footer).
 */
function findGutter(
  segments: readonly Segment[],
  rowCount: number,
  pageWidth: number,
  minimumWidth: number = minimumGutterWidth,
  narrow = false,
): PageGutter | null {
  if (segments.length < 6) return null;
  const width = Math.ceil(pageWidth) + 1;
  const coverage = new Uint16Array(width);
  for (const segment of segments) {
    const from = Math.max(0, Math.floor(segment.start));
    const to = Math.min(width - 1, Math.ceil(segment.end));
    for (let x = from; x <= to; x += 1) coverage[x] = (coverage[x] ?? 0) + 1;
  }
  const allowedCrossings = Math.max(1, Math.round(rowCount * 0.08));
  // Clamped to the page: an item placed a billion points away must not make this loop that long.
  const textStart = Math.max(
    0,
    minimumOf(segments, (segment) => segment.start),
  );
  const textEnd = Math.min(
    width - 1,
    maximumOf(segments, (segment) => segment.end),
  );
  const candidates: Gutter[] = [];
  let runStart = -1;
  for (let x = Math.ceil(textStart); x <= Math.floor(textEnd) + 1; x += 1) {
    const isOpen = x <= Math.floor(textEnd) && (coverage[x] ?? 0) <= allowedCrossings;
    if (isOpen && runStart < 0) runStart = x;
    if (!isOpen && runStart >= 0) {
      if (x - runStart >= minimumWidth) candidates.push({ start: runStart, end: x });
      runStart = -1;
    }
  }
  candidates.sort((left, right) => right.end - right.start - (left.end - left.start));
  let thinColumns: PageGutter | null = null;
  let fullColumns: { gutter: PageGutter; lines: number } | null = null;
  for (const gutter of candidates) {
    const left = segments.filter((segment) => segment.end <= gutter.start + 1);
    const right = segments.filter((segment) => segment.start >= gutter.end - 1);
    if (opensOnDecoration(right, gutter)) continue;
    // A few lines reaching into the open band from the left are that side's: a sidebar's long
    // e-mail, a side heading longer than the others ("Complementaria" under "Formación"),
    // counted among its rows when set apart like headings (bold, or larger than the text).
    const reachingIn = segments.filter(
      (segment) =>
        segment.start < gutter.start && segment.end > gutter.start + 1 && segment.end < gutter.end,
    );
    const rightSize = median(
      right.flatMap((segment) => segment.items.map((item) => item.fontSize)),
    );
    const headingLike = reachingIn.filter((segment) =>
      segment.items.every((item) => item.bold || item.fontSize > rightSize + 0.5),
    );
    const leftRows = new Set([...left, ...headingLike].map((segment) => segment.row)).size;
    const rightRows = new Set(right.map((segment) => segment.row)).size;
    if (leftRows < 3 || rightRows < 3) continue;
    if (leftRows + rightRows < rowCount * 0.5) continue;
    const leftRange: [number, number] = [
      minimumOf(left, (segment) => segment.row.baseline),
      maximumOf(left, (segment) => segment.row.baseline),
    ];
    const rightRange: [number, number] = [
      minimumOf(right, (segment) => segment.row.baseline),
      maximumOf(right, (segment) => segment.row.baseline),
    ];
    const shorterRange = Math.min(leftRange[1] - leftRange[0], rightRange[1] - rightRange[0]);
    if (overlapLength(leftRange, rightRange) < 0.3 * shorterRange) continue;
    if (isFlushRightHeadings(right, left)) continue;
    const labelsTop = findLabelsUnderContactBlock(left, right);
    if (labelsTop !== null && !fullColumns)
      return { ...gutter, kind: 'side-labels', headerBottom: labelsTop };
    if (isAlignedLabelColumn(right, left) || isFormLabelColumn(left, right)) continue;
    if (isAlignedLabelColumn(left, right)) {
      if (
        (isNarrowerSide(left, right) || endsAtOneEdge(left)) &&
        isWordColumn(left) &&
        !fullColumns
      )
        return { ...gutter, kind: 'side-labels' };
      continue;
    }
    if (isSparseLabelColumn(left, right, reachingIn)) {
      if (!fullColumns) return { ...gutter, kind: 'side-labels' };
      continue;
    }
    if (narrow && !isCellColumnBeside(gutter, right)) continue;
    const columns: PageGutter = {
      ...narrowToIntrusions(gutter, segments, minimumWidth),
      kind: 'columns',
    };
    // A few lines on one side (the contact lines beside a name in the top band, over a sidebar
    // of short lines) leave a wide open strip that is no column's edge: a narrower gutter with
    // both columns full of lines is the page's, when there is one (issue 12). Of two such, the
    // one with more lines on its poorer side: a chart's legend in a sidebar (a wide strip before
    // its five labels) is no column beside the page's main one.
    const lines = Math.min(leftRows, rightRows);
    if (lines >= Math.max(fullColumnRows, fullColumnShare * rowCount)) {
      if (!fullColumns || lines > fullColumns.lines) fullColumns = { gutter: columns, lines };
      continue;
    }
    thinColumns ??= columns;
  }
  return fullColumns?.gutter ?? thinColumns;
}

/**
 * Headings set flush right on rows of their own ("Education", "Skills" at the page's right edge,
 * each over its section, which runs the page's full width) are no column: they are set apart
 * (bold or larger) with nothing across the gutter on their rows, and few beside the text; the
 * right side holds nothing else but the entries' dates set flush right beside or near them.
 */
function isFlushRightHeadings(right: readonly Segment[], left: readonly Segment[]): boolean {
  const leftRows = new Set(left.map((segment) => segment.row));
  const rightRows = new Set(right.map((segment) => segment.row));
  if (rightRows.size > 0.5 * leftRows.size) return false;
  const leftSize = median(left.flatMap((segment) => segment.items.map((item) => item.fontSize)));
  const isDate = (segment: Segment) =>
    isDateFieldText(segment.items.map((item) => item.text).join(' '));
  const headings = right.filter((segment) => !isDate(segment));
  return (
    headings.length > 0 &&
    headings.every(
      (segment) =>
        !leftRows.has(segment.row) &&
        segment.items.every((item) => item.bold || item.fontSize > leftSize + 1),
    )
  );
}

/** The rows a column opens on start within this many ems of its gutter. */
const columnOpeningEm = 3;

/**
 * A gutter between a sidebar's skill names and the rating dots or bars set beside them parts text
 * from its decoration, not two columns: most rows that open right beside it open on no letter.
 */
function opensOnDecoration(right: readonly Segment[], gutter: Gutter): boolean {
  const openings = new Map<Row, Segment>();
  for (const segment of right) {
    const first = openings.get(segment.row);
    if (!first || segment.start < first.start) openings.set(segment.row, segment);
  }
  for (const [row, segment] of openings) {
    const fontSize = segment.items[0]?.fontSize ?? 0;
    if (segment.start - gutter.end > columnOpeningEm * fontSize) openings.delete(row);
  }
  // Any letter counts: a letter-spaced heading ("I n f o r m a c i ó n") is text.
  const decorations = [...openings.values()].filter(
    (segment) => !segment.items.some((item) => /[\p{L}\p{N}]/u.test(item.text)),
  ).length;
  return decorations > openings.size - decorations;
}

/**
 * Across a gutter narrower than the usual one, the right side is a layout table's next column
 * when the gutter is as wide as two cell paddings and most of the side's rows start at its one
 * left edge, right at the gutter (issue 12). Right-aligned dates beside their titles start
 * wherever their text makes them start.
 */
function isCellColumnBeside(gutter: Gutter, right: readonly Segment[]): boolean {
  if (gutter.end - gutter.start < minimumCellGutterWidth) return false;
  const firstStarts = new Map<Row, number>();
  for (const segment of right)
    firstStarts.set(segment.row, Math.min(firstStarts.get(segment.row) ?? Infinity, segment.start));
  const starts = [...firstStarts.values()];
  const atEdge = starts.filter((start) => start - gutter.end <= cellEdgeTolerance).length;
  return atEdge >= cellEdgeShare * starts.length;
}

/**
 * A column's longest lines (an e-mail or a profile link in a sidebar, wider than its other
 * lines) reach into the gutter the rest of the page leaves open, and were let through as
 * crossings. A person still reads them in their column: the gutter shrinks to the band no line
 * reaches into from either side, when one at least the minimum width is left (issue 12). Lines
 * that cross the whole gutter are full-width lines and do not narrow it.
 */
function narrowToIntrusions(
  gutter: Gutter,
  segments: readonly Segment[],
  minimumWidth: number,
): Gutter {
  let start = gutter.start;
  let end = gutter.end;
  // A run standing inside the band (a lone date set flush right in the main column) is the
  // field of the one side its row has text on.
  const leftRows = new Set<Row>();
  const rightRows = new Set<Row>();
  for (const segment of segments) {
    if (segment.end <= gutter.start) leftRows.add(segment.row);
    if (segment.start >= gutter.end) rightRows.add(segment.row);
  }
  for (const segment of segments) {
    const inside = segment.start >= gutter.start && segment.end <= gutter.end;
    const fromLeft =
      (segment.start < gutter.start && segment.end > gutter.start) ||
      (inside && leftRows.has(segment.row) && !rightRows.has(segment.row));
    const fromRight =
      (segment.end > gutter.end && segment.start < gutter.end) ||
      (inside && rightRows.has(segment.row) && !leftRows.has(segment.row));
    if (fromLeft && fromRight) continue;
    if (fromLeft) start = Math.max(start, Math.ceil(segment.end) + 1);
    if (fromRight) end = Math.min(end, Math.floor(segment.start));
  }
  return end - start >= minimumWidth ? { start, end } : gutter;
}

/** Header bands considered above the columns: at most this many… */
const maximumHeaderCuts = 4;
/** …ending at a vertical gap this many times the page's usual row spacing (its leading)… */
const headerGapRatio = 1.5;
/** …in this top part of the page. */
const headerPageShare = 0.4;

/** The page's usual row spacing, the lower quartile: a page of a few widely spaced entries still has its text's leading. */
function findUsualSpacing(rows: readonly Row[]): number {
  const spacings = rows.slice(1).map((row, index) => row.baseline - (rows[index]?.baseline ?? 0));
  return [...spacings].sort((a, b) => a - b)[Math.floor(spacings.length / 4)] ?? 0;
}

/** A big line (a name) is set at least this many times the body's size. */
const largeLineRatio = 1.3;

/**
 * A row in the same large size as the one above, as far below it as that size's line spacing
 * makes it: a name set big and wrapped onto a second line ("ANA LUCÍA QUISPE" / "MAMANI"). When
 * the first line runs across the columns' gutter, the second one, short and centred, belongs to
 * it, not to the column it happens to stand over (issue 12).
 */
function continuesLargeLine(
  previous: Row,
  row: Row,
  usualSpacing: number,
  bodySize: number,
): boolean {
  const size = rowFontSize(row);
  // Larger than the body's whole line spacing: only a big line's own leading is this wide. And
  // larger than the body: where two columns' rows interleave, the usual spacing between rows is
  // far less than a line's, and a paragraph across the page is no big line (issue 12).
  return (
    size > usualSpacing &&
    size >= largeLineRatio * bodySize &&
    Math.abs(size - rowFontSize(previous)) <= 0.5 &&
    row.baseline - previous.baseline <= blockLineSpacingEm * size
  );
}

/**
 * The page's gutter, and how many rows above it form a full-width header band. A header band
 * (a name, a headline, a profile paragraph across the page) crosses the gutter of the columns or
 * side labels below it; when the whole page has no gutter, the search is repeated below each of
 * the first wide vertical gaps at the top of the page.
 */
function findPageGutter(
  rows: readonly Row[],
  page: PdfPageText,
): { gutter: PageGutter | null; headerCount: number } {
  const spacings = rows.slice(1).map((row, index) => row.baseline - (rows[index]?.baseline ?? 0));
  const usualSpacing = findUsualSpacing(rows);
  const cutIndexes = [0];
  for (let index = 1; index < rows.length && cutIndexes.length <= maximumHeaderCuts; index += 1) {
    const row = rows[index];
    if (!row || row.baseline > page.height * headerPageShare) break;
    if ((spacings[index - 1] ?? 0) > headerGapRatio * usualSpacing) cutIndexes.push(index);
  }
  for (const headerCount of cutIndexes) {
    const below = rows.slice(headerCount);
    const found = findGutter(
      attachFlushRightDates(below.flatMap((row) => splitRowIntoSegments(row))),
      below.length,
      page.width,
    );
    if (found) return { gutter: found, headerCount };
  }
  for (const headerCount of cutIndexes) {
    const below = rows.slice(headerCount);
    const found = findGutter(
      attachFlushRightDates(
        below.flatMap((row) => splitRowIntoSegments(row, narrowGutter.segmentGapEm)),
      ),
      below.length,
      page.width,
      narrowGutter.minimumWidth,
      true,
    );
    if (found) return { gutter: found, headerCount };
  }
  const largeLabels = findLargeSideLabelGutter(rows);
  if (largeLabels) return { gutter: { ...largeLabels, kind: 'side-labels' }, headerCount: 0 };
  if (page.sideLabelGutter && continuesSideLabels(rows, page.sideLabelGutter))
    return { gutter: { ...page.sideLabelGutter, kind: 'side-labels' }, headerCount: 0 };
  return { gutter: null, headerCount: 0 };
}

/**
 * Whether a page goes on in the side-heading layout of the page before: nothing crosses that
 * gutter but a few lines, and what stands left of it is a few rows of words (a heading or two,
 * or none), beside the content's many rows.
 */
function continuesSideLabels(rows: readonly Row[], gutter: Gutter): boolean {
  const segments = rows.flatMap((row) => splitRowIntoSegments(row));
  const crossing = segments.filter(
    (segment) => segment.start < gutter.end - 1 && segment.end > gutter.end + 1,
  );
  const left = segments.filter((segment) => segment.end <= gutter.end + 1);
  const right = segments.filter((segment) => segment.start >= gutter.end - 1);
  const rightRows = new Set(right.map((segment) => segment.row)).size;
  const leftRows = new Set(left.map((segment) => segment.row)).size;
  return (
    rightRows >= 3 &&
    crossing.length <= Math.max(1, Math.round(rows.length * 0.08)) &&
    left.every(isWordSegment) &&
    leftRows <= 0.35 * rightRows
  );
}

/** Splits each row at the gutter into a left and a right part, or keeps it whole (full width). */
function placeRows(rows: readonly Row[], gutter: Gutter | null, headerCount = 0): PlacedRow[] {
  const placed: PlacedRow[] = [];
  const usualSpacing = findUsualSpacing(rows);
  const bodySize = median(rows.map(rowFontSize));
  for (const [index, row] of rows.entries()) {
    const above = placed.at(-1);
    if (
      gutter &&
      above?.fullWidth === true &&
      above.baseline === rows[index - 1]?.baseline &&
      continuesLargeLine(above, row, usualSpacing, bodySize)
    ) {
      placed.push({ baseline: row.baseline, items: row.items, column: 0, fullWidth: true });
      continue;
    }
    if (gutter && index < headerCount) {
      placed.push({ baseline: row.baseline, items: row.items, column: 0, fullWidth: true });
      continue;
    }
    if (!gutter) {
      placed.push({ baseline: row.baseline, items: row.items, column: 0, fullWidth: false });
      continue;
    }
    const middle = (gutter.start + gutter.end) / 2;
    const crosses = row.items.some((item) => item.x < middle && item.x + item.width > middle + 1);
    if (crosses) {
      placed.push({ baseline: row.baseline, items: row.items, column: 0, fullWidth: true });
      continue;
    }
    const left = row.items.filter((item) => item.x < middle);
    const right = row.items.filter((item) => item.x >= middle);
    if (left.length > 0)
      placed.push({ baseline: row.baseline, items: left, column: 0, fullWidth: false });
    if (right.length > 0)
      placed.push({ baseline: row.baseline, items: right, column: 1, fullWidth: false });
  }
  return placed;
}

/** Orders rows band by band: full-width rows split the page; inside a band, column 0 then 1. */
function orderRowsForReading(placed: readonly PlacedRow[]): PlacedRow[] {
  const ordered: PlacedRow[] = [];
  let band: PlacedRow[] = [];
  const flushBand = (): void => {
    const columns = [...new Set(band.map((row) => row.column))].sort((a, b) => a - b);
    for (const column of columns) {
      for (const row of band) if (row.column === column) ordered.push(row);
    }
    band = [];
  };
  for (const row of placed) {
    if (row.fullWidth) {
      flushBand();
      ordered.push(row);
    } else {
      band.push(row);
    }
  }
  flushBand();
  return ordered;
}

function dominantValue<T>(
  items: readonly PdfTextItem[],
  pick: (item: PdfTextItem) => T,
): T | undefined {
  const weights = new Map<T, number>();
  for (const item of items)
    weights.set(pick(item), (weights.get(pick(item)) ?? 0) + item.text.length);
  let best: T | undefined;
  let bestWeight = -1;
  for (const [value, weight] of weights) {
    if (weight > bestWeight) {
      best = value;
      bestWeight = weight;
    }
  }
  return best;
}

/** Joins a row's items left to right, adding a space where the gap is a word gap. */
function joinItemsText(items: readonly PdfTextItem[], rightEdge: number): string {
  const fieldGap = findFieldGap(items, rightEdge);
  let text = '';
  let previousEnd = Number.NEGATIVE_INFINITY;
  let previousBaseline = items[0]?.baseline ?? 0;
  for (const [index, item] of items.entries()) {
    if (index === fieldGap) {
      text = `${text.trimEnd()} | `;
      previousEnd = item.x;
    }
    // A joined side label's next row (pdf-side-labels.ts): its wrap is a space, or nothing when
    // a word was hyphenated across the rows ("programa-" + "ción").
    if (text.length > 0 && item.baseline - previousBaseline > item.fontSize / 2) {
      text = joinWrappedText(text, item.text);
      previousEnd = item.x + item.width;
      previousBaseline = item.baseline;
      continue;
    }
    const gap = item.x - previousEnd;
    if (text.length > 0 && gap > wordGapEm * item.fontSize && !/\s$/u.test(text)) text += ' ';
    text += item.text;
    previousEnd = Math.max(previousEnd, item.x + item.width);
  }
  return text;
}

type PageLine = Omit<TextLine, 'block'> & { blockStart: boolean };

/**
 * Splits a row of two runs far apart ("Analista de datos ……… Arequipa, Perú") into its left and
 * right run: a person reads two fields, not one phrase. Rows of three runs or more are a table or
 * a contact line and stay whole, as does a lone bullet or icon before its text.
 */
function findFieldGap(items: readonly PdfTextItem[], rightEdge: number): number | null {
  const runs: PdfTextItem[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  const first = items[0];
  // A side label joined over several rows (pdf-side-labels.ts) is one field.
  if (!first || items.some((item) => Math.abs(item.baseline - first.baseline) > item.fontSize / 2))
    return null;
  for (const item of items) {
    const current = runs.at(-1);
    const size = Math.max(item.fontSize, current?.at(-1)?.fontSize ?? 0);
    if (current && item.x - end < fieldGapEm * size) current.push(item);
    else runs.push([item]);
    end = Math.max(end, item.x + item.width);
  }
  if (runs.length === 1) return findDateFieldGap(items, rightEdge);
  const [left, right] = runs;
  if (runs.length !== 2 || !left || !right) return null;
  const hasWord = (run: readonly PdfTextItem[]): boolean => run.some(isWordItem);
  // The right field is set against the column's right edge (a right tab): two headings side by
  // side ("Proyectos ……… Habilidades") start two columns instead.
  const rightEnd = maximumOf(right, (item) => item.x + item.width);
  const flushRight = rightEdge - rightEnd <= rightAlignToleranceEm * (right[0]?.fontSize ?? 0);
  // …and it is not much longer than the left one: a date or a place beside the title or company
  // it qualifies. A long text pushed right of a short one ("Lima ……… Bachiller en Economía") is
  // the line's main text, read on with what stands before it.
  const length = (run: readonly PdfTextItem[]): number =>
    run.reduce((sum, item) => sum + item.text.trim().length, 0);
  const text = (run: readonly PdfTextItem[]): string => run.map((item) => item.text).join(' ');
  const trailing =
    length(right) <= trailingFieldLengthRatio * length(left) ||
    ((isPlaceName(text(right)) || isTownRegionAndCountry(text(right))) && !isPlaceName(text(left)));
  return hasWord(left) && hasWord(right) && flushRight && trailing ? left.length : null;
}

/**
 * The index of a flush-right date range's first item when a gap of at least dateFieldGapEm
 * stands before it, in a row findFieldGap keeps whole: "Jefa de Proyectos – Estudio Sillar
 * Abr. 2020 – Actualidad" is a title beside its dates, its employer's last word wrapped.
 */
function findDateFieldGap(items: readonly PdfTextItem[], rightEdge: number): number | null {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const item = items[index];
    if (!item) return null;
    const end = maximumOf(items.slice(0, index), (before) => before.x + before.width);
    if (item.x - end < dateFieldGapEm * item.fontSize) continue;
    const right = items.slice(index);
    const text = right
      .map((part) => part.text)
      .join(' ')
      .replace(/\s+/gu, ' ')
      .trim();
    const rightEnd = maximumOf(right, (part) => part.x + part.width);
    const flushRight = rightEdge - rightEnd <= rightAlignToleranceEm * item.fontSize;
    const isDate = isDateFieldText(text);
    const leftHasWord = items.slice(0, index).some((part) => /[\p{L}]{2}/u.test(part.text));
    return flushRight && isDate && leftHasWord ? index : null;
  }
  return null;
}

/** Where a row's two fields lie, when findFieldGap parts it: the left field's end, the right's start. */
type FieldSplit = { readonly leftEnd: number; readonly rightStart: number };

function findFieldSplit(items: readonly PdfTextItem[], rightEdge: number): FieldSplit | null {
  const gap = findFieldGap(items, rightEdge);
  const right = gap === null ? undefined : items[gap];
  if (gap === null || !right) return null;
  return {
    leftEnd: maximumOf(items.slice(0, gap), (item) => item.x + item.width),
    rightStart: right.x,
  };
}

/**
 * The next line of a parted row's block continues its left field when it starts under that
 * field in its type, ends before the right one, and the left field ran up to the gap (it wrapped there):
 * "Bachelor in … Universidad Peruana de Ciencias ……… 2014 – 2018" / "Aplicadas (UPC)" is one
 * title over two lines beside its date. A short field ("Empresa ……… 2020") is not wrapped, and
 * the line under it (a place, a description) stays its own.
 */
function continuesLeftField(previous: PageLine, split: FieldSplit, line: PageLine): boolean {
  // A field cannot end on a joining word ("Supervisor de Producción y" ……… "Ago. 2024 – Hoy"):
  // a title box narrower than the line wraps there, however far from the dates.
  const separator = previous.text.lastIndexOf(' | ');
  const cutAtJoiningWord =
    separator > 0 && joiningEndPattern.test(previous.text.slice(0, separator));
  return (
    !line.listItem &&
    // A wrapped field keeps its type: a plain line under a bold title is the next field.
    line.bold === previous.bold &&
    line.fontSize === previous.fontSize &&
    Math.abs(line.x - previous.x) <= indentTolerance &&
    line.x + line.width <= split.rightStart &&
    (cutAtJoiningWord || split.leftEnd >= split.rightStart - wrappedFieldReachEm * line.fontSize)
  );
}

/** A word or mark a field cannot end on: the field goes on in the next line. */
const joiningEndPattern =
  /(?:^|\s)(?:de|del|la|las|los|el|y|e|o|en|a|al|para|con|por|of|and|&|the|for|in|at|on|to)$|,$/iu;

const unmappedGlyph = String.fromCharCode(0);
const flLigaturePattern = new RegExp(
  `(?<=\\p{L})${unmappedGlyph}(?=(?:ow|ex|ue|uid|ujo|ight|oor|at|ag|ash|ota))`,
  'gu',
);
const fiLigaturePattern = new RegExp(`(?<=\\p{L})${unmappedGlyph}(?=\\p{Ll})`, 'gu');

/**
 * Fonts without a Unicode map for their ligature glyphs give U+0000 ("Certi\0cations"). Between
 * letters the glyph is almost always "fi" (or "fl" before the few endings that call for it);
 * elsewhere it carries nothing and is dropped.
 */
function restoreLigatures(text: string): string {
  if (!text.includes(unmappedGlyph)) return text;
  return text
    .replace(flLigaturePattern, 'fl')
    .replace(fiLigaturePattern, 'fi')
    .replaceAll(unmappedGlyph, '');
}

/**
 * Small capitals drawn as smaller capitals (Word's and LibreOffice's PDFs): a full capital, then
 * capitals set about a fifth to a third smaller right against it ("E" + "XPERIENCIA"). They read
 * as they look, a capital and lower-case letters ("Experiencia"), as typed and as OCR reads them.
 */
function readSmallCapitalItems(items: readonly PdfTextItem[]): PdfTextItem[] {
  return items.map((item, index) => {
    const previous = items[index - 1];
    if (!previous || !/^\p{Lu}{2,}/u.test(item.text) || /\p{Ll}/u.test(item.text)) return item;
    if (!/\p{Lu}$/u.test(previous.text)) return item;
    const ratio = item.fontSize / previous.fontSize;
    const glued = Math.abs(item.x - (previous.x + previous.width)) <= previous.fontSize * 0.15;
    const sameBaseline = Math.abs(item.baseline - previous.baseline) <= previous.fontSize * 0.1;
    if (ratio < 0.6 || ratio > 0.9 || !glued || !sameBaseline) return item;
    // Each word of the run after its own full capital: "XPERIENCIA " + "L" + "ABORAL".
    return { ...item, text: item.text.toLocaleLowerCase('es') };
  });
}

function buildLine(row: PlacedRow, pageNumber: number, rightEdge: number): PageLine | null {
  const read = readSmallCapitalItems(row.items);
  const { text, listItem, listMarker, iconLead } = splitListMarker(
    restoreLigatures(joinItemsText(read, rightEdge)),
  );
  if (text.length === 0) return null;
  // Small capitals are set at the size of their full capitals: a name in small capitals wrapped
  // over two lines stays one paragraph, its line spacing measured against the capitals.
  // A line's size is its words' size too: dates set smaller beside a title leave it the title's.
  const fullSize = row.items.filter((item, index) => read[index] === item);
  const sized = fullSize.length > 0 ? fullSize : row.items;
  const sizedWords = sized.filter((item) => !isDateFieldText(item.text));
  const fontSize =
    dominantValue(
      sizedWords.length > 0 ? sizedWords : sized,
      (item) => Math.round(item.fontSize * 10) / 10,
    ) ?? 0;
  // A line's weight is its words' weight: dates set plain beside a bold title ("Analista de
  // Datos ……… 2021 – 2023") leave the title's line bold, as a person sees it.
  const words = row.items.filter((item) => !isDateFieldText(item.text));
  const weighed = words.length > 0 ? words : row.items;
  const characters = weighed.reduce((sum, item) => sum + item.text.trim().length, 0);
  const boldCharacters = weighed
    .filter((item) => item.bold)
    .reduce((sum, item) => sum + item.text.trim().length, 0);
  const weightParts = listItem
    ? null
    : readWeightParts(row.items, text, (items) => joinItemsText(items, rightEdge));
  const bold = characters > 0 && boldCharacters / characters >= 0.8;
  const boldLead =
    !bold &&
    !listItem &&
    readsBoldLead(row.items, text, (items) => joinItemsText(items, rightEdge));
  const x = minimumOf(row.items, (item) => item.x);
  const end = maximumOf(row.items, (item) => item.x + item.width);
  return {
    text,
    page: pageNumber,
    x: round(x),
    y: round(row.baseline - fontSize),
    width: round(end - x),
    fontSize,
    bold,
    fontName: dominantValue(row.items, (item) => item.fontName) ?? null,
    column: row.column,
    listItem,
    ...(listMarker === undefined ? {} : { listMarker }),
    ...(weightParts === null ? {} : { weightParts }),
    ...(boldLead ? { boldLead } : {}),
    ...(iconLead ? { iconLead } : {}),
    ...(row.tableRow === undefined ? {} : { tableRow: row.tableRow }),
    source: row.inTable === true ? 'table' : 'body',
    blockStart: false,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Turns one page's text items into lines in reading order, each marked with its column and
 * whether it starts a new visual block (a paragraph: same column, small vertical gap, and not a
 * new list item).
 *
 * @example
 * const lines = layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items });
 */
export function layOutPdfPage(page: PdfPageText): PageLine[] {
  return layOutPdfPageWithGutter(page).lines;
}

/**
 * layOutPdfPage, also telling the gutter beside the page's side headings, for the next page.
 *
 * @example
 * const first = layOutPdfPageWithGutter(page1);
 * const second = layOutPdfPageWithGutter({ ...page2, sideLabelGutter: first.sideLabelGutter ?? undefined });
 */
export function layOutPdfPageWithGutter(page: PdfPageText): PdfPageLayout {
  const { tables, rest: items } = takeRuledTableText(
    dropRedrawnItems(page.items.filter((item) => item.text.trim().length > 0)),
    findRuledTableRows(page.rulings ?? []),
  );
  const allRows = groupItemsIntoRows(items);
  // A header of two blocks side by side (name left, contact lines right) is read block by block.
  const headerBand = splitHeaderBand(allRows, page.width, page.height);
  const rows = headerBand ? allRows.slice(headerBand.rowCount) : allRows;
  const { gutter, headerCount } = findPageGutter(rows, page);
  const ordered = joinStackedDates(
    joinWrappedDateRanges(
      insertTableRows(
        readTwoCellBands([
          ...(headerBand?.placed ?? []),
          ...(gutter?.kind === 'side-labels'
            ? orderSideLabelRows(rows, gutter)
            : orderRowsForReading(placeRows(rows, gutter, headerCount))),
        ]),
        placeTableRows(tables, page.pageNumber),
      ),
    ),
  );
  const lines: PageLine[] = [];
  let previous: { row: PlacedRow; line: PageLine } | null = null;
  // The list item whose block the current line may continue (null outside a list).
  let openListItem: OpenListItem | null = null;
  const rightEdges = findRightEdges(ordered);
  // The parted row the next line may continue (its left field wrapped), with its split.
  let partedRow: { index: number; split: FieldSplit } | null = null;
  for (const row of ordered) {
    const rightEdge = rightEdges.get(rowPlaceKey(row)) ?? 0;
    let line = buildLine(row, page.pageNumber, rightEdge);
    if (!line) continue;
    const sharesBlock = previous !== null && isSameBlock(previous, row, line);
    const parted = partedRow === null ? undefined : lines[partedRow.index];
    const separator = parted?.text.lastIndexOf(' | ') ?? -1;
    if (
      sharesBlock &&
      parted &&
      partedRow &&
      separator > 0 &&
      continuesLeftField(parted, partedRow.split, line)
    ) {
      const left = joinWrappedText(parted.text.slice(0, separator), line.text);
      lines[partedRow.index] = { ...parted, text: `${left}${parted.text.slice(separator)}` };
      partedRow = null;
      continue;
    }
    const split = findFieldSplit(readSmallCapitalItems(row.items), rightEdge);
    partedRow = split === null ? null : { index: lines.length, split };
    const above = lines.at(-1);
    if (previous && above && isWrappedRangeEnd(line, previous)) {
      // The range's end goes back on its header line, where the range is read whole.
      const right = Math.max(above.x + above.width, line.x + line.width);
      lines[lines.length - 1] = {
        ...above,
        text: `${above.text} ${keepListMarkerAsText(line).text}`,
        width: right - above.x,
      };
      continue;
    }
    if (previous && sharesBlock && isWrappedDashLine(line, previous.line, openListItem)) {
      line = keepListMarkerAsText(line);
    }
    const continuesBlock = sharesBlock && !line.listItem;
    if (line.listItem) {
      openListItem = { markerX: line.x, textX: findTextStart(row.items, line.listMarker) };
    } else if (!continuesBlock) {
      openListItem = null;
    }
    lines.push({ ...line, blockStart: !continuesBlock });
    previous = { row, line };
  }
  return {
    lines: rejoinBrokenWords(lines),
    sideLabelGutter:
      gutter?.kind === 'side-labels' ? { start: gutter.start, end: gutter.end } : null,
  };
}

/** A table's drawn rows read in one run: their rows, cell by cell, and where they stand. */
type TableRun = { top: number; bottom: number; left: number; right: number; rows: PlacedRow[] };

/** A left cell of this many rows or more holds a sidebar's blocks (as in extract-docx.ts). */
const sidebarCellRows = 3;
/** Drawn rows this close (points), with the same left edge, are one table's. */
const adjoiningRowGap = 3;

/** One drawn row's cells as rows to read, each cell top to bottom; a cell's first row opens a block. */
function placeCells(table: RuledTableRowText, tableRow: number): PlacedRow[][] {
  return table.cells.map((cellItems, column) =>
    groupItemsIntoRows(cellItems).map((cellRow, rowIndex) => ({
      baseline: cellRow.baseline,
      items: cellRow.items,
      column,
      fullWidth: false,
      opensBlock: rowIndex === 0,
      inTable: true,
      tableRow,
    })),
  );
}

/**
 * The drawn table rows' text as runs to read, one per table: row by row, each row cell by cell.
 * A table whose rows have two cells and a left one of several lines is a sidebar laid out in a
 * table: it is read left cells first, then right cells, and is no form (no tableRow), as DOCX
 * reads it. Table rows are numbered page by page (page × 1000 + row).
 */
function placeTableRows(tables: readonly RuledTableRowText[], pageNumber: number): TableRun[] {
  const tablesRows: RuledTableRowText[][] = [];
  for (const table of tables) {
    const previous = tablesRows.at(-1)?.at(-1);
    const adjoins =
      previous !== undefined &&
      Math.abs(table.row.top - previous.row.bottom) <= adjoiningRowGap &&
      Math.abs((table.row.edges[0] ?? 0) - (previous.row.edges[0] ?? 0)) <= adjoiningRowGap;
    if (adjoins) tablesRows.at(-1)?.push(table);
    else tablesRows.push([table]);
  }
  let numbered = 0;
  return tablesRows.map((rows) => {
    const cells = rows.map((table) => placeCells(table, pageNumber * 1000 + numbered++));
    const sidebar =
      cells.every((row) => row.length === 2) &&
      cells.some((row) => (row[0]?.length ?? 0) >= sidebarCellRows);
    const first = rows[0] as RuledTableRowText;
    const last = rows.at(-1) as RuledTableRowText;
    return {
      top: first.row.top,
      bottom: last.row.bottom,
      left: Math.min(...rows.map((table) => table.row.edges[0] ?? 0)),
      right: Math.max(...rows.map((table) => table.row.edges.at(-1) ?? 0)),
      rows: sidebar
        ? [0, 1].flatMap((side) =>
            cells.flatMap((row) => (row[side] ?? []).map(({ tableRow: _, ...rest }) => rest)),
          )
        : cells.flat(2),
    };
  });
}

/**
 * Puts each table where it stands in the reading order: after the row read last of those just
 * above it that share its width (on a page read in two columns, in its column; a table inserted
 * before counts whole, by its bottom), or before the first such row below when none is above.
 */
function insertTableRows(ordered: readonly PlacedRow[], runs: readonly TableRun[]): PlacedRow[] {
  const rows = [...ordered];
  const runOf = new Map<PlacedRow, TableRun>();
  for (const run of runs) {
    const shares = (row: PlacedRow): boolean =>
      minimumOf(row.items, (item) => item.x) < run.right &&
      maximumOf(row.items, (item) => item.x + item.width) > run.left;
    let above = -1;
    let aboveBottom = Number.NEGATIVE_INFINITY;
    rows.forEach((row, index) => {
      const table = runOf.get(row);
      const bottom = table ? table.bottom : row.baseline;
      if (
        bottom > run.top ||
        !(table ? table.left < run.right && table.right > run.left : shares(row))
      )
        return;
      if (bottom >= aboveBottom) {
        above = index;
        aboveBottom = bottom;
      }
    });
    const below = rows.findIndex((row) => row.baseline > run.top && shares(row));
    const at = above >= 0 ? above + 1 : below >= 0 ? below : rows.length;
    rows.splice(at, 0, ...run.rows);
    for (const row of run.rows) runOf.set(row, run);
  }
  return rows;
}

/**
 * Text drawn again over itself (a shadow, an outline or a glow effect, or a heading painted twice:
 * LibreOffice and Word export each layer) is read once: an item with the same text and size as
 * one already kept, within a point of it.
 */
function dropRedrawnItems(items: readonly PdfTextItem[]): PdfTextItem[] {
  const kept: PdfTextItem[] = [];
  const seen = new Set<string>();
  const keyOf = (item: PdfTextItem, x: number, baseline: number): string =>
    `${item.text}\u0000${Math.round(item.fontSize)}\u0000${x}\u0000${baseline}`;
  for (const item of items) {
    const x = Math.round(item.x);
    const baseline = Math.round(item.baseline);
    let redrawn = false;
    for (let dx = -1; dx <= 1 && !redrawn; dx += 1) {
      for (let dy = -1; dy <= 1 && !redrawn; dy += 1) {
        redrawn = seen.has(keyOf(item, x + dx, baseline + dy));
      }
    }
    if (redrawn) continue;
    seen.add(keyOf(item, x, baseline));
    kept.push(item);
  }
  return kept;
}

/** Rows of one column, or the full-width rows of the page, share a right edge. */
function rowPlaceKey(row: PlacedRow): string {
  return row.fullWidth ? 'full' : `column ${row.column}`;
}

/** The right edge of each column's text (and of the full-width rows'). */
function findRightEdges(rows: readonly PlacedRow[]): Map<string, number> {
  const edges = new Map<string, number>();
  for (const row of rows) {
    const key = rowPlaceKey(row);
    const end = maximumOf(row.items, (item) => item.x + item.width);
    edges.set(key, Math.max(edges.get(key) ?? Number.NEGATIVE_INFINITY, end));
  }
  return edges;
}

/**
 * A word hyphenated at the end of a block's line ("princi-" / "pales de calidad") is read whole:
 * its end moves up to the line above ("principales" / "de calidad"), and a line left empty goes.
 * A compound wrapped at its own hyphen ("Chiclayo-" / "Pátapo") moves up the same way, its hyphen
 * kept.
 */
function rejoinBrokenWords(lines: readonly PageLine[]): PageLine[] {
  const joined: PageLine[] = [];
  for (const line of lines) {
    const above = joined.at(-1);
    const broken = above !== undefined && isBrokenWord(above.text, line.text);
    const compound = above !== undefined && isBrokenCompound(above.text, line.text);
    if (!above || line.blockStart || line.listItem || (!broken && !compound)) {
      joined.push(line);
      continue;
    }
    const [fragment = '', ...rest] = line.text.split(' ');
    const head = broken ? above.text.slice(0, -1) : above.text;
    joined[joined.length - 1] = { ...above, text: `${head}${fragment}` };
    if (rest.length > 0) joined.push({ ...line, text: rest.join(' ') });
  }
  return joined;
}

/** Where a list item's marker and its text start (textX null when one PDF item holds both). */
type OpenListItem = { readonly markerX: number; readonly textX: number | null };

/**
 * Whether `line` sits in the same visual block as the line above (same column, small vertical
 * gap, same size), leaving aside whether it opens a list item.
 */
function isSameBlock(
  previous: { row: PlacedRow; line: PageLine },
  row: PlacedRow,
  line: PageLine,
): boolean {
  const spacing = row.baseline - previous.row.baseline;
  return (
    row.opensBlock !== true &&
    previous.row.column === row.column &&
    previous.row.fullWidth === row.fullWidth &&
    spacing > 0 &&
    spacing <= blockLineSpacingEm * Math.max(line.fontSize, previous.line.fontSize) &&
    Math.abs(line.fontSize - previous.line.fontSize) <= 0.5 &&
    // A line that starts left of the one above (a new entry's title after its bullets) opens a
    // new block.
    line.x >= previous.line.x - indentTolerance
  );
}

/**
 * A list item's text wrapped so that its second line begins with a dash ("… (2021" / "– 2022).")
 * looks like a dash bullet. It is a continuation when the line above has not ended its sentence
 * and the dash stands where the item's text starts, not where the list's markers stand
 * (issue 3: nothing is lost, and a dash in a date range is part of the text).
 */
function isWrappedDashLine(
  line: PageLine,
  previous: PageLine,
  openListItem: OpenListItem | null,
): boolean {
  if (!line.listItem || !isDashListMarker(line.listMarker)) return false;
  if (openListItem === null || sentenceEndPattern.test(previous.text)) return false;
  if (Math.abs(line.x - openListItem.markerX) <= indentTolerance) return false;
  return openListItem.textX === null
    ? line.x > openListItem.markerX
    : Math.abs(line.x - openListItem.textX) <= indentTolerance;
}

/**
 * A header line whose date range wrapped before its dash ("INTERN • AGRO S.A.C. • JAN 2016" /
 * "– MAR 2016"): the dash opens the range's end, not a list item. Only the end alone, right under
 * a line that ends in a year, in its column and type.
 */
function isWrappedRangeEnd(line: PageLine, previous: { row: PlacedRow; line: PageLine }): boolean {
  if (!line.listItem || !isDashListMarker(line.listMarker)) return false;
  const spacing = line.y - previous.line.y;
  return (
    isRangeEnd(line.text) &&
    /(?:^|\D)(?:19|20)\d{2}$/u.test(previous.line.text) &&
    previous.line.page === line.page &&
    previous.row.column === line.column &&
    spacing > 0 &&
    spacing <= blockLineSpacingEm * previous.line.fontSize &&
    Math.abs(line.fontSize - previous.line.fontSize) <= 0.5 &&
    Math.abs(line.x - previous.line.x) <= indentTolerance
  );
}

/** Puts a removed list marker back in front of the text: the line is not a list item. */
function keepListMarkerAsText(line: PageLine): PageLine {
  const { listMarker = '', ...rest } = line;
  return { ...rest, text: normaliseLineText(`${listMarker}${line.text}`), listItem: false };
}

/**
 * The x where a list item's text starts, when its marker is a separate PDF item (Word draws the
 * bullet, a tab, then the text); null when one item holds both.
 */
function findTextStart(
  items: readonly PdfTextItem[],
  listMarker: string | undefined,
): number | null {
  const marker = (listMarker ?? '').replace(/\s+/gu, '');
  let consumed = '';
  for (const [index, item] of items.entries()) {
    if (consumed === marker && index > 0) return item.x;
    consumed += item.text.replace(/\s+/gu, '');
    if (consumed.length > marker.length) return null;
  }
  return null;
}

export type { PageLine };
