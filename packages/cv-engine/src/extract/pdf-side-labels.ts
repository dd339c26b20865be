// Side-label layouts (issue 12): section headings, or an entry's dates, set in a narrow left
// column beside the content, each label level with the block it names (Word "side heading"
// templates, moderncv's date column, Europass tables). A person reads each label, then the block
// beside it: the label column is not a sidebar to read after the content, and a label and the
// content row at its height are two lines, not one.

import {
  isWordItem,
  rowFontSize,
  type Gutter,
  type PdfTextItem,
  type PlacedRow,
  type Row,
} from './pdf-rows';
import { median } from './median';

/** Consecutive rows of a block are at most this many font sizes apart (baseline to baseline). */
const blockSpacingEm = 1.8;
/**
 * Rows of one wrapped label are set at the text's leading (about 1.2 font sizes); labels of a
 * table's consecutive rows stand farther apart (the rows' padding).
 */
export const labelLeadingEm = 1.4;
/** A content row this close (points) to a label's first baseline is level with it. */
const levelTolerance = 1.5;

/** A label with figures (dates, years) rather than a heading's words. */
function isFigureLabel(items: readonly { readonly text: string }[]): boolean {
  return items.some((item) => /\d/u.test(item.text));
}

type Block = { rows: PlacedRow[]; top: number; bottom: number };

/** A content block this many points right of the one before is nested in it (a sub-list). */
const nestedIndent = 10;

function minimumX(row: PlacedRow | undefined): number {
  return Math.min(...(row?.items ?? []).map((item) => item.x));
}

/** A part of a row on one side of a candidate gutter (pdf-layout's segments). */
type SideSegment = {
  readonly start: number;
  readonly end: number;
  readonly row: { readonly baseline: number };
  readonly items: readonly { readonly text: string; readonly fontSize: number }[];
};

/** From this share of labels holding figures, a label column is a column of dates, no form. */
const dateColumnShare = 0.5;
/** Nearly every label row of a form stands level with its value (a wrapped label's last rows need not). */
const formLevelShare = 0.8;
/** Most of a form's labels end in a colon, or end at one right edge (a right-aligned column). */
const formLabelShare = 0.7;
/** A form's value column holds at most this many rows per label (a wrapped value or two). */
const formValueRowsPerLabel = 2;
/** Right edges this close (points) are one edge. */
const formEdgeTolerance = 2;

/**
 * A form's label column ("Puesto:" / "Empresa:" / "Periodo:" set at a tab stop, the Europass
 * "Fechas" / "Nombre del empleador" column right-aligned against its values): each label stands
 * level with its value, row after row, and the labels end in a colon or at one right edge. A
 * person reads such a page row by row ("Puesto: Analista"), not the labels and then the values,
 * as they would a sidebar's closely spaced rows.
 *
 * @example
 * isFormLabelColumn(labelSegments, valueSegments); // true for "Cargo:" | "Analista" rows
 */
