// Contact data found in the text of a CV (issue 3, stage 2): e-mails, phones in Peruvian and other
// Latin-American formats, links as displayed, the candidate's name and own location. Each finder
// returns where in the text it matched, so the caller can tell what is left of a line.
import type { TextLine } from '../extract/types';
import { findDateRange } from './dates';
import { foldText, iconCharacterPattern, pictogramPattern } from '../language/fold-text';
import { mailProviderDomains } from '../vocabulary/mail-providers';
import { cityRegionPattern, placeNamePattern } from '../vocabulary/places';
import {
  identityLabelPattern,
  jobTitleWordPattern,
  nonNamePattern,
  phoneLabelPattern,
} from './identity-vocabulary';

export type TextMatch = {
  /** The value as displayed in the source. */
  readonly value: string;
  readonly index: number;
  readonly length: number;
};

// A text item may end right after the "@" ("ana.torres@" and "gmail.com" set apart by a space).
const emailPattern =
  /[A-Za-z0-9][A-Za-z0-9._%+-]*@ ?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** A line ending inside an e-mail address, just after a hyphen or a dot: "ana@arq-". */
const wrappedEmailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]*[-.]$/;
/**
 * A line ending in an address whose domain has no top-level part yet ("ana@gm", "ana@gmail.c"):
 * a narrow column broke it anywhere, and the next line holds the rest ("ail.com", "om").
 */
const unfinishedEmailPattern = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]*|[A-Za-z0-9.-]+\.[A-Za-z])$/;
/**
 * A line that is only an address's part from its "@" on ("@gmail.com"): a narrow sidebar broke
 * the address just before the "@", its local part ending the line above (issue 12).
 */
const emailDomainTailPattern = /^@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const emailLocalPartPattern = /^[A-Za-z0-9][A-Za-z0-9._%+-]*$/;

/**
 * "Correo:", "Cel.", "LinkedIn:": labels that mean nothing once their value is taken. Matched on
 * folded text.
 */
export const fieldLabelPattern =
  /^(?:e-?mail|correo(?: electronico)?|mail|tel(?:efono|f)?|telephone|phone|cel(?:ular)?|movil|mobile|cell|whatsapp|linkedin|github|gitlab|web|sitio web|website|portafolio|portfolio|twitter|behance|perfil|contacto|contact)\s*[.:]?$/;
/** How mail domains end: a generic or a country's top-level domain. */
const mailDomainEndingPattern =
  /\.(?:com|net|org|edu|gob|gov|mil|info|biz|pe|es|mx|ar|cl|co|bo|ec|ve|uy|py|br|us|uk|de|fr|it|ca|io|me)$/iu;

/**
 * A labelled name field, as in Europass and "Datos personales" blocks: "Nombre(s) Apellido(s):",
 * "Nombres y apellidos:", "Apellidos y nombres:", "Nombre completo:", "Full name:", the English
 * Europass's "First name(s) / Surname(s)".
 */
const bothNames = String.raw`nombres?(?:\(s\))?(?:\s+y\s+|\s*/\s*|\s+)apellidos?(?:\(s\))?|apellidos?(?:\(s\))?(?:\s+y\s+|\s*/\s*|\s+)nombres?(?:\(s\))?|first\s+names?(?:\(s\))?\s*/\s*surnames?(?:\(s\))?|surnames?(?:\(s\))?\s*/\s*first\s+names?(?:\(s\))?`;
const nameLabels = String.raw`${bothNames}|nombre completo|nombres?|full name|name`;
export const nameLabelPattern = new RegExp(String.raw`^(?:${nameLabels})\s*:\s*`, 'i');

/** The same label after other text of the line ("Datos personales Apellido y nombres: …"). */
const inlineNameLabelPattern = new RegExp(String.raw`(?<!\p{L})(?:${nameLabels})\s*:\s*`, 'iu');

/**
 * The label naming both parts, which needs no colon to be one (Europass: "Nombre(s) / Apellido(s)
 * Rosa María Quispe", its label column read row by row with its values).
 */
const bothNamesRowPattern = new RegExp(String.raw`^(?:${bothNames})\s*:?\s+(\p{Lu}.+)$`, 'iu');

/** A form's rows, with or without colons: "Nombre  Ana Lucía" then "Apellidos: Torres Quispe". */
const givenNamesRowPattern = /^nombres?\s*:?\s+(.+)$/i;
const surnamesRowPattern = /^apellidos?\s*:?\s+(.+)$/i;

/** A name label alone in its table cell, its value in the next one ("Nombre completo" | "Ana …"). */
const nameLabelCellPattern = new RegExp(String.raw`^(?:${nameLabels})\s*:?$`, 'i');

/** A row's value, without the full stop or semicolon a form line may end in. */
function rowValue(text: string | undefined): string {
  return (text ?? '').replace(/[.;]+$/, '').trim();
}

/**
 * The given names and the surnames on two rows of a form ("Nombres: Ana Lucía" / "Apellidos:
 * Torres Quispe", either first): one name, as displayed.
 */
function readNameRows(text: string, next: string | undefined): string | null {
  const rows = [
    [givenNamesRowPattern.exec(text.trim()), surnamesRowPattern.exec(next?.trim() ?? '')],
    [surnamesRowPattern.exec(text.trim()), givenNamesRowPattern.exec(next?.trim() ?? '')],
  ];
  for (const [first, second] of rows) {
    const values = [rowValue(first?.[1]), rowValue(second?.[1])];
    if (!first || !second || !values.every((value) => /^\p{Lu}/u.test(value))) continue;
    const value = values.join(' ');
    if (looksLikeName(value)) return value;
  }
  return null;
}

