// Splits the document's lines into the contact header and titled sections (issue 3, stage 2).
import type { TextLine } from '../extract/types';
import type { SectionKind } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import {
  degreePattern,
  institutionAcronymPattern,
  institutionPattern,
  schoolLevelPattern,
  shortCoursePattern,
} from '../vocabulary/education-vocabulary';
import { organisationPattern, titlePattern } from '../vocabulary/entry-vocabulary';
import { findEmails, findPhones } from './contact';
import { findDateRange } from './dates';
import { displayHeading, isContactHeading, type DetectedHeading } from './headings';

export type SectionSlice = {
  readonly kind: SectionKind;
  /** The heading as displayed (corpus README: minus LaTeX numbering and letter-spacing). */
  readonly heading: string;
  readonly headingIndex: number;
  /** Indices into the document's lines, in reading order, heading excluded. */
  readonly lineIndices: readonly number[];
};

export type SectionSegmentation = {
  /** Lines before any heading, plus text that opens a new column before that column's first heading. */
  readonly preambleIndices: readonly number[];
  readonly sections: readonly SectionSlice[];
};

/**
 * Groups lines under the heading above them. A sidebar layout starts each column afresh: text at
 * the top of a new column on the same page, before that column's first heading, belongs to no
 * section of the other column (it is contact data or an untitled profile), so it joins the preamble.
 *
 * @example
 * segmentSections(lines, detectHeadings(lines)).sections.map((section) => section.heading);
 */
export function segmentSections(
  lines: readonly TextLine[],
  headings: readonly DetectedHeading[],
  { typedMarkers = true }: { readonly typedMarkers?: boolean } = {},
): SectionSegmentation {
  const headingByIndex = new Map(headings.map((heading) => [heading.index, heading]));
  const preambleIndices: number[] = [];
  const sections: {
    kind: SectionKind;
    heading: string;
    headingIndex: number;
    lineIndices: number[];
  }[] = [];
  let current: (typeof sections)[number] | null = null;
  let currentIsContact = false;

  const continuations = new Set(headings.flatMap((heading) => heading.continuation ?? []));
  // Each column's last section so far.
  const lastByColumn = new Map<number, (typeof sections)[number]>();
  lines.forEach((line, index) => {
    if (continuations.has(index)) return;
    const heading = headingByIndex.get(index);
    if (heading) {
      const wrapped =
        heading.continuation === undefined ? '' : ` ${lines[heading.continuation]?.text ?? ''}`;
      current = {
        kind: heading.kind,
        // A decorated heading ("■ Experiencia") is displayed with its glyph (corpus README); a
        // marker OCR wrote for a drawn icon or bar ("•") is none the author typed, nor is an
        // icon font's glyph (a private-use code point that shows as nothing readable).
        heading: displayHeading(
          `${typedMarkers ? (line.listMarker ?? '').replace(/[\u{e000}-\u{f8ff}]\s*/gu, '') : ''}${line.text}${wrapped}`,
        ),
        headingIndex: index,
        lineIndices: [],
      };
      currentIsContact = isContactHeading(line.text);
      sections.push(current);
      lastByColumn.set(line.column, current);
      return;
    }
    const previous = lines[index - 1];
    // A new column that goes back up the page (a sidebar's neighbour), not a table row's next cell.
    const startsNewColumn =
      previous !== undefined &&
      previous.page === line.page &&
      line.column > previous.column &&
      line.y < previous.y &&
      (line.tableRow === undefined || line.tableRow !== previous.tableRow);
    // A column beside an education section whose first line opens level with one of the
    // section's lines (an entry set as a row across two columns) continues the section.
    const open = current as (typeof sections)[number] | null;
    const besideRows =
      startsNewColumn &&
      open?.kind === 'education' &&
      open.lineIndices.some((other) => {
        const row = lines[other];
        return (
          row !== undefined &&
          row.page === line.page &&
          row.column === previous.column &&
          Math.abs(row.y - line.y) <= 3 &&
          lines[other - 1]?.block !== row.block
        );
      });
    // A column that goes on from an earlier page ("EXPERIENCIA" on page 1's main column, its
    // last job at the top of page 2's, after the sidebar) continues that column's last section.
    // So does a page that opens in another column than the last page ended in, when it is set in
    // columns too (page 1 ends in the sidebar, page 2 opens with the main column's last jobs).
    const opensPageInColumn =
      previous !== undefined &&
      previous.page < line.page &&
      line.column !== previous.column &&
      lines.some((other) => other.page === line.page && other.column !== line.column);
    // Text that flows from one column into the next (two equal columns filled in turn): the new
    // column opens on the rest of the open section's last entry, before any heading.
    const flowsOn =
      startsNewColumn && !besideRows && open !== null && continuesEntryInColumn(lines, index, open);
    const resumed =
      startsNewColumn || opensPageInColumn ? lastByColumn.get(line.column) : undefined;
    if (resumed && (lines[resumed.headingIndex]?.page ?? line.page) < line.page) {
      current = resumed;
      currentIsContact = isContactHeading(lines[resumed.headingIndex]?.text ?? '');
    } else if (startsNewColumn && !besideRows && !flowsOn) {
      current = null;
      currentIsContact = false;
    }
    if (current) current.lineIndices.push(index);
    // A contact section's lines are the candidate's own data: the header reads them too.
    if (!current || currentIsContact) preambleIndices.push(index);
  });
  const typed = sections.map((section) =>
    isProjectsUnderExperienceHeading(section, lines)
      ? { ...section, kind: 'projects' as const }
      : section,
  );
  return {
    preambleIndices,
    sections: typeUnnamedSections(typeSubSections(typed, lines), lines, headingByIndex),
  };
}

