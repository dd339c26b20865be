// Rules added after the held-out fixtures (heldout-*) showed where the parser did not generalise:
// decorated and typed-numbered headings, wrapped names and e-mails, labelled name fields.
import { describe, expect, it } from 'vitest';
import { buildTestDocument } from './build-test-lines';
import { endsInsideEmail, nameLabelPattern } from './contact';
import { displayHeading, matchHeadingVocabulary } from './headings';
import { parseCv } from './parse-cv';

const body = [
  { text: 'EXPERIENCIA', bold: true, y: 300 },
  { text: 'Analista – Empresa Uno S.A.C.', bold: true, y: 320 },
  { text: 'ene. 2020 – actualidad', y: 334 },
  { text: 'EDUCACIÓN', bold: true, y: 360 },
  { text: 'Bachiller en Economía – Universidad de Lima', bold: true, y: 380 },
  { text: '2012 – 2017', y: 394 },
];

describe('typed heading numbers and vocabulary', () => {
  it('keeps numbers the author typed ("1. ") and drops LaTeX auto-numbering ("1 ", "1.2 ")', () => {
    expect(displayHeading('1. EXPERIENCIA PROFESIONAL')).toBe('1. EXPERIENCIA PROFESIONAL');
    expect(displayHeading('3. Formación')).toBe('3. Formación');
    expect(displayHeading('2 Formación Académica')).toBe('Formación Académica');
    expect(displayHeading('1.2 Experiencia')).toBe('Experiencia');
    expect(matchHeadingVocabulary('1. EXPERIENCIA PROFESIONAL')?.kind).toBe('experience');
  });

  it('knows "Historial profesional" and "Qualifications"', () => {
    expect(matchHeadingVocabulary('Historial profesional')?.kind).toBe('experience');
    expect(matchHeadingVocabulary('QUALIFICATIONS')?.kind).toBe('education');
  });

  it('knows the headings of public-sector, teaching and health CVs (issue 12)', () => {
    expect(matchHeadingVocabulary('CARGOS ADMINISTRATIVOS')?.kind).toBe('experience');
    expect(matchHeadingVocabulary('Experiencia asistencial')?.kind).toBe('experience');
    expect(matchHeadingVocabulary('Colegiatura y Habilitación')?.kind).toBe('certifications');
  });

  it('knows the Europass row of the job sought, so its words are never the name (issue 12)', () => {
    expect(matchHeadingVocabulary('PUESTO SOLICITADO')?.kind).toBe('other');
    expect(matchHeadingVocabulary('Empleo deseado / familia profesional')?.kind).toBe('other');
    expect(matchHeadingVocabulary('Desired employment / Occupational field')?.kind).toBe('other');
    const cv = parseCv(
      buildTestDocument([
        { text: 'Curriculum Vitae', fontSize: 17 },
        { text: 'Personal information', fontSize: 13, bold: true },
        { text: 'First name(s) / Surname(s) Rosa Elena Wasi Quispe' },
        { text: 'E-mail rosa.wasi@correo.pe' },
        { text: 'Desired employment /', fontSize: 13, bold: true },
        { text: 'Occupational field', fontSize: 13, bold: true },
        { text: 'Environmental Engineer', bold: true },
        { text: 'Work experience', fontSize: 13, bold: true },
        { text: 'Dates September 2020 – present' },
        { text: 'Occupation or position held Environmental Analyst' },
        { text: 'Name and address of employer Consultora Pukara S.A.C., Lima (Peru)' },
      ]),
    );
    expect(cv.contact.name).toBe('Rosa Elena Wasi Quispe');
  });
});

