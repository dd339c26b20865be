// Reads the fields of one entry's header lines: the date range, the place, and the remaining
// pieces of text (title, organisation, degree, institution) split at their visual separators.
import type { TextLine } from '../extract/types';
import type { DateRange } from '../model/cv-document';
import { findLinks } from './contact';
import { isKnownPlaceName, isPlaceName, isTownRegionAndCountry } from '../vocabulary/places';
import {
  findDateRange,
  isCutRangeText,
  readCutDateRange,
  isDurationOnly,
  isPresentOnly,
  parseDateRange,
  removeDateText,
} from './dates';
import { foldText, iconCharacterPattern } from '../language/fold-text';
import { presentPhrases } from '../vocabulary/present-words';
import {
  endsInLegalForm,
  entryDetailLabelPattern,
  institutionQualifierPattern,
  legalSuffix,
  organisationPattern,
  organisationUnitPattern,
  titlePattern,
  remoteWorkPattern,
  workArrangementPattern,
  teachingPostPattern,
} from '../vocabulary/entry-vocabulary';

export type EntryHeader = {
  readonly dates: DateRange | null;
  readonly location: string | null;
  /** Text pieces in reading order, without dates or the place. */
  readonly pieces: readonly string[];
  /** Links and pieces that are none of the above, to keep as details. */
  readonly extras: readonly string[];
  /**
   * Fields a form labels ("Cargo: Analista", "Empresa: Alicorp S.A.A."), by role; their values
   * are among `pieces` too.
   */
  readonly labelled?: { readonly title: string | null; readonly organisation: string | null };
};

/**
 * Visual separators between fields on one line: "Stripe • San Francisco, CA", "Analista | BCP",
 * "ALICORP / Analista" (a slash between spaces; "Researcher/Developer" is one field), "Analista @
 * Wasi" (an at sign between spaces, never an e-mail's), an em dash
 * spaced on one side only ("NTT DATA PERU— Java Developer").
 */
const fieldSeparatorPattern = /\s+[|•·—–/@]\s+|\s*[|•·]\s*|\s+-\s+|(?<=\p{L})—\s+|\s+—(?=\p{L})/u;
const fieldSeparatorCapture = new RegExp(`(${fieldSeparatorPattern.source})`, 'u');
/** A hyphen or en dash between spaces may sit inside a name; an em dash separates fields. */
const dashSeparatorPattern = /^\s+[-–]\s+$/u;

/**
 * An open date ("De 06/08/2019", "2014 -") ended at the start of the next header line ("Al
 * 24/05/2021 …", "A la actualidad", "Actualidad"): the whole range and the line's remaining text.
 */
function continueDateRange(
  dates: DateRange,
  text: string,
): { range: DateRange; rest: string } | null {
  // "07/2023 –" / "01/2024": a range cut at its dash goes on with the next line's date.
  const cutAtDash = isCutRangeText(dates.text) && findDateRange(text)?.index === 0;
  // "Analista | Ene 2025 - Nov" / "Banco del Sur | 2026": a dates box wrapped beside the
  // header goes on in the next line's last field.
  const lastField = /^(.*\S)\s+\|\s+([^|]+)$/u.exec(text);
  if (!cutAtDash && lastField && isCutRangeText(dates.text)) {
    const [, before = '', field = ''] = lastField;
    const match = findDateRange(`${dates.text} ${field}`);
    if (match?.index === 0 && match.isRange && parseDateRange(field) !== null)
      return { range: match.range, rest: before };
  }
  if (
    !cutAtDash &&
    !/^(?:a|al|hasta|to|until)\s|^[-–—]|^(?:actualidad|presente|present|actual|act\.|vigente|hoy)/iu.test(
      text,
    )
  )
    return null;
  const joined = `${dates.text} ${text}`;
  const match = findDateRange(joined);
  if (!match || match.index !== 0 || !match.isRange) return null;
  const consumed = match.length - dates.text.length - 1;
  if (consumed <= 0) return null;
  return {
    range: match.range,
    rest: text.slice(consumed).replace(/^[\s|,;:•·–—)-]+/u, ''),
  };
}

/**
 * One to three capitalised words without digits: a town beside a date ("Sevilla"), perhaps with
 * its region in brackets ("Virú (La Libertad)").
 */
function isShortPlaceLike(text: string): boolean {
  const town = /^(.+?)\s*\(([^()]+)\)$/u.exec(text);
  if (town?.[1] && town[2]) return isShortPlaceLike(town[1]) && isPlaceName(town[2]);
  return /^\p{Lu}[\p{L}.'’-]*(?:\s(?:de|del|la|\p{Lu}[\p{L}.'’-]*)){0,2}$/u.test(text);
}

/** "Town, Region" or "Country, Region, Town": two or three short names, no role or company word. */
function looksLikeTownAndRegion(text: string): boolean {
  const parts = text.split(/,\s+/u);
  if (parts.length < 2 || parts.length > 3 || !parts.every(isShortPlaceLike)) return false;
  const folded = foldText(text);
  return !titlePattern.test(folded) && !organisationPattern.test(folded);
}

/**
 * A place in parentheses then a label over the entry's details, on one line: "(Cusco-Perú)
 * Logros:" gives the place and the label.
 *
 * @example splitPlaceAndDetailLabel('(Cusco-Perú) Funciones:') // { place: 'Cusco-Perú', label: 'Funciones:' }
 */
export function splitPlaceAndDetailLabel(text: string): { place: string; label: string } | null {
  const match = /^\(([^()]+)\)\s+(\p{L}[^()]*)$/u.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  if (!isBracketedPlace(match[1]) || !entryDetailLabelPattern.test(foldText(match[2]))) return null;
  return { place: match[1], label: match[2] };
}

/** A short name that names no position or organisation: a town beside a date ("Brisbane"). */
function isPlaceLikeBesideDates(text: string): boolean {
  if (!isShortPlaceLike(text) && !looksLikeTownAndRegion(text)) return false;
  const folded = foldText(text);
  return (
    !titlePattern.test(folded) &&
    !organisationPattern.test(folded) &&
    !organisationUnitPattern.test(folded) &&
    !workArrangementPattern.test(folded)
  );
}

/** A place as written in parentheses: "Lima, Perú", "Pasco-Perú", "Cusco". */
function isBracketedPlace(text: string): boolean {
  if (isPlaceName(text)) return true;
  // "Pasco-Perú": a town (unknown to the list) joined to a known region or country.
  const parts = text.split(/\s*[-–,/]\s*/u);
  return (
    parts.length === 2 &&
    /^\p{Lu}[\p{L}.]+(?:\s\p{Lu}[\p{L}.]+)?$/u.test(parts[0] ?? '') &&
    isPlaceName(parts[1] ?? '')
  );
}

/**
 * The fields of one piece of header text, split at its visual separators, without a closing
 * full stop.
 *
 * @example
 * splitFieldPieces('Analista | Banco Andino'); // ['Analista', 'Banco Andino']
 */
export function splitFieldPieces(text: string): string[] {
  const parts = splitAtSeparators(text);
  return parts
    .filter((_, index) => index % 2 === 0)
    .map((piece) => dropFullStop(piece.replace(/^[,;:\s]+|[,;\s]+$/g, '')))
    .filter((piece) => piece.length > 0);
}

/**
 * A header's text split at its visual separators, kept with them (piece, separator, piece…).
 * A separator inside brackets parts nothing: "(Concesionario – Taller Ate)" is one note.
 */
function splitAtSeparators(text: string): string[] {
  const raw = text.split(fieldSeparatorCapture);
  const parts = [raw[0] ?? ''];
  for (let index = 1; index < raw.length; index += 2) {
    const separator = raw[index] ?? '';
    const piece = raw[index + 1] ?? '';
    const last = parts[parts.length - 1] ?? '';
    const closedLater = raw.slice(index + 1).some((rest) => rest.includes(')'));
    if (
      (countOf(last, '(') > countOf(last, ')') && closedLater) ||
      qualifiesPrevious(last, separator, piece) ||
      namesCourseTaught(last, separator, piece)
    )
      parts[parts.length - 1] = `${last}${separator}${piece}`;
    else parts.push(separator, piece);
  }
  return joinAcronyms(joinSlashedPositions(parts));
}

/**
 * "Nutricionista – consulta externa", "Voluntaria – campañas de despistaje": after a dash, words
 * in lower case go on with the field before them (where or how the role was held). A new field,
 * an employer or a town, opens with a capital; a date's end ("– presente") is no qualifier.
 */
