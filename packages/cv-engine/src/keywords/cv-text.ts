// Every piece of text a CvDocument carries, labelled by where it sits. Analyse counts words over
// it; tailor looks for keyword evidence in it and tells prominent places (what a recruiter and an
// ATS read first) from buried ones (issue 3, stage 5: "present-but-buried").
import type { CvDocument } from '../model/cv-document';

export const cvTextZones = [
  'contact',
  'headline',
  'summary',
  'heading',
  /** A skills category's name ("Bases de datos"): evidence, but a heading, not a skill to list. */
  'skill-category',
  'skill',
  'title',
  'organisation',
  'first-bullet',
  'bullet',
  'degree',
  'institution',
  'education-detail',
  'language',
  'certification',
  'project',
  'section-line',
] as const;
export type CvTextZone = (typeof cvTextZones)[number];

export type CvText = { readonly text: string; readonly zone: CvTextZone };

/** How many bullets of an entry count as its "first bullets" (read before the rest). */
export const firstBulletCount = 3;

/** Zones a recruiter or an ATS reads first: a keyword found only elsewhere is "buried". */
export const prominentZones: ReadonlySet<CvTextZone> = new Set([
  'headline',
  'summary',
  'skill-category',
  'skill',
  'title',
  'first-bullet',
  'degree',
  'language',
]);

/**
 * Lists the CV's texts in document order (contact first), each with its zone; empty ones skipped.
 *
 * @example listCvTexts(cv).filter((text) => text.zone === 'skill').map((text) => text.text)
 */
export function listCvTexts(cv: CvDocument): CvText[] {
  const texts: CvText[] = [];
  const push = (zone: CvTextZone, text: string | null): void => {
    if (text !== null && text.trim() !== '') texts.push({ text, zone });
  };
  const { contact } = cv;
  for (const value of [
    contact.name,
    contact.email,
    contact.phone,
    contact.location,
    ...contact.links,
  ]) {
    push('contact', value);
  }
  push('headline', contact.headline);
  push('summary', cv.summary);
  for (const section of cv.sections) {
    push('heading', section.heading);
    for (const line of section.lines) push('section-line', line);
  }
  for (const entry of cv.experience) {
    push('title', entry.title);
    push('organisation', entry.organisation);
    push('organisation', entry.location);
    push('organisation', entry.dates?.text ?? null);
    // What the employer does is no evidence of the candidate's own skills: it is read with the
    // employer's name.
    push('organisation', entry.description ?? null);
    entry.bullets.forEach((bullet, index) =>
      push(index < firstBulletCount ? 'first-bullet' : 'bullet', bullet),
    );
  }
  for (const entry of cv.education) {
    push('degree', entry.degree);
    push('institution', entry.institution);
    push('institution', entry.location);
    push('institution', entry.dates?.text ?? null);
    for (const detail of entry.details) push('education-detail', detail);
  }
  for (const group of cv.skills) {
    push('skill-category', group.name);
    for (const item of group.items) push('skill', item);
  }
  for (const entry of cv.languages) {
    push('language', entry.name);
    push('language', entry.level);
  }
  for (const entry of cv.certifications) {
    push('certification', entry.name);
    push('certification', entry.issuer);
  }
  for (const entry of cv.projects) {
    push('project', entry.name);
    push('project', entry.dates?.text ?? null);
    for (const bullet of entry.bullets) push('project', bullet);
  }
  return texts;
}

/**
 * Counts the words of the whole CV, as a reader would (numbers and e-mail addresses are words).
 *
 * @example countCvWords(cv) // 512
 */
export function countCvWords(cv: CvDocument): number {
  return listCvTexts(cv).reduce(
    (sum, { text }) => sum + text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
    0,
  );
}
