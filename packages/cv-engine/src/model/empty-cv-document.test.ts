import { describe, expect, test } from 'vitest';
import { cvDocumentSchema } from './cv-document';
import { boundedCvDocumentSchema } from './cv-document-limits';
import { createEmptyCvDocument } from './empty-cv-document';
import { standardHeadings } from './section-headings';

describe('createEmptyCvDocument', () => {
  test('is a valid document within the bounds, with no content yet', () => {
    for (const language of ['es', 'en'] as const) {
      const cv = createEmptyCvDocument(language);
      expect(cvDocumentSchema.parse(cv)).toEqual(cv);
      expect(boundedCvDocumentSchema.safeParse(cv).success).toBe(true);
      expect(cv.language).toBe(language);
      expect(cv.contact.name).toBeNull();
      expect(cv.summary).toBeNull();
      expect([...cv.experience, ...cv.education, ...cv.skills, ...cv.languages]).toEqual([]);
      expect(cv.sections.every((section) => section.lines.length === 0)).toBe(true);
    }
  });

  test('starts with the usual sections in order, under the standard headings of its language', () => {
    expect(
      createEmptyCvDocument().sections.map(({ id, kind, heading }) => [id, kind, heading]),
    ).toEqual([
      ['s1', 'summary', 'Perfil profesional'],
      ['s2', 'experience', 'Experiencia profesional'],
      ['s3', 'education', 'Educación'],
      ['s4', 'skills', 'Habilidades'],
      ['s5', 'languages', 'Idiomas'],
    ]);
    expect(createEmptyCvDocument('en').sections.map((section) => section.heading)).toEqual([
      'Professional Summary',
      standardHeadings.en.experience,
      standardHeadings.en.education,
      standardHeadings.en.skills,
      standardHeadings.en.languages,
    ]);
  });

  test('each call gives a new document (the editor may change it)', () => {
    expect(createEmptyCvDocument()).not.toBe(createEmptyCvDocument());
    expect(createEmptyCvDocument()).toEqual(createEmptyCvDocument());
  });
});
