// Reading order for Word pages whose text sits in positioned frames (issue 12): text boxes and
// floating tables are stored in the XML wherever their anchor paragraph happens to be, not where
// they are seen. Given each frame's rectangle on its page (points from the top-left corner), the
// page is cut recursively, as a reader scans it: into columns where a vertical gap runs through
// every frame, else into bands where a horizontal gap does. Full-width bands (a name header) thus
// come first, then the left column top to bottom, then the right one (the corpus convention,
// shared/corpus/README.md). Frames side by side that start on the same rows (a date box beside
// its entry, repeated down the page) are a table, read row by row rather than column by column.

export type LayoutFrame = {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};

export type OrderedFrame = {
  readonly id: number;
  /** 0 unless the frame is in a column after the first one (the page's outermost column split). */
  readonly column: number;
};

/** Frames may overlap by this much (points) and still be on either side of a gap. */
const overlapTolerance = 6;
/** Tops closer than this (points) start on the same row. */
const rowTolerance = 6;
/**
 * A side whose frames mostly start on the rows of the other side's frames is a label column, when
 * it has this many frames: two columns whose headings happen to share a row are still columns.
 */
const minimumAlignedRows = 3;
/** The share of a label column's frames that start on a row of the other side. */
const alignedShare = 0.6;

type Axis = 'x' | 'y';

function start(frame: LayoutFrame, axis: Axis): number {
  return axis === 'x' ? frame.x : frame.y;
}

function end(frame: LayoutFrame, axis: Axis): number {
  return axis === 'x' ? frame.x + frame.width : frame.y + frame.height;
}

/** Groups of frames separated by gaps that no frame crosses, in order along the axis. */
function splitAtGaps(frames: readonly LayoutFrame[], axis: Axis): LayoutFrame[][] {
  const sorted = [...frames].sort(
    (left, right) => start(left, axis) - start(right, axis) || left.id - right.id,
  );
  const groups: LayoutFrame[][] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const frame of sorted) {
    const current = groups.at(-1);
    if (current && start(frame, axis) < reach - overlapTolerance) current.push(frame);
    else groups.push([frame]);
    reach = Math.max(reach, end(frame, axis));
  }
  return groups;
}

/** Two neighbouring columns whose frames start on the same rows are one table read row by row. */
function isRowAligned(groups: readonly LayoutFrame[][]): boolean {
  for (let index = 1; index < groups.length; index += 1) {
    const left = groups[index - 1] ?? [];
    const right = groups[index] ?? [];
    const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
    if (fewer.length < minimumAlignedRows) continue;
    const aligned = fewer.filter((frame) =>
      more.some((other) => Math.abs(other.y - frame.y) <= rowTolerance),
    ).length;
    if (aligned >= alignedShare * fewer.length) return true;
  }
  return false;
}

/**
 * Joins consecutive bands while together they still split into columns: a heading row shared by
 * both columns must not cut the columns into slices read row by row. A full-width band (a name
 * header) stops the joining, so it stays a band of its own.
 */
function mergeColumnBands(bands: readonly LayoutFrame[][]): LayoutFrame[][] {
  const merged: LayoutFrame[][] = [];
  for (const band of bands) {
    const current = merged.at(-1);
    const joined = current ? [...current, ...band] : band;
    if (current && splitAtGaps(joined, 'x').length > 1) merged[merged.length - 1] = joined;
    else merged.push([...band]);
  }
  return merged;
}

function orderRecursively(
  frames: readonly LayoutFrame[],
  column: number | null,
  ordered: OrderedFrame[],
): void {
  if (frames.length <= 1) {
    for (const frame of frames) ordered.push({ id: frame.id, column: column ?? 0 });
    return;
  }
  const columns = splitAtGaps(frames, 'x');
  if (columns.length > 1 && !isRowAligned(columns)) {
    columns.forEach((group, index) => orderRecursively(group, column ?? index, ordered));
    return;
  }
  const bands = mergeColumnBands(splitAtGaps(frames, 'y'));
  if (bands.length > 1) {
    for (const band of bands) orderRecursively(band, column, ordered);
    return;
  }
  if (columns.length > 1) {
    // Row-aligned columns that share no horizontal gap: read each row left to right.
    const rows = [...frames].sort((left, right) => left.y - right.y || left.x - right.x);
    for (const frame of rows) ordered.push({ id: frame.id, column: column ?? 0 });
    return;
  }
  // Frames overlapping both ways (a text box laid over body text): top to bottom, then left.
  const stacked = [...frames].sort(
    (left, right) => left.y - right.y || left.x - right.x || left.id - right.id,
  );
  for (const frame of stacked) ordered.push({ id: frame.id, column: column ?? 0 });
}

/**
 * Orders one page's frames for reading and gives each its column.
 *
 * @example
 * orderFrames([{ id: 1, x: 300, y: 100, width: 200, height: 400 },
 *   { id: 2, x: 40, y: 100, width: 200, height: 400 }]); // [{ id: 2, column: 0 }, { id: 1, column: 1 }]
 */
export function orderFrames(frames: readonly LayoutFrame[]): OrderedFrame[] {
  const ordered: OrderedFrame[] = [];
  orderRecursively(frames, null, ordered);
  return ordered;
}
