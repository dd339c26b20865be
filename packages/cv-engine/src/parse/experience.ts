// Experience entries (issue 3, stage 2): title, organisation, location, dates and bullets, one
// entry per employer or position block (corpus README, experience_count).
import type { TextLine } from '../extract/types';
import type { DateRange, ExperienceEntry } from '../model/cv-document';
import { isKnownPlaceName, isPlaceName } from '../vocabulary/places';
import { findDateRange, isDurationOnly, isPresentOnly, removeDateText } from './dates';
import {
  isCapitalsLine,
  isSetLike,
  joinBulletLines,
  segmentEntries,
  type EntryBlock,
} from './entries';
import {
  listLetterPattern,
  readEntryHeader,
  readFieldLabel,
  splitFieldPieces,
  splitTrailingPlace,
} from './entry-fields';
import { readPositionList } from './position-list';
import { splitRunInDescriptions } from './run-in-description';
import { takeEmployerDescription } from './employer-description';
import { foldText } from '../language/fold-text';
import { isBracketedNote } from '../language/bracketed-note';
import { startsWithActionVerb } from '../vocabulary/action-verbs';
import {
  academicActivityPattern,
  endsInLegalForm,
  entryDetailLabelPattern,
  namesRole,
  organisationPattern,
  organisationUnitPattern,
  tableHeadingPatterns,
  titlePattern,
  type TableField,
} from '../vocabulary/entry-vocabulary';
import { fieldOfStudyPattern } from '../vocabulary/education-vocabulary';

/**
 * Builds the experience entries of one section. `rightEdge` is where the column's text ends (a
 * header line that reaches it may wrap a field onto the next line).
 *
 * @example
 * parseExperienceEntries(sectionLines, 'section-2')[0]?.organisation; // 'Stripe'
 */
export function parseExperienceEntries(
  lines: readonly TextLine[],
  sectionId: string,
  rightEdge?: number,
): ExperienceEntry[] {
  return parseExperienceSection(lines, sectionId, rightEdge).entries;
}

/**
 * Headings that name a student's "experience" of their studies ("Experiencia académica",
 * "Academic experience"): its entries may be teaching or research posts, or activities.
 */
const academicExperienceHeadingPattern =
  /(?<![a-z])(?:experiencia academica|academic experience)(?![a-z])/;

/**
 * A section headed as academic experience whose entries are mostly a student's activities
 * (projects, courses, talks, a thesis) and not posts held: no work experience (corpus README:
 * projects are not counted), read as the source wrote it. Teaching and research assistants'
 * posts keep it a work section.
 *
 * @example
 * listsAcademicActivities('EXPERIENCIA ACADÉMICA:', entries); // true for "Ponente – Congreso …"
 */
export function listsAcademicActivities(
  heading: string,
  entries: readonly ExperienceEntry[],
): boolean {
  if (!academicExperienceHeadingPattern.test(foldText(heading)) || entries.length === 0) {
    return false;
  }
  const activities = entries.filter((entry) =>
    academicActivityPattern.test(foldText(`${entry.title ?? ''} ${entry.organisation ?? ''}`)),
  );
  return activities.length * 2 >= entries.length;
}

export type ExperienceSection = {
  readonly entries: ExperienceEntry[];
  /**
   * The section's own lines that name no position ("Detalle de las consultorías disponible en
   * mi perfil de CTI Vitae" over the jobs, a form's instruction in brackets): kept as
   * the section's text, so the typed reading loses nothing and the section need not fall back
   * to the source's paragraphs (issue 13).
   */
  readonly notes: string[];
};

/**
 * The experience entries of one section and the notes beside them.
 *
 * @example
 * parseExperienceSection(sectionLines, 'section-2').notes; // ['(Detallar en orden cronológico inverso.)']
 */
export function parseExperienceSection(
  lines: readonly TextLine[],
  sectionId: string,
  rightEdge?: number,
): ExperienceSection {
  const table = readFormTable(lines, sectionId);
  const prose = table ? null : readProseEntries(lines, sectionId);
  if (prose) return { entries: prose, notes: [] };
  const entries: ExperienceEntry[] = table ? [...table.entries] : [];
  const notes: string[] = [];

  // The employer heading a group of positions, while its positions last.
  let employer: string | null = null;
  // An employer written on its own line above its first position's title, while the next
  // positions leave it out.
  let openEmployer: { name: string; titleLine: TextLine } | null = null;
  const orders: { entry: ExperienceEntry; order: PieceOrder | null }[] = [];
  const entryLines = splitRunInDescriptions(
    (table ? table.otherLines : lines).filter(
      (line, index, all) => !isColumnNamesLine(line.text) && !isGroupHeading(all, index),
    ),
  );
  for (const block of segmentEntries(entryLines, rightEdge)) {
    // Under a table of jobs, a labelled list ("Funciones realizadas:" over the duties) says what
    // the jobs involved: it goes with the last of them, never a job of its own.
    const labelLine = block.headerLines.length === 0 ? block.bodyLines[0] : block.headerLines[0];
    const last = entries.at(-1);
    const labelOnly =
      block.headerLines.length <= 1 &&
      labelLine !== undefined &&
      entryDetailLabelPattern.test(foldText(labelLine.text).trim());
    if (table && last !== undefined && labelOnly) {
      entries[entries.length - 1] = {
        ...last,
        bullets: [
          ...last.bullets,
          ...block.headerLines.map((line) => line.text.trim()),
          ...joinBulletLines(block.bodyLines),
        ],
      };
      continue;
    }
    const listed = readListedPositions(block, sectionId);
    if (listed) {
      entries.push(...listed);
      employer = null;
      openEmployer = null;
      continue;
    }
    const group = readEmployerGroup(block);
    if (group) {
      employer = group;
      openEmployer = null;
      continue;
    }
    const header = readEntryHeader(block.headerLines, rightEdge);
    // Under an employer, a position is its title, its dates and its place: a line after the
    // dates that is none of these opens the position's description (LinkedIn puts no marker).
    const datesAt = block.headerLines.findIndex((line) => findDateRange(line.text) !== null);
    const afterDates = employer && datesAt > 0 ? block.headerLines.slice(datesAt + 1) : [];
    const description = afterDates.filter(isTitleLine);
    const titleLines = block.headerLines.filter(
      (line) => isTitleLine(line) && !description.includes(line),
    );
    const first = titleLines[0];
    // One field wrapped over lines: one block, one size, one weight.
    const oneField = titleLines.every(
      (line) =>
        line.block === first?.block && line.fontSize === first.fontSize && line.bold === first.bold,
    );
    if (employer && header.dates && oneField) {
      // A position under its employer: its whole line is the title ("Analista | Área"), even
      // wrapped over two lines.
      const text = titleLines.map((line) => line.text).join(' ');
      const match = findDateRange(text);
      entries.push({
        sectionId,
        title: (match ? removeDateText(text, match) : text) || null,
        organisation: employer,
        location: header.location,
        dates: header.dates,
        bullets: [...header.extras, ...joinBulletLines([...description, ...block.bodyLines])],
      });
      continue;
    }
    employer = null;
    const inline = header.dates
      ? null
      : readInlineEntries(joinBulletLines(block.bodyLines), sectionId);
    if (inline) {
      // Each list item is a whole entry; an undated line above them is the section's note, or
      // the employer of items that name none ("Universidad de Talca" over "Ayudante de Cálculo
      // I — Semestre Otoño 2019" …).
      const over = block.headerLines.map((line) => line.text.trim()).join(' ');
      const employs =
        block.headerLines.length === 1 &&
        foldText(over).search(organisationPattern) === 0 &&
        inline.entries.every((entry) => entry.organisation === null && entry.title !== null);
      if (employs) {
        for (const entry of inline.entries) entry.organisation = over;
        entries.push(...inline.entries);
        continue;
      }
      // Only text above every entry is the section's note; a line lost further down leaves the
      // section incomplete, printed as the source wrote it.
      if (entries.length === 0) {
        if (over !== '') notes.push(over);
        notes.push(...inline.notes);
      }
      entries.push(...inline.entries);
      continue;
    }
    // A paragraph that opens on its dates ("Enero 2018 – a la fecha. Coordinadora de Talento
    // Humano en Confecciones Wasi S.A.S., Itagüí. Funciones: …"): one entry, the role and the
    // employer in its first sentence, the rest its detail.
    const opening = block.headerLines.length === 1 ? block.headerLines[0] : undefined;
    const paragraph =
      opening && !header.labelled && opening.text.length > paragraphHeaderLength
        ? readDatedSentence(opening.text, sectionId)
        : null;
    if (paragraph) {
      paragraph.bullets.push(...joinBulletLines(block.bodyLines));
      entries.push(paragraph);
      continue;
    }
    const entryLine = header.labelled ? null : readEntryLine(block, sectionId);
    if (entryLine) {
      entries.push(entryLine);
      continue;
    }
    const read = readExperienceEntry(block, header, sectionId);
    const titleLine = findFieldLine(block.headerLines, read.entry.title);
    if (
      openEmployer &&
      titleLine &&
      read.entry.organisation === null &&
      header.dates &&
      header.pieces.length === 1 &&
      !header.labelled &&
      isSetLike(titleLine, openEmployer.titleLine)
    ) {
      // A further position under the employer line above ("TIENDAS SOL" / "Jefe de tienda" /
      // dates … "Vendedor" / dates): set like the first position's title, without an employer.
      read.entry.organisation = openEmployer.name;
    } else openEmployer = readEmployerLine(block.headerLines, read.entry, titleLine);
    entries.push(read.entry);
    orders.push(read);
  }
  followSectionOrder(orders);
  takeTitleBelowNote(entries);
  takeRoleUnderDatedName(entries);
  gatherUnderEmployers(entries);
  // Lines that name no position (a sub-heading's note before the first entry, a form's
  // instruction in brackets: "(Detallar en orden cronológico inverso.)") are not an entry when
  // the section has real ones; a section of prose alone still counts as one.
  const named = entries.filter(
    (entry) =>
      (entry.title !== null && !isBracketedNote(entry.title)) ||
      entry.organisation !== null ||
      entry.dates !== null,
  );
  const read = named.length > 0 ? named : entries;
  const firstNamed = named[0] === undefined ? -1 : entries.indexOf(named[0]);
  for (const entry of entries.slice(0, Math.max(0, firstNamed))) {
    notes.push(...[entry.title ?? [], ...entry.bullets].flat());
  }
  for (const entry of read) {
    entry.bullets = gatherIntroducedItems(entry.bullets);
    splitPlacementPhrase(entry);
    splitBracketedTown(entry);
    takeEmployerDescription(entry);
  }
  // A short line over the jobs may be a sub-heading ("Trabajo", then "Freelance" further down,
  // read as a duty there): kept out, it leaves the section printed as the source wrote it.
  return { entries: read, notes: notes.filter(isSectionNote) };
}

