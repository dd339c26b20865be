// A sidebar's "Contacto" block ("Correo:", "ana@correo.pe", "Teléfono: 987 654 321") says again
// what the output's contact line already says under the name; so does a "Firma" block that only
// repeats the name. Printed twice, it costs a page's worth of lines and reads as a template left
// unfilled. A line that only repeats a contact value (with its label, or the bare label written
// above it) is dropped, and the report lists it (do no harm: nothing leaves the CV silently).
// Anything else in the block — a labelled address, a birth date — stays.
import { foldText } from '../language/fold-text';
import type { Contact, CvSection } from '../model/cv-document';

/** A label before a value: a few words ending with a colon ("Número de teléfono:"). */
const labelPattern = /^[^:]{1,40}:(?!\/\/)\s*/u;
const maxLabelWords = 4;
/** Fewer digits than this is not a phone number (a year, a house number). */
const minPhoneDigits = 7;

export type ContactRepeatsResult = {
  readonly section: CvSection;
  /** Each dropped line as the source wrote it (a bare label joined to its value). */
  readonly removed: readonly string[];
};

/**
 * The free-text section without the lines that only repeat the contact line's e-mail, phone or
 * links, in both its lines and its source paragraphs.
 *
 * @example dropContactRepeats(section, contact).removed // ['Correo: ana@correo.pe']
 */
export function dropContactRepeats(section: CvSection, contact: Contact): ContactRepeatsResult {
  const repeats = (text: string) => repeatsContact(text, contact);
  const removedLines: string[] = [];
  const removedSource: string[] = [];
  const lines = dropRepeats(section.lines, (line) => line, repeats, removedLines);
  const source =
    section.source === undefined
      ? undefined
      : dropRepeats(section.source, (paragraph) => paragraph.text, repeats, removedSource);
  // The report lists what left the printed text: the source when the section is kept as written.
  const printedFromSource = section.keepAsWritten === true && source !== undefined;
  const removed = printedFromSource ? removedSource : removedLines;
  if (removedLines.length === 0 && removedSource.length === 0) return { section, removed };
  return { section: { ...section, lines, ...(source === undefined ? {} : { source }) }, removed };
}

function dropRepeats<Item>(
  items: readonly Item[],
  textOf: (item: Item) => string,
  repeats: (text: string) => 'value' | 'location' | null,
  removed: string[],
): Item[] {
  const kept: Item[] = [];
  for (const item of items) {
    const text = textOf(item).trim();
    const repeat = repeats(text);
    const previous = kept.at(-1);
    const previousText = previous === undefined ? '' : textOf(previous).trim();
    const underLabel = previous !== undefined && isBareLabel(previousText);
    if (repeat === null || (repeat === 'location' && underLabel)) {
      kept.push(item);
      continue;
    }
    if (underLabel) {
      kept.pop();
      removed.push(`${previousText} ${text}`);
    } else {
      removed.push(text);
    }
  }
  return kept;
}

/**
 * Whether one short text (a skill item, a line) is only the candidate's own name, e-mail, phone
 * or link, as the contact line prints it: a template's name cell read into a skills list says
 * the header again, it names no skill.
 *
 * @example isContactValue('Ana Quispe', contact) // true when the contact's name is Ana Quispe
 */
export function isContactValue(text: string, contact: Contact): boolean {
  return repeatsContact(text.trim(), contact) === 'value';
}

/**
 * A label alone on its line: a few words and a colon ("Número de teléfono:"), or a sidebar's
 * label set in bold without one ("Celular", "Correo", "LinkedIn") when it names a kind of contact.
 * Left behind once its value is dropped, it would print a list of labels with nothing under them.
 */
function isBareLabel(text: string): boolean {
  if (text.endsWith(':')) return text.slice(0, -1).trim().split(/\s+/u).length <= maxLabelWords;
  return contactLabelPattern.test(foldText(text));
}

/** Folded names of a kind of contact, written as a label without a colon. */
const contactLabelPattern =
  /^(?:(?:n(?:umero|ro\.?|°) de )?(?:telefonos?|celular(?:es)?|movil|cel\.?|tel\.?|whatsapp)(?: (?:celular|movil|fijo|de contacto))?|correo(?: electronico| personal)?|e-?mail|email|direccion|domicilio|linkedin|github|portafolio|portfolio|web|sitio web|pagina web|phone|mobile|address)$/u;

