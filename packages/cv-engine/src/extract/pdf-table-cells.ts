// Two lists side by side in a table's two cells (issue 12): a Word table saved as PDF prints
// each row's cells on one baseline, a short gap apart, and a row would read them as one phrase
// ("• Nombre: Rosa Quispe • Dirección: Jr. Lima 120"). A person reads one list, then the other.
// Other two-cell rows read row by row, as they stand: label and value ("Nombre | Rosa"), or a
// dates cell beside its entry ("De 03/2017 | Colegio San Juan"), which the parsers take apart.

import { splitListMarker } from './list-marker';
import type { PdfTextItem, PlacedRow } from './pdf-rows';

/** The gap before the second cell is at least this many ems (a word space is about a quarter). */
const cellGapEm = 0.6;
/** The second cell's rows start at its one left edge, within this many points. */
const cellEdgeTolerance = 1.5;
/** Two rows at least hold an item of each list. */
const minimumSplitRows = 2;
/** A band's rows are at most this many ems apart: wider, its lists have ended. */
const bandRowSpacingEm = 1.8;

function textOf(items: readonly PdfTextItem[]): string {
  return items
    .map((item) => item.text)
    .join(' ')
    .trim();
}

function fontSizeOf(row: PlacedRow): number {
  let size = 0;
  for (const item of row.items) size = Math.max(size, item.fontSize);
  return size;
}

/** The x where a row's second cell starts: an item after a gap, with a word before it. */
function findCellEdges(row: PlacedRow): number[] {
  const edges: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const [index, item] of row.items.entries()) {
    if (index > 0 && item.x - end >= cellGapEm * item.fontSize) {
      if (/[\p{L}\p{N}]{2}/u.test(textOf(row.items.slice(0, index)))) edges.push(item.x);
    }
    end = Math.max(end, item.x + item.width);
  }
  return edges;
}

type Band = { start: number; end: number; edge: number };

/**
 * Whether a row fits a band with this edge: no item crosses it, and what stands right of it is
 * the second cell's (its first line at the edge, wrapped lines under a bullet's text further in).
 */
function fitsEdge(row: PlacedRow, edge: number): boolean {
  return !row.items.some(
    (item) => item.x < edge - cellEdgeTolerance && item.x + item.width > edge + 1,
  );
}

function splitAt(row: PlacedRow, edge: number): { left: PdfTextItem[]; right: PdfTextItem[] } {
  return {
    left: row.items.filter((item) => item.x < edge - cellEdgeTolerance),
    right: row.items.filter((item) => item.x >= edge - cellEdgeTolerance),
  };
}

/**
 * The band is two lists side by side: both cells of two rows at least open with the same list
 * marker, and so does every right cell starting at the edge (the others are its items' wrapped
 * lines). A dash after a gap ("Universidad Católica - Curso de Excel") separates two fields of
 * one item, in a list of its own marker.
 */
function isTwoLists(rows: readonly PlacedRow[], edge: number): boolean {
  const split = rows
    .map((row) => splitAt(row, edge))
    .filter(({ left, right }) => left.length > 0 && right.length > 0);
  const markerOf = (items: readonly PdfTextItem[]): string | null => {
    const { listItem, listMarker } = splitListMarker(textOf(items));
    return listItem ? (listMarker ?? '').trim() : null;
  };
  const atEdge = split.filter(
    ({ right }) => Math.abs((right[0]?.x ?? edge) - edge) <= cellEdgeTolerance,
  );
  const paired = split.filter(({ left, right }) => {
    const marker = markerOf(left);
    return marker !== null && marker === markerOf(right);
  });
  const leftMarker = paired[0] ? markerOf(paired[0].left) : null;
  return (
    paired.length >= minimumSplitRows && atEdge.every(({ right }) => markerOf(right) === leftMarker)
  );
}

function samePlace(first: PlacedRow, second: PlacedRow): boolean {
  return first.column === second.column && first.fullWidth === second.fullWidth;
}

function findBand(rows: readonly PlacedRow[], start: number): Band | null {
  const first = rows[start];
  if (!first) return null;
  for (const edge of findCellEdges(first)) {
    let end = start + 1;
    for (; end < rows.length; end += 1) {
      const row = rows[end];
      const above = rows[end - 1];
      if (!row || !above || !samePlace(row, above)) break;
      if (row.baseline - above.baseline > bandRowSpacingEm * fontSizeOf(above)) break;
      if (!fitsEdge(row, edge)) break;
    }
    if (isTwoLists(rows.slice(start, end), edge)) return { start, end, edge };
  }
  return null;
}

/**
 * Reads two lists side by side in the ordered rows cell by cell: the left cell's rows, then the
 * right cell's, each opening a block of its own. Other rows stay as they are.
 *
 * @example
 * readTwoCellBands(orderedRows); // "• Nombre: Rosa", "• Edad: 24", then "• Dirección: …"
 */
export function readTwoCellBands(rows: readonly PlacedRow[]): PlacedRow[] {
  const read: PlacedRow[] = [];
  for (let index = 0; index < rows.length;) {
    const band = findBand(rows, index);
    if (!band) {
      const row = rows[index];
      if (row) read.push(row);
      index += 1;
      continue;
    }
    const lefts: PlacedRow[] = [];
    const rights: PlacedRow[] = [];
    for (const row of rows.slice(band.start, band.end)) {
      const { left, right } = splitAt(row, band.edge);
      if (left.length > 0) lefts.push({ ...row, items: left });
      if (right.length > 0) rights.push({ ...row, items: right });
    }
    const [firstLeft, ...otherLefts] = lefts;
    const [firstRight, ...otherRights] = rights;
    if (firstLeft) read.push({ ...firstLeft, opensBlock: true }, ...otherLefts);
    if (firstRight) read.push({ ...firstRight, opensBlock: true }, ...otherRights);
    index = band.end;
  }
  return read;
}