/**
 * A numbered sub-heading that groups the lettered or numbered entries under it ("3.1 Sector
 * público" over "a) Centro de Salud…", "Cargo: …"): no field of any entry. Left out of the
 * entries, its words leave the section printed as the source wrote it (optimise/keep-as-written).
 * A decimal-numbered line right over labelled fields or dates is an entry of its own.
 */
function isGroupHeading(lines: readonly TextLine[], index: number): boolean {
  const text = lines[index]?.text.trim() ?? '';
  const next = lines[index + 1]?.text.trim() ?? '';
  return (
    /^\d{1,2}\.\d{1,2}\.?\s+\p{Lu}/u.test(text) &&
    text.split(/\s+/u).length <= 7 &&
    findDateRange(text) === null &&
    readFieldLabel(text) === null &&
    (listLetterPattern.test(next) || /^\d{1,2}(?:\.-|[.)])\s+\p{Lu}/u.test(next))
  );
}

/**
 * How a student's placement is named before where it was served: "Prácticas profesionales en",
 * "Servicio social en" (Mexico), "Pasantía en", "Internship at".
 */
const placementPhrasePattern =
  /^((?:pr[aá]cticas?(?:\s+(?:pre-?\s?)?profesionales)?|servicio social|pasant[ií]a|practicante|internship|residencia profesional))\s+(?:en|at)\s+(\p{Lu}.*)$/iu;

/**
 * "PRÁCTICAS PROFESIONALES EN CLÍNICA WASI" read as the employer, or "Servicio social en Casa de
 * la Cultura" as the title: the organisation is the name after "en" (corpus README: without a
 * role phrase); the phrase is the title when the entry has none.
 */
function splitPlacementPhrase(entry: ExperienceEntry): void {
  const inOrganisation =
    entry.organisation === null ? null : placementPhrasePattern.exec(entry.organisation.trim());
  if (inOrganisation?.[1] && inOrganisation[2]) {
    entry.organisation = inOrganisation[2];
    entry.title ??= inOrganisation[1];
    return;
  }
  const inTitle =
    entry.title === null || entry.organisation !== null
      ? null
      : placementPhrasePattern.exec(entry.title.trim());
  if (inTitle?.[1] && inTitle[2]) {
    entry.title = inTitle[1];
    entry.organisation = inTitle[2];
  }
}

/**
 * "Zapaterías Lunarejo (Alcalá de Henares)": a town in brackets after the employer says where
 * it is, known to the places list or not: capitalised words, none an acronym ("(BCP)"), an
 * organisation's, a unit's or a role's word.
 */
function splitBracketedTown(entry: ExperienceEntry): void {
  if (entry.location !== null || entry.organisation === null) return;
  const match = /^(.+?)\s*\(([^()]+)\)$/u.exec(entry.organisation.trim());
  const inside = match?.[2]?.trim();
  if (!match?.[1] || !inside) return;
  const words = inside.split(/\s+/u);
  const folded = foldText(inside);
  // A brand in brackets is one or two names ("América Móvil (Claro)", "(Saga Falabella)"); a
  // town the list does not know is told by its joining word ("Alcalá de Henares").
  const townLike =
    (isPlaceName(inside) ||
      (words.length >= 3 && words.some((word) => /^(?:de|del)$/u.test(word)))) &&
    words.length <= 4 &&
    words.every(
      (word) => /^\p{Lu}\p{Ll}+[,.]?$/u.test(word) || /^(?:de|del|la|las|los|el|y)$/u.test(word),
    ) &&
    folded.search(organisationPattern) < 0 &&
    folded.search(organisationUnitPattern) < 0 &&
    !titlePattern.test(folded);
  if (!townLike) return;
  entry.organisation = match[1];
  entry.location = inside;
}

/** A sentence about the jobs below, or a form's instruction in brackets. */
function isSectionNote(text: string): boolean {
  return isBracketedNote(text) || text.trim().split(/\s+/u).length >= sectionNoteMinWords;
}

const sectionNoteMinWords = 5;

/**
 * A block whose header lists several positions at one employer ("Banco Wasi: Cajera (2015-2017),
 * Asesora (2017-2021)", or the employer's name over "Analista (2019-2020) · Asistente
 * (2017-2019)"): one entry per position, in the order written. The duties below follow the last
 * one listed, as the reader meets them.
 */
function readListedPositions(block: EntryBlock, sectionId: string): ExperienceEntry[] | null {
  const lists = block.headerLines.map((line) => readPositionList(line.text));
  const index = lists.findIndex((list) => list !== null);
  const list = lists[index];
  if (!list) return null;
  const others = block.headerLines.filter((_, position) => position !== index);
  const [nameLine] = others;
  if (others.length > (list.employer === null ? 1 : 0)) return null;
  if (nameLine && findDateRange(nameLine.text)) return null;
  const organisation = list.employer ?? nameLine?.text.replace(/\s*:$/u, '') ?? null;
  const bullets = joinBulletLines(block.bodyLines);
  return list.positions.map((position, order) => ({
    sectionId,
    title: position.title,
    organisation,
    location: null,
    dates: position.dates,
    bullets: order === list.positions.length - 1 ? bullets : [],
  }));
}