export function isFormLabelColumn(
  side: readonly SideSegment[],
  otherSide: readonly SideSegment[],
): boolean {
  const labels = side.filter((segment) => segment.items.some((item) => /\p{L}/u.test(item.text)));
  if (labels.length < 3 || labels.length < 0.9 * side.length) return false;
  // A form names its fields in words; a column of dates beside the entries (moderncv's, each
  // range wrapped over two rows, "Aug 2021 –" / "Present") is read block by block.
  if (
    labels.filter((segment) => isFigureLabel(segment.items)).length >=
    dateColumnShare * labels.length
  )
    return false;
  // A sidebar holds the e-mail; a form's label column names it.
  if (labels.some((segment) => segment.items.some((item) => item.text.includes('@')))) return false;
  const otherBaselines = otherSide.map((segment) => segment.row.baseline).sort((a, b) => a - b);
  const isLevel = isLevelWithAny(otherBaselines);
  // A label wrapped over rows ("Nombre y dirección de la" / "empresa o empleador") is level with
  // its value on its first row only: its further rows are not counted.
  let level = 0;
  let counted = 0;
  let previous: SideSegment | null = null;
  for (const segment of [...labels].sort((a, b) => a.row.baseline - b.row.baseline)) {
    // A loop, not Math.max(...sizes): a hostile row may hold more items than the stack has room for.
    const size = segment.items.reduce((largest, item) => Math.max(largest, item.fontSize), 1);
    const wraps =
      previous !== null && segment.row.baseline - previous.row.baseline <= labelLeadingEm * size;
    if (isLevel(segmentRow(segment))) {
      level += 1;
      counted += 1;
    } else if (!wraps) counted += 1;
    previous = segment;
  }
  if (level < formLevelShare * counted) return false;
  // A form has a value for each label, a few wrapped; side headings stand beside whole blocks.
  const otherRows = new Set(otherBaselines).size;
  if (otherRows > formValueRowsPerLabel * counted) return false;
  const colons = labels.filter((segment) =>
    /:\s*$/u.test(segment.items.map((item) => item.text).join('')),
  ).length;
  const ends = labels.map((segment) => segment.end).sort((a, b) => a - b);
  const medianEnd = ends[Math.floor(ends.length / 2)] ?? 0;
  const starts = new Set(labels.map((segment) => Math.round(segment.start)));
  const flushRight =
    labels.filter((segment) => Math.abs(segment.end - medianEnd) <= formEdgeTolerance).length >=
      formLabelShare * labels.length && starts.size >= 3;
  return colons >= formLabelShare * labels.length || flushRight;
}

/** Side headings set this many times the content's size are headings, not a sidebar's text. */
export const largeLabelRatio = 1.2;
/** Rows of content a page of large side headings holds at least beside them. */
const largeLabelContentRows = 8;
/** A row's content starts this close (points) to the content's left edge. */
const contentEdgeTolerance = 2;

/**
 * The gutter beside side headings too few to make a column of rows: a page of a side-heading
 * layout that holds one or two sections ("Experiencia" / "laboral" right-aligned, set larger
 * than the text, level with the first job). Column finding lets so few rows cross any band, and
 * reads the heading into the job's first line. Found when, below the first such heading, nothing
 * but these headings stands left of the content's left edge; null otherwise.
 *
 * @example
 * findLargeSideLabelGutter(rows); // { start: 166, end: 187 }
 */
export function findLargeSideLabelGutter(rows: readonly Row[]): Gutter | null {
  const starts = new Map<number, number>();
  for (const row of rows) {
    const first = row.items[0];
    if (first) starts.set(Math.round(first.x), (starts.get(Math.round(first.x)) ?? 0) + 1);
  }
  // The content's left edge: where most rows start.
  let edge = Number.NaN;
  let most = 0;
  for (const [x, count] of starts) {
    if (count > most) [edge, most] = [x, count];
  }
  if (most < largeLabelContentRows) return null;
  const contentSize = median(
    rows.flatMap((row) =>
      row.items
        .filter((item) => item.x >= edge - contentEdgeTolerance)
        .map((item) => item.fontSize),
    ),
  );
  let labelEnd = Number.NEGATIVE_INFINITY;
  let labelRows = 0;
  for (const row of rows) {
    const left = row.items.filter((item) => item.x < edge - contentEdgeTolerance);
    if (left.length === 0) continue;
    const isLabel =
      left.every((item) => item.x + item.width <= edge - contentEdgeTolerance) &&
      left.every((item) => item.fontSize >= largeLabelRatio * contentSize) &&
      left.some(isWordItem) &&
      left.every((item) => !/[\d@]/u.test(item.text));
    // Above the first heading, the header may span the page; below it, only headings stand left.
    if (!isLabel) {
      if (labelRows > 0) return null;
      continue;
    }
    labelRows += 1;
    for (const item of left) labelEnd = Math.max(labelEnd, item.x + item.width);
  }
  if (labelRows === 0 || edge - labelEnd < contentEdgeTolerance) return null;
  return { start: Math.ceil(labelEnd), end: edge };
}

