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

function isBareLabel(text: string): boolean {
  return text.endsWith(':') && text.slice(0, -1).trim().split(/\s+/u).length <= maxLabelWords;
}

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
  // A labelled address ("Dirección: …", or the label on the line above) stays: the label is what
  // tells a reader (an ATS, our own re-read) that the bare town under the name is the address.
  const location = contact.location?.trim() ?? '';
  return !isLabelled && location !== '' && folded === foldValue(location) ? 'location' : null;
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