/**
 * An item short enough to be a name in a list ("Monorepos.", "Atención al cliente"); one that
 * opens with an action verb ("Reduje costos.") is a duty however short.
 */
function isListedName(text: string): boolean {
  const name = text.trim().replace(/\.$/u, '');
  return (
    name.length > 0 &&
    !startsWithActionVerb(name) &&
    name.length <= 60 &&
    name.split(/\s+/u).length <= 8 &&
    !/[:;.!?]/u.test(name) &&
    !/^\p{Ll}/u.test(name)
  );
}

/**
 * A line ending in a colon introduces the items below it ("Pude implementar:" / "Monorepos." /
 * "Microservicios."; "1 año de experiencia en:" / "Ventas" / "Caja"): two or more short names
 * under it are its list, one line, not duties of their own. A sub-list's heading ("Logros:",
 * "Funciones:") introduces duties, and a long item is a duty: both stay bullets.
 */
function gatherIntroducedItems(bullets: readonly string[]): string[] {
  const gathered: string[] = [];
  for (let index = 0; index < bullets.length; index += 1) {
    const intro = bullets[index] ?? '';
    let end = index + 1;
    while (end < bullets.length && isListedName(bullets[end] ?? '')) end += 1;
    const items = bullets.slice(index + 1, end);
    if (
      !/:$/u.test(intro.trim()) ||
      items.length < 2 ||
      entryDetailLabelPattern.test(foldText(intro.trim()))
    ) {
      gathered.push(intro);
      continue;
    }
    const stopped = items.some((item) => /\.$/u.test(item.trim()));
    const names = items.map((item) => item.trim().replace(/\.$/u, ''));
    gathered.push(`${intro.trim()} ${names.join(', ')}${stopped ? '.' : ''}`);
    index = end - 1;
  }
  return gathered;
}

/**
 * A table's heading row read as one line ("Empresa Cargo Periodo", "Cargo | Empresa | Fechas"):
 * only the names of its columns, a title or an organisation among them. It names no job.
 */
function isColumnNamesLine(text: string): boolean {
  let rest = foldText(text).trim();
  const fields = new Set<TableField | 'description'>();
  while (rest.length > 0) {
    const found = [...tableHeadingPatterns, descriptionColumn].find(([, pattern]) =>
      pattern.test(rest),
    );
    const match = found?.[1].exec(rest);
    if (!found || !match) return false;
    fields.add(found[0]);
    rest = rest.slice(match[0].length).replace(/^[\s|/,;:·•–—-]+/u, '');
  }
  // "FECHA | DETALLE": the dates beside a column describing each job.
  const datesAndDescription = fields.has('dates') && fields.has('description');
  return (
    fields.size >= 2 && (fields.has('title') || fields.has('organisation') || datesAndDescription)
  );
}

/** What a table's column of job descriptions is called: "DETALLE", "Descripción". */
const descriptionColumn = [
  'description',
  /^(?:detalles?|descripcion|description|details)(?![a-z])/u,
] as const;

/** A table's rows: a line in a column left of the line before it starts the next row. */
function readTableRows(lines: readonly TextLine[]): Map<number, TextLine[]>[] {
  const rows: Map<number, TextLine[]>[] = [];
  let previous: TextLine | undefined;
  for (const line of lines) {
    const row = rows[rows.length - 1];
    // DOCX says which drawn row a cell is in; elsewhere a cell left of the last one opens a row.
    const opensRow =
      line.tableRow !== undefined && previous?.tableRow !== undefined
        ? line.tableRow !== previous.tableRow
        : line.column < (previous?.column ?? 0);
    if (!row || !previous || opensRow) rows.push(new Map([[line.column, [line]]]));
    else row.set(line.column, [...(row.get(line.column) ?? []), line]);
    previous = line;
  }
  return rows;
}

/**
 * A cell's field and the note under it: "Médico General" bold over "Atención de urgencias…" in
 * plain type is a title and what the job was, not one long title. Lines of one style are one
 * field wrapped over them.
 */
function splitCellNote(cellLines: readonly TextLine[]): { field: string; notes: string[] } {
  const [first, ...rest] = cellLines;
  const noteAt = rest.findIndex(
    (line) =>
      line.bold !== first?.bold ||
      Math.abs(line.fontSize - (first?.fontSize ?? line.fontSize)) >= 0.9 ||
      (/[.;]$/u.test(line.text) && line.text.split(/\s+/u).length >= 5),
  );
  if (!first || noteAt < 0)
    return { field: cellLines.map((line) => line.text).join(' '), notes: [] };
  return {
    field: [first, ...rest.slice(0, noteAt)].map((line) => line.text).join(' '),
    notes: rest.slice(noteAt).map((line) => line.text),
  };
}

/**
 * A form's table of jobs (public-sector CVs): a heading row names the columns ("Empresa",
 * "Cargo", "Fecha inicio", "Fecha fin") and each row below is one job.
 */
function readFormTable(
  lines: readonly TextLine[],
  sectionId: string,
): { entries: ExperienceEntry[]; otherLines: TextLine[] } | null {
  const tableLines = lines.filter((line) => line.source === 'table');
  if (tableLines.length < 4) return null;
  const rows = readTableRows(tableLines);
  const texts = rows.map(
    (row) =>
      new Map(
        [...row].map(([column, cellLines]) => [
          column,
          cellLines.map((line) => line.text).join(' '),
        ]),
      ),
  );
  const headingIndex = texts.findIndex((row) => {
    const fields = new Set(
      [...row.values()].flatMap((text) =>
        tableHeadingPatterns
          .filter(([, pattern]) => pattern.test(foldText(text)))
          .map(([field]) => field),
      ),
    );
    return (fields.has('title') || fields.has('organisation')) && fields.size >= 2;
  });
  if (headingIndex < 0) return null;
  const columns = new Map<TableField, number>();
  const headingRow = texts[headingIndex] ?? new Map<number, string>();
  for (const [column, text] of headingRow) {
    const field = tableHeadingPatterns.find(([, pattern]) => pattern.test(foldText(text)))?.[0];
    if (field && !columns.has(field)) columns.set(field, column);
  }
  const cell = (row: Map<number, string>, field: TableField) => {
    const column = columns.get(field);
    return column === undefined ? null : (row.get(column) ?? null);
  };
  const entries: ExperienceEntry[] = [];
  const namesColumns = (row: Map<number, string>) =>
    [...row.values()].filter((text) =>
      tableHeadingPatterns.some(([, pattern]) => pattern.test(foldText(text))),
    ).length >= 2;
  // "Experiencia N° 2" over a job's own table: the caption goes with that job.
  const captions = lines.filter(
    (line) => line.source !== 'table' && itemCaptionPattern.test(line.text),
  );
  const taken = new Set<TextLine>();
  const takeCaptions = (before: TextLine | undefined): string[] => {
    const at = before === undefined ? -1 : lines.indexOf(before);
    const above = captions.filter((caption) => !taken.has(caption) && lines.indexOf(caption) < at);
    for (const caption of above) taken.add(caption);
    return above.map((caption) => caption.text);
  };
  for (const [rowIndex, cellLines] of rows.entries()) {
    if (rowIndex <= headingIndex) continue;
    const row = texts[rowIndex] ?? new Map<number, string>();
    // Each job in a table of its own repeats the heading row (SERVIR's "Experiencia N° 2").
    if (namesColumns(row)) continue;
    // A row of one cell across a table of three columns or more, under a job's row
    // ("Modalidad de contratación: CAS", "Descripción del trabajo realizado:" and its list), is
    // that job's detail.
    const previousEntry = entries[entries.length - 1];
    if (row.size === 1 && headingRow.size >= 3 && previousEntry) {
      previousEntry.bullets.push(...joinBulletLines([...cellLines.values()].flat()));
      continue;
    }
    const notes: string[] = [];
    const named = (field: 'title' | 'organisation') => {
      const column = columns.get(field);
      const read = column === undefined ? null : cellLines.get(column);
      if (!read || read.length === 0) return null;
      const split = splitCellNote(read);
      notes.push(...split.notes);
      return split.field;
    };
    const title = named('title');
    const organisationCell = named('organisation');
    if (!title && !organisationCell) continue;
    // "Clínica Sur (Ate, Lima)": a column of institutions and places gives both.
    const place = organisationCell ? splitTrailingPlace(organisationCell) : null;
    // A role's row with its employer's cell empty: the cell above it was merged down over the
    // employer's several roles.
    const mergedAbove =
      organisationCell === null && title !== null && previousEntry?.organisation != null;
    const organisation = mergedAbove
      ? (previousEntry?.organisation ?? null)
      : place
        ? place.name
        : organisationCell;
    const start = cell(row, 'start');
    const end = cell(row, 'end');
    const dateText = start && end ? `${start} - ${end}` : (cell(row, 'dates') ?? start ?? end);
    const used = new Set([...columns.values()]);
    entries.push({
      sectionId,
      title,
      organisation,
      location: mergedAbove ? (previousEntry?.location ?? null) : place ? place.place : null,
      dates: dateText ? (findDateRange(dateText)?.range ?? null) : null,
      // The other columns are details under their heading ("Jefe inmediato: …"); the row's
      // number is not.
      bullets: [
        ...takeCaptions([...cellLines.values()].flat()[0]),
        ...notes,
        ...[...row]
          .filter(([column, text]) => !used.has(column) && !/^\d{1,2}\.?$/u.test(text))
          .map(([column, text]) => {
            const heading = headingRow.get(column)?.replace(/\s*\([^()]*\)$/u, '');
            return heading ? `${heading}: ${text}` : text;
          }),
      ],
    });
  }
  if (entries.length === 0) return null;
  const read = new Set([...tableLines, ...taken]);
  return { entries, otherLines: lines.filter((line) => !read.has(line)) };
}