function qualifiesPrevious(last: string, separator: string, piece: string): boolean {
  return (
    dashSeparatorPattern.test(separator) &&
    /^\p{Ll}{2,}/u.test(piece) &&
    /\p{L}/u.test(last) &&
    !/\d/u.test(last) &&
    !presentWordPattern.test(foldText(piece))
  );
}
/**
 * "Ayudante de profesor — Cálculo Integral", "Asistente de docencia – Estática": after a teaching
 * post and a dash, the course it served goes on with the post; no employer, unless the words
 * name one ("Ayudante – Facultad de Ciencias", "Jefe de práctica – Universidad de Lima").
 */
function namesCourseTaught(last: string, separator: string, piece: string): boolean {
  const folded = foldText(piece);
  return (
    /^\s+[-–—]\s+$/u.test(separator) &&
    teachingPostPattern.test(foldText(last.trim())) &&
    !organisationPattern.test(folded) &&
    !organisationUnitPattern.test(folded) &&
    !findDateRange(piece) &&
    !isKnownPlaceName(piece.trim())
  );
}
const presentWordPattern = new RegExp(`^(?:${presentPhrases.join('|')})(?![a-z])`, 'u');

/**
 * Whether an acronym abbreviates a name: its first letter is the name's, and most of its
 * capitals are initials of the name's words ("SUNAT", "GyM", "BANBIF"), not a role's ("Analista
 * de Sistemas" is no "ASBANC").
 */
function abbreviates(acronym: string, name: string): boolean {
  const letters = [...foldText(acronym.replace(/\s*\(.*$/u, '').replace(/[^\p{Lu}]/gu, ''))];
  const initials = new Set(
    foldText(name)
      .split(/[\s.-]+/u)
      .map((word) => word.charAt(0)),
  );
  const first = foldText(name.trim()).charAt(0);
  return (
    letters[0] === first &&
    letters.filter((letter) => initials.has(letter)).length >= 0.6 * letters.length
  );
}

/**
 * "SUPERINTENDENCIA NACIONAL DE ADUANAS Y DE ADMINISTRACIÓN TRIBUTARIA – SUNAT": a name's own
 * acronym after a dash (its first letter the name's) is part of the name, not another field.
 */
function joinAcronyms(parts: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const piece = parts[index] ?? '';
    const previous = joined[joined.length - 1];
    const separator = parts[index - 1];
    // "BCP", "GyM", "GyM (hoy AENZA)": capitals (perhaps joined by "y" or "&"), then a note.
    const acronym = /^\p{Lu}[\p{Lu}y&]{1,7}(?:\s*\([^()]*\))?$/u.test(piece.trim());
    if (
      previous !== undefined &&
      separator !== undefined &&
      /^\s*[–—-]\s*$/u.test(separator) &&
      acronym &&
      previous.trim().split(/\s+/u).length >= 3 &&
      abbreviates(piece, previous)
    )
      joined[joined.length - 1] = `${previous}${separator}${piece}`;
    else joined.push(...(separator === undefined ? [] : [separator]), piece);
  }
  return joined;
}

function countOf(text: string, character: string): number {
  return text.split(character).length - 1;
}

/**
 * "Propietario / Técnico": a slash between two positions offers both, one title. Takes and gives
 * a split kept with its separators (piece, separator, piece…).
 */
function joinSlashedPositions(parts: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const piece = parts[index] ?? '';
    const previous = joined[joined.length - 1];
    const separator = parts[index - 1];
    if (
      previous !== undefined &&
      separator?.trim() === '/' &&
      isPositionOnly(previous) &&
      isPositionOnly(piece)
    )
      joined[joined.length - 1] = `${previous}${separator}${piece}`;
    else joined.push(...(separator === undefined ? [] : [separator]), piece);
  }
  return joined;
}

/** Names a position and nothing that could be an employer ("Técnico", "Jefe de taller"). */
function isPositionOnly(text: string): boolean {
  const folded = foldText(text);
  return titlePattern.test(folded) && !organisationPattern.test(folded);
}

/**
 * A list's number or letter opening an entry ("1. ", "2) ", "1.- ", "b) ") before a capitalised
 * field.
 */
export const listNumberPattern =
  /^(?:\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}\.?[-–]|\d{1,2}[.)]|[a-h]\))\s+(?=\p{Lu})/u;
/** A list's letter ("a) ", "b) ") before a capitalised field. */
export const listLetterPattern = /^[a-h]\)\s+(?=\p{Lu})/u;

/** Form labels of an entry's fields (Spanish and English), by the field they introduce. */
const titleLabelPattern =
  /^(?:(?:cargo|puesto)(?: desempe[ñn]ado| ocupado)?|posici[oó]n|rol|position|role|job title|title|t[ií]tulo|grado|degree|profesi[oó]n o cargo desempe[ñn]ado|puesto o cargo ocupados?|occupation or position held)\s*:\s*/iu;
const organisationLabelPattern =
  /^(?:(?:empresa|entidad|instituci[oó]n)(?:\s*(?:\/|o|u)\s*(?:empresa|entidad|instituci[oó]n))?|empleador|organizaci[oó]n|compa[ñn][ií]a|centro de trabajo|centro laboral|lugar de trabajo|establecimiento|sede|company|employer|organi[sz]ation|nombre y direcci[oó]n de la empresa o empleador|nombre y direcci[oó]n del empleador|name and address of employer)\s*:\s*/iu;
const datesLabelPattern =
  /^(?:tiempo|periodo|per[ií]odo|fechas?|fecha de (?:ingreso|inicio|retiro|salida|egreso|t[eé]rmino|fin|culminaci[oó]n)|duraci[oó]n|tiempo de servicio|date|dates|period|duration)\s*:\s*/iu;
/** The label of a range's end in a form of its own fields: "Fecha de retiro:", "Hasta:". */
const rangeEndLabelPattern =
  /^(?:fecha de (?:retiro|salida|egreso|termino|fin|culminacion)|hasta)\s*:/u;

/**
 * Whether a line opens on the label of a range's end ("Fecha de retiro: Actualmente"), the range's
 * start given in a field of its own before it.
 */
export function namesRangeEnd(text: string): boolean {
  return rangeEndLabelPattern.test(foldText(text.trim()));
}
/** Labels of an entry's details ("Jefe inmediato:", "Contacto:", "Tecnologías:"). */
/** Europass writes some labels in a column of their own, with no colon. */
const europassDetailPattern =
  /^(?:tipo de empresa o sector|type of business or sector|business or sector|actividad o sector)\s+\S/iu;
const otherLabelPattern =
  /^(?:jefe(?: inmediato| directo)?|supervisor(?: inmediato)?|referencias?|contacto|tel[eé]fono|tel\.|celular|cel\.|e-?mail|correo|web|p[aá]gina web|sitio web|direcci[oó]n|motivo de (?:retiro|salida)|condici[oó]n|modalidad|r[eé]gimen laboral|sueldo|salario|experiencia (?:general|espec[ií]fica|total)|obra|monto(?: contratado| de (?:la )?obra| del contrato)?|plazo(?: de ejecuci[oó]n)?|presupuesto|valor referencial|tecnolog[ií]as(?: usadas| utilizadas)?|herramientas(?: usadas| utilizadas)?|stack|logros?|funciones|responsabilidades|funciones y responsabilidades principales|actividades y responsabilidades principales|main activities and responsibilities|tipo de empresa o sector|type of business or sector|tareas|actividades|proyectos?|clientes?|tema|t[oó]pico|l[ií]nea de investigaci[oó]n|technologies|tools|tech stack|achievements|responsibilities|reference|phone|contact|website|topic|research topic)\s*:\s+\S/iu;

/**
 * The form label a header line opens with, by the field it introduces; `other` for labels of
 * details (a reference, a phone, a web page).
 *
 * @example
 * readFieldLabel('Empresa: Alicorp S.A.A.'); // 'organisation'
 * readFieldLabel('Jefe inmediato: Ana Ríos'); // 'other'
 */
export function readFieldLabel(line: string): 'title' | 'organisation' | 'dates' | 'other' | null {
  // "1. EMPRESA : …": a numbered list of jobs labels its fields after the number.
  const text = line.replace(listNumberPattern, '');
  if (titleLabelPattern.test(text)) return 'title';
  if (organisationLabelPattern.test(text)) return 'organisation';
  if (datesLabelPattern.test(text)) return 'dates';
  return otherLabelPattern.test(text) || europassDetailPattern.test(text) ? 'other' : null;
}

