// A column of dates beside the entries inside one column of the page (issue 12): designed CVs
// set each job's dates in a narrow strip left of its title, often wrapped over two rows
// ("Mar. 2021 –" / "Presente") beside a timeline's rule, while headings and paragraphs above
// and below run across the strip — so the page has no gutter there, only the entries do. A person
// reads each entry's dates whole, then its title and company: the strip's rows are read as side
// labels beside the block they stand level with (pdf-side-labels.ts).

import { isWordItem, type PdfTextItem, type PlacedRow } from './pdf-rows';

/** A side heading wraps over at most this many rows. */
const maximumHeadingRows = 3;
/** Rows of one wrapped label stand at most this many of its font sizes apart. */
const labelLeadingEm = 1.6;
/** A gap this many ems wide (or more) parts the date strip from the entry's text. */
const stripGapEm = 1.2;
/** Glyphs this far apart (ems) or more stand in different words. */
const wordGapEm = 0.18;
/** Starts this close (points) are one left edge. */
const edgeTolerance = 2;
/** The strip ends at least this far (points) left of the entries' text. */
const minimumGutter = 4;
/** A date label is short: a range, or one end of it. */
const dateLabelMaxLength = 32;
const yearPattern = /(?:^|\D)(?:19|20)\d{2}(?:\D|$)/u;
const dateCharactersPattern = /^[\p{L}\p{N}./\s\u2013\u2014-]+$/u;
/** The end of a range wrapped alone onto the strip's next row ("Presente", "A la fecha"). */
const presentPattern =
  /^(?:actualidad|presente|present|a la fecha|hasta la fecha|hoy|actual|current|now|today)$/iu;

type Run = { start: number; end: number; items: PdfTextItem[] };

function splitRuns(items: readonly PdfTextItem[]): Run[] {
  const runs: Run[] = [];
  for (const item of items) {
    const current = runs.at(-1);
    if (current && item.x - current.end <= stripGapEm * item.fontSize) {
      current.items.push(item);
      current.end = Math.max(current.end, item.x + item.width);
    } else runs.push({ start: item.x, end: item.x + item.width, items: [item] });
  }
  return runs;
}

/** A run's text, a space only where a word gap stands (letter-spaced headings come glyph by glyph). */
function runText(run: Run): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of run.items) {
    if (text.length > 0 && item.x - end > wordGapEm * item.fontSize) text += ' ';
    text += item.text;
    end = item.x + item.width;
  }
  return text.replace(/\s+/gu, ' ').trim();
}

/** A range or one end of it: short, figures and month words only, with a year or "Presente". */
function isDateLabel(text: string): boolean {
  return (
    text.length <= dateLabelMaxLength &&
    dateCharactersPattern.test(text) &&
    (yearPattern.test(text) || presentPattern.test(text.replace(/[\s.–—-]+$/u, '')))
  );
}

/**
 * A side heading's words ("EXPERIENCIA", "Formación Académica"): a few words without figures,
 * opening with a capital, not a form's label ending in a colon.
 */
function isHeadingLabel(text: string): boolean {
  return (
    text.length <= dateLabelMaxLength &&
    text.split(/\s+/u).length <= 4 &&
    /^\p{Lu}/u.test(text) &&
    !/[\d:@]/u.test(text)
  );
}

type StripKind = 'dates' | 'headings';

/** What a label in a strip of this kind may be (the next row of a wrapped one included). */
function isLabel(kind: StripKind, text: string): boolean {
  return kind === 'dates' ? isDateLabel(text) : isHeadingLabel(text) || isWrappedHeading(text);
}

/** A heading's second row ("Académica"), or its one word in lower case ("profesional"). */
function isWrappedHeading(text: string): boolean {
  return (
    text.length <= dateLabelMaxLength && text.split(/\s+/u).length <= 3 && !/[\d:@]/u.test(text)
  );
}

/**
 * The strip beside the entries starting at `start`: a row whose first run is a label (a date
 * with a year, or a side heading) and whose text goes on a gap to the right opens it; it runs on
 * over rows that either start at the text's left edge or hold a label in the strip. Null unless
 * two labels at least stand apart in it — and, for side headings, each names a block of rows.
 */
function findStrip(
  rows: readonly PlacedRow[],
  start: number,
): { end: number; kind: StripKind; gutter: { start: number; end: number } } | null {
  const first = rows[start];
  if (!first || first.fullWidth) return null;
  const [label, content] = splitRuns(first.items);
  if (!label || !content) return null;
  const firstText = runText(label);
  const kind: StripKind | null =
    yearPattern.test(firstText) && isDateLabel(firstText)
      ? 'dates'
      : isHeadingLabel(firstText)
        ? 'headings'
        : null;
  // Side headings stand beside text, not beside rating dots or icons.
  if (kind === null || (kind === 'headings' && !content.items.some(isWordItem))) return null;
  // Rows one label has run on over: a heading wraps once or twice, a list of names runs on.
  let labelRows = 1;
  const textStart = content.start;
  let stripEnd = label.end;
  let labels = 1;
  let end = start + 1;
  for (; end < rows.length; end += 1) {
    const row = rows[end];
    const above = rows[end - 1];
    if (!row || !above || row.fullWidth || row.column !== first.column) break;
    if (row.baseline <= above.baseline) break;
    const [opening, next] = splitRuns(row.items);
    if (!opening) break;
    if (opening.start >= textStart - edgeTolerance) continue;
    const text = runText(opening);
    const inStrip = opening.end <= textStart - minimumGutter && isLabel(kind, text);
    if (!inStrip || (next && Math.abs(next.start - textStart) > edgeTolerance)) break;
    stripEnd = Math.max(stripEnd, opening.end);
    // A label stands apart from the one above unless it is that label's next row: right under
    // it, at its leading.
    const aboveOpensInStrip =
      (splitRuns(above.items)[0]?.start ?? textStart) < textStart - edgeTolerance;
    const fontSize = opening.items[0]?.fontSize ?? 0;
    const wraps = aboveOpensInStrip && row.baseline - above.baseline <= labelLeadingEm * fontSize;
    const opensEntry = kind === 'dates' ? yearPattern.test(text) : isHeadingLabel(text);
    if (opensEntry && !wraps) labels += 1;
    labelRows = wraps ? labelRows + 1 : 1;
    if (kind === 'headings' && labelRows > maximumHeadingRows) return null;
  }
  if (labels < 2) return null;
  // Side headings name blocks: most rows beside them are text, not a table of label and value.
  if (kind === 'headings' && labels * 2 > end - start) return null;
  return { end, kind, gutter: { start: stripEnd, end: textStart } };
}