/** A form's caption of one numbered item: "Experiencia N° 2", "Cargo Nro. 1". */
const itemCaptionPattern = /^\p{L}+(?:\s\p{L}+){0,2}\s(?:N\s?[°º.o]|Nro\.?|#)\s?\d{1,2}\s*:?$/iu;

/** The header line a field was read from. */
function findFieldLine(lines: readonly TextLine[], field: string | null): TextLine | undefined {
  return field === null ? undefined : lines.find((line) => line.text.includes(field));
}

/**
 * The employer of an entry whose organisation has a header line of its own above the title's
 * line: the later positions of the same employer may leave that line out.
 */
function readEmployerLine(
  lines: readonly TextLine[],
  entry: ExperienceEntry,
  titleLine: TextLine | undefined,
): { name: string; titleLine: TextLine } | null {
  const organisationLine = findFieldLine(lines, entry.organisation);
  if (!entry.organisation || !titleLine || !organisationLine || organisationLine === titleLine)
    return null;
  if (lines.indexOf(organisationLine) > lines.indexOf(titleLine)) return null;
  return { name: entry.organisation, titleLine };
}

/** A header line naming something: not only a date, a duration or a place. */
function isTitleLine(line: TextLine): boolean {
  const match = findDateRange(line.text);
  const rest = match ? removeDateText(line.text, match) : line.text;
  return rest.length > 0 && !isDurationOnly(rest) && !isPlaceName(rest);
}

/**
 * Whether a position's "employer" is the unit it served in ("Auditora – Intendencia Regional
 * Lima", "Practicante – Área de Mejora Continua"): part of the employer named above, not another.
 */
function namesUnit(position: ExperienceEntry): boolean {
  return (
    position.organisation !== null &&
    foldText(position.organisation).search(organisationUnitPattern) === 0
  );
}

/**
 * A dated employer with a line about what it does, then the position held there on a line of its
 * own, without dates or employer ("01/2019 – 2023" | "MINERA KAMAYOQ S.A." / "Empresa minera de
 * cobre…" / "Jefe de Planta" / "• …"): one job, the title under the employer's note.
 */
function takeTitleBelowNote(entries: ExperienceEntry[]): void {
  for (let index = 0; index < entries.length - 1; index += 1) {
    const employer = entries[index];
    const position = entries[index + 1];
    if (!employer || !position) continue;
    const noteOnly =
      employer.title === null &&
      employer.organisation !== null &&
      employer.dates !== null &&
      employer.bullets.length <= 2;
    // The position may name its unit after a dash ("Practicante – Área de Mejora Continua").
    const unit = namesUnit(position) ? position.organisation : null;
    const titleOnly =
      position.title !== null &&
      (position.organisation === null || unit !== null) &&
      position.dates === null &&
      position.location === null;
    if (!noteOnly || !titleOnly) continue;
    employer.title = unit === null ? position.title : `${position.title} – ${unit}`;
    employer.bullets = [...employer.bullets, ...position.bullets];
    if (employer.confidence && position.confidence?.title)
      employer.confidence = { ...employer.confidence, title: position.confidence.title };
    entries.splice(index + 1, 1);
  }
}

/**
 * A name and its dates with nothing under them, then a role on a line of its own with the
 * description ("Pago Yupay" bold / "Aug 2021 – Present" / "Full Stack Developer" bold / "• …"):
 * one job, the employer first. Read apart, the employer became a job of its own with no
 * description and the role a job without dates. Only where the lone line names a role and the
 * name above does not: two roles in a row are two jobs.
 */
function takeRoleUnderDatedName(entries: ExperienceEntry[]): void {
  for (let index = 0; index < entries.length - 1; index += 1) {
    const named = entries[index];
    const position = entries[index + 1];
    if (!named || !position) continue;
    const nameOnly =
      named.title !== null &&
      named.organisation === null &&
      named.dates !== null &&
      named.bullets.length === 0 &&
      !namesRole(foldText(named.title));
    const roleOnly =
      position.title !== null &&
      position.organisation === null &&
      position.dates === null &&
      position.location === null &&
      namesRole(foldText(position.title));
    if (!nameOnly || !roleOnly) continue;
    named.organisation = named.title;
    named.title = position.title;
    named.bullets = [...position.bullets];
    if (named.location === null) named.location = position.location;
    if (named.confidence)
      named.confidence = {
        ...named.confidence,
        organisation: named.confidence.title,
        title: position.confidence?.title ?? named.confidence.title,
      };
    entries.splice(index + 1, 1);
  }
}

/**
 * An employer named on a line of its own, perhaps with its whole time there and a line about
 * what it does, over positions that give a title and dates but no employer ("DISTRIBUIDORA NORANDINA S.A.C." /
 * "Empresa de distribución…" / "• Jefe de Contabilidad · 2021 – a la fecha" …): the positions
 * are that employer's. Its place goes to them, and its note to the first of them.
 */
function gatherUnderEmployers(entries: ExperienceEntry[]): void {
  for (let index = 0; index < entries.length; index += 1) {
    const employer = entries[index];
    if (!employer) continue;
    // A name alone that names no position ("INTERBANK") over positions is their employer too.
    if (
      employer.organisation === null &&
      employer.title !== null &&
      employer.dates === null &&
      employer.location === null &&
      !titlePattern.test(foldText(employer.title))
    ) {
      const next = entries[index + 1];
      if (next?.title && next.dates && (next.organisation === null || namesUnit(next))) {
        employer.organisation = employer.title;
        employer.title = null;
      }
    }
    if (employer.title !== null || !employer.organisation) continue;
    const from = employer.dates?.start?.year;
    const qualified = new Set<ExperienceEntry>();
    let end = index + 1;
    while (end < entries.length) {
      const position = entries[end];
      if (!position || !position.title || !position.dates) break;
      if (position.organisation !== null && !namesUnit(position)) {
        // "Supervisor de Ventas – Canal Tradicional" under "DISTRIBUIDORA WASI S.A.C. … 2017 –
        // Actualidad", over positions that name no employer: what the dash adds qualifies the
        // role, in the employer's years.
        const after = entries[end + 1];
        const qualifiesRole =
          from !== undefined &&
          (position.dates.start?.year ?? 0) >= from &&
          after?.title != null &&
          after.dates !== null &&
          after.organisation === null;
        if (!qualifiesRole) break;
        qualified.add(position);
      }
      end += 1;
    }
    if (end === index + 1 || employer.bullets.length > 2) continue;
    const positions = entries.slice(index + 1, end);
    // An employer's own dates ("Sep. 2019 – Actualidad") span its positions' dates, which say
    // every word of them again: nothing is lost with the employer's line.
    const positionWords = new Set(
      positions.flatMap((position) => foldText(position.dates?.text ?? '').split(/[^\p{L}\d]+/u)),
    );
    if (
      employer.dates &&
      (from === undefined ||
        !positions.every((position) => (position.dates?.start?.year ?? 0) >= from) ||
        !foldText(employer.dates.text)
          .split(/[^\p{L}\d]+/u)
          .every((word) => word === '' || positionWords.has(word)))
    )
      continue;
    for (const position of positions) {
      if (namesUnit(position) || qualified.has(position))
        position.title = `${position.title} – ${position.organisation}`;
      position.organisation = employer.organisation;
      if (position.location === null) position.location = employer.location;
    }
    const first = positions[0];
    if (first) first.bullets = [...employer.bullets, ...first.bullets];
    entries.splice(index, 1);
  }
}

/**
 * An employer heading its positions: one name and a total tenure ("NTT DATA" / "3 años"), no
 * dates and no description of its own.
 */
function readEmployerGroup(block: EntryBlock): string | null {
  if (block.bodyLines.length > 0 || block.headerLines.length !== 2) return null;
  const [name, tenure] = block.headerLines;
  if (!name || !tenure || !isDurationOnly(tenure.text) || findDateRange(name.text)) return null;
  return name.text;
}

/**
 * Entries written one per list item, fields first: "Universidad Andina – Marzo 2020 a Diciembre
 * 2022: Docente (Estadística, Cálculo)". Only items whose date follows the first field count;
 * none when fewer than all but one of the items are of that form. The one item that is not
 * stays: a line of the entry above it, or a note when it comes first.
 */
function readInlineEntries(
  bullets: readonly string[],
  sectionId: string,
): { entries: ExperienceEntry[]; notes: string[] } | null {
  const entries: ExperienceEntry[] = [];
  const unread: string[] = [];
  for (const bullet of bullets) {
    const entry = readInlineEntry(bullet, sectionId) ?? readDatedSentence(bullet, sectionId);
    if (entry === null) {
      const previous = entries.at(-1);
      if (previous) previous.bullets = [...previous.bullets, bullet];
      else unread.push(bullet);
    } else {
      entries.push(entry);
    }
  }
  const read = entries.length;
  // One item that opens on its dates and names a role at an organisation is a whole entry.
  const whole = bullets.length === 1 && entries[0]?.title && entries[0].organisation;
  if (read === 0 || read < (whole ? 1 : Math.max(2, bullets.length - 1))) return null;
  return { entries, notes: unread };
}

/**
 * "Práctica intensiva en el 4.° grado de la I.E. N° 50866": the role, then "en" or "de" before
 * the words that name an institution; null when no such words follow.
 */
function splitRoleBeforeInstitution(
  sentence: string,
): { title: string; organisation: string } | null {
  for (const match of sentence.matchAll(/\s(?:en|de)\s+(?:(?:el|la|los|las)\s+)?(?=\p{Lu})/gu)) {
    const organisation = sentence.slice(match.index + match[0].length);
    if (foldText(organisation).search(organisationPattern) !== 0) continue;
    const title = sentence.slice(0, match.index).trim();
    return title.split(/\s+/u).length <= 12 ? { title, organisation } : null;
  }
  return null;
}

/**
 * One entry written as a sentence that opens on its dates and a colon: "Marzo – Diciembre 2024:
 * Docente de aula en la I.E. N° 56384 “Sol Naciente” (San Jerónimo), por contrato". The role runs
 * to "en", the organisation to its first aside ("(", a comma, a dash between spaces); the rest is
 * the entry's detail.
 */
function readDatedSentence(bullet: string, sectionId: string): ExperienceEntry | null {
  const match = findDateRange(bullet);
  if (!match || match.index !== 0) return null;
  const colon = /^\s*[:.]\s+(?=\p{Lu})/u.exec(bullet.slice(match.length));
  if (!colon) return null;
  const sentence = bullet
    .slice(match.length + colon[0].length)
    .trim()
    .replace(/\.$/u, '');
  const joined = splitRoleAtOrganisation(sentence) ?? splitRoleBeforeInstitution(sentence);
  const title = joined?.title ?? /^[^(,;]+?(?=\s[–—-]\s|[(,;]|$)/u.exec(sentence)?.[0]?.trim();
  if (!title) return null;
  // (A sentence's full stop ends the name too; an abbreviation's, "S.A.", does not.)
  const aside = joined
    ? /\s\(|,\s|;\s|\s[–—-]\s|(?<!(?:^|[\s.])\p{Lu})\.\s+(?=\p{Lu})/u.exec(joined.organisation)
    : null;
  const organisation = joined ? joined.organisation.slice(0, aside?.index).trim() : null;
  const consumed = joined
    ? sentence.indexOf(joined.organisation) + (organisation ?? '').length
    : title.length;
  let detail = sentence
    .slice(consumed)
    .replace(/^[\s,;.–—-]+/u, '')
    .trim();
  // "…S.A.S., Itagüí. Funciones: …": the town after the employer says where the job was.
  const town = /^([^.,;:()]{2,40})(?:\.\s+|$)/u.exec(detail);
  const location = town?.[1] && isKnownPlaceName(town[1].trim()) ? town[1].trim() : null;
  if (location !== null && town) detail = detail.slice(town[0].length).trim();
  return {
    sectionId,
    title,
    organisation: organisation || null,
    location,
    dates: match.range,
    bullets: detail ? [detail] : [],
  };
}

/** A header line longer than this is a paragraph, not a line of fields. */
const paragraphHeaderLength = 90;

/**
 * One entry written on one line, fields first and the role after its dates ("Universidad Andina –
 * 2020 a 2022: Docente (Estadística)"), or null when the line's date does not follow a field.
 * The role runs to its first aside; the rest is the entry's detail.
 */
function readInlineEntry(bullet: string, sectionId: string): ExperienceEntry | null {
  const match = findDateRange(bullet);
  // A date in brackets closes the fields however long the role is ("Asistente de Gestión … en
  // Ministerio … (Marzo 2023 a Agosto 2024)"); a bare date deep in a line is a sentence's.
  const bracketed = bullet[match?.index !== undefined ? match.index - 1 : 0] === '(';
  if (!match || match.index === 0 || match.index > (bracketed ? 220 : 120)) return null;
  const before = bullet.slice(0, match.index).replace(/[\s–—:,(-]+$/u, '');
  let rest = bullet.slice(match.index + match.length);
  let dates = match.range;
  // Years listed one after the other ("2022, 2023") are the entry's dates, from first to last.
  const moreYears = /^(?:,\s*(?:19|20)\d{2}\b)+/u.exec(rest);
  const lastYear = Number(/(\d{4})$/u.exec(moreYears?.[0] ?? '')?.[1]);
  if (!match.isRange && moreYears && dates.start && lastYear > dates.start.year) {
    dates = {
      ...dates,
      end: { year: lastYear, month: null },
      text: `${dates.text}${moreYears[0]}`,
    };
    rest = rest.slice(moreYears[0].length);
  }
  const after = rest.replace(/^[\s–—:,)-]+/u, '');
  // The title runs to its first aside ("(", ",", ";", ".") in the text after the date; a
  // labelled detail there ("ASISTENTE • 2016 Tema: …") is the entry's detail, not a field.
  const title =
    readFieldLabel(after) === 'other' ? '' : (/^[^(,;.]+/u.exec(after)?.[0]?.trim() ?? '');
  const pieces = splitFieldPieces(before);
  if (title) pieces.push(title);
  if (pieces.length === 0) return null;
  const fields = readTaughtCourse(pieces) ?? { ...classifyPieces(pieces), subject: null };
  const detail = after.slice(title.length).replace(/^[\s,;.]+/u, '');
  return {
    sectionId,
    title: fields.title,
    organisation: fields.organisation,
    location: null,
    dates,
    bullets: [...(fields.subject ? [fields.subject] : []), ...(detail ? [detail] : [])],
  };
}

/**
 * A header line that is a whole entry without a list marker: the employer, its dates, a colon,
 * then the role ("Fundación Ayni – 2019 a 2021: Docente (Cálculo I)"), read as the list items of
 * that form are.
 */
function readEntryLine(block: EntryBlock, sectionId: string): ExperienceEntry | null {
  const [line, ...others] = block.headerLines;
  if (!line || others.length > 0) return null;
  const match = findDateRange(line.text);
  if (!match || !/^\s*:\s*\S/u.test(line.text.slice(match.index + match.length))) return null;
  const entry = readInlineEntry(line.text, sectionId);
  if (!entry?.title || !entry.organisation) return null;
  return { ...entry, bullets: [...entry.bullets, ...joinBulletLines(block.bodyLines)] };
}

/**
 * A teaching line names the course first, its institution in brackets, then the role: "Machine
 * learning (UNSA), Lecturer – Master program". The institution is the organisation, the role with
 * the program after it the title, and the course what was taught.
 */
function readTaughtCourse(
  pieces: readonly string[],
): { title: string; organisation: string; subject: string } | null {
  const [first, ...others] = pieces;
  const match = /^(.+?)\s*\(([^()]+)\),\s*([^(),]+)$/u.exec(first ?? '');
  if (!match?.[1] || !match[2] || !match[3] || !titlePattern.test(foldText(match[3]))) return null;
  return { title: [match[3], ...others].join(' – '), organisation: match[2], subject: match[1] };
}

/**
 * A role phrase naming its organisation: "Practicante en Banco Andino" (or "Banco Andino,
 * practicante") gives the title and the organisation; the role holds a role word, the organisation none and opens with a capital.
 */
function splitRoleAtOrganisation(piece: string): { title: string; organisation: string } | null {
  // "Secretaria (Estudio Jurídico Vargas & Huamán)": the role, then its employer in brackets.
  const bracketed = /^([^()]+?)\s*\(([^()]+)\)$/u.exec(piece);
  // "Dependienta en Moda Brezo (Torrejón de Ardoz)": the employer is named before the brackets,
  // which say where it is.
  const namedBefore = bracketed?.[1] ? roleAtPattern.exec(bracketed[1]) : null;
  if (
    bracketed?.[1] &&
    bracketed[2] &&
    titlePattern.test(foldText(bracketed[1])) &&
    !organisationPattern.test(foldText(bracketed[1])) &&
    namesEmployerInBrackets(bracketed[2]) &&
    !(namedBefore?.[1] && titlePattern.test(foldText(namedBefore[1])))
  )
    return { title: bracketed[1], organisation: bracketed[2] };
  // "Colegio Mayor San Marcos, auxiliar de biblioteca": the organisation, then the role in
  // lower case after a comma.
  const trailingRole = /^(\p{Lu}.+?),\s+(\p{Ll}[\p{L}\s]{2,40})$/u.exec(piece);
  if (trailingRole?.[1] && trailingRole[2] && titlePattern.test(foldText(trailingRole[2])))
    return { title: trailingRole[2], organisation: trailingRole[1] };
  // "Asistente en la Municipalidad de Ate": the article is not part of the name.
  const match = roleAtPattern.exec(piece);
  if (!match?.[1] || !match[2]) return null;
  // The organisation names no role, unless it opens as an organisation ("Consultora Inti").
  const foldedOrganisation = foldText(match[2]);
  // A role no vocabulary holds ("Carretillero y preparador de pedidos en Transportes Wasi
  // S.L.") is still the role before an employer whose name says it is one.
  const namesEmployer =
    foldedOrganisation.search(organisationPattern) === 0 ||
    endsInLegalForm(match[2].replace(/\s*\([^()]*\)\s*\.?$/u, ''));
  const namesRole =
    titlePattern.test(foldText(match[1])) ||
    (namesEmployer &&
      /^\p{Lu}/u.test(match[1]) &&
      match[1].split(/\s+/u).length <= 6 &&
      !organisationPattern.test(foldText(match[1])));
  if (
    !namesRole ||
    (titlePattern.test(foldedOrganisation) &&
      foldedOrganisation.search(organisationPattern) !== 0) ||
    // "Técnica en Enfermería", "Especialista en Contabilidad": a field of work, not an employer.
    fieldOfStudyPattern.test(foldedOrganisation.replace(/\.$/u, '').trim())
  )
    return null;
  // "Coordinadora de Seguridad y Salud en el Trabajo en Banco del Sur": the field of work is part
  // of the role when a named organisation follows a later "en".
  // "Data Mentor at Chicas en Datos Perú": after an English "at", a Spanish "en" is the name's.
  const later = roleAtPattern.exec(match[2]);
  const joinerOf = (whole: string, before: string, after: string) =>
    foldText(
      whole
        .slice(before.length, whole.length - after.length)
        .trim()
        .split(/\s+/u)[0] ?? '',
    );
  if (
    later?.[1] &&
    later[2] &&
    joinerOf(match[2], later[1], later[2]) === joinerOf(piece, match[1], match[2]) &&
    !organisationPattern.test(foldText(later[1])) &&
    organisationPattern.test(foldText(later[2]))
  )
    return {
      title: `${match[1]}${piece.slice(match[1].length, piece.length - match[2].length)}${later[1]}`,
      organisation: later[2],
    };
  return { title: match[1], organisation: match[2] };
}

/**
 * What a role's brackets hold when they name its employer: a capitalised name of two words or
 * more, or one with a word of an organisation; not a place, a unit of the employer ("Área de
 * Finanzas"), a role or how the job was held ("Medio tiempo", "CAS").
 */
function namesEmployerInBrackets(text: string): boolean {
  const folded = foldText(text);
  if (!/^[\p{Lu}\d]/u.test(text) || isPlaceName(text) || isPlaceName(text.split(/[,–-]/u)[0] ?? ''))
    return false;
  if (organisationUnitPattern.test(folded) && folded.search(organisationPattern) !== 0)
    return false;
  if (titlePattern.test(folded) && !organisationPattern.test(folded)) return false;
  if (organisationPattern.test(folded)) return true;
  const capitalised = text.split(/\s+/u).filter((word) => /^[\p{Lu}\d]/u.test(word));
  return capitalised.length >= 2;
}

// A line in capitals writes its joining word in capitals too ("CAJERO EN TIENDAS WASI S.A.C.").
const roleAtPattern =
  /^(.+?)\s+(?:en|EN|at|AT|para|PARA|@)\s+(?:(?:el|la|los|las|EL|LA|LOS|LAS)\s+)?(\p{Lu}.*)$/u;

/**
 * Which header piece is the title and which the organisation: legal forms and institution words
 * name an organisation, role words a title; otherwise the first piece is the title.
 */
function classifyPieces(pieces: readonly string[]): {
  title: string | null;
  organisation: string | null;
  order: PieceOrder | null;
} {
  // "Analista de Datos en Banco Andino", "Data Engineer at Andes Cloud": one line, both fields.
  const joined = splitRoleAtOrganisation(pieces[0] ?? '');
  if (joined && pieces.length === 1) return { ...joined, order: null };
  // "Cajera en Supermercados Pukara S.A." over "Tienda Wasi Zárate": an employer in its
  // legal form names the organisation; the line under it says where in it.
  if (
    joined &&
    endsInLegalForm(joined.organisation) &&
    !pieces.slice(1).some((piece) => endsInLegalForm(piece))
  )
    return { ...joined, order: null };
  let title: string | null;
  let organisation: string | null;
  const folded = pieces.map(foldText);
  const isOrganisation = folded.map((piece) => organisationPattern.test(piece));
  const isTitle = folded.map((piece) => titlePattern.test(piece));
  // A piece with words of one kind only is the stronger evidence ("Full-stack Developer" beside
  // "Andes Digital Solutions" — not "Soporte de Sistemas S.A.C.").
  const pick = (own: boolean[], other: boolean[]) => {
    const clear = own.findIndex((hit, index) => hit && !other[index]);
    return clear >= 0 ? clear : own.indexOf(true);
  };
  let organisationIndex = pick(isOrganisation, isTitle);
  let titleIndex = pick(isTitle, isOrganisation);
  // One piece holds both kinds of words and the other none ("Atención al cliente" beside
  // "Librería El Estudiante"): the word that opens the piece names its kind, as a business names
  // its trade first ("Librería …", "Clínica …") and a position its role ("Asistente de Servicios").
  const shared = titleIndex >= 0 && titleIndex === organisationIndex ? titleIndex : -1;
  if (shared >= 0 && pieces.length >= 2) {
    const piece = folded[shared] ?? '';
    const organisationAt = piece.search(organisationPattern);
    const titleAt = piece.search(titlePattern);
    const other = pieces.findIndex((_, index) => index !== shared);
    if (organisationAt < titleAt) titleIndex = other;
    else organisationIndex = other;
  }
  // Each piece opens with the word of its kind ("Hospital Regional Docente de Trujillo" beside
  // "Interno de Farmacia"): those openings say which is which, whatever words follow them.
  const opensAs = (pattern: RegExp) => folded.findIndex((piece) => piece.search(pattern) === 0);
  const organisationOpens = opensAs(organisationPattern);
  const titleOpens = opensAs(titlePattern);
  if (organisationOpens >= 0 && titleOpens >= 0 && organisationOpens !== titleOpens) {
    organisationIndex = organisationOpens;
    titleIndex = titleOpens;
  }
  let order: PieceOrder | null = null;
  if (organisationIndex >= 0 && organisationIndex !== titleIndex) {
    organisation = pieces[organisationIndex] ?? null;
    const rest = pieces.filter((_, index) => index !== organisationIndex);
    const restTitle =
      titleIndex >= 0 && titleIndex !== organisationIndex ? pieces[titleIndex] : rest[0];
    title = restTitle ?? null;
  } else if (titleIndex >= 0) {
    title = pieces[titleIndex] ?? null;
    organisation = pieces.find((_, index) => index !== titleIndex) ?? null;
  } else {
    title = pieces[0] ?? null;
    organisation = pieces[1] ?? null;
    order = pieces.length >= 2 ? 'guessed' : null;
  }
  if (order === null && title !== null && organisation !== null) {
    order =
      pieces.indexOf(title) < pieces.indexOf(organisation) ? 'title-first' : 'organisation-first';
  }
  return { title, organisation, order };
}

/** How an entry's header set its title and organisation: read from words, or only guessed. */
type PieceOrder = 'title-first' | 'organisation-first' | 'guessed';

/**
 * The entries of one section share one layout: where the words told the organisation comes
 * first ("Rappi — Community Manager"), an entry whose words tell nothing ("Pardos Chicken —
 * Mozo") is read the same way, not by the title-first guess.
 */
function followSectionOrder(
  entries: readonly { entry: ExperienceEntry; order: PieceOrder | null }[],
): void {
  const known = entries.filter(
    ({ order }) => order === 'title-first' || order === 'organisation-first',
  );
  const organisationFirst = known.filter(({ order }) => order === 'organisation-first').length;
  if (known.length === 0 || organisationFirst * 3 < known.length * 2) return;
  for (const item of entries) {
    if (item.order !== 'guessed') continue;
    const { title, organisation } = item.entry;
    item.entry.title = organisation;
    item.entry.organisation = title;
  }
}

/** "Me desempeñé como Analista en el Grupo Andino – Lima.": the role after "como". */
const proseRolePattern =
  /(?:^|\s)como\s+(\p{L}[^.;:]*?)(?=\s+(?:en|para|de)\s+(?:el|la|los|las|un|una)\s|\s+durante\s|[.;:]|$)/u;
/** …and the organisation after "en el" / "para la", when it is written as a name. */
const proseOrganisationPattern =
  /\s(?:en|para)\s+(?:el|la)\s+(\p{Lu}[^,.;–—]*?)(?=\s+(?:en|para|durante)\s|\s+[–—-]\s|[,.;]|$)/u;

/**
 * An entry written as a sentence ("Trabajé dos años como soporte técnico en una empresa de
 * telecomunicaciones"): the role is what follows "como", the organisation a capitalised name
 * after "en el" / "para la". Only for sentences: at least eight words, starting with a verb-like
 * capitalised word and going on in lower case.
 */
function readProseFields(
  text: string,
): { title: string | null; organisation: string | null } | null {
  const words = text.split(/\s+/);
  if (words.length < 8 || !/^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(text)) return null;
  const role = proseRolePattern.exec(text)?.[1]?.trim() ?? null;
  const organisation = proseOrganisationPattern.exec(text)?.[1]?.trim() ?? null;
  if ((!role && !organisation) || (role && role.split(/\s+/).length > 12)) return null;
  return { title: role, organisation };
}

/** Where a sentence names the role it speaks of: "como cajera", "He sido recepcionista". */
const proseRoleOpenerPattern =
  /(?:^|\s)(?:como|he sido|fui|trabaj[eé] de|labor[eé] de|worked as|served as)\s+(?:(?:un|una|an?)\s+)?/giu;
/** Where a role phrase ends: the place, the time or the purpose that follows it. */
const proseRoleEndPattern =
  /\s(?:en|para|durante|con|desde|hasta|por|at|for|in|during|with|since)\s|[.,;:(]/u;

/** The role a sentence names after a work phrase, when it holds a role word. */
function readProseRole(sentence: string): string | null {
  for (const match of sentence.matchAll(proseRoleOpenerPattern)) {
    const rest = sentence.slice((match.index ?? 0) + match[0].length);
    const end = proseRoleEndPattern.exec(rest);
    const role = (end ? rest.slice(0, end.index) : rest).trim();
    if (role.split(/\s+/u).length <= 8 && titlePattern.test(foldText(role))) return role;
  }
  return null;
}

/**
 * A section written as paragraphs of prose, one per experience ("Trabajé dos años como cajera en
 * una farmacia." / "He sido recepcionista en un hotel…"): each paragraph that names a role is an
 * entry, and a paragraph that names none (a trip, a course) stays with the entry before it. Only
 * where nothing else gives the section a structure: no dates, no list items, every paragraph a
 * sentence.
 */
function readProseEntries(lines: readonly TextLine[], sectionId: string): ExperienceEntry[] | null {
  if (lines.some((line) => line.listItem || findDateRange(line.text) !== null)) return null;
  const paragraphs = joinBulletLines(lines);
  const sentences = paragraphs.every(
    (paragraph) =>
      paragraph.split(/\s+/u).length >= 8 &&
      /^\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(paragraph) &&
      /[.!]$/u.test(paragraph),
  );
  if (paragraphs.length < 2 || !sentences) return null;
  const entries: ExperienceEntry[] = [];
  const before: string[] = [];
  for (const paragraph of paragraphs) {
    const role = readProseRole(paragraph);
    const previous = entries[entries.length - 1];
    if (role)
      entries.push({
        sectionId,
        title: role,
        organisation: proseOrganisationPattern.exec(paragraph)?.[1]?.trim() ?? null,
        location: null,
        dates: null,
        bullets: [...before.splice(0), paragraph],
      });
    else if (previous) previous.bullets.push(paragraph);
    else before.push(paragraph);
  }
  return entries.length > 0 ? entries : null;
}

function readExperienceEntry(
  block: EntryBlock,
  header: ReturnType<typeof readEntryHeader>,
  sectionId: string,
): { entry: ExperienceEntry; order: PieceOrder | null } {
  const pieces = [...header.pieces];
  let title: string | null;
  let organisation: string | null;
  let order: PieceOrder | null = null;
  if (header.labelled) {
    // A form says which field is which ("Cargo: …", "Empresa: …").
    title = header.labelled.title;
    organisation = header.labelled.organisation;
    if (title === null || organisation === null) {
      const other = pieces.find((piece) => piece !== title && piece !== organisation) ?? null;
      if (title === null) title = other;
      else organisation = other;
    }
  } else ({ title, organisation, order } = classifyPieces(pieces));
  if (order === 'guessed' && title !== null && organisation !== null) {
    // Words tell nothing: an employer in capitals over a bold line of another case is the
    // organisation, and the bold line the title ("ANDES EXPRESS" / "Atención al Cliente").
    const capitalsAbove = block.headerLines.findIndex(
      (line, index) =>
        line.text.includes(title ?? '') &&
        isCapitalsLine(line.text) &&
        block.headerLines[index + 1]?.bold === true &&
        block.headerLines[index + 1]?.text.includes(organisation ?? '') === true &&
        !isCapitalsLine(block.headerLines[index + 1]?.text ?? ''),
    );
    if (capitalsAbove >= 0) {
      [title, organisation] = [organisation, title];
      order = 'organisation-first';
    }
  }
  const proseFields = readProseFields(pieces.join(' '));
  // A role phrase already split ("Asistente en la Municipalidad…") is not undone by a prose
  // reading that finds only the organisation.
  const prose =
    proseFields && (proseFields.title !== null || title === null || organisation === null)
      ? proseFields
      : null;
  if (prose) ({ title, organisation } = prose);
  // "Gloria S.A. – Planta Arequipa", "Komatsu Perú S.A. – Cerro Verde site": the plant, branch or
  // site after the employer is where the job was.
  const site =
    organisation === null
      ? null
      : (siteAfterOrganisationPattern.exec(organisation) ??
        branchAfterLegalFormPattern.exec(organisation));
  let siteLocation: string | null = null;
  if (site?.[1] && site[2]) {
    organisation = site[1];
    siteLocation = site[2];
  }
  // "Pesquera Sol S.A.C. Me encargo del registro" / "de compras…": the paragraph about the job
  // starts on the header's line; the organisation ends where its sentence begins.
  const sentence = organisation === null ? null : splitSentenceAfterName(organisation);
  const opening: string[] = [];
  if (sentence) {
    const piece = pieces.findIndex((text) => text.includes(organisation ?? ''));
    if (piece >= 0)
      pieces[piece] = (pieces[piece] ?? '').replace(organisation ?? '', sentence.name);
    organisation = sentence.name;
    opening.push(sentence.rest);
  }
  const used = new Set([title, organisation]);
  // "Analista en Banco Andino" gave both fields: the line is read, not left as a bullet.
  const splitPiece = (piece: string) =>
    title !== null &&
    organisation !== null &&
    piece.includes(title) &&
    piece.includes(organisation);
  const leftovers = prose
    ? pieces
    : pieces.filter((piece) => !used.has(piece) && !splitPiece(piece));
  const bullets = joinBulletLines(block.bodyLines);
  // The sentence goes on in the paragraph under the header line, or stands alone.
  const [firstBullet] = bullets;
  if (opening[0] && firstBullet !== undefined && /^\p{Ll}/u.test(firstBullet))
    bullets[0] = `${opening[0]} ${firstBullet}`;
  else bullets.unshift(...opening);
  const dates = readWrappedPresent(block, header.dates, bullets);
  const entry = {
    sectionId,
    title,
    organisation,
    location:
      siteLocation === null
        ? header.location
        : [siteLocation, header.location].filter((part) => part !== null).join(', '),
    dates,
    bullets: [...leftovers, ...header.extras, ...bullets],
  };
  return { entry, order: prose ? null : order };
}

/** An employer, a dash, then its plant, branch, office or site ("– Planta Arequipa", "– Lima office"). */
/**
 * "Banco Wasi S.A.A. Agencia Los Olivos", "Caja Pukara S.A. (Agencia Comas)": the employer's name
 * ends at its legal form; the branch after it, with or without brackets, is where the job was.
 */
const branchAfterLegalFormPattern =
  /^(.{3,}?(?:S\.\s?A\.\s?A\.|S\.\s?A\.\s?C\.|S\.\s?A\.|S\.\s?R\.\s?L\.|E\.\s?I\.\s?R\.\s?L\.|Ltda\.))\s+\(?((?:[Pp]lanta|[Ss]ede|[Ff]ilial|[Ss]ucursal|[Aa]gencia|[Oo]ficina|[Tt]ienda)\s+\p{Lu}[^()]*)\)?$/u;

const siteAfterOrganisationPattern =
  /^(.{3,}?)\s+[–—-]\s+((?:[Pp]lanta|[Ss]ede|[Ff]ilial|[Ss]ucursal|[Aa]gencia|[Oo]ficina|[Uu]nidad [Mm]inera|U\.M\.|[Cc]ampamento)\s+\p{Lu}.*|.+\s(?:site|plant|branch|office))$/u;

/**
 * An organisation's name with a sentence run on after it: after its legal form a new sentence
 * ("S.A.C. Me encargo de…"), or a clause after a comma ("S.A.C., donde llevaba…"). Null when the
 * name ends the text.
 *
 * @example
 * splitSentenceAfterName('Pesquera Sol S.A.C. Me encargo del registro'); // { name: 'Pesquera Sol S.A.C.', rest: 'Me encargo del registro' }
 */
function splitSentenceAfterName(text: string): { name: string; rest: string } | null {
  const clause =
    /^(.{3,}?),\s+((?:donde|en donde|en la que|en el que|en la cual|en el cual|where|which)\s.*)$/u.exec(
      text,
    );
  if (clause?.[1] && clause[2]) return { name: clause[1], rest: clause[2] };
  const afterForm = new RegExp(
    String.raw`^(.+?\s(?:S\.A\.C\.|S\.A\.A\.|S\.A\.|S\.R\.L\.|E\.I\.R\.L\.|S\.C\.R\.L\.))\s+(\p{Lu}\p{Ll}+\s+\p{Ll}.*)$`,
    'u',
  ).exec(text);
  if (afterForm?.[1] && afterForm[2]) return { name: afterForm[1], rest: afterForm[2] };
  return null;
}

/**
 * A date column too narrow for "2014 - Actualidad" (moderncv) leaves "2014-" on the header
 * line and "Actualidad" at the start of the description: the range runs to the present, and the
 * word leaves the description (`bullets` is updated in place).
 */
function readWrappedPresent(
  block: EntryBlock,
  dates: DateRange | null,
  bullets: string[],
): DateRange | null {
  if (!dates || dates.end === null || dates.current || !/^\d{4}$/.test(dates.text)) return dates;
  const openPattern = new RegExp(String.raw`(?:^|\s)${dates.text}(\s?[-–—])(?:$|\s)`);
  const opened = block.headerLines
    .map((line) => openPattern.exec(line.text)?.[1])
    .find((dash) => dash !== undefined);
  const first = bullets[0];
  const word = first === undefined ? undefined : /^\p{L}+/u.exec(first)?.[0];
  if (opened === undefined || !first || !word || !isPresentOnly(word)) return dates;
  bullets[0] = first.slice(word.length).trim();
  if (bullets[0] === '') bullets.shift();
  return { start: dates.start, end: null, current: true, text: `${dates.text}${opened} ${word}` };
}