/** A short label cell of a form: a few words, no digits, no value of its own. */
function isLabelCell(text: string): boolean {
  const label = text.trim().replace(/\s*:$/, '');
  return /^\p{L}[\p{L}().\s-]{0,40}$/u.test(label) && label.split(/\s+/).length <= 4;
}

/**
 * A form's rows as Word tables give them, one cell per line: a label cell, a cell holding only
 * ":" and the value cell ("Nombres" | ":" | "Ana Lucía"), or the colon ending the label cell or
 * opening the value cell. Joined into "Nombres: Ana Lucía", the way one line of a form reads.
 *
 * @example
 * joinFormCells(['Nombres', ':', 'Ana Lucía']); // ['Nombres: Ana Lucía']
 */
export function joinFormCells(texts: readonly string[]): string[] {
  const rows: string[] = [];
  for (let position = 0; position < texts.length; position += 1) {
    const text = texts[position] ?? '';
    const next = texts[position + 1]?.trim() ?? '';
    const afterColon = texts[position + 2]?.trim() ?? '';
    const label = text.trim().replace(/\s*:$/, '');
    if (isLabelCell(text) && next === ':' && afterColon !== '' && !afterColon.includes(':')) {
      rows.push(`${label}: ${afterColon}`);
      position += 2;
    } else if (isLabelCell(text) && /^:\s*\S/.test(next) && !text.includes(':')) {
      rows.push(`${label}: ${next.replace(/^:\s*/, '')}`);
      position += 1;
    } else if (isLabelCell(text) && /:$/.test(text.trim()) && next !== '' && !next.includes(':')) {
      // A name a narrow cell wrapped ("Torres Quispe Ana" / "Lucía") ends where the next label
      // starts: a last word or two, in capitals, with nothing after it but a label.
      const wrapped = texts[position + 2]?.trim() ?? '';
      const afterWrapped = texts[position + 3]?.trim();
      const continues =
        nameLabelCellPattern.test(text.trim()) &&
        /^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?$/u.test(wrapped) &&
        (afterWrapped === undefined || /:$/.test(afterWrapped));
      rows.push(continues ? `${label}: ${next} ${wrapped}` : `${label}: ${next}`);
      position += continues ? 2 : 1;
    } else rows.push(text);
  }
  return rows;
}

/** A column label of a form's name row: "APELLIDO PATERNO", "Apellido materno", "NOMBRES". */
const nameColumnPattern =
  /^(?:(?:apellido|surname)s?(?: paterno| materno)?|(?:primer|segundo) apellido|nombres?|first names?)$/u;

/**
 * A public-sector form's name row: its column labels in a row ("APELLIDO PATERNO" | "APELLIDO
 * MATERNO" | "NOMBRES"), their values in the row under it or over it, cell for cell. The name
 * reads as a person writes it, given names first, then the surnames in the form's order.
 *
 * @example
 * readNameGrid(['APELLIDO PATERNO', 'APELLIDO MATERNO', 'NOMBRES', 'QUISPE', 'MAMANI', 'ANA']);
 * // 'ANA QUISPE MAMANI'
 */