/**
 * "Experiencia profesional" (13 pt) with nothing under it but "Experiencia docente",
 * "Investigación", "Cargos administrativos" (11 pt), each over its jobs: the smaller headings
 * divide the section above, whatever their own words name, until a heading set like it. Only
 * for a section of jobs or of studies, which is what a reader takes them for.
 */
function typeSubSections<Section extends SectionSlice>(
  sections: readonly Section[],
  lines: readonly TextLine[],
): Section[] {
  const typed = [...sections];
  for (let index = 0; index + 1 < typed.length; index += 1) {
    const parent = typed[index];
    const parentLine = parent ? lines[parent.headingIndex] : undefined;
    const firstLine = lines[typed[index + 1]?.headingIndex ?? -1];
    if (!parent || !parentLine || !firstLine || parent.lineIndices.length > 0) continue;
    if (parent.kind !== 'experience' && parent.kind !== 'education') continue;
    if (firstLine.fontSize > parentLine.fontSize - 0.9) continue;
    for (let child = index + 1; child < typed.length; child += 1) {
      const section = typed[child];
      const line = lines[section?.headingIndex ?? -1];
      if (!section || !line || Math.abs(line.fontSize - firstLine.fontSize) >= 0.5) break;
      typed[child] = { ...section, kind: parent.kind };
    }
  }
  return typed;
}

/** Sections of dated entries, whose last entry may flow on into the next column. */
const flowingKinds: ReadonlySet<SectionKind> = new Set([
  'experience',
  'education',
  'volunteering',
  'projects',
]);

/**
 * Whether a new column's first lines go on with the open section's entries: set as that section's
 * entry lines are (the same size and weight as one of them), a date among its first three lines
 * and no contact data (a sidebar opening on the name, an e-mail or a phone is no such entry).
 */
