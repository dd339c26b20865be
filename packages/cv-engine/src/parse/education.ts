// Education entries (issue 3, stage 2; issue 12): degree, institution and dates. An entry is
// built the way a reader fills a form: each line gives some of degree, school, dates and place
// (parse/education-fields.ts), and a line that names a second school, a second degree or a
// second date range begins the next entry, whatever order the CV puts them in. Short courses,
// bootcamps, diplomados, online certificates and language schools are not degrees (corpus
// README, education_count): they are returned apart, as certifications, never dropped.
import type { TextLine } from '../extract/types';
import type { CertificationEntry, DateRange, EducationEntry } from '../model/cv-document';
import { findDateRange, isPresentOnly, readCutDateRange, removeDateText } from './dates';
import { isBulletLine, stripBulletMarker } from './entries';
import { endsInAbbreviation } from './entry-fields';
import { readEducationLine, type DegreeStrength, type EducationLine } from './education-fields';
import { foldText } from '../language/fold-text';
import { isBracketedNote } from '../language/bracketed-note';
import {
  courseKindsHeadingPattern,
  courseSubheadingPattern,
  dateLabelPattern,
  degreeLabelPattern,
  degreePattern,
  degreeQualifierPattern,
  degreeSubheadingPattern,
  facultyPattern,
  fieldOfStudyPattern,
  institutionLabelPattern,
  institutionPattern,
  schoolLevelPattern,
  schoolYearsPattern,
  shortCoursePattern,
  studiesLabelPattern,
  studiesLevelLabelPattern,
} from '../vocabulary/education-vocabulary';
import { institutionQualifierPattern } from '../vocabulary/entry-vocabulary';

export type EducationParse = {
  readonly education: EducationEntry[];
  /** Courses and certificates listed under an education heading. */
  readonly certifications: CertificationEntry[];
};

/** One line as the reader sees it: a wrapped line joined to the line it continues. */
type LogicalLine = {
  text: string;
  first: TextLine;
  last: TextLine;
  listItem: boolean;
  /** A table's row, its cells joined: one entry of a form's table (or its header). */
  row?: 'entry' | 'header';
};

/**
 * An entry set as a row across two columns (degree and dates on the left, school and notes on
 * the right, each block opening at the same height): the lines in reading order, each left
 * block followed by the right block beside it. Unchanged unless every block of the right
 * column opens level with a block of the left one, on pages with positions.
 */
