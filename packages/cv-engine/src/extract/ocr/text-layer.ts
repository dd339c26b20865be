// Whether a PDF's own text is worth reading (issue 7): a scanned CV is page images, with at most a
// page number or a scanner's stamp as text. Decided per document, from what extract already read,
// so a PDF with real text never pays for OCR.
import { ocrLimits } from '../limits';

/**
 * Counts letters and digits: how much real text a page or a document has.
 *
 * @example countMeaningfulCharacters(['Página 1', '—']); // 7
 */
export function countMeaningfulCharacters(texts: Iterable<string>): number {
  let count = 0;
  for (const text of texts) count += text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return count;
}

/**
 * True when the pages average at least ocrLimits.minimumCharactersPerPage letters and digits.
 *
 * @example hasUsableTextLayer(['Página 1'], 2); // false
 */
export function hasUsableTextLayer(texts: Iterable<string>, pageCount: number): boolean {
  return (
    countMeaningfulCharacters(texts) >= ocrLimits.minimumCharactersPerPage * Math.max(1, pageCount)
  );
}
