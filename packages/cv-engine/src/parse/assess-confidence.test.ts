import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../extract/types';
import { cvDocumentSchema, isUncertain, type CvDocument } from '../model/cv-document';
import { assessConfidence, confidenceWarningCode } from './assess-confidence';
import { buildTestDocument } from './build-test-lines';
import { parseCv } from './parse-cv';

const textLayer: ExtractedDocument = {
  format: 'pdf',
  pageCount: 1,
  lines: [],
  hyperlinks: [],
  metadata: { title: null, author: null },
};
const scanned: ExtractedDocument = { ...textLayer, readByOcr: true, pagesReadByOcr: 1 };

function cvWith(overrides: Partial<CvDocument>): CvDocument {
  return {
    version: 1,
    language: 'es',
    contact: {
      name: 'Rosa Quispe Mamani',
      headline: null,
      email: 'rosa.quispe@example.pe',
      phone: '+51 987 654 321',
      location: 'Arequipa, Perú',
      links: ['linkedin.com/in/rosa-quispe'],
    },
    summary: null,
    sections: [{ id: 's1', kind: 'experience', heading: 'EXPERIENCIA', lines: [] }],
    experience: [],
    education: [],
    skills: [],
    languages: [],
    certifications: [],
    projects: [],
    warnings: [],
    ...overrides,
  };
}

const range = (text: string, start: number, end: number | null) => ({
  start: { year: start, month: null },
  end: end === null ? null : { year: end, month: null },
  current: end === null,
  text,
});

