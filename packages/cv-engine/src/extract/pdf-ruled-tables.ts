// Tables whose cells are drawn (issue 12): a Word or LibreOffice form saved as PDF ("Tipo |
// Título | Institución | Fecha") prints each row's cells side by side, and each cell's text wraps
// inside it. Read by baseline, a row becomes phrases made of every cell's first line, then every
// cell's second line ("Superior Bachiller en Universidad Nacional 2019"). The borders say where each
// cell is: a row of the table is the band between two horizontal rulings, its cells the spaces
// between the vertical rulings that cross the whole band. Their text is read cell by cell, as
// DOCX tables are.
import type { PdfTextItem } from './pdf-rows';
import type { Ruling } from './pdf-rulings';

/** One drawn row of a table: its band of the page and its cells' edges, left to right. */
export type RuledTableRow = {
  readonly top: number;
  readonly bottom: number;
  /** The x of each vertical border, left to right: n + 1 edges bound n cells. */
  readonly edges: readonly number[];
};

/** A row's text, cell by cell (empty cells hold no items). */
export type RuledTableRowText = {
  readonly row: RuledTableRow;
  readonly cells: readonly (readonly PdfTextItem[])[];
};

/** Rulings this close (points) across their length are one line (a border drawn twice). */
const sameLineTolerance = 1.5;
/** Pieces of one ruling this close along it are one (each cell draws its own border). */
const joinGap = 3;
/** A vertical border reaches its row's edges within this many points. */
const reachTolerance = 2.5;
/** A row is at least this tall: two rulings closer are one double border. */
const minimumRowHeight = 5;
/** A horizontal border covers at least this share of a cell's width. */
const borderCoverage = 0.8;
/** More merged lines than this on a page: no table is read from them. */
const maximumLines = 600;
/** A row's bottom border is looked for at most this many horizontal lines below its top. */
const maximumRowSpan = 40;
/** An item this far (points) past a cell's border crosses it: the cells are not read apart. */
const crossingTolerance = 2;

type Line = { at: number; from: number; to: number };

/** Rulings of one orientation merged: one per drawn line, its pieces joined. */
function mergeRulings(rulings: readonly Ruling[]): Line[] {
  const sorted = [...rulings].sort((left, right) => left.at - right.at || left.from - right.from);
  const groups: Ruling[][] = [];
  for (const ruling of sorted) {
    const group = groups.at(-1);
    if (group && ruling.at - (group[0] as Ruling).at <= sameLineTolerance) group.push(ruling);
    else groups.push([ruling]);
  }
  const lines: Line[] = [];
  for (const group of groups) {
    const at = group.reduce((sum, ruling) => sum + ruling.at, 0) / group.length;
    const pieces = [...group].sort((left, right) => left.from - right.from);
    let current: Line | null = null;
    for (const piece of pieces) {
      if (current && piece.from <= current.to + joinGap) {
        current.to = Math.max(current.to, piece.to);
      } else {
        current = { at, from: piece.from, to: piece.to };
        lines.push(current);
      }
    }
  }
  return lines;
}

/** Whether the horizontal lines at `at` cover most of [from, to]. */
function isCovered(horizontals: readonly Line[], at: number, from: number, to: number): boolean {
  let covered = 0;
  for (const line of horizontals) {
    if (Math.abs(line.at - at) > sameLineTolerance) continue;
    covered += Math.max(0, Math.min(to, line.to) - Math.max(from, line.from));
  }
  return covered >= borderCoverage * (to - from);
}

/** The horizontal lines at `at` that overlap [from, to], as one extent (null when none). */
function borderExtent(
  horizontals: readonly Line[],
  at: number,
  from: number,
  to: number,
): { from: number; to: number } | null {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const line of horizontals) {
    if (Math.abs(line.at - at) > sameLineTolerance || line.to < from || line.from > to) continue;
    start = Math.min(start, line.from);
    end = Math.max(end, line.to);
  }
  return end > start ? { from: start, to: end } : null;
}

/** The x of the vertical lines that cross the band from top to bottom, left to right, once each. */
function crossingEdges(verticals: readonly Line[], top: number, bottom: number): number[] {
  const edges: number[] = [];
  const crossing = verticals
    .filter((line) => line.from <= top + reachTolerance && line.to >= bottom - reachTolerance)
    .map((line) => line.at)
    .sort((left, right) => left - right);
  for (const x of crossing) {
    const previous = edges.at(-1);
    if (previous === undefined || x - previous > joinGap) edges.push(x);
  }
  return edges;
}

/**
 * The drawn rows of a page's tables: bands between two horizontal borders that run the table's
 * width, each crossed by vertical borders that part two cells at least (two lines drawn down
 * it at least: one alone is a timeline beside a section's entries). A border under only some
 * cells (a header cell split in two below a shared title) does not end the row. A table drawn
 * without outer side borders ends where its horizontal borders end. A box around one block of
 * text (a heading's frame) is no table row.
 *
 * @example
 * findRuledTableRows(rulings);
 * // [{ top: 618, bottom: 670, edges: [28, 99, 177, 290, 567] }, ...]
 */