/**
 * A role and an employer in its legal form, in either order. A role is written as a title, with a
 * capital: "consultora de software para retail" after the employer describes it.
 */
function isRoleBesideLegalName(first: string, second: string): boolean {
  const isRole = (piece: string) =>
    /^\p{Lu}/u.test(piece.trim()) && titlePattern.test(foldText(piece)) && !endsInLegalForm(piece);
  return (isRole(first) && endsInLegalForm(second)) || (endsInLegalForm(first) && isRole(second));
}

/** A web address closing a field after a dash or in brackets: "Wasi S.A.C. – www.wasi.pe". */
const trailingSitePattern = /^(.*?\S)\s*(?:[–—-]\s*|\(\s*)((?:https?:\/\/|www\.)[^\s()]+?)\)?\s*$/u;

/**
 * A name and the address after it, parted at the first comma whose next piece holds a number, a
 * street or a known place: "Sociedad Minera, Petróleo y Energía, Jr. Grau 671, Lima" →
 * "Sociedad Minera, Petróleo y Energía" and "Jr. Grau 671, Lima".
 */
function splitOffAddress(text: string): { name: string; address: string } | null {
  // "Clínica Wasi, S.L. – Avda. de Velázquez 118, Málaga": a dash before the street.
  for (const dash of text.matchAll(/\s+[–—-]\s+/gu)) {
    const address = text.slice(dash.index + dash[0].length);
    if (streetOpeningPattern.test(address) && /\d|\bs\/n\b/u.test(address))
      return { name: text.slice(0, dash.index), address };
  }
  const pieces = text.split(/,\s+/u);
  for (let index = 1; index < pieces.length; index += 1) {
    const piece = pieces[index] ?? '';
    // "Alborada, S.C.A.": the legal form after a comma is the name's.
    if (legalFormOnlyPattern.test(piece)) continue;
    if (
      /\d/u.test(piece) ||
      streetOnlyPattern.test(`${piece} 0`) ||
      isKnownPlaceName(piece.replace(/\s*\([^()]*\)\s*$/u, ''))
    ) {
      return { name: pieces.slice(0, index).join(', '), address: pieces.slice(index).join(', ') };
    }
  }
  return null;
}

/**
 * A form's labelled fields typed on one line: "Cargo: Residente de Obra – Empresa: Consorcio Vial"
 * → ["Cargo: Residente de Obra", "Empresa: Consorcio Vial"]. A line that opens with no label stays
 * whole.
 */
function splitLabelledFields(text: string): string[] {
  if (readFieldLabel(text) === null) return [text];
  for (const separator of text.matchAll(/\s+[–—|-]\s+|\s*[;,]\s+/gu)) {
    const rest = text.slice(separator.index + separator[0].length);
    const label = readFieldLabel(rest);
    if (label === 'title' || label === 'organisation' || label === 'dates') {
      return [text.slice(0, separator.index), ...splitLabelledFields(rest)];
    }
  }
  return [text];
}

/** A date inside parentheses with other words ("(2020–Present, Cajamarca)"): their bounds. */
function enclosingParentheses(
  text: string,
  index: number,
  length: number,
): [number, number] | null {
  const open = text.lastIndexOf('(', index);
  if (open < 0 || text.slice(open, index).includes(')')) return null;
  const close = text.indexOf(')', index + length);
  if (close < 0 || text.slice(index + length, close).includes('(')) return null;
  return [open, close + 1];
}

const streetPattern =
  /^(.{3,}?)\s+((?:Av\.?|Avda\.?|Avenida|Jr\.|Jir[oó]n|Calle|C\/|Psje\.?|Pasaje|Carretera|Mz\.|Pol[ií]gono|Pol\.)\s+\p{Lu}.*(?:\d|\bs\/n\b).*)$/u;
/**
 * A name followed by a street address ("Librería Sol Av. Grau 120"): the address tells an
 * employer's line, however long the line runs.
 *
 * @example
 * hasStreetAddress('Librería Sol Av. Grau 120, Cusco'); // true
 */
export function hasStreetAddress(text: string): boolean {
  return streetPattern.test(text);
}
/** A street address on its own: "Jr. Las Flores 441-445", "Av Grau 120". */
/** What opens a street address: "Avda. de Velázquez 118", "Ctra. de Coín km 4", "C/ Sol 4". */
const streetOpeningPattern =
  /^(?:Av\.?|Avda\.?|Avenida|Jr\.|Jir[oó]n|Calle|C\/|Psje\.?|Pasaje|Carretera|Ctra\.|Mz\.|Pol[ií]gono|Pol\.|Plaza|Pza\.|Urb\.)\s/u;
/** A legal form alone: "S.L.", "S.A.C.", "E.I.R.L.", "Ltda.". */
const legalFormOnlyPattern =
  /^(?:S\.\s?[A-Z](?:\.[A-Z])*\.?|E\.I\.R\.L\.|Ltda\.?|Inc\.|LLC|SpA|S\.A\.S\.)$/u;
const streetOnlyPattern =
  /^(?:Av\.?|Avda\.?|Avenida|Jr\.|Jir[oó]n|Calle|C\/|Psje\.?|Pasaje|Carretera|Mz\.|Pol[ií]gono|Pol\.)\s+\p{Lu}.*(?:\d|\bs\/n\b)/u;
const legalSuffixPattern = new RegExp(String.raw`^(.+?(?:${legalSuffix}))\s+(\p{Lu}.*)$`, 'u');
/**
 * A brand in brackets after a legal name ("Supermercados Peruanos S.A. (Plaza Vea)", "(OECHSLE)"):
 * a few capitalised words and no separator, part of the name as people write it.
 */
function isTradeName(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  // One word in small letters after its capital ("Calama") is a town more often than a brand.
  if (words.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? '')) return false;
  return (
    words.length <= 3 &&
    words.every((word) => /^[\p{Lu}\d]/u.test(word)) &&
    !/[–—,;:]|\s-\s/u.test(text)
  );
}

/** The suffix then a note in brackets: "Motores Andinos S.A.C. (Concesionario – Taller Ate)". */
const legalFormNotePattern = new RegExp(String.raw`^(.+?(?:${legalSuffix}))\s*\(([^()]+)\)$`, 'u');
/**
 * The same suffix then a comma: "Constructora Misti Hogar S.A.C., Cerro Colorado". The suffix
 * closes the company's name, so a short capitalised name after the comma is its place even when
 * the place list does not know it (a district, a town; issue 12).
 */
const legalSuffixCommaPattern = new RegExp(
  String.raw`^(.+?(?:${legalSuffix})),\s+(\p{Lu}.*)$`,
  'u',
);
const placeConnectors = new Set(['de', 'del', 'la', 'las', 'los', 'el']);
/** The countries institutions are named after ("del Perú", "de Chile"), where CVs come from. */
const countryNamePattern =
  /^(?:peru|chile|colombia|ecuador|bolivia|mexico|venezuela|argentina|espana|brasil|uruguay|paraguay)$/u;
const placePrefixes = new Set([
  'san',
  'santa',
  'santo',
  'villa',
  'puerto',
  'nuevo',
  'nueva',
  'alto',
  'bajo',
]);

/**
 * "I.E.S. “San Carlos” – Puno": a known town after a dash closes an institution's name.
 *
 * @example
 * splitDashedTown('Centro de Salud Wasi – Huánuco'); // { name: 'Centro de Salud Wasi', place: 'Huánuco' }
 */
function splitDashedTown(piece: string): { name: string; place: string } | null {
  const dashed = /^(.+?)\s+[–—-]\s+([^–—-]+)$/u.exec(piece);
  if (
    dashed?.[1] &&
    dashed[2] &&
    isKnownPlaceName(dashed[2].trim()) &&
    organisationPattern.test(foldText(dashed[1]))
  )
    return { name: dashed[1], place: dashed[2].trim() };
  return null;
}

/**
 * An organisation followed by where it is, on one line: "Banco Andino Av. Arequipa 1234",
 * "Google LLC Mountain View, California", "Minera Andina Santiago de Surco, Lima". The place is a
 * street address, what follows a legal suffix, or known place names before ", Region".
 *
 * @example
 * splitTrailingPlace('Clínica Sur San Miguel, Lima'); // { name: 'Clínica Sur', place: 'San Miguel, Lima' }
 */
