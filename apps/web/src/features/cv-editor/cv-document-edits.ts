// Every change the editor makes to a CvDocument, as pure functions (document in, new document
// out), so the editor's buttons stay one line each and each rule is tested without a browser.
// Rules of the document the editor must keep (COMMON-14 "Rendering semantics"): typed entries
// belong to a section by `sectionId`; a kept section prints its `source`; a summary section prints
// `cv.summary`; a guess carries a confidence below 0.6 and stops being one once the user edits it.
import {
  standardHeadings,
  type CvDate,
  type CvDocument,
  type CvSection,
  type DateRange,
  type SectionKind,
  type SourceParagraph,
} from '@cvlisto/cv-engine/model';
import { formatDateRangeText } from './cv-date-text';

/** The arrays of typed entries; each entry names its section by `sectionId`. */
export const entryCollections = [
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
] as const;
export type EntryCollection = (typeof entryCollections)[number];
export type EntryOf<Collection extends EntryCollection> = CvDocument[Collection][number];

/** Which typed entries a section of each kind collects; the other kinds hold free lines. */
export const collectionOfKind: Partial<Record<SectionKind, EntryCollection>> = {
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  projects: 'projects',
};

/** Direction of a move: one place up (-1) or down (1). */
export type MoveOffset = -1 | 1;

// ---- Lists -----------------------------------------------------------------------------------

/** The list with the item at `index` swapped with its neighbour; unchanged at either end. */
export function moveItem<Item>(items: readonly Item[], index: number, offset: MoveOffset): Item[] {
  const target = index + offset;
  const moved = [...items];
  const item = moved[index];
  const neighbour = moved[target];
  if (item === undefined || neighbour === undefined) return moved;
  moved[index] = neighbour;
  moved[target] = item;
  return moved;
}

export function removeItem<Item>(items: readonly Item[], index: number): Item[] {
  return items.filter((_item, itemIndex) => itemIndex !== index);
}

export function replaceItem<Item>(items: readonly Item[], index: number, item: Item): Item[] {
  return items.map((current, itemIndex) => (itemIndex === index ? item : current));
}

// ---- Contact and summary ---------------------------------------------------------------------

type ContactField = 'honorific' | 'name' | 'headline' | 'email' | 'phone' | 'location';

/** A contact field as typed; blank is stored as null and the field is no longer a guess. */
export function updateContactField(cv: CvDocument, field: ContactField, value: string): CvDocument {
  const contact = { ...cv.contact, [field]: value === '' ? null : value };
  return {
    ...cv,
    contact: { ...contact, confidence: withoutKeys(cv.contact.confidence, [field]) },
  };
}

/** The links as typed (reviewed as a whole, as the parser judged them). */
export function updateContactLinks(cv: CvDocument, links: readonly string[]): CvDocument {
  return {
    ...cv,
    contact: {
      ...cv.contact,
      links: [...links],
      confidence: withoutKeys(cv.contact.confidence, ['links']),
    },
  };
}

export function updateSummary(cv: CvDocument, summary: string): CvDocument {
  return { ...cv, summary: summary === '' ? null : summary };
}

// ---- Sections --------------------------------------------------------------------------------

export function findSection(cv: CvDocument, sectionId: string): CvSection | undefined {
  return cv.sections.find((section) => section.id === sectionId);
}

export function moveSection(cv: CvDocument, sectionId: string, offset: MoveOffset): CvDocument {
  const index = cv.sections.findIndex((section) => section.id === sectionId);
  return index === -1 ? cv : { ...cv, sections: moveItem(cv.sections, index, offset) };
}

/**
 * Removes a section with everything printed under it: its typed entries (entries pointing to no
 * section would still be printed, under a standard heading) and, for the profile, the summary.
 */
