// How sure the parser is of what it read (issue 12, item 3). After parse has built the
// CvDocument, each contact field, section and entry gets a confidence from 0 to 1, judged from the
// shape of what was read: an e-mail that is a valid address, a name that looks like a person's
// name, an entry with parsed dates and a short title, a "title" that carries a legal suffix (it
// was probably the employer). Below `lowConfidence` the optimiser leaves the reading as written
// and the user is asked to check it (one warning that names what to check).
import type { ExtractedDocument } from '../extract/types';
import {
  isEntryUncertain,
  isUncertain,
  type Contact,
  type CvDocument,
  type CvSection,
  type CvWarning,
  type DateRange,
  type EducationEntry,
  type ExperienceEntry,
} from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { mailProviderDomains } from '../vocabulary/mail-providers';
import { findEmails } from './contact';
import { organisationPattern, titlePattern } from '../vocabulary/entry-vocabulary';
import {
  degreePattern,
  institutionAcronymPattern,
  institutionPattern,
  schoolLevelPattern,
  schoolYearsPattern,
} from '../vocabulary/education-vocabulary';
import { isStandardHeading } from '../vocabulary/standard-headings';

export const confidenceWarningCode = 'CHECK_READING';

/** OCR misreads characters: everything read from a scan is less sure than from a text layer. */
const ocrFactor = 0.8;

