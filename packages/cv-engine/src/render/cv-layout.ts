// The layout model both renderers serialise (issue 3, stage 6): a CvDocument becomes one ordered
// list of text blocks, so the DOCX and the PDF carry the same content in the same order and the
// ordering rules are tested once, here, without opening either file format.
import { standardHeadings } from '../vocabulary/standard-headings';
import { isLabelAlone } from '../language/field-label';
import type {
  CvDate,
  CvDocument,
  CvSection,
  DateRange,
  SourceParagraph,
} from '../model/cv-document';
import { formatDateRange as formatStandardDateRange } from '../model/date-range-text';
import { findLinkTargets, linkTargetOf, type LinkTarget } from './link-targets';
import { normaliseText } from './normalise-text';

export const layoutBlockKinds = [
  'name',
  'headline',
  'contact',
  'heading',
  'entry-title',
  'entry-meta',
  'emphasis',
  'paragraph',
  'bullet',
] as const;
export type LayoutBlockKind = (typeof layoutBlockKinds)[number];

export type LayoutBlock = {
  readonly kind: LayoutBlockKind;
  /** Already normalised (normaliseText), never empty. */
  readonly text: string;
  /** A bold lead-in written before `text` and followed by ": ", e.g. a skill group's name. */
  readonly label: string | null;
  /**
   * Keep this block on the same page as the next one: a heading or an entry's title never ends a
   * page on its own (issue 3: no orphan headings).
   */
  readonly keepWithNext: boolean;
  /**
   * The e-mail and web addresses in `text`, with where each opens: both renderers make exactly
   * these clickable (issue 13). Offsets are into `text`; empty when there is none.
   */
  readonly links: readonly LinkTarget[];
  /**
   * A section kept as written: how many steps deeper than the section's lines the source set
   * this paragraph (a project under its job). Both renderers indent it by as many bullet
   * indents.
   */
  readonly indent?: number;
  /**
   * Written after `text`, " · " between, italic and muted as an entry's dates are, at the
   * block's size: an entry title with its dates and place beside it, as a tighter fitting step
   * sets them (short-line-runs.ts).
   */
  readonly meta?: string;
  /**
   * A line of a list (skills, languages, contact data, interests…), not one of an entry's lines
   * (a job's, a school's): a tighter fitting step may run it together with the items beside it
   * (short-line-runs.ts).
   */
  readonly listItem?: boolean;
};

export type CvLanguageTag = 'es-PE' | 'en-US';

export type CvLayout = {
  /** "CV — {name}", for the document's metadata. */
  readonly title: string;
  /** The candidate's name, or null when the CV has none. */
  readonly author: string | null;
  readonly languageTag: CvLanguageTag;
  readonly blocks: readonly LayoutBlock[];
};

/** Separators shared by both renderers, so an ATS sees the same text in both files. */
const titleSeparator = ' — ';
const metaSeparator = ' · ';
/** Characters per contact line that fit the PDF's text width at the contact size with room to spare. */
const contactLineMaxLength = 80;
/** A free-text line starting with one of these is a bullet in the source; the glyph is dropped. */
const bulletGlyphs = /^[•·▪■◦●○►▶➢✓✔*-]\s+/u;

/**
 * Turns a CvDocument into the ordered blocks both renderers write: the contact block, then every
 * non-empty section in `sections` order, each from the typed entries that point to it.
 *
 * @example const { blocks } = layOutCv(cv) // [{ kind: 'name', text: 'María Quispe', … }, …]
 */
