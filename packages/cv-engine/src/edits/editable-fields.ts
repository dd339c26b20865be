// Which fields of a CV a language model may change for each purpose, addressed by path, and how
// its accepted edits go back into the CV (issue 7). Paths are the fields' own places in the
// CvDocument ("experience.2.bullets.1"), so a path names one field and nothing else.
//
// rewrite / tailor: the summary and the bullets of experience and projects; everything else is
// protected. translate: every free-text field, titles and degrees included (a Spanish job title
// in an English CV defeats the purpose; the fact guard still checks them). Never offered: names,
// e-mails, phones, links, locations, organisations, institutions, issuers and dates.
import { standardHeadings } from '../vocabulary/standard-headings';
import type { CvDocument } from '../model/cv-document';
import { keySkillsGroupName } from '../tailor/tailor-cv';
import type {
  EditableField,
  EditableFieldKind,
  EditPurpose,
  EditRequest,
  FieldEdit,
} from './cv-editor';
import { sanitiseJobPosting } from './sanitise-job-posting';

export type EditRequestOptions = {
  /** Tailor only: the raw posting; it is sanitised here (untrusted input). */
  readonly jobPosting?: string | null | undefined;
  /** Tailor only: posting keywords the CV already evidences. */
  readonly evidencedKeywords?: readonly string[] | undefined;
};

/**
 * The request for one purpose: the fields it may change, read-only context, and for tailoring the
 * sanitised posting and the evidenced keywords.
 *
 * @example
 * const request = buildEditRequest(cv, 'rewrite');
 * request.fields[0]; // { path: 'summary', kind: 'summary', text: 'Analista contable con…' }
 */
export function buildEditRequest(
  cv: CvDocument,
  purpose: EditPurpose,
  options: EditRequestOptions = {},
): EditRequest {
  const tailoring = purpose === 'tailor';
  const posting =
    tailoring && options.jobPosting ? sanitiseJobPosting(options.jobPosting).text : '';
  return {
    purpose,
    sourceLanguage: cv.language,
    targetLanguage: purpose === 'translate' ? 'en' : cv.language,
    fields: listEditableFields(cv, purpose),
    context: {
      roles: cv.experience.map((entry) => ({
        title: entry.title,
        organisation: entry.organisation,
      })),
      institutions: unique(cv.education.flatMap((entry) => entry.institution ?? [])),
      skills: unique(cv.skills.flatMap((group) => group.items)),
    },
    jobPosting: posting === '' ? null : posting,
    evidencedKeywords: tailoring ? unique(options.evidencedKeywords ?? []) : [],
  };
}

/**
 * The fields `purpose` may change, in document order, blank ones left out.
 *
 * @example listEditableFields(cv, 'translate').map((field) => field.path) // ['contact.headline', 'summary', …]
 */
export function listEditableFields(cv: CvDocument, purpose: EditPurpose): EditableField[] {
  const fields: EditableField[] = [];
  const offer = (path: string, kind: EditableFieldKind, text: string | null): void => {
    if (text !== null && text.trim() !== '') fields.push({ path, kind, text });
  };
  const translating = purpose === 'translate';

  if (translating) offer('contact.headline', 'headline', cv.contact.headline);
  offer('summary', 'summary', cv.summary);
  if (translating) {
    cv.sections.forEach((section, index) => {
      // A standard heading is replaced by its English twin (translate-cv.ts), not by the model.
      const standard: readonly (string | null)[] = [
        standardHeadings.es[section.kind],
        standardHeadings.en[section.kind],
      ];
      if (!standard.includes(section.heading)) {
        offer(`sections.${index}.heading`, 'section-heading', section.heading);
      }
      section.lines.forEach((line, lineIndex) =>
        offer(`sections.${index}.lines.${lineIndex}`, 'section-line', line),
      );
    });
  }
  cv.experience.forEach((entry, index) => {
    if (translating) {
      offer(`experience.${index}.title`, 'job-title', entry.title);
      offer(`experience.${index}.description`, 'employer-description', entry.description ?? null);
    }
    entry.bullets.forEach((bullet, bulletIndex) =>
      offer(`experience.${index}.bullets.${bulletIndex}`, 'bullet', bullet),
    );
  });
  cv.projects.forEach((entry, index) => {
    if (translating) offer(`projects.${index}.name`, 'project-name', entry.name);
    entry.bullets.forEach((bullet, bulletIndex) =>
      offer(`projects.${index}.bullets.${bulletIndex}`, 'bullet', bullet),
    );
  });
  if (!translating) return fields;

  cv.education.forEach((entry, index) => {
    offer(`education.${index}.degree`, 'degree', entry.degree);
    entry.details.forEach((detail, detailIndex) =>
      offer(`education.${index}.details.${detailIndex}`, 'education-detail', detail),
    );
  });
  cv.skills.forEach((group, index) => {
    // Tailoring's own group has a fixed English name (translate-cv.ts).
    if (group.name !== keySkillsGroupName.es) {
      offer(`skills.${index}.name`, 'skill-group-name', group.name);
    }
    group.items.forEach((item, itemIndex) =>
      offer(`skills.${index}.items.${itemIndex}`, 'skill', item),
    );
  });
  cv.languages.forEach((entry, index) => {
    offer(`languages.${index}.name`, 'language-name', entry.name);
    offer(`languages.${index}.level`, 'language-level', entry.level);
  });
  cv.certifications.forEach((entry, index) =>
    offer(`certifications.${index}.name`, 'certification-name', entry.name),
  );
  return fields;
}

