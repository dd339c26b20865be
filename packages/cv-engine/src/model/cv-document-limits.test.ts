import { describe, expect, test } from 'vitest';
import { createEnglishCvDocument, createSpanishCvDocument } from '../render/sample-cv-documents';
import type { CvDocument } from './cv-document';
import {
  boundedCvDocumentSchema,
  cvDocumentLimits,
  findCvDocumentLimitProblem,
} from './cv-document-limits';

/** The Spanish sample with its first job's bullets replaced. */
function withFirstJobBullets(cv: CvDocument, bullets: string[]): CvDocument {
  return {
    ...cv,
    experience: cv.experience.map((entry, index) => (index === 0 ? { ...entry, bullets } : entry)),
  };
}

describe('findCvDocumentLimitProblem', () => {
  test('a real-sized CV fits every bound, and the bounded schema accepts it unchanged', () => {
    for (const cv of [createSpanishCvDocument(), createEnglishCvDocument()]) {
      expect(findCvDocumentLimitProblem(cv)).toBeNull();
      expect(boundedCvDocumentSchema.parse(cv)).toEqual(cv);
    }
  });

  test('one bullet over the field bound is refused, with its path and a Spanish message', () => {
    const cv = createSpanishCvDocument();
    const tooLong = 'a'.repeat(cvDocumentLimits.fieldCharacters + 1);
    const bullets = [...(cv.experience[0]?.bullets ?? []), tooLong];
    const problem = findCvDocumentLimitProblem(withFirstJobBullets(cv, bullets));
    expect(problem).toEqual({
      path: `experience.0.bullets.${bullets.length - 1}`,
      message: 'Un texto del CV es demasiado largo (máximo 10,000 caracteres).',
    });
    // A bullet exactly at the bound is fine.
    const atBound = 'a'.repeat(cvDocumentLimits.fieldCharacters);
    expect(findCvDocumentLimitProblem(withFirstJobBullets(cv, [atBound]))).toBeNull();
  });

  test('too many sections are refused at "sections"', () => {
    const cv = createSpanishCvDocument();
    const sections = Array.from({ length: cvDocumentLimits.sections + 1 }, (_, index) => ({
      id: `extra${index}`,
      kind: 'other' as const,
      heading: `Sección ${index}`,
      lines: [],
    }));
    expect(findCvDocumentLimitProblem({ ...cv, sections })).toEqual({
      path: 'sections',
      message: `El CV tiene demasiadas secciones (máximo ${cvDocumentLimits.sections}).`,
    });
    expect(
      findCvDocumentLimitProblem({ ...cv, sections: sections.slice(0, cvDocumentLimits.sections) }),
    ).toBeNull();
  });

  test('too many characters in all is refused for the whole document', () => {
    // Every bullet within its own bound, together over the total.
    const bullet = 'b'.repeat(cvDocumentLimits.fieldCharacters);
    const count = Math.ceil(cvDocumentLimits.totalCharacters / bullet.length) + 1;
    const cv = withFirstJobBullets(createSpanishCvDocument(), Array(count).fill(bullet));
    expect(findCvDocumentLimitProblem(cv)).toEqual({
      path: '',
      message: 'El CV es demasiado largo para guardarlo (máximo 200,000 caracteres en total).',
    });
  });

  test('the bounded schema reports the problem as a zod issue at its path', () => {
    const cv = createSpanishCvDocument();
    const tooLong = 'a'.repeat(cvDocumentLimits.fieldCharacters + 1);
    const field = boundedCvDocumentSchema.safeParse(withFirstJobBullets(cv, ['ok', tooLong]));
    expect(field.error?.issues).toMatchObject([
      {
        path: ['experience', 0, 'bullets', 1],
        message: 'Un texto del CV es demasiado largo (máximo 10,000 caracteres).',
      },
    ]);
    // A problem of the whole document is an issue at the root, not at a field named "".
    const bullet = 'b'.repeat(cvDocumentLimits.fieldCharacters);
    const count = Math.ceil(cvDocumentLimits.totalCharacters / bullet.length) + 1;
    const total = boundedCvDocumentSchema.safeParse(
      withFirstJobBullets(cv, Array(count).fill(bullet)),
    );
    expect(total.error?.issues.map((issue) => issue.path)).toEqual([[]]);
  });
});
