// The contact header (issue 3, stage 2): the lines before the first heading (and the top of a
// sidebar) hold the name, a headline, e-mail, phone, links and the candidate's own location.
// Each line is taken apart; what is left is the headline, an untitled profile or a warning.
import type { TextLine } from '../extract/types';
import {
  continuesUnfinishedEmail,
  fieldLabelPattern,
  endsInsideEmail,
  findEmails,
  isDocumentTitle,
  namesDocument,
  findLinks,
  findPhones,
  isMarkedHandle,
  readLabelledLocation,
  looksLikeLocation,
  continuesAddress,
  isStreetOnly,
  lineOfLocationLabelPattern,
  looksLikeName,
  readProfileHandle,
  type TextMatch,
} from './contact';
import { foldText, iconCharacterPattern, pictogramPattern } from '../language/fold-text';
import { isBracketedNote } from '../language/bracketed-note';
import { civilStatusAlternation, nationalityAlternation } from '../vocabulary/personal-status';
import { isPlaceName } from '../vocabulary/places';
import { isUpperCase, matchHeadingVocabulary, readBodyFontSize } from './headings';
import {
  connectorWordPattern,
  englishRoleEndPattern,
  identityLabelPattern,
  jobTitleWordPattern,
  nonNamePattern,
} from './identity-vocabulary';

export type ContactHeader = {
  readonly name: string | null;
  /** The name is set larger than the body text (a displayed name, not a form's value). */
  readonly nameIsProminent: boolean;
  readonly headline: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly location: string | null;
  /**
   * A plain run of 7 or 8 digits with no label ("… Jr. Los Olivos 14 45873210"): a DNI in Peru, a
   * phone in Bolivia or Central America. The phone only when the CV shows no other.
   */
  readonly unlabelledNumber: string | null;
  /** Profile handles shown without a domain ("johndoe" next to a LinkedIn icon). */
  readonly handles: readonly { readonly lineIndex: number; readonly value: string }[];
  /** Untitled paragraphs (a profile written without a heading). */
  readonly paragraphs: readonly string[];
  /** Text of the header that is none of the above, e.g. "DNI: 45678912". */
  readonly unplaced: readonly string[];
  /** A title such as "Curriculum Vitae": no information, but reported rather than dropped. */
  readonly documentTitles: readonly string[];
  /** The lines the name was read from after the header: a section must not print them again. */
  readonly nameLinesAfterHeader: readonly number[];
};

/**
 * What separates the pieces of a contact line: bars, bullets, wide gaps, icon glyphs, and a lone
 * symbol an icon font maps to ordinary characters ("] 23.04.2004 ½ Bogotá, Colombia").
 */
export const pieceSeparatorPattern =
  /\s+[|•·,]\s+|\s*[|•·]\s*|\s{2,}|\s*[\uE000-\uF8FF]\s*|(?:^|\s+)[^\p{L}\p{Nd}\s()+#@'"«“\-–—/.,:;&%$€*]\s+/u;

/** A place without the symbols and the badge word set around it on a contact line. */
function trimPlace(place: string, after: string): string {
  // A dash ending the line leads on to the rest of the address on the next one: it stays.
  const end = after.trim() === '' ? /[^\p{L}\p{N}.)–—-]+$/u : /[^\p{L}\p{N}.)]+$/u;
  const trimmed = place.replace(/^[^\p{L}\p{N}(]+/u, '').replace(end, '');
  return /\sin$/u.test(trimmed) && /^\s*linkedin/iu.test(after)
    ? trimmed.slice(0, -3).trimEnd()
    : trimmed;
}

/** Contact data or a contact line joined with separators. */
function isContactLike(text: string): boolean {
  if (/[|•·]|\s{2,}/.test(text) || findEmails(text).length + findLinks(text).length > 0)
    return true;
  return findPhones(text).length > 0 || looksLikeLocation(text);
}

/**
 * A line that goes on with a sentence from the line above: it opens in small letters and holds
 * no e-mail, link or phone ("contables y auditoría … de Lima." under "… cierres").
 */
function goesOnInSmallLetters(text: string): boolean {
  return (
    /^\p{Ll}/u.test(text.trim()) &&
    findEmails(text).length + findLinks(text).length + findPhones(text).length === 0
  );
}

/** Running text (an untitled profile), not a contact line. */
function isParagraph(text: string): boolean {
  if (isContactLike(text)) return false;
  const words = text.split(/\s+/).length;
  return words >= 12 || (/[.!?]$/.test(text) && words >= 6);
}

/** Running text with a link in it but no other contact data: a profile's line, not a contact line. */
function isProseAroundLinks(text: string): boolean {
  const links = findLinks(text);
  if (links.length === 0 || findEmails(text).length > 0 || /[|•·]|\s{3,}/u.test(text)) return false;
  const rest = removeMatches(text, links).trim();
  if (findPhones(rest).length > 0) return false;
  return rest.split(/\s+/u).filter((word) => /\p{L}{2,}/u.test(word)).length >= 6;
}

/**
 * A line that can be the candidate's name: name-shaped ({@link looksLikeName}) and neither a job
 * title ("Ingeniero Geólogo", "Estudiante de Ingeniería de") nor letter-spaced text.
 */
export function isNameCandidate(text: string): boolean {
  if (!looksLikeName(text)) return false;
  // A sentence's last line ("… de las instalaciones.") ends in a full stop; an initial may.
  if (/\p{L}{3,}\.$/u.test(text.trim())) return false;
  const words = foldText(text.replace(iconCharacterPattern, '').trim())
    .split(/\s+/)
    .map((word) => word.replace(/[.,]+$/, ''));
  if (jobTitleWordPattern.test(words[0] ?? '')) return false;
  if (connectorWordPattern.test(words[words.length - 1] ?? '')) return false;
  // A section's heading ("Experiencia laboral", "Work Experience"), as a page's menu of links to
  // its sections lists them above the name, names no one.
  if (matchHeadingVocabulary(text)?.strength === 'exact') return false;
  // Dotted abbreviations inside a word ("S.A", "C.V") name a company; initials end in a dot.
  if (words.some((word) => /\p{L}\.\p{L}/u.test(word))) return false;
  // Letter-spaced text ("J U A N  P É R E Z") is not read as a name here; an initial ("E.") is
  // part of a name.
  const letters = foldText(text.replace(iconCharacterPattern, '').trim())
    .split(/\s+/)
    .filter((word) => /^\p{L},?$/u.test(word));
  return letters.length * 2 < words.length;
}