export function layOutCv(cv: CvDocument): CvLayout {
  const language = cv.language;
  // A title written before the name ("Ing.") is shown with it, as the person wrote it.
  const name = normaliseText(
    [cv.contact.honorific, cv.contact.name].filter((part) => part).join(' '),
  );
  const blocks: LayoutBlock[] = compactBlocks([
    createBlock('name', name),
    createBlock('headline', cv.contact.headline),
    ...layOutContactLines(cv).map((line) => createBlock('contact', line.text, null, line.links)),
  ]);

  // The summary goes under its own section when the CV has one, else right after the contact
  // block under the standard heading (issue 3, stage 6).
  if (!cv.sections.some((section) => section.kind === 'summary')) {
    blocks.push(...layOutSection(standardHeadings[language].summary, layOutSummary(cv.summary)));
  }
  // A CV with two profile sections ("Perfil", "Sobre mí") has one summary, both joined: it is
  // printed once, under the first, not again under each.
  const firstSummary = cv.sections.find((section) => section.kind === 'summary');
  for (const section of cv.sections) {
    const content =
      section.keepAsWritten === true && section.source !== undefined
        ? markListItems(section, layOutSource(section.source))
        : [
            ...(section === firstSummary ? layOutSummary(cv.summary) : []),
            ...layOutTypedSection(cv, section),
          ];
    blocks.push(
      ...layOutSection(normaliseText(section.heading) || blankHeading[language], content),
    );
  }

  // Nothing is silently lost (PRODUCT.md §4): entries that point to no section still get printed,
  // under the standard heading of their kind, after everything else.
  const sectionIds = new Set(cv.sections.map((section) => section.id));
  for (const kind of typedKindsInOrder) {
    const orphans = layOutEntries(cv, (entry) => !sectionIds.has(entry.sectionId), [kind]);
    blocks.push(...layOutSection(standardHeadings[language][kind], orphans));
  }

  return {
    title: name === '' ? 'CV' : `CV${titleSeparator}${name}`,
    author: name === '' ? null : name,
    languageTag: language === 'es' ? 'es-PE' : 'en-US',
    blocks,
  };
}

const blankHeading = { es: 'Otros', en: 'Other' } as const;

/** Sections whose free lines are an entry's (a title, a place, dates), not items of a list. */
const entrySectionKinds: ReadonlySet<CvSection['kind']> = new Set([
  'summary',
  'experience',
  'education',
  'projects',
  'volunteering',
  'references',
]);

/** A list section's plain lines, marked as its items (LayoutBlock.listItem). */
function markListItems(section: CvSection, blocks: readonly LayoutBlock[]): LayoutBlock[] {
  if (entrySectionKinds.has(section.kind)) return [...blocks];
  return blocks.map((block) => (block.kind === 'paragraph' ? { ...block, listItem: true } : block));
}

const typedKindsInOrder = [
  'experience',
  'projects',
  'education',
  'certifications',
  'skills',
  'languages',
] as const;
type TypedKind = (typeof typedKindsInOrder)[number];

/**
 * A line under an entry: a bullet, or a label that heads the lines after it ("Funciones:",
 * "Logros principales:"), which set as a bullet of its own would read as an empty duty.
 */
function createEntryLine(text: string): LayoutBlock | null {
  return createBlock(isLabelAlone(text) ? 'emphasis' : 'bullet', text);
}

/** A block with its text normalised, or null when nothing would be left to print. */
function createBlock(
  kind: LayoutBlockKind,
  text: string | null,
  label: string | null = null,
  knownLinks: readonly LinkTarget[] | null = null,
): LayoutBlock | null {
  const cleanText = normaliseText(text ?? '');
  const cleanLabel = normaliseText(label ?? '');
  const keepWithNext =
    kind === 'heading' || kind === 'entry-title' || kind === 'entry-meta' || kind === 'emphasis';
  const linksIn = (value: string) => knownLinks ?? findLinkTargets(value);
  // A label alone (a skill group without items) is written as the text itself.
  if (cleanText === '') {
    if (cleanLabel === '') return null;
    return { kind, text: cleanLabel, label: null, keepWithNext, links: linksIn(cleanLabel) };
  }
  const shownLabel = cleanLabel === '' ? null : cleanLabel;
  return { kind, text: cleanText, label: shownLabel, keepWithNext, links: linksIn(cleanText) };
}

function compactBlocks(blocks: readonly (LayoutBlock | null)[]): LayoutBlock[] {
  return blocks.filter((block) => block !== null);
}

/** A heading and its content; empty sections are omitted (a bare heading only confuses an ATS). */
function layOutSection(heading: string, content: readonly LayoutBlock[]): LayoutBlock[] {
  const headingBlock = createBlock('heading', heading);
  if (content.length === 0 || headingBlock === null) return [...content];
  return [headingBlock, ...content];
}

/**
 * "email · phone · location · links", packed into as few lines as fit, never breaking an item:
 * a URL or an address split across lines reads back as two broken pieces (in an ATS too).
 */
