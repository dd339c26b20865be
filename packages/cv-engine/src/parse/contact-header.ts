// The contact header (issue 3, stage 2): the lines before the first heading (and the top of a
// sidebar) hold the name, a headline, e-mail, phone, links and the candidate's own location.
// Each line is taken apart; what is left is the headline, an untitled profile or a warning.
import type { TextLine } from '../extract/types';
import {
  endsInsideEmail,
  findEmails,
  isDocumentTitle,
  findLinks,
  findPhones,
  locationLabelPattern,
  looksLikeLocation,
  looksLikeName,
  readProfileHandle,
  type TextMatch,
} from './contact';
import { foldText, iconCharacterPattern } from '../language/fold-text';

export type ContactHeader = {
  readonly name: string | null;
  readonly headline: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly location: string | null;
  /** Profile handles shown without a domain ("johndoe" next to a LinkedIn icon). */
  readonly handles: readonly { readonly lineIndex: number; readonly value: string }[];
  /** Untitled paragraphs (a profile written without a heading). */
  readonly paragraphs: readonly string[];
  /** Text of the header that is none of the above, e.g. "DNI: 45678912". */
  readonly unplaced: readonly string[];
  /** A title such as "Curriculum Vitae": no information, but reported rather than dropped. */
  readonly documentTitles: readonly string[];
};

/** "Correo:", "Cel.", "LinkedIn:": labels that mean nothing once their value is taken. */
const fieldLabelPattern =
  /^(?:e-?mail|correo(?: electronico)?|mail|tel(?:efono|f)?|telephone|phone|cel(?:ular)?|movil|mobile|cell|whatsapp|linkedin|github|gitlab|web|sitio web|website|portafolio|portfolio|twitter|behance|perfil|contacto|contact)\s*[.:]?$/;

export const pieceSeparatorPattern = /\s+[|•·,]\s+|\s*[|•·]\s*|\s{2,}|\s*[\uE000-\uF8FF]\s*/u;

/** Contact data or a contact line joined with separators. */
function isContactLike(text: string): boolean {
  if (/[|•·]|\s{2,}/.test(text) || findEmails(text).length + findLinks(text).length > 0)
    return true;
  return findPhones(text).length > 0 || looksLikeLocation(text);
}

/** Running text (an untitled profile), not a contact line. */
function isParagraph(text: string): boolean {
  if (isContactLike(text)) return false;
  const words = text.split(/\s+/).length;
  return words >= 12 || (/[.!?]$/.test(text) && words >= 6);
}

/** The most prominent name-shaped line of the header: largest type first, then highest. */
function findNameLine(lines: readonly TextLine[], indices: readonly number[]): number | null {
  let best: number | null = null;
  for (const index of indices.slice(0, 12)) {
    const line = lines[index];
    if (!line || !looksLikeName(line.text)) continue;
    const bestLine = best === null ? null : lines[best];
    if (!bestLine || line.fontSize > bestLine.fontSize + 0.5) best = index;
  }
  return best;
}

/**
 * The lines a name wrapped onto ("MARÍA FERNANDA" / "QUISPE HUAMÁN"): same size, left edge and
 * column, each right under the previous one. In PDFs a name beside a right-aligned contact block
 * is interleaved with it in reading order, so the next name line need not be the next line.
 */