export function removeSection(cv: CvDocument, sectionId: string): CvDocument {
  const section = findSection(cv, sectionId);
  if (!section) return cv;
  const keep = <Entry extends { readonly sectionId: string }>(entries: readonly Entry[]) =>
    entries.filter((entry) => entry.sectionId !== sectionId);
  const summaryElsewhere = cv.sections.some(
    (other) => other.kind === 'summary' && other.id !== sectionId,
  );
  return {
    ...cv,
    summary: section.kind === 'summary' && !summaryElsewhere ? null : cv.summary,
    sections: cv.sections.filter((other) => other.id !== sectionId),
    experience: keep(cv.experience),
    education: keep(cv.education),
    skills: keep(cv.skills),
    languages: keep(cv.languages),
    certifications: keep(cv.certifications),
    projects: keep(cv.projects),
  };
}

/** True when a section of this kind can be added (a CV has one profile at most). */
export function canAddSection(cv: CvDocument, kind: SectionKind): boolean {
  return kind !== 'summary' || !cv.sections.some((section) => section.kind === 'summary');
}

const otherSectionHeading = { es: 'Otra sección', en: 'Other' } as const;

/**
 * Appends an empty section of `kind` under its standard heading (the user can rename it) and
 * returns its id, which no other section has.
 */
export function addSection(
  cv: CvDocument,
  kind: SectionKind,
): { document: CvDocument; sectionId: string } {
  const ids = new Set(cv.sections.map((section) => section.id));
  let number = cv.sections.length + 1;
  while (ids.has(`s${number}`)) number += 1;
  const sectionId = `s${number}`;
  const heading = standardHeadings[cv.language][kind] ?? otherSectionHeading[cv.language];
  const section: CvSection = { id: sectionId, kind, heading, lines: [] };
  return { document: { ...cv, sections: [...cv.sections, section] }, sectionId };
}

/** Changes a section; a renamed or edited section is no longer a guess. */
export function updateSection(
  cv: CvDocument,
  sectionId: string,
  change: Partial<Pick<CvSection, 'heading' | 'lines' | 'source'>>,
): CvDocument {
  return {
    ...cv,
    sections: cv.sections.map((section) => {
      if (section.id !== sectionId) return section;
      const reviewed: CvSection = { ...section, ...change };
      delete reviewed.confidence;
      return reviewed;
    }),
  };
}

/**
 * A section kept as written prints its source paragraphs; this prints its typed entries instead,
 * so what the editor shows under it is what the files carry.
 */
export function printTypedEntries(cv: CvDocument, sectionId: string): CvDocument {
  return {
    ...cv,
    sections: cv.sections.map((section) =>
      section.id === sectionId ? { ...section, keepAsWritten: false } : section,
    ),
  };
}

export function emptySourceParagraph(): SourceParagraph {
  return { text: '', bullet: true };
}

// ---- Typed entries ---------------------------------------------------------------------------

/** The positions in `cv[collection]` of the entries printed under the section, in order. */
export function entryIndexesOf(
  cv: CvDocument,
  collection: EntryCollection,
  sectionId: string,
): number[] {
  return cv[collection].flatMap((entry, index) => (entry.sectionId === sectionId ? [index] : []));
}

function withEntries<Collection extends EntryCollection>(
  cv: CvDocument,
  collection: Collection,
  entries: readonly EntryOf<Collection>[],
): CvDocument {
  return { ...cv, [collection]: entries };
}

/**
 * Moves an entry one place up or down among the entries of its own section (entries of other
 * sections in the same array keep their places).
 */
export function moveEntry<Collection extends EntryCollection>(
  cv: CvDocument,
  collection: Collection,
  index: number,
  offset: MoveOffset,
): CvDocument {
  const entries: EntryOf<Collection>[] = [...cv[collection]];
  const entry = entries[index];
  if (!entry) return cv;
  const siblings = entryIndexesOf(cv, collection, entry.sectionId);
  const neighbour = siblings[siblings.indexOf(index) + offset];
  if (neighbour === undefined) return cv;
  entries[index] = entries[neighbour]!;
  entries[neighbour] = entry;
  return withEntries(cv, collection, entries);
}

export function removeEntry<Collection extends EntryCollection>(
  cv: CvDocument,
  collection: Collection,
  index: number,
): CvDocument {
  const entries: readonly EntryOf<Collection>[] = cv[collection];
  return withEntries(cv, collection, removeItem(entries, index));
}