export function findRuledTableRows(rulings: readonly Ruling[]): RuledTableRow[] {
  const horizontals = mergeRulings(rulings.filter((ruling) => ruling.orientation === 'horizontal'));
  const verticals = mergeRulings(rulings.filter((ruling) => ruling.orientation === 'vertical'));
  if (verticals.length === 0 || horizontals.length < 2) return [];
  // A page of a CV draws a few hundred borders at most; more is a drawing (or a file built to
  // be slow), whose lines part no cells.
  if (verticals.length > maximumLines || horizontals.length > maximumLines) return [];
  const levels: number[] = [];
  for (const line of [...horizontals].sort((left, right) => left.at - right.at)) {
    if (!levels.some((level) => Math.abs(level - line.at) <= sameLineTolerance))
      levels.push(line.at);
  }
  const rows: RuledTableRow[] = [];
  let index = 0;
  while (index < levels.length - 1) {
    const top = levels[index] as number;
    let found: { row: RuledTableRow; next: number } | null = null;
    const last = Math.min(levels.length, index + 1 + maximumRowSpan);
    for (let next = index + 1; next < last && found === null; next += 1) {
      const bottom = levels[next] as number;
      if (bottom - top < minimumRowHeight) continue;
      const inner = crossingEdges(verticals, top, bottom);
      if (inner.length < 2) break;
      const first = inner[0] as number;
      const last = inner.at(-1) as number;
      const topBorder = borderExtent(horizontals, top, first - joinGap, last + joinGap);
      if (topBorder === null) break;
      // Without outer side borders, the table's top border gives its sides.
      const edges = [
        ...(topBorder.from < first - joinGap ? [topBorder.from] : []),
        ...inner,
        ...(topBorder.to > last + joinGap ? [topBorder.to] : []),
      ];
      if (edges.length < 3) break;
      const left = edges[0] as number;
      const right = edges.at(-1) as number;
      if (!isCovered(horizontals, top, left, right)) break;
      if (isCovered(horizontals, bottom, left, right))
        found = { row: { top, bottom, edges }, next };
    }
    if (found) {
      rows.push(found.row);
      index = found.next;
    } else {
      index += 1;
    }
  }
  return rows;
}

/**
 * An item that runs over a cell's border split at the border: pdf.js joins the runs of
 * neighbouring cells on one baseline into one item when they stand close ("Superior Bachiller"),
 * keeping one space for the gap. The word space nearest to where the border falls (estimated
 * from the item's width, its characters taken as equally wide) parts the cells. Null when the
 * item has no such space: a word drawn over the border.
 */
function splitAtEdges(item: PdfTextItem, edges: readonly number[]): PdfTextItem[] | null {
  const crossed = edges.filter(
    (edge) => item.x < edge - crossingTolerance && item.x + item.width > edge + crossingTolerance,
  );
  if (crossed.length === 0) return [item];
  const characters = [...item.text];
  const perCharacter = item.width / Math.max(1, characters.length);
  const cuts: { at: number; edge: number }[] = [];
  for (const edge of crossed) {
    const estimate = (edge - item.x) / perCharacter;
    const reach = Math.max(2, characters.length * 0.2);
    let best: number | null = null;
    characters.forEach((character, index) => {
      if (character !== ' ' || Math.abs(index - estimate) > reach) return;
      if (best === null || Math.abs(index - estimate) < Math.abs(best - estimate)) best = index;
    });
    if (best === null || cuts.some((cut) => cut.at === best)) return null;
    cuts.push({ at: best, edge });
  }
  cuts.sort((left, right) => left.at - right.at);
  const pieces: PdfTextItem[] = [];
  let start = 0;
  let x = item.x;
  for (const cut of [...cuts, { at: characters.length, edge: item.x + item.width }]) {
    const text = characters.slice(start, cut.at).join('').trim();
    // Each piece ends at the border it was cut at, and the next starts just past it.
    const end = Math.min(cut.edge, item.x + item.width);
    if (text.length > 0) pieces.push({ ...item, text, x, width: Math.max(1, end - x) });
    start = cut.at + 1;
    x = Math.max(cut.edge + crossingTolerance, item.x + start * perCharacter);
  }
  return pieces;
}

/**
 * Takes the items that stand inside the drawn rows' cells out of the page's items: each row's
 * items by cell, and the rest. A row whose text is all in one cell is left to be read as rows.
 */
export function takeRuledTableText(
  items: readonly PdfTextItem[],
  rows: readonly RuledTableRow[],
): { readonly tables: RuledTableRowText[]; readonly rest: PdfTextItem[] } {
  if (rows.length === 0) return { tables: [], rest: [...items] };
  const taken = new Set<PdfTextItem>();
  const tables: RuledTableRowText[] = [];
  for (const row of rows) {
    const left = row.edges[0] as number;
    const right = row.edges.at(-1) as number;
    const inside = items.filter((item) => {
      if (taken.has(item)) return false;
      // The text's middle height (about a third of its size above the baseline) is in the band.
      const middle = item.baseline - 0.35 * item.fontSize;
      return (
        middle > row.top &&
        middle < row.bottom &&
        item.x >= left - crossingTolerance &&
        item.x + item.width <= right + crossingTolerance
      );
    });
    if (inside.length === 0) continue;
    const cells: PdfTextItem[][] = row.edges.slice(1).map(() => []);
    // A word drawn over a border ("(horas)(dd/mm/aaaa)") stays whole, in the cell it starts in.
    for (const piece of inside.flatMap((item) => splitAtEdges(item, row.edges) ?? [item])) {
      const cell = row.edges.findIndex(
        (edge, index) => index > 0 && piece.x < edge - crossingTolerance,
      );
      cells[Math.max(1, cell < 0 ? row.edges.length - 1 : cell) - 1]?.push(piece);
    }
    if (cells.filter((cell) => cell.length > 0).length < 2) continue;
    for (const item of inside) taken.add(item);
    tables.push({ row, cells });
  }
  return { tables, rest: items.filter((item) => !taken.has(item)) };
}
