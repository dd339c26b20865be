// Reads the fields of one entry's header lines: the date range, the place, and the remaining
// pieces of text (title, organisation, degree, institution) split at their visual separators.
import type { TextLine } from '../extract/types';
import type { DateRange } from '../model/cv-document';
import { findLinks, isPlaceName } from './contact';
import { findDateRange, removeDateText } from './dates';
import { iconCharacterPattern } from './fold-text';

export type EntryHeader = {
  readonly dates: DateRange | null;
  readonly location: string | null;
  /** Text pieces in reading order, without dates or the place. */
  readonly pieces: readonly string[];
  /** Links and pieces that are none of the above, to keep as details. */
  readonly extras: readonly string[];
};

/** Visual separators between fields on one line: "Stripe • San Francisco, CA", "Analista | BCP". */
const fieldSeparatorPattern = /\s+[|•·—–]\s+|\s*[|•·]\s*|\s+-\s+/;

/**
 * Splits an entry's header lines into date range, place and text pieces.
 *
 * @example
 * readEntryHeader(lines); // { dates: {...}, location: 'San Francisco, CA', pieces: ['Senior Software Engineer', 'Stripe'], extras: [] }
 */
export function readEntryHeader(lines: readonly TextLine[]): EntryHeader {
  let dates: DateRange | null = null;
  let location: string | null = null;
  const pieces: string[] = [];
  const extras: string[] = [];
  for (const line of lines) {
    let text = line.text.replace(iconCharacterPattern, ' ').replace(/\s+/g, ' ').trim();
    const match = findDateRange(text);
    if (match && !dates) {
      dates = match.range;
      text = removeDateText(text, match);
    }
    for (const rawPiece of text.split(fieldSeparatorPattern)) {
      const piece = rawPiece.replace(/^[,;:\s]+|[,;\s]+$/g, '');
      if (piece.length === 0) continue;
      if (findLinks(piece).some((link) => link.value === piece)) extras.push(piece);
      else if (!location && pieces.length > 0 && isPlaceName(piece)) location = piece;
      else pieces.push(piece);
    }
  }
  return { dates, location, pieces, extras };
}