function readNameGrid(texts: readonly string[]): string | null {
  for (let start = 0; start < texts.length; start += 1) {
    let end = start;
    while (end < texts.length && nameColumnPattern.test(foldText(texts[end] ?? '').trim()))
      end += 1;
    const labels = texts.slice(start, end).map((text) => foldText(text).trim());
    if (labels.length < 2 || labels.length > 4) continue;
    // The values in the row under the labels, or over them (the SERVIR form writes the name,
    // then "Apellido Paterno" | "Apellido Materno" | "Nombres" under it).
    const below = texts.slice(end, end + labels.length);
    const above = start >= labels.length ? texts.slice(start - labels.length, start) : [];
    for (const cells of [below, above]) {
      const values = cells.map((text) => rowValue(text));
      if (
        values.length < labels.length ||
        !values.every((value) => /^\p{Lu}[\p{L}'\s-]*$/u.test(value))
      )
        continue;
      const namesGiven = (index: number) => /^(?:nombres?|first)/u.test(labels[index] ?? '');
      const given = values.filter((_, index) => namesGiven(index));
      const surnames = values.filter((_, index) => !namesGiven(index));
      if (given.length === 0 || surnames.length === 0) continue;
      const name = [...given, ...surnames].join(' ');
      if (looksLikeName(name)) return name;
    }
  }
  return null;
}

/**
 * Reads a labelled name ("Nombre completo: Ana Torres", "Apellidos y nombres: Torres, Ana", the
 * rows "Nombre Ana" / "Apellidos Torres" of a form, or a label cell with the name in the next
 * cell), as displayed.
 *
 * @example
 * readLabelledName(['DNI: 45678912', 'Nombre completo: Ana Torres Quispe']); // 'Ana Torres Quispe'
 * readLabelledName(['Nombres: Ana Lucía', 'Apellidos: Torres Quispe']); // 'Ana Lucía Torres Quispe'
 */
export function readLabelledName(texts: readonly string[]): string | null {
  const grid = readNameGrid(texts);
  if (grid) return grid;
  const rows = joinFormCells(texts);
  for (const [position, text] of rows.entries()) {
    const next = rows[position + 1];
    const fromRows = readNameRows(text, next);
    if (fromRows) return fromRows;
    if (nameLabelCellPattern.test(text.trim())) {
      const value = rowValue(next);
      if (!/:/.test(value) && looksLikeName(value.replace(/,/g, ' '))) return value;
    }
    const bothLabelled = rowValue(bothNamesRowPattern.exec(text.trim())?.[1]);
    if (bothLabelled && looksLikeName(bothLabelled.replace(/,/g, ' '))) return bothLabelled;
    const label = inlineNameLabelPattern.exec(text);
    if (label) {
      const value = rowValue(text.slice(label.index + label[0].length));
      if (looksLikeName(value.replace(/,/g, ' '))) return value;
    }
  }
  return null;
}

/**
 * The texts of the given lines, each list item joined with the lines its text wrapped onto (the
 * next lines of its block that open no item): "• Nombre completo: Ana Lucía" / "Torres Quispe"
 * is one labelled value, as a narrow table cell printed it over two lines.
 *
 * @example
 * joinWrappedListItems(lines, [3, 4, 5]); // ['Nombre completo: Ana Lucía Torres Quispe', 'Edad: 24']
 */
export function joinWrappedListItems(
  lines: readonly TextLine[],
  indices: readonly number[],
): string[] {
  const texts: string[] = [];
  let item: TextLine | null = null;
  let previousIndex = -2;
  for (const index of indices) {
    const line = lines[index];
    if (!line) continue;
    const wraps =
      item !== null &&
      index === previousIndex + 1 &&
      !line.listItem &&
      line.block === item.block &&
      line.page === item.page &&
      line.column === item.column;
    if (wraps && texts.length > 0) texts[texts.length - 1] = `${texts.at(-1) ?? ''} ${line.text}`;
    else {
      texts.push(line.text);
      item = line.listItem ? line : null;
    }
    previousIndex = index;
  }
  return texts;
}

/**
 * Tells whether a line ends inside an e-mail address wrapped at a hyphen or dot, so the next
 * line of the same block starts with the address's tail ("ana@arq-" / "torres.com.pe").
 *
 * @example
 * endsInsideEmail('Lima | ana.torres@arq-'); // true
 * endsInsideEmail('ana.torres@arq-torres.pe'); // false
 */
export function endsInsideEmail(text: string): boolean {
  return wrappedEmailPattern.test(text) || unfinishedEmailPattern.test(text);
}

/**
 * Whether a line that ends in an unfinished address ("ana@gm") goes on in `next`, a line that is
 * only the address's rest ("ail.com"): the two make one whole address. Such a tail may stand
 * farther below than the block's leading (a text box's paragraph spacing), never after other text.
 *
 * @example
 * continuesUnfinishedEmail('ana.torres@gmail.c', 'om'); // true
 * continuesUnfinishedEmail('ana.torres', '@gmail.com'); // true
 * continuesUnfinishedEmail('ana.torres@gmail.com', 'Lima'); // false
 */
export function continuesUnfinishedEmail(text: string, next: string): boolean {
  const head = /\S+$/u.exec(text.trim())?.[0] ?? '';
  const tail = next.trim();
  const joined = `${head}${tail}`;
  const whole = findEmails(joined).some((email) => email.value === joined);
  // Broken just before the "@": "ana.torres" / "@gmail.com". A tail that ends in no mail
  // domain's ending is a profile handle on a line of its own ("Trujillo" / "@gianella.arq").
  if (emailDomainTailPattern.test(tail)) {
    return emailLocalPartPattern.test(head) && whole && mailDomainEndingPattern.test(tail);
  }
  // Broken inside its local part by a narrow column: "ana.torres" / "mendoza@gmail.com". The
  // line holds only that piece: words joined by a dot, dash or underscore, as addresses are (a
  // label such as "Correo" has none; a phone "987-654-321" has no letters; a web address
  // "www.tienda.pe" above the e-mail is whole).
  if (tail.includes('@') && findEmails(tail).some((email) => email.value === tail)) {
    return (
      text.trim() === head &&
      // "E-MAIL" set over its value labels it.
      !fieldLabelPattern.test(foldText(head)) &&
      emailLocalPartPattern.test(head) &&
      /\p{L}[._-]+\p{L}/u.test(head) &&
      findLinks(head).length === 0 &&
      whole
    );
  }
  if (!/^[a-z0-9][a-z0-9.-]*$/u.test(tail) || !whole) return false;
  return unfinishedEmailPattern.test(head) || completesProviderDomain(head, joined);
}

/**
 * The e-mail addresses of one line, with an address the line ends in finished by the next line
 * of its column when a narrow sidebar wrapped it there ("ana.torres@example.p" / "e"): read line
 * by line, such an address is lost (a one-letter ending is no domain).
 *
 * @example
 * findEmailsAcrossWrap(lines, 4); // [{ value: 'ana.torres@example.pe', … }]
 */
export function findEmailsAcrossWrap(lines: readonly TextLine[], index: number): TextMatch[] {
  const line = lines[index];
  if (!line) return [];
  const next = lines[index + 1];
  if (next === undefined || next.page !== line.page || next.column !== line.column) {
    return findEmails(line.text);
  }
  const joined = `${line.text.trimEnd()}${next.text.trim()}`;
  // Cut at a dot or a hyphen ("ana@example." / "pe"), the rest is on the block's next line.
  const unfinished =
    endsInsideEmail(line.text) &&
    (continuesUnfinishedEmail(line.text, next.text) ||
      (next.block === line.block &&
        findEmails(joined).some((email) => joined.endsWith(email.value))));
  // "ana@example.co" looks whole, but a line of one to three small letters right under it in
  // its block is no text of its own: the address's last letters ("m").
  const finished =
    next.block === line.block &&
    /^[a-z]{1,3}$/u.test(next.text.trim()) &&
    findEmails(line.text).at(-1)?.index === line.text.trimEnd().search(/\S+$/u) &&
    findEmails(joined).some((email) => joined.endsWith(email.value));
  return findEmails(unfinished || finished ? joined : line.text);
}

/**
 * Whether an address that already looks whole ("ana@gmail.co": ".co" is a real domain) was cut
 * short of its mail provider's domain, which the next line's letters finish ("m"): the head's
 * domain is a strict start of a provider's, and the joined one is exactly that provider's.
 */
function completesProviderDomain(head: string, joined: string): boolean {
  const headDomain = head.slice(head.indexOf('@') + 1).toLowerCase();
  const joinedDomain = joined.slice(joined.indexOf('@') + 1).toLowerCase();
  return (
    head.includes('@') &&
    mailProviderDomains.includes(joinedDomain) &&
    !mailProviderDomains.includes(headDomain) &&
    joinedDomain.startsWith(headDomain)
  );
}

/**
 * Finds e-mail addresses.
 *
 * @example
 * findEmails('Correo: ana.torres@gmail.com | 987 654 321')[0]?.value; // 'ana.torres@gmail.com'
 */
export function findEmails(text: string): TextMatch[] {
  const emails = [...text.matchAll(emailPattern)].map((match) => ({
    value: match[0].replace('@ ', '@'),
    index: match.index,
    length: match[0].length,
  }));
  return [...emails, ...findInLetterSpacedRuns(text, emails, findEmails)].sort(
    (left, right) => left.index - right.index,
  );
}

/**
 * A run of single characters set one space apart ("r o s a @ c o r r e o . p e"): PDF text set
 * with a wide letter-spacing (tracking), which pdf.js reads with a space after every glyph. A
 * kerned pair may stay together ("ke", "o."): pieces of one or two characters. A slight tracking,
 * near pdf.js's space threshold, leaves bits of up to three ("w w w. an a - to rr e s . p e").
 */
const letterSpacedRunPattern = /(?<!\S)\S{1,3}(?: \S{1,3}(?!\S)){7,}/g;

/**
 * What a finder reads in the letter-spaced runs of a line, joined again: an e-mail address or a
 * URL never holds a space, so its letters apart are the tracking of the type. Matches keep their
 * place in the line as shown (index and length over the spaced letters), their value joined.
 */
function findInLetterSpacedRuns(
  text: string,
  found: readonly TextMatch[],
  finder: (text: string) => TextMatch[],
): TextMatch[] {
  if (!/\S \S \S \S/.test(text)) return [];
  const matches: TextMatch[] = [];
  for (const run of text.matchAll(letterSpacedRunPattern)) {
    const pieces = run[0].split(' ');
    // Single letters for the most part: words of running text make no such run.
    if (pieces.filter((piece) => piece.length > 1).length * 2 > pieces.length) continue;
    const overlaps = found.some(
      (match) => match.index < run.index + run[0].length && run.index < match.index + match.length,
    );
    if (overlaps) continue;
    // Where each joined character stands in the line.
    const positions: number[] = [];
    [...run[0]].forEach((character, offset) => {
      if (character !== ' ') positions.push(run.index + offset);
    });
    for (const match of finder(pieces.join(''))) {
      const start = positions[match.index] ?? run.index;
      const end = (positions[match.index + match.length - 1] ?? start) + 1;
      matches.push({ value: match.value, index: start, length: end - start });
    }
  }
  return matches;
}

// A run of digits with the punctuation phones use: "+51 987 654 321", "(01) 445-6789",
// "(+ 57) 300 123 4567", "0341 – 155123456". Never the number of an address ("#52").
const phoneCandidatePattern =
  /(?<![\w/.,@#-])(?:\+\s?)?\(?\+?\s?\d[\d\s().–-]{5,}\d(?![\w/@]|[.,]\d)/g;

/** Money before a number means an amount, not a phone. */
const amountLabelPattern = /(?:s\/\.?|\$|usd|us\$|€|pen|soles)\s*$/;

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

function isPlausiblePhone(candidate: string, before: string): boolean {
  const digits = countDigits(candidate);
  if (digits < 7 || digits > 15) return false;
  const opened = (candidate.match(/\(/g) ?? []).length;
  const closed = (candidate.match(/\)/g) ?? []).length;
  if (opened !== closed) return false;
  const foldedBefore = foldText(before.replace(iconCharacterPattern, ' ').slice(-40)).trimEnd();
  if (identityLabelPattern.test(foldedBefore) || amountLabelPattern.test(foldedBefore)) {
    return false;
  }
  // Identity numbers with a check digit: a Chilean RUT ("17.845.223-6"), an Argentine CUIL
  // ("20-33412908-4").
  if (/^\d{1,2}\.\d{3}\.\d{3}-[\dkK]$|^\d{2}-\d{8}-\d$/u.test(candidate.trim())) return false;
  // A phone's label before the number: a landline's 7 or 8 plain digits are a phone too.
  if (phoneLabelPattern.test(foldedBefore)) return true;
  // "PROCESO CAS N° 012-2025", "Resolución Nro. 045-2019": a number the text calls a number is
  // a reference, unless a phone's label names it ("Celular N° 987 654 321").
  const numbered = /(?<![a-z])(?:n\s?[°ºo]|nro|num|numero)\.?\s*:?\s*$/u.exec(foldedBefore);
  if (numbered) return phoneLabelPattern.test(foldedBefore.slice(0, numbered.index).trimEnd());
  const dateMatch = findDateRange(candidate);
  if (dateMatch && countDigits(dateMatch.range.text) >= digits - 1) return false;
  const hasPlus = candidate.startsWith('+');
  const hasSeparators = /[\s().-]/.test(candidate);
  const plain = candidate.replace(/\D/g, '');
  // Thousands separators ("1.200.000") unless it is a Peruvian mobile ("987.654.321").
  if (/^\d{1,3}(?:\.\d{3})+$/.test(candidate) && !/^9\d{8}$/.test(plain)) return false;
  if (hasPlus) return digits >= 8;
  if (!hasSeparators) {
    // Plain digits: a 9-digit mobile (Peru 9…, Spain 6…/7…) or a 10+ digit number.
    // An 8-digit run is a DNI far more often than a phone.
    return /^[6-9]\d{8}$/.test(plain) || digits >= 10;
  }
  return true;
}

/**
 * Finds phone numbers, ignoring dates, years, DNI numbers and amounts. `labelLine` is the line
 * before, read as the label of a number that opens this line (a form's label cell: "Cédula:").
 *
 * @example
 * findPhones('DNI 45678912 · Cel. +51 987 654 321')[0]?.value; // '+51 987 654 321'
 * findPhones('1105589428', 'Cédula:'); // []
 */
export function findPhones(text: string, labelLine = ''): TextMatch[] {
  const phones: TextMatch[] = [];
  for (const match of text.matchAll(phoneCandidatePattern)) {
    let value = match[0].trim();
    let index = match.index + match[0].indexOf(value);
    // A parenthesis closing a sentence or opening one is not part of the number.
    if (value.endsWith(')') && !value.includes('(')) value = value.slice(0, -1).trim();
    if (value.startsWith('(') && !value.includes(')')) {
      value = value.slice(1).trim();
      index += 1;
    }
    // A postal code run into the number by icon removal: "94588 (555) 123-4567".
    const postalPrefix = /^\d{4,6}\s+(?=\()/.exec(value);
    if (postalPrefix) {
      value = value.slice(postalPrefix[0].length);
      index += postalPrefix[0].length;
    }
    // Two numbers joined by a spaced dash: "987 654 321 – 01 445 6789".
    const parts = value.split(/\s+[–—-]\s+/);
    const joined = parts.length > 1 && parts.every((part) => countDigits(part) >= 7);
    let partIndex = index;
    for (const part of joined ? parts : [value]) {
      const partStart = text.indexOf(part, partIndex);
      partIndex = partStart + part.length;
      const before = text.slice(0, partStart);
      const opensLine = before.replace(iconCharacterPattern, '').trim().length === 0;
      if (isPlausiblePhone(part, opensLine ? `${labelLine} ${before}` : before)) {
        phones.push({ value: part, index: partStart, length: part.length });
      }
    }
  }
  return phones;
}

const topLevelDomains = [
  'com',
  'pe',
  'net',
  'org',
  'io',
  'me',
  'dev',
  'app',
  'edu',
  'gob',
  'gov',
  'co',
  'inc',
  'info',
  'ai',
  'tech',
  'site',
  'online',
  'page',
  'xyz',
  'es',
  'mx',
  'ar',
  'cl',
  'ec',
  'bo',
  'uy',
  've',
  'us',
  'uk',
  'de',
  'fr',
  'it',
  'br',
  'blog',
  'pro',
  'cv',
  'link',
  'design',
  'studio',
  // Short links, personal pages and the rest of the Americas and Europe ("bit.ly/ana", "linktr.ee/ana",
  // "lnkd.in/ana", "goo.gl/ana", "forms.gle/ana", "shorturl.at/ana").
  'ly',
  'in',
  'gl',
  'gle',
  'at',
  'ee',
  'be',
  'gt',
  'hn',
  'sv',
  'ni',
  'cr',
  'pa',
  'cu',
  'ca',
  'au',
  'nl',
  'ch',
  'pt',
  'eu',
  'tv',
  'art',
  'work',
  'space',
  'website',
  'store',
  'digital',
  'lat',
  // "dev.to/ana85", a developers' blog platform.
  'to',
];

/** Libraries whose names look like domains ("Socket.io", "Chart.js"): technology, not links. */
const technologyNames = new Set([
  'socket.io',
  'asp.net',
  'ado.net',
  'vb.net',
  'node.js',
  'chart.js',
]);

/**
 * What a displayed URL can hold: not spaces, separators, brackets, quotes, icon glyphs glued to it
 * ("linkedin.com/in/ana\uF08C") nor typographic marks ("»", "…").
 */
const urlCharacters = String.raw`[^\s,;|<>"'()\[\]\uE000-\uF8FF•·«»“”‘’…–—]`;

const urlPattern = new RegExp(
  [
    String.raw`(?:https?://|www\.)${urlCharacters}+`,
    // A bare domain, optionally with a path: "github.com/ana", "portfolio.pe".
    String.raw`(?<![\w@.\-/])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${topLevelDomains.join('|')})(?![\w@-])(?:/${urlCharacters}*)?`,
  ].join('|'),
  'gi',
);

/**
 * Finds web resources as displayed (URLs, www addresses, bare domains), never e-mail addresses.
 *
 * @example
 * findLinks('linkedin.com/in/ana-torres | ana@correo.pe')[0]?.value; // 'linkedin.com/in/ana-torres'
 * findLinks('Anatorres.dev', { anyCase: true })[0]?.value; // 'Anatorres.dev' (a line of contact data)
 */
export function findLinks(text: string, options: { readonly anyCase?: boolean } = {}): TextMatch[] {
  const emails = findEmails(text);
  const links: TextMatch[] = [];
  for (const match of text.matchAll(urlPattern)) {
    const value = match[0].replace(/[.,;:!?]+$/, '');
    const index = match.index;
    const insideEmail = emails.some(
      (email) => index >= email.index && index < email.index + email.length,
    );
    if (insideEmail) continue;
    const hasScheme = /^(?:https?:\/\/|www\.)/i.test(value);
    if (!hasScheme) {
      // Bare domains are written in lower case; "ASP.NET" or "Socket.io" are technologies. A
      // domain set in capitals like the rest of its line ("ANATORRES.COM") is a link, and so is
      // any domain in a line of contact data (anyCase).
      const domain = value.split('/')[0] ?? value;
      if (technologyNames.has(domain.toLowerCase())) continue;
      // "ASP.NET" and "SOCKET.IO" are technologies; "ANA.GITHUB.IO", a site under a platform, is not.
      const technologyEnding = /^[^.]+\.(?:NET|IO)$/.test(domain);
      const shouted = domain === domain.toUpperCase() && !technologyEnding;
      const lowerCase = domain === domain.toLowerCase();
      const lowerEnding = !/[A-Z]/.test(domain.slice(domain.lastIndexOf('.')));
      const accepted = lowerCase || shouted || (options.anyCase === true && lowerEnding);
      if (!accepted && !value.includes('/')) continue;
    }
    links.push({ value, index, length: value.length });
  }
  const spaced = findInLetterSpacedRuns(text, [...links, ...emails], (joined) =>
    findLinks(joined, options),
  );
  return [...links, ...spaced].sort((left, right) => left.index - right.index);
}

/** A profile handle shown on its own next to an icon or under a "Perfiles" heading: "@ana", "ana-torres". */
export function readProfileHandle(text: string): string | null {
  const cleaned = text.replace(iconCharacterPattern, '').trim();
  // LinkedIn's badge set as its letters before the user name ("in ana-torres", moderncv).
  const badge = /^in\s+([a-z0-9][a-z0-9._-]{2,38})$/u.exec(cleaned);
  if (badge?.[1]) return badge[1];
  // The site named after the handle in brackets ("ana-torres (LinkedIn)", as JSON Resume themes
  // print it) labels it as surely as a colon does.
  const siteAfter =
    /^(\S+)\s+\((?:linkedin|github|gitlab|twitter|behance|instagram|facebook|medium|dribbble|youtube|tiktok|kaggle|stack\s?overflow|x)\)$/i.exec(
      cleaned,
    );
  const labelled =
    /^(?:(?:linkedin|github|gitlab|twitter|behance|instagram|facebook|medium|dribbble|youtube|tiktok|kaggle|stack\s?overflow)(?:\s*[:|-]\s*|\s+)|x\s*:\s*)(\S+)$/i.exec(
      cleaned,
    ) ?? siteAfter;
  // A labelled handle may end a sentence ("GitHub: ana-torres."); a bare word ending in ":" is a label.
  const candidate = labelled?.[1]?.replace(/[.,;]+$/, '') ?? cleaned;
  // LinkedIn's short form "in/ana-torres" or "/in/ana-torres", a path "/ana-torres".
  if (!/^(?:@|\/?in\/|\/)?[a-z0-9][a-z0-9._-]{2,38}$/i.test(candidate)) return null;
  if (!labelled && candidate !== candidate.toLowerCase() && !candidate.startsWith('@')) return null;
  // A site's name before a word without a colon ("LinkedIn Learning", "Facebook ads") is a
  // product; before a user name ("GitHub ana-torres", "LinkedIn /in/ana") it is a label.
  const colon = siteAfter !== null || (labelled !== null && /^[^\s:|-]+\s*[:|-]/.test(cleaned));
  if (labelled && !colon && !/^[@/]|^in\/|[\d._-]/.test(candidate)) return null;
  // A user name has a letter: "23.04.2004" beside a calendar icon is a date.
  if (!/\p{L}/u.test(candidate.replace(/^@|^\/?(?:in\/)?/, ''))) return null;
  return candidate;
}

/**
 * A bare word is a profile handle only when something marks it as one: an icon beside it (in the
 * text, or removed from it: `iconLead`), an
 * "@", a site's label, a link target of the file that ends in it, or the digits, dots, hyphens and underscores of user names
 * ("ana-torres", "pedro85"). "soltero" or "nacimiento" alone on a line are words.
 *
 * @example
 * isMarkedHandle('soltero', 'soltero'); // false
 * isMarkedHandle('GitHub: ana-torres', 'ana-torres'); // true
 */
export function isMarkedHandle(
  text: string,
  handle: string,
  hyperlinks: readonly string[] = [],
  iconLead = false,
): boolean {
  // The file's link targets: the word is the end of a profile's address (".../in/ana").
  const user = handle.replace(/^@/, '').toLowerCase();
  const targetsIt = hyperlinks.some((target) =>
    target
      .toLowerCase()
      .replace(/[?#].*$/s, '')
      .replace(/\/+$/, '')
      .endsWith(`/${user}`),
  );
  if (targetsIt) return true;
  iconCharacterPattern.lastIndex = 0;
  const hasIcon = iconLead || iconCharacterPattern.test(text);
  iconCharacterPattern.lastIndex = 0;
  const labelled = text.replace(iconCharacterPattern, '').trim() !== handle;
  // "@ana", "/ana" and "in/ana" mark themselves; so do a user name's digits and dots.
  return hasIcon || labelled || /^[@/]|^in\/|[\d._-]/.test(handle);
}

/**
 * A document's title, folded: "curriculum vitae", "hoja de vida", "cv", and a public-sector
 * form's ("formato de hoja de vida", its annex number "anexo n° 02").
 */
const documentTitleWords = String.raw`(?:curriculum(?: vitae)?|curriculo|cv|c\.v|(?:formato de )?hoja de vida|resume|resumen curricular|anexo(?: n\s?[°º.o]*)?\s*\d{1,2}[a-z]?)`;
const documentTitlePattern = new RegExp(`^${documentTitleWords}$`);
/** The title opening a longer line: "curriculum vitae Gabriela …". */
const documentTitleOpeningPattern = new RegExp(`^${documentTitleWords}\\.?\\s`);

/**
 * Tells whether a line is the document's title ("Curriculum Vitae", "Hoja de vida", "CV").
 *
 * @example
 * isDocumentTitle('CURRÍCULUM VITAE'); // true
 */
export function isDocumentTitle(text: string): boolean {
  const folded = foldText(text.replace(iconCharacterPattern, '').trim())
    .replace(/[:.]+$/, '')
    .replace(/\s+/g, ' ');
  return documentTitlePattern.test(folded);
}

/**
 * Tells whether a line names the document, wherever the words stand ("Formato estándar de hoja
 * de vida", "Mi currículum"): no person's name or title holds them.
 *
 * @example
 * namesDocument('FORMATO ESTÁNDAR DE HOJA DE VIDA'); // true
 */
export function namesDocument(text: string): boolean {
  return /(?:^|\s)(?:hoja de vida|curriculum|curriculo)(?:\s|$)/u.test(foldText(text));
}

/**
 * Tells whether a line can be a person's name: two to six words of letters, no digits, no
 * contact data, not "Curriculum Vitae" or "Hoja de vida".
 *
 * @example
 * looksLikeName('María Fernanda Quispe Huamán'); // true
 * looksLikeName('Curriculum Vitae'); // false
 */
export function looksLikeName(text: string): boolean {
  // A pictogram set around a name ("★ Ana Torres") decorates it.
  const cleaned = text
    .replace(iconCharacterPattern, '')
    .replace(pictogramPattern, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const folded = foldText(cleaned).replace(/[:.]+$/, '');
  // A numbered heading ("I. DATOS PERSONALES", "2) Perfil") is a label, not a name's initial.
  const unnumbered = folded.replace(/^(?:[ivx]{1,4}|\d{1,2}|[a-z])[.)]\s+/, '');
  if (nonNamePattern.test(folded) || nonNamePattern.test(unnumbered)) return false;
  // "Curriculum vitae Gabriela Torres" (a Europass page header): the document's title before a
  // name makes the line a title, not the name.
  if (documentTitleOpeningPattern.test(folded)) return false;
  if (namesDocument(cleaned)) return false;
  if (/[\d@/:|•,;]/.test(cleaned)) return false;
  const words = cleaned.split(/\s+/).filter((word) => word.length > 0);
  // "María del Carmen de la Cruz Huamán": particles do not count towards a name's length.
  const particles = words.filter((word) =>
    /^(?:de|del|la|las|los|y|e|da|do|dos|van|von)$/i.test(word),
  );
  if (words.length < 2 || words.length - particles.length > 6 || words.length > 9) return false;
  // Letter-spaced names ("A N A  T O R R E S") are rebuilt by the caller.
  return words.every((word) => /^[\p{L}][\p{L}'’.-]*$/u.test(word));
}

const placeAtEndPattern = new RegExp(`(?:${placeNamePattern.source})[\\s.()]*$`);
const addressPattern =
  /(?<![a-z])c\/(?=\s?[a-z])|(?<![a-z])(?:av\.|avenida|calle|carrera|cra\.|jr\.|jiron|psje\.?|pasaje|mz\.?|lt\.?|urb\.|urbanizacion|dpto\.?|distrito|provincia|s\/n|street|road|apt\.?|ave\.)(?![a-z])/;

/**
 * Labels of where a person comes from, not where they live: "Nacionalidad: Argentina" or "Lugar
 * de nacimiento: Cusco" name a country or a town that is not the candidate's location.
 */
const birthPlaceLabelPattern =
  /^(?:nacionalidad|nationality|natural de|(?:lugar|pais|ciudad)(?: y fecha)? de nacimiento|fecha y lugar de nacimiento|place of birth|country of birth|citizenship)\b/;

// The words that label the candidate's address.
const locationLabelWords =
  'direcci[oó]n(?:\\(es\\))?|domicilio|residencia|ubicaci[oó]n|ciudad|localidad|distrito|lugar de residencia|vivo en|address(?:\\(es\\))?|location|city';

/** Labels that introduce the candidate's address. */
export const locationLabelPattern = new RegExp(
  `^(?:${locationLabelWords})(?:\\s+(?:particular|actual|personal|de residencia))?(?:\\s*\\([^()]*\\))?\\s*:\\s*`,
  'iu',
);

/** A location's label alone on its line ("Dirección", "Dirección:", "Vivo en"), its value on the next. */
// A form's label cell may add what to write in brackets ("DOMICILIO ACTUAL (Av./Jr., distrito)").
export const lineOfLocationLabelPattern = new RegExp(
  `^(?:${locationLabelWords})(?:\\s+(?:particular|actual|personal|de residencia))?(?:\\s*\\([^()]*\\))?\\s*:?\\s*$`,
  'iu',
);

/**
 * The address labels no address itself begins with, so they are labels even without a colon
 * ("Dirección Urb. Santa Rosa Mz. B", a label beside its icon: "Location Santiago de Surco");
 * "Residencia" or "Ciudad" may begin a place's name.
 */
const bareLocationLabelPattern =
  /^(?:[Dd]irecci[oó]n|DIRECCI[OÓ]N|[Dd]omicilio|DOMICILIO|[Aa]ddress|ADDRESS|[Uu]bicaci[oó]n|UBICACI[OÓ]N|[Ll]ocation|LOCATION)\s+(?=[\p{Lu}\p{N}])/u;

/**
 * A labelled location's value, up to the next field of a form row ("DOMICILIO: Jr. Ayacucho 123
 * BARRIO: San Blas" gives "Jr. Ayacucho 123"), label and trailing full stop removed.
 *
 * @example
 * readLabelledLocation('Domicilio particular: Jr. Ayacucho 123 – Cusco'); // 'Jr. Ayacucho 123 – Cusco'
 */
export function readLabelledLocation(text: string): string {
  return (
    text
      .replace(locationLabelPattern, '')
      .replace(bareLocationLabelPattern, '')
      // A form's value cell that opens on the colon its label left out (": Jr. Puno 120").
      .replace(/^:\s*/u, '')
      .replace(/\s+\p{Lu}{3,}(?:\s+\p{Lu}{2,})*\s*:.*$/u, '')
      // A run of 7 or more digits after an address is a phone or an ID, never a postal code.
      .replace(/\s+\d{7,}$/, '')
      .trim()
  );
}

/**
 * Tells whether an address stops at its street and may go on on the next line: a street, number
 * or flat ("C/ Mayor 12 3ºB", "Av. Sol 450, Cercado") that does not end in a known place.
 *
 * @example
 * isStreetOnly('Av. Los Álamos 450'); // true
 * isStreetOnly('Av. Los Álamos 450, Lima'); // false
 */
export function isStreetOnly(text: string): boolean {
  const folded = foldText(text.replace(iconCharacterPattern, '').trim());
  if (!addressPattern.test(folded)) return false;
  return !placeAtEndPattern.test(folded);
}

/**
 * Tells whether a line goes on with an address from the line above: a postal code and a city
 * ("41015 Sevilla (Sevilla)"), a known place, or a place's name in capitals and connectors
 * ("Jerez de la Frontera"), never contact data or a job title.
 *
 * @example
 * continuesAddress('15074 San Isidro, Lima'); // true
 * continuesAddress('Ingeniera Civil'); // false
 */
export function continuesAddress(text: string): boolean {
  const cleaned = text.replace(iconCharacterPattern, '').trim();
  if (/@|https?:|www\./i.test(cleaned) || cleaned.length > 60) return false;
  if (findPhones(cleaned).length > 0) return false;
  if (/^\d{4,6}\s+\p{Lu}/u.test(cleaned)) return true;
  const words = foldText(cleaned)
    .replace(/[(),.]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0 || words.length > 6) return false;
  if (jobTitleWordPattern.test(words[0] ?? '')) return false;
  if (looksLikeLocation(cleaned)) return true;
  const placeWords = cleaned.split(/[\s,()]+/).filter((word) => word.length > 0);
  return placeWords.every(
    (word) => /^\p{Lu}[\p{L}.'’-]*$/u.test(word) || /^(?:de|del|la|las|los|el)$/.test(word),
  );
}

/**
 * Tells whether a piece of a contact line reads as an address or a city.
 *
 * @example
 * looksLikeLocation('San Isidro, Lima'); // true
 * looksLikeLocation('Ingeniera de Sistemas'); // false
 */
export function looksLikeLocation(text: string): boolean {
  const cleaned = text.replace(iconCharacterPattern, '').trim();
  if (cleaned.length < 3 || cleaned.length > 120 || /@/.test(cleaned)) return false;
  const folded = foldText(cleaned);
  if (birthPlaceLabelPattern.test(folded)) return false;
  if (locationLabelPattern.test(cleaned)) return true;
  if (placeNamePattern.test(folded) || addressPattern.test(folded)) return true;
  return cityRegionPattern.test(cleaned) && cleaned.split(/\s+/).length <= 7;
}
