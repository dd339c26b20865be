// A job written as one paragraph (issue 12): its fields run on into what was done, "8-2019 /
// actualmente Jefe de cocina en Restaurante Wasi. Funciones: planificación de la carta…". The
// fields end where the first sentence does, or where a label of the duties opens; the rest is
// the job's description. Split apart, the header reads as any other.
import type { TextLine } from '../extract/types';
import { startsWithActionVerb } from '../vocabulary/action-verbs';
import { findDateRange, isDurationOnly, removeDateText } from './dates';
import { foldText } from '../language/fold-text';
import {
  endsInLegalForm,
  entryDetailLabelPattern,
  titlePattern,
} from '../vocabulary/entry-vocabulary';
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
  const reachesEdge = measureFullLines(lines);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) continue;
    if (line.listItem) {
      result.push(line);
      continue;
    }
    // A paragraph wrapped over several lines (PDF) is read whole: its fields may end on the
    // first line and its description go on over the next ones.
    let end = index + 1;
    while (end < lines.length && wrapsOnto(lines[end - 1], lines[end], reachesEdge)) end += 1;
    if (end > index + 1) {
      const text = lines
        .slice(index, end)
        .map((part) => part.text.trim())
        .join(' ');
      const cut = findEntryCut(text);
      if (cut) {
        result.push(
          { ...line, text: text.slice(0, cut.headEnd).trim() },
          describing(line, text.slice(cut.restStart).trim()),
        );
        index = end - 1;
        continue;
      }
    }
    const cut = findEntryCut(line.text);
    const head = cut ? line.text.slice(0, cut.headEnd).trim() : '';
    const rest = cut ? line.text.slice(cut.restStart).trim() : '';
    const previous = lines[index - 1];
    const firstCut = cut ? null : findRunInCut(line.text);
    const wrappedHead = firstCut ? line.text.slice(0, firstCut.headEnd).trim() : '';
    const wrappedRest = firstCut ? line.text.slice(firstCut.restStart).trim() : '';
    if (head !== '' && rest !== '') result.push({ ...line, text: head }, describing(line, rest));
    else if (
      wrappedHead !== '' &&
      wrappedRest !== '' &&
      previous &&
      result.at(-1) === previous &&
      endsWrappedHeader(previous, line, wrappedHead)
    ) {
      // The header's last words join its line: one field, not two.
      result.splice(
        -1,
        1,
        { ...previous, text: `${previous.text} ${wrappedHead}` },
        describing(line, wrappedRest),
      );
    } else result.push(line);
  }
  return result;
}

/**
 * Which lines run to the right edge of their column, as a line the text wrapped does: within
 * a sixth of the column's width of the rightmost line end in it.
 */
function measureFullLines(lines: readonly TextLine[]): (line: TextLine) => boolean {
  const columns = new Map<string, { left: number; right: number }>();
  for (const line of lines) {
    const key = `${line.page}/${line.column}`;
    const column = columns.get(key) ?? { left: line.x, right: line.x + line.width };
    columns.set(key, {
      left: Math.min(column.left, line.x),
      right: Math.max(column.right, line.x + line.width),
    });
  }
  return (line) => {
    const column = columns.get(`${line.page}/${line.column}`);
    return (
      column !== undefined && line.x + line.width >= column.right - (column.right - column.left) / 6
    );
  };
}

/**
 * Whether `next` goes on with the paragraph `line` opened: same page and block, no list item,
 * no new dates opening it, and the line above ran to the column's edge without ending a
 * sentence (a short line, "Lima, Perú" over a description, ended where its author broke it).
 */