/** A blank entry of the collection, printed under the section. */
export function emptyEntry<Collection extends EntryCollection>(
  collection: Collection,
  sectionId: string,
): EntryOf<Collection> {
  const entries: { [Key in EntryCollection]: EntryOf<Key> } = {
    experience: {
      sectionId,
      title: null,
      organisation: null,
      location: null,
      dates: null,
      bullets: [''],
    },
    education: {
      sectionId,
      degree: null,
      institution: null,
      location: null,
      dates: null,
      details: [],
    },
    skills: { sectionId, name: null, items: [] },
    languages: { sectionId, name: '', level: null },
    certifications: { sectionId, name: '', issuer: null, date: null },
    projects: { sectionId, name: '', dates: null, bullets: [''] },
  };
  return entries[collection];
}

/**
 * Adds a blank entry at the end of the section (right after its last entry, so the array keeps
 * the printed order) and returns its position.
 */
export function addEntry<Collection extends EntryCollection>(
  cv: CvDocument,
  collection: Collection,
  sectionId: string,
): { document: CvDocument; index: number } {
  const siblings = entryIndexesOf(cv, collection, sectionId);
  const entries: EntryOf<Collection>[] = [...cv[collection]];
  const index = siblings.length === 0 ? entries.length : siblings.at(-1)! + 1;
  entries.splice(index, 0, emptyEntry(collection, sectionId));
  return { document: withEntries(cv, collection, entries), index };
}

/**
 * Changes fields of one entry. The fields changed stop being guesses, and so does the entry's
 * reading as a whole: the user has looked at it (its confidence is raised to certain).
 */
export function updateEntry<Collection extends EntryCollection>(
  cv: CvDocument,
  collection: Collection,
  index: number,
  change: Partial<EntryOf<Collection>>,
): CvDocument {
  const entries = cv[collection] as readonly EntryOf<Collection>[];
  const entry = entries[index];
  if (!entry) return cv;
  const updated: EntryOf<Collection> = { ...entry, ...change };
  if ('confidence' in updated && updated.confidence) {
    const remaining = withoutKeys(updated.confidence, Object.keys(change));
    Object.assign(updated, { confidence: { ...remaining, entry: 1 } });
  }
  return withEntries(cv, collection, replaceItem(entries, index, updated));
}

/** Marks an entry's reading as checked without changing it (the «Ya lo revisé» button). */
export function confirmEntry(
  cv: CvDocument,
  collection: 'experience' | 'education',
  index: number,
): CvDocument {
  const entry = cv[collection][index];
  if (!entry?.confidence) return cv;
  return updateEntry(cv, collection, index, {});
}

// ---- Dates -----------------------------------------------------------------------------------

export type DateRangeChange = Partial<Pick<DateRange, 'start' | 'end' | 'current'>>;

/**
 * A range with some of its parts changed, its printed text rewritten from the parts; null when
 * nothing is left (nothing printed).
 */
export function changeDateRange(
  range: DateRange | null,
  change: DateRangeChange,
  language: CvDocument['language'],
): DateRange | null {
  const parts = { start: null, end: null, current: false, ...withoutText(range), ...change };
  // "Actualidad" replaces an end date.
  if (parts.current) parts.end = null;
  if (parts.start === null && parts.end === null && !parts.current) return null;
  return { ...parts, text: formatDateRangeText(parts, language) };
}

function withoutText(
  range: DateRange | null,
): { start: CvDate | null; end: CvDate | null; current: boolean } | null {
  return range && { start: range.start, end: range.end, current: range.current };
}

/** A date from a year and month picked apart: no year means no date. */
export function changeCvDate(
  date: CvDate | null,
  change: { year?: number | null; month?: number | null },
): CvDate | null {
  const year = change.year === undefined ? (date?.year ?? null) : change.year;
  const month = change.month === undefined ? (date?.month ?? null) : change.month;
  return year === null ? null : { year, month };
}

// ---- Helpers ---------------------------------------------------------------------------------

function withoutKeys<Value extends object>(
  value: Value | undefined,
  keys: readonly string[],
): Value | undefined {
  if (value === undefined) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as Value;
}
