// Page headers repeated on every page (issue 3, stage 2): a PDF exported from Word prints the
// running header ("Ana Torres · ana@correo.pe · +51 987 654 321") at the top of each page. Its
// first copy is read like any header line; the later copies are repetitions, not section text
// (held-out two-page Word export). DOCX and DOC headers come once already (source 'header').
import type { TextLine } from '../extract/types';
import { collapseWhitespace, foldText } from '../language/fold-text';

/** How many lines from the top of a page a running header may occupy. */
const pageHeaderLineCount = 3;

/** The indices of a page's topmost body lines (smallest y first). */
function findTopLineIndices(lines: readonly TextLine[], page: number): number[] {
  return lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.page === page && line.source === 'body')
    .sort((left, right) => left.line.y - right.line.y || left.index - right.index)
    .slice(0, pageHeaderLineCount)
    .map(({ index }) => index);
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
  const repeated = new Set<number>();
  const pages = [...new Set(lines.map((line) => line.page))].sort((left, right) => left - right);
  if (pages.length < 2) return repeated;
  const keyOf = (index: number): string => foldText(collapseWhitespace(lines[index]?.text ?? ''));
  // seenByRank[k]: the texts that stood k-th from the top of an earlier page.
  const seenByRank: Set<string>[] = [];
  for (const page of pages) {
    const topIndices = findTopLineIndices(lines, page);
    let isHeaderRun = true;
    topIndices.forEach((index, rank) => {
      const seen = seenByRank[rank] ?? new Set<string>();
      seenByRank[rank] = seen;
      isHeaderRun &&= seen.has(keyOf(index));
      if (isHeaderRun) repeated.add(index);
      seen.add(keyOf(index));
    });
  }
  return repeated;
}

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
  lines.forEach((line, index) => {
    const match = pageNumberPattern.exec(foldText(collapseWhitespace(line.text)));
    if (match && Number(match[1]) === line.page && /\D/.test(line.text.trim())) found.add(index);
  });
  return found;
}
