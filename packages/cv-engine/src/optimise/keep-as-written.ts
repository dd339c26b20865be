// Do no harm (issue 13): a section whose typed reading is unsure, or left some of the source's
// words out, is printed as the source wrote it instead of restructured. A wrong structure (three
// jobs merged into one, a date moved to the wrong job) reads worse than the original; the
// source's own paragraphs cannot be wrong. The typed entries stay in the document for analysis,
// tailoring and the editor; only the output falls back.
import { listContentTokens } from '../language/content-tokens';
import { splitFieldLabel } from '../language/field-label';
import {
  isEntryUncertain,
  isUncertain,
  type CvDocument,
  type CvSection,
} from '../model/cv-document';

export type KeepDecision = {
  readonly section: CvSection;
  /** Why the section is kept as written, or null when its typed reading is used. */
  readonly reason: 'unsure' | 'incomplete' | null;
};

/**
 * Decides, section by section, whether the output should print the source's paragraphs. Only a
 * section that carries its source text can be kept (documents parsed before issue 13 and
 * sections a user wrote have none).
 *
 * @example decideKeepAsWritten(cv).filter((decision) => decision.reason !== null)
 */
export function decideKeepAsWritten(cv: CvDocument): KeepDecision[] {
  const contactTokens = new Set(
    listContentTokens(
      [
        cv.contact.name,
        cv.contact.headline,
        cv.contact.email,
        cv.contact.phone,
        cv.contact.location,
        ...cv.contact.links,
      ]
        .filter((value): value is string => value !== null)
        .join('\n'),
    ),
  );
  return cv.sections.map((section) => {
    if (section.source === undefined || section.source.length === 0) {
      return { section, reason: null };
    }
    if (isUnsure(cv, section)) return { section, reason: 'unsure' };
    const placed = new Set([
      ...contactTokens,
      ...listContentTokens(listTypedTexts(cv, section).join('\n')),
    ]);
    const left = section.source.some((paragraph) =>
      listContentTokens(textToPlace(paragraph.text)).some((token) => !placed.has(token)),
    );
    return { section, reason: left ? 'incomplete' : null };
  });
}

/**
 * What of a source paragraph the typed reading must place: a form's "Cargo: …", "Periodo : …"
 * says with its label what a typed entry says by where the value stands, so only the value
 * counts. (The retention measure forgives the same labels: language/field-label.ts.)
 */
function textToPlace(text: string): string {
  return splitFieldLabel(text)?.value ?? text;
}

/**
 * The section's kind is a guess, or one of its entries' boundaries or main fields is. Dates are
 * not among them: the output prints an unsure date as the source wrote it, beside the entry it
 * was read with, and the optimiser neither reformats it nor takes a tense from it.
 */
function isUnsure(cv: CvDocument, section: CvSection): boolean {
  if (isUncertain(section.confidence)) return true;
  const belongs = (entry: { readonly sectionId: string }) => entry.sectionId === section.id;
  return [...cv.experience, ...cv.education]
    .filter(belongs)
    .some((entry) => isEntryUncertain({ ...entry.confidence, dates: undefined }));
}

/** Whether any typed entry points to the section (else it is free text, printed as its lines). */
export function hasTypedEntries(cv: CvDocument, section: CvSection): boolean {
  return [
    cv.experience,
    cv.education,
    cv.projects,
    cv.skills,
    cv.languages,
    cv.certifications,
  ].some((entries) => entries.some((entry) => entry.sectionId === section.id));
}

/** Sections whose list items are duties: bullet rewrites apply to them. */
export function isDutySection(section: CvSection): boolean {
  return (
    section.kind === 'experience' || section.kind === 'volunteering' || section.kind === 'projects'
  );
}

/** Everything the typed reading placed in this section, as text. */
function listTypedTexts(cv: CvDocument, section: CvSection): string[] {
  const belongs = (entry: { readonly sectionId: string }) => entry.sectionId === section.id;
  return [
    section.heading,
    ...section.lines,
    ...(section.kind === 'summary' && cv.summary !== null ? [cv.summary] : []),
    ...cv.experience
      .filter(belongs)
      .flatMap((entry) => [
        entry.title,
        entry.organisation,
        entry.location,
        entry.dates?.text ?? null,
        entry.description ?? null,
        ...entry.bullets,
      ]),
    ...cv.education
      .filter(belongs)
      .flatMap((entry) => [
        entry.degree,
        entry.institution,
        entry.location,
        entry.dates?.text ?? null,
        ...entry.details,
      ]),
    ...cv.projects
      .filter(belongs)
      .flatMap((entry) => [entry.name, entry.dates?.text ?? null, ...entry.bullets]),
    ...cv.skills.filter(belongs).flatMap((group) => [group.name, ...group.items]),
    ...cv.languages.filter(belongs).flatMap((entry) => [entry.name, entry.level]),
    ...cv.certifications
      .filter(belongs)
      .flatMap((entry) => [
        entry.name,
        entry.issuer,
        entry.date === null ? null : String(entry.date.year),
      ]),
  ].filter((text): text is string => text !== null);
}