/**
 * A name written surnames first, a comma before the given names, as formal Latin-American CVs
 * do ("HUAMÁN QUISPE, Ana Lucía"): one comma, a name on each side, neither side a known place
 * ("San Isidro, Lima"). The shape is a city's too ("Villa Rica, Oxapampa"): only the display
 * type of the name line tells them apart, so this is asked of the most prominent line only.
 *
 * @example
 * isSurnamesFirstName('HUAMÁN QUISPE, Ana Lucía'); // true
 */
export function isSurnamesFirstName(text: string): boolean {
  const parts = text
    .replace(iconCharacterPattern, '')
    .trim()
    .split(/\s*,\s*/);
  if (parts.length !== 2) return false;
  const [surnames = '', givenNames = ''] = parts;
  const counts = [surnames, givenNames].map((part) => part.split(/\s+/).length);
  if (counts.some((count) => count < 1 || count > 4) || !/^\p{Lu}/u.test(givenNames)) return false;
  if (isPlaceName(surnames) || isPlaceName(givenNames)) return false;
  return isNameCandidate(`${surnames} ${givenNames}`);
}

/**
 * The most prominent name-shaped line on the first page: largest type first, then first in
 * reading order. The header's lines come first; a line elsewhere on the page (a name in a text
 * box or a table cell read after the sidebar) wins only when it is set clearly larger than both
 * the body text and every name-shaped line of the header.
 */
function findNameLine(
  lines: readonly TextLine[],
  indices: readonly number[],
  otherIndices: readonly number[],
): number | null {
  // The page the header is on; with no header at all (a Europass form opens on its first side
  // heading), the page the text starts on.
  let firstPage = Number.POSITIVE_INFINITY;
  for (const index of indices.length > 0 ? indices : otherIndices)
    firstPage = Math.min(firstPage, lines[index]?.page ?? firstPage);
  const bodyFontSize = readBodyFontSize(lines);
  const pick = (candidates: readonly number[]): number | null => {
    let best: number | null = null;
    for (const index of candidates) {
      const line = lines[index];
      if (!line || line.page !== firstPage) continue;
      const surnamesFirst = isSurnamesFirstName(line.text);
      if (
        !isNameCandidate(line.text) &&
        !surnamesFirst &&
        !startsSplitName(lines, index, bodyFontSize)
      )
        continue;
      // A surnames-first name stands out: set larger than the body text.
      if (surnamesFirst && line.fontSize < bodyFontSize * 1.15 && !line.bold) continue;
      const bestLine = best === null ? null : lines[best];
      if (!bestLine || line.fontSize > bestLine.fontSize + 0.5) best = index;
    }
    return best;
  };
  const inHeader = pick(indices);
  const elsewhere = pick(otherIndices);
  const elsewhereLine = elsewhere === null ? undefined : lines[elsewhere];
  if (elsewhere === null || !elsewhereLine) return inHeader;
  const headerSize = inHeader === null ? 0 : (lines[inHeader]?.fontSize ?? 0);
  // Where the header holds no name at all (only a document title), a name set clearly larger
  // than the text is enough: a Europass form puts it under its first side heading.
  const prominence = inHeader === null ? 1.3 : 1.6;
  const prominent =
    elsewhereLine.fontSize >= bodyFontSize * prominence &&
    elsewhereLine.fontSize > headerSize + 0.5;
  return prominent ? elsewhere : inHeader;
}

/**
 * A name set one word per line in display type ("LUCÍA" over "PAREDES", often in two weights):
 * a single word, the next line right under it in the same size, the two together name-shaped.
 */
