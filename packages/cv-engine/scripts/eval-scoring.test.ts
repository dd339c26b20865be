import { describe, expect, it } from 'vitest';
import type { CvDocument } from '../src/model/cv-document';
import {
  formatEvaluationReport,
  listMissedTargets,
  normaliseForComparison,
  scoreCv,
  summariseScores,
  type CvLabel,
} from './eval-scoring';

const label: CvLabel = {
  name: 'Ana Torres',
  email: 'ana@correo.pe',
  phone: '+51 987 654 321',
  location: 'Lima, Perú',
  links: ['linkedin.com/in/ana', 'ana'],
  sections: ['PERFIL', 'EXPERIENCIA:', 'EDUCACIÓN'],
  experience_count: 2,
  education_count: 1,
  language: 'es',
};

function buildCv(
  overrides: Partial<CvDocument['contact']>,
  headings: string[],
  experienceCount: number,
): CvDocument {
  return {
    version: 1,
    language: 'es',
    contact: {
      name: 'Ana  Torres ',
      headline: null,
      email: 'ana@correo.pe',
      phone: '+51 987 654 321',
      location: 'Lima, Perú',
      links: ['linkedin.com/in/ana', 'ana'],
      ...overrides,
    },
    summary: null,
    sections: headings.map((heading, index) => ({
      id: `s${index}`,
      kind: 'other',
      heading,
      lines: [],
    })),
    experience: Array.from({ length: experienceCount }, () => ({
      sectionId: 's1',
      title: null,
      organisation: null,
      location: null,
      dates: null,
      bullets: [],
    })),
    education: [
      {
        sectionId: 's2',
        degree: null,
        institution: null,
        location: null,
        dates: null,
        details: [],
      },
    ],
    skills: [],
    languages: [],
    certifications: [],
    projects: [],
    warnings: [],
  };
}

describe('scoreCv', () => {
  it('compares after collapsing whitespace, strictly otherwise', () => {
    expect(normaliseForComparison(' Lima,\n  Perú ')).toBe('Lima, Perú');
    const scores = scoreCv(
      label,
      buildCv({ phone: '987 654 321' }, ['PERFIL', 'EXPERIENCIA', 'EDUCACIÓN'], 2),
    );
    const byField = Object.fromEntries(scores.map((score) => [score.field, score]));
    expect(byField.name?.earned).toBe(1);
    expect(byField.phone?.earned).toBe(0);
    // "EXPERIENCIA" is not "EXPERIENCIA:": headings compare exactly.
    expect([byField.sections?.earned, byField.sections?.possible]).toEqual([2, 3]);
    expect(byField.experience?.earned).toBe(1);
  });

  it('requires the exact list of links, in order', () => {
    const scores = scoreCv(label, buildCv({ links: ['ana', 'linkedin.com/in/ana'] }, [], 2));
    expect(scores.find((score) => score.field === 'links')?.earned).toBe(0);
  });
});

describe('summariseScores and targets', () => {
  it('adds up fields over files and reports missed targets', () => {
    const files = [
      { file: 'a.pdf', fields: scoreCv(label, buildCv({}, label.sections, 2)) },
      { file: 'b.pdf', fields: scoreCv(label, buildCv({ email: null }, ['PERFIL'], 3)) },
    ];
    const summary = Object.fromEntries(summariseScores(files).map((entry) => [entry.field, entry]));
    expect(summary.email?.accuracy).toBe(0.5);
    expect(summary.sections?.accuracy).toBeCloseTo(4 / 6);
    expect(summary.name?.meetsTarget).toBe(true);
    expect(listMissedTargets(files)).toEqual(['email', 'sections', 'experience']);
    const report = formatEvaluationReport(files);
    expect(report).toContain('email       1/2    50.0 %');
    expect(report).toContain('b.pdf');
    expect(report).toContain('email: expected "ana@correo.pe", got (null)');
  });
});