// Fields a model must never change, whatever it is asked to do (the fact guard reports an edit to
// one of them as 'protected-field' rather than 'unknown-field').
const alwaysProtectedPaths = [
  /^contact\.(?:name|email|phone|location|links(?:\.\d+)?)$/u,
  /^(?:experience|education)\.\d+\.(?:organisation|institution|location|dates(?:\.[\w.]+)?)$/u,
  /^certifications\.\d+\.(?:issuer|date(?:\.[\w.]+)?)$/u,
  /^projects\.\d+\.dates(?:\.[\w.]+)?$/u,
];
/** Titles are protected when the text stays in its language; translation offers them. */
const titlePaths = [
  /^contact\.headline$/u,
  /^experience\.\d+\.title$/u,
  /^education\.\d+\.degree$/u,
  /^certifications\.\d+\.name$/u,
];

/**
 * True when `path` names a protected field for `purpose` (names, contact data, organisations,
 * institutions, locations, dates; and titles unless translating).
 *
 * @example isProtectedPath('experience.0.organisation', 'translate') // true
 */
export function isProtectedPath(path: string, purpose: EditPurpose): boolean {
  if (alwaysProtectedPaths.some((pattern) => pattern.test(path))) return true;
  return purpose !== 'translate' && titlePaths.some((pattern) => pattern.test(path));
}

/**
 * The CV with each edit's text written at its path; edits whose path does not address an existing
 * editable field are ignored (call it with the fact guard's accepted edits). Pure: `cv` is not
 * changed.
 *
 * @example applyFieldEdits(cv, [{ path: 'experience.0.bullets.1', text: 'Reduje el cierre contable de 10 a 6 días.' }])
 */
export function applyFieldEdits(cv: CvDocument, edits: readonly FieldEdit[]): CvDocument {
  return edits.reduce(applyFieldEdit, cv);
}

// "experience.2.bullets.1" → collection "experience", entry 2, property "bullets", item 1.
const fieldPathPattern = /^([a-z]+)\.(\d+)\.([a-z]+)(?:\.(\d+))?$/u;

