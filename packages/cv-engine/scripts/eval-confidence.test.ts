import { describe, expect, it } from 'vitest';
import type { CvDocument } from '../src/model/cv-document';
import { checkReadings, formatConfidenceTable } from './eval-confidence';
import type { CvLabel, FileScore } from './eval-scoring';

// Fictional people only: never a real CV's content in a test.
const label: CvLabel = {
  name: 'Ana Torres',
  email: 'ana@correo.pe',
  phone: '+51 987 654 321',
  location: null,
  links: [],
  sections: ['EXPERIENCIA'],
  experience: [{ title: 'Analista de Créditos', organisation: 'Caja Andina S.A.', dates: '2020' }],
  education: [],
  experience_count: 1,
  education_count: 0,
  language: 'es',
};

const cv: CvDocument = {
  version: 1,
  language: 'es',
  contact: {
    name: 'Ana Torres',
    headline: null,
    email: 'ana@correo.pe',
    phone: '987 654 321',
    location: null,
    links: [],
    // The phone is read wrong (not as displayed) but sure; the name right and uncertain.
    confidence: { name: 0.4, email: 0.95, phone: 0.95 },
  },
  summary: null,
  sections: [
    { id: 's1', kind: 'experience', heading: 'EXPERIENCIA', lines: [], confidence: 0.9 },
    { id: 's2', kind: 'other', heading: 'Caja Andina S.A.', lines: [], confidence: 0.55 },
  ],
  experience: [
    {
      sectionId: 's1',
      title: 'Caja Andina S.A.',
      organisation: 'Analista de Créditos',
      location: null,
      dates: null,
      bullets: [],
      confidence: { entry: 0.7, title: 0.45, organisation: 0.45 },
    },
  ],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  projects: [],
  warnings: [],
};

describe('checkReadings', () => {
  it('says, for each reading with a confidence, whether it was sure and whether the label agrees', () => {
    expect(checkReadings(label, cv)).toEqual([
      { field: 'name', uncertain: true, right: true },
      { field: 'email', uncertain: false, right: true },
      { field: 'phone', uncertain: false, right: false },
      { field: 'sections', uncertain: false, right: true },
      { field: 'sections', uncertain: true, right: false },
      // Entry fields compare as a set: a swapped title and organisation are both wrong.
      { field: 'experience.title', uncertain: true, right: false },
      { field: 'experience.organisation', uncertain: true, right: false },
    ]);
  });

  it('tallies sure and uncertain readings per field', () => {
    const file: FileScore = {
      id: 'x',
      set: 'real-dev',
      format: 'pdf',
      layout: null,
      aside: false,
      failure: null,
      fields: [],
      readings: checkReadings(label, cv),
    };
    const table = formatConfidenceTable([file]);
    expect(table).toContain('phone                    0/1 0 %          —');
    expect(table).toContain('sections                 1/1 100 %        0/1 0 %');
    expect(formatConfidenceTable([{ ...file, readings: [] }])).toBe('');
  });
});
