// Splits the lines of an experience, education or projects section into one block per entry
// (issue 3, stage 2): by date lines, typography (bold title lines), blocks and list items.
import type { TextLine } from '../extract/types';
import { readPositionList } from './position-list';
import { findPhones } from './contact';
import { isPlaceName } from '../vocabulary/places';
import {
  findDateRange,
  isCutRangeText,
  readCutDateRange,
  isDurationOnly,
  parseDateRange,
  removeDateText,
} from './dates';
import {
  endsOnJoiningWord,
  endsInAbbreviation,
  hasStreetAddress,
  readEntryHeader,
  listLetterPattern,
  listNumberPattern,
  readFieldLabel,
  namesRangeEnd,
  splitPlaceAndDetailLabel,
  splitFieldPieces,
  splitTrailingPlace,
  wrapsAtRightEdge,
} from './entry-fields';
import { foldText } from '../language/fold-text';
import { identifyEnglishVerb, identifySpanishVerb } from '../vocabulary/action-verbs';
import {
  endsInLegalForm,
  entryDetailLabelPattern,
  namesRole,
  organisationPattern,
  titlePattern,
} from '../vocabulary/entry-vocabulary';

export type EntryBlock = {
  /** Title, organisation, place and date lines. */
  readonly headerLines: readonly TextLine[];
  /** Bullets and description lines. */
  readonly bodyLines: readonly TextLine[];
};

const bulletMarkerPattern = /^[•·▪●■◦➢➤►✓✔○\-–*]\s+/;

/** A list item, whether extract recognised the marker or the marker survived in the text. */
export function isBulletLine(line: TextLine): boolean {
  return line.listItem || bulletMarkerPattern.test(line.text);
}

/** Removes a bullet marker that survived in the text. */
export function stripBulletMarker(text: string): string {
  return text.replace(bulletMarkerPattern, '').trim();
}

/**
 * Ends like a sentence (full stop, colon, semicolon), not like an abbreviated company name
 * ("S.A.C.", "E.I.R.L.", "Inc.", "Cía.").
 */
function endsLikeSentence(text: string): boolean {
  if (!/[.:;]$/.test(text)) return false;
  return !endsInAbbreviation(text);
}

/**
 * A field closed by a full stop, as Word CVs often write them ("Asistente Contable.",
 * "Comercial Andina S.A.C."): a few words are a name, not a sentence.
 */
function isStoppedField(text: string): boolean {
  if (!/[^.]\.$/u.test(text) || text.length > 60) return false;
  const words = text.split(/\s+/);
  // A name capitalises its words ("Auxiliar de Almacén."); a sentence does not ("Control de
  // inventarios.").
  return words.length <= 6 && words.every((word) => word.length < 4 || /^[\p{Lu}\d]/u.test(word));
}

/** A bullet or a sentence: description, not an entry's header. */
function looksLikeBody(line: TextLine): boolean {
  return (
    isBulletLine(line) ||
    (/[.;]$/.test(line.text) && endsLikeSentence(line.text)) ||
    /^\p{Ll}/u.test(line.text) ||
    line.text.length > 90
  );
}

/**
 * A line set in capitals ("ANDES EXPRESS S.A.C."): letters, none in lower case.
 *
 * @example
 * isCapitalsLine('MINERA SOL S.A.C.'); // true
 */
export function isCapitalsLine(text: string): boolean {
  return /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** Same weight and size: two lines set as the same kind of field. */
export function isSetLike(left: TextLine, right: TextLine): boolean {
  return left.bold === right.bold && Math.abs(left.fontSize - right.fontSize) < 0.5;
}

/** A line that is nothing but a date range ("2019 – 2021"), as in dates-left layouts. */
function isDateOnlyLine(line: TextLine): boolean {
  const match = findDateRange(line.text);
  return match !== null && removeDateText(line.text, match).replace(/[\s|·•,–—-]+/gu, '') === '';
}

function hasDate(line: TextLine): boolean {
  // "Banco Wasi: Cajera (2015-2017), Asesora (2017-2021)": positions, each with its dates.
  if (readPositionList(line.text)) return true;
  const match = findDateRange(line.text);
  if (!match) return false;
  if (match.isRange || match.hasMonth) return true;
  // A lone year dates an entry when it opens or closes a short line ("Colegio San Juan 2011"),
  // not inside a sentence ("Disponibilidad de 98,7 % en 2023.").
  const before = line.text.slice(0, match.index).trim();
  const after = line.text.slice(match.index + match.length).trim();
  // A year that opens the line dates it even when the line ends in a full stop (moderncv:
  // "2010-2014 Desarrollador Web, Insite, Lima.").
  // So does one set apart by a colon or a dash ("2019: Practicante docente en …"), however
  // long the header it opens.
  if (before.length === 0) return line.text.length < 100 || /^[:–—-]\s/u.test(after);
  // A year set apart as the last field of a header ("Analista | Banco Andino | Tacna | 2024")
  // closes it however long its other fields are.
  if (after.length === 0 && /[|·•–—\t]$/u.test(before)) return line.text.length < 140;
  return /^[)\]]?$/.test(after) && !/\.$/.test(line.text) && line.text.length < 70;
}

/**
 * After a sentence has ended, a line that is only a date range, or a short name-like line right
 * above one ("Promotor" / "Feb 2014 — Nov 2014"), opens the next entry even when the layout
 * (OCR, a PDF set tight) groups it in the paragraph's block: a description does not go on
 * with a lone date.
 */
function opensDatedEntry(lines: readonly TextLine[], index: number): boolean {
  const previous = lines[index - 1];
  const line = lines[index];
  // A duty listed without a marker ends where its line does, full stop or not.
  if (!previous || !line || !(endsLikeSentence(previous.text) || tellsWorkDone(previous.text)))
    return false;
  // "… zero accidents in 2019 and" / "2020.": a line cut after a joining word goes on.
  if (endsOnJoiningWord(previous.text)) return false;
  if (isDateOnlyLine(line)) return true;
  // "setiembre 2021 – marzo 2023 Supervisora en Caja Wasi": a range that opens the line, with
  // fields after it, heads the next job of a section written in paragraphs.
  const opening = findDateRange(line.text);
  if (opening?.index === 0 && opening.isRange && !tellsWorkDone(line.text)) return true;
  // "Banco Wasi: Cajera (2015-2017), Asesora (2017-2021)": positions with their dates.
  if (readPositionList(line.text)) return true;
  // "Andes Trading – Buyer (2021–2022)" after a duty: fields and dates, the next header.
  if (
    hasDate(line) &&
    splitFieldPieces(line.text).length >= 2 &&
    /^\p{Lu}/u.test(line.text) &&
    !endsLikeSentence(line.text) &&
    !tellsWorkDone(line.text)
  )
    return true;
  // A bold dated line after a plain sentence is the next title ("Técnico de Soporte | 2020 –
  // 2021"), whatever the spacing: a description does not turn bold to give a date.
  if (line.bold && !previous.bold && hasDate(line)) return true;
  const next = lines[index + 1];
  return (
    next !== undefined &&
    isDateOnlyLine(next) &&
    !isBulletLine(line) &&
    /^[\p{Lu}\d]/u.test(line.text) &&
    !/[.:;,]$/u.test(line.text) &&
    line.text.split(/\s+/).length <= 8
  );
}

