// A factual profile for a CV that has none (issue 3, stage 4), assembled only from the CV's own
// data: its headline or latest job title, its organisations, its degree and its first skills. No
// adjective, no number of years, nothing that would need a fact the CV does not state.
import type { CvDocument, ExperienceEntry } from '../model/cv-document';
import { foldText } from '../language/fold-text';

/** Fewer facts than this make a profile that says nothing: no summary then. */
const minimumSentences = 2;
const maximumOrganisations = 2;
const maximumSkills = 5;
/** A profile is read in seconds: past this length the least important sentences go. */
const maximumSummaryLength = 320;
// Facts longer than this are usually parse leftovers (an organisation with its address, a
// degree with its grade): a profile is better without them than with them.
const maximumOrganisationLength = 60;
const maximumSkillLength = 30;
const maximumEducationLength = 110;

/** An exchange stay or a school level: studies, but not the degree a profile names. */
const staysOrSchoolPattern =
  /\b(?:intercambio|exchange|movilidad|semestre|semester|secundaria|primaria|secondary|high school)\b/u;

const templates = {
  es: {
    roleWithOrganisations: (role: string, organisations: string) =>
      `${role}, con experiencia en ${organisations}`,
    organisations: (organisations: string) => `Experiencia en ${organisations}`,
    education: (degree: string) => `Formación: ${degree}`,
    skills: (skills: string) => `Conocimientos: ${skills}`,
    and: 'y',
  },
  en: {
    roleWithOrganisations: (role: string, organisations: string) =>
      `${role} with experience at ${organisations}`,
    organisations: (organisations: string) => `Experience at ${organisations}`,
    education: (degree: string) => `Education: ${degree}`,
    skills: (skills: string) => `Skills: ${skills}`,
    and: 'and',
  },
} as const;

/**
 * Builds a short profile from the CV's own content, or null when it has too little to say.
 *
 * @example
 * buildSummary(cv); // 'Analista contable, con experiencia en Comercial Andina S.A.C. Formación: …'
 */
export function buildSummary(cv: CvDocument): string | null {
  const template = templates[cv.language];
  const role =
    cleanFact(cv.contact.headline) ?? cleanFact(findLatestEntry(cv.experience)?.title ?? null);
  const organisations = unique(
    cv.experience
      .map((entry) => cleanFact(entry.organisation))
      .filter(
        (value): value is string => value !== null && value.length <= maximumOrganisationLength,
      ),
  ).slice(0, maximumOrganisations);
  const sentences: string[] = [];
  const organisationList = organisations.length > 0 ? joinList(organisations, template.and) : null;
  if (role !== null && organisationList !== null) {
    sentences.push(template.roleWithOrganisations(role, organisationList));
  } else if (role !== null) {
    sentences.push(role);
  } else if (organisationList !== null) {
    sentences.push(template.organisations(organisationList));
  }
  // The studies that qualify the person: an exchange term or school is no degree to lead with.
  const named = cv.education.filter((entry) => cleanFact(entry.degree) !== null);
  const education =
    named.find((entry) => !staysOrSchoolPattern.test(foldText(entry.degree ?? ''))) ?? named[0];
  if (education) {
    const degree = cleanFact(education.degree) ?? '';
    const institution = cleanFact(education.institution);
    const withInstitution = institution === null ? degree : `${degree}, ${institution}`;
    if (withInstitution.length <= maximumEducationLength) {
      sentences.push(template.education(withInstitution));
    } else if (degree.length <= maximumEducationLength) {
      sentences.push(template.education(degree));
    }
  }
  // Only items that read as one skill: a label ("Med: Matlab") or a sentence is not one.
  const skills = unique(
    cv.skills
      .flatMap((group) => group.items.map(cleanFact))
      .filter(
        (value): value is string =>
          value !== null && value.length <= maximumSkillLength && !/[:.;]/u.test(value),
      ),
  ).slice(0, maximumSkills);
  if (skills.length >= 2) sentences.push(template.skills(skills.join(', ')));
  if (sentences.length < minimumSentences) return null;
  const finished = sentences.map((sentence) =>
    sentence.endsWith('.') ? sentence : `${sentence}.`,
  );
  while (finished.join(' ').length > maximumSummaryLength && finished.length > minimumSentences) {
    finished.pop();
  }
  return finished.join(' ');
}

/** The current entry, else the one that ended (or started) last, else the first. */
function findLatestEntry(entries: readonly ExperienceEntry[]): ExperienceEntry | undefined {
  const current = entries.find((entry) => entry.dates?.current === true);
  if (current) return current;
  const monthsOf = (entry: ExperienceEntry): number => {
    const date = entry.dates?.end ?? entry.dates?.start ?? null;
    return date === null ? -1 : date.year * 12 + (date.month ?? 12);
  };
  return [...entries].sort((left, right) => monthsOf(right) - monthsOf(left))[0];
}

function cleanFact(value: string | null): string | null {
  const trimmed =
    value
      ?.replace(/\s+/gu, ' ')
      .replace(/[\s,;:]+$/u, '')
      .trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLocaleLowerCase('es');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