function clamp(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

function assessName(name: string): number {
  const words = wordsOf(name);
  if (/[\d@/:]/.test(name)) return 0.2;
  // A heading word ("Experiencia") or a role ("Analista contable") is not a person's name.
  if (isStandardHeading(name)) return 0.2;
  if (titlePattern.test(foldText(name))) return 0.45;
  if (words.length < 2 || words.length > 6) return 0.45;
  const nameWord = /^[\p{L}][\p{L}'’.-]*$/u;
  return words.every((word) => nameWord.test(word)) ? 0.9 : 0.5;
}

function assessEmail(email: string, readByOcr: boolean): number {
  // The address as the parser's own e-mail finder reads it, whole: nothing left over.
  if (findEmails(email)[0]?.value !== email) return 0.4;
  if (!readByOcr) return 0.95;
  // An OCR'd address is sure only at a provider's domain (where a misread one was repaired to).
  const domain = email.slice(email.indexOf('@') + 1).toLowerCase();
  return mailProviderDomains.includes(domain) ? 0.75 : 0.5;
}

function assessPhone(phone: string): number {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('51') && digits.length === 11 ? digits.slice(2) : digits;
  // A Peruvian mobile: nine digits starting with 9.
  if (/^9\d{8}$/.test(national)) return 0.95;
  return digits.length >= 7 && digits.length <= 15 ? 0.8 : 0.4;
}

function assessLocation(location: string): number {
  const words = wordsOf(location);
  if (words.length > 10) return 0.4;
  return location.includes(',') ? 0.75 : 0.65;
}

function assessLinks(links: readonly string[]): number {
  const linkShape =
    /^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$|^@?[\w.-]+$|^(?:in|github)\/[\w-]+\/?$/i;
  return links.every((link) => linkShape.test(link)) ? 0.9 : 0.5;
}

function assessContact(contact: Contact, readByOcr: boolean): NonNullable<Contact['confidence']> {
  const factor = readByOcr ? ocrFactor : 1;
  const confidence: NonNullable<Contact['confidence']> = {};
  if (contact.name) confidence.name = clamp(assessName(contact.name) * factor);
  if (contact.email) confidence.email = clamp(assessEmail(contact.email, readByOcr));
  if (contact.phone) confidence.phone = clamp(assessPhone(contact.phone) * factor);
  if (contact.location) confidence.location = clamp(assessLocation(contact.location) * factor);
  if (contact.links.length > 0) confidence.links = clamp(assessLinks(contact.links) * factor);
  return confidence;
}

function assessDates(dates: DateRange): number {
  if (!dates.start) return 0.4;
  return dates.end || dates.current ? 0.95 : 0.85;
}

/** A line that reads like a sentence (a duty or a profile), not like a name of something. */
function isSentenceLike(text: string): boolean {
  const words = wordsOf(text);
  // A full stop after a word ends a sentence; after an abbreviation ("S.A.C.", "Inc.") it does not.
  const lastWord = words.at(-1) ?? '';
  return words.length > 12 || lastWord.endsWith(';') || /^[\p{L}]{5,}\.$/u.test(lastWord);
}

/**
 * The title of a job: short, not a sentence, not an organisation's name, not a date. A title
 * that names a role is surer than one that names nothing we know.
 */
function assessTitle(title: string, organisation: string | null): number {
  const folded = foldText(title);
  if (isSentenceLike(title) || /\d{4}/.test(title)) return 0.4;
  if (organisation && foldText(organisation) === folded) return 0.3;
  const role = titlePattern.test(folded);
  if (organisationPattern.test(folded) && !role) return 0.45;
  return role ? 0.9 : 0.55;
}

function assessOrganisation(organisation: string): number {
  const folded = foldText(organisation);
  if (isSentenceLike(organisation) || /\d{4}/.test(organisation)) return 0.4;
  const named = organisationPattern.test(folded);
  if (titlePattern.test(folded) && !named) return 0.45;
  return named ? 0.9 : 0.75;
}

/** The boundaries of an entry: anchored by dates and a header, not a run of many bullets. */
function assessEntryBounds(fieldCount: number, hasDates: boolean, bodyLines: number): number {
  let confidence = 0.45 + (hasDates ? 0.25 : 0) + fieldCount * 0.15;
  if (fieldCount === 0) confidence = Math.min(confidence, 0.35);
  // One entry with very many lines under it is usually several entries read as one.
  if (bodyLines > 20) confidence -= 0.3;
  return confidence;
}

function assessExperience(
  entry: ExperienceEntry,
  factor: number,
): NonNullable<ExperienceEntry['confidence']> {
  const fieldCount = (entry.title ? 1 : 0) + (entry.organisation ? 1 : 0);
  const confidence: NonNullable<ExperienceEntry['confidence']> = {
    entry: clamp(
      assessEntryBounds(fieldCount, entry.dates !== null, entry.bullets.length) * factor,
    ),
  };
  if (entry.title) confidence.title = clamp(assessTitle(entry.title, entry.organisation) * factor);
  if (entry.organisation) {
    // Neither field named by a word we know: which of the two is the employer was a guess.
    const guessed =
      entry.title !== null &&
      !titlePattern.test(foldText(entry.title)) &&
      !organisationPattern.test(foldText(entry.organisation));
    const organisation = assessOrganisation(entry.organisation);
    confidence.organisation = clamp(
      (guessed ? Math.min(0.55, organisation) : organisation) * factor,
    );
  }
  if (entry.dates) confidence.dates = clamp(assessDates(entry.dates) * factor);
  return confidence;
}

/** A school's name: "Universidad …", "I.E. …", or its acronym in capitals ("UNSA", "IESTP"). */
function namesSchool(text: string): boolean {
  return institutionPattern.test(foldText(text)) || institutionAcronymPattern.test(text);
}

function assessDegree(degree: string): number {
  const folded = foldText(degree);
  if (isSentenceLike(degree)) return 0.4;
  const isDegree = degreePattern.test(folded) || schoolLevelPattern.test(folded);
  if (namesSchool(degree) && !isDegree) return 0.4;
  return isDegree ? 0.9 : 0.55;
}

/**
 * An institution's name is sure when it names a school; a name we do not know is a guess, except
 * beside a school level: a "Secundaria" read with "Luis Negreiros Vega" says that name is its
 * school's (most Peruvian schools bear a person's name and no school word).
 */
function assessInstitution(institution: string, degree: string | null): number {
  const folded = foldText(institution);
  if (isSentenceLike(institution)) return 0.4;
  const isSchool = namesSchool(institution) || organisationPattern.test(folded);
  if ((degreePattern.test(folded) || schoolLevelPattern.test(folded)) && !isSchool) return 0.4;
  if (isSchool) return 0.9;
  return degree !== null && schoolYearsPattern.test(foldText(degree)) && isProperName(institution)
    ? 0.75
    : 0.55;
}

/** Every word capitalised but the joining ones: "Luis Negreiros Vega", "Virgen de Fátima". */
function isProperName(text: string): boolean {
  const words = wordsOf(text);
  return (
    words.length > 0 &&
    words.length <= 6 &&
    words.every((word) => /^\p{Lu}/u.test(word) || /^(?:de|del|la|las|los|y|e)$/u.test(word))
  );
}

function assessEducation(
  entry: EducationEntry,
  factor: number,
): NonNullable<EducationEntry['confidence']> {
  const fieldCount = (entry.degree ? 1 : 0) + (entry.institution ? 1 : 0);
  const confidence: NonNullable<EducationEntry['confidence']> = {
    entry: clamp(
      assessEntryBounds(fieldCount, entry.dates !== null, entry.details.length) * factor,
    ),
  };
  if (entry.degree) confidence.degree = clamp(assessDegree(entry.degree) * factor);
  if (entry.institution)
    confidence.institution = clamp(assessInstitution(entry.institution, entry.degree) * factor);
  if (entry.dates) confidence.dates = clamp(assessDates(entry.dates) * factor);
  return confidence;
}

/** A heading we know the kind of is a section; one we do not ("other") may be a stray line. */
function assessSection(section: CvSection, factor: number): number {
  return clamp((section.kind === 'other' ? 0.55 : 0.9) * factor);
}

const uncertainLabels = {
  name: 'tu nombre',
  email: 'tu correo',
  phone: 'tu teléfono',
  location: 'tu ubicación',
  links: 'tus enlaces',
} as const;

function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** One warning naming what the user should check, or none when every reading is sure. */
function describeUncertainReadings(cv: CvDocument): CvWarning[] {
  const items: string[] = [];
  const contact = cv.contact.confidence ?? {};
  for (const key of Object.keys(uncertainLabels) as (keyof typeof uncertainLabels)[]) {
    const value = contact[key];
    if (isUncertain(value)) items.push(uncertainLabels[key]);
  }
  const jobs = cv.experience.filter((entry) => isEntryUncertain(entry.confidence)).length;
  const studies = cv.education.filter((entry) => isEntryUncertain(entry.confidence)).length;
  if (jobs > 0) items.push(jobs === 1 ? '1 experiencia' : `${jobs} experiencias`);
  if (studies > 0) items.push(studies === 1 ? '1 estudio' : `${studies} estudios`);
  if (items.length === 0) return [];
  return [
    {
      code: confidenceWarningCode,
      message: `No estamos seguros de haber leído bien ${joinSpanish(items)}. Revísalo en tu CV mejorado antes de enviarlo.`,
      text: null,
    },
  ];
}

/** The parsed CV with a confidence on every contact field, section and entry it found. */
export function assessConfidence(cv: CvDocument, document: ExtractedDocument): CvDocument {
  const readByOcr = document.readByOcr === true;
  const factor = readByOcr ? ocrFactor : 1;
  const assessed: CvDocument = {
    ...cv,
    contact: { ...cv.contact, confidence: assessContact(cv.contact, readByOcr) },
    sections: cv.sections.map((section) => ({
      ...section,
      confidence: assessSection(section, factor),
    })),
    experience: cv.experience.map((entry) => ({
      ...entry,
      confidence: assessExperience(entry, factor),
    })),
    education: cv.education.map((entry) => ({
      ...entry,
      confidence: assessEducation(entry, factor),
    })),
  };
  return { ...assessed, warnings: [...assessed.warnings, ...describeUncertainReadings(assessed)] };
}