/** The font size most of the section's text is set in (weighted by characters). */
function readCommonFontSize(lines: readonly TextLine[]): number {
  const weights = new Map<number, number>();
  let best = 0;
  let bestWeight = -1;
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    const weight = (weights.get(size) ?? 0) + line.text.length;
    weights.set(size, weight);
    if (weight > bestWeight) [best, bestWeight] = [size, weight];
  }
  return best;
}

/**
 * The first line of a paragraph: a long undated line in the text's size whose sentence runs on to
 * a second long line of its block ("Desarrollé nuevas funcionalidades … para los" / "módulos de
 * …"). A wrapped title is set larger or bold, or its second line is short.
 */
function opensParagraph(lines: readonly TextLine[], index: number, textSize: number): boolean {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || next.block !== line.block || line.bold) return false;
  if (line.fontSize > textSize + 0.4) return false;
  if (line.text.length < 55 || next.text.length < 40 || isBulletLine(next)) return false;
  if (findDateRange(line.text) || findDateRange(next.text)) return false;
  // The sentence runs on: the next line starts in lower case, or this one ends on a small word,
  // or both lines fill the measure (a header wraps short).
  return (
    /^\p{Ll}/u.test(next.text) ||
    /(?:^|\s)\p{Ll}{1,4}$/u.test(line.text) ||
    (line.text.length >= 65 && next.text.length >= 50)
  );
}

/**
 * A header line's wrapped end ("Miembro del Comité de evaluación | EAP Ingeniería de" /
 * "sistemas."): it starts in lower case but goes on the header line above, in its block and type.
 */
function wrapsHeaderLine(
  previous: TextLine | undefined,
  line: TextLine,
  previousWasBody: boolean,
): boolean {
  return (
    previous !== undefined &&
    !previousWasBody &&
    previous.block === line.block &&
    previous.fontSize === line.fontSize &&
    // A name cut after a small word ("… Nuestra Señora de" / "los Reyes, practicante") goes on
    // whatever the weight: the bold may end where the name does, on the next line.
    (previous.bold === line.bold || endsOnJoiningWord(previous.text)) &&
    !endsLikeSentence(previous.text) &&
    !/[,;]$/.test(previous.text)
  );
}

/**
 * The nearest labelled line above is a work's or a project's ("Obra : …", "b) Proyecto: …"):
 * a labelled field under it belongs to that work.
 */
function describesWork(
  lines: readonly TextLine[],
  labels: readonly (string | null)[],
  index: number,
): boolean {
  for (let above = index - 1; above >= 0; above -= 1) {
    if (labels[above] === null || labels[above] === undefined) continue;
    return (
      labels[above] === 'other' &&
      /^(?:[a-h]\)\s*)?(?:obra|proyecto)\s*:/iu.test(lines[above]?.text.trim() ?? '')
    );
  }
  return false;
}

/**
 * Entries written as bold bullets that carry their dates ("• TESISTA • 2017 – 2019"), each over
 * plain lines set deeper ("Tema: …"), list items of a deeper level or not, or over a labelled
 * field of the entry: such a bullet heads its entry. Two of them at one indent
 * at least, so that one bold dated duty among the bullets stays a duty.
 */
function findBulletedEntryHeaders(
  lines: readonly TextLine[],
  dated: readonly boolean[],
): ReadonlySet<number> {
  const headers: number[] = [];
  let markedApart = 0;
  // The markers of the duties: a bold item with another marker over a plain line (a timeline's
  // dot before "Enfermera Asistencial" over "Clínica Wasi", then "– Valoración…") is no duty.
  const dutyMarkers = new Set(
    lines
      .filter((line) => isBulletLine(line) && !line.bold)
      .map((line) => line.listMarker?.trim() ?? ''),
  );
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (!isBulletLine(line) || !line.bold || next === undefined || next.bold) return;
    const otherMarker =
      dutyMarkers.size > 0 &&
      line.listMarker !== undefined &&
      !dutyMarkers.has(line.listMarker.trim());
    // …or a dated one over the duties' own items ("▸ Supervisor de ventas  Ene. 2022 – Actualidad"
    // over "• Supervisión de…"): positions under their employer's line, each marked apart.
    const ownMarker =
      otherMarker &&
      (!isBulletLine(next) ||
        ((dated[index] ?? false) && dutyMarkers.has(next.listMarker?.trim() ?? '')));
    // Or bold bullets naming the employer over its labelled fields ("❖ NOTARÍA WASI" /
    // "Cargo : Secretaria" / "Periodo : …").
    const label = readFieldLabel(next.text);
    const overFields = label === 'title' || label === 'organisation' || label === 'dates';
    if (
      ((dated[index] ?? false) && next.x > line.x + 8) ||
      (overFields && !isBulletLine(next)) ||
      ownMarker
    ) {
      headers.push(index);
      if (ownMarker) markedApart += 1;
    }
  });
  // Unstyled (a Word 97 file read without weights): jobs marked "●" over duties marked "-".
  // Where the section's list items use two markers and one marker's items name a role, an
  // employer in its legal form or dates while the other's do not, those items head the jobs.
  const byMarker = new Map<string, number[]>();
  lines.forEach((line, index) => {
    if (!isBulletLine(line) || line.bold || line.listMarker === undefined) return;
    const marker = line.listMarker.trim();
    byMarker.set(marker, [...(byMarker.get(marker) ?? []), index]);
  });
  const headerLike = (index: number) =>
    (dated[index] ?? false) ||
    splitFieldPieces(lines[index]?.text ?? '').some(
      (piece) => foldText(piece).search(titlePattern) === 0 || endsInLegalForm(piece),
    );
  // Only where nothing is set bold: a styled section sets its jobs apart by weight, and its
  // dated items under a job are projects ("• Línea 2 del Metro … (2017 – 2021).").
  if (byMarker.size === 2 && !lines.some((line) => line.bold)) {
    const groups = [...byMarker.values()].map((indices) => ({
      indices,
      share: indices.filter(headerLike).length / indices.length,
    }));
    const [first, second] = groups;
    const heads =
      first && second
        ? first.share >= 0.5 && second.share < 0.3
          ? first
          : second.share >= 0.5 && first.share < 0.3
            ? second
            : null
        : null;
    for (const index of heads?.indices.filter(headerLike) ?? []) {
      if (headers.includes(index)) continue;
      headers.push(index);
      markedApart += 1;
    }
  }
  // Unstyled: every list item carries its dates ("- Maestro de Obra – Constructora Wasi (2021 –
  // 2022)"), each over a plain paragraph about the work: the items are the jobs.
  const items = lines.flatMap((line, index) => (isBulletLine(line) ? [index] : []));
  const itemsOverText =
    items.length >= 2 &&
    !lines.some((line) => line.bold) &&
    items.every((index) => {
      const next = lines[index + 1];
      return (
        (dated[index] ?? false) && (next === undefined || !isBulletLine(next)) && !dated[index + 1]
      );
    }) &&
    items.some((index) => lines[index + 1] !== undefined);
  if (itemsOverText) {
    for (const index of items) {
      if (headers.includes(index)) continue;
      headers.push(index);
      markedApart += 1;
    }
  }
  // A nested list: its first level names the job, each item over a line of dates alone (not an
  // item), its second level, deeper, the duties ("• Analista, Banco Wasi" / "Abr 2021 – Actualidad"
  // / "    • Elaboración de…").
  lines.forEach((line, index) => {
    if (!isBulletLine(line) || headers.includes(index) || isDateOnlyLine(line)) return;
    // The item may wrap ("Desarrollador de Software, Caja Municipal de Ahorro y Crédito de" /
    // "Huancayo"): its dates come after its last line.
    let after = index + 1;
    while (
      lines[after]?.block === line.block &&
      !isBulletLine(lines[after] as TextLine) &&
      !isDateOnlyLine(lines[after] as TextLine)
    )
      after += 1;
    const next = lines[after];
    if (next === undefined || isBulletLine(next) || !isDateOnlyLine(next)) return;
    const deeper = lines.some(
      (other, at) => at > after && isBulletLine(other) && other.x > line.x + 8,
    );
    if (!deeper) return;
    headers.push(index);
    markedApart += 1;
  });
  // Marked apart from the duties, one such header is evidence enough (a section of one job).
  const enough = headers.length >= 2 || (headers.length === 1 && markedApart === 1);
  const indents = headers.map((index) => lines[index]?.x ?? 0);
  const spread =
    indents.reduce((most, x) => Math.max(most, x), 0) -
    indents.reduce((least, x) => Math.min(least, x), Infinity);
  return enough && spread <= 2 ? new Set(headers) : new Set();
}

