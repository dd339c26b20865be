// What must be fixed before a CV is saved, in Spanish, in the order the editor shows the fields
// (so the first problem is the first field to focus). The server checks the schema and the bounds
// again; these are the checks a person needs explained next to the field.
import {
  findCvDocumentLimitProblem,
  type CvDocument,
  type DateRange,
} from '@cvlisto/cv-engine/model';
import { isDateBefore } from './cv-date-text';
import { entryCollections, type EntryCollection } from './cv-document-edits';

export type CvDocumentProblem = {
  /** The field, as a path into the document ("experience.2.title"), like the server's bounds. */
  readonly path: string;
  readonly message: string;
};

export const problemMessages = {
  name: 'Escribe tu nombre completo.',
  email: 'Escribe un correo válido, por ejemplo nombre@correo.com.',
  heading: 'Escribe el título de la sección.',
  experience: 'Escribe el puesto (o la empresa), o elimina esta experiencia.',
  education: 'Escribe el estudio (o la institución), o elimina este estudio.',
  skills: 'Agrega al menos una habilidad, o elimina este grupo.',
  languages: 'Escribe el idioma, o elimínalo.',
  certifications: 'Escribe el nombre de la certificación, o elimínala.',
  projects: 'Escribe el nombre del proyecto, o elimínalo.',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
} as const;

// Deliberately loose (something@domain.tld): the point is to catch a phone or a name typed in the
// e-mail field, not to judge addresses a mail server would accept.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Every problem of the document, in the editor's order, the server's size bounds last.
 *
 * @example findCvDocumentProblems(createEmptyCvDocument())[0]?.path // 'contact.name'
 */
export function findCvDocumentProblems(cv: CvDocument): CvDocumentProblem[] {
  const problems: CvDocumentProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });

  if (isBlank(cv.contact.name)) add('contact.name', problemMessages.name);
  if (!isBlank(cv.contact.email) && !emailPattern.test((cv.contact.email ?? '').trim())) {
    add('contact.email', problemMessages.email);
  }

  cv.sections.forEach((section, sectionIndex) => {
    if (isBlank(section.heading)) add(`sections.${sectionIndex}.heading`, problemMessages.heading);
    // A kept section prints its source paragraphs: its typed entries are not what the user sees.
    if (section.keepAsWritten === true && section.source !== undefined) return;
    for (const collection of entryCollections) {
      cv[collection].forEach((entry, index) => {
        if (entry.sectionId !== section.id) return;
        for (const problem of entryProblems(cv, collection, index))
          add(problem.path, problem.message);
      });
    }
  });

  const limitProblem = findCvDocumentLimitProblem(cv);
  if (limitProblem) problems.push(limitProblem);
  return problems;
}

function entryProblems(
  cv: CvDocument,
  collection: EntryCollection,
  index: number,
): CvDocumentProblem[] {
  const path = `${collection}.${index}`;
  const problems: CvDocumentProblem[] = [];
  const dates = (range: DateRange | null) => {
    const message = dateRangeProblem(range);
    if (message) problems.push({ path: `${path}.dates`, message });
  };
  switch (collection) {
    case 'experience': {
      const entry = cv.experience[index]!;
      if (isBlank(entry.title) && isBlank(entry.organisation)) {
        problems.push({ path: `${path}.title`, message: problemMessages.experience });
      }
      dates(entry.dates);
      break;
    }
    case 'education': {
      const entry = cv.education[index]!;
      if (isBlank(entry.degree) && isBlank(entry.institution)) {
        problems.push({ path: `${path}.degree`, message: problemMessages.education });
      }
      dates(entry.dates);
      break;
    }
    case 'skills': {
      const group = cv.skills[index]!;
      if (group.items.every(isBlank)) {
        problems.push({ path: `${path}.items`, message: problemMessages.skills });
      }
      break;
    }
    case 'languages':
      if (isBlank(cv.languages[index]!.name)) {
        problems.push({ path: `${path}.name`, message: problemMessages.languages });
      }
      break;
    case 'certifications':
      if (isBlank(cv.certifications[index]!.name)) {
        problems.push({ path: `${path}.name`, message: problemMessages.certifications });
      }
      break;
    case 'projects': {
      const entry = cv.projects[index]!;
      if (isBlank(entry.name)) {
        problems.push({ path: `${path}.name`, message: problemMessages.projects });
      }
      dates(entry.dates);
      break;
    }
  }
  return problems;
}

/** Why a range cannot be printed as it stands, or null. */
export function dateRangeProblem(range: DateRange | null): string | null {
  if (range === null) return null;
  if (!range.current && range.start && range.end && isDateBefore(range.end, range.start)) {
    return problemMessages.endBeforeStart;
  }
  return null;
}

/**
 * The problems by field path, the first message of each (what the editor shows beside a field).
 */
export function problemsByPath(
  problems: readonly CvDocumentProblem[],
): ReadonlyMap<string, string> {
  const byPath = new Map<string, string>();
  for (const problem of problems)
    if (!byPath.has(problem.path)) byPath.set(problem.path, problem.message);
  return byPath;
}

/** The DOM id of a field's control, from its path ("experience.2.title" → "campo-experience-2-title"). */
export function fieldId(path: string): string {
  return `campo-${path.replaceAll('.', '-') || 'cv'}`;
}

/**
 * Where a problem is, as the editor titles it: «Datos de contacto», the section's heading, or
 * «Tu CV» for the document as a whole (shown before the message in the summary at the top).
 *
 * @example problemPlace(cv, 'experience.2.title') // 'Experiencia profesional'
 */
export function problemPlace(cv: CvDocument, path: string): string {
  const [root, position] = path.split('.');
  const index = Number(position);
  if (root === 'contact') return 'Datos de contacto';
  if (root === 'summary') return 'Perfil profesional';
  if (root === 'sections') return cv.sections[index]?.heading.trim() || 'Sección sin título';
  if (entryCollections.includes(root as EntryCollection)) {
    const sectionId = cv[root as EntryCollection][index]?.sectionId;
    const heading = cv.sections.find((section) => section.id === sectionId)?.heading.trim();
    if (heading) return heading;
  }
  return 'Tu CV';
}