function applyFieldEdit(cv: CvDocument, { path, text }: FieldEdit): CvDocument {
  // A field that is null had nothing to edit: it stays null (no field is created).
  if (path === 'contact.headline') {
    return cv.contact.headline === null
      ? cv
      : { ...cv, contact: { ...cv.contact, headline: text } };
  }
  if (path === 'summary') return cv.summary === null ? cv : { ...cv, summary: text };
  const match = fieldPathPattern.exec(path);
  if (!match) return cv;
  const [, collection, entryText, property, itemText] = match;
  const at = Number(entryText);
  const itemIndex = itemText === undefined ? null : Number(itemText);
  const withItem = (items: readonly string[]): string[] =>
    itemIndex === null ? [...items] : replaceAt(items, itemIndex, () => text);
  const withText = <Value extends string | null>(value: Value): Value | string =>
    value === null ? value : text;

  switch (`${collection}.${property}${itemIndex === null ? '' : '.n'}`) {
    case 'experience.bullets.n':
      return {
        ...cv,
        experience: replaceAt(cv.experience, at, (job) => ({
          ...job,
          bullets: withItem(job.bullets),
        })),
      };
    case 'experience.description':
      return {
        ...cv,
        experience: replaceAt(cv.experience, at, (job) => ({
          ...job,
          description: withText(job.description ?? null),
        })),
      };
    case 'experience.title':
      return {
        ...cv,
        experience: replaceAt(cv.experience, at, (job) => ({ ...job, title: withText(job.title) })),
      };
    case 'projects.bullets.n':
      return {
        ...cv,
        projects: replaceAt(cv.projects, at, (project) => ({
          ...project,
          bullets: withItem(project.bullets),
        })),
      };
    case 'projects.name':
      return {
        ...cv,
        projects: replaceAt(cv.projects, at, (project) => ({ ...project, name: text })),
      };
    case 'education.degree':
      return {
        ...cv,
        education: replaceAt(cv.education, at, (study) => ({
          ...study,
          degree: withText(study.degree),
        })),
      };
    case 'education.details.n':
      return {
        ...cv,
        education: replaceAt(cv.education, at, (study) => ({
          ...study,
          details: withItem(study.details),
        })),
      };
    case 'sections.heading':
      return {
        ...cv,
        sections: replaceAt(cv.sections, at, (section) => ({ ...section, heading: text })),
      };
    case 'sections.lines.n':
      return {
        ...cv,
        sections: replaceAt(cv.sections, at, (section) => ({
          ...section,
          lines: withItem(section.lines),
        })),
      };
    case 'skills.name':
      return {
        ...cv,
        skills: replaceAt(cv.skills, at, (group) => ({ ...group, name: withText(group.name) })),
      };
    case 'skills.items.n':
      return {
        ...cv,
        skills: replaceAt(cv.skills, at, (group) => ({ ...group, items: withItem(group.items) })),
      };
    case 'languages.name':
      return {
        ...cv,
        languages: replaceAt(cv.languages, at, (language) => ({ ...language, name: text })),
      };
    case 'languages.level':
      return {
        ...cv,
        languages: replaceAt(cv.languages, at, (language) => ({
          ...language,
          level: withText(language.level),
        })),
      };
    case 'certifications.name':
      return {
        ...cv,
        certifications: replaceAt(cv.certifications, at, (certification) => ({
          ...certification,
          name: text,
        })),
      };
    default:
      return cv;
  }
}

/** A copy of `items` with the item at `index` replaced, or an unchanged copy when out of range. */
function replaceAt<Item>(
  items: readonly Item[],
  index: number,
  update: (item: Item) => Item,
): Item[] {
  return items.map((item, position) => (position === index ? update(item) : item));
}

/** Most fields one model call gets: a long CV in one answer could hit the model's output limit. */
export const maximumFieldsPerRequest = 80;
/** The same bound in characters of field text (long bullets make long answers). */
export const maximumCharactersPerRequest = 12_000;

/**
 * Splits a request whose fields would make too long an answer into several, keeping the fields of
 * one entry together where possible (a model rewrites an entry's bullets better side by side).
 *
 * @example splitEditRequest(request).length // 1 for a usual CV, 2–3 for a long academic one
 */
export function splitEditRequest(
  request: EditRequest,
  limits: { readonly fields: number; readonly characters: number } = {
    fields: maximumFieldsPerRequest,
    characters: maximumCharactersPerRequest,
  },
): EditRequest[] {
  const groups: EditableField[][] = [];
  for (const field of request.fields) {
    const key = field.path.split('.').slice(0, 2).join('.');
    const last = groups[groups.length - 1];
    const lastKey = last?.[0]?.path.split('.').slice(0, 2).join('.');
    if (last && lastKey === key) last.push(field);
    else groups.push([field]);
  }

  const chunks: EditableField[][] = [];
  let current: EditableField[] = [];
  let characters = 0;
  const fits = (count: number, length: number): boolean =>
    current.length + count <= limits.fields && characters + length <= limits.characters;
  const close = (): void => {
    if (current.length > 0) chunks.push(current);
    current = [];
    characters = 0;
  };
  for (const group of groups) {
    const groupLength = group.reduce((sum, field) => sum + field.text.length, 0);
    if (!fits(group.length, groupLength)) close();
    for (const field of group) {
      // A group larger than a whole request is cut wherever the limit falls.
      if (current.length > 0 && !fits(1, field.text.length)) close();
      current.push(field);
      characters += field.text.length;
    }
  }
  close();
  if (chunks.length <= 1) return [request];
  return chunks.map((fields) => ({ ...request, fields }));
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}