export function splitTrailingPlace(piece: string): { name: string; place: string } | null {
  // "Alicorp S.A.A. (Lima, Perú)", "Minera Andina (Pasco-Perú)": a place in parentheses.
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/u.exec(piece);
  if (bracketed?.[1] && bracketed[2] && isBracketedPlace(bracketed[2])) {
    // "Agroandina S.A.C., Virú (La Libertad)": the town before the region is the place's too, and
    // so are a district and its city, or a street (Europass 2013: "Pukara S.A.C., Av. Argentina
    // 3127, Callao (Perú)").
    const town = splitTrailingPlace(bracketed[1]);
    return town &&
      (isShortPlaceLike(town.place) ||
        looksLikeTownAndRegion(town.place) ||
        streetOnlyPattern.test(town.place))
      ? { name: town.name.replace(/[\s,;]+$/u, ''), place: `${town.place} (${bracketed[2]})` }
      : { name: bracketed[1], place: bracketed[2] };
  }
  const street = streetPattern.exec(piece);
  if (street?.[1] && street[2])
    return { name: street[1].replace(/[\s,;]+$/u, ''), place: street[2] };
  const legal = legalSuffixPattern.exec(piece);
  if (legal?.[1] && legal[2] && isPlaceName(legal[2].replace(/,/g, ', ')))
    return { name: legal[1], place: legal[2] };
  const legalComma = legalSuffixCommaPattern.exec(piece);
  const afterSuffix = legalComma?.[2] ?? '';
  if (
    legalComma?.[1] &&
    (isPlaceName(afterSuffix) ||
      isShortPlaceLike(afterSuffix) ||
      looksLikeTownAndRegion(afterSuffix))
  )
    return { name: legalComma[1], place: afterSuffix };
  const dashed = splitDashedTown(piece);
  if (dashed) return dashed;
  const cityAndRegion = splitNameBeforeCityAndRegion(piece);
  if (cityAndRegion) return cityAndRegion;
  const comma = piece.lastIndexOf(', ');
  if (comma < 0 || !isPlaceName(piece.slice(comma + 2))) return null;
  const words = piece.slice(0, comma).split(' ');
  // The shortest run of last words that is a known place, then on over "de", "del", "San"…
  let start = -1;
  for (let from = words.length - 1; from >= Math.max(1, words.length - 4); from -= 1) {
    // Known places only: a run that merely has a place's shape ("Corps, Cajabamba") is no place.
    if (isKnownPlaceName(words.slice(from).join(' ')) && /^\p{Lu}/u.test(words[from] ?? '')) {
      start = from;
      break;
    }
  }
  if (start < 0) return splitTownBeforeCountry(piece, comma);
  // "Techo Perú, Lima": a place names the town before its country, never after it; a country
  // before a town ends the organisation's own name.
  if (
    countryNamePattern.test(foldText(words.slice(start).join(' '))) &&
    !countryNamePattern.test(foldText(piece.slice(comma + 2)).replace(/\.$/u, ''))
  )
    return { name: piece.slice(0, comma), place: piece.slice(comma + 2) };
  for (;;) {
    const before = foldText(words[start - 1] ?? '');
    // "Municipalidad Provincial de Arequipa, Arequipa": "Provincial de" qualifies the
    // institution, whose name holds the place words; only the place after the comma is where.
    if (
      placeConnectors.has(before) &&
      institutionQualifierPattern.test(foldText(words[start - 2] ?? ''))
    )
      return { name: piece.slice(0, comma), place: piece.slice(comma + 2) };
    // "Banco Interandino del Perú, Lima": a name "of" a country is an institution's, whole;
    // only the place after the comma is where.
    if (
      placeConnectors.has(before) &&
      countryNamePattern.test(foldText(words.slice(start).join(' ')))
    )
      return { name: piece.slice(0, comma), place: piece.slice(comma + 2) };
    if (start - 2 >= 1 && placeConnectors.has(before) && /^\p{Lu}/u.test(words[start - 2] ?? ''))
      start -= 2;
    else if (start - 1 >= 1 && placePrefixes.has(before)) start -= 1;
    // "Santiago de Surco, Lima": the connector leads back to the first word, so the whole piece
    // is the place, not a name "Santiago de" before "Surco".
    else if (start === 2 && placeConnectors.has(before)) return null;
    else break;
  }
  // "Analista, Insite, Buenos Aires, Argentina": fields between commas, split elsewhere.
  if (start < 1 || /,$/.test(words[start - 1] ?? '')) return null;
  // "Hospital Regional de Ica, Piura", "Municipalidad Distrital de Surco, Cusco": what is left
  // before the place would only say what kind of institution it is, so the place words are the
  // institution's own name and only the place after the comma is where it is.
  // "Caja Municipal de Ahorro y Crédito de Huancayo, Huancayo": a name does not end on "y" or
  // "de"; the words after it are the name's own, and only the place after the comma is where.
  if (
    isInstitutionKindOnly(words.slice(0, start)) ||
    endsOnJoiningWord(words.slice(0, start).join(' '))
  )
    return { name: piece.slice(0, comma), place: piece.slice(comma + 2) };
  return {
    name: words.slice(0, start).join(' '),
    place: words.slice(start).join(' ') + piece.slice(comma),
  };
}

/**
 * "Universidad de Burgos Burgos, España": a town the place list does not know, written right
 * after an organisation named after it and before its country. The town is the capitalised word
 * before the comma that repeats the name's last word ("Universidad Católica San Pablo, Bolivia"
 * ends in its own name); the name must say it is an organisation.
 */
function splitTownBeforeCountry(
  piece: string,
  comma: number,
): { name: string; place: string } | null {
  if (!countryNamePattern.test(foldText(piece.slice(comma + 2)).replace(/\.$/u, ''))) return null;
  const town = /\s(\p{Lu}\p{Ll}+)$/u.exec(piece.slice(0, comma));
  if (!town?.[1]) return null;
  const name = piece.slice(0, town.index);
  const lastWord = /(\p{L}+)$/u.exec(name)?.[1] ?? '';
  if (
    !organisationPattern.test(foldText(name)) ||
    name.split(/\s+/u).length < 3 ||
    foldText(lastWord) !== foldText(town[1])
  )
    return null;
  return { name, place: `${town[1]}${piece.slice(comma)}` };
}

/** "Hospital", "Municipalidad Distrital", "Gobierno Regional": a kind of institution, no name. */
function isInstitutionKindOnly(words: readonly string[]): boolean {
  const [kind, ...qualifiers] = words.map(foldText);
  if (kind === undefined || !organisationPattern.test(kind) || /[.&]/u.test(kind)) return false;
  return qualifiers.every((word) => institutionQualifierPattern.test(word));
}

/**
 * "Stripe, San Francisco, CA", "Telefónica, Madrid, España": a name, then a city and its region
 * or country between commas (the Harvard template's employer line). The name is no place itself;
 * a single name before one place ("Chilca, Cañete") may be a district, and is left alone here.
 */
function splitNameBeforeCityAndRegion(piece: string): { name: string; place: string } | null {
  const parts = dropFullStop(piece).split(', ');
  if (parts.length < 3 || parts.length > 4) return null;
  if (parts.some((part) => !/^[\p{Lu}\p{N}]/u.test(part))) return null;
  const name = parts[0] ?? '';
  const place = parts.slice(1).join(', ');
  if (isPlaceName(name) || !isPlaceName(place)) return null;
  return { name, place };
}

/**
 * "Tiendas Lucero, Arequipa": a name that is no place itself (an organisation word, or two
 * words or more) before a known place. The form "Name, Name" alone reads as a place otherwise.
 */
