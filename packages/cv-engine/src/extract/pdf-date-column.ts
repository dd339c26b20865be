// A date column too narrow for a whole range wraps it: "Abr 2021 –" beside the job's title, and
// "Actualidad" under it, level with the job's first duty. A person reads one range beside the
// title; read row by row, the range's end would open the duty's line (issue 12, invented
// two-column CVs with a timeline of dates).
import { foldText } from '../language/fold-text';
import { presentPhrases } from '../vocabulary/present-words';
import type { PdfTextItem, PlacedRow } from './pdf-rows';

/** Items closer than this many ems belong to one field of the row. */
const fieldGapEm = 1.2;
/** The range's end stands at most this many of its font sizes under its start. */
const maximumDropEm = 3.2;
/** The column's edges line up within this many points. */
const edgeTolerance = 2;
/** A range's end is short: a month and a year, or a word for the present. */
const maximumEndLength = 20;

/** A range's start is a field of its own, as short as a date field (see pdf-layout.ts). */
const maximumStartLength = 32;

// Cut at its dash ("Mar 2019 –"), or after the end's month ("Jun. 2020 – Ago." / "2021").
const openRangePattern = /(?:^|\D)(?:19|20)\d{2}\s*[-–—](?:\s*\p{L}{3,10}\.?)?$/u;
/** Its length in brackets, set under the range in the column: "(1 año 3 meses)". */
const durationPattern = /^\([^()]*\d[^()]*\)$/u;
const rangeCharactersPattern = /^[\p{L}\p{N}./\s\u2013\u2014-]+$/u;
const yearPattern = /(?:^|\D)(?:19|20)\d{2}(?:\D|$)/u;
const dateCharactersPattern = /^[\p{L}\p{N}./\s]+$/u;
const presentOnlyPattern = new RegExp(String.raw`^(?:${presentPhrases.join('|')})$`, 'u');

/** The items of a row's first field: up to the first wide gap. */
function leadField(row: PlacedRow): PdfTextItem[] {
  const lead: PdfTextItem[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of row.items) {
    if (lead.length > 0 && item.x - end > fieldGapEm * item.fontSize) break;
    lead.push(item);
    end = Math.max(end, item.x + item.width);
  }
  return lead;
}

function fieldText(items: readonly PdfTextItem[]): string {
  return items
    .map((item) => item.text)
    .join(' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

function isRangeEnd(text: string): boolean {
  if (text.length === 0 || text.length > maximumEndLength) return false;
  if (presentOnlyPattern.test(foldText(text))) return true;
  return yearPattern.test(text) && dateCharactersPattern.test(text);
}

function span(items: readonly PdfTextItem[]): { start: number; end: number } {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    start = Math.min(start, item.x);
    end = Math.max(end, item.x + item.width);
  }
  return { start, end };
}

/**
 * Rejoins ranges a date column wrapped: a row that opens on a range cut at its dash ("Mar 2019 –")
 * takes the end ("Mar 2021", "Actualidad") that opens the next row starting inside the column,
 * in the same column of the page, a line or two below. The end's row keeps the rest.
 *
 * @example
 * // "Abr 2021 –   Analista Contable" / "Actualidad   – Responsable del cierre…"
 * joinWrappedDateRanges(rows); // "Abr 2021 – Actualidad   Analista Contable" / "– Responsable del cierre…"
 */
export function joinWrappedDateRanges(rows: readonly PlacedRow[]): PlacedRow[] {
  const result = rows.map((row) => ({ ...row, items: [...row.items] }));
  for (const [index, row] of result.entries()) {
    const lead = leadField(row);
    const last = lead.at(-1);
    const start = fieldText(lead);
    if (!last || start.length > maximumStartLength || !rangeCharactersPattern.test(start)) continue;
    if (!openRangePattern.test(start)) continue;
    const column = span(lead);
    let ended = false;
    for (const below of result.slice(index + 1)) {
      if (below.column !== row.column || below.items.length === 0) continue;
      if (below.baseline - row.baseline > maximumDropEm * last.fontSize) break;
      const end = leadField(below);
      const endSpan = span(end);
      // A row starting right of the column (the title's second line) leaves it open below.
      if (endSpan.start > column.end + edgeTolerance) continue;
      const startsInColumn =
        endSpan.start >= column.start - edgeTolerance || endSpan.end >= column.start;
      const rest = below.items.slice(end.length);
      const restStart = rest[0]?.x ?? Number.POSITIVE_INFINITY;
      const endText = fieldText(end);
      // The range takes its end, then perhaps its length in brackets under it.
      const joins =
        startsInColumn &&
        restStart > column.end &&
        (ended ? durationPattern.test(endText) : isRangeEnd(endText));
      if (!joins) break;
      const joined = row.items[lead.length - 1] ?? last;
      row.items[lead.length - 1] = { ...joined, text: `${joined.text.trimEnd()} ${endText}` };
      below.items = rest;
      if (ended) break;
      ended = true;
    }
  }
  return result.filter((row) => row.items.length > 0);
}