/**
 * A line that says what was done, in the past ("Reconciled the monthly bank statements",
 * "Concilié las cuentas bancarias del grupo"): a duty written without a list marker, never a
 * field of an entry's header. A name that opens with a past form ("Advanced Micro Devices") is
 * capitalised throughout; a duty goes on in lower case.
 *
 * @example tellsWorkDone('Reconciled the monthly bank statements of the stores') // true
 * @example tellsWorkDone('Integrated Logistics Services SAC') // false
 */
function tellsWorkDone(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  const first = (words[0] ?? '').replace(/[^\p{L}]/gu, '');
  const english = identifyEnglishVerb(first)?.kind;
  const spanish = identifySpanishVerb(first)?.kind;
  if (english !== 'past' && spanish !== 'preterite' && spanish !== 'preteriteThird') return false;
  const longer = words.slice(1).filter((word) => /^\p{L}{4,}/u.test(word));
  const lower = longer.filter((word) => /^\p{Ll}/u.test(word)).length;
  return longer.length >= 2 && lower * 2 > longer.length;
}

/**
 * Splits a section's lines into entries. A line is a header line (title, organisation, dates)
 * unless it is a list item, a continuation of the paragraph above, indented under the header
 * or plain text where the section sets its headers in bold. A header line opens a new entry
 * after body lines, or when both it and the entry already have a date.
 *
 * @example
 * segmentEntries(lines).length; // number of positions in an experience section
 */
/** A date column is at least this many ems wide ("2019 – 2021"). */
const dateColumnEm = 4;

