// The document a user starts from when they have no CV yet (issue 14, "Start from scratch").
import { cvDocumentVersion, type CvDocument, type SectionKind } from './cv-document';
import { standardHeadings } from './section-headings';

/** The sections a Peruvian recruiter expects, in the order they expect them. */
const startingSections: readonly Exclude<SectionKind, 'other'>[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
];

/**
 * An empty CV with the usual sections and no entries.
 *
 * @example createEmptyCvDocument().sections.map((section) => section.kind)
 */
export function createEmptyCvDocument(language: 'es' | 'en' = 'es'): CvDocument {
  return {
    version: cvDocumentVersion,
    language,
    contact: { name: null, headline: null, email: null, phone: null, location: null, links: [] },
    summary: null,
    sections: startingSections.map((kind, index) => ({
      id: `s${index + 1}`,
      kind,
      heading: standardHeadings[language][kind],
      lines: [],
    })),
    experience: [],
    education: [],
    skills: [],
    languages: [],
    certifications: [],
    projects: [],
    warnings: [],
  };
}