/**
 * Whether the text, without a short label, is exactly one of the contact line's values; a bare
 * location is told apart, since a label above it makes it the address.
 */
function repeatsContact(text: string, contact: Contact): 'value' | 'location' | null {
  const label = labelPattern.exec(text)?.[0] ?? '';
  const labelWords = label.replace(':', '').trim().split(/\s+/u).length;
  const value = label !== '' && labelWords <= maxLabelWords ? text.slice(label.length) : text;
  if (value.trim() === '') return null;
  const folded = foldValue(value);
  const isLabelled = value !== text;
  const candidates = [contact.email, contact.name, ...contact.links]
    .filter((candidate): candidate is string => candidate !== null && candidate.trim() !== '')
    .map(foldValue);
  if (candidates.includes(folded)) return 'value';
  if (contact.phone !== null && samePhone(value, contact.phone)) return 'value';
  if (isContactValuesLine(text, contact)) return 'value';
  // A labelled address ("Dirección: …", or the label on the line above) stays: the label is what
  // tells a reader (an ATS, our own re-read) that the bare town under the name is the address.
  const location = contact.location?.trim() ?? '';
  return !isLabelled && location !== '' && folded === foldValue(location) ? 'location' : null;
}

/** A contact export's kind tag after a value: "969 518 378 (Mobile)", "… (LinkedIn)". */
const kindTagPattern = /\(\s*\p{L}+(?:\s\p{L}+)?\s*\)/gu;
/** A run of digits that may be a phone number, with its usual separators. */
const phoneRunPattern = /\+?\d[\d\s().-]{5,}\d/gu;

/**
 * A line made only of the contact line's values, several of them or one with its kind tag, as a
 * profile export's "Contact" block writes them ("Av. Sol 120, Cusco 987654321 (Mobile)",
 * "linkedin.com/in/ana (LinkedIn)"): it says the header again, whatever the tags.
 */
function isContactValuesLine(text: string, contact: Contact): boolean {
  // search() leaves the global pattern's lastIndex alone.
  const tagged = text.search(kindTagPattern) >= 0;
  let rest = ` ${text.replace(kindTagPattern, ' ')} `;
  let found = 0;
  if (contact.phone !== null) {
    const phone = contact.phone;
    rest = rest.replace(phoneRunPattern, (run) => {
      if (!samePhone(run, phone)) return run;
      found += 1;
      return ' ';
    });
  }
  rest = foldText(rest)
    .replace(/https?:\/\//gu, '')
    .replace(/\bwww\./gu, '');
  const values = [contact.email, contact.name, contact.location, ...contact.links]
    .filter((value): value is string => value !== null && value.trim() !== '')
    .map(foldValue)
    .filter((value) => value !== '')
    .sort((left, right) => right.length - left.length);
  for (const value of values) {
    const pieces = rest.split(value);
    if (pieces.length === 1) continue;
    found += pieces.length - 1;
    rest = pieces.join(' ');
  }
  const left = rest.replace(/[\s/·|,;:-]+/gu, '');
  return left === '' && found > 0 && (tagged || found > 1);
}

/** Case, accents, spacing, a web address's scheme and "www." and a final slash do not count. */
function foldValue(text: string): string {
  return foldText(text)
    .replace(/^https?:\/\//u, '')
    .replace(/^www\./u, '')
    .replace(/[\s/.,;]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The same number, with or without the country code, whatever the spacing. */
function samePhone(text: string, phone: string): boolean {
  if (/[\p{L}]/u.test(text.replace(/\b(?:ext|cel|tel)\b\.?/giu, ''))) return false;
  const digits = text.replace(/\D/gu, '');
  const phoneDigits = phone.replace(/\D/gu, '');
  if (digits.length < minPhoneDigits || phoneDigits.length < minPhoneDigits) return false;
  return digits === phoneDigits || phoneDigits.endsWith(digits) || digits.endsWith(phoneDigits);
}