export function segmentEntries(lines: readonly TextLine[], rightEdge?: number): EntryBlock[] {
  if (lines.length === 0) return [];
  const plainLines = lines.filter((line) => !isBulletLine(line));
  const someBold = plainLines.some((line) => line.bold);
  const mixedBold = someBold && plainLines.some((line) => !line.bold);
  // Bullets often hang left of the header text (LaTeX itemize): measure indentation on the rest.
  // Each page sets its own margin: a section that goes on over the page break may start a few
  // points further left or right there.
  const leftEdges = new Map<string, number>();
  const edgeKey = (line: TextLine) => `${line.page}:${line.column}`;
  for (const line of plainLines.length > 0 ? plainLines : lines)
    leftEdges.set(edgeKey(line), Math.min(leftEdges.get(edgeKey(line)) ?? line.x, line.x));
  const leftEdgeOf = (line: TextLine) => leftEdges.get(edgeKey(line)) ?? line.x;
  const dated = lines.map(hasDate);
  const textSize = readCommonFontSize(lines);
  const titleEdges = findDateColumnTitleEdges(lines, leftEdgeOf);
  // Form-like entries label their fields ("Cargo: …", "Empresa: …", "Tiempo: …").
  const labels = lines.map((line) => readFieldLabel(line.text));

  const bulletedHeaders = findBulletedEntryHeaders(lines, dated);

  const entries: { headerLines: TextLine[]; bodyLines: TextLine[]; hasDate: boolean }[] = [];
  let previousWasBody = false;

  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const text = line.text;
    // A dated line after a list item, not indented under its text, heads the next entry even
    // in the list's paragraph ("Voluntario – ONG Andina (2021–2022)" after the bullets).
    // So does a short name right above a dated line ("FERRETERÍA LOS ANDES" / "Cajera, marzo
    // 2019 – mayo 2021"): a list item's wrapped rest is no name over a date.
    const below = lines[index + 1];
    const namesNextEntry = () =>
      !isBulletLine(line) &&
      line.text.split(/\s+/u).length <= 8 &&
      !endsLikeSentence(line.text) &&
      below !== undefined &&
      !isBulletLine(below) &&
      (dated[index + 1] ?? false);
    // (A line opening on its dates, "2019: Practicante en …", does so after a finished item.)
    const datedAfterList =
      previous !== undefined &&
      previous.listItem &&
      // …or set apart from it in bold, wherever its table cell starts (a LaTeX tabular's
      // padding sets the title a little right of the items' text).
      (line.x <= previous.x || (line.bold && !previous.bold)) &&
      (/^\p{Lu}/u.test(line.text) ||
        (/^\d/u.test(line.text) && endsLikeSentence(previous.text) && (dated[index] ?? false))) &&
      ((dated[index] ?? false) || namesNextEntry());
    // Where entries open with a line that is only their dates, such a line opens the next entry
    // even in the paragraph of the description above ("… cartera morosa" / "2018"): a
    // description does not end on a lone date.
    const firstLine = entries[0]?.headerLines[0];
    const datesOpenSection =
      firstLine !== undefined && isDateOnlyLine(firstLine) && isDateOnlyLine(line);
    // A description cut by the page ("… con el fin de optimizar el despliegue," / next page):
    // the last line of a page that ends on a comma or a joining word goes on over the break.
    const sameParagraph =
      previous !== undefined &&
      (previous.block === line.block ||
        (previous.page !== line.page && endsOnJoiningWord(previous.text)));
    // A bold line after a plain sentence's end is no more of that paragraph, however close it
    // stands: set tight, a page puts no gap between a description and the next entry.
    const boldAfterSentence =
      mixedBold &&
      previous !== undefined &&
      line.bold &&
      !previous.bold &&
      /[.!?]$/u.test(previous.text.trim());
    // …and so does a line set in another size than the paragraph above it.
    const resized = previous !== undefined && Math.abs(line.fontSize - previous.fontSize) >= 0.9;
    const continuesParagraph =
      previousWasBody &&
      previous !== undefined &&
      sameParagraph &&
      !boldAfterSentence &&
      !resized &&
      !datedAfterList &&
      !datesOpenSection &&
      !opensDatedEntry(lines, index);
    // Indented under the header (a bullet without a marker); far right is alignment, not indent.
    // A bold name set deeper than its entry's plain header (a project or client under the job)
    // belongs to that entry.
    const openHeader = entries[entries.length - 1]?.headerLines ?? [];
    // Aligned with a header line of the open entry (right of a date column) is not indented.
    const alignedWithHeader =
      !previousWasBody &&
      openHeader.some(
        (headerLine) => !isDateOnlyLine(headerLine) && Math.abs(headerLine.x - line.x) < 2,
      );
    // A field line set deeper than the title right under it (an employer in italics, indented)
    // is still the header's when the entry's date follows it. (Any name-like indented line was
    // tried too: it took description lines for fields on real CVs.)
    const next = lines[index + 1];
    const indentedField =
      !previousWasBody &&
      openHeader.length > 0 &&
      next !== undefined &&
      !isBulletLine(next) &&
      (dated[index + 1] ?? false);
    // In a date column layout ("2021 – Actualidad  Jefe de Producción" / "Alicorp S.A.A." set
    // where the title starts), a short line right under the header, at the titles' edge, is the
    // header's next field: the employer or the place.
    const titleEdge = titleEdges.get(edgeKey(line));
    const underTitleInDateColumn =
      !previousWasBody &&
      titleEdge !== undefined &&
      !isBulletLine(line) &&
      Math.abs(line.x - titleEdge) < 2 &&
      openHeader.some(opensOnDates) &&
      openHeader.length < 3 &&
      // (An employer with its address runs longer: "Colegio Wasi, Jr. Tacna 2210, Surquillo".)
      (line.text.split(/\s+/u).length <= 8 || splitTrailingPlace(line.text) !== null) &&
      !endsLikeSentence(line.text) &&
      // …standing apart from the description under it: a list, or lines set deeper.
      next !== undefined &&
      (isBulletLine(next) || next.x > line.x + 4);
    const indented =
      line.x > leftEdgeOf(line) + 8 &&
      !underTitleInDateColumn &&
      line.x < leftEdgeOf(line) + 80 &&
      !line.bold &&
      !alignedWithHeader &&
      !indentedField;
    // A bold undated name after a dated job's bullets, over bullets of its own, naming neither a
    // role nor an organisation ("Sistema de facturación" / "• Construí…"): a project in the job.
    // Right under the header too, once that header holds a title and an organisation.
    const headerFieldCount = () => readEntryHeader(openHeader).pieces.length;
    // The open entry is a job: its header gives two fields, or names a role or an organisation.
    // A dated project name alone ("Sistema de Reservas" / "2021") is no job, and the bold name
    // after its bullets is the next project.
    const headerNamesJob = () => {
      const pieces = readEntryHeader(openHeader).pieces;
      const folded = foldText(pieces.join(' '));
      return pieces.length >= 2 || titlePattern.test(folded) || organisationPattern.test(folded);
    };
    const projectInJob =
      line.bold &&
      (previousWasBody || headerFieldCount() >= 2) &&
      entries[entries.length - 1]?.hasDate === true &&
      headerNamesJob() &&
      !dated[index] &&
      next !== undefined &&
      isBulletLine(next) &&
      splitFieldPieces(text).length === 1 &&
      !titlePattern.test(foldText(text)) &&
      !organisationPattern.test(foldText(text));
    // So does a bold undated name set deeper than every line of a bold header ("Desarrollador –
    // Andes Software" / "Sistema de facturación" indented): a project inside the job.
    // Not the rest of a header line that breaks after a comma or a joining word ("… Gestión de
    // Calidad," / "Seguridad y Salud en el Trabajo" bold, under a title set after its dates).
    // In a date column left of the titles, the header opens on its dates at the column's edge
    // and its title stands deeper, where the text does: a bold name at that depth over the next
    // line set like the header (its dates first, at the column's edge) is the next entry's
    // employer ("Abr 2021 – Actualidad Analista" … "CORPORACIÓN ANDINA S.A." / "Arequipa" /
    // "Jun 2014 – Dic 2015 Auxiliar"), not a project inside the job.
    // Only a short name-like line (its place) may stand between: a sentence describes the job.
    const between = lines[index + 1];
    const placeBetween =
      between !== undefined &&
      !endsLikeSentence(between.text) &&
      between.text.split(/\s+/u).length <= 6;
    const headsNextInDateColumn = () =>
      lines.slice(index + 1, index + 3).some(
        (after, offset) =>
          (offset === 0 || placeBetween) &&
          !isBulletLine(after) &&
          opensOnDates(after) &&
          openHeader.some(
            (headerLine) =>
              opensOnDates(headerLine) &&
              Math.abs(headerLine.x - after.x) <= 4 &&
              // A column holds a date: the name stands at least a range's width deeper.
              line.x - headerLine.x >= dateColumnEm * line.fontSize,
          ),
      );
    const nestedBold =
      line.bold &&
      openHeader.length > 0 &&
      !(!previousWasBody && previous !== undefined && endsOnJoiningWord(previous.text)) &&
      !openHeader.every(isDateOnlyLine) &&
      // Deeper in the same column (on this page or the next): a column's edge is no indent.
      openHeader.every(
        (headerLine) => headerLine.column === line.column && headerLine.x + 8 < line.x,
      ) &&
      !headsNextInDateColumn() &&
      // In a date column layout a bold line right under the header, where the titles start, is
      // the header's next field ("2018 – 2021  PUKARA S.A." / "Ingeniero de Campo").
      !(
        !previousWasBody &&
        titleEdge !== undefined &&
        Math.abs(line.x - titleEdge) < 2 &&
        openHeader.length < 3
      ) &&
      // A role right under a header that names no role yet (a timeline: "Ene 2022 – Actual
      // CONSORCIO WASI · Cusco" / "Residente de Obra" bold, deeper) is that header's title.
      !(
        !previousWasBody &&
        foldText(text).search(titlePattern) === 0 &&
        readEntryHeader(openHeader).pieces.length <= 1
      ) &&
      (openHeader.every((headerLine) => !headerLine.bold) ||
        (entries[entries.length - 1]?.hasDate === true && !dated[index]));
    // A long position written out in full ("Especialista en Planeamiento, Presupuesto y
    // Seguimiento de Proyectos … de la Gerencia Regional") right under an entry's header that
    // names no position yet: the line opens with a position word and is no sentence, nor a line
    // announcing a list ("Técnico a cargo de los equipos:").
    const longPositionLine = () =>
      !previousWasBody &&
      openHeader.length > 0 &&
      foldText(text).search(titlePattern) === 0 &&
      !/[.;:]$/u.test(text) &&
      text.split(/\s+/u).length <= 24 &&
      !openHeader.some((headerLine) => titlePattern.test(foldText(headerLine.text)));
    const notesCompleteHeader = () => {
      const first = openHeader[0];
      return (
        !previousWasBody &&
        first !== undefined &&
        entries[entries.length - 1]?.hasDate === true &&
        // A name under it may be set only a little smaller (a timeline's employer); a line of
        // many words a little smaller is the description (moderncv: 10.5 pt header, 9.8 pt text).
        (line.fontSize <= first.fontSize - 0.9 ||
          (line.fontSize <= first.fontSize - 0.5 && text.split(/\s+/u).length >= 8)) &&
        !dated[index] &&
        !isPlaceName(text) &&
        // An employer set in small capitals under "Enfermera – Servicio de Emergencia" is the
        // header's organisation, the dash's second part a unit of it.
        !(isCapitalsLine(text) && organisationPattern.test(foldText(text))) &&
        // …and so is one in its legal form under "Asesora de Ventas – Línea Mujer".
        !endsInLegalForm(text) &&
        // A line opening on a role ("Profesora contratada de 1.° grado") is the title.
        foldText(text).search(titlePattern) !== 0 &&
        headerFieldCount() >= 2
      );
    };
    // "BANCO ANDINO – BA" bold / "Grupo Andino. Banca Minorista." small / "Analista | 2006 – 2010":
    // a line in smaller plain type between an employer's name alone and a dated position says
    // what the employer is.
    const notesEmployer = () => {
      const first = openHeader[0];
      return (
        !previousWasBody &&
        openHeader.length === 1 &&
        first !== undefined &&
        first.bold &&
        // The name names an employer, not a position ("Analista" / "Alicorp S.A.A. | Lima").
        !titlePattern.test(foldText(first.text)) &&
        !text.includes(' | ') &&
        !dated[index] &&
        !hasDate(first) &&
        !line.bold &&
        line.fontSize <= first.fontSize - 1.5 &&
        next !== undefined &&
        (dated[index + 1] ?? false) &&
        !isPlaceName(text) &&
        // A role in that place is the first position held there ("SOFTWARE KALLPA E.I.R.L." /
        // "Backend Developer" / "Jan 2019 – Jul 2021"), not a note on the employer.
        !namesRole(foldText(text))
      );
    };
    const headsLabelledFields = () => {
      const field = labels[index + 1];
      return field === 'title' || field === 'organisation' || field === 'dates';
    };
    let header: boolean;
    const label = labels[index] ?? null;
    if (isBulletLine(line) && !bulletedHeaders.has(index)) header = false;
    // A list item found to head a job heads it, sentence or not ("● Independiente – Conductor
    // de auto colectivo en la ruta Chiclayo – Lambayeque.").
    else if (bulletedHeaders.has(index)) header = true;
    // A phone number belongs to a referee or a contact under the job ("Ana Díaz: 987 654 321"):
    // no entry's header gives one.
    else if (entries.length > 0 && findPhones(text).length > 0 && !dated[index]) header = false;
    // A labelled detail ("Jefe inmediato: …", "Tecnologías: …") describes the entry above, and
    // so does a label alone over part of its description ("Logros", "Objetivo del puesto").
    // A numbered one opens the next entry ("2. Obra: …" over "Entidad:", "Cargo:").
    else if (label === 'other' && !listNumberPattern.test(text)) header = false;
    else if (entries.length > 0 && entryDetailLabelPattern.test(foldText(text))) header = false;
    // "(Cusco-Perú) Logros:": the entry's place, with the label over its duties beside it.
    else if (entries.length > 0 && !previousWasBody && splitPlaceAndDetailLabel(text))
      header = true;
    // "Obra: …" / "Entidad: Municipalidad…" / "Monto: …": the entity a work was built for is
    // the work's client, a detail of the job, not the next employer.
    else if (label === 'organisation' && describesWork(lines, labels, index)) header = false;
    else if (label) header = true;
    else if (continuesParagraph) header = false;
    else if (dated[index]) header = true;
    else if (entries.length > 0 && tellsWorkDone(text)) header = false;
    // The employer under a title set after its dates, over its deeper description (Europass
    // 2013: "Colegio Wasi, Jr. Tacna 2210, Surquillo, Lima (Perú)"), however long it runs.
    else if (underTitleInDateColumn) header = true;
    else if (opensParagraph(lines, index, textSize)) header = false;
    // A list's letter over a form's labelled fields ("a) Centro de Salud…" / "Cargo: …") names
    // the entry those fields describe; over anything else it marks a duty ("b) Rondas…").
    else if (/^\p{Ll}/u.test(text) && !(listLetterPattern.test(text) && headsLabelledFields()))
      header = wrapsHeaderLine(previous, line, previousWasBody);
    // The rest of a header field that ran out of room on the line above.
    else if (!previousWasBody && wrapsAtRightEdge(previous, line, rightEdge)) header = true;
    else if (indented || nestedBold || projectInJob) header = false;
    // "NIUBIZ — Senior Backend Engineer | Feb 2023 – Present" over "Payment processor · San
    // Isidro" in smaller type: a header with its two fields and dates, then a note about the
    // employer, whatever words it holds.
    else if (notesCompleteHeader() || notesEmployer()) header = false;
    else {
      const shortLine =
        (text.length <= 90 &&
          (!endsLikeSentence(text) || isStoppedField(text)) &&
          text.split(/\s+/).length <= 14) ||
        (hasStreetAddress(text) && !isBulletLine(line)) ||
        longPositionLine();
      // Where headers are bold, a plain line is still a header while it follows header lines
      // ("Jefa de Operaciones" bold, then "Alicorp S.A.A. | Lima" plain, then the bullets).
      // Not once the header holds two fields and its dates: then a plain line without a marker
      // is the description ("Analista – Tiendas Sol" / "2019 – 2021" / "Control de
      // inventarios"), unless it is the place or names a role or an organisation.
      const folded = foldText(text);
      const headerComplete =
        (entries[entries.length - 1]?.hasDate ?? false) &&
        !isPlaceName(text) &&
        !titlePattern.test(folded) &&
        !organisationPattern.test(folded) &&
        headerFieldCount() >= 2;
      const followsHeader = !previousWasBody && entries.length > 0 && !headerComplete;
      // …or when it introduces a dated line of its own block ("Universidad X" / "Profesor 2019 – 2020").
      // A line of its own right above a line that is only dates does too, where entries put
      // their dates under the header (Word: each line its own paragraph), not first.
      const sectionLeadsWithDates =
        entries[0]?.headerLines[0] !== undefined && isDateOnlyLine(entries[0].headerLines[0]);
      const introducesDate =
        next !== undefined &&
        (next.block === line.block || (isDateOnlyLine(next) && !sectionLeadsWithDates)) &&
        !isBulletLine(next) &&
        (dated[index + 1] ?? false);
      // An employer in capitals on its own line right above a bold title ("ANDES EXPRESS" /
      // "Atención al Cliente" bold) heads that entry, after the bullets above too.
      const employerAbove =
        isCapitalsLine(text) &&
        text.split(/\s+/u).length <= 8 &&
        next !== undefined &&
        next.bold &&
        !isBulletLine(next) &&
        !isCapitalsLine(next.text);
      // A line set larger than the section's text is a header too, bold or not: over its
      // dates, over a total tenure (LinkedIn's employer over its positions: "4 años 2 meses"),
      // or over a bold position over its dates (LinkedIn's employer of one position).
      const larger =
        line.fontSize > textSize + 0.9 &&
        next !== undefined &&
        !isBulletLine(next) &&
        ((dated[index + 1] ?? false) ||
          isDurationOnly(next.text) ||
          (next.bold && !line.bold && (dated[index + 2] ?? false)));
      // The entries of a section share one layout: where an earlier entry's header went on with
      // a line naming a role or an employer ("Riego Andino – Puno | 2021" bold / "Investigador"),
      // a line set the same way at the same place goes on this entry's header, whatever its words.
      const repeatsHeaderShape = () => {
        const open = entries[entries.length - 1];
        if (!open || previousWasBody || open.bodyLines.length > 0) return false;
        const at = open.headerLines.length;
        return entries.slice(0, -1).some((earlier) => {
          const shaped = earlier.headerLines[at];
          return (
            shaped !== undefined &&
            open.headerLines.every((headerLine, position) => {
              const matching = earlier.headerLines[position];
              return matching !== undefined && isSetLike(headerLine, matching);
            }) &&
            isSetLike(line, shaped) &&
            !hasDate(shaped) &&
            (titlePattern.test(foldText(shaped.text)) ||
              organisationPattern.test(foldText(shaped.text)))
          );
        });
      };
      // Once the header holds two fields and its dates, a plain line of six words or more whose
      // sentence goes on in lower case on the next line of its block ("Encargado del desarrollo
      // de aplicaciones para varias empresas, entre" / "ellas…") is the description's first line.
      const sentenceGoesOn =
        !line.bold &&
        (entries[entries.length - 1]?.hasDate ?? false) &&
        next !== undefined &&
        next.block === line.block &&
        /^\p{Ll}/u.test(next.text) &&
        !endsOnJoiningWord(text) &&
        text.split(/\s+/u).length >= 6 &&
        // "Servicios Wasi S.A.C., San Isidro — Analista" / "de Mesa de Ayuda N1": an employer
        // set apart from a role by a spaced dash or bar is the next header, wrapped.
        !(/\s[|—–]\s/u.test(text) && organisationPattern.test(foldText(text))) &&
        headerFieldCount() >= 2;
      header =
        !sentenceGoesOn &&
        (mixedBold
          ? line.bold ||
            // "Banco Sur" bold, its place plain at the right margin: a bold name heads the entry.
            (shortLine && line.boldLead === true) ||
            (shortLine &&
              (larger || followsHeader || introducesDate || employerAbove || repeatsHeaderShape()))
          : shortLine);
    }

    const current = entries[entries.length - 1];
    if (!header) {
      if (current) current.bodyLines.push(line);
      else entries.push({ headerLines: [], bodyLines: [line], hasDate: false });
      previousWasBody = true;
      return;
    }
    const lineHasDate = dated[index] ?? false;
    // After a dated entry, a new block followed closely by its own date (before any bullet)
    // starts the next entry even without bullets ("Universidad X" / "Contador" / "2009 – 2014").
    // Where the open entry's first line carries its date ("Vendedor 2019 – 2021", or the date
    // alone first), the next entry opens at its own dated line: plain undated lines before it
    // are still the open entry's (a bold one may still open the next entry).
    const firstHeaderLine = current?.headerLines[0];
    const datesOpenEntries =
      !line.bold && firstHeaderLine !== undefined && hasDate(firstHeaderLine);
    let datedSoon = false;
    for (let ahead = index; ahead < Math.min(lines.length, index + 3); ahead += 1) {
      const upcoming = lines[ahead];
      if (!upcoming || (ahead > index && isBulletLine(upcoming))) break;
      // A date line may start in lower case ("febrero de 2020 - …"): dated before body-like.
      if (dated[ahead]) {
        datedSoon = true;
        break;
      }
      if (ahead > index && looksLikeBody(upcoming)) break;
    }
    // A sentence wrapped by hand over paragraphs ("… en el area de Siniestros" / "Automotores –
    // Rosario."): the line that closes it belongs to the entry above, not to the next date.
    const endsSentenceAbove =
      previous !== undefined &&
      !previousWasBody &&
      previous.text.length >= 40 &&
      /\p{Ll}$/u.test(previous.text) &&
      /[^.]\.$/u.test(text) &&
      !dated[index];
    // Where headers are bold and their details plain, a bold line after a plain header line
    // begins the next entry ("Licenciada…" bold / "Universidad…" plain / "CELTA…" bold).
    const lastHeader = current?.headerLines[current.headerLines.length - 1];
    // Not a form's labelled field the open entry still lacks ("Entidad: …" / "Cargo: …" bold).
    const newField =
      label !== null &&
      label !== 'other' &&
      !(current?.headerLines ?? []).some((headerLine) => readFieldLabel(headerLine.text) === label);
    const headerSoFar = current?.headerLines ?? [];
    const boldAfterPlainHeader =
      mixedBold &&
      line.bold &&
      !newField &&
      // Nor the dates the open entry still lacks, set bold under its plain employer line.
      !(isDateOnlyLine(line) && current?.hasDate === false) &&
      lastHeader !== undefined &&
      !lastHeader.bold &&
      (current?.headerLines.some((headerLine) => headerLine.bold) ?? false) &&
      // Not while the open entry holds only its dates and place ("2021 – Present" bold /
      // "Lima, Peru" in a table's date cell, the title bold in the cell beside it).
      readEntryHeader(headerSoFar).pieces.length > 0;
    // Dates-left layouts put each entry's date before its title ("2019 – 2021" / "Maestría…"):
    // a date alone waits for its title, and the next lone date begins the next entry.
    const onlyDatesSoFar =
      current !== undefined &&
      current.bodyLines.length === 0 &&
      headerSoFar.length > 0 &&
      headerSoFar.every(isDateOnlyLine);
    const datesLead = headerSoFar[0] !== undefined && isDateOnlyLine(headerSoFar[0]);
    const nextLeadingDate =
      datesLead &&
      isDateOnlyLine(line) &&
      headerSoFar.some((headerLine) => !isDateOnlyLine(headerLine));
    // An employer with several positions (LinkedIn): its name and total tenure ("NTT DATA" /
    // "3 años") head the group; the next header line is the first position's title.
    const afterTenure =
      current !== undefined &&
      !current.hasDate &&
      current.bodyLines.length === 0 &&
      headerSoFar.length > 0 &&
      isDurationOnly(headerSoFar[headerSoFar.length - 1]?.text ?? '');
    // …and the employer line right above such a tenure begins that group, even where the
    // position before it had no description to close it.
    const headsTenure =
      current !== undefined &&
      current.hasDate &&
      !lineHasDate &&
      next !== undefined &&
      isDurationOnly(next.text);
    // A labelled field the open entry already has begins the next entry; labelled dates
    // ("Tiempo: 1 año") close the entry they follow, after its details.
    const repeatsLabel =
      (label === 'title' || label === 'organisation') &&
      headerSoFar.some((headerLine) => readFieldLabel(headerLine.text) === label);
    const closesEntry =
      current !== undefined &&
      label === 'dates' &&
      !current.hasDate &&
      !headerSoFar.some((headerLine) => readFieldLabel(headerLine.text) === 'dates');
    // A date column wraps its range: "De 06/08/2019" … then "Al 24/05/2021" on a later line.
    // So does a range cut at its dash: "07/2023 –" … then "01/2024".
    // Only the header's last dated line may be open: a range ended on the line after it
    // ("Agosto 2024 -" / "Octubre 2025") leaves the next cut range to the next entry.
    const lastDated = headerSoFar.filter((headerLine) => findDateRange(headerLine.text) !== null);
    const endsOpenDate =
      current !== undefined &&
      current.bodyLines.length === 0 &&
      lastDated.slice(-1).some((headerLine) => {
        // "Marzo del 2014 a" / "Junio 2016": the range's end on the next line of the column.
        if (readCutDateRange(headerLine.text) !== null)
          return findDateRange(line.text)?.index === 0;
        const range = findDateRange(headerLine.text)?.range;
        if (range === undefined || range.end !== null || range.current) return false;
        if (/^(?:a|al|hasta)\s/iu.test(line.text)) return true;
        if (!isCutRangeText(range.text)) return false;
        // …or in the next line's last field, beside the header ("Banco del Sur | 2026").
        const lastField = /\s\|\s+([^|]+)$/u.exec(line.text)?.[1];
        return (
          findDateRange(line.text)?.index === 0 ||
          (lastField !== undefined && parseDateRange(lastField) !== null)
        );
      });
    // A place alone right under an entry's dates (LinkedIn: "ene. 2021 - actualidad · 3 años" /
    // "Arequipa, Perú") is where that job was, not the next entry's first line — unless the
    // section's entries open with their place.
    const sectionOpensWithPlace =
      entries[0]?.headerLines[0] !== undefined && isPlaceName(entries[0].headerLines[0].text);
    const placeUnderDates =
      current !== undefined &&
      current.bodyLines.length === 0 &&
      current.hasDate &&
      !lineHasDate &&
      (dated[index - 1] ?? false) &&
      !sectionOpensWithPlace &&
      isPlaceName(text.trim());
    // An entry whose header closed on a line of its dates alone is whole: a line set like its
    // first line, its own dates right under it, opens the next entry even in the same paragraph
    // ("Asociación Kamayoq — Voluntaria" / "2016 – 2018" / "Parroquia Santa Ana — Catequista").
    const firstOfOpen = headerSoFar[0];
    const repeatsClosedEntry =
      current !== undefined &&
      current.hasDate &&
      lastHeader !== undefined &&
      isDateOnlyLine(lastHeader) &&
      firstOfOpen !== undefined &&
      !isDateOnlyLine(firstOfOpen) &&
      !lineHasDate &&
      datedSoon &&
      isSetLike(line, firstOfOpen) &&
      Math.abs(line.x - firstOfOpen.x) < 2;
    // "Fecha de retiro: Enero 2021" under "Fecha de ingreso: Agosto 2017": the end of the range
    // the open entry's own field began.
    const endsLabelledRange =
      current !== undefined &&
      current.bodyLines.length === 0 &&
      label === 'dates' &&
      namesRangeEnd(text) &&
      headerSoFar.some((headerLine) => readFieldLabel(headerLine.text) === 'dates');
    // An entry's role on a line of its own, without a description, right before the next
    // entry's header, which repeats the open header line for line ("Puesto de Salud Wasi" /
    // "2017 – 2018" / "Serumista" / "Botica Kallpa" / "2016 – 2016"): the open entry's title,
    // though a date follows soon (the next entry's).
    const mirroredNext = () => {
      if (!current || current.bodyLines.length > 0 || lineHasDate || !current.hasDate) return false;
      // The open header names only its employer ("Puesto de Salud Wasi"), and the line no
      // employer (LinkedIn sets the next employer's name over a position set like the open one).
      const pieces = readEntryHeader(headerSoFar).pieces;
      if (pieces.length !== 1 || namesRole(foldText(pieces[0] ?? ''))) return false;
      if (foldText(text).search(organisationPattern) === 0 || endsInLegalForm(text)) return false;
      const datedAt = headerSoFar.findLastIndex((headerLine) => hasDate(headerLine));
      const shape = headerSoFar.slice(0, datedAt + 1);
      const upcoming = lines.slice(index + 1, index + 1 + shape.length);
      return (
        shape.length > 0 &&
        upcoming.length === shape.length &&
        upcoming.every((after, position) => {
          const model = shape[position];
          return (
            model !== undefined &&
            !isBulletLine(after) &&
            isSetLike(after, model) &&
            Math.abs(after.x - model.x) < 2 &&
            hasDate(after) === hasDate(model)
          );
        })
      );
    };
    if (closesEntry || endsOpenDate || placeUnderDates || endsLabelledRange) {
      current.headerLines.push(line);
      current.hasDate = true;
    } else if (current && mirroredNext()) {
      current.headerLines.push(line);
    } else if (current && onlyDatesSoFar && !isDateOnlyLine(line)) {
      current.headerLines.push(line);
    } else if (
      // A form's labelled field the open entry still lacks, after its duties (Europass puts
      // the employer under the "Funciones…" list): the same job, not the next.
      current &&
      newField &&
      current.bodyLines.length > 0 &&
      current.headerLines.some((headerLine) => {
        const field = readFieldLabel(headerLine.text);
        return field === 'title' || field === 'organisation' || field === 'dates';
      })
    ) {
      current.headerLines.push(line);
      current.hasDate ||= lineHasDate;
    } else if (
      repeatsLabel ||
      !current ||
      current.bodyLines.length > 0 ||
      nextLeadingDate ||
      afterTenure ||
      headsTenure ||
      repeatsClosedEntry ||
      boldAfterPlainHeader ||
      // Each list item that heads a job opens one ("● Independiente – Conductor…").
      (bulletedHeaders.has(index) &&
        isBulletLine(line) &&
        readEntryHeader(headerSoFar).pieces.length > 0) ||
      (current.hasDate && lineHasDate) ||
      (current.hasDate &&
        previous?.block !== line.block &&
        datedSoon &&
        !endsSentenceAbove &&
        !datesOpenEntries)
    ) {
      entries.push({ headerLines: [line], bodyLines: [], hasDate: lineHasDate });
    } else {
      current.headerLines.push(line);
      current.hasDate ||= lineHasDate;
    }
    previousWasBody = false;
  });
  return entries.map(({ headerLines, bodyLines }) => ({ headerLines, bodyLines }));
}

