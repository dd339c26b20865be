// Bounds on a CvDocument (issue 14: the editor saves whole documents, so the server must refuse
// one that is too big to be a CV before it renders it). A parsed CV must always fit, or its owner
// could never save it: measured over the labelled real CVs, parsed and optimised, each bound is
// at least four times the largest seen (63 source paragraphs in one section, 60 skills in one
// group, 45 warnings, 26 entries of one kind, 21 sections, 536 characters in one paragraph,
// 36,187 characters of JSON in all).
import { cvDocumentSchema, type CvDocument } from './cv-document';

export const cvDocumentLimits = {
  /** Sections, including the ones with typed entries. */
  sections: 100,
  /** Entries of any one kind (experience, education, languages…), and skill groups. */
  entriesPerKind: 120,
  /** Bullets or details of one entry. */
  itemsPerEntry: 100,
  /** Lines or source paragraphs of one section. */
  paragraphsPerSection: 400,
  /** Items of one skill group. */
  skillsPerGroup: 300,
  /** Links in the contact block. */
  links: 20,
  /** The parser's notes (lines it could not place): the editor shows but never adds them. */
  warnings: 500,
  /** Characters of any one text field (a bullet, a paragraph, a title). */
  fieldCharacters: 10_000,
  /** Characters of all text fields together: some forty dense pages. */
  totalCharacters: 200_000,
} as const;

export type CvDocumentLimitProblem = {
  /** A path into the document, e.g. "experience.2.bullets.4". */
  readonly path: string;
  /** In Spanish, for the user. */
  readonly message: string;
};

/**
 * The first bound the document breaks, or null when it fits. Run after the schema: it assumes a
 * valid CvDocument.
 *
 * @example findCvDocumentLimitProblem(cv) // null
 */
export function findCvDocumentLimitProblem(cv: CvDocument): CvDocumentLimitProblem | null {
  const limits = cvDocumentLimits;
  let total = 0;
  let problem: CvDocumentLimitProblem | null = null;
  const text = (value: string | null | undefined, path: string) => {
    if (!value || problem) return;
    total += value.length;
    if (value.length > limits.fieldCharacters) {
      problem = {
        path,
        message: `Un texto del CV es demasiado largo (máximo ${limits.fieldCharacters.toLocaleString('es-PE')} caracteres).`,
      };
    }
  };
  // `tooMany` carries its own "demasiados"/"demasiadas": the noun's gender decides it.
  const count = (items: readonly unknown[], max: number, path: string, tooMany: string) => {
    if (!problem && items.length > max) {
      problem = { path, message: `El CV tiene ${tooMany} (máximo ${max}).` };
    }
  };

  const { contact } = cv;
  for (const key of ['name', 'headline', 'email', 'phone', 'location'] as const) {
    text(contact[key], `contact.${key}`);
  }
  count(contact.links, limits.links, 'contact.links', 'demasiados enlaces');
  contact.links.forEach((link, index) => text(link, `contact.links.${index}`));
  text(cv.summary, 'summary');

  count(cv.sections, limits.sections, 'sections', 'demasiadas secciones');
  cv.sections.forEach((section, index) => {
    text(section.heading, `sections.${index}.heading`);
    count(
      section.lines,
      limits.paragraphsPerSection,
      `sections.${index}.lines`,
      'demasiadas líneas en una sección',
    );
    section.lines.forEach((line, lineIndex) => text(line, `sections.${index}.lines.${lineIndex}`));
    count(
      section.source ?? [],
      limits.paragraphsPerSection,
      `sections.${index}.source`,
      'demasiados párrafos en una sección',
    );
    section.source?.forEach((paragraph, paragraphIndex) =>
      text(paragraph.text, `sections.${index}.source.${paragraphIndex}`),
    );
  });

  count(cv.experience, limits.entriesPerKind, 'experience', 'demasiados puestos');
  cv.experience.forEach((entry, index) => {
    text(entry.title, `experience.${index}.title`);
    text(entry.organisation, `experience.${index}.organisation`);
    text(entry.location, `experience.${index}.location`);
    text(entry.dates?.text, `experience.${index}.dates`);
    text(entry.description, `experience.${index}.description`);
    count(
      entry.bullets,
      limits.itemsPerEntry,
      `experience.${index}.bullets`,
      'demasiados logros en un puesto',
    );
    entry.bullets.forEach((bullet, bulletIndex) =>
      text(bullet, `experience.${index}.bullets.${bulletIndex}`),
    );
  });
  count(cv.education, limits.entriesPerKind, 'education', 'demasiados estudios');
  cv.education.forEach((entry, index) => {
    text(entry.degree, `education.${index}.degree`);
    text(entry.institution, `education.${index}.institution`);
    text(entry.location, `education.${index}.location`);
    text(entry.dates?.text, `education.${index}.dates`);
    count(
      entry.details,
      limits.itemsPerEntry,
      `education.${index}.details`,
      'demasiados detalles en un estudio',
    );
    entry.details.forEach((detail, detailIndex) =>
      text(detail, `education.${index}.details.${detailIndex}`),
    );
  });
  count(cv.skills, limits.entriesPerKind, 'skills', 'demasiados grupos de habilidades');
  cv.skills.forEach((group, index) => {
    text(group.name, `skills.${index}.name`);
    count(
      group.items,
      limits.skillsPerGroup,
      `skills.${index}.items`,
      'demasiadas habilidades en un grupo',
    );
    group.items.forEach((item, itemIndex) => text(item, `skills.${index}.items.${itemIndex}`));
  });
  count(cv.languages, limits.entriesPerKind, 'languages', 'demasiados idiomas');
  cv.languages.forEach((entry, index) => {
    text(entry.name, `languages.${index}.name`);
    text(entry.level, `languages.${index}.level`);
  });
  count(cv.certifications, limits.entriesPerKind, 'certifications', 'demasiadas certificaciones');
  cv.certifications.forEach((entry, index) => {
    text(entry.name, `certifications.${index}.name`);
    text(entry.issuer, `certifications.${index}.issuer`);
  });
  count(cv.projects, limits.entriesPerKind, 'projects', 'demasiados proyectos');
  cv.projects.forEach((entry, index) => {
    text(entry.name, `projects.${index}.name`);
    text(entry.dates?.text, `projects.${index}.dates`);
    count(
      entry.bullets,
      limits.itemsPerEntry,
      `projects.${index}.bullets`,
      'demasiados logros en un proyecto',
    );
    entry.bullets.forEach((bullet, bulletIndex) =>
      text(bullet, `projects.${index}.bullets.${bulletIndex}`),
    );
  });
  count(cv.warnings, limits.warnings, 'warnings', 'demasiados avisos');

  if (!problem && total > limits.totalCharacters) {
    problem = {
      path: '',
      message: `El CV es demasiado largo para guardarlo (máximo ${limits.totalCharacters.toLocaleString('es-PE')} caracteres en total).`,
    };
  }
  return problem;
}

/** The document schema with the bounds above: what a save must pass. */
export const boundedCvDocumentSchema = cvDocumentSchema.superRefine((cv, context) => {
  const problem = findCvDocumentLimitProblem(cv);
  if (problem) {
    // Zod's own paths: array indices as numbers, the whole document as the root ([]).
    const path = problem.path === '' ? [] : problem.path.split('.');
    context.addIssue({
      code: 'custom',
      path: path.map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      message: problem.message,
    });
  }
});
