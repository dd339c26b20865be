// A job written as one paragraph (issue 12): its fields run on into what was done, "8-2019 /
// actualmente Jefe de cocina en Restaurante Wasi. Funciones: planificación de la carta…". The
// fields end where the first sentence does, or where a label of the duties opens; the rest is
// the job's description. Split apart, the header reads as any other.
import type { TextLine } from '../extract/types';
import { startsWithActionVerb } from '../vocabulary/action-verbs';
import { findDateRange, isDurationOnly, removeDateText } from './dates';
import { foldText } from '../language/fold-text';
import { entryDetailLabelPattern, titlePattern } from '../vocabulary/entry-vocabulary';
import { isPlaceName } from '../vocabulary/places';
import { endsInAbbreviation } from './entry-fields';

/**
 * A capitalised phrase of up to four words and its colon inside the paragraph: a label of the
 * duties when the vocabulary names it one ("Funciones:", "Principales logros:").
 */
const capitalisedLabelPattern = /(?<=^|[\s.;])\p{Lu}\p{L}*(?:\s+\p{L}+){0,3}\s*:/gu;

/**
 * Splits each paragraph that holds a job's fields and then its description into two lines: the
 * fields, then the description as a list item. Lines that are no such paragraph stay as they are.
 *
 * @example
 * splitRunInDescriptions(lines).map((line) => line.text);
 * // ['2019 – 2021 Cocinero en Pollería Wasi', 'Funciones: preparación de parrillas…']
 */
export function splitRunInDescriptions(lines: readonly TextLine[]): TextLine[] {
  const result: TextLine[] = [];
  lines.forEach((line, index) => {
    const cut = line.listItem ? null : findRunInCut(line.text);
    const head = cut ? line.text.slice(0, cut.headEnd).trim() : '';
    const rest = cut ? line.text.slice(cut.restStart).trim() : '';
    const previous = lines[index - 1];
    if (head === '' || rest === '') result.push(line);
    else if (headsEntry(head)) result.push({ ...line, text: head }, describing(line, rest));
    else if (previous && result.at(-1) === previous && endsWrappedHeader(previous, line, head)) {
      // The header's last words join its line: one field, not two.
      result.splice(
        -1,
        1,
        { ...previous, text: `${previous.text} ${head}` },
        describing(line, rest),
      );
    } else result.push(line);
  });
  return result;
}

/** The description part of a paragraph, as a list item of its job. */
function describing(line: TextLine, text: string): TextLine {
  return { ...line, text, listItem: true };
}

/**
 * Where the fields end in a paragraph: before a label of the duties, or after the first full
 * stop that closes a sentence (not "S.A.C." or "Av.") before a capital.
 */
function findRunInCut(text: string): { headEnd: number; restStart: number } | null {
  const label = [...text.matchAll(capitalisedLabelPattern)].find(
    (match) => match.index > 0 && entryDetailLabelPattern.test(foldText(match[0])),
  );
  let best: { headEnd: number; restStart: number } | null = label
    ? { headEnd: label.index, restStart: label.index }
    : null;
  for (const stop of text.matchAll(/(\S+)\.\s+(?=[\p{Lu}¿¡])/gu)) {
    const end = stop.index + stop[0].trimEnd().length;
    if (best && end > best.headEnd) break;
    if (endsInAbbreviation(text.slice(0, end)) || abbreviates(stop[1] ?? '')) continue;
    best = { headEnd: end - 1, restStart: stop.index + stop[0].length };
    break;
  }
  return best;
}

/**
 * A word its full stop shortens, not a sentence's last: a short capitalised word that names no
 * place ("Av.", "Hosp.", "Gral.", "Ing."), or one of a few known ones in lower case.
 */
function abbreviates(word: string): boolean {
  const bare = word.replace(/^[("“]+/u, '');
  if (/^\p{Lu}\p{Ll}{0,3}$/u.test(bare)) return !isPlaceName(bare);
  return /^(?:etc|aprox|approx|av|jr|ca|urb|mz|lt|dpto|nro|sr|sra|dr|dra|ing|lic)$/u.test(bare);
}

/**
 * A job's header: a few fields that open or close on their dates ("8-2019 / actualmente Jefe de
 * cocina en …", "Ayudante de cocina en Cevichería Wasi – 2012 (1 año)"), no sentence.
 */
function headsEntry(head: string): boolean {
  const match = findDateRange(head);
  if (!match) return false;
  const after = head.slice(match.index + match.length).replace(/^[\s,;–—-]+|[\s.)\]]+$/gu, '');
  const closes = after === '' || isDurationOnly(after.replace(/^[([]/u, ''));
  if (match.index > 0 && !closes) return false;
  // A header names the role ("Jefe de cocina en …"); a dated sentence of the description
  // ("2019 – 2020: Implementación del ERP. Logré …") names none and stays whole.
  const fields = removeDateText(head, match);
  return titlePattern.test(foldText(fields)) && namesFields(fields) && joinsTwoFields(fields);
}

/**
 * A role joined to its employer ("Cocinero en Pollería Wasi", "Analista – Banco Pukara",
 * "Secretaria (Estudio Kamayoq)"): a header gives both, a duty ("Capacitación a cada asistente
 * nuevo") does not.
 */
function joinsTwoFields(text: string): boolean {
  return /\s(?:en|at|para|@)\s+\p{Lu}|\s[–—|·-]\s+\p{Lu}|\(\p{Lu}|,\s+\p{Lu}/u.test(text);
}

/** Fields, not a sentence: a capitalised opening, a few words, no action verb first. */
function namesFields(text: string): boolean {
  const fields = text.replace(/^[\s|,;:·•–—(-]+|[\s|,;:·•–—)-]+$/gu, '');
  const words = fields.split(/\s+/u).filter((word) => word !== '');
  return (
    words.length >= 1 &&
    words.length <= 20 &&
    /^[\p{Lu}\d"“]/u.test(fields) &&
    !startsWithActionVerb(fields)
  );
}

/**
 * The last words of a header wrapped from the line above, in the same paragraph ("… en Caja
 * Municipal Lima" / "Norte. Funciones: …"): the line above opens on its dates and ends no
 * sentence.
 */
function endsWrappedHeader(previous: TextLine, line: TextLine, head: string): boolean {
  const dates = findDateRange(previous.text);
  return (
    dates?.index === 0 &&
    previous.block === line.block &&
    !previous.listItem &&
    findRunInCut(previous.text) === null &&
    !/[.;:]$/u.test(previous.text) &&
    namesFields(removeDateText(previous.text, dates)) &&
    head.split(/\s+/u).length <= 5 &&
    /^\p{Lu}/u.test(head)
  );
}