/** A line that opens on its dates ("2021 – Actualidad  Jefe de Producción"). */
function opensOnDates(line: TextLine): boolean {
  return findDateRange(line.text)?.index === 0;
}

/**
 * Per page and column, where titles start in a date-column layout: two or more header lines open
 * on their dates at the column's left edge, and the text right of the dates starts at one edge
 * at least a range's width deeper (the first such line's place).
 */
function findDateColumnTitleEdges(
  lines: readonly TextLine[],
  leftEdgeOf: (line: TextLine) => number,
): Map<string, number> {
  const edges = new Map<string, number>();
  const byKey = new Map<string, TextLine[]>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}`;
    const group = byKey.get(key);
    if (group) group.push(line);
    else byKey.set(key, [line]);
  }
  for (const [key, group] of byKey) {
    const dateLed = group.filter(
      (line) =>
        !isBulletLine(line) && Math.abs(line.x - leftEdgeOf(line)) < 2 && opensOnDates(line),
    );
    // One dated entry shows the layout too (a volunteering section of one job).
    if (dateLed.length < 1) continue;
    const deeper = group
      .filter((line) => line.x - leftEdgeOf(line) >= dateColumnEm * line.fontSize)
      .map((line) => line.x);
    if (deeper.length > 0) edges.set(key, Math.min(...deeper));
  }
  return edges;
}

/**
 * A sub-heading inside an entry's description: a short bold line, not a list item and not a
 * sentence, over plain description lines — a project or client under the job ("Sistema de
 * facturación" / "• Construí…"), or a label such as "Logros".
 */
function isSubHeading(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line?.bold || !next || next.bold || isBulletLine(line)) return false;
  const text = line.text.trim();
  return (
    text.length <= 60 &&
    text.split(/\s+/u).length <= 8 &&
    !/[.;,]$/u.test(text) &&
    !/^\p{Ll}/u.test(text)
  );
}

/** Spanish prose: its small words or its accented letters. */
const spanishProsePattern = /(?:^|\s)(?:de|del|la|las|los|el|en|para|con|y|que|por)\s|[áéíóúñ]/iu;

/**
 * Joins body lines into bullets: a list item or a new block starts a bullet, other lines
 * continue the one above.
 *
 * @example
 * joinBulletLines(lines); // ['Lideré la migración a la nube, reduciendo costos en 30 %']
 */
export function joinBulletLines(lines: readonly TextLine[]): string[] {
  const bullets: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const text = stripBulletMarker(line.text);
    const continues =
      previous !== undefined &&
      !isBulletLine(line) &&
      // "b) Rondas internas…": a list's letter opens the next item, in any block.
      !listLetterPattern.test(line.text) &&
      !isSubHeading(lines, index - 1) &&
      (previous.block === line.block || /^\p{Ll}/u.test(text)) &&
      bullets.length > 0;
    if (isSubHeading(lines, index)) {
      // Kept as a label line, so it reads (and is judged) as a sub-heading, not as a duty.
      bullets.push(/:$/u.test(text) ? text : `${text}:`);
    } else if (continues) {
      const last = bullets.pop() ?? '';
      // A word broken at a hyphen ("cross-" + "device") keeps its hyphen, without a space; in
      // Spanish prose the hyphen splits syllables ("princi-" + "pales"), so it goes.
      const syllableBreak =
        /\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(text) && spanishProsePattern.test(last);
      if (syllableBreak) bullets.push(`${last.slice(0, -1)}${text}`);
      else bullets.push(last.endsWith('-') ? `${last}${text}` : `${last} ${text}`);
    } else if (text.length > 0) {
      bullets.push(text);
    }
  });
  return bullets;
}
