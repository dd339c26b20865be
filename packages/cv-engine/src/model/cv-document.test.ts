import { describe, expect, test } from 'vitest';
import { cvDocumentSchema, cvDocumentVersion, type CvDocument } from './cv-document';

const minimal: CvDocument = {
  version: cvDocumentVersion,
  language: 'es',
  contact: {
    name: 'Rosa Quispe Mamani',
    headline: null,
    email: 'rosa.quispe@example.pe',
    phone: '+51 987 654 321',
    location: 'Lima, Perú',
    links: ['linkedin.com/in/rosa-quispe'],
  },
  summary: null,
  sections: [{ id: 's1', kind: 'experience', heading: 'EXPERIENCIA LABORAL', lines: [] }],
  experience: [
    {
      sectionId: 's1',
      title: 'Analista contable',
      organisation: 'Comercial Andina S.A.C.',
      location: 'Lima',
      dates: {
        start: { year: 2020, month: 1 },
        end: null,
        current: true,
        text: 'ene. 2020 – actualidad',
      },
      bullets: ['Elaboré los estados financieros mensuales.'],
    },
  ],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  projects: [],
  warnings: [],
};

describe('cvDocumentSchema', () => {
  test('accepts a well-formed document', () => {
    expect(cvDocumentSchema.parse(minimal)).toEqual(minimal);
  });

  test('rejects another version, an unknown section kind and an impossible month', () => {
    expect(cvDocumentSchema.safeParse({ ...minimal, version: 2 }).success).toBe(false);
    expect(
      cvDocumentSchema.safeParse({
        ...minimal,
        sections: [{ id: 's1', kind: 'hobbies', heading: 'x', lines: [] }],
      }).success,
    ).toBe(false);
    const experience = minimal.experience.map((entry) => ({
      ...entry,
      dates: { start: { year: 2020, month: 13 }, end: null, current: true, text: '' },
    }));
    expect(cvDocumentSchema.safeParse({ ...minimal, experience }).success).toBe(false);
  });
});