function wrapsOnto(
  line: TextLine | undefined,
  next: TextLine | undefined,
  reachesEdge: (line: TextLine) => boolean,
): boolean {
  if (!line || !next) return false;
  return (
    reachesEdge(line) &&
    next.page === line.page &&
    next.block === line.block &&
    !next.listItem &&
    !/[.;:!?]["”)]?$/u.test(line.text.trim()) &&
    findDateRange(next.text)?.index !== 0
  );
}

/** The first place a paragraph's text divides into a job's header and its description. */
function findEntryCut(text: string): { headEnd: number; restStart: number } | null {
  for (const cut of findRunInCuts(text)) {
    const head = text.slice(0, cut.headEnd).trim();
    const rest = text.slice(cut.restStart).trim();
    if (head !== '' && rest !== '' && headsEntry(head)) return cut;
  }
  return null;
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
    const after = text.slice(stop.index + stop[0].length);
    if (endsInAbbreviation(text.slice(0, end)) || abbreviates(stop[1] ?? '', after)) continue;
    best = { headEnd: end - 1, restStart: stop.index + stop[0].length };
    break;
  }
  return best;
}

/**
 * Every place, in order, where a paragraph's fields may end: those of findRunInCut; after a
 * legal form whose full stop a sentence follows ("… Wasi S.A.C. Control de inventarios…"); and
 * at a comma or colon that a description in lower case follows ("Cajera en Minimarket Wasi,
 * cobro en caja, arqueo…", "Becaria en Municipalidad X: apoyo en mesa de partes…"), of any
 * length after a legal form.
 */
function findRunInCuts(text: string): { headEnd: number; restStart: number }[] {
  const cuts: { headEnd: number; restStart: number }[] = [];
  const first = findRunInCut(text);
  if (first) cuts.push(first);
  for (const stop of text.matchAll(/\.\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/gu)) {
    const end = stop.index + 1;
    if (!endsInLegalForm(text.slice(0, end))) continue;
    const next = /^\S+/u.exec(text.slice(stop.index + stop[0].length))?.[0] ?? '';
    if (!isPlaceName(next)) cuts.push({ headEnd: end, restStart: stop.index + stop[0].length });
  }
  for (const mark of text.matchAll(/[,:]\s+(?=\p{Ll}{3,})/gu)) {
    const rest = text.slice(mark.index + mark[0].length);
    // After a legal form the name is over, however short what follows on the line ("… Mikhuy
    // S.A., campaña navideña:").
    if (rest.split(/\s+/u).length >= 4 || endsInLegalForm(text.slice(0, mark.index)))
      cuts.push({ headEnd: mark.index, restStart: mark.index + mark[0].length });
  }
  return cuts.sort((a, b) => a.headEnd - b.headEnd);
}

/**
 * A word its full stop shortens, not a sentence's last: a short capitalised word that names no
 * place ("Av.", "Hosp.", "Gral.", "Ing.") and has no sentence after it ("… Rayito de Sol.
 * Clases de inglés…"), or one of a few known ones in lower case.
 */
function abbreviates(word: string, after: string): boolean {
  const bare = word.replace(/^[("“]+/u, '');
  if (/^\p{Lu}\p{Ll}{0,3}$/u.test(bare)) return !isPlaceName(bare) && !opensSentence(after);
  return /^(?:etc|aprox|approx|av|jr|ca|urb|mz|lt|dpto|nro|sr|sra|dr|dra|ing|lic|hnos)$/u.test(
    bare,
  );
}

const joiningWords = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'a', 'en', 'con']);

/**
 * What follows a full stop reads as a sentence, not the name an abbreviation opens: after its
 * first word and the joining words, the next word is in lower case ("Clases de inglés…",
 * "Digitación de comprobantes…"; not "Sta. Rosa de Lima", "Ing. Juan Pérez").
 */
function opensSentence(after: string): boolean {
  // A capitalised word opens it ("Clases"), not a legal form ("Hnos. S.R.L., apoyo en…").
  if (!/^\p{Lu}\p{Ll}+\s/u.test(after)) return false;
  const words = after.split(/\s+/u).slice(1, 6);
  const content = words.find((word) => !joiningWords.has(word));
  return content !== undefined && /^\p{Ll}/u.test(content);
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
