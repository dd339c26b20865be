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

/** A date field: short, with a year, only words, figures, dots, slashes and dashes. */
const dateFieldMaxLength = 32;
const dateFieldYearPattern = /(?:^|\D)(?:19|20)\d{2}(?:\D|$)/u;
const dateFieldCharactersPattern = /^[\p{L}\p{N}./\s\u2013\u2014-]+$/u;

/**
 * Whether a run of text is a date field on its own ("Nov. 2021 – May. 2022", "2019 - 2021 (2
 * años)"): what a layout sets flush right beside a title, or in a column of dates.
 *
 * @example isDateFieldText('01/2021 - 12/2023') // true
 */
export function isDateFieldText(text: string): boolean {
  // Its length in brackets after it ("Ene. 2017 – Feb. 2019 (2 años 2 meses)") is the date's.
  const trimmed = text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/\s*\([^()]*\d[^()]*\)$/u, '');
  return (
    trimmed.length <= dateFieldMaxLength &&
    dateFieldYearPattern.test(trimmed) &&
    dateFieldCharactersPattern.test(trimmed)
  );
}

/**
 * A range's end alone: a date of a month and a year, a year, or a word for the present.
 *
 * @example
 * isRangeEnd('MAR 2016'); // true
 * isRangeEnd('Analista 2016'); // false
 */
export function isRangeEnd(text: string): boolean {
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

/** A lone date set as a field of a row; `beside` when other text stands right of it. */
type DateField = {
  row: number;
  from: number;
  to: number;
  start: number;
  end: number;
  beside: boolean;
  /** The row holds nothing but this date. */
  alone: boolean;
};

/** Whether a field is one date (a month and a year, a year) or a word for the present. */
function isLoneDate(text: string): boolean {
  // "De 2007" / "A 2012" say which end each is: a range already, read as the rows give it.
  return (
    isRangeEnd(text) &&
    !/[-–—]/u.test(text) &&
    !/^(?:de|del|desde|a|al|hasta|from|to|since|until)\b/u.test(foldText(text))
  );
}

/** The row's fields, split at wide gaps, as item index ranges [from, to). */
function splitFields(row: PlacedRow): { from: number; to: number }[] {
  const fields: { from: number; to: number }[] = [];
  let end = Number.NEGATIVE_INFINITY;
  row.items.forEach((item, index) => {
    const open = fields.at(-1);
    if (open && item.x - end <= fieldGapEm * item.fontSize) open.to = index + 1;
    else fields.push({ from: index, to: index + 1 });
    end = Math.max(end, item.x + item.width);
  });
  return fields;
}

/** The lone date fields of a row. */
function findDateFields(row: PlacedRow, rowIndex: number): DateField[] {
  const fields = splitFields(row);
  return fields.flatMap((field, index) => {
    const items = row.items.slice(field.from, field.to);
    if (!isLoneDate(fieldText(items))) return [];
    return [
      {
        row: rowIndex,
        ...field,
        ...span(items),
        beside: index < fields.length - 1,
        alone: fields.length === 1,
      },
    ];
  });
}

/**
 * Rejoins ranges a dates column stacked without a dash: the end set above the start ("Present"
 * over "Jan 2022", "Dec 2021" over "Apr 2019", as LaTeX and designed templates print them), or
 * the start above the end. The pair is read as one range beside the entry's first line, joined
 * by a dash so the parser reads it; the row under it keeps the rest, if any. A column of single dates
 * (one per course) is left alone: a pair needs a word for the present on top, or the same
 * stacking twice on the page, and no lone date in its column right above or below it.
 *
 * @example
 * // "Present   Senior Data Analyst" / "Jan 2022   Retail Wasi S.A."
 * joinStackedDates(rows); // "Present – Jan 2022   Senior Data Analyst" / "Retail Wasi S.A."
 */
export function joinStackedDates(rows: readonly PlacedRow[]): PlacedRow[] {
  const result = rows.map((row) => ({ ...row, items: [...row.items] }));
  const dateFields = result.flatMap((row, index) => findDateFields(row, index));
  const sizeOf = (field: DateField) => result[field.row]?.items[field.from]?.fontSize ?? 0;
  const inColumn = (field: DateField, other: DateField) =>
    Math.abs(field.start - other.start) <= edgeTolerance ||
    Math.abs(field.end - other.end) <= edgeTolerance;
  const baselineOf = (field: DateField) => result[field.row]?.baseline ?? 0;
  // The date field under (or above) one, in its column, a line or so away.
  const adjoining = (field: DateField, step: 1 | -1): DateField | undefined =>
    dateFields.find(
      (other) =>
        other !== field &&
        inColumn(field, other) &&
        step * (baselineOf(other) - baselineOf(field)) > 0 &&
        step * (baselineOf(other) - baselineOf(field)) <= maximumDropEm * sizeOf(field),
    );
  const pairs: { top: DateField; bottom: DateField; present: boolean }[] = [];
  const used = new Set<DateField>();
  for (const top of dateFields) {
    // The range stands beside the entry's first line, its second date perhaps alone; or both
    // dates stand alone over the entry ("2013" / "2018" over the school, a timeline's column).
    if (used.has(top) || !(top.beside || top.alone)) continue;
    const bottom = adjoining(top, 1);
    if (!bottom || used.has(bottom) || (!top.beside && !bottom.alone)) continue;
    const bottomText = fieldText(result[bottom.row]?.items.slice(bottom.from, bottom.to) ?? []);
    const topText = fieldText(result[top.row]?.items.slice(top.from, top.to) ?? []);
    if (presentOnlyPattern.test(foldText(bottomText))) continue;
    if (adjoining(top, -1) || adjoining(bottom, 1)) continue;
    pairs.push({ top, bottom, present: presentOnlyPattern.test(foldText(topText)) });
    used.add(top).add(bottom);
  }
  const joined = pairs.length >= 2 ? pairs : pairs.filter((pair) => pair.present);
  // Texts first, while every field's item indexes still hold; then the second dates leave their
  // rows, the later items of a row first.
  for (const { top, bottom } of joined) {
    const last = result[top.row]?.items[top.to - 1];
    const endText = fieldText(result[bottom.row]?.items.slice(bottom.from, bottom.to) ?? []);
    if (last)
      result[top.row]?.items.splice(top.to - 1, 1, {
        ...last,
        text: `${last.text.trimEnd()} – ${endText}`,
      });
  }
  for (const { bottom } of [...joined].sort((a, b) => b.bottom.from - a.bottom.from))
    result[bottom.row]?.items.splice(bottom.from, bottom.to - bottom.from);
  return result.filter((row) => row.items.length > 0);
}