/** A label this many of its font sizes (or less) from a content row's baseline stands beside it. */
const besideRowEm = 0.6;

/**
 * Side headings under the contact block in the label column (moderncv's "fancy" style: the
 * address, phone and e-mail at the top of the narrow left column, then "Summary", "Work
 * Experience", "Education" set larger, right-aligned, each beside its block). Column finding
 * sees a sidebar holding the e-mail; a person reads the contact block as the header and each
 * heading before the block beside it. The top of the first heading, where the header ends; null
 * unless, from that heading down, the column holds nothing but such headings, each beside a row
 * of much more content.
 *
 * @example
 * findLabelsUnderContactBlock(leftSegments, rightSegments); // 197.6
 */
export function findLabelsUnderContactBlock(
  side: readonly SideSegment[],
  otherSide: readonly SideSegment[],
): number | null {
  const otherSize = median(
    otherSide.flatMap((segment) => segment.items.map((item) => item.fontSize)),
  );
  const isHeading = (segment: SideSegment): boolean => {
    const text = segment.items.map((item) => item.text).join(' ');
    return (
      /\p{L}{2}/u.test(text) &&
      !/[\d@]/u.test(text) &&
      segment.items.every((item) => item.fontSize >= largeLabelRatio * otherSize)
    );
  };
  const ordered = [...side].sort((above, below) => above.row.baseline - below.row.baseline);
  const first = ordered.findIndex(isHeading);
  // Above the headings, the contact block; without one, the other side-label rules apply.
  if (first < 1) return null;
  const labels = ordered.slice(first);
  if (!labels.every(isHeading)) return null;
  // A heading wrapped at its leading ("Work" / "Experience") is one label.
  const starts = labels.filter((segment, index) => {
    const above = labels[index - 1];
    return (
      above === undefined ||
      segment.row.baseline - above.row.baseline > labelLeadingEm * largestSize(segment)
    );
  });
  const contentRows = [...new Set(otherSide.map((segment) => segment.row.baseline))];
  const below = contentRows.filter((baseline) => baseline >= (labels[0]?.row.baseline ?? 0) - 2);
  if (starts.length < 3 || below.length < 2 * starts.length) return null;
  const beside = starts.every((label) => {
    return contentRows.some(
      (baseline) => Math.abs(baseline - label.row.baseline) <= besideRowEm * largestSize(label),
    );
  });
  if (!beside) return null;
  const top = labels[0];
  return top ? top.row.baseline - largestSize(top) : null;
}

/** A segment's largest font size, in a loop: a hostile row may hold more items than the stack. */
function largestSize(segment: SideSegment): number {
  return segment.items.reduce((largest, item) => Math.max(largest, item.fontSize), 1);
}

/** The stand-in row isLevelWithAny asks about: only its baseline counts. */ /** The stand-in row isLevelWithAny asks about: only its baseline counts. */
function segmentRow(segment: SideSegment): PlacedRow {
  return { baseline: segment.row.baseline, items: [], column: 0, fullWidth: false };
}

function placeSide(row: Row, items: PlacedRow['items']): PlacedRow {
  return { baseline: row.baseline, items, column: 0, fullWidth: false };
}

/**
 * Groups rows (in baseline order) into blocks of closely spaced rows; `opensBlock` says where a
 * block must start whatever the spacing.
 */
function groupBlocks(
  rows: readonly PlacedRow[],
  opensBlock: (row: PlacedRow) => boolean,
  spacingEm = blockSpacingEm,
): Block[] {
  const blocks: Block[] = [];
  let previous: PlacedRow | null = null;
  for (const row of rows) {
    const size = Math.max(rowFontSize(row), 1);
    const current = blocks.at(-1);
    const spacing = previous ? row.baseline - previous.baseline : Number.POSITIVE_INFINITY;
    const limit = spacingEm * Math.max(size, previous ? rowFontSize(previous) : 0);
    if (current && spacing <= limit && !opensBlock(row)) {
      current.rows.push(row);
      current.bottom = Math.max(current.bottom, row.baseline);
    } else {
      blocks.push({ rows: [row], top: row.baseline - size, bottom: row.baseline });
    }
    previous = row;
  }
  return blocks;
}