function startsSplitName(lines: readonly TextLine[], index: number, bodyFontSize: number): boolean {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || line.page !== next.page) return false;
  if (!/^\p{L}[\p{L}'’-]+$/u.test(line.text.trim())) return false;
  if (line.fontSize < bodyFontSize * 1.5 || !isSameNameType(next, line, true, bodyFontSize))
    return false;
  const below = line.width > 0 ? next.y > line.y && next.y - line.y <= line.fontSize * 1.6 : true;
  return below && isNameCandidate(`${line.text} ${next.text}`);
}

/**
 * A line of letters set apart one by one ("R O S A"): its letters, or null. A kerned pair may
 * come out as one piece ("PA R E D E S"): a few two-letter pieces among single letters.
 */
function readSpacedLetters(line: TextLine | undefined, minimum: number): string | null {
  const words = line?.text.replace(iconCharacterPattern, ' ').trim().split(/\s+/) ?? [];
  if (words.length < minimum || !words.every((word) => /^\p{L}{1,2}$/u.test(word))) return null;
  const pairs = words.filter((word) => word.length === 2).length;
  return pairs * 4 <= words.length ? words.join('') : null;
}

/** Cuts a run of letters where the e-mail address's parts start and end. */
function cutAtEmailParts(joined: string, parts: readonly string[]): string[] {
  const folded = foldText(joined);
  const cuts = new Set<number>([0, folded.length]);
  for (const part of parts) {
    const at = folded.indexOf(part);
    if (at >= 0) cuts.add(at).add(at + part.length);
  }
  const ordered = [...cuts].sort((left, right) => left - right);
  return ordered.slice(1).map((end, position) => joined.slice(ordered[position], end));
}

/**
 * A name set letter by letter whose word gaps the text layer lost. Set one word per line in
 * display type ("R O S A" over "H U I L L C A"), each line is a word; on one line, its words
 * are found in the e-mail address's parts ("lucia.paredes@…" splits "LUCÍAPAREDES" into "LUCÍA
 * PAREDES").
 */
function findLetterSpacedName(
  lines: readonly TextLine[],
  indices: readonly number[],
  email: string | null,
): { name: string; indices: number[] } | null {
  const parts = (email?.split('@')[0] ?? '')
    .toLowerCase()
    .split(/[._\d-]+/)
    .filter((part) => part.length >= 3);
  const bodyFontSize = readBodyFontSize(lines);
  for (const index of indices) {
    const line = lines[index];
    const letters = readSpacedLetters(line, 2);
    if (!line || letters === null) continue;
    // The next lines of the name: right under it, in the same display type, letters apart too.
    const group = [index];
    const words = [letters];
    for (let below = index + 1; indices.includes(below); below += 1) {
      const previous = lines[below - 1];
      const next = lines[below];
      const nextLetters = readSpacedLetters(next, 2);
      if (!previous || !next || nextLetters === null || next.page !== line.page) break;
      const under =
        line.width <= 0 || (next.y > previous.y && next.y - previous.y <= next.fontSize * 2);
      if (!under || Math.abs(next.fontSize - line.fontSize) > 0.5) break;
      group.push(below);
      words.push(nextLetters);
    }
    if (group.length >= 2 && line.fontSize >= bodyFontSize * 1.3) {
      const name = words.flatMap((word) => cutAtEmailParts(word, parts)).join(' ');
      if (isNameCandidate(name)) return { name, indices: group };
    }
    if (parts.length === 0 || letters.length < 5) continue;
    const nameWords = cutAtEmailParts(letters, parts);
    if (nameWords.length >= 2 && nameWords.every((word) => word.length >= 2)) {
      return { name: nameWords.join(' '), indices: [index] };
    }
  }
  return null;
}

/**
 * The first header line whose first piece is a name and whose other pieces are contact data or
 * a headline opening with a job word ("Ana Torres | Contadora Pública", "Ana Torres – Analista
 * de Datos"), or whose first piece is the document's title and the rest a name ("Curriculum
 * Vitae – Ana Torres").
 */
function findNamePiece(
  lines: readonly TextLine[],
  indices: readonly number[],
): { index: number; text: string } | null {
  const bodyFontSize = readBodyFontSize(lines);
  for (const index of indices.slice(0, 8)) {
    const text = lines[index]?.text ?? '';
    // A name and a role parted by a bar or a dot on one line in display type ("Carlos Yupanqui
    // Rojas | Accountant", moderncv's banking header): the role is the headline whatever its
    // words, as the name's type says what the line is.
    const displayed =
      (lines[index]?.fontSize ?? 0) >= displayNameRatio * bodyFontSize && /\s[|•·]\s/u.test(text);
    for (const separator of [pieceSeparatorPattern, /\s+[–—-]\s+/u]) {
      const [first, ...rest] = text.split(separator);
      const piece = first?.trim() ?? '';
      const restText = rest.join(' ');
      if (rest.length === 0) continue;
      const contact =
        findEmails(restText).length + findPhones(restText).length + findLinks(restText).length > 0;
      const restWord = foldText(rest[0]?.trim() ?? '').split(/\s+/)[0] ?? '';
      const headline =
        jobTitleWordPattern.test(restWord) ||
        (displayed && rest.length === 1 && isShortTitle(rest[0] ?? ''));
      if ((contact || headline) && isNameCandidate(piece)) return { index, text: piece };
      const named = rest.length === 1 ? (rest[0]?.trim() ?? '') : '';
      if (isDocumentTitle(piece) && isNameCandidate(named)) return { index, text: named };
    }
    const beforePlace = readNameBeforePlace(text);
    if (beforePlace) return { index, text: beforePlace };
  }
  return null;
}

/** A line set this many times the body text's size is in display type (a name, a title). */
const displayNameRatio = 1.5;

/** A role's few words, without figures or contact data. */
function isShortTitle(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  return words.length <= 6 && /^\p{Lu}/u.test(text.trim()) && !/[\d@:/]/u.test(text);
}

/**
 * A name run into a place on one line ("Ana Torres Quispe Arequipa, Perú", two text
 * items joined): the longest name-shaped start whose rest is a place in capitals, or the one
 * whose rest starts with a known place ("… San Isidro, Lima").
 */
function readNameBeforePlace(text: string): string | null {
  if (!text.includes(',') || /[@\d|•·]/.test(text)) return null;
  const words = text.split(/\s+/);
  let longest: string | null = null;
  for (let count = 2; count <= Math.min(5, words.length - 1); count += 1) {
    const start = words.slice(0, count).join(' ');
    const rest = words.slice(count).join(' ');
    if (!isNameCandidate(start) || !/^\p{Lu}/u.test(rest) || !looksLikeLocation(rest)) continue;
    if (isPlaceName(rest.split(',')[0] ?? '')) return start;
    longest = start;
  }
  return longest;
}

/** The name and the job title that follows it on one line, from the title's first word on. */
function splitTitleFromName(text: string): { name: string; title: string } | null {
  const words = text.split(/\s+/);
  const folded = foldText(text).split(/\s+/);
  const start = folded.findIndex(
    (word, position) => position >= 2 && jobTitleWordPattern.test(word),
  );
  if (start < 0) return null;
  const name = words.slice(0, start).join(' ');
  return isNameCandidate(name) ? { name, title: words.slice(start).join(' ') } : null;
}

/**
 * Professional titles Peruvian CVs write before the name: engineer, graduate, nurse, doctor,
 * master, lawyer, architect, chartered accountant, economist, teacher, bachelor, technician.
 */
const honorificPattern =
  /^((?:(?:ing|lic|licda|enf|dr|dra|mg|mgtr|msc|abog|arq|cpc|c\.p\.c|econ|prof|bach|tec|obst|q\.f)\.?\s+)+)(?=\p{Lu})/iu;

/**
 * A name written after a professional title ("Lic. Enf. MILAGROS ZAVALETA", "CPC CÉSAR
 * REBAZA"): the title and the name apart; the whole name when it opens with none.
 *
 * @example
 * splitHonorific('Ing. Ana Torres Quispe'); // { honorific: 'Ing.', name: 'Ana Torres Quispe' }
 */
export function splitHonorific(text: string): { honorific: string | null; name: string } {
  const match = honorificPattern.exec(text.trim());
  const name = match ? text.trim().slice(match[0].length) : text.trim();
  // At least a given name and a surname must follow: "Dr. Simi" is a brand, not a person.
  if (!match?.[1] || name.split(/\s+/u).length < 2) return { honorific: null, name: text };
  return { honorific: match[1].trim(), name };
}

/** A field label or a template's placeholder: never part of a name ("Nombres y apellidos"). */
function isFieldLabel(text: string): boolean {
  const folded = foldText(text.replace(iconCharacterPattern, '').trim()).replace(/[:.]+$/, '');
  return nonNamePattern.test(folded) || fieldLabelPattern.test(folded);
}

/** Two lines share an edge or a centre (a left-, right- or centre-aligned name). */
function isAlignedWith(line: TextLine, other: TextLine): boolean {
  const tolerance = Math.max(2, Math.min(line.fontSize, other.fontSize) * 0.15);
  return (
    Math.abs(line.x - other.x) <= tolerance ||
    Math.abs(line.x + line.width - (other.x + other.width)) <= tolerance ||
    Math.abs(line.x + line.width / 2 - (other.x + other.width / 2)) <= tolerance
  );
}

/**
 * Same type as the name's line: the same size (strict) or within 30 % and the same caps style
 * (a name set over two lines in two sizes), and the same weight.
 */
function isSameNameType(
  line: TextLine,
  nameLine: TextLine,
  strict: boolean,
  bodyFontSize = 0,
): boolean {
  // Given names and surnames in two weights of one display size are one name (a common design).
  const displaySize = bodyFontSize > 0 && nameLine.fontSize >= bodyFontSize * 1.5;
  if (line.bold !== nameLine.bold && !(strict && displaySize)) return false;
  // Strict: the same size, give or take what OCR or rounding adds (under 8 %).
  if (strict)
    return Math.abs(line.fontSize - nameLine.fontSize) < Math.max(0.5, nameLine.fontSize * 0.08);
  const ratio = line.fontSize / nameLine.fontSize;
  return ratio >= 0.7 && ratio <= 1 / 0.7 && isUpperCase(line.text) === isUpperCase(nameLine.text);
}

/**
 * The name's first line above the most prominent one, when the name is set over two lines in two
 * sizes ("ANA LUCÍA" in 28 pt over "TORRES QUISPE" in 36 pt): name-shaped, right above, aligned,
 * same caps style. PDF geometry only.
 */
function findNameLineAbove(
  lines: readonly TextLine[],
  indices: readonly number[],
  nameIndex: number | null,
): number | null {
  const nameLine = nameIndex === null ? undefined : lines[nameIndex];
  if (nameIndex === null || !nameLine) return null;
  if (nameLine.width <= 0) return findNameParagraphAbove(lines, indices, nameIndex);
  for (const index of indices) {
    if (index >= nameIndex || nameIndex - index > 4) continue;
    const line = lines[index];
    if (!line || line.page !== nameLine.page || line.width <= 0) continue;
    const gap = nameLine.y - line.y;
    if (gap <= 0 || gap > nameLine.fontSize * 1.6) continue;
    if (!isSameNameType(line, nameLine, false) || !isAlignedWith(line, nameLine)) continue;
    if (isFieldLabel(line.text)) continue;
    if (!/^[\p{L}'’ .-]+$/u.test(line.text)) continue;
    if (!isNameCandidate(`${line.text} ${nameLine.text}`)) continue;
    return index;
  }
  return findNameParagraphAbove(lines, indices, nameIndex);
}

/**
 * Given names over the surnames in two paragraphs of display type and two styles ("Katherine
 * Milagros" in 20 pt over "TASAYCO MUNAYCO" bold in 22 pt), the surnames taken for the name: the
 * line right before them, in the same column and about their size, names the person too.
 */
function findNameParagraphAbove(
  lines: readonly TextLine[],
  indices: readonly number[],
  nameIndex: number,
): number | null {
  const nameLine = lines[nameIndex];
  const line = lines[nameIndex - 1];
  if (!nameLine || !line || !indices.includes(nameIndex - 1)) return null;
  const bodyFontSize = readBodyFontSize(lines);
  const ratio = line.fontSize / nameLine.fontSize;
  if (
    line.page !== nameLine.page ||
    line.column !== nameLine.column ||
    line.fontSize < bodyFontSize * 1.6 ||
    ratio < 0.8 ||
    ratio > 1.25 ||
    isFieldLabel(line.text) ||
    !/^[\p{L}'’ .-]+$/u.test(line.text) ||
    line.text.trim().split(/\s+/u).length > 3 ||
    // One to three capitals alone above the name ("RG" over "Renato Gutiérrez") are a logo.
    /^\p{Lu}{1,3}$/u.test(line.text.replace(/[.\s]/gu, '')) ||
    !isNameCandidate(`${line.text} ${nameLine.text}`)
  )
    return null;
  return nameIndex - 1;
}

/**
 * A Word name typed over two paragraphs with a text box anchored in the first ("MARÍA FERNANDA",
 * the sidebar box, "QUISPE HUAMÁN"): the box's lines come between the two when read in the
 * file's order. The next paragraph of the text flow after them, set in the name's display type,
 * finishes the name.
 */
function findNameAfterTextBox(lines: readonly TextLine[], nameIndex: number | null): number | null {
  const nameLine = nameIndex === null ? undefined : lines[nameIndex];
  if (nameIndex === null || !nameLine || nameLine.source !== 'body' || nameLine.width > 0)
    return null;
  let index = nameIndex + 1;
  while (lines[index]?.source === 'text-box') index += 1;
  const line = lines[index];
  if (index === nameIndex + 1 || !line || line.source !== 'body' || line.page !== nameLine.page)
    return null;
  const bodyFontSize = readBodyFontSize(lines);
  return isSameNameType(line, nameLine, true, bodyFontSize) &&
    line.fontSize >= bodyFontSize * 1.6 &&
    isNameCandidate(`${nameLine.text} ${line.text}`)
    ? index
    : null;
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
  const bodyFontSize = readBodyFontSize(lines);
  for (const index of indices) {
    if (index <= nameIndex || found.length >= 2) continue;
    const line = lines[index];
    if (!line || line.page !== previous.page || line.column !== previous.column) continue;
    const sameType = isSameNameType(line, nameLine, true, bodyFontSize) && !isFieldLabel(line.text);
    const sameBlock = line.block === previous.block;
    // Geometry: right under the previous line (PDF) or the next line of its paragraph (Word).
    // Word and .doc lines have no geometry (width 0, y a sequence number): the same block, or
    // the very next paragraph in the same display type (a name typed over two paragraphs).
    const below =
      line.width > 0 &&
      previous.width > 0 &&
      index - previousIndex <= 4 &&
      line.y > previous.y &&
      line.y - previous.y <= previous.fontSize * 1.6;
    const nextWordParagraph =
      line.width <= 0 &&
      previous.width <= 0 &&
      index === previousIndex + 1 &&
      // A run in the document's default font names none ("Calibri Light" given names over
      // bold surnames in the default font): only two named fonts can differ.
      (line.fontName === previous.fontName ||
        line.fontName === null ||
        previous.fontName === null) &&
      line.fontSize >= bodyFontSize * 1.6;
    const aligned = isAlignedWith(line, previous);
    if (!sameType || !(sameBlock || nextWordParagraph || (below && aligned))) {
      // Lines right of the name (a contact block beside it) do not end the search; a line under
      // the name does.
      const besideName = line.width > 0 && line.x >= previous.x + previous.width;
      if ((line.y > previous.y + previous.fontSize * 1.6 && !besideName) || sameBlock) break;
      continue;
    }
    const lineWords = line.text.split(/\s+/).length;
    if (!/^[\p{L}'’ .-]+$/u.test(line.text) || words + lineWords > 6) break;
    // The headline in the name's type under it ("Miguel Ángel Ccori Huamán" / "Civil Engineer").
    const lineFolded = foldText(line.text).trim().split(/\s+/u);
    if (
      jobTitleWordPattern.test(lineFolded[0] ?? '') ||
      englishRoleEndPattern.test(lineFolded.at(-1) ?? '')
    )
      break;
    if (!isNameCandidate(`${nameLine.text} ${line.text}`)) break;
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

/** The header line after `index` in reading order, skipping the name's lines. */
function findNextHeaderLine(
  indices: readonly number[],
  index: number,
  isSkipped: (candidate: number) => boolean,
): number | null {
  const position = indices.indexOf(index);
  for (const candidate of indices.slice(position + 1, position + 4)) {
    if (!isSkipped(candidate)) return candidate;
  }
  return null;
}

/**
 * The next line of the same paragraph or box: the same block, the next Word paragraph, or (PDF)
 * right under it with a shared left or right edge.
 */
function isNextLineOfBlock(line: TextLine, next: TextLine, distance: number): boolean {
  if (next.block === line.block) return true;
  if (line.width <= 0 || next.width <= 0) return distance === 1 && next.source === line.source;
  const gap = next.y - line.y;
  const tolerance = Math.max(3, line.fontSize * 0.5);
  // A line ending in a comma goes on, wrapped under the icon set before it ("⌂ Pasaje Las
  // Flores 250," / "Chorrillos"): its next line may start up to two ems further left.
  const wrapsUnderIcon =
    /,\s*$/.test(line.text) && next.x < line.x && line.x - next.x <= line.fontSize * 2;
  const sharesEdge =
    Math.abs(next.x - line.x) <= tolerance ||
    Math.abs(next.x + next.width - (line.x + line.width)) <= tolerance ||
    wrapsUnderIcon;
  return next.page === line.page && gap > 0 && gap <= line.fontSize * 1.8 && sharesEdge;
}

/**
 * Whether `next` is only the last digits of a phone number that a narrow cell broke at a space
 * ("Teléfono: +51 966 112" / "233"): the next line of the same block, digits alone, and the
 * number read over both lines is longer than the one this line ends with.
 */
function continuesWrappedPhone(line: TextLine, next: TextLine): boolean {
  if (
    next.block !== line.block ||
    next.page !== line.page ||
    next.column !== line.column ||
    next.listItem ||
    !/^\d{1,4}(?:[ -]\d{1,4})?$/.test(next.text.trim())
  )
    return false;
  const head = line.text.trimEnd();
  if (!/\d$/.test(head)) return false;
  const joined = `${head} ${next.text.trim()}`;
  const whole = findPhones(joined).at(-1);
  if (!whole || whole.index >= head.length || whole.index + whole.length !== joined.length)
    return false;
  // The line's own number, if it read one, is the start of the longer one and too short to be a
  // whole number yet (nine national digits: a Peruvian mobile, a Lima landline with its code).
  const ending = findPhones(head).at(-1);
  if (ending === undefined) return true;
  const digits = ending.value.replace(/\D/g, '').length - (ending.value.startsWith('+') ? 2 : 0);
  return ending.index === whole.index && digits < 9;
}

/** A plain run of 7 or 8 digits standing alone, no identity label before it. */
function findUnlabelledNumber(text: string): string | null {
  for (const match of text.matchAll(/(?<![\w#/.,-])\d{7,8}(?![\w/-]|[.,]\d)/g)) {
    const before = foldText(
      text.slice(0, match.index).replace(iconCharacterPattern, ' '),
    ).trimEnd();
    if (!identityLabelPattern.test(before)) return match[0];
  }
  return null;
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
  otherFirstPageIndices: readonly number[] = [],
  hyperlinks: readonly string[] = [],
): ContactHeader {
  let email: string | null = null;
  let phone: string | null = null;
  let location: string | null = null;
  let headline: string | null = null;
  let unlabelledNumber: string | null = null;
  const handles: { lineIndex: number; value: string }[] = [];
  const paragraphs: string[] = [];
  const unplaced: string[] = [];
  const documentTitles: string[] = [];

  const nameIndex = findNameLine(lines, indices, otherFirstPageIndices);
  const nameLine = nameIndex === null ? null : lines[nameIndex];
  let name = nameLine?.text ?? null;
  const nameSearchIndices =
    nameIndex !== null && !indices.includes(nameIndex) ? otherFirstPageIndices : indices;
  const nameContinuations = findNameContinuations(lines, nameSearchIndices, nameIndex);
  const afterTextBox =
    nameContinuations.length === 0 ? findNameAfterTextBox(lines, nameIndex) : null;
  if (afterTextBox !== null) nameContinuations.push(afterTextBox);
  const nameLineAbove = findNameLineAbove(lines, nameSearchIndices, nameIndex);
  if (nameLineAbove !== null) nameContinuations.unshift(nameLineAbove);
  if (nameLine && nameContinuations.length > 0) {
    name = [...nameContinuations, nameIndex ?? -1]
      .sort((left, right) => (lines[left]?.y ?? 0) - (lines[right]?.y ?? 0) || left - right)
      .map((index) => lines[index]?.text ?? '')
      .join(' ');
  }

  let letterSpacedIndices: number[] = [];
  // A letter-spaced name ("L U C Í A P A R E D E S") lost its word gaps in the text layer.
  if (name === null) {
    // The header's e-mail first; in a two-column page it is often in the sidebar's contact block.
    let firstEmail: string | null = null;
    for (const index of [...indices, ...lines.keys()]) {
      firstEmail = findEmails(lines[index]?.text ?? '')[0]?.value ?? null;
      if (firstEmail !== null) break;
    }
    const spaced = findLetterSpacedName(lines, indices, firstEmail);
    if (spaced) {
      name = spaced.name;
      letterSpacedIndices = spaced.indices;
    }
  }

  // The name as the first piece of a contact line ("Ana Torres Quispe | ana@correo.pe | 987…").
  let namePiece: { index: number; text: string } | null = null;
  if (name === null) {
    namePiece = findNamePiece(lines, indices);
    if (namePiece) name = namePiece.text;
  }

  let paragraph: { block: number; texts: string[] } | null = null;
  // The last header line that held an e-mail, a phone or a link.
  let lastContactIndex: number | null = null;
  let headlineBlock: number | null = null;
  const flushParagraph = () => {
    if (paragraph) paragraphs.push(paragraph.texts.join(' '));
    paragraph = null;
  };

  const joinedIndices = new Set<number>();
  // Looked up for every line: a set, so a hostile file's 150,000 lines are not read n² times.
  const headerIndices = new Set(indices);
  for (const index of indices) {
    const line = lines[index];
    if (
      !line ||
      index === nameIndex ||
      letterSpacedIndices.includes(index) ||
      nameContinuations.includes(index) ||
      joinedIndices.has(index)
    )
      continue;
    // An e-mail address wrapped at its hyphen or dot ("ana@arq-" / "torres.com.pe") continues on
    // the next line of the same block; read apart, the second half would look like a domain link.
    const next = lines[index + 1];
    // Broken just before its "@" ("ana.torres" / "@gmail.com"), the tail alone is no contact line.
    const continuesInColumn =
      next !== undefined &&
      next.page === line.page &&
      next.column === line.column &&
      continuesUnfinishedEmail(line.text, next.text);
    const wrapsEmail =
      next !== undefined &&
      (headerIndices.has(index + 1) || (continuesInColumn && next.text.trim().startsWith('@'))) &&
      ((endsInsideEmail(line.text) && next.block === line.block) || continuesInColumn);
    const wrapsPhone =
      !wrapsEmail &&
      next !== undefined &&
      headerIndices.has(index + 1) &&
      continuesWrappedPhone(line, next);
    // A sidebar's label set on its own line over its value ("Dirección" / "Comas, Lima"): the
    // two are one labelled field, read as "Dirección: Comas, Lima".
    const labelsLocation =
      !wrapsEmail &&
      !wrapsPhone &&
      next !== undefined &&
      headerIndices.has(index + 1) &&
      lineOfLocationLabelPattern.test(line.text.trim()) &&
      findEmails(next.text).length + findPhones(next.text).length + findLinks(next.text).length ===
        0;
    if (wrapsEmail || wrapsPhone || labelsLocation) joinedIndices.add(index + 1);
    const lineText =
      namePiece?.index === index
        ? line.text
            .replace(namePiece.text, ' ')
            .replace(/^[\s|•·–—-]+|[\s|•·–—-]+$/gu, '')
            .trim()
        : line.text;
    const text = wrapsEmail
      ? `${lineText}${next.text}`
      : wrapsPhone
        ? `${lineText} ${next.text.trim()}`
        : labelsLocation
          ? `${lineText.trim()}: ${next.text.trim()}`
          : lineText;
    if (isDocumentTitle(text)) {
      documentTitles.push(text);
      continue;
    }
    // The paragraph's sentence going on in small letters stays in it, a place it names or not.
    if (
      paragraph &&
      paragraph.block === line.block &&
      (!isContactLike(text) || goesOnInSmallLetters(text))
    ) {
      paragraph.texts.push(text);
      continue;
    }
    // A sentence of the paragraph that ends in a link ("… están en este enlace: https://…")
    // goes on in it: its words are the profile's, its link is still the candidate's
    // (collectLinks reads it from the header).
    if (paragraph && paragraph.block === line.block && isProseAroundLinks(text)) {
      paragraph.texts.push(text);
      continue;
    }
    flushParagraph();
    // A profile wrapped at every line end: the first line may be short of a sentence on its own,
    // the lines of its block going on in small letters make one ("Contadora con seis años en
    // tributación, cierres" / "contables y auditoría … de Lima.").
    const wrapped = [text];
    for (let next = index + 1; headerIndices.has(next); next += 1) {
      const following = lines[next];
      if (!following || following.block !== line.block || !goesOnInSmallLetters(following.text))
        break;
      wrapped.push(following.text);
    }
    if (
      isParagraph(text) ||
      (wrapped.length > 1 && !isContactLike(text) && isParagraph(wrapped.join(' ')))
    ) {
      paragraph = { block: line.block, texts: [text] };
      continue;
    }
    const emails = findEmails(text);
    const links = findLinks(text);
    const withoutEmailsAndLinks = removeMatches(text, [...emails, ...links]);
    const phones = findPhones(withoutEmailsAndLinks);
    email ??= emails[0]?.value ?? null;
    phone ??= phones[0]?.value ?? null;
    if (phones.length === 0) unlabelledNumber ??= findUnlabelledNumber(withoutEmailsAndLinks);
    const remaining = removeMatches(withoutEmailsAndLinks, phones);

    const handle =
      emails.length + links.length + phones.length === 0 ? readProfileHandle(text) : null;
    if (
      handle &&
      // One word, perhaps with its site named after it ("ana-torres (LinkedIn)").
      !/\s/.test(
        text
          .replace(iconCharacterPattern, '')
          .trim()
          .replace(/\s+\([^()\s]+\)$/u, ''),
      ) &&
      isMarkedHandle(text, handle, hyperlinks, line.iconLead === true)
    ) {
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
    // A line going on in small letters from the line above it in its block is the rest of that
    // sentence ("Contadora con seis años en tributación, cierres" / "contables … de Lima."):
    // a place it names is no address.
    const above = lines[index - 1];
    const continuesSentence =
      above !== undefined &&
      above.block === line.block &&
      above.page === line.page &&
      goesOnInSmallLetters(text) &&
      !/[.:;!?]$/u.test(above.text.trim()) &&
      text.split(/\s+/u).length >= 4;
    let locationPieces: string[] =
      location === null && !continuesSentence
        ? pieces.filter((piece) => looksLikeLocation(piece))
        : [];
    // A title sits on its own line under the name; a short capitalised name set among the
    // e-mail and the phone ("ana@correo.pe · 987 654 321 · Huancayo") is where the person lives,
    // whether or not the city is one we know.
    if (location === null && locationPieces.length === 0 && emails.length + phones.length > 0) {
      // A label ("Correo Personal:") names the value after it, not a place.
      const isLabel = (piece: string) =>
        text
          .slice(text.indexOf(piece) + piece.length)
          .trimStart()
          .startsWith(':');
      const placeNames = pieces.filter((piece) => isBarePlaceName(piece) && !isLabel(piece));
      if (placeNames.length === 1) locationPieces = placeNames;
    }
    // So is such a name alone on the line right after the e-mail or the phone, in a contact
    // block that gives one item a line ("966 112 233" / "ana@correo.pe" / "Victoria de Durango").
    if (
      location === null &&
      locationPieces.length === 0 &&
      emails.length + phones.length + links.length === 0 &&
      lastContactIndex === index - 1 &&
      pieces.length === 1 &&
      pieces[0] === text.replace(iconCharacterPattern, '').trim() &&
      isBarePlaceName(pieces[0]) &&
      !personalStatusPattern.test(foldText(pieces[0])) &&
      // A field's label set on its own line over its value ("Correo" / "ana@correo.pe").
      !fieldLabelPattern.test(foldText(pieces[0])) &&
      // The name shown beside a profile's icon ("Ana Torres Quispe") is no town.
      !sharesNameWord(pieces[0], name)
    )
      locationPieces = [pieces[0]];
    let lineLocation: string | null = null;
    if (locationPieces.length > 0) {
      const first: string = locationPieces[0] ?? '';
      const last: string = locationPieces[locationPieces.length - 1] ?? first;
      const start = text.indexOf(first);
      const end = text.indexOf(last, start) + last.length;
      const span = start >= 0 && end > start ? text.slice(start, end) : first;
      const spanHasOtherData =
        findEmails(span).length + findPhones(span).length + findLinks(span).length > 0;
      // Icons and dashes set as separators stay out of the place ("⌂ Los Olivos, Lima —"), and
      // so does LinkedIn's "in" badge that opens the next field ("Trujillo in linkedin.com/…").
      const taken = trimPlace(spanHasOtherData ? first : span, text.slice(end));
      lineLocation = taken;
      location = readLabelledLocation(taken);
      // An address over two lines: the street here, the postal code and city on the next line.
      // After a label line over its value ("DIRECCIÓN" / "Av. Larco 1740, Víctor Larco"), the
      // text ends on the value's line: the address goes on after that one.
      const endIndex = wrapsEmail || wrapsPhone || labelsLocation ? index + 1 : index;
      const endLine = lines[endIndex] ?? line;
      const nextIndex = findNextHeaderLine(
        indices,
        endIndex,
        (candidate) =>
          nameContinuations.includes(candidate) || candidate === nameIndex || candidate <= endIndex,
      );
      const nextLine = nextIndex === null ? undefined : lines[nextIndex];
      if (
        nextIndex !== null &&
        nextLine &&
        locationPieces.length === pieces.length &&
        // …or a place wrapped after its comma or dash in a narrow column ("San Juan de
        // Lurigancho," / "Lima", "Jesús María, Lima –" / "Peru").
        ((isStreetOnly(location) && continuesAddress(nextLine.text)) ||
          (/[,–—]\s*$/u.test(text) &&
            isBarePlaceName(nextLine.text.replace(iconCharacterPattern, '').trim()))) &&
        isNextLineOfBlock(endLine, nextLine, nextIndex - endIndex)
      ) {
        // The comma or dash the line ended in stays between it and the town, as displayed.
        const dash = /([–—])\s*$/u.exec(text)?.[1];
        const separator =
          dash !== undefined && !location.endsWith(dash)
            ? ` ${dash} `
            : /,\s*$/.test(text) && !location.endsWith(',')
              ? ', '
              : ' ';
        location = `${location}${separator}${nextLine.text.replace(iconCharacterPattern, '').trim()}`;
        joinedIndices.add(nextIndex);
      }
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
        !/\d{3,}|:/.test(piece.replace(professionalRegistrationPattern, '')) &&
        // A form's label whose value sits on the next line ("Fecha de Nacimiento:") is no title.
        !text
          .slice(text.indexOf(piece) + piece.length)
          .trimStart()
          .startsWith(':') &&
        // A note wholly in brackets ("(Con carácter de declaración jurada)") titles no one, nor
        // does an age ("31 años") or the name's monogram ("MV" beside Milagros Vargas).
        !isBracketedNote(piece) &&
        !/^(?:edad\s*:?\s*)?\d{1,2}\s+a[ñn]os$/iu.test(piece.trim()) &&
        !isMonogramOf(piece, name) &&
        !nonNamePattern.test(foldText(piece)) &&
        !namesDocument(piece);
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
    if (emails.length + phones.length + links.length > 0) lastContactIndex = index;
    // Second e-mails and phones are kept, not silently dropped.
    unplaced.push(...emails.slice(email === emails[0]?.value ? 1 : 0).map((match) => match.value));
    unplaced.push(...phones.slice(phone === phones[0]?.value ? 1 : 0).map((match) => match.value));
  }
  flushParagraph();
  // Pictograms set around the name ("★ ★ Ana Torres") decorate it; they are no part of it.
  if (name !== null)
    name = name.replace(pictogramPattern, ' ').replace(/\s+/gu, ' ').trim() || null;
  // A title set on the name's line ("ANA TORRES QUISPE INGENIERA CIVIL") is the headline.
  // In two weights ("RICARDO ROJAS MEZA" bold, a tab, "Geological Engineer" plain), the
  // weights part the name from the title.
  const nameParts = nameLine?.text === name ? nameLine?.weightParts : undefined;
  const split =
    name === null
      ? null
      : nameParts &&
          isNameCandidate(nameParts[0]) &&
          foldText(nameParts[1])
            .split(/\s+/u)
            .some((word) => jobTitleWordPattern.test(word))
        ? { name: nameParts[0], title: nameParts[1] }
        : splitTitleFromName(name);
  if (split) {
    name = split.name;
    headline = headline === null ? split.title : `${split.title} ${headline}`;
  }
  const shownNameLine =
    nameLine ?? (letterSpacedIndices[0] === undefined ? null : lines[letterSpacedIndices[0]]);
  const nameIsProminent =
    shownNameLine !== null &&
    shownNameLine !== undefined &&
    shownNameLine.fontSize >= readBodyFontSize(lines) + 0.9;
  return {
    name,
    nameIsProminent,
    headline,
    email,
    phone,
    unlabelledNumber,
    location,
    handles,
    paragraphs,
    unplaced,
    documentTitles,
    nameLinesAfterHeader: afterTextBox === null ? [] : [afterTextBox],
  };
}

/**
 * Lines of a page footer that carry the candidate's contact data: a Word header or footer, or
 * (PDF) the lowest line of a page with at least two of e-mail, phone and link and hardly any words ("ana@correo.pe ·
 * 987 654 321 · linkedin.com/in/ana"). They fall into whatever section ends the page, even
 * references or experience, yet they are the candidate's own.
 *
 * @example
 * findContactFooterIndices(lines); // [41]
 */
export function findContactFooterIndices(lines: readonly TextLine[]): number[] {
  const lowest = new Map<number, number>();
  lines.forEach((line, index) => {
    if (line.width <= 0) return;
    const current = lines[lowest.get(line.page) ?? -1];
    if (!current || line.y >= current.y) lowest.set(line.page, index);
  });
  const footers: number[] = [];
  lines.forEach((line, index) => {
    const wordFooter = line.source === 'footer' || line.source === 'header';
    if (!wordFooter && lowest.get(line.page) !== index) return;
    const found = [findEmails(line.text), findPhones(line.text), findLinks(line.text)];
    const kinds = found.filter((matches) => matches.length > 0).length;
    // A referee's line at the foot of the references names the referee: a footer row does not.
    const words = removeMatches(line.text, found.flat())
      .replace(iconCharacterPattern, ' ')
      .split(/[\s|•·]+/)
      .filter((word) => /\p{L}{2,}/u.test(word)).length;
    if (wordFooter ? kinds >= 1 : kinds >= 2 && words <= 2) footers.push(index);
  });
  return footers;
}

/**
 * The candidate's place in a footer row of contact data ("✆ 959 … ✉ ANA@… ⌂ CERRO COLORADO,
 * AREQUIPA"): what is left once the e-mail, phones and links go, when it reads as one place.
 *
 * @example
 * readContactRowLocation('959 482 117 · ana@correo.pe · Cerro Colorado, Arequipa'); // 'Cerro Colorado, Arequipa'
 */
export function readContactRowLocation(text: string): string | null {
  const found = [findEmails(text), findPhones(text), findLinks(text)].flat();
  const places = removeMatches(text, found)
    .replace(iconCharacterPattern, ' | ')
    .split(/\s*[|•·]\s*|\s{2,}/u)
    .map((piece) => piece.replace(/^[^\p{L}\p{N}]+|[\s,;:]+$/gu, ''))
    .filter((piece) => /\p{L}{2,}/u.test(piece));
  const [place] = places;
  return places.length === 1 && place !== undefined && looksLikeLocation(place)
    ? readLabelledLocation(place)
    : null;
}

/** Whether a piece repeats a word of the candidate's name (three letters or more). */
function sharesNameWord(piece: string, name: string | null): boolean {
  if (name === null) return false;
  const nameWords = new Set(
    foldText(name)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 3),
  );
  return foldText(piece)
    .split(/[^\p{L}]+/u)
    .some((word) => nameWords.has(word));
}

/** Civil status and nationality, written alone on a line of personal data: no place. */
const personalStatusPattern = new RegExp(
  `^(?:${civilStatusAlternation}|${nationalityAlternation})$`,
  'u',
);

/** Up to three capitalised words ("Loja", "San Borja", "Villa El Salvador"), no job word. */
function isBarePlaceName(piece: string): boolean {
  const words = piece.split(/\s+/u);
  return (
    words.length <= 3 &&
    words.every(
      (word) => /^\p{Lu}[\p{Ll}'’.-]+$/u.test(word) || /^(?:de|del|la|el)$/u.test(word),
    ) &&
    !words.some((word) => jobTitleWordPattern.test(foldText(word)))
  );
}

/**
 * The name without a monogram drawn on its line ("JM Javier Montoya Recio": a designer's logo
 * of the initials, read on the same row). Only before a name in mixed case, where two or three
 * capitals alone cannot be a word of it.
 *
 * @example
 * dropLeadingMonogram('JM Javier Montoya Recio'); // 'Javier Montoya Recio'
 */
export function dropLeadingMonogram(name: string): string {
  const match = /^(\p{Lu}{2,3})\s+(.+)$/u.exec(name.trim());
  if (!match?.[1] || !match[2] || !/\p{Ll}/u.test(match[2])) return name;
  return isMonogramOf(match[1], match[2]) ? match[2] : name;
}

/**
 * The name's initials set as a logo ("MV", "M.V." beside "Milagros Rocío Vargas Chávez"): two or
 * three capitals, each opening one of the name's words, in order.
 */
function isMonogramOf(piece: string, name: string | null): boolean {
  const letters = piece.replace(/[.\s]/gu, '');
  if (name === null || !/^\p{Lu}{2,3}$/u.test(letters)) return false;
  const initials = name
    .split(/\s+/u)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word.charAt(0).toLocaleUpperCase('es'));
  let at = 0;
  for (const letter of letters) {
    at = initials.indexOf(letter, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}
