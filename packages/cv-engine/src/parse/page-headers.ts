// Page headers repeated on every page (issue 3, stage 2): a PDF exported from Word prints the
// running header ("Ana Torres · ana@correo.pe · +51 987 654 321") at the top of each page. Its
// first copy is read like any header line; the later copies are repetitions, not section text
// (held-out two-page Word export). DOCX and DOC headers come once already (source 'header').
import type { TextLine } from '../extract/types';
import { collapseWhitespace, foldText } from '../language/fold-text';
import { findEmails, findPhones } from './contact';

/**
 * How many lines from the top (or the bottom) of a page a running header (footer) may occupy:
 * an institution's letterhead stacks its name, region, form code and version (issue 12).
 */
const pageFurnitureLineCount = 6;

/**
 * The indices of a page's topmost body lines (smallest y first), or its lowest ones (largest y
 * first). Page numbers are left out: "Página 2 de 3" changes from page to page inside a header
 * that otherwise repeats word for word.
 */
function findEdgeLineIndices(
  lines: readonly TextLine[],
  page: number,
  edge: 'top' | 'bottom',
  pageNumbers: ReadonlySet<number>,
): number[] {
  const direction = edge === 'top' ? 1 : -1;
  return lines
    .map((line, index) => ({ line, index }))
    .filter(
      ({ line, index }) =>
        line.page === page &&
        // A letterhead drawn as a table (logo | institution | form code) is page furniture too.
        (line.source === 'body' || line.source === 'table') &&
        !pageNumbers.has(index),
    )
    .sort((left, right) => direction * (left.line.y - right.line.y) || left.index - right.index)
    .slice(0, pageFurnitureLineCount)
    .map(({ index }) => index);
}

/**
 * For each page, the unbroken run of lines from its top (bottom) edge that repeat, word for word
 * and in the same place (the k-th line from the edge), a line at that edge of an earlier page.
 * Each run is returned with the copies it repeats (the earlier pages' lines it matched).
 */
function findRepeatedEdgeRuns(
  lines: readonly TextLine[],
  edge: 'top' | 'bottom',
): { repeated: Set<number>; originals: Set<number> } {
  const repeated = new Set<number>();
  const originals = new Set<number>();
  const pages = [...new Set(lines.map((line) => line.page))].sort((left, right) => left - right);
  if (pages.length < 2) return { repeated, originals };
  const pageNumbers = findPageNumberLines(lines);
  // A footer that prints its page's number among its words ("Hoja de vida descargada el
  // 14/11/2023 | Página 2 de 2") repeats but for that number.
  const keyOf = (index: number): string =>
    foldText(collapseWhitespace(lines[index]?.text ?? '')).replace(pageNumberFieldPattern, '#');
  // seenByRank[k]: the texts that stood k-th from the edge of an earlier page, with their lines.
  const seenByRank: Map<string, number>[] = [];
  for (const page of pages) {
    const edgeIndices = findEdgeLineIndices(lines, page, edge, pageNumbers);
    let isRun = true;
    edgeIndices.forEach((index, rank) => {
      const seen = seenByRank[rank] ?? new Map<string, number>();
      seenByRank[rank] = seen;
      const found = seen.get(keyOf(index));
      const original =
        found !== undefined && isSetInSamePlace(lines[found], lines[index]) ? found : undefined;
      isRun &&= original !== undefined;
      if (isRun && original !== undefined) {
        repeated.add(index);
        originals.add(original);
      }
      if (original === undefined) seen.set(keyOf(index), index);
    });
  }
  return { repeated, originals };
}

/**
 * Page furniture repeats in the same type at the same height of each page. A heading that ends
 * page 1 is no footer because a wrapped label ending page 2 spells the same words
 * ("Education and training", a Europass form).
 */
function isSetInSamePlace(first: TextLine | undefined, copy: TextLine | undefined): boolean {
  if (!first || !copy) return false;
  return (
    first.bold === copy.bold &&
    Math.abs(first.fontSize - copy.fontSize) < 0.5 &&
    Math.abs(first.y - copy.y) <= 2 * Math.max(first.fontSize, copy.fontSize)
  );
}

/**
 * Lines at the top of page 2 onwards that repeat, word for word and in the same place (the k-th
 * line from the top), a line at the top of an earlier page: the running header's later copies.
 * Only an unbroken run from the top counts, so a page that goes on with the same words as the
 * previous one keeps them. Their text is already in the document once.
 *
 * @example
 * findRepeatedPageHeaders(document.lines); // Set { 31 } (page 2's copy of the contact line)
 */
export function findRepeatedPageHeaders(lines: readonly TextLine[]): Set<number> {
  return findRepeatedEdgeRuns(lines, 'top').repeated;
}

/**
 * Running footers: lines at the foot of a page that repeat, word for word and in the same place,
 * the foot of an earlier page (an institution's motto and address under each page of its form).
 * The later copies repeat the first. Unlike a header's, the first copy stands in the middle of
 * the reading (it ends page 1, inside whatever section goes on to page 2): it is read as the
 * document's footer, after its text, as Word gives its footers.
 *
 * @example
 * findRepeatedPageFooters(document.lines); // { copies: Set { 88, 89 }, firsts: Set { 40, 41 } }
 */
export function findRepeatedPageFooters(lines: readonly TextLine[]): {
  copies: Set<number>;
  firsts: Set<number>;
} {
  const { repeated, originals } = findRepeatedEdgeRuns(lines, 'bottom');
  return { copies: repeated, firsts: originals };
}