/**
 * Whether a row is level with one of the given baselines (sorted); the rows asked about come in
 * baseline order, so one walk over the baselines serves them all.
 */
function isLevelWithAny(baselines: readonly number[]): (row: PlacedRow) => boolean {
  let next = 0;
  return (row) => {
    while ((baselines[next] ?? Number.POSITIVE_INFINITY) < row.baseline - levelTolerance) next += 1;
    const baseline = baselines[next];
    return baseline !== undefined && Math.abs(baseline - row.baseline) <= levelTolerance;
  };
}

function overlap(first: Block, second: Block): number {
  return Math.min(first.bottom, second.bottom) - Math.max(first.top, second.top);
}

/**
 * The index of the content block a label names: the one it overlaps most, else the nearer of
 * the blocks above and below it (below on a tie: a label heads what follows). `from` is where
 * the search starts (labels come in page order, so the walk over blocks is linear).
 */
function findNamedBlock(label: Block, content: readonly Block[], from: number): number {
  let index = from;
  while (index < content.length && (content[index]?.bottom ?? 0) < label.top) index += 1;
  let best = -1;
  let bestOverlap = 0;
  for (let candidate = index; candidate < content.length; candidate += 1) {
    const block = content[candidate];
    if (!block || block.top > label.bottom) break;
    const shared = overlap(label, block);
    if (shared > bestOverlap) {
      best = candidate;
      bestOverlap = shared;
    }
  }
  if (best >= 0) return best;
  const above = content[index - 1];
  const below = content[index];
  if (!below) return Math.max(0, index - 1);
  if (!above) return index;
  return label.top - above.bottom < below.top - label.bottom ? index - 1 : index;
}

/**
 * Orders a page whose left column holds side labels: rows are split at the gutter, labels and
 * content are grouped into blocks, and each label block is read just before the content block it
 * names. Everything is one column (0); each label block and each content block after a label
 * opens a visual block.
 *
 * @example
 * const placed = orderSideLabelRows(rows, { start: 100, end: 130 });
 */
export function orderSideLabelRows(
  rows: readonly Row[],
  gutter: Gutter & { readonly headerBottom?: number },
): PlacedRow[] {
  const middle = (gutter.start + gutter.end) / 2;
  const headerBottom = gutter.headerBottom ?? findHeaderBottom(rows, middle);
  // Above the first heading, rows are read band by band: a row across the gutter (a full-width
  // line, a profile's paragraph) ends the band of side-by-side blocks above it.
  const headerRows: PlacedRow[] = [];
  let band = { left: [] as PlacedRow[], right: [] as PlacedRow[] };
  const flushBand = (): void => {
    headerRows.push(...orderHeaderBand(band.left, band.right));
    band = { left: [], right: [] };
  };
  const labels: PlacedRow[] = [];
  const content: PlacedRow[] = [];
  // A label longer than the others reaches past the gutter's middle, but not into the content:
  // rows part where the content starts.
  const contentStart = gutter.end - 1;
  for (const row of rows) {
    const crosses = row.items.some(
      (item) => item.x < contentStart && item.x + item.width > contentStart + 2,
    );
    const left = crosses ? [] : row.items.filter((item) => item.x < contentStart);
    const right = crosses ? row.items : row.items.filter((item) => item.x >= contentStart);
    if (row.baseline < headerBottom) {
      if (crosses) {
        flushBand();
        headerRows.push(placeSide(row, row.items));
      } else {
        if (left.length > 0) band.left.push(placeSide(row, left));
        if (right.length > 0) band.right.push(placeSide(row, right));
      }
      continue;
    }
    if (left.length > 0) labels.push(placeSide(row, left));
    if (right.length > 0) content.push(placeSide(row, right));
  }
  flushBand();
  return [...headerRows, ...orderLabelsBesideContent(labels, content)];
}

