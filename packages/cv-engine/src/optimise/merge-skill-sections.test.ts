import { describe, expect, test } from 'vitest';
import { createTestCv } from '../analyse/test-cv';
import { analyseCv } from '../analyse/analyse-cv';
import type { CvDocument, CvSection } from '../model/cv-document';
import { mergeSkillSections } from './merge-skill-sections';
import { optimiseCv } from './optimise-cv';

const section = (id: string, heading: string, extra: Partial<CvSection> = {}): CvSection => ({
  id,
  kind: 'skills',
  heading,
  lines: [],
  confidence: 0.9,
  ...extra,
});

/** A student's CV: soft skills, then the programs they use under a heading of their own. */
function studentCv(programs: Partial<CvSection> = {}): CvDocument {
  const base = createTestCv();
  return {
    ...base,
    sections: [
      ...base.sections.filter((entry) => entry.kind !== 'skills'),
      section('aptitudes', 'APTITUDES'),
      section('programas', 'PROGRAMAS', programs),
    ],
    skills: [
      { sectionId: 'aptitudes', name: null, items: ['Trabajo en equipo', 'Puntualidad'] },
      { sectionId: 'programas', name: null, items: ['Word', 'Excel', 'Figma'] },
    ],
  };
}

describe('mergeSkillSections', () => {
  test('a later list of skills joins the first section, named by its heading', () => {
    const cv = studentCv();
    const { sections, skills, merged } = mergeSkillSections(cv.sections, cv.skills);
    expect(sections.filter((entry) => entry.kind === 'skills').map((entry) => entry.id)).toEqual([
      'aptitudes',
    ]);
    expect(skills.map((group) => [group.sectionId, group.name, group.items])).toEqual([
      ['aptitudes', null, ['Trabajo en equipo', 'Puntualidad']],
      ['aptitudes', 'Programas', ['Word', 'Excel', 'Figma']],
    ]);
    expect(merged).toEqual([{ heading: 'PROGRAMAS', category: 'Programas' }]);
  });

  test("the heading names the section's first group only: it is printed once", () => {
    const cv = studentCv();
    const skills = [
      ...cv.skills,
      { sectionId: 'programas', name: null, items: ['Manejo de AutoCAD a nivel intermedio'] },
      { sectionId: 'programas', name: null, items: ['Canva'] },
    ];
    const merged = mergeSkillSections(cv.sections, skills).skills;
    expect(merged.map((group) => group.name)).toEqual([null, 'Programas', null, null]);
    expect(merged.every((group) => group.sectionId === 'aptitudes')).toBe(true);
  });

  test('leaves apart a section with its own categories, stray lines, or an unsure reading', () => {
    const categorised = studentCv();
    const withCategories = {
      ...categorised,
      skills: categorised.skills.map((group) =>
        group.sectionId === 'programas' ? { ...group, name: 'Ofimática' } : group,
      ),
    };
    for (const cv of [
      withCategories,
      studentCv({ lines: ['Certificado en Excel avanzado'] }),
      studentCv({ confidence: 0.55 }),
      studentCv({ keepAsWritten: true }),
    ]) {
      expect(mergeSkillSections(cv.sections, cv.skills).merged).toEqual([]);
    }
  });

  test('the optimised CV has one skills heading, and no advice to rename the other', () => {
    const { cv, changes } = optimiseCv(studentCv());
    expect(cv.sections.filter((entry) => entry.kind === 'skills')).toHaveLength(1);
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'heading',
        before: 'PROGRAMAS',
        after: 'Habilidades › Programas',
      }),
    );
    const headingAdvice = analyseCv(cv).findings.filter(
      (finding) => finding.code === 'NON_STANDARD_HEADING',
    );
    expect(headingAdvice).toEqual([]);
  });
});
