// The type size a source CV's text was set in (issue 13, "Fit"). A one-page CV set in small type
// (a designed template at 8.5–9 pt) may not fit our one-column page at our readable floor; the
// renderer may then go as small as the source itself did, never smaller (render-theme.ts).

import type { ExtractedDocument } from './types';

/**
 * The size most of the source's text is set in: the median over characters of the body, table
 * and text-box lines (headers and footers are furniture). Null when the format does not tell
 * sizes (a DOC: its sizes are not reported yet) or OCR guessed them from a scan.
 *
 * @example measureBodyFontSize(document) // 9.5
 */
export function measureBodyFontSize(document: ExtractedDocument): number | null {
  if (document.format === 'doc' || document.readByOcr === true) return null;
  const charactersBySize = new Map<number, number>();
  let total = 0;
  for (const line of document.lines) {
    if (line.source === 'header' || line.source === 'footer') continue;
    if (!(line.fontSize > 0)) continue;
    charactersBySize.set(
      line.fontSize,
      (charactersBySize.get(line.fontSize) ?? 0) + line.text.length,
    );
    total += line.text.length;
  }
  let counted = 0;
  for (const [size, characters] of [...charactersBySize].sort(
    (left, right) => left[0] - right[0],
  )) {
    counted += characters;
    if (counted * 2 >= total) return Math.round(size * 10) / 10;
  }
  return null;
}