describe('assessConfidence', () => {
  it('is sure of a well-formed contact block read from a text layer, and asks nothing', () => {
    const cv = assessConfidence(cvWith({}), textLayer);
    const confidence = cv.contact.confidence ?? {};
    for (const field of ['name', 'email', 'phone', 'location', 'links'] as const) {
      expect(isUncertain(confidence[field]), field).toBe(false);
    }
    expect(cv.warnings).toEqual([]);
    expect(cvDocumentSchema.parse(cv)).toEqual(cv);
  });

  it('doubts a "name" that is a heading, a role or a single word', () => {
    for (const name of [
      'Experiencia laboral',
      'Analista contable',
      'Rosa',
      'Calle Los Pinos 123',
    ]) {
      const cv = assessConfidence(cvWith({ contact: { ...cvWith({}).contact, name } }), textLayer);
      expect(isUncertain(cv.contact.confidence?.name), name).toBe(true);
    }
  });

  it('doubts an e-mail read by OCR unless its domain is a known provider', () => {
    const unknown = assessConfidence(cvWith({}), scanned);
    expect(isUncertain(unknown.contact.confidence?.email)).toBe(true);
    const known = assessConfidence(
      cvWith({ contact: { ...cvWith({}).contact, email: 'rosa.quispe@gmail.com' } }),
      scanned,
    );
    expect(isUncertain(known.contact.confidence?.email)).toBe(false);
  });

  it('doubts which field is the employer where neither names a role or an employer we know', () => {
    const entry = (title: string, organisation: string) => ({
      sectionId: 's1',
      title,
      organisation,
      location: null,
      dates: range('2019 – 2021', 2019, 2021),
      bullets: [],
    });
    const cv = assessConfidence(
      cvWith({
        experience: [
          entry('Kamayoq principal', 'Ayni Wasi'),
          entry('Asistente de campo', 'Ayni Wasi'),
          entry('Kamayoq principal', 'Ayni Wasi S.A.C.'),
        ],
      }),
      textLayer,
    );
    const [guessed, roleKnown, employerKnown] = cv.experience;
    expect(isUncertain(guessed?.confidence?.organisation)).toBe(true);
    expect(isUncertain(roleKnown?.confidence?.organisation)).toBe(false);
    expect(isUncertain(employerKnown?.confidence?.organisation)).toBe(false);
  });

  it('judges a job entry by its anchors: dates, a role as title, a legal name as employer', () => {
    const cv = assessConfidence(
      cvWith({
        experience: [
          {
            sectionId: 's1',
            title: 'Asistente administrativa',
            organisation: 'Comercial Sur S.A.C.',
            location: null,
            dates: range('2019 – 2021', 2019, 2021),
            bullets: ['Ordené el archivo de facturas.'],
          },
          {
            // The employer read as the title, and a duty as the employer: both doubtful.
            sectionId: 's1',
            title: 'Inversiones Norte S.A.C.',
            organisation: 'Atendí a los clientes y registré las ventas del día en el sistema.',
            location: null,
            dates: null,
            bullets: [],
          },
        ],
      }),
      textLayer,
    );
    const [sure, doubtful] = cv.experience;
    expect(sure?.confidence).toMatchObject({ title: 0.9, organisation: 0.9, dates: 0.95 });
    expect(isUncertain(sure?.confidence?.entry)).toBe(false);
    expect(isUncertain(doubtful?.confidence?.title)).toBe(true);
    expect(isUncertain(doubtful?.confidence?.organisation)).toBe(true);
    expect(doubtful?.confidence?.dates).toBeUndefined();
    expect(cv.warnings).toEqual([
      {
        code: confidenceWarningCode,
        message:
          'No estamos seguros de haber leído bien 1 experiencia. Revísalo en tu CV mejorado antes de enviarlo.',
        text: null,
      },
    ]);
  });

  it('tells a degree from a school, and doubts them swapped', () => {
    const cv = assessConfidence(
      cvWith({
        education: [
          {
            sectionId: 's1',
            degree: 'Bachiller en Contabilidad',
            institution: 'Universidad Nacional de San Agustín',
            location: null,
            dates: range('2014 – 2019', 2014, 2019),
            details: [],
          },
          {
            sectionId: 's1',
            degree: 'Instituto Superior Tecnológico del Sur',
            institution: 'Técnico en Computación',
            location: null,
            dates: range('2010 – 2012', 2010, 2012),
            details: [],
          },
        ],
      }),
      textLayer,
    );
    expect(isUncertain(cv.education[0]?.confidence?.degree)).toBe(false);
    expect(isUncertain(cv.education[0]?.confidence?.institution)).toBe(false);
    expect(isUncertain(cv.education[1]?.confidence?.degree)).toBe(true);
    expect(isUncertain(cv.education[1]?.confidence?.institution)).toBe(true);
    expect(cv.warnings.map((warning) => warning.message)).toEqual([
      'No estamos seguros de haber leído bien 1 estudio. Revísalo en tu CV mejorado antes de enviarlo.',
    ]);
  });

  it("takes a person's name beside a school level for the school, and doubts it elsewhere", () => {
    const school = (degree: string) => ({
      sectionId: 's1',
      degree,
      institution: 'Ricardo Palma Soriano',
      location: null,
      dates: range('2012 – 2016', 2012, 2016),
      details: [],
    });
    const cv = assessConfidence(
      cvWith({ education: [school('Educación Secundaria'), school('Ingeniería Civil')] }),
      textLayer,
    );
    expect(isUncertain(cv.education[0]?.confidence?.institution)).toBe(false);
    expect(isUncertain(cv.education[1]?.confidence?.institution)).toBe(true);
  });

  it('names every doubtful contact field in one warning', () => {
    const contact = { ...cvWith({}).contact, name: 'Dirección', phone: '12 34' };
    const cv = assessConfidence(cvWith({ contact }), textLayer);
    expect(cv.warnings.map((warning) => warning.message)).toEqual([
      'No estamos seguros de haber leído bien tu nombre y tu teléfono. Revísalo en tu CV mejorado antes de enviarlo.',
    ]);
  });

  it('is carried by parseCv on every section, entry and contact field it reads', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Luis Mendoza Ríos', fontSize: 18 },
        'luis.mendoza@example.pe · 987 654 321',
        { text: 'EXPERIENCIA', bold: true },
        'Analista de sistemas – Comercial Sur S.A.C.',
        '2019 – 2021',
        { text: 'EDUCACIÓN', bold: true },
        'Bachiller en Ingeniería de Sistemas – Universidad Nacional de Trujillo',
        '2012 – 2017',
      ]),
    );
    expect(cv.contact.confidence).toMatchObject({ name: 0.9, email: 0.95, phone: 0.95 });
    expect(cv.sections.every((section) => section.confidence === 0.9)).toBe(true);
    expect(cv.experience[0]?.confidence).toMatchObject({ title: 0.9, organisation: 0.9 });
    expect(cv.education[0]?.confidence).toMatchObject({ degree: 0.9, institution: 0.9 });
    expect(cv.warnings).toEqual([]);
  });
});