function layOutContactLines(cv: CvDocument): { text: string; links: LinkTarget[] }[] {
  const { email, phone, location, links } = cv.contact;
  // The e-mail and the links are known addresses: each is linked whole (issue 13).
  const items = [
    { value: email, linked: true },
    { value: phone, linked: false },
    { value: location, linked: false },
    ...links.map((value) => ({ value, linked: true })),
  ]
    .map(({ value, linked }) => ({ value: normaliseText(value ?? ''), linked }))
    .filter(({ value }) => value !== '');
  const lines: { text: string; links: LinkTarget[] }[] = [];
  let current = { text: '', links: [] as LinkTarget[] };
  for (const { value, linked } of items) {
    const candidate = current.text === '' ? value : `${current.text}${metaSeparator}${value}`;
    if (current.text !== '' && candidate.length > contactLineMaxLength) {
      lines.push(current);
      current = { text: value, links: [] };
    } else {
      current = { text: candidate, links: current.links };
    }
    const target = linked ? linkTargetOf(value) : null;
    const end = current.text.length;
    if (target !== null) current.links.push({ start: end - value.length, end, target });
  }
  if (current.text !== '') lines.push(current);
  return lines;
}

function layOutSummary(summary: string | null): LayoutBlock[] {
  if (summary === null) return [];
  // Paragraph breaks in the source summary are kept; line wraps inside a paragraph are not.
  return compactBlocks(
    summary.split(/\r?\n\s*\r?\n/u).map((paragraph) => createBlock('paragraph', paragraph)),
  );
}

/**
 * A typed section's entries and its own lines: after the entries, but a work section's lines
 * are the note above its jobs (parse/experience.ts), printed before them.
 */
function layOutTypedSection(cv: CvDocument, section: CvSection): LayoutBlock[] {
  const entries = layOutEntries(cv, (entry) => entry.sectionId === section.id);
  const lines = markListItems(section, layOutLines(section));
  const work = section.kind === 'experience' || section.kind === 'volunteering';
  return work ? [...lines, ...entries] : [...entries, ...lines];
}

/** Free text of a section: bullets in the source stay bullets, the rest are paragraphs. */
function layOutLines(section: CvSection): LayoutBlock[] {
  return compactBlocks(
    section.lines.map((line) => {
      const text = normaliseText(line);
      return bulletGlyphs.test(text)
        ? createBlock('bullet', text.replace(bulletGlyphs, ''))
        : createBlock('paragraph', text);
    }),
  );
}

/**
 * A section kept as the source wrote it (issue 13): its paragraphs and list items, in order. A
 * line the source set in bold stays bold at body size (emphasis), not an entry title: the parse
 * was unsure what it is, and a title's larger type would claim it is one (an ATS reading our PDF
 * back would then find entries the source never had).
 */
function layOutSource(source: readonly SourceParagraph[]): LayoutBlock[] {
  return compactBlocks(
    groupTableRows(source).map((paragraph) => {
      const block = createBlock(
        paragraph.bullet ? 'bullet' : paragraph.bold === true ? 'emphasis' : 'paragraph',
        paragraph.text,
      );
      return block !== null && paragraph.indent !== undefined && !paragraph.bullet
        ? { ...block, indent: paragraph.indent }
        : block;
    }),
  );
}

/** A form row printed on one line stays short enough to read as one (about three lines). */
const tableRowMaxLength = 320;
/** A cell with more paragraphs than this is a block of text, not a form's field. */
const tableCellMaxParagraphs = 3;

/**
 * A form table's row ("Empresa | Cargo | Desde | Hasta"), kept as written, reads as the table
 * showed it: its cells side by side on one line, " · " between cells, not one cell per line,
 * where a row's fields drift apart and the next row's blur into them. Rows with a list item,
 * a long cell or too much text stay as they are.
 */
function groupTableRows(source: readonly SourceParagraph[]): SourceParagraph[] {
  const grouped: SourceParagraph[] = [];
  let index = 0;
  while (index < source.length) {
    const row = source[index]?.tableCell?.row;
    let end = index + 1;
    while (row !== undefined && end < source.length && source[end]?.tableCell?.row === row) {
      end += 1;
    }
    const members = source.slice(index, end);
    const joined = row === undefined ? null : joinRow(members);
    if (joined === null) grouped.push(...members);
    else grouped.push(joined);
    index = end;
  }
  return grouped;
}