function continuesEntryInColumn(
  lines: readonly TextLine[],
  index: number,
  open: { readonly kind: SectionKind; readonly lineIndices: readonly number[] },
): boolean {
  const line = lines[index];
  if (!line || !flowingKinds.has(open.kind)) return false;
  const opening = lines
    .slice(index, index + 3)
    .filter((other) => other.page === line.page && other.column === line.column);
  const setAsEntry = open.lineIndices.some((other) => {
    const entryLine = lines[other];
    return (
      entryLine !== undefined &&
      entryLine.bold === line.bold &&
      Math.abs(entryLine.fontSize - line.fontSize) < 0.3
    );
  });
  return (
    setAsEntry &&
    opening.some((other) => findDateRange(other.text) !== null) &&
    opening.every(
      (other) => findEmails(other.text).length === 0 && findPhones(other.text).length === 0,
    )
  );
}

/**
 * A CV without a section named as its work or its studies names them in words of its own
 * ("Dónde he trabajado", "Lo que estudié"), which a person still reads as the experience or the
 * education by what they hold: dated positions at organisations, or degrees and schools. Only a
 * heading found by its typography (its words unknown) is read so, and only for a kind no heading
 * of the CV names: where the work has its section, another section of dated lines at
 * organisations (talks given, awards) is something else.
 */
function typeUnnamedSections<Section extends SectionSlice>(
  sections: readonly Section[],
  lines: readonly TextLine[],
  headingByIndex: ReadonlyMap<number, DetectedHeading>,
): Section[] {
  const named = new Set(sections.map((section) => section.kind));
  return sections.map((section) => {
    if (section.kind !== 'other' || !headingByIndex.get(section.headingIndex)?.byTypography)
      return section;
    const kind = readKindFromContent(section.lineIndices.map((index) => lines[index]?.text ?? ''));
    return kind !== null && !named.has(kind) ? { ...section, kind } : section;
  });
}

/** Experience or education, by a section's lines; null when they say neither clearly. */
function readKindFromContent(texts: readonly string[]): 'experience' | 'education' | null {
  let positions = 0;
  let studies = 0;
  let courses = 0;
  for (const text of texts) {
    const folded = foldText(text);
    const isCourse = shortCoursePattern.test(folded);
    const namesPosition = titlePattern.test(folded);
    const namesSchool = institutionPattern.test(folded) || institutionAcronymPattern.test(text);
    // Degree words are also ranks ("Ingeniero de campo", "Técnico de mantenimiento"): a degree
    // is studies beside a school or without a position's words; a school beside a position
    // ("Docente en Universidad …") is where the work was.
    const isStudies =
      !isCourse &&
      (schoolLevelPattern.test(folded) ||
        (degreePattern.test(folded) && (namesSchool || !namesPosition)) ||
        (namesSchool && !namesPosition));
    if (isCourse) courses += 1;
    if (isStudies) studies += 1;
    else if (namesPosition || (!isCourse && organisationPattern.test(folded))) positions += 1;
  }
  const dated = texts.some(
    (text) => findDateRange(text) !== null || /\b(?:19|20)\d{2}\b/u.test(text),
  );
  if (!dated) return null;
  if (positions >= 2 && positions > studies * 2) return 'experience';
  if (studies >= 1 && studies > positions && studies > courses) return 'education';
  return null;
}

const projectsWordPattern = /(?:^|[^a-z])(?:proyectos?|projects?)(?:$|[^a-z])/u;

/**
 * A heading that joins experience with projects ("Experiencia - Proyectos", "Experience in
 * projects") over a body without a single date holds projects, not jobs: a person lists a job with
 * its period. Projects sections are not counted as work experience (corpus README).
 */
function isProjectsUnderExperienceHeading(
  section: {
    readonly kind: SectionKind;
    readonly heading: string;
    readonly lineIndices: readonly number[];
  },
  lines: readonly TextLine[],
): boolean {
  if (section.kind !== 'experience') return false;
  if (!projectsWordPattern.test(foldText(section.heading))) return false;
  return section.lineIndices.every((index) => findDateRange(lines[index]?.text ?? '') === null);
}
