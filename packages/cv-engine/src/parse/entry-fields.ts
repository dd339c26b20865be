// Reads the fields of one entry's header lines: the date range, the place, and the remaining
// pieces of text (title, organisation, degree, institution) split at their visual separators.
import type { TextLine } from '../extract/types';
import type { DateRange } from '../model/cv-document';
import { findLinks, isPlaceName } from './contact';
import { findDateRange, removeDateText } from './dates';
import { iconCharacterPattern } from '../language/fold-text';

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
  if (pieces.length === 1) {
    const split = splitCommaFields(pieces[0] ?? '');
    if (split) {
      pieces.splice(0, 1, ...split.fields);
      location ??= split.place;
    }
  }
  return { dates, location, pieces: pieces.map(dropFullStop), extras };
}

/** Abbreviated company forms that end in a full stop: "S.A.C.", "E.I.R.L.", "Inc.", "Cía.". */
const abbreviationEndPattern =
  /(?:^|\s)(?:\p{L}{1,2}\.){2,}$|(?:^|\s)(?:inc|ltd|ltda|corp|cía|cia|co)\.$/iu;

/**
 * The text ends in an abbreviation, not a sentence's full stop.
 *
 * @example
 * endsInAbbreviation('Alicorp S.A.A.'); // true
 */
export function endsInAbbreviation(text: string): boolean {
  return abbreviationEndPattern.test(text);
}

/** The labels write fields without a closing full stop; "S.A.C." and "Inc." keep theirs. */
function dropFullStop(piece: string): string {
  return endsInAbbreviation(piece) ? piece : piece.replace(/\.$/, '');
}

/**
 * One header line holding every field between commas, as moderncv prints it: "Desarrollador
 * Web, Insite, Buenos Aires, Argentina." gives the fields and the place. Prose ("…, mención en
 * …") continues in lower case after a comma and is left whole.
 */
function splitCommaFields(text: string): { fields: string[]; place: string | null } | null {
  const parts = dropFullStop(text)
    .split(/,\s+/)
    .map((part) => part.trim());
  if (parts.length < 2 || parts.length > 6) return null;
  if (parts.some((part) => part.length === 0 || /^\p{Ll}/u.test(part))) return null;
  // The longest ending that is a place, leaving at least two fields before it.
  for (let start = 2; start < parts.length; start += 1) {
    const place = parts.slice(start).join(', ');
    if (isPlaceName(place)) return { fields: parts.slice(0, start), place };
  }
  return { fields: parts, place: null };
}