/**
 * One band of the header: the name's block (left) is read before the contact block beside it,
 * unless the left part stands wholly below the right one: a section heading in the label column
 * under a name block centred over the content is read after that block.
 */
function orderHeaderBand(left: readonly PlacedRow[], right: readonly PlacedRow[]): PlacedRow[] {
  const leftBelow =
    left.length > 0 &&
    right.length > 0 &&
    left.reduce((top, row) => Math.min(top, row.baseline), Infinity) >
      right.reduce((bottom, row) => Math.max(bottom, row.baseline), -Infinity);
  const [firstSide, secondSide] = leftBelow ? [right, left] : [left, right];
  return [...firstSide, ...secondSide].map((row, index) =>
    index === firstSide.length ? { ...row, opensBlock: true } : row,
  );
}

/**
 * Where the side headings start: the top of the first label set in the labels' usual size, and
 * of the decoration (a drawn dash, an icon) just above it. Labels above it in a larger size are
 * the name and the title in the label column (a Google Docs side-heading template), read as a
 * header with the contact block beside them.
 */
function findHeaderBottom(rows: readonly Row[], middle: number): number {
  // Each row's part left of the gutter, where it holds a word.
  const labelParts = rows.map((row) => {
    const items = row.items.filter((item) => item.x + item.width <= middle + 1);
    return items.some(isWordItem) ? items : null;
  });
  const sizes = labelParts
    .flatMap((items) => (items ? [rowFontSize({ items })] : []))
    .sort((a, b) => a - b);
  const usualSize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const usualIndex = labelParts.findIndex(
    (items) => items !== null && Math.abs(rowFontSize({ items }) - usualSize) <= 0.5,
  );
  const besideIndex = findHeadingBesideContent(rows, labelParts, middle, usualSize);
  // A section heading in capitals on a row of its own ("WORK EXPERIENCE") is no part of the
  // header, whatever the labels' sizes (a scan measures them loosely): the header ends there at
  // the latest. The first label row is left out: it may be the name, in capitals.
  const firstWordIndex = labelParts.findIndex((items) => items !== null);
  const aloneIndex = labelParts.findIndex(
    (items, index) =>
      index > firstWordIndex &&
      items !== null &&
      isCapitalsText(items.map((item) => item.text).join(' ')) &&
      (rows[index]?.items ?? []).every((item) => item.x + item.width <= middle + 1),
  );
  const firstIndex = Math.min(
    ...[besideIndex, usualIndex, aloneIndex].filter((index) => index >= 0),
    Number.POSITIVE_INFINITY,
  );
  const first = rows[firstIndex];
  if (!first) return Number.NEGATIVE_INFINITY;
  const above = rows[firstIndex - 1];
  const decorated =
    above !== undefined &&
    above.items.every((item) => item.x + item.width <= middle + 1 && !isWordItem(item)) &&
    first.baseline - above.baseline <= labelLeadingEm * rowFontSize(above);
  return (decorated ? above.baseline : first.baseline) - rowFontSize(decorated ? above : first);
}

/**
 * Words in capitals only, a word of five letters at least (no acronym: "SQL", "HTML" listed one
 * per row), and no figure: a heading set in capitals.
 */
export function isCapitalsText(text: string): boolean {
  return /\p{Lu}{5}/u.test(text) && !/[\p{Ll}\d]/u.test(text);
}

/**
 * The first label set as a heading (bold or in capitals, not larger than the labels' usual size)
 * level with text beside it: Europass's "INFORMACIÓN PERSONAL" beside the name heads the block
 * it stands by, so the header (the logo above it) ends there. -1 when there is none.
 */