function splitOrganisationBeforePlace(piece: string): { name: string; place: string } | null {
  const comma = piece.lastIndexOf(', ');
  if (comma < 0) return null;
  const name = piece.slice(0, comma);
  const place = piece.slice(comma + 2);
  if (name.includes(',') || isPlaceName(name)) return null;
  const organisationWord = organisationPattern.test(foldText(name));
  // "Santiago de Surco, Lima": a town whose name ends in "de" and a known place is a place too.
  const lastWords = /\s(?:de|del|la|los|las)\s(\p{Lu}[\p{L}'’-]+)$/u.exec(name);
  if (!organisationWord && lastWords?.[1] && isShortPlaceLike(name) && isPlaceName(lastWords[1]))
    return null;
  if (isPlaceName(place))
    return organisationWord || name.split(/\s+/u).length >= 2 ? { name, place } : null;
  // A district the place list does not know ("Estudio Sillar Diseño, Yanahuara"): after a name
  // that says it is an organisation, one or two capitalised words that name no position, no
  // organisation and no unit of one (issue 12).
  return organisationWord && isUnlistedPlaceName(place) ? { name, place } : null;
}

function isUnlistedPlaceName(text: string): boolean {
  if (!/^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?$/u.test(text)) return false;
  const folded = foldText(text);
  return (
    !titlePattern.test(folded) &&
    !organisationPattern.test(folded) &&
    !organisationUnitPattern.test(folded)
  );
}

/** A word or mark a name cannot end on: the name goes on in the next line. */
const joiningEndPattern =
  /(?:^|\s)(?:de|del|la|las|los|el|y|e|o|en|a|al|para|con|por|of|and|&|the|for|in|at|on|to)$|,$/iu;

/**
 * Whether a header line breaks after a joining word or a comma ("… Nuestra Señora de"): the
 * field goes on in the next line.
 */
export function endsOnJoiningWord(text: string): boolean {
  return joiningEndPattern.test(text.trim());
}

/**
 * A field broken where the line ran out of room: the previous line reaches the text's right edge
 * so closely that the next line's first word would not have fitted, and it holds one field (no
 * separator, no dates after its text). Only where lines have measured widths (PDF).
 */
export function wrapsAtRightEdge(
  previous: TextLine | undefined,
  line: TextLine,
  rightEdge: number | undefined,
): boolean {
  if (previous === undefined || rightEdge === undefined || previous.width <= 0) return false;
  const text = previous.text.trim();
  const firstWord = /^\S+/u.exec(line.text.trim())?.[0] ?? '';
  const characterWidth = previous.width / Math.max(1, text.length);
  const date = findDateRange(text);
  return (
    firstWord.length > 0 &&
    previous.x + previous.width + (firstWord.length + 1) * characterWidth > rightEdge &&
    text.split(/\s+/u).length >= 6 &&
    !/[.;:]$/u.test(text) &&
    // (the dates a line opens with may hold a dash: "Nov. 2023 – Nov. 2024 Asistente de …")
    !fieldSeparatorPattern.test(date === null ? text : text.slice(date.index + date.length)) &&
    (date === null || date.index === 0) &&
    // Under the text it goes on from: at the same left edge, or under a title set after dates.
    (line.x <= previous.x + 2 || date !== null) &&
    readFieldLabel(line.text.trim()) === null
  );
}

/**
 * A field that fills its line and ends on the next one, before that line's separator: "Especialista
 * en Planeamiento … de la Gerencia" / "Regional | Gobierno Regional de Tacna | 2023 a Presente".
 */
function wrapsIntoSeparatedFields(previous: string, text: string): boolean {
  const firstField = /^([^|]+?)\s+\|\s/u.exec(text)?.[1];
  return (
    firstField !== undefined &&
    firstField.split(/\s+/u).length <= 3 &&
    previous.length >= 70 &&
    !previous.includes('|') &&
    findDateRange(previous) === null
  );
}

/**
 * "2.- VIGILANTE – CORPORACIÓN AVÍCOLA EL GALLITO" / "DORADO S.A.C. (Del 2015 al 2018)": a
 * header of two fields that the writer broke with Enter inside the last one; the next line ends
 * the field and gives the dates in brackets. A piece that opens as an employer or a role, or is
 * a place ("Banco Wasi (2015 – 2018)", "Cajera (2019 – 2021)", "Lima (2015 – 2018)"), is a
 * field of its own.
 */
function wrapsBeforeBracketedDates(previous: string, text: string): boolean {
  const match = /^(\p{Lu}[^()|–—]{1,40}?)\s*\(([^()]+)\)\s*(?:[–—-].*)?$/u.exec(text.trim());
  const piece = match?.[1]?.trim();
  if (piece === undefined || !match?.[2] || parseDateRange(match[2]) === null) return false;
  if (piece.split(/\s+/u).length > 3) return false;
  const folded = foldText(piece);
  if (folded.search(organisationPattern) === 0 || isKnownPlaceName(piece)) return false;
  // A role on the line under "EMPLOYER – BRANCH" ("Cajera polifuncional (Feb. 2019 – …)").
  if (folded.search(titlePattern) === 0) return false;
  const fields = previous.split(/\s+[–—|]\s+/u);
  return (
    fields.length >= 2 &&
    findDateRange(previous) === null &&
    !endsInLegalForm(fields.at(-1) ?? '') &&
    !/[.,;:]$/u.test(previous.trim())
  );
}

/**
 * Joins a header line that breaks after a joining word or a comma ("Coordinadora de Proyectos
 * de Infraestructura y" / "Saneamiento Rural") with the line that carries the field on, set in
 * the same type: one field wrapped, not two fields.
 *
 * @example
 * joinWrappedFieldLines(lines).map((line) => line.text); // ['Analista de Riesgos Crediticios', 'Caja Sur']
 */
export function joinWrappedFieldLines(lines: readonly TextLine[], rightEdge?: number): TextLine[] {
  // A sentence wrapped over header lines ("… en el almacén central de" / "Arequipa.") keeps its
  // lines: it runs long, with words in lower case that are no joining words.
  const isSentenceLine = (text: string) => {
    const words = text.split(/\s+/u);
    const lowerWords = words.filter((word) => /^\p{Ll}{4,}/u.test(word));
    return words.length >= 7 && lowerWords.length >= 2;
  };
  const joined: TextLine[] = [];
  // The line as set on the page that the last joined line ends with: where it reaches.
  let lastSet: TextLine | undefined;
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    const text = line.text.trim();
    // …set in the weight of the line it goes on from, unless dates set either line otherwise.
    const setBefore = lastSet;
    const wrapsAtEdge =
      wrapsAtRightEdge(setBefore, line, rightEdge) &&
      !isSentenceLine(text) &&
      (setBefore?.bold === line.bold ||
        findDateRange(setBefore?.text ?? '')?.index === 0 ||
        findDateRange(text) !== null);
    lastSet = line;
    // A line that opens with its dates ("Feb. 2023 – A la fecha Coordinadora de … Calidad,")
    // reads in the dates' weight: the field it wraps may be set otherwise ("Seguridad y Salud…").
    const datesSetPreviousWeight =
      previous !== undefined && findDateRange(previous.text)?.index === 0;
    const wrapsIntoFields = previous !== undefined && wrapsIntoSeparatedFields(previous.text, text);
    const wrapsBeforeDates =
      previous !== undefined && wrapsBeforeBracketedDates(previous.text, text);
    // "Servicios Andinos S.A.C., San Isidro — Analista" / "de Soporte TI N2": a line of the same
    // paragraph that opens on a joining word in small letters goes on with the last field.
    const opensOnJoiningWord =
      previous !== undefined &&
      previous.block === line.block &&
      /^(?:de|del|y|e|en|para)\s+\S/u.test(text);
    const continues =
      previous !== undefined &&
      (endsOnJoiningWord(previous.text) ||
        wrapsIntoFields ||
        wrapsAtEdge ||
        opensOnJoiningWord ||
        wrapsBeforeDates) &&
      !isSentenceLine(previous.text) &&
      // A line in lower case starts no field of its own: the weight may end with the name
      // ("Escuela … Señora de" bold / "los Reyes, practicante").
      (previous.bold === line.bold ||
        /^\p{Ll}/u.test(text) ||
        datesSetPreviousWeight ||
        wrapsIntoFields ||
        // "… Recursos Humanos y Bienestar" bold / "Social   Mar. 2023 – Ago. 2024": the dates
        // set plain on the line the title ends on.
        (wrapsAtEdge && findDateRange(text) !== null)) &&
      Math.abs(previous.fontSize - line.fontSize) < 0.5 &&
      previous.page === line.page &&
      readFieldLabel(text) === null &&
      (parseDateRange(text) === null ||
        wrapsIntoFields ||
        wrapsBeforeDates ||
        (wrapsAtEdge && findDateRange(text)?.index !== 0)) &&
      !/^[|•·–—-]/u.test(text);
    // "RESIDENTE — Constructora Wasi S.A.C. (setiembre" / "2022 – actualidad)": a bracket the
    // line opened and left open is closed on the next, in whatever weight.
    const closesBracket =
      previous !== undefined &&
      previous.block === line.block &&
      previous.page === line.page &&
      countOf(previous.text, '(') > countOf(previous.text, ')') &&
      countOf(text, ')') > countOf(text, '(') &&
      text.length <= closingBracketLineLength;
    if (continues || closesBracket)
      joined[joined.length - 1] = { ...previous, text: `${previous.text.trim()} ${text}` };
    else joined.push(line);
  }
  return joined;
}

/** The rest of a bracket wrapped onto the next line is short: dates, a place, a note. */
const closingBracketLineLength = 40;

/**
 * Splits an entry's header lines into date range, place and text pieces.
 *
 * @example
 * readEntryHeader(lines); // { dates: {...}, location: 'San Francisco, CA', pieces: ['Senior Software Engineer', 'Stripe'], extras: [] }
 */
export function readEntryHeader(headerLines: readonly TextLine[], rightEdge?: number): EntryHeader {
  const lines = joinWrappedFieldLines(headerLines, rightEdge);
  let dates: DateRange | null = null;
  let location: string | null = null;
  const pieces: string[] = [];
  const extras: string[] = [];
  let labelledTitle: string | null = null;
  let labelledOrganisation: string | null = null;
  // The header line each piece comes from, and the dash a piece was split from its neighbour at.
  const pieceLines: number[] = [];
  const dashJoins = new Map<number, string>();
  // A time alone ("4 años") is the entry's dates only where the entry shows no other: beside
  // "Marzo 2021 – Actualidad" it is part of a field ("Docente de aula – 4 años", a class's age).
  const showsRange = lines.some((line) => findDateRange(line.text)?.isRange === true);
  const lineTexts = lines.flatMap((line, lineIndex) => {
    const text = splitAtWeight(line).replace(iconCharacterPattern, ' ').replace(/\s+/g, ' ').trim();
    // "1. HOSPITAL REGIONAL": the number orders the list of jobs; it is no part of a field.
    // "a) Subdirectora…" under "INSTITUCIÓN : I.E. …": a letter lists positions at one employer.
    const unnumbered =
      lineIndex === 0 ? text.replace(listNumberPattern, '') : text.replace(listLetterPattern, '');
    return splitLabelledFields(unnumbered).map((field) => [lineIndex, field] as const);
  });
  // Characters of the next line that end a range its line above began (readCutDateRange).
  let pendingRangeEnd = 0;
  for (const [lineIndex, lineText] of lineTexts) {
    let text = lineText;
    // "(Arequipa-Perú) Logros:": the place of a date column and the label over the duties,
    // merged into one line; the label stays with the entry as a detail.
    const placeAndLabel = splitPlaceAndDetailLabel(text);
    if (placeAndLabel) {
      location ??= placeAndLabel.place;
      extras.push(placeAndLabel.label);
      continue;
    }
    // "2017 – 2019  Institución: Gobierno Regional": a date column before a form's labelled field.
    const opening: ReturnType<typeof findDateRange> = dates === null ? findDateRange(text) : null;
    const afterOpening = opening ? text.slice(opening.index + opening.length).trim() : '';
    if (opening?.index === 0 && readFieldLabel(afterOpening) !== null) {
      dates = opening.range;
      text = afterOpening;
    }
    // "Marzo del 2014 a  Supervisor de Obras" / "Junio 2016  Municipalidad …": a narrow date
    // column wrapped its range after "a"; the next line opens on the range's end.
    const cut = dates === null ? readCutDateRange(text) : null;
    const nextLine = lineTexts.find(([index]) => index > lineIndex)?.[1] ?? '';
    if (cut?.index === 0 && findDateRange(nextLine)?.index === 0) {
      const whole = findDateRange(`${cut.text} ${nextLine}`);
      if (whole?.index === 0 && whole.isRange && whole.length > cut.length + 1) {
        dates = whole.range;
        text = text.slice(cut.length).trim();
        pendingRangeEnd = whole.length - cut.length - 1;
      }
    } else if (pendingRangeEnd > 0) {
      text = text.slice(pendingRangeEnd).trim();
      pendingRangeEnd = 0;
    }
    const label = readFieldLabel(text);
    if (label === 'other') {
      extras.push(text);
      continue;
    }
    const labelText = label ? (/^[^:]*:/u.exec(text)?.[0] ?? '') : '';
    if (label) text = text.replace(/^[^:]*:\s*/u, '');
    // "Nombre y dirección de la empresa o empleador: Pukara S.A., Av. Grau 120, Lima": the
    // employer's name, then its address, where the job was.
    if (label === 'organisation' && /direcci[oó]n|address/iu.test(labelText)) {
      const address = splitOffAddress(text);
      if (address) {
        text = address.name;
        location ??= address.address;
      }
    }
    // "Fecha de ingreso: Febrero 2021" / "Fecha de retiro: Actualmente": a form gives the two
    // ends of the range in fields of their own.
    if (label === 'dates' && dates !== null && namesRangeEnd(labelText)) {
      const value = text.replace(/\.$/u, '').trim();
      const end = findDateRange(value)?.range ?? null;
      if (end !== null || isPresentOnly(value)) {
        dates = {
          start: dates.start,
          end: end?.current === false ? end.end : null,
          current: end?.current ?? true,
          text: `${dates.text} – ${end?.text ?? value}`,
        };
        continue;
      }
    }
    if (dates && dates.end === null && !dates.current) {
      // A date column wraps a range over two lines: "De 06/08/2019" / "Al 24/05/2021 Analista".
      const ended = continueDateRange(dates, text);
      if (ended) {
        dates = ended.range;
        text = ended.rest;
      }
    }
    const match = findDateRange(text);
    if (match && !dates) {
      dates = match.range;
      const group = enclosingParentheses(text, match.index, match.length);
      if (group) {
        // "(2020–Present, Cajamarca)": the date leaves the group; the rest is its own field.
        let inside = removeDateText(text.slice(group[0] + 1, group[1] - 1), {
          ...match,
          index: match.index - group[0] - 1,
        });
        // "(2020–Present, Brisbane)": a town beside the dates in their parentheses is where the
        // job was, known to the place list or not.
        const place = inside.replace(/^[\s,;|]+|[\s,;|]+$/gu, '');
        if (!location && (isBracketedPlace(place) || isPlaceLikeBesideDates(place))) {
          location = place;
          inside = '';
        }
        text = [text.slice(0, group[0]).trim(), inside, text.slice(group[1]).trim()]
          .filter((part) => part.length > 0)
          .join(' | ');
      } else {
        // After a comma, or after a bar or a dot on a line the dates open ("Mar 2022 – Present |
        // Lima"): between fields ("Analista | 2019 – 2021 | Pukara Wasi") it may be the employer.
        const commaNext =
          /^\s*,/u.test(text.slice(match.index + match.length)) ||
          /,\s*$/u.test(text.slice(0, match.index)) ||
          (text.slice(0, match.index).trim() === '' &&
            /^\s*[·•|]/u.test(text.slice(match.index + match.length)));
        const datesLead = text.slice(0, match.index).trim() === '';
        text = removeDateText(text, match);
        // "De 06/08/2018 A la actualidad (Pasco-Perú) Jefe de guardia": a dates column's
        // bracketed town, read before the title beside it, is where the job was.
        const leadingPlace = datesLead ? /^\s*\(([^()]+)\)\s*/u.exec(text) : null;
        if (leadingPlace?.[1] && !location && isBracketedPlace(leadingPlace[1])) {
          location = leadingPlace[1];
          text = text.slice(leadingPlace[0].length);
        }
        // "Setiembre 2019 – Actualidad, Arequipa", "Mar 2021 – Present · Lima (hybrid)": a short
        // name beside the dates is the place, perhaps with how the job was done.
        const arrangement = /\s*\(([^()]+)\)$/u.exec(text);
        const place =
          arrangement?.[1] && workArrangementPattern.test(foldText(arrangement[1]))
            ? text.slice(0, arrangement.index)
            : text;
        if (commaNext && !location && pieces.length > 0 && isPlaceLikeBesideDates(place)) {
          location = text;
          text = '';
        } else if (
          !location &&
          isKnownPlaceName(text.replace(/^[\s|,;·•–—-]+|[\s|,;·•–—-]+$/gu, ''))
        ) {
          // "01/03/2019 – 31/12/2021 Lima, Perú": a known place alone beside the dates.
          location = text.replace(/^[\s|,;·•–—-]+|[\s|,;·•–—-]+$/gu, '');
          text = '';
        }
      }
    } else if (label === 'dates' && !dates && isDurationOnly(text.replace(/\.$/, ''))) {
      // "Tiempo: 1 año": a form gives the time served, not dates.
      dates = { start: null, end: null, current: false, text: text.replace(/\.$/, '') };
      text = '';
    }
    // "2021 – Present" / "Lima, Peru" (or "Remote") in a table's date cell, the title and the
    // employer in the cell beside it: the place under the dates names no field.
    const bare = text.replace(/^[\s|,;·•–—-]+|[\s|,;·•–—-]+$/gu, '');
    if (
      !label &&
      !location &&
      dates !== null &&
      pieces.length === 0 &&
      bare.length > 0 &&
      (isKnownPlaceName(bare) || remoteWorkPattern.test(foldText(bare)))
    ) {
      location = bare;
      continue;
    }
    // "Empresa: Wasi S.A.C. – www.wasi.pe", "(www.wasi.pe)": the employer's site after its name is
    // a detail of the entry, not part of the name.
    const site = label ? trailingSitePattern.exec(text) : null;
    if (site?.[1] && site[2]) {
      text = site[1];
      extras.push(site[2]);
    }
    // "Institución : Centro de Salud Wasi – Huánuco": a known town after a dash closes a labelled
    // employer's name too; it is where the job was.
    const dashedTown = label === 'organisation' ? splitDashedTown(text) : null;
    if (dashedTown) {
      text = dashedTown.name;
      location ??= dashedTown.place;
    }
    if (label === 'title' && text) labelledTitle ??= dropFullStop(text);
    if (label === 'organisation' && text) labelledOrganisation ??= dropFullStop(text);
    const parts = label ? text.split(/(\s+[|•·]\s+)/) : splitAtSeparators(text);
    for (let part = 0; part < parts.length; part += 2) {
      const rawPiece = parts[part] ?? '';
      const piece = rawPiece.replace(/^[,;:\s]+|[,;\s]+$/g, '');
      if (piece.length === 0) continue;
      // Split from the piece before it, on this line, at a spaced dash: maybe one field.
      const afterDash =
        part > 0 &&
        dashSeparatorPattern.test(parts[part - 1] ?? '') &&
        pieceLines.at(-1) === lineIndex &&
        pieces.length > 0;
      // "… S.A.C. (Concesionario – Taller Ate)": the legal form closes the name; the brackets
      // after it say more about the place of work, a detail of the entry.
      const note = label ? null : legalFormNotePattern.exec(piece);
      if (note?.[1] && note[2] && !isBracketedPlace(note[2]) && !isTradeName(note[2])) {
        // "Finning Chile S.A. (Calama)": one capitalised word after the legal form is its town.
        if (!location && /^\p{Lu}\p{Ll}+$/u.test(note[2].trim())) location = note[2].trim();
        else extras.push(`(${note[2]})`);
        pieceLines.push(lineIndex);
        pieces.push(note[1]);
        continue;
      }
      const trailing = label
        ? null
        : (splitTrailingPlace(piece) ?? splitOrganisationBeforePlace(piece));
      if (
        !dates &&
        (isPresentOnly(piece) || (pieces.length > 0 && !showsRange && isDurationOnly(piece)))
      ) {
        // A field of its own that is only "Actualidad" or a time served ("6 Meses").
        dates = { start: null, end: null, current: isPresentOnly(piece), text: piece };
      } else if (
        dates !== null &&
        pieces.length === 0 &&
        isDurationOnly(piece) &&
        !/\d\s*(?:a[nñ]os?|mes(?:es)?|years?|months?)/iu.test(dates.text)
      ) {
        // A date cell's range, then its time served on the next line ("Mar. 2018 – Ene. 2020" /
        // "(1 año 10 meses)"): the time is the range's, as when it closes the range's line.
        dates = { ...dates, text: `${dates.text} ${piece}` };
      } else if (findLinks(piece).some((link) => link.value === piece)) extras.push(piece);
      // One character ("ㅡ", "•") is a rule or an ornament, not a name.
      else if ([...piece].length < 2) extras.push(piece);
      // "PUCP San Miguel, Lima" has the form of a place but opens with a name that is none;
      // "Mountain View, California, EUA", set apart from the field before it ("Google LLC |"),
      // is a town, its region and its country; after a comma it may be an employer and its
      // place ("Analista, Acme, Lima, Perú").
      else if (
        !location &&
        pieces.length > 0 &&
        // (A name in its legal form is no place: "Alimentos Wasi, C.A" is no town in "CA".)
        !endsInLegalForm(piece) &&
        ((isPlaceName(piece) && (!trailing || isPlaceName(trailing.name))) ||
          (/\|/u.test(parts[part - 1] ?? '') && isTownRegionAndCountry(piece)))
      )
        location = dropFullStop(piece);
      else if (!location && /^\(([^()]+)\)$/u.test(piece) && isBracketedPlace(piece.slice(1, -1)))
        location = piece.slice(1, -1);
      // "Senior Data Analyst at Qori Analytics — Remote": how the job was done, in a place's
      // stead, is no employer.
      else if (!location && pieces.length > 0 && remoteWorkPattern.test(foldText(piece)))
        location = piece;
      // "Banco Andino | Jr. Las Flores 441": a street address beside the employer is its place.
      else if (!location && pieces.length > 0 && streetOnlyPattern.test(piece))
        location = dropFullStop(piece);
      else {
        if (afterDash) dashJoins.set(pieces.length, parts[part - 1] ?? ' - ');
        pieceLines.push(lineIndex);
        if (trailing) {
          // "Senior Software Engineer, Kamayoq, Lima": after a role, the first of the commas'
          // parts that is no known place is the employer; only the known town after it is where.
          const [first = '', ...towns] = trailing.place.split(/,\s+/u);
          const employer =
            towns.length > 0 &&
            !isKnownPlaceName(first) &&
            isKnownPlaceName(towns.join(', ').replace(/\.$/u, '')) &&
            titlePattern.test(foldText(trailing.name));
          pieces.push(trailing.name, ...(employer ? [first] : []));
          location ??= dropFullStop(employer ? towns.join(', ') : trailing.place);
        } else pieces.push(piece);
      }
    }
  }
  // A spaced dash splits a line only when the line must hold two fields: where other lines
  // already give the title and the organisation, "Analista – Área de Finanzas" is one field.
  for (let index = pieces.length - 1; index > 0 && pieces.length > 2; index -= 1) {
    const dash = dashJoins.get(index);
    if (dash === undefined) continue;
    // "Ferretería Los Pinos – Sales Consultant (2020–Present, Cajamarca)": one line holding every field.
    if (pieceLines.every((lineIndex) => lineIndex === pieceLines[index])) continue;
    // "Practicante – KAMAYOQ S.A.A." over "Planta Wasi, Tarma": a role on one side of the
    // dash and a name in its legal form on the other are the two fields, whatever the line under
    // them names ("PLAZA WASI – SUPERMERCADOS PUKARA S.A." is one employer).
    if (isRoleBesideLegalName(pieces[index - 1] ?? '', pieces[index] ?? '')) continue;
    joinAtDash(pieces, pieceLines, dashJoins, index);
  }
  // "Docente de Aula – Nivel Primaria, I.E. N° 20188": after the dash, a qualifier of the role
  // goes on to a comma; the organisation opens after it with its own kind of name.
  for (let index = 1; index < pieces.length; index += 1) {
    const dash = dashJoins.get(index);
    const piece = pieces[index] ?? '';
    const comma = piece.indexOf(', ');
    if (dash === undefined || comma < 0) continue;
    const qualifier = piece.slice(0, comma);
    const organisation = piece.slice(comma + 2);
    if (
      foldText(organisation).search(organisationPattern) === 0 &&
      !organisationPattern.test(foldText(qualifier)) &&
      qualifier.split(/\s+/u).length <= 4 &&
      !organisationPattern.test(foldText(pieces[index - 1] ?? ''))
    ) {
      pieces[index - 1] = `${pieces[index - 1] ?? ''}${dash}${qualifier}`;
      pieces[index] = organisation;
    }
  }
  // "Cajero – vendedor — Farmacias Wasi": a second role in lower case after a dash goes on
  // with the role before it (a field opens in capitals; "– cursos de Física" is a detail).
  for (let index = pieces.length - 1; index >= 1; index -= 1) {
    const piece = pieces[index] ?? '';
    if (
      dashJoins.get(index) === undefined ||
      !/^\p{Ll}/u.test(piece) ||
      piece.split(/\s+/u).length > 3 ||
      !titlePattern.test(foldText(piece))
    )
      continue;
    joinAtDash(pieces, pieceLines, dashJoins, index);
  }
  // "Pasante – Auxiliar Contable – Ferretería Los Andes, C.A.": two roles before the employer's
  // name are one title, as written.
  for (let index = pieces.length - 2; index >= 1; index -= 1) {
    const piece = pieces[index] ?? '';
    const before = pieces[index - 1] ?? '';
    const isRole = (text: string) =>
      foldText(text).search(titlePattern) === 0 && !organisationPattern.test(foldText(text));
    const employerAfter = pieces
      .slice(index + 1)
      .some((later) => endsInLegalForm(later) || foldText(later).search(organisationPattern) === 0);
    if (dashJoins.get(index) === undefined || !isRole(piece) || !isRole(before) || !employerAfter)
      continue;
    joinAtDash(pieces, pieceLines, dashJoins, index);
  }
  // "Docente de Aula – Nivel Primaria (nombrada)", "Profesora de aula – 4.° grado": the school
  // level or grade after the dash qualifies the role; it names no employer.
  for (let index = pieces.length - 1; index >= 1; index -= 1) {
    const dash = dashJoins.get(index);
    const piece = pieces[index] ?? '';
    if (dash === undefined || !schoolLevelOrGradePattern.test(foldText(piece))) continue;
    joinAtDash(pieces, pieceLines, dashJoins, index);
  }
  // "Técnico de Soporte TI, Caja Municipal de Cusco S.A.": a role, a comma, then an organisation
  // that opens with its kind, in one piece beside another field.
  if (pieces.length === 2) {
    for (let index = 0; index < pieces.length; index += 1) {
      const piece = pieces[index] ?? '';
      const comma = piece.indexOf(', ');
      if (comma < 0) continue;
      const role = piece.slice(0, comma);
      const organisation = piece.slice(comma + 2);
      if (
        foldText(role).search(titlePattern) === 0 &&
        !organisationPattern.test(foldText(role)) &&
        role.split(/\s+/u).length <= 6 &&
        foldText(organisation).search(organisationPattern) === 0
      ) {
        pieces.splice(index, 1, role, organisation);
        pieceLines.splice(index, 0, pieceLines[index] ?? 0);
        break;
      }
    }
  }
  // "Supervisor, Minera Wasi S.A.C., Huari, Áncash.": beside a role and an employer, the short
  // name the known region follows after a comma is its town, the place list's or not.
  const town = pieces.at(-1) ?? '';
  if (
    location !== null &&
    pieces.length >= 3 &&
    isPlaceName(location.replace(/\.$/u, '')) &&
    isShortPlaceLike(town) &&
    !titlePattern.test(foldText(town)) &&
    !organisationPattern.test(foldText(town)) &&
    lines.some((line) => line.text.includes(`${town}, ${location}`))
  ) {
    location = dropFullStop(`${town}, ${location}`);
    pieces.pop();
    if (pieceLines.length > pieces.length) pieceLines.length = pieces.length;
  }
  // "Marinilla, Antioquia" beside a name and a role: towns and regions the place list does not
  // know, told by their form (short capitalised names between commas, no role or company word).
  if (!location && pieces.length >= 3) {
    const placeIndex = pieces.findIndex(looksLikeTownAndRegion);
    if (placeIndex >= 0) {
      location = pieces[placeIndex] ?? null;
      pieces.splice(placeIndex, 1);
    }
  }
  if (pieces.length === 1) {
    const split = splitCommaFields(pieces[0] ?? '');
    if (split) {
      pieces.splice(0, 1, ...split.fields);
      location ??= split.place;
    }
  }
  const labelled =
    labelledTitle || labelledOrganisation
      ? { title: labelledTitle, organisation: labelledOrganisation }
      : undefined;
  return {
    dates,
    location,
    pieces: pieces.map(dropFullStop),
    extras,
    ...(labelled ? { labelled } : {}),
  };
}

/** "Nivel Primaria", "4.° grado", "1er grado", "quinto grado": a class taught, not a place of work. */
const schoolLevelOrGradePattern =
  /^(?:nivel\s+(?:inicial|primari[ao]|secundari[ao])\b|\d{1,2}\s*(?:\.?\s*[°º]|er|ro|do|to|vo|mo|no)\s*(?:grado|ano)\b|(?:primer|segundo|tercer|cuarto|quinto|sexto)\s+grado\b)/u;

/**
 * Joins the piece at `index` to the one before it through the dash they were split at; the
 * pieces after it move up a place, and their dashes with them.
 */
function joinAtDash(
  pieces: string[],
  pieceLines: number[],
  dashJoins: Map<number, string>,
  index: number,
): void {
  const dash = dashJoins.get(index) ?? ' - ';
  pieceLines.splice(index, 1);
  pieces.splice(index - 1, 2, `${pieces[index - 1] ?? ''}${dash}${pieces[index] ?? ''}`);
  for (const [at, joint] of [...dashJoins].sort(([left], [right]) => left - right)) {
    if (at < index) continue;
    dashJoins.delete(at);
    if (at > index) dashJoins.set(at - 1, joint);
  }
}

/**
 * A header line set in two weights with no separator ("Jefe de Logística" bold, "Banco del Sur"
 * plain): the weight parts the fields, as a separator would. Lines that hold a separator or a
 * date already say where their fields end.
 */
function splitAtWeight(line: TextLine): string {
  const parts = line.weightParts;
  if (!parts || line.text !== `${parts[0]} ${parts[1]}`) return line.text;
  // Dates closing the line ("Supervisor Agroandina S.A.C. 01/2022 – actualidad") part it from
  // nothing but themselves: the weight still parts the fields before them.
  const date = findDateRange(line.text);
  if (date && date.index < parts[0].length) return line.text;
  const fields = date ? line.text.slice(0, date.index) : line.text;
  if (fieldSeparatorPattern.test(fields)) return line.text;
  return `${parts[0]} | ${parts[1]}`;
}

/**
 * Abbreviated company forms that end in a full stop: "S.A.C.", "E.I.R.L.", "Inc.", "Cía."; and a
 * state or province abbreviated after its town, as Mexico and Argentina write places
 * ("Querétaro, Qro.", "San Isidro, Bs. As."): a place, not a sentence's end.
 */
const abbreviationEndPattern =
  /(?:^|\s)(?:\p{L}{1,2}\.){2,}$|(?:^|\s)(?:inc|ltd|ltda|corp|cía|cia|co)\.$|,\s*(?:ags|bcs|camp|chih|chis|coah|dgo|edo\.\s?(?:de\s)?méx|gro|gto|hgo|jal|méx|mich|mor|nay|oax|pue|qro|q\.\s?roo|sin|son|tab|tamps|tlax|yuc|zac|bs\.\s?as|cba|sta\.\s?fe)\.$/iu;

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
  const parts: string[] = [];
  for (const part of dropFullStop(text)
    .split(/,\s+/)
    .map((piece) => piece.trim())) {
    const previous = parts[parts.length - 1];
    // "Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos": the last items of
    // an enumeration ("B y C") go on with the field before the comma, not a field of their own.
    const closesEnumeration =
      previous !== undefined &&
      /^\p{Lu}\p{Ll}+\s(?:y|e|and)\s/u.test(part) &&
      // (up to a role's "en": "… Seguimiento de Proyectos en Clínica San Gabriel")
      !organisationPattern.test(foldText(part.split(/\s(?:en|at|para)\s/u)[0] ?? part)) &&
      !organisationPattern.test(foldText(previous));
    if (closesEnumeration) parts[parts.length - 1] = `${previous}, ${part}`;
    else parts.push(part);
  }
  if (parts.length < 2 || parts.length > 6) return null;
  if (parts.some((part) => part.length === 0 || /^\p{Ll}/u.test(part))) return null;
  // "Salcedo, Vega & Asociados S.C.": partners' names listed up to the "&" are one firm's name.
  const firm = parts.findIndex((part) => /\s(?:&|y|and)\s+asociad[oa]s\b|^[^,]*\s&\s/iu.test(part));
  if (firm > 0 && parts.slice(0, firm).every((part) => !titlePattern.test(foldText(part))))
    return null;
  // After a position ("Asociada Senior, Rodrigo, Elías & Medrano Abogados"), the partners'
  // surnames from the position on up to the "&" are the firm's name.
  const lastTitle =
    firm > 0 ? parts.slice(0, firm).findLastIndex((part) => titlePattern.test(foldText(part))) : -1;
  if (
    lastTitle >= 0 &&
    lastTitle < firm - 1 &&
    parts
      .slice(lastTitle + 1, firm)
      .every((part) => /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?$/u.test(part))
  )
    parts.splice(lastTitle + 1, firm - lastTitle, parts.slice(lastTitle + 1, firm + 1).join(', '));
  // The longest ending that is a place, leaving at least two fields before it.
  for (let start = 2; start < parts.length; start += 1) {
    const place = parts.slice(start).join(', ');
    if (isPlaceName(place)) return { fields: parts.slice(0, start), place };
  }
  return { fields: parts, place: null };
}