/** A range with both ends ("2019 – 2021", "Mar. 2021 – Presente"), not one cut at its end. */
function isWholeRange(text: string): boolean {
  const years = text.match(/(?:19|20)\d{2}/gu) ?? [];
  const words = text.split(/\s*[–—-]\s*|\s+(?:a|al|hasta)\s+/u);
  const last = words.at(-1)?.trim() ?? '';
  return (
    years.length >= 2 || (years.length === 1 && words.length >= 2 && presentPattern.test(last))
  );
}

/** A label being read: the row it was put on, its text so far, its last row's baseline. */
type OpenLabel = { index: number; text: string; baseline: number; fontSize: number };

/**
 * Reads one strip: a side heading is read on its own line before the rows beside it; an entry's
 * dates, joined over their rows, go at the front of the entry row they stand level with. The
 * other rows are read as they are.
 */
function readStrip(
  window: readonly PlacedRow[],
  kind: StripKind,
  gutter: { start: number; end: number },
): PlacedRow[] {
  const result: PlacedRow[] = [];
  // The row the open label was put on, and that label's text so far.
  let open = null as OpenLabel | null;
  const labelRows = new Set<PlacedRow>();
  const inStrip = (item: PdfTextItem) => item.x + item.width <= gutter.start + 1;
  for (const row of window) {
    const label = row.items.filter(inStrip);
    const content = row.items.filter((item) => !inStrip(item));
    if (label.length === 0) {
      result.push(row);
      open = null;
      continue;
    }
    const text = label.map((item) => item.text).join(' ');
    const fontSize = label[0]?.fontSize ?? 0;
    const baseline = label[0]?.baseline ?? row.baseline;
    const openLabel = open;
    const continues =
      openLabel !== null &&
      (kind === 'headings' || !isWholeRange(openLabel.text)) &&
      baseline - openLabel.baseline <= labelLeadingEm * Math.max(fontSize, openLabel.fontSize);
    const target = openLabel === null ? undefined : result[openLabel.index];
    if (continues && openLabel !== null && target) {
      // The label's next row ("Presente", "Académica") joins the label where it was put.
      const cut = target.items.findIndex((item) => !inStrip(item));
      const at = cut < 0 ? target.items.length : cut;
      result[openLabel.index] = {
        ...target,
        items: [...target.items.slice(0, at), ...label, ...target.items.slice(at)],
      };
      open = { ...openLabel, text: `${openLabel.text} ${text}`, baseline };
      if (content.length > 0) result.push({ ...row, items: content });
      continue;
    }
    const textStart = content[0]?.x;
    if (kind === 'headings') {
      // A heading centred beside its block stands a little below the block's first rows: it
      // is read before them.
      let at = result.length;
      while (
        content.length === 0 &&
        at > 0 &&
        !labelRows.has(result[at - 1] as PlacedRow) &&
        (result[at - 1]?.baseline ?? 0) >= baseline - labelLeadingEm * fontSize
      )
        at -= 1;
      const heading = { ...row, items: label, opensBlock: true };
      labelRows.add(heading);
      const following = result[at];
      if (following) result[at] = { ...following, opensBlock: true };
      result.splice(at, 0, heading);
      open = { index: at, text, baseline, fontSize };
      if (content.length > 0) result.push({ ...row, items: content, opensBlock: true });
      continue;
    }
    result.push({
      ...row,
      items: [...label, ...content],
      opensBlock: true,
      ...(textStart === undefined ? {} : { textStart }),
    });
    open = { index: result.length - 1, text, baseline, fontSize };
  }
  return result;
}

/**
 * Reads the date strips beside entries inside the page's columns: each strip's labels, joined
 * over their rows, are read with the entry row they stand level with ("Mar. 2021 – Presente
 * Analista de Datos"). Other rows are left as they are.
 *
 * @example
 * readLabelStrips(orderedRows); // "2021 –" / "2023" beside "Analista" read as "2021 – 2023 Analista"
 */
export function readLabelStrips(rows: readonly PlacedRow[]): PlacedRow[] {
  const result: PlacedRow[] = [];
  let index = 0;
  while (index < rows.length) {
    const strip = findStrip(rows, index);

    const row = rows[index];
    if (!strip || !row) {
      if (row) result.push(row);
      index += 1;
      continue;
    }
    result.push(...readStrip(rows.slice(index, strip.end), strip.kind, strip.gutter));
    index = strip.end;
  }
  return result;
}