function joinRow(members: readonly SourceParagraph[]): SourceParagraph | null {
  if (members.some((paragraph) => paragraph.bullet)) return null;
  const cells = new Map<number, string[]>();
  for (const paragraph of members) {
    const column = paragraph.tableCell?.column ?? 0;
    cells.set(column, [...(cells.get(column) ?? []), paragraph.text]);
  }
  if (cells.size < 2) return null;
  if ([...cells.values()].some((texts) => texts.length > tableCellMaxParagraphs)) return null;
  let text = '';
  for (const texts of cells.values()) {
    const cell = texts.join(' ');
    // A label cell ("Cargo:") runs into its value as a label does.
    text = text === '' ? cell : `${text}${text.endsWith(':') ? ' ' : metaSeparator}${cell}`;
  }
  if (text.length > tableRowMaxLength) return null;
  return {
    text,
    bullet: false,
    ...(members.every((paragraph) => paragraph.bold) ? { bold: true } : {}),
  };
}

/**
 * The typed entries that pass `belongs`. Entries are chosen by sectionId, not by the section's
 * kind, because a parser may file e.g. a volunteering section's roles as experience entries; each
 * array keeps its own shape whatever section it lands in.
 */
function layOutEntries(
  cv: CvDocument,
  belongs: (entry: { readonly sectionId: string }) => boolean,
  kinds: readonly TypedKind[] = typedKindsInOrder,
): LayoutBlock[] {
  const language = cv.language;
  const layOutKind = (kind: TypedKind): (LayoutBlock | null)[] => {
    switch (kind) {
      case 'experience':
        return cv.experience.filter(belongs).flatMap((entry) => [
          createBlock(
            'entry-title',
            joinPresent([entry.title, entry.organisation], titleSeparator),
          ),
          createBlock(
            'entry-meta',
            joinPresent([formatDateRange(entry.dates, language), entry.location]),
          ),
          // What the employer does, under its name as the source wrote it: no duty, no bullet.
          createBlock('paragraph', entry.description ?? null),
          ...entry.bullets.map(createEntryLine),
        ]);
      case 'projects':
        return cv.projects
          .filter(belongs)
          .flatMap((entry) => [
            createBlock('entry-title', entry.name),
            createBlock('entry-meta', formatDateRange(entry.dates, language)),
            ...entry.bullets.map(createEntryLine),
          ]);
      case 'education':
        return cv.education
          .filter(belongs)
          .flatMap((entry) => [
            createBlock(
              'entry-title',
              joinPresent([entry.degree, entry.institution], titleSeparator),
            ),
            createBlock(
              'entry-meta',
              joinPresent([formatDateRange(entry.dates, language), entry.location]),
            ),
            ...entry.details.map(createEntryLine),
          ]);
      case 'certifications':
        return cv.certifications.filter(belongs).map((entry) => {
          const nameAndIssuer = joinPresent([entry.name, entry.issuer], titleSeparator);
          const date = entry.date === null ? null : formatCvDate(entry.date, language);
          return createBlock('bullet', joinPresent([nameAndIssuer, date]));
        });
      case 'skills':
        return cv.skills.filter(belongs).map((group) => {
          const items = group.items.map(normaliseText).filter((item) => item !== '');
          return createBlock('paragraph', items.join(', '), group.name);
        });
      case 'languages':
        return cv.languages.filter(belongs).map((entry) => {
          const block = createBlock(
            'paragraph',
            joinPresent([entry.name, entry.level], titleSeparator),
          );
          return block === null ? null : { ...block, listItem: true };
        });
    }
  };
  return compactBlocks(kinds.flatMap(layOutKind));
}

function joinPresent(parts: readonly (string | null)[], separator = metaSeparator): string {
  return parts
    .map((part) => normaliseText(part ?? ''))
    .filter((part) => part !== '')
    .join(separator);
}

/**
 * The range as the CV wrote it (after optimise: the standard format), or built in that same
 * standard format from its parts when the text is blank.
 *
 * @example formatDateRange({ text: '', start: { year: 2019, month: 9 }, end: null, current: true }, 'es') // 'set. 2019 – actualidad'
 */
export function formatDateRange(range: DateRange | null, language: 'es' | 'en'): string | null {
  if (range === null) return null;
  return normaliseText(range.text) || formatStandardDateRange(range, language);
}

/**
 * A single date in the standard format: "may. 2022" / "May 2022", or the year alone.
 *
 * @example formatCvDate({ year: 2022, month: 5 }, 'es') // 'may. 2022'
 */
export function formatCvDate(date: CvDate, language: 'es' | 'en'): string | null {
  return formatStandardDateRange({ start: date, end: null, current: false, text: '' }, language);
}