describe('decorated headings', () => {
  it('shows the glyph a heading is decorated with, as displayed', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Torres Ríos', fontSize: 20, bold: true },
        { text: 'ana@correo.pe | 987 654 321' },
        { text: 'Experiencia', bold: true, listItem: true, listMarker: '▸ ', fontSize: 12 },
        { text: 'Analista – Empresa Uno S.A.C.', bold: true },
        { text: 'ene. 2020 – actualidad' },
        { text: 'Educación', bold: true, listItem: true, listMarker: '■ ', fontSize: 12 },
        { text: 'Bachiller en Economía – Universidad de Lima', bold: true },
      ]),
    );
    expect(cv.sections.map((section) => section.heading)).toEqual(['▸ Experiencia', '■ Educación']);
    expect(cv.experience).toHaveLength(1);
  });

  it('shows no "•" that OCR wrote for an icon or a bar drawn beside a heading', () => {
    const document = buildTestDocument([
      { text: 'Ana Torres Ríos', fontSize: 20, bold: true },
      { text: 'ana@correo.pe | 987 654 321' },
      { text: 'EXPERIENCIA', listItem: true, listMarker: '•', fontSize: 16 },
      { text: 'Analista – Empresa Uno S.A.C.', bold: true },
      { text: 'ene. 2020 – actualidad' },
      { text: 'EDUCACIÓN', listItem: true, listMarker: '• ', fontSize: 16 },
      { text: 'Bachiller en Economía – Universidad de Lima', bold: true },
    ]);
    const cv = parseCv({ ...document, readByOcr: true, pagesReadByOcr: 1 });
    expect(cv.sections.map((section) => section.heading)).toEqual(['EXPERIENCIA', 'EDUCACIÓN']);
  });
});

describe('names and e-mails wrapped over lines', () => {
  it('joins a name wrapped over lines interleaved with a right-aligned contact block', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Lucía', x: 50, y: 40, fontSize: 22, bold: true, block: 1 },
        { text: 'Miraflores, Lima', x: 430, y: 50, fontSize: 9, block: 2 },
        { text: 'Torres', x: 50, y: 66, fontSize: 22, bold: true, block: 3 },
        { text: 'ana@correo.pe', x: 430, y: 64, fontSize: 9, block: 4 },
        { text: 'Ríos', x: 50, y: 92, fontSize: 22, bold: true, block: 5 },
        { text: 'Economista', x: 50, y: 120, fontSize: 11, block: 6 },
        ...body,
      ]),
    );
    expect(cv.contact.name).toBe('Ana Lucía Torres Ríos');
    expect(cv.contact.location).toBe('Miraflores, Lima');
  });

  it('does not join Word lines of different paragraphs (no geometry)', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Torres Ríos', x: 0, y: 1, width: 0, block: 1 },
        { text: 'Técnica Electricista', x: 0, y: 2, width: 0, block: 2 },
        { text: 'ana@correo.pe', x: 0, y: 3, width: 0, block: 3 },
        ...body,
      ]),
    );
    expect(cv.contact.name).toBe('Ana Torres Ríos');
  });

  it('reads an e-mail wrapped at its hyphen as one address, not as a domain link', () => {
    expect(endsInsideEmail('Lima | ana.torres@arq-')).toBe(true);
    expect(endsInsideEmail('ana.torres@arq-torres.pe')).toBe(false);
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Torres Ríos', fontSize: 20, bold: true },
        { text: 'Surco, Lima | 987 654 321 | ana.torres@arq-', block: 5 },
        { text: 'torres.com.pe | behance.net/anatorres', block: 5 },
        ...body,
      ]),
    );
    expect(cv.contact.email).toBe('ana.torres@arq-torres.com.pe');
    expect(cv.contact.links).toEqual(['behance.net/anatorres']);
  });
});

describe('labelled personal-data fields (Europass)', () => {
  it('takes the name from a "Nombre(s) Apellido(s)" field when no title line holds it', () => {
    expect(nameLabelPattern.test('Apellidos y nombres: Torres Ríos, Ana')).toBe(true);
    const cv = parseCv(
      buildTestDocument([
        { text: 'INFORMACIÓN PERSONAL', bold: true, y: 40 },
        { text: 'Nombre(s) Apellido(s): Ana Lucía Torres Ríos', y: 60 },
        { text: 'Dirección(es): Calle Mercaderes 214, Arequipa', y: 74 },
        { text: 'Teléfono(s): 958 447 120', y: 88 },
        { text: 'Correo(s) electrónico(s): ana@correo.pe', y: 102 },
        ...body,
      ]),
    );
    expect(cv.contact.name).toBe('Ana Lucía Torres Ríos');
    expect(cv.contact.location).toBe('Calle Mercaderes 214, Arequipa');
    expect(cv.contact.phone).toBe('958 447 120');
  });
});