function findNameContinuations(
  lines: readonly TextLine[],
  indices: readonly number[],
  nameIndex: number | null,
): number[] {
  const nameLine = nameIndex === null ? undefined : lines[nameIndex];
  if (nameIndex === null || !nameLine) return [];
  const found: number[] = [];
  let previous = nameLine;
  let previousIndex = nameIndex;
  let words = nameLine.text.split(/\s+/).length;
  for (const index of indices) {
    if (index <= nameIndex || found.length >= 2) continue;
    const line = lines[index];
    if (!line || line.page !== previous.page || line.column !== previous.column) continue;
    const sameType =
      Math.abs(line.fontSize - nameLine.fontSize) < 0.5 && line.bold === nameLine.bold;
    const sameBlock = line.block === previous.block;
    // Geometry: right under the previous line (PDF) or the next line of its paragraph (Word).
    // Word and .doc lines have no geometry (width 0, y a sequence number): block only.
    const below =
      line.width > 0 &&
      previous.width > 0 &&
      index - previousIndex <= 4 &&
      line.y > previous.y &&
      line.y - previous.y <= previous.fontSize * 1.6;
    const aligned = Math.abs(line.x - previous.x) <= 2;
    if (!sameType || !(sameBlock || (below && aligned))) {
      // Lines right of the name (a contact block beside it) do not end the search; a line under
      // the name does.
      const besideName = line.width > 0 && line.x >= previous.x + previous.width;
      if ((line.y > previous.y + previous.fontSize * 1.6 && !besideName) || sameBlock) break;
      continue;
    }
    const lineWords = line.text.split(/\s+/).length;
    if (!/^[\p{L}'’ .-]+$/u.test(line.text) || words + lineWords > 6) break;
    found.push(index);
    words += lineWords;
    previous = line;
    previousIndex = index;
  }
  return found;
}

/**
 * A headline written in parts ("Chef de Partida · Cocina Novoandina") is kept as written, its
 * separators included, when nothing else of the line stands between its parts; otherwise the
 * parts are joined with spaces.
 */
function joinHeadlinePieces(
  text: string,
  pieces: readonly string[],
  otherData: readonly string[],
): string {
  const first = pieces[0] ?? '';
  const last = pieces[pieces.length - 1] ?? first;
  const start = text.indexOf(first);
  const end = start < 0 ? -1 : text.indexOf(last, start) + last.length;
  if (pieces.length < 2 || start < 0 || end <= start) return pieces.join(' ');
  const span = text.slice(start, end);
  const spansOtherData = otherData.some((value) => value.length > 0 && span.includes(value));
  return spansOtherData ? pieces.join(' ') : span;
}

function removeMatches(text: string, matches: readonly TextMatch[]): string {
  let result = text;
  for (const match of [...matches].sort((left, right) => right.index - left.index)) {
    result = `${result.slice(0, match.index)} | ${result.slice(match.index + match.length)}`;
  }
  return result;
}

/**
 * Reads the contact header from the preamble lines.
 *
 * @example
 * readContactHeader(lines, [0, 1, 2]).email; // 'ana.torres@gmail.com'
 */
/**
 * A professional body's registration after a title, as Peruvian professionals write it:
 * "Ingeniero Civil – CIP N.° 145236", "Licenciada en Enfermería – CEP 087452", "C.Q.F.P. 21457".
 */
const professionalRegistrationPattern =
  /[\s–—-]*\bC(?:\.?\s?[A-Z][a-z]?){2,4}\.?\s*(?:N\.?\s*[°º]\s*)?\d{3,}\s*$/u;

export function readContactHeader(
  lines: readonly TextLine[],
  indices: readonly number[],
): ContactHeader {
  let email: string | null = null;
  let phone: string | null = null;
  let location: string | null = null;
  let headline: string | null = null;
  const handles: { lineIndex: number; value: string }[] = [];
  const paragraphs: string[] = [];
  const unplaced: string[] = [];
  const documentTitles: string[] = [];

  const nameIndex = findNameLine(lines, indices);
  const nameLine = nameIndex === null ? null : lines[nameIndex];
  let name = nameLine?.text ?? null;
  const nameContinuations = findNameContinuations(lines, indices, nameIndex);
  if (nameLine && nameContinuations.length > 0) {
    name = [nameLine, ...nameContinuations.map((index) => lines[index])]
      .map((line) => line?.text ?? '')
      .join(' ');
  }

  let paragraph: { block: number; texts: string[] } | null = null;
  let headlineBlock: number | null = null;
  const flushParagraph = () => {
    if (paragraph) paragraphs.push(paragraph.texts.join(' '));
    paragraph = null;
  };

  const joinedIndices = new Set<number>();
  for (const index of indices) {
    const line = lines[index];
    if (
      !line ||
      index === nameIndex ||
      nameContinuations.includes(index) ||
      joinedIndices.has(index)
    )
      continue;
    // An e-mail address wrapped at its hyphen or dot ("ana@arq-" / "torres.com.pe") continues on
    // the next line of the same block; read apart, the second half would look like a domain link.
    const next = lines[index + 1];
    const wrapsEmail =
      endsInsideEmail(line.text) &&
      next !== undefined &&
      indices.includes(index + 1) &&
      next.block === line.block;
    if (wrapsEmail) joinedIndices.add(index + 1);
    const text = wrapsEmail ? `${line.text}${next.text}` : line.text;
    if (isDocumentTitle(text)) {
      documentTitles.push(text);
      continue;
    }
    if (paragraph && paragraph.block === line.block && !isContactLike(text)) {
      paragraph.texts.push(text);
      continue;
    }
    flushParagraph();
    if (isParagraph(text)) {
      paragraph = { block: line.block, texts: [text] };
      continue;
    }
    const emails = findEmails(text);
    const links = findLinks(text);
    const withoutEmailsAndLinks = removeMatches(text, [...emails, ...links]);
    const phones = findPhones(withoutEmailsAndLinks);
    email ??= emails[0]?.value ?? null;
    phone ??= phones[0]?.value ?? null;
    const remaining = removeMatches(withoutEmailsAndLinks, phones);

    const handle =
      emails.length + links.length + phones.length === 0 ? readProfileHandle(text) : null;
    if (handle && !/\s/.test(text.replace(iconCharacterPattern, '').trim())) {
      handles.push({ lineIndex: index, value: handle });
      continue;
    }

    // Whatever is left, piece by piece; adjacent location pieces keep their separator
    // ("Av. Alcanfores s/n • Sta Cruz Acatlán, 53150" is one address).
    const leftover = remaining.replace(iconCharacterPattern, '  ');
    const pieces = leftover
      .split(pieceSeparatorPattern)
      .map((piece) => piece.replace(/^[\s,;:]+|[\s,;:]+$/g, ''))
      // A label ("Correo:") is dropped only where its value was taken from this line.
      .filter(
        (piece) =>
          /[\p{L}\p{N}]/u.test(piece) &&
          !(
            emails.length + links.length + phones.length > 0 &&
            fieldLabelPattern.test(foldText(piece))
          ),
      );
    const locationPieces: string[] =
      location === null ? pieces.filter((piece) => looksLikeLocation(piece)) : [];
    let lineLocation: string | null = null;
    if (locationPieces.length > 0) {
      const first: string = locationPieces[0] ?? '';
      const last: string = locationPieces[locationPieces.length - 1] ?? first;
      const start = text.indexOf(first);
      const end = text.indexOf(last, start) + last.length;
      const span = start >= 0 && end > start ? text.slice(start, end) : first;
      const spanHasOtherData =
        findEmails(span).length + findPhones(span).length + findLinks(span).length > 0;
      const taken = spanHasOtherData ? first : span;
      lineLocation = taken;
      location = taken.replace(locationLabelPattern, '');
    }
    const headlinePieces: string[] = [];
    const linePlacedElsewhere: string[] = [];
    for (const piece of pieces) {
      if (lineLocation?.includes(piece)) continue;
      // The name repeated in a contact line (a running page header "Ana Torres · ana@…") is
      // the name, already placed.
      if (name !== null && index !== nameIndex && foldText(piece) === foldText(name)) continue;
      // A bare handle among links ("github.com/x · johndoe") is a link too: collectLinks takes it.
      if (links.length > 0 && readProfileHandle(piece)) continue;
      // The headline is the title line under the name ("Ingeniera de Sistemas").
      const isHeadlineCandidate =
        (nameIndex === null || index > nameIndex) &&
        (headline === null || headlineBlock === line.block) &&
        piece.split(/\s+/).length <= 10 &&
        !/\d{3,}|:/.test(piece.replace(professionalRegistrationPattern, ''));
      if (isHeadlineCandidate) {
        headlinePieces.push(piece);
        headlineBlock = line.block;
      } else {
        unplaced.push(piece);
        linePlacedElsewhere.push(piece);
      }
    }
    if (headlinePieces.length > 0) {
      const lineHeadline = joinHeadlinePieces(text, headlinePieces, [
        ...linePlacedElsewhere,
        ...(lineLocation === null ? [] : [lineLocation]),
        ...emails.map((match) => match.value),
        ...links.map((match) => match.value),
        ...phones.map((match) => match.value),
      ]);
      headline = headline === null ? lineHeadline : `${headline} ${lineHeadline}`;
    }
    // Second e-mails and phones are kept, not silently dropped.
    unplaced.push(...emails.slice(email === emails[0]?.value ? 1 : 0).map((match) => match.value));
    unplaced.push(...phones.slice(phone === phones[0]?.value ? 1 : 0).map((match) => match.value));
  }
  flushParagraph();
  return { name, headline, email, phone, location, handles, paragraphs, unplaced, documentTitles };
}