function findHeadingBesideContent(
  rows: readonly Row[],
  labelParts: readonly (PdfTextItem[] | null)[],
  middle: number,
  usualSize: number,
): number {
  const rightParts = rows.flatMap((row) => {
    const items = row.items.filter((item) => item.x >= middle && isWordItem(item));
    return items.length > 0 ? [{ baseline: row.baseline, size: rowFontSize({ items }) }] : [];
  });
  return labelParts.findIndex((items, index) => {
    const row = rows[index];
    if (!items || !row) return false;
    const size = rowFontSize({ items });
    const text = items.map((item) => item.text).join(' ');
    const heading =
      items.every((item) => item.bold) || (/\p{L}{2}/u.test(text) && text === text.toUpperCase());
    if (!heading || size > usualSize + 0.5) return false;
    // Level: the label's line box overlaps a line box of the text beside it.
    return rightParts.some(
      (part) =>
        row.baseline - size < part.baseline - levelTolerance &&
        part.baseline - part.size < row.baseline - levelTolerance,
    );
  });
}

/** Reads each label block just before the content block it names (see orderSideLabelRows). */
function orderLabelsBesideContent(
  labels: readonly PlacedRow[],
  content: readonly PlacedRow[],
): PlacedRow[] {
  // A label block starts level with a content block's first row (two short headings one under
  // the other name two blocks), and a content block is cut where a label starts level with it.
  const contentBlocksAsSet = groupBlocks(content, () => false);
  const levelWithStart = isLevelWithAny(
    contentBlocksAsSet.map((block) => block.rows[0]?.baseline ?? 0),
  );
  // Rows at their block's left edge, not an item nested in it.
  const levelWithEdgeRow = isLevelWithAny(
    contentBlocksAsSet.flatMap((block) =>
      block.rows
        .filter((row) => minimumX(row) <= minimumX(block.rows[0]) + nestedIndent)
        .map((row) => row.baseline),
    ),
  );
  // A wrapped label's rows are set at the text's leading; a label whose row stands farther
  // from the one above is another unless nothing but a nested item stands level with it
  // ("Formación" / "Complementaria" beside a course and its modules, in a roomy cell).
  const opening = new Set<PlacedRow>();
  labels.forEach((row, index) => {
    const above = labels[index - 1];
    const startsLevel = levelWithStart(row);
    const edgeLevel = levelWithEdgeRow(row);
    const roomy =
      above !== undefined &&
      row.baseline - above.baseline > labelLeadingEm * Math.max(rowFontSize(row), 1);
    if (startsLevel || (roomy && edgeLevel)) opening.add(row);
  });
  const labelBlocks = groupBlocks(labels, (row) => opening.has(row));
  const contentBlocks = groupBlocks(
    content,
    isLevelWithAny(labelBlocks.map((block) => block.rows[0]?.baseline ?? 0)),
  );
  if (contentBlocks.length === 0) return [...labels];
  const named = new Map<number, Block[]>();
  let from = 0;
  for (const label of labelBlocks) {
    const index = findNamedBlock(label, contentBlocks, from);
    from = Math.max(0, index - 1);
    const list = named.get(index);
    if (list) list.push(label);
    else named.set(index, [label]);
  }
  const ordered: PlacedRow[] = [];
  contentBlocks.forEach((block, index) => {
    const blockLabels = named.get(index) ?? [];
    let rows = block.rows;
    // A wrapped label is one line ("Professional/" + "Research Experience", "2014-" +
    // "Actualidad"): its rows' items are read in row order.
    for (const label of blockLabels) {
      const first = label.rows[0];
      if (!first) continue;
      const items = label.rows.flatMap((row) => row.items);
      const level = rows[0];
      // A figure label (an entry's dates) level with the entry's first row stays on that row,
      // as the dates of a "2019 – 2021  Analista, Empresa" line.
      if (
        level &&
        isFigureLabel(items) &&
        Math.abs(level.baseline - first.baseline) <= levelTolerance
      ) {
        ordered.push({ ...first, items: [...items, ...level.items], opensBlock: true });
        rows = rows.slice(1);
        continue;
      }
      ordered.push({ ...first, items, opensBlock: true });
    }
    rows.forEach((row, rowIndex) =>
      ordered.push(rowIndex === 0 && blockLabels.length > 0 ? { ...row, opensBlock: true } : row),
    );
  });
  return ordered;
}