/**
 * A page's last line set down in its foot, far below the text, with the candidate's e-mail or
 * phone ("✆ 959 … ✉ ANA@… ⌂ Cerro Colorado"): a template's contact row, drawn once. Read in
 * place, it would close the last section (often the references, whose phones are the referees');
 * it is the document's footer, read after the text as Word gives its footers. (Which footer rows
 * hold the candidate's contact data is contact-header.ts's findContactFooterIndices.)
 *
 * @example
 * findContactRowsAtFoot(document.lines); // Set { 52 }
 */
export function findContactRowsAtFoot(lines: readonly TextLine[]): Set<number> {
  const edges = readPageEdges(lines);
  // The lowest line above each page's bottom one, in one pass (no spread: a page may hold
  // a hundred thousand lines, issue 11).
  const aboveBottom = new Map<number, number>();
  for (const line of lines) {
    const bottom = edges.get(line.page)?.bottom;
    if (bottom !== undefined && line.y < bottom)
      aboveBottom.set(line.page, Math.max(aboveBottom.get(line.page) ?? line.y, line.y));
  }
  const found = new Set<number>();
  lines.forEach((line, index) => {
    if (line.width <= 0 || line.source !== 'body') return;
    if (line.y !== edges.get(line.page)?.bottom) return;
    const above = aboveBottom.get(line.page);
    if (above === undefined || line.y - above <= contactFooterGapEms * line.fontSize) return;
    if (findEmails(line.text).length > 0 || findPhones(line.text).length > 0) found.add(index);
  });
  return found;
}

/** How far below the text (in ems of its type) a contact footer stands: a band apart. */
const contactFooterGapEms = 6;

/** A page's number among other words, in folded text: "pagina 2 de 3", "page 2 of 5". */
const pageNumberFieldPattern =
  /(?<![a-z])(?:page|pagina|pag\.?)\s*\d{1,3}(?:\s*(?:of|de|\/)\s*\d{1,3})?/g;

/** "Page 2 of 5", "Página 2 de 3", "Pág. 2", "2 / 5", "- 2 -": the page's number, nothing else. */
const pageNumberPattern =
  /^[-–—\s]*(?:(?:page|pagina|pag\.?|p\.)\s*)?(\d{1,3})(?:\s*(?:of|de|\/)\s*\d{1,3})?[-–—\s]*$/;

/**
 * Page numbers printed in a page's header or footer ("Page 1 of 5"): page furniture, not text of
 * the section the page break falls in. A line counts when the number it shows is its own page's.
 *
 * @example
 * findPageNumberLines(document.lines); // Set { 40, 81 }
 */
export function findPageNumberLines(lines: readonly TextLine[]): Set<number> {
  const found = new Set<number>();
  const bare: number[] = [];
  const edges = readPageEdges(lines);
  lines.forEach((line, index) => {
    const match = pageNumberPattern.exec(foldText(collapseWhitespace(line.text)));
    if (!match || Number(match[1]) !== line.page) return;
    const edge = edges.get(line.page);
    if (/\D/.test(line.text.trim())) found.add(index);
    else if (edge && (line.y === edge.top || line.y === edge.bottom)) bare.push(index);
  });
  // A bare number ("2") is a page number only where the pages number themselves so: one at the
  // top or foot of each of two pages or more. Alone, it may be a figure of the text.
  if (new Set(bare.map((index) => lines[index]?.page)).size >= 2) {
    for (const index of bare) found.add(index);
  }
  return found;
}

/** Each page's first and last line height: where its header and its footer stand. */
function readPageEdges(lines: readonly TextLine[]): Map<number, { top: number; bottom: number }> {
  const edges = new Map<number, { top: number; bottom: number }>();
  for (const line of lines) {
    const edge = edges.get(line.page);
    if (!edge) edges.set(line.page, { top: line.y, bottom: line.y });
    else {
      edge.top = Math.min(edge.top, line.y);
      edge.bottom = Math.max(edge.bottom, line.y);
    }
  }
  return edges;
}

/** A code-editor gutter counts at least this many lines: a shorter run may be the text's own. */
const minimumGutterRun = 8;
/** How far apart, in points, the numbers' aligned edges may stand and still be one column. */
const gutterEdgeTolerance = 2;

/**
 * Line numbers down a page's margin, as a code editor shows them ("1", "2", … "41" on lines of
 * their own, one under the other, aligned left or right): a developer's CV template draws them as
 * decoration. They say nothing about the person, and read as text they become a list of numbers
 * in the skills or a section of their own. A run counts from 1 on each page, in reading order
 * from the top, each number one more than the last.
 *
 * @example
 * findLineNumberGutters(document.lines); // Set { 0, 1, 2, …, 40 }
 */
export function findLineNumberGutters(lines: readonly TextLine[]): Set<number> {
  const found = new Set<number>();
  const byPage = new Map<number, { index: number; line: TextLine; value: number }[]>();
  lines.forEach((line, index) => {
    if (line.source !== 'body' || !/^\d{1,3}$/.test(line.text.trim())) return;
    const numbers = byPage.get(line.page) ?? [];
    numbers.push({ index, line, value: Number(line.text.trim()) });
    byPage.set(line.page, numbers);
  });
  for (const numbers of byPage.values()) {
    numbers.sort((left, right) => left.line.y - right.line.y);
    const first = numbers[0];
    if (!first || first.value !== 1 || numbers.length < minimumGutterRun) continue;
    const counts = numbers.every((number, position) => number.value === position + 1);
    const alignedOn = (edge: (line: TextLine) => number) =>
      numbers.every(
        (number) => Math.abs(edge(number.line) - edge(first.line)) <= gutterEdgeTolerance,
      );
    const aligned = alignedOn((line) => line.x) || alignedOn((line) => line.x + line.width);
    if (counts && aligned) for (const number of numbers) found.add(number.index);
  }
  return found;
}