function interleaveAlignedColumns(lines: readonly TextLine[]): readonly TextLine[] {
  type Block = { key: string; page: number; column: number; top: number; lines: TextLine[] };
  const blocks = new Map<string, Block>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}:${line.block}`;
    const block = blocks.get(key);
    if (block) block.lines.push(line);
    else blocks.set(key, { key, page: line.page, column: line.column, top: line.y, lines: [line] });
  }
  const all = [...blocks.values()];
  const columns = new Set(all.map((block) => block.column));
  if (columns.size !== 2 || lines.some((line) => line.width <= 0)) return lines;
  const left = Math.min(...columns);
  const right = all.filter((block) => block.column !== left);
  const lefts = all.filter((block) => block.column === left);
  const level = (block: Block): boolean =>
    lefts.some((other) => other.page === block.page && Math.abs(other.top - block.top) <= 3);
  if (right.length < 2 || !right.every(level)) return lines;
  return all
    .sort(
      (first, second) =>
        first.page - second.page ||
        (Math.abs(first.top - second.top) <= 3 ? 0 : first.top - second.top) ||
        first.column - second.column,
    )
    .flatMap((block) => block.lines);
}

/**
 * A cell that names a column of a table of studies ("Centro de estudios", "Grado /
 * Especialidad", "Año"), each of its slash-joined words a field label.
 */
function isStudiesColumnLabel(cell: string): boolean {
  // "Periodo (año inicio – fin)": the brackets say how to fill the column in.
  const parts = foldText(cell)
    .replace(/\s*\([^()]*\)?/gu, '')
    .replace(/[:\s]+$/u, '')
    .split(/\s*\/\s*/u);
  return parts.every(
    (part) =>
      degreeLabelPattern.test(part) ||
      institutionLabelPattern.test(part) ||
      dateLabelPattern.test(part),
  );
}

/** Labels of a form's other columns: where, the level, a registry's number. */
const otherColumnLabelPattern =
  /^(?:lugar|pais|ciudad|sede|localidad|nro\.? de registro|n[°º] de registro|registro)\b/u;

/**
 * A form's header row by its words alone (a .doc, or a table whose header is shaded rather than
 * bold): every cell a column's label, or most cells, two of them naming the studies' fields
 * ("Nivel (Técnico, Superior) | Título obtenido | Centro de estudios | Año | Ciudad").
 */
function namesFormColumns(cells: readonly string[]): boolean {
  if (cells.every(isStudiesColumnLabel)) return true;
  const labels = cells.map((cell) =>
    foldText(cell)
      .replace(/\([^()]*\)?/gu, ' ')
      .replace(/[:\s]+$/u, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
  const studies = cells.filter(isStudiesColumnLabel).length;
  const others = labels.filter(
    (label) => studiesLevelLabelPattern.test(label) || otherColumnLabelPattern.test(label),
  ).length;
  return studies >= 2 && (studies + others) * 4 >= cells.length * 3;
}

/**
 * A table's header row read as one line ("Periodo Institución Título o Grado", "N° Grado / Título
 * Centro de Estudios Fecha"): every word belongs to a column's label, and the labels name two
 * fields or more. It names the columns, it is no entry.
 */
function namesStudiesColumns(text: string): boolean {
  const words = foldText(text)
    .replace(/[:|]/gu, ' ')
    .split(/[\s/]+/u)
    .filter((word) => word.length > 0 && !/^(?:o|y|n°|nº|no\.?|nro\.?|#)$/u.test(word));
  if (words.length < 2 || words.length > 10) return false;
  const kinds = new Set<string>();
  let index = 0;
  while (index < words.length) {
    let matched = 0;
    for (let end = Math.min(words.length, index + 3); end > index && matched === 0; end -= 1) {
      const phrase = words.slice(index, end).join(' ');
      const kind = dateLabelPattern.test(phrase)
        ? 'dates'
        : institutionLabelPattern.test(phrase)
          ? 'institution'
          : degreeLabelPattern.test(phrase) || studiesLabelPattern.test(phrase)
            ? 'degree'
            : null;
      if (kind !== null) {
        kinds.add(kind);
        matched = end - index;
      }
    }
    if (matched === 0) return false;
    index += matched;
  }
  return kinds.size >= 2;
}

/**
 * The column of a form's header that names the level of studies, when a later column names the
 * degree ("Tipo | Título obtenido | Institución | Fecha"); null otherwise.
 */
function findLevelColumn(
  cellTexts: readonly string[],
  cellColumns: readonly number[],
): number | null {
  const folded = cellTexts.map((text) => foldText(text).replace(/[:\s]+$/u, ''));
  const level = folded.findIndex((text) => studiesLevelLabelPattern.test(text));
  const degree = folded.findIndex((text) =>
    text.split(/\s*[/(]\s*/u).some((part) => degreeLabelPattern.test(part.trim())),
  );
  return level >= 0 && degree > level ? (cellColumns[level] ?? null) : null;
}

/** A table of this many columns or more is a form's table: one entry per row. */
const formTableColumns = 3;

/**
 * A form's table (a public-sector "hoja de vida": Tipo | Título | Institución | Fecha | Lugar)
 * read row by row, each row one line of fields with its cells set apart by " | ". A row whose
 * lines are mostly bold and give no date is the header naming the columns, not an entry. Null
 * when the section is not such a table.
 */
function readFormTableRows(lines: readonly TextLine[]): LogicalLine[] | null {
  const cells = lines.filter((line) => line.source === 'table');
  if (cells.length < lines.length / 2) return null;
  if (new Set(cells.map((line) => line.column)).size < formTableColumns) return null;
  const rows: TextLine[][] = [];
  let previous: TextLine | undefined;
  for (const line of lines) {
    // A row ends where the next line goes back to an earlier column (or to the next page).
    // A line outside the table (the form's note over it) is no cell of the table's rows.
    const newRow =
      previous === undefined ||
      line.column < previous.column ||
      line.page !== previous.page ||
      (line.source === 'table') !== (previous.source === 'table');
    if (newRow) rows.push([line]);
    else rows[rows.length - 1]?.push(line);
    previous = line;
  }
  // A level column before the degree's ("Nivel | Título obtenido | …") would give "Técnico" for
  // the degree: its cells are read last, after the row's other fields.
  let levelColumn: number | null = null;
  return rows.flatMap((row): LogicalLine[] => {
    const first = row[0];
    const last = row[row.length - 1];
    if (!first || !last) return [];
    const cellTexts: string[] = [];
    const cellColumns: number[] = [];
    row.forEach((line, index) => {
      const text = stripBulletMarker(line.text).trim();
      if (text.length === 0) return;
      if (index > 0 && row[index - 1]?.column === line.column)
        cellTexts[cellTexts.length - 1] += ` ${text}`;
      else {
        cellTexts.push(text);
        cellColumns.push(line.column);
      }
    });
    const level = levelColumn === null ? -1 : cellColumns.indexOf(levelColumn);
    if (level >= 0 && cellTexts.length > 2 && findDateRange(cellTexts[level] ?? '') === null) {
      cellTexts.push(...cellTexts.splice(level, 1));
    }
    const text = cellTexts.join(' | ');
    const bold = row.filter((line) => line.bold).length;
    // The header names the columns: set in bold, or (a .doc reports no bold) in field labels.
    const header =
      cellTexts.length > 1 &&
      findDateRange(text) === null &&
      (bold * 2 > row.length || namesFormColumns(cellTexts));
    if (header) levelColumn = findLevelColumn(cellTexts, cellColumns);
    // The form's instruction over its table ("(Consignar del grado más reciente al más
    // antiguo.)") fills no column: no entry of the table.
    const instruction = first.source !== 'table' && isBracketedNote(text);
    return [
      { text, first, last, listItem: false, row: header || instruction ? 'header' : 'entry' },
    ];
  });
}

type Draft = {
  degree: string | null;
  degreeStrength: DegreeStrength | null;
  institution: string | null;
  location: string | null;
  dates: DateRange | null;
  details: string[];
  /** The lines' text without their dates, for a course's name. */
  names: string[];
  course: boolean;
  /** The course's own words, kept for a diplomatura read as a degree in the end. */
  courseName: string | null;
  /** A faculty named after the school, the studies where no line names them. */
  faculty: string | null;
  /** A name closing the degree line, the school where no line names one (EducationLine). */
  schoolAfterDegree: string | null;
  /** Opened under a courses sub-heading: a course whatever it is called. */
  underCourses: boolean;
  /** The degree is a faculty's name read as the studies, until a degree line names them. */
  facultyDegree: boolean;
  listItem: boolean;
  /**
   * A degree line under a complete entry: the next entry if a school or dates follow it, else
   * a line describing the entry above ("Grado de Maestro con mención en …").
   */
  tentative: boolean;
  /**
   * A tentative entry's nameless first line is set like the first lines of the entries above,
   * where those open with their school: it names the next school, known or not, not a detail.
   */
  opensLikeFirstLines: boolean;
  /** Opened by the school's name on a line of its own, its studies listed under it. */
  opensWithSchool: boolean;
};

/** A kind of school without its name ("Instituto", "Universidad"). */
const bareSchoolKindPattern =
  /^(?:universidad|instituto|colegio|escuela|academia|institucion educativa|university|institute|college|school)$/;

/** Opens with a school or degree word: a field of its own, not a name's tail. */
function startsWithStudiesWord(text: string): boolean {
  const folded = foldText(text);
  const institution = institutionPattern.exec(folded);
  const degree = degreePattern.exec(folded);
  return institution?.index === 0 || degree?.index === 0 || schoolLevelPattern.test(folded);
}

/**
 * "EDUCACIÓN" / "SECUNDARIA" in a narrow column: the level word finishes the name of a school
 * level broken after its first word, it opens no entry of its own.
 */
function completesLevel(previous: string, text: string): boolean {
  return (
    /(?:^|\s)(?:educacion|estudios)$/u.test(foldText(previous)) &&
    /^(?:primaria|secundaria|inicial|basica|media|primarios|secundarios)(?![a-z])/u.test(
      foldText(text),
    )
  );
}

/** Prose, not a name: some word other than "de", "y", "of" is in lower case. */
function isProse(text: string): boolean {
  return text
    .split(/\s+/)
    .some(
      (word) =>
        /^\p{Ll}/u.test(word) && !/^(?:de|del|la|las|el|los|y|e|en|of|and|the|in|for)$/u.test(word),
    );
}

/**
 * The school comes after "en el", "at the" at the end of a phrase that opens with no degree word
 * and goes on in lower case ("Proyecto de fin de carrera en el …", "Thesis supervised at …").
 */
function schoolInsideSentence(text: string, institution: string): boolean {
  const at = text.indexOf(institution);
  if (at <= 0) return false;
  const before = text.slice(0, at);
  const lead = /\s(?:en\s+(?:el|la|los)|en|at(?:\s+the)?|in\s+the|from(?:\s+the)?)\s+$/iu.exec(
    before,
  );
  if (!lead) return false;
  const phrase = before.slice(0, lead.index);
  // "Secundaria completa en Colegio …": a school level names the studies, as a degree does.
  return !startsWithStudiesWord(phrase) && isProse(phrase);
}

/** Ends inside a school's name: the last field names a school and ends in a word. */
function cutsSchoolName(text: string): boolean {
  if (!/\p{L}$/u.test(text)) return false;
  const lastField = text.split(/\s+[|•·–—-]\s+|,\s+/u).pop() ?? '';
  return institutionPattern.test(foldText(lastField));
}

/**
 * A short line that names studies of its own: a degree read as such, not opening on a word
 * that goes on a school's name ("Nacional", "Regional").
 */
function namesStudiesOfItsOwn(text: string): boolean {
  const strength = readEducationLine(text).degreeStrength;
  const first = foldText(text.split(/\s+/u)[0] ?? '');
  return (
    (strength === 'degree' || strength === 'title' || strength === 'level') &&
    !institutionQualifierPattern.test(first)
  );
}

/** Only the start of a range: "De 03/2017", "Desde marzo 2018", "2018 –". */
function opensRange(text: string): boolean {
  const match = findDateRange(text);
  if (!match) return false;
  // "2019 –" reads as a range with an open end: here the next line may be that end.
  const cutAtDash = /[-–—]\s*$/u.test(text) && match.range.end === null && !match.range.current;
  if (match.isRange && !cutAtDash) return false;
  if (cutAtDash) return text.slice(0, match.index).trim().length === 0;
  const before = text.slice(0, match.index).trim();
  const after = text.slice(match.index + match.length).trim();
  const opener =
    /^(?:de|desde|from)$/iu.test(before) || /^(?:de|desde|from)\s/iu.test(match.range.text);
  return (opener && after.length === 0) || (before.length === 0 && /^[-–—]$/u.test(after));
}

/** Only the end of a range: "a 12/2021", "hasta 2020", "- Actualidad", "Actualidad". */
function closesRange(text: string): boolean {
  const rest = text
    .replace(/^(?:a|al|hasta|to|[-–—])\s+/iu, '')
    .replace(/[/.]$/u, '')
    .trim();
  if (isPresentOnly(rest.replace(/[()]/g, ''))) return true;
  const match = findDateRange(rest);
  return match !== null && !match.isRange && match.index === 0 && match.length >= rest.length - 1;
}

/** "… 2023 — Agosto" above "2025 …": the month closing a range, its year on the next line. */
function monthBrokenFromYear(text: string, next: string): boolean {
  const tail = /\d{4}\s*[-–—]\s*(\p{L}+\.?)$/u.exec(text);
  const year = /^(?:19|20)\d{2}(?!\d)/u.exec(next);
  if (!tail?.[1] || !year) return false;
  return findDateRange(`${tail[1]} ${year[0]}`)?.hasMonth === true;
}

/** Ends where the phrase cannot end: a hyphen, a comma, "de", an open parenthesis. */
function endsMidPhrase(text: string): boolean {
  if (/\p{L}-$/u.test(text) || /,$/.test(text)) return true;
  if (/(?:^|\s)(?:de|del|la|las|el|los|en|y|e|of|and|the|in|for|con|para|a)$/iu.test(text))
    return true;
  return (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
}

/**
 * A sub-heading over courses ("Cursos complementarios:", "Certificaciones obtenidas", "Courses &
 * Certifications"): a short line set apart (bold, capitals or a closing colon) naming a kind of
 * course in the plural, as a heading names a category; "Curso de Excel" is one course.
 */
function namesCourseKinds(logical: LogicalLine): boolean {
  const text = logical.text.trim();
  if (text.split(/\s+/).length > 5 || findDateRange(text) !== null) return false;
  const setApart = logical.first.bold || /:$/.test(text) || !/\p{Ll}/u.test(text);
  const folded = foldText(text);
  return setApart && !institutionPattern.test(folded) && courseKindsHeadingPattern.test(folded);
}

function subheadingKind(text: string): 'courses' | 'degrees' | null {
  if (findDateRange(text)) return null;
  const folded = foldText(text).replace(/:$/, '').replace(/\s+/g, ' ').trim();
  if (courseSubheadingPattern.test(folded)) return 'courses';
  if (degreeSubheadingPattern.test(folded)) return 'degrees';
  return null;
}

/**
 * Joins a line to the one above when it continues it: the line above breaks mid-phrase, this
 * one starts in lower case, or it hangs under a full-width line (a list item's wrapped text).
 */
/** A field opening on its label ("Institución: …", "Años : …"): it never goes on a line above. */
const labelledFieldPattern = /^[^\s:]+(?:\s[^\s:]+){0,2}\s?:/u;

/**
 * A line's degree that only says the title or grade was conferred ("Grado de Magíster obtenido",
 * "Título profesional"), naming no field of its own, dated when the entry above ended or later.
 */
function awardsDegreeAbove(current: Draft, read: EducationLine): boolean {
  const degree = foldText(read.degree ?? '');
  const ended = current.dates?.end?.year ?? current.dates?.start?.year;
  return (
    /^(?:grado|titulo)\b/u.test(degree) &&
    !/\s(?:en|in)\s/u.test(degree) &&
    read.dates !== null &&
    ended !== undefined &&
    (read.dates.start?.year ?? 0) >= ended
  );
}

/** The line's last words are its dates ("… | May 2022", "… 2014 – 2018"). */
function endsOnDates(text: string): boolean {
  const match = findDateRange(text);
  return match !== null && text.slice(match.index + match.length).trim().length === 0;
}

function joinWrappedLines(lines: readonly TextLine[]): LogicalLine[] {
  let rightEdge = 0;
  for (const line of lines) rightEdge = Math.max(rightEdge, line.x + line.width);
  const logical: LogicalLine[] = [];
  for (const line of lines) {
    const bullet = isBulletLine(line);
    const text = bullet ? stripBulletMarker(line.text) : line.text.trim();
    if (text.length === 0) continue;
    const current = logical[logical.length - 1];
    const previous = current?.last;
    // A wrapped line stays in its paragraph (block); the next paragraph is the next line.
    const sameColumn =
      previous !== undefined &&
      previous.page === line.page &&
      previous.column === line.column &&
      previous.block === line.block;
    // A short tail of the same paragraph finishes a name cut by a right-aligned date
    // ("… – Universidad Peruana de Ciencias 2014 – 2018" / "Aplicadas (UPC)"), or wrapped after
    // its dates ("Ingeniería Civil • Actualidad • Universidad" / "Nacional de Ingeniería").
    const finishesName =
      previous !== undefined &&
      previous.block === line.block &&
      hasDateField(previous.text) &&
      cutsSchoolName(nameWithoutDate(previous.text)) &&
      !/[.;:]$/.test(previous.text) &&
      text.split(/\s+/).length <= 4 &&
      findDateRange(text) === null &&
      !startsWithStudiesWord(text) &&
      // "Administración Bancaria (Profesional Técnico)" under "Universidad Andina | 2017 – 2022"
      // names the next studies; "Nacional de Ingeniería" under "… Universidad" ends the name.
      !namesStudiesOfItsOwn(text);
    // A justified line filling the column runs on into the next line of its paragraph. Only
    // where lines are measured (a PDF): a Word paragraph's lines end where the writer broke
    // them, and a labelled field opens a field of its own.
    const fillsColumn =
      previous !== undefined &&
      previous.block === line.block &&
      previous.width > 0 &&
      !labelledFieldPattern.test(text) &&
      Math.abs(line.x - previous.x) <= 4 &&
      previous.x + previous.width >= rightEdge * 0.9 &&
      previous.text.length >= 60 &&
      findDateRange(previous.text) === null &&
      !/[.;:]$/.test(previous.text) &&
      !startsWithStudiesWord(text);
    // A name wrapped in a narrow column ("UNIVERSIDAD NACIONAL" / "ANDINA DEL SUR"): the next
    // line goes on in capitalised words set in the same type under it, and its first word would
    // not have fitted after this line within the section's right edge.
    const wordDidNotFit =
      previous !== undefined &&
      previous.block === line.block &&
      previous.width > 0 &&
      previous.bold === line.bold &&
      Math.abs(previous.fontSize - line.fontSize) < 0.5 &&
      Math.abs(previous.x - line.x) <= 2 &&
      !/[.;:]$/.test(previous.text) &&
      // A field set flush right ("Universidad X | Lima, Perú") ends its line: no word wrapped.
      !previous.text.includes(' | ') &&
      findDateRange(previous.text) === null &&
      findDateRange(text)?.index !== 0 &&
      (!startsWithStudiesWord(text) || completesLevel(previous.text, text)) &&
      // The name's field, not the dates set apart after it ("… de Puno | 2009 a"), nor a note
      // in brackets after the name ("Fiscal (en curso)").
      !isProse((text.split(' | ')[0] ?? text).replace(/\s*\([^()]*\)/gu, '')) &&
      // "Especialidad: …" / "Institución: …" / "Años : …": each label opens a field of its own.
      !labelledFieldPattern.test(text) &&
      previous.x +
        previous.width +
        (previous.width / previous.text.length) * (1 + (text.split(/\s+/)[0]?.length ?? 0)) >
        rightEdge;
    const hangs =
      previous !== undefined &&
      line.x > (current?.first.x ?? 0) + 4 &&
      previous.x + previous.width >= rightEdge * 0.85 &&
      !/[.;:]$/.test(previous.text) &&
      // A list item's wrap, or a comma list running on; never a degree under a dates column,
      // nor a labelled field under a list item ("• Grado/Título: …" / "Institución: …").
      (current?.listItem === true || /,/.test(previous.text)) &&
      // A line that closes on its dates at the right edge ("Bachelor of Arts, Minor in Spanish |
      // May 2022") is whole: the deeper line under it is a note ("GPA 3.7/4.0").
      !endsOnDates(previous.text) &&
      !startsWithStudiesWord(text) &&
      !labelledFieldPattern.test(text);
    // A range set over two lines: "De 03/2017" or "2018 –" above "a 12/2021" or "Actualidad".
    const endsRange =
      current !== undefined &&
      previous !== undefined &&
      previous.page === line.page &&
      opensRange(current.text) &&
      closesRange(text);
    // A range's end broken between its month and its year ("Diciembre 2023 — Agosto" / "2025"),
    // or before its dash.
    const endsMonth =
      current !== undefined &&
      previous !== undefined &&
      previous.page === line.page &&
      previous.column === line.column &&
      (monthBrokenFromYear(current.text, text) ||
        // "… | 2014" above "– 2016": the range broken before its dash.
        (/(?:19|20)\d{2}$/u.test(current.text) && /^[-–—]\s/u.test(text) && closesRange(text)));
    // …its dash read as a list's marker ("– 2016" taken for a dash bullet).
    const marker = line.listMarker?.trim() ?? '';
    const dashMarker = bullet && /^[-–—]$/u.test(marker) ? marker : null;
    const endsAfterDash =
      dashMarker !== null &&
      current !== undefined &&
      previous !== undefined &&
      previous.page === line.page &&
      previous.column === line.column &&
      /(?:19|20)\d{2}$/u.test(current.text) &&
      closesRange(text);
    if (current && endsAfterDash) {
      current.text = `${current.text} ${dashMarker} ${text}`;
      current.last = line;
      continue;
    }
    if (current && (endsRange || endsMonth)) {
      current.text = `${current.text} ${text}`;
      current.last = line;
      continue;
    }
    // A name broken after a joining word ("Bachiller en Ingeniería de" / "Sistemas e
    // Informática") goes on in the next line set in its type, even as a paragraph of its own.
    const wrapsName =
      previous !== undefined &&
      previous.page === line.page &&
      previous.column === line.column &&
      previous.bold === line.bold &&
      Math.abs(previous.fontSize - line.fontSize) < 0.5 &&
      findDateRange(text) === null;
    // A dates column (moderncv): "2020–2022 Maestría …, Universidad Nacional de San Agustín"
    // fills its line and goes on under the text, right of the dates, as a paragraph of its own
    // ("de Arequipa, Arequipa, Egresado.").
    const hangsUnderDates =
      wrapsName &&
      previous.block !== line.block &&
      findDateRange(previous.text)?.index === 0 &&
      line.x > previous.x + 4 &&
      previous.x + previous.width >= rightEdge * 0.9 &&
      !/[.;:]$/.test(previous.text) &&
      !startsWithStudiesWord(text) &&
      !labelledFieldPattern.test(text);
    const continues =
      current !== undefined &&
      (sameColumn || (wrapsName && endsMidPhrase(current.text)) || hangsUnderDates) &&
      !bullet &&
      // "MAGÍSTER EN DOCENCIA" / "UNIVERSITARIA": a word that may title sub-sections finishes a
      // degree's name that did not fit on its line.
      (subheadingKind(text) === null ||
        (wordDidNotFit && degreePattern.test(foldText(current?.text ?? '')))) &&
      (endsMidPhrase(current.text) ||
        (/^\p{Ll}/u.test(text) && !/[.;:]$/.test(current.text)) ||
        finishesName ||
        fillsColumn ||
        wordDidNotFit ||
        hangs ||
        hangsUnderDates);
    if (current && continues) {
      current.text =
        /\p{L}-$/u.test(current.text) && /^\p{Ll}/u.test(text)
          ? `${current.text.slice(0, -1)}${text}`
          : /\p{L}-$/u.test(current.text)
            ? `${current.text}${text}`
            : `${current.text} ${text}`;
      current.last = line;
    } else {
      logical.push({ text, first: line, last: line, listItem: bullet });
    }
  }
  return logical;
}

function newDraft(line: EducationLine, listItem: boolean, course: boolean): Draft {
  return {
    degree: line.degree,
    degreeStrength: line.degreeStrength,
    institution: line.institution,
    location: line.location,
    dates: line.dates,
    details: [...line.extras],
    names: [],
    course,
    courseName: line.courseName,
    faculty: line.faculty ?? null,
    schoolAfterDegree: line.schoolAfterDegree ?? null,
    underCourses: false,
    facultyDegree: false,
    listItem,
    tentative: false,
    opensLikeFirstLines: false,
    opensWithSchool: line.institution !== null && line.degree === null && line.dates === null,
  };
}

/**
 * "Técnico superior · Graduado" under "Técnico Superior en Mecánica", "Educación secundaria"
 * under "Bachiller en Humanidades": the level of the degree above, or its first words, as
 * job-board profiles print them under each degree. No school of its own.
 */
function restatesDegree(draft: Draft, line: EducationLine): boolean {
  if (line.degree === null || draft.degree === null || line.institution !== null) return false;
  // "Secundario · Graduado" under "Secundaria completa": the same school level, said again.
  if (draft.degreeStrength === 'level' && line.degreeStrength === 'level') {
    const stem = (text: string) => foldText(text).slice(0, 7);
    // "Estudios Secundarios" over "Nivel: Secundaria completa": the same school, twice.
    const school = schoolLevelOf(draft.degree);
    return (
      stem(draft.degree) === stem(line.degree) ||
      (school !== null && school === schoolLevelOf(line.degree))
    );
  }
  if (draft.degreeStrength !== 'degree' && draft.degreeStrength !== 'title') return false;
  return (
    line.degreeStrength === 'level' ||
    (line.degreeStrength === 'degree' &&
      foldText(draft.degree).startsWith(foldText(line.degree)) &&
      draft.degree.length > line.degree.length)
  );
}

/** Which school a level names ("Estudios Secundarios", "Secundaria completa"), or null. */
function schoolLevelOf(text: string): 'primary' | 'secondary' | null {
  const folded = foldText(text);
  if (/(?<![a-z])secundari[oa]s?(?![a-z])/u.test(folded)) return 'secondary';
  if (/(?<![a-z])primari[oa]s?(?![a-z])/u.test(folded)) return 'primary';
  return null;
}

/** How far a school level went: "completa", "incompleta", "en curso". */
const levelStatusPattern =
  /(?<![a-z])(?:completa|completo|incompleta|incompleto|concluida|concluido|terminada|terminado|en curso)(?![a-z])/u;

/**
 * "Exchange Semester, School of Economics and Business" / "Universidad de Chile": the entry's
 * school so far is a faculty, and the line names the university it belongs to, nothing else.
 */
function namesSchoolOfFaculty(draft: Draft, line: EducationLine): boolean {
  return (
    draft.institution !== null &&
    line.institution !== null &&
    line.degree === null &&
    facultyPattern.test(foldText(draft.institution)) &&
    !facultyPattern.test(foldText(line.institution))
  );
}

/** A single date ("2013"), not a range. */
function isSingleDate(dates: DateRange): boolean {
  return (
    !dates.current &&
    dates.end !== null &&
    dates.start?.year === dates.end.year &&
    dates.start.month === dates.end.month
  );
}

/**
 * A date alone on its line right after an entry that holds only a single date ("2013" /
 * "2018" stacked over the school): the end of that entry's range, not the next entry's date.
 */
function endsStackedRange(draft: Draft, line: EducationLine): boolean {
  return (
    draft.dates !== null &&
    draft.degree === null &&
    draft.institution === null &&
    draft.details.length === 0 &&
    isSingleDate(draft.dates) &&
    line.dates !== null &&
    line.degree === null &&
    line.institution === null &&
    line.location === null &&
    line.extras.length === 0 &&
    isSingleDate(line.dates) &&
    (line.dates.start?.year ?? 0) >= (draft.dates.start?.year ?? 0)
  );
}

/** Whether the line names a field the entry already has: then it begins the next entry. */
function collides(draft: Draft, line: EducationLine, listItem: boolean): boolean {
  if (listItem && draft.listItem) return true;
  if (endsStackedRange(draft, line)) return false;
  if (line.institution !== null && draft.institution !== null && !namesSchoolOfFaculty(draft, line))
    return true;
  if (line.dates !== null && draft.dates !== null) return true;
  if (line.degree === null || draft.degree === null) return false;
  // "Técnico superior · Graduado" under "Técnico Superior en Mecánica": the level of the degree
  // above, as job-board profiles print it under each one.
  if (restatesDegree(draft, line)) return false;
  // A nameless line with the dates the entry lacks finishes it ("Graduado con honores, 2016").
  if (line.degreeStrength === 'loose')
    return draft.institution !== null && !(line.dates !== null && draft.dates === null);
  // A title ("Título: Bachiller …") completes a level ("Secundaria"); two levels are two entries,
  // and so are a school's whole entry and a title ("Carrera Técnica: Operario en Edificaciones").
  if (draft.degreeStrength === 'level' || draft.degreeStrength === 'loose')
    return (
      (line.degreeStrength === 'level' && draft.degreeStrength === 'level') ||
      (line.programme === true &&
        draft.institution !== null &&
        draft.dates !== null &&
        schoolYearsPattern.test(foldText(draft.degree)))
    );
  return !(line.degreeStrength === 'title' && draft.degreeStrength !== 'title');
}

/** Fills the entry's empty fields from the line. */
function fill(draft: Draft, line: EducationLine): void {
  if (line.degree !== null) {
    if (restatesDegree(draft, line)) {
      // "Nivel: Secundaria completa" under the block's "Estudios Secundarios": the level with
      // how far it went is the degree; the bare one was the block's label.
      const completes =
        draft.degreeStrength === 'level' &&
        draft.degree !== null &&
        levelStatusPattern.test(foldText(line.degree)) &&
        !levelStatusPattern.test(foldText(draft.degree));
      if (completes && draft.degree !== null) {
        draft.details.push(draft.degree);
        draft.degree = line.degree;
      } else draft.details.push(line.degree);
    } else if (line.degreeStrength === 'loose' && draft.degree !== null) {
      // A nameless piece is the school only where the line names none of its own.
      if (draft.institution === null && line.institution === null) draft.institution = line.degree;
      else draft.details.push(line.degree);
    } else if (draft.degree === null || draft.degreeStrength !== 'title') {
      // A nameless piece read first was the school ("Luis Vega" / "Bachiller …").
      if (draft.degreeStrength === 'loose' && draft.institution === null && draft.degree)
        draft.institution = draft.degree;
      else if (draft.degree !== null) draft.details.push(draft.degree);
      draft.degree = line.degree;
      draft.degreeStrength = line.degreeStrength;
    } else draft.details.push(line.degree);
  }
  if (line.institution !== null && namesSchoolOfFaculty(draft, line)) {
    // The faculty read first is part of the school named now: a detail of the entry.
    draft.details.push(draft.institution ?? '');
    draft.institution = line.institution;
  } else if (line.institution !== null) draft.institution ??= line.institution;
  draft.faculty ??= line.faculty ?? null;
  if (line.dates !== null && draft.dates !== null && endsStackedRange(draft, line)) {
    draft.dates = {
      start: draft.dates.start,
      end: line.dates.end,
      current: false,
      text: `${draft.dates.text} – ${line.dates.text}`,
    };
  } else if (line.dates !== null) draft.dates ??= line.dates;
  if (line.location !== null) draft.location ??= line.location;
  draft.details.push(...line.extras);
}

/** A school's name that also names studies: a degree word or a field after "de". */
function namesStudies(name: string): boolean {
  const folded = foldText(name);
  if (facultyPattern.test(folded)) return true;
  const degree = degreePattern.exec(folded);
  if (degree && degree.index > 0) return true;
  const field = / de (?:la |las |los )?(\p{L}+)/u.exec(folded);
  return field?.[1] !== undefined && fieldOfStudyPattern.test(field[1]);
}

/**
 * A course's name with the lines read under it that its name does not already hold: the list a
 * label introduces ("Cursos de ciberseguridad:" / "Redes, Criptografía") or a note. A
 * certification has no details, and nothing the source wrote may be lost.
 */
function nameCourseWithDetails(draft: Draft): string {
  const named = draft.names.join(' · ');
  return draft.details
    .filter((detail) => !foldText(named).includes(foldText(detail)))
    .reduce((text, detail) => `${text}${/:$/u.test(text) ? ' ' : ' · '}${detail}`, named);
}

/** How a line is set: weight and size, what tells an entry's first line from its details. */
function styleOf(line: TextLine): string {
  return `${line.bold ? 'bold' : 'regular'} ${Math.round(line.fontSize * 2) / 2}`;
}

/** Names no field a person would begin an entry with: no school, no dates, no degree word. */
function namesNothing(line: EducationLine): boolean {
  return (
    line.institution === null &&
    line.dates === null &&
    !line.course &&
    (line.degree === null || line.degreeStrength === 'loose')
  );
}

/** A finished range given to the month that spans less than a year. */
function lastsUnderAYear(dates: DateRange | null): boolean {
  const start = dates?.start;
  const end = dates?.end;
  if (!start || !end || start.month === null || end.month === null || dates?.current) return false;
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  return months >= 0 && months < 12;
}

/**
 * "Diplomado/a en …" studied over two calendar years or more: the Spanish university degree
 * (diplomatura), where a Latin-American diplomado is a course of some months (corpus README).
 */
function isDiplomatura(draft: Draft): boolean {
  const start = draft.dates?.start;
  const end = draft.dates?.end;
  if (draft.underCourses || !start || !end || !draft.courseName) return false;
  return /^diplomad[oa] en /.test(foldText(draft.courseName)) && end.year - start.year >= 2;
}

/** A span of time ("2010 – 2015", "2019 – Actualidad"), not a single year or month. */
function spansTime(dates: DateRange | null): boolean {
  if (!dates) return false;
  if (dates.current) return true;
  const { start, end } = dates;
  return start !== null && end !== null && (start.year !== end.year || start.month !== end.month);
}

function isComplete(draft: Draft): boolean {
  return draft.degree !== null && draft.institution !== null && draft.dates !== null;
}

/**
 * A line with its dates among its fields: a range or a year ("… • Diciembre 2020 • …"), or only
 * the word for the present ("Ingeniería de Sistemas • Actualidad • Universidad …").
 */
function hasDateField(text: string): boolean {
  if (findDateRange(text) !== null) return true;
  return text.split(/\s+[|•·–—-]\s+/u).some((field) => isPresentOnly(field));
}

function nameWithoutDate(text: string): string {
  const match = findDateRange(text);
  return (match ? removeDateText(text, match) : text).trim();
}

/** "De 06/03/2017 Colegio San Juan": a range's opening date, then the text beside it. */
function splitOpeningDate(text: string): { date: string; rest: string } | null {
  if (!/^(?:de|desde|from)\s/iu.test(text)) return null;
  const match = findDateRange(text);
  if (!match || match.isRange || match.range.current) return null;
  const end = match.index + match.length;
  const date = text.slice(0, end).trim();
  const rest = text.slice(end).trim();
  if (date.split(/\s+/u).length > 4 || !/^[\p{L}"“«(]/u.test(rest)) return null;
  return { date, rest };
}

/**
 * "Marzo 2013 – Titulado en Psicología": a dates cell's first line, the range broken after its
 * dash, then the entry's text beside it.
 */
function splitDashOpening(text: string): { date: string; rest: string } | null {
  const match = findDateRange(text);
  if (!match || match.index !== 0 || match.isRange || match.range.current) return null;
  const dash = /^\s*[-–—]\s+/u.exec(text.slice(match.length));
  if (!dash) return null;
  const end = match.length + dash[0].length;
  const rest = text.slice(end).trim();
  if (!/^[\p{L}"“«(]/u.test(rest)) return null;
  return { date: text.slice(0, end).trim(), rest };
}

/** "Marzo 2018 Universidad X": the range's end opening the cell's next line, then text. */
function splitBareClosing(text: string): { date: string; rest: string } | null {
  const present = closingPresentPattern.exec(text);
  const match = present ? null : findDateRange(text);
  if (!present && (!match || match.index !== 0 || match.isRange)) return null;
  const end = present ? present[0].length : (match?.length ?? 0);
  const rest = text.slice(end).trim();
  if (!/^[\p{L}"“«(]/u.test(rest)) return null;
  return { date: text.slice(0, end).trim(), rest };
}

const closingPresentPattern = /^(?:la\s+)?(?:actualidad|fecha|presente|hoy|present)\b[./]?/iu;

/** "a 15/12/2021 Colegio Secundaria", "A actualidad Instituto": the range's end, then text. */
function splitClosingDate(text: string): { date: string; rest: string } | null {
  const connector = /^(?:a|al|hasta|to)\s+/iu.exec(text);
  if (!connector) return null;
  const after = text.slice(connector[0].length);
  const present = closingPresentPattern.exec(after);
  const match = present ? null : findDateRange(after);
  if (!present && (!match || match.index !== 0 || match.isRange)) return null;
  let end = connector[0].length + (present ? present[0].length : (match?.length ?? 0));
  while (/[./]/u.test(text[end] ?? '')) end += 1;
  const rest = text.slice(end).trim();
  if (!/^[\p{L}"“«(]/u.test(rest)) return null;
  return { date: text.slice(0, end).trim(), rest };
}

/** The text after a line's opening date, set where it stands on the line (its share of the width). */
function restOfLine(line: TextLine, rest: string): TextLine {
  const share = rest.length / Math.max(line.text.length, 1);
  const width = line.width * share;
  return { ...line, text: rest, x: line.x + line.width - width, width };
}

/**
 * A dates cell beside the entry's cell, read row by row (a Word table saved as PDF): the range's
 * halves open two lines of one block, the entry's lines after them ("De 06/03/2017 Colegio San
 * Juan" / "a 15/12/2021 Secundaria completa"). A person reads the range, then the entry: the
 * range goes on a line of its own above the two lines' rest.
 */
function unfoldDatesCell(lines: readonly TextLine[]): TextLine[] {
  const unfolded: TextLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const next = lines[index + 1];
    if (!line) continue;
    const worded = splitOpeningDate(line.text);
    const opening = worded ?? splitDashOpening(line.text);
    // A range broken after its dash closes on a date alone at the cell's edge, under its start.
    const closing = !next
      ? null
      : worded
        ? splitClosingDate(next.text)
        : Math.abs(next.x - line.x) <= 2
          ? splitBareClosing(next.text)
          : null;
    if (
      !opening ||
      !closing ||
      !next ||
      next.block !== line.block ||
      next.page !== line.page ||
      next.column !== line.column
    ) {
      unfolded.push(line);
      continue;
    }
    unfolded.push(
      { ...line, text: `${opening.date} ${closing.date}` },
      restOfLine(line, opening.rest),
      restOfLine(next, closing.rest),
    );
    index += 1;
  }
  return unfolded;
}

/**
 * Builds the education entries of one section; short courses go to certifications.
 *
 * @example
 * parseEducationEntries(sectionLines, 'section-3').education[0]?.institution; // 'Universidad de Lima'
 */
export function parseEducationEntries(
  sectionLines: readonly TextLine[],
  sectionId: string,
): EducationParse {
  const lines = unfoldDatesCell(sectionLines);
  const logicalLines =
    readFormTableRows(lines) ?? joinWrappedLines(interleaveAlignedColumns(lines));
  const column = readDatesColumn(logicalLines);
  if (column) {
    const parsed = readEntries(column.names, sectionId);
    // One date per entry, in order: the column beside the names, read after them.
    if (
      parsed.education.length === column.dates.length &&
      parsed.education.every((entry) => entry.dates === null)
    ) {
      parsed.education.forEach((entry, index) => {
        const slot = column.dates[index];
        entry.dates = slot?.dates ?? null;
        entry.location ??= slot?.location ?? null;
        entry.details.push(...(slot?.notes ?? []));
      });
      return parsed;
    }
  }
  return readEntries(joinCutRanges(logicalLines), sectionId);
}

/**
 * "Ago – Dic  Semestre de intercambio" / "2018  Universidad Pukara": a narrow date column
 * wrapped its range before the year, each part merged with the entry's line beside it. The
 * range is read whole on the first line, and the second keeps only its own words.
 */
function joinCutRanges(logicalLines: readonly LogicalLine[]): LogicalLine[] {
  const joined = [...logicalLines];
  for (let index = 0; index + 1 < joined.length; index += 1) {
    const line = joined[index];
    const next = joined[index + 1];
    if (!line || !next) continue;
    const cut = readCutDateRange(line.text);
    if (cut?.index !== 0 || findDateRange(next.text)?.index !== 0) continue;
    const whole = findDateRange(`${cut.text} ${next.text}`);
    if (whole?.index !== 0 || !whole.isRange || whole.length <= cut.length + 1) continue;
    const rangeEnd = whole.length - cut.length - 1;
    joined[index] = { ...line, text: `${whole.range.text} ${line.text.slice(cut.length).trim()}` };
    joined[index + 1] = { ...next, text: next.text.slice(rangeEnd).trim() };
  }
  return joined;
}

type DatesSlot = { dates: DateRange; location: string | null; notes: string[] };

/**
 * "(Pátapo)", "(Pasco-Perú)": a column that holds only dates puts the town in brackets under
 * them, known to the place list or not.
 */
function bracketedTown(text: string): string | null {
  return /^\(\p{Lu}[\p{L}.]*(?:[\s-]+\p{Lu}[\p{L}.]*){0,2}\)$/u.test(text.trim())
    ? text.trim()
    : null;
}

function unbracket(place: string | null): string | null {
  return place?.replace(/^\((.*)\)$/u, '$1') ?? null;
}

/** The line names a degree or a school level and no school: studies whose school is above. */
function namesStudiesAlone(logical: LogicalLine | undefined): boolean {
  if (logical === undefined) return false;
  const read = readEducationLine(logical.text);
  return read.degree !== null && read.institution === null && !read.course;
}

/**
 * A column of dates read after the column of names (Word text boxes, a table read column by
 * column): no line above names a date, and every line below the last name gives only dates, a
 * place or a note, two dates or more. Null when the section is not set so.
 */
function readDatesColumn(
  logicalLines: readonly LogicalLine[],
): { names: LogicalLine[]; dates: DatesSlot[] } | null {
  const reads = logicalLines.map((logical) => readEducationLine(logical.text));
  let start = reads.length;
  while (start > 0) {
    const read = reads[start - 1];
    if (!read || read.degree !== null || read.institution !== null || read.course) break;
    if (read.dates === null && read.location === null && !read.description) break;
    start -= 1;
  }
  const dates: DatesSlot[] = [];
  reads.slice(start).forEach((read, index) => {
    const text = logicalLines[start + index]?.text ?? '';
    const slot = dates[dates.length - 1];
    const place = read.location ?? bracketedTown(text);
    if (read.dates) dates.push({ dates: read.dates, location: unbracket(place), notes: [] });
    else if (slot && place !== null) slot.location ??= unbracket(place);
    else slot?.notes.push(text);
  });
  if (start === 0 || dates.length < 2 || reads[start]?.dates === null) return null;
  if (reads.slice(0, start).some((read) => read.dates !== null)) return null;
  return { names: logicalLines.slice(0, start), dates };
}

/**
 * A degree's conferral: its title or grade, then the act or the year it was obtained, or the
 * Peruvian form of a technical title ("Título a nombre de la Nación").
 */
const conferralNotePattern =
  /^(?:titulo|grado)\b.*(?:\b(?:obtenid[oa]|otorgad[oa]|conferid[oa]|expedid[oa])\b|\bresolucion\b|\br\.\s?n[°º.o]?\s?\d|\ba nombre de la nacion\b)/u;

/**
 * Without a school of its own, the professional title that followed the studies above, with its
 * year ("Título profesional de Ingeniero de Minas (2014)", "… en 2018"), or the year alone
 * ("Titulada en 2017 por la modalidad de tesis", "Egresado en el año 2015").
 */
const titledInYearPattern =
  /^(?:titulo profesional\b[^;]*?(?:\(\d{4}\)|\ben (?:el (?:ano )?)?\d{4}\b)|(?:titulad|graduad|egresad)[oa]\s+(?:en\s+(?:el\s+(?:ano\s+)?)?\d{4}\b|\(\d{4}\)))/u;

/** The rank the student graduated in ("Tercio superior – …", "Primer puesto de la promoción"). */
const graduationRankPattern =
  /^(?:(?:tercio|quinto|cuarto|decimo|medio) superior|(?:primer|segundo|tercer) puesto|(?:summa |magna )?cum laude|graduad[oa] con honores)\b/u;

function readEntries(logicalLines: readonly LogicalLine[], sectionId: string): EducationParse {
  const drafts: Draft[] = [];
  let mode: 'courses' | 'degrees' = 'degrees';
  let awaitsDegree = false;
  const looseDetails: string[] = [];
  // The first entry's opening line shows how entries open; where lines are set in more than one
  // style, a line that names nothing and is set otherwise describes the entry above.
  let headStyle: string | null = null;
  // Entries that open with a degree line alone ("Licenciada en …" / school / dates): a degree
  // line under a complete entry may open the next one.
  let opensWithDegree = false;
  // Entries that open with their dates before the name ("2010-2016 Bachiller en …").
  let opensWithLeadingDate = false;
  const styles = new Set(logicalLines.map((logical) => styleOf(logical.first)));
  // Where each entry's first line stands (PDF geometry), to tell its indented notes.
  const openedAt = new WeakMap<Draft, number>();
  let previousLogical: LogicalLine | null = null;
  for (const [lineIndex, logical] of logicalLines.entries()) {
    const last = drafts[drafts.length - 1];
    if (last && previousLogical && !openedAt.has(last)) openedAt.set(last, previousLogical.first.x);
    previousLogical = logical;
    const subheading = subheadingKind(logical.text);
    if (subheading !== null && logical.text.split(/\s+/).length <= 6) {
      mode = subheading;
      continue;
    }
    if (namesCourseKinds(logical)) {
      mode = 'courses';
      continue;
    }
    if (logical.row === 'header' || namesStudiesColumns(logical.text)) continue;
    // A table's band across all columns titles the rows below ("CURSOS, TALLERES Y OTROS").
    if (logical.row === 'entry' && logical.first.bold && !logical.text.includes(' | ')) {
      const folded = foldText(logical.text);
      if (findDateRange(logical.text) === null && shortCoursePattern.test(folded)) {
        mode = 'courses';
        continue;
      }
    }
    let read = readEducationLine(logical.text);
    if (awaitsDegree && !read.description && read.dates === null) {
      read = { ...read, degree: logical.text.replace(/\.$/, ''), degreeStrength: 'title' };
      read = { ...read, institution: null, course: false, extras: [] };
    }
    awaitsDegree = read.awaitsDegree;
    if (read.awaitsDegree) continue;
    // A nameless line taken for the next entry's field, followed by a degree line: it was a
    // detail of the entry above ("Tercio superior" / "Maestría en …").
    const opened = drafts[drafts.length - 1];
    const before = drafts[drafts.length - 2];
    if (
      opened?.tentative &&
      !opened.opensLikeFirstLines &&
      before &&
      opened.degreeStrength === 'loose' &&
      opened.institution === null &&
      opened.dates === null &&
      read.degree !== null &&
      read.degreeStrength !== 'loose'
    ) {
      drafts.pop();
      before.details.push(...opened.names);
    }
    const current = drafts[drafts.length - 1];
    // "Grado de Magíster obtenido en el año 2010", "Título de Segunda Especialidad, R. N° 1487-…",
    // "Tercio superior" under a whole entry: when and how its degree was conferred, a detail of it.
    if (
      current?.degree != null &&
      current.institution !== null &&
      (conferralNotePattern.test(foldText(logical.text)) ||
        graduationRankPattern.test(foldText(logical.text)) ||
        (read.institution === null && titledInYearPattern.test(foldText(logical.text))))
    ) {
      current.details.push(logical.text);
      continue;
    }
    // A school's kind alone closes the line above ("… – Instituto | 2014 – 2016") and its name
    // opens this one ("Toulouse Lautrec, Lima"): one school, wrapped.
    if (
      current?.institution != null &&
      bareSchoolKindPattern.test(foldText(current.institution)) &&
      read.institution !== null &&
      read.degree === null &&
      read.dates === null &&
      !read.course
    ) {
      current.institution = `${current.institution} ${read.institution}`;
      if (read.location !== null) current.location ??= read.location;
      current.details.push(...read.extras);
      continue;
    }
    if (read.description) {
      if (current) current.details.push(logical.text);
      else looseDetails.push(logical.text);
      continue;
    }
    // A sentence under a degree describes it ("Doble grado en Derecho y Economía.").
    if (
      current?.degree != null &&
      !current.course &&
      read.institution === null &&
      read.dates === null &&
      read.degreeStrength !== 'title' &&
      !logical.listItem &&
      /[^.]{3}\.$/u.test(logical.text) &&
      !endsInAbbreviation(logical.text) &&
      isProse(logical.text)
    ) {
      current.details.push(logical.text);
      continue;
    }
    // Under a complete entry, a name with a single year and no school is its honour ("Dean's
    // List 2016"); it opens no entry that the next school line would fill. Where entries open
    // with their dates ("2010-2016 Bachiller …"), a line opening with its year is the next entry.
    const opensLikeDatedEntries = opensWithLeadingDate && findDateRange(logical.text)?.index === 0;
    if (
      !opensLikeDatedEntries &&
      current !== undefined &&
      isComplete(current) &&
      !current.course &&
      !read.course &&
      mode === 'degrees' &&
      read.degreeStrength === 'loose' &&
      read.institution === null &&
      read.dates !== null &&
      !spansTime(read.dates)
    ) {
      current.details.push(logical.text);
      continue;
    }
    // Under a complete entry, a note that names a school only inside its sentence ("Thesis
    // supervised at the Institute for …", "Proyecto de fin de carrera en el Instituto …") and
    // gives no dates describes the entry; an entry names its studies before "en la"/"at".
    if (
      current !== undefined &&
      isComplete(current) &&
      !current.course &&
      read.institution !== null &&
      read.dates === null &&
      schoolInsideSentence(logical.text, read.institution)
    ) {
      current.details.push(logical.text);
      continue;
    }
    // A degree line under a faculty taken for the studies names them: the faculty becomes a
    // detail ("Universidad X" / "Facultad de Ingeniería Eléctrica" / "Ingeniería Electrónica").
    if (
      current?.facultyDegree === true &&
      !read.course &&
      read.institution === null &&
      read.degree !== null &&
      (read.degreeStrength === 'degree' || read.degreeStrength === 'title') &&
      (read.dates === null || current.dates === null)
    ) {
      if (current.degree !== null) current.details.push(current.degree);
      current.degree = read.degree;
      current.degreeStrength = read.degreeStrength;
      current.facultyDegree = false;
      current.dates ??= read.dates;
      current.details.push(...read.extras);
      continue;
    }
    // Under a school that has no degree yet, a faculty or programme named like a school ("Escuela
    // Profesional de Ingeniería …", "Facultad de Derecho") is what was studied there.
    // "Mención en …", "Especialidad: …", "Minor in …" under a degree qualify it: a detail,
    // never the school nor a degree of its own.
    if (
      current?.degree != null &&
      !current.course &&
      current.degreeStrength !== 'loose' &&
      read.institution === null &&
      read.dates === null &&
      degreeQualifierPattern.test(foldText(logical.text))
    ) {
      current.details.push(logical.text);
      continue;
    }
    // A faculty under a school that has its degree already is part of that school, and so is
    // the specialty it names before the entry's dates ("Facultad de Psicología – Especialidad
    // de Psicología Organizacional" / "2011 – 2016").
    if (
      current &&
      !current.course &&
      current.institution !== null &&
      current.degree !== null &&
      read.institution !== null &&
      (read.degree === null || current.dates === null) &&
      read.dates === null &&
      facultyPattern.test(foldText(read.institution))
    ) {
      current.details.push(logical.text);
      continue;
    }
    // "Semestre de intercambio – Facultad de Ingeniería" under "Universidad X | Bogotá": the
    // studies at a faculty of the school above.
    if (
      current &&
      !current.course &&
      current.institution !== null &&
      current.degree === null &&
      read.degree !== null &&
      read.institution !== null &&
      facultyPattern.test(foldText(read.institution))
    ) {
      current.details.push(read.institution);
      read = { ...read, institution: null };
    }
    let fromFaculty = false;
    if (
      current &&
      !current.course &&
      current.institution !== null &&
      current.degree === null &&
      read.institution !== null &&
      read.degree === null &&
      namesStudies(read.institution)
    ) {
      read = { ...read, degree: read.institution, degreeStrength: 'degree', institution: null };
      fromFaculty = true;
    }
    const course = read.course || mode === 'courses';
    // Under a degree and its school, a line that names nothing and is set unlike the entries'
    // first lines is a detail ("Specialty in …", a thesis title), not the next entry.
    if (
      current?.course === false &&
      current.degree !== null &&
      current.institution !== null &&
      !course &&
      namesNothing(read) &&
      styles.size > 1 &&
      styleOf(logical.first) !== headStyle
    ) {
      current.details.push(logical.text);
      continue;
    }
    // Under a degree and its school, a line set deeper than the entry's first line that names
    // no degree and no school is a note of it, dated or not ("Beca de excelencia 2015–2016");
    // a form's labelled dates of an undated entry ("Año: 2019") are its dates.
    const entryEdge = current ? openedAt.get(current) : undefined;
    const labelledDates =
      read.dates !== null && current?.dates === null && /^[^:]{1,25}:\s*\S/u.test(logical.text);
    if (
      !labelledDates &&
      current?.course === false &&
      current.degree !== null &&
      current.institution !== null &&
      read.degree === null &&
      read.institution === null &&
      // A course is an entry of its own, though a right-aligned date column set its short year
      // further right ("Ago – Dic Semestre …" / "2021 Diplomado …").
      !read.course &&
      !logical.listItem &&
      logical.first.width > 0 &&
      entryEdge !== undefined &&
      logical.first.x > entryEdge + 8
    ) {
      current.details.push(logical.text);
      continue;
    }
    let startsEntry: boolean;
    if (!current || logical.row === 'entry') startsEntry = true;
    // A school named alone above a course is the course's ("ICPNA" / "Inglés avanzado · 2019"),
    // and so is a school with its year where the course's line has none ("ESAN 2021" /
    // "Diplomado en …").
    else if (
      course &&
      !current.course &&
      current.degree === null &&
      (current.dates === null || read.dates === null) &&
      current.institution !== null &&
      read.institution === null
    ) {
      current.course = true;
      startsEntry = false;
    } else if (
      course &&
      !current.course &&
      current.degree === null &&
      current.institution === null &&
      current.dates !== null &&
      current.names.length === 0 &&
      read.dates === null
    ) {
      // Dates alone on their line, set above the name ("2020" / "Diplomado en …" / school): they
      // open the entry below them, a course as much as a degree.
      current.course = true;
      startsEntry = false;
    } else if (course && !current.course) startsEntry = true;
    // Each line that names a course is a course of its own.
    else if (course && current.course)
      startsEntry = read.course || collides(current, read, logical.listItem);
    else if (!course && current.course)
      startsEntry =
        (read.degree !== null && read.degreeStrength !== 'loose') ||
        collides(current, read, false) ||
        // A school set like the entries' first lines under a listed course ("• Beca …" under
        // an entry, then "TECSUP, Lima"), or, where entries open with their school, over studies
        // that name none ("Diplomado … | 2022", then "I.E. N° 5041 (Callao)" over "Secundaria
        // completa"), opens the next entry, not the course's school.
        (read.institution !== null &&
          (current.listItem ||
            (drafts[0]?.opensWithSchool === true &&
              namesStudiesAlone(logicalLines[lineIndex + 1]))) &&
          !logical.listItem &&
          styles.size > 1 &&
          styleOf(logical.first) === headStyle);
    else if (
      !course &&
      isComplete(current) &&
      read.degreeStrength !== 'title' &&
      read.institution === null &&
      read.dates === null &&
      !(logical.listItem && current.listItem)
    ) {
      // A line under a complete entry describes it, unless it names a degree or a level: then
      // it may open the next entry ("Licenciada en …" / "Universidad …" / "2010 – 2015"), which
      // the school or dates below it confirm.
      // Where entries open with their degree, or with their dates before it ("2011 – 2016 BSc
      // …"), an undated degree line is such an entry.
      // A school level alone ("Secundaria") opens the next entry wherever entries open, and so
      // does a field named without a degree word ("Gestión Pública") set like the entries' first
      // lines, where the section sets its lines in more than one style.
      const opensLikeFirstLines =
        read.degreeStrength === 'loose' &&
        !logical.listItem &&
        (opensWithDegree || (styles.size > 1 && styleOf(logical.first) === headStyle));
      if (
        read.degree !== null &&
        !read.course &&
        (((opensWithDegree || opensWithLeadingDate || read.degreeStrength === 'level') &&
          (read.degreeStrength === 'degree' || read.degreeStrength === 'level')) ||
          opensLikeFirstLines)
      ) {
        const draft = newDraft(read, logical.listItem, false);
        draft.tentative = true;
        draft.opensLikeFirstLines = opensLikeFirstLines && !opensWithDegree;
        draft.names.push(nameWithoutDate(logical.text));
        drafts.push(draft);
        continue;
      }
      current.details.push(logical.text);
      continue;
    } else if (
      !course &&
      read.institutionLeads &&
      read.institution !== null &&
      current.institution === null &&
      current.degree !== null &&
      awardsDegreeAbove(current, read)
    ) {
      // "1999 – 2001 Maestría en Administración" / "Universidad ESAN – Grado de Magíster obtenido
      // en 2003": the school, then when the degree above was conferred, a note of that entry.
      current.institution = read.institution;
      if (read.location !== null) current.location ??= read.location;
      const at = logical.text.indexOf(read.institution);
      const note = (at < 0 ? logical.text : logical.text.slice(at + read.institution.length))
        .replace(/^[\s|–—,-]+/u, '')
        .trim();
      if (note.length > 0) current.details.push(note);
      continue;
    } else if (
      !course &&
      read.institutionLeads &&
      current.institution === null &&
      current.degree !== null &&
      collides(current, { ...read, institution: null }, logical.listItem)
    ) {
      // A two-column row: the school closes the entry above, its degree and dates open the next.
      current.institution = read.institution;
      if (read.location !== null) current.location ??= read.location;
      drafts.push(
        newDraft({ ...read, institution: null, location: null }, logical.listItem, false),
      );
      const name = nameWithoutDate(logical.text);
      if (name.length > 0) drafts[drafts.length - 1]?.names.push(name);
      continue;
    } else
      startsEntry =
        collides(current, read, logical.listItem) ||
        // Where entries open with their dates ("2010 – 2015 Psicología"), a line opening with its
        // dates before a name opens the next one, whatever the entry above lacks.
        (opensLikeDatedEntries &&
          current.degree !== null &&
          current.institution !== null &&
          nameWithoutDate(logical.text).length > 0);
    const draft = startsEntry || !current ? newDraft(read, logical.listItem, course) : current;
    // "UNIVERSIDAD X" over "Título profesional de …" and "Bachiller en … 2009 – 2014": where an
    // entry opened with its school on a line of its own, studies listed under it without a
    // school of their own are that school's too.
    if (
      draft !== current &&
      current?.opensWithSchool === true &&
      !current.course &&
      !course &&
      current.institution !== null &&
      current.degree !== null &&
      draft.institution === null &&
      draft.degree !== null
    ) {
      draft.institution = current.institution;
      draft.location ??= current.location;
      draft.opensWithSchool = true;
    }
    if (draft !== current) draft.underCourses = mode === 'courses';
    else draft.courseName ??= read.courseName;
    if (headStyle === null) {
      headStyle = styleOf(logical.first);
      // A course's name alone ("Diplomado en …") opens its entry as a degree line does.
      opensWithDegree =
        (read.degree !== null || read.courseName !== null) &&
        read.institution === null &&
        read.dates === null;
      opensWithLeadingDate =
        findDateRange(logical.text)?.index === 0 && nameWithoutDate(logical.text).length > 0;
    }
    if (draft === current) fill(draft, read);
    else drafts.push(draft);
    if (fromFaculty) draft.facultyDegree = draft.degree === read.degree;
    const name = nameWithoutDate(logical.text);
    if (name.length > 0) draft.names.push(name);
  }

  // Where the section names degrees, an undated line that names no degree is a course
  // ("PUCP – Excel avanzado" beside "PUCP Ingeniería Industrial (2015 hasta 2018)"); a school
  // named alone ("Colegio San Juan") is still a school.
  const namesDegrees = drafts.some(
    (draft) =>
      !draft.course &&
      draft.degreeStrength !== null &&
      draft.degreeStrength !== 'loose' &&
      draft.dates !== null,
  );
  const education: EducationEntry[] = [];
  const certifications: CertificationEntry[] = [];
  let previous: EducationEntry | null = null;
  for (const draft of drafts) {
    const course =
      draft.course ||
      // Studies of a few months that name no degree are a course ("Excel para finanzas,
      // marzo 2021 – junio 2021"); a degree takes years.
      (draft.degreeStrength === 'loose' && lastsUnderAYear(draft.dates)) ||
      (namesDegrees &&
        draft.degreeStrength === 'loose' &&
        draft.institution !== null &&
        draft.dates === null);
    if (course && isDiplomatura(draft)) {
      // A Spanish university diplomatura ("Diplomado en Enfermería", three years) is a degree.
      draft.degree = draft.courseName;
      draft.degreeStrength = 'degree';
    } else if (course) {
      certifications.push({
        sectionId,
        name: nameCourseWithDetails(draft),
        issuer: null,
        date: draft.dates?.end ?? draft.dates?.start ?? null,
      });
      continue;
    }
    if (
      previous !== null &&
      draft.tentative &&
      draft.institution === null &&
      draft.dates === null
    ) {
      previous.details.push(...(draft.degree === null ? [] : [draft.degree]), ...draft.details);
      continue;
    }
    // A name with a single year and no school under an entry is an honour of that entry
    // ("Dean's List 2016", "Tercio superior 2014"), never a degree of its own.
    if (
      previous !== null &&
      draft.degreeStrength === 'loose' &&
      draft.institution === null &&
      draft.dates !== null &&
      !spansTime(draft.dates)
    ) {
      previous.details.push(...draft.names, ...draft.details);
      continue;
    }
    if (draft.degree === null && draft.institution === null) {
      // Only dates or a place: they belong to the entry above, never a count of their own.
      const texts = draft.names;
      if (previous) previous.details.push(...texts);
      else looseDetails.push(...texts);
      continue;
    }
    const school = draft.schoolAfterDegree;
    if (draft.institution === null && school !== null && draft.degree?.endsWith(` ${school}`)) {
      // No line names the school: the name closing the degree line does.
      draft.degree = draft.degree.slice(0, -school.length).replace(/\s*[-–—]\s*$/u, '');
      draft.institution = school;
    }
    if (draft.degree === null && draft.faculty !== null) {
      // No line names the studies: the faculty after the school's name does.
      const faculty = draft.faculty;
      draft.degree = faculty;
      draft.details = draft.details.filter((detail) => detail !== faculty);
    }
    const entry: EducationEntry = {
      sectionId,
      degree: draft.degree,
      institution: draft.institution,
      location: draft.location,
      dates: draft.dates,
      details: draft.details,
    };
    if (education.length === 0 && looseDetails.length > 0)
      entry.details.unshift(...looseDetails.splice(0));
    education.push(entry);
    previous = entry;
  }
  if (looseDetails.length > 0) {
    if (previous) previous.details.push(...looseDetails);
    else
      certifications.push({ sectionId, name: looseDetails.join(' · '), issuer: null, date: null });
  }
  return { education, certifications };
}
