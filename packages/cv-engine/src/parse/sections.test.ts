import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { detectHeadings, matchHeadingVocabulary } from './headings';
import { segmentSections } from './sections';

describe('segmentSections', () => {
  it('lets the header read a contact section while the section keeps its lines', () => {
    const lines = buildTestLines([
      { text: 'Lucía Quispe Mamani', fontSize: 20, bold: true },
      { text: 'Contactar', fontSize: 13 },
      'Av. Los Pinos 123, Arequipa',
      'lucia.quispe@correo.pe',
      { text: 'Experiencia', fontSize: 13 },
      'Asistente contable',
    ]);
    const segmentation = segmentSections(lines, detectHeadings(lines));
    expect(segmentation.sections.map((section) => section.heading)).toEqual([
      'Contactar',
      'Experiencia',
    ]);
    expect(segmentation.sections[0]?.lineIndices).toEqual([2, 3]);
    expect(segmentation.preambleIndices).toEqual([0, 2, 3]);
  });

  it("shows a typed marker before a heading, but not an icon font's bullet", () => {
    const lines = buildTestLines([
      { text: 'Lucía Quispe Mamani', fontSize: 20, bold: true },
      { text: 'Experiencia', fontSize: 13, listItem: true, listMarker: '\u{e001} ' },
      'Asistente contable',
      { text: 'Educación', fontSize: 13, listItem: true, listMarker: '■ ' },
      'Contabilidad, Universidad de Lima',
    ]);
    const segmentation = segmentSections(lines, [
      { index: 1, kind: 'experience', byTypography: true },
      { index: 3, kind: 'education', byTypography: true },
    ]);
    expect(segmentation.sections.map((section) => section.heading)).toEqual([
      'Experiencia',
      '■ Educación',
    ]);
  });

  it('keeps a personal-data form out of the header: its labels are read on their own', () => {
    const lines = buildTestLines([
      { text: 'DATOS PERSONALES', bold: true },
      'DOMICILIO: Jr. Puno 456',
      { text: 'EXPERIENCIA', bold: true },
      'Cajero',
    ]);
    const segmentation = segmentSections(lines, detectHeadings(lines));
    expect(segmentation.sections[0]?.lineIndices).toEqual([1]);
    expect(segmentation.preambleIndices).toEqual([]);
  });

  it('keeps a column beside an education section in it when its blocks open level with the entries', () => {
    const line = (text: string, column: number, block: number, y: number, bold = false) => ({
      text,
      column,
      block,
      y,
      bold,
      x: column === 0 ? 50 : 300,
    });
    const lines = buildTestLines([
      line('ESTUDIOS', 0, 0, 80, true),
      line('Técnico en Enfermería', 0, 1, 100),
      line('2015 - 2018', 0, 1, 112),
      line('Técnico en Farmacia', 0, 2, 150),
      line('2011 - 2013', 0, 2, 162),
      line('Instituto Superior Santa Rosa', 1, 3, 100),
      line('Instituto Superior del Valle', 1, 4, 150),
      line('IDIOMAS', 0, 5, 200, true),
      line('Quechua', 0, 6, 220),
    ]);
    const sections = segmentSections(lines, detectHeadings(lines)).sections;
    expect(sections.map((section) => [section.heading, section.lineIndices])).toEqual([
      ['ESTUDIOS', [1, 2, 3, 4, 5, 6]],
      ['IDIOMAS', [8]],
    ]);
  });

  it("keeps a table row's next cell in the section, though it opens above the last cell's end", () => {
    const cell = (text: string, column: number, y: number) => ({
      text,
      column,
      y,
      x: 50 + column * 120,
      source: 'table' as const,
      tableRow: 1001,
    });
    const lines = buildTestLines([
      { text: 'EXPERIENCIA LABORAL', bold: true, y: 80 },
      cell('Asistente de', 0, 100),
      cell('contabilidad', 0, 112),
      cell('Comercial Andina SAC', 1, 100),
      cell('2020 - 2023', 2, 100),
      { text: 'IDIOMAS', bold: true, y: 160 },
      'Quechua',
    ]);
    const sections = segmentSections(lines, detectHeadings(lines)).sections;
    expect(sections.map((section) => [section.heading, section.lineIndices])).toEqual([
      ['EXPERIENCIA LABORAL', [1, 2, 3, 4]],
      ['IDIOMAS', [6]],
    ]);
  });

  it('displays a heading wrapped over two lines as one and keeps its second line out of the text', () => {
    const lines = buildTestLines([
      'EDUCACIÓN',
      'Instituto Cibertec',
      'Formación',
      'Complementaria',
      'Curso de SQL',
    ]);
    const sections = segmentSections(lines, detectHeadings(lines)).sections;
    expect(sections.map((section) => [section.heading, section.lineIndices])).toEqual([
      ['EDUCACIÓN', [1]],
      ['Formación Complementaria', [4]],
    ]);
  });

  it('reads a heading that joins experience with projects as projects when no line has a date', () => {
    const lines = buildTestLines([
      { text: 'EXPERIENCIA - PROYECTOS', bold: true, fontSize: 13 },
      'Sistema de riego automatizado para un vivero escolar',
      '• Programé los sensores de humedad con un microcontrolador.',
      { text: 'EXPERIENCIA Y PROYECTOS', bold: true, fontSize: 13 },
      'Técnico de soporte, Ferretería San Martín',
      'Marzo 2021 - Diciembre 2022',
    ]);
    const kinds = segmentSections(lines, detectHeadings(lines)).sections.map(
      (section) => section.kind,
    );
    expect(kinds).toEqual(['projects', 'experience']);
  });
});

describe('sections named in the CV’s own words (issue 12)', () => {
  const heading = (text: string) => {
    expect(matchHeadingVocabulary(text)).toBeNull();
    return { text, fontSize: 13, bold: true };
  };
  const kindsOf = (specs: Parameters<typeof buildTestLines>[0]) => {
    const lines = buildTestLines(specs);
    return segmentSections(lines, detectHeadings(lines)).sections.map(
      (section) => `${section.kind}:${section.heading}`,
    );
  };

  it('reads dated positions as the experience and degrees as the education', () => {
    expect(
      kindsOf([
        { text: 'Rosa Quispe Mamani', fontSize: 20 },
        'rosa.quispe@correo.pe',
        heading('POR DÓNDE PASÉ'),
        'Mar. 2021 – hoy',
        'Asistente contable en Pukara Wasi Andina S.A.C.',
        'Ene. 2018 – Feb. 2021',
        'Auxiliar de almacén en Ferretería Kamayoq E.I.R.L.',
        heading('MI PASO POR LAS AULAS'),
        '2012 – 2017',
        'Bachiller en Contabilidad — Universidad Nacional de San Antonio Abad del Cusco',
        { text: 'IDIOMAS', fontSize: 13, bold: true },
        'Quechua, castellano',
        { text: 'HABILIDADES', fontSize: 13, bold: true },
        'Excel, SIAF',
      ]),
    ).toEqual([
      'experience:POR DÓNDE PASÉ',
      'education:MI PASO POR LAS AULAS',
      'languages:IDIOMAS',
      'skills:HABILIDADES',
    ]);
  });

  it('reads a degree beside its school as studies, though its words also name a rank', () => {
    expect(
      kindsOf([
        { text: 'Rosa Quispe Mamani', fontSize: 20 },
        'rosa.quispe@correo.pe',
        { text: 'EXPERIENCIA', fontSize: 13, bold: true },
        'Kamayoq Logística S.A.C. | Operadora de montacargas | 2019 – 2024',
        heading('MI PASO POR LAS AULAS'),
        'SENATI | Técnico en Operaciones Logísticas',
        '2014 – 2016',
        'Colegio Nacional Kamayoq | Educación Secundaria',
        '2009 – 2013',
        { text: 'IDIOMAS', fontSize: 13, bold: true },
        'Quechua, castellano',
      ]),
    ).toEqual(['experience:EXPERIENCIA', 'education:MI PASO POR LAS AULAS', 'languages:IDIOMAS']);
  });

  it('leaves dated lines at organisations alone where the work has its own section', () => {
    expect(
      kindsOf([
        { text: 'Rosa Quispe Mamani', fontSize: 20 },
        'rosa.quispe@correo.pe',
        { text: 'EXPERIENCIA', fontSize: 13, bold: true },
        'Asistente contable en Pukara Wasi Andina S.A.C. (2018 – 2024)',
        heading('ENCARGOS HONORARIOS'),
        'Coordinadora, Feria Escolar de Ciencias, Municipalidad Distrital de Wanchaq, 2022',
        'Coordinadora, Olimpiada de Matemática, Municipalidad Provincial de Urubamba, 2023',
        { text: 'IDIOMAS', fontSize: 13, bold: true },
        'Quechua, castellano',
      ]),
    ).toEqual(['experience:EXPERIENCIA', 'other:ENCARGOS HONORARIOS', 'languages:IDIOMAS']);
  });
});

describe('a main column that goes on over the page, after the sidebar (issue 12)', () => {
  it('keeps the top of page 2’s main column in the section page 1’s main column ended with', () => {
    const side = (text: string, page: number, y: number, bold = false) => ({
      text,
      page,
      y,
      x: 22,
      column: 0,
      bold,
      fontSize: bold ? 10.5 : 8,
    });
    const main = (text: string, page: number, y: number, bold = false) => ({
      text,
      page,
      y,
      x: 212,
      column: 1,
      bold,
      fontSize: bold ? 11 : 9,
    });
    const lines = buildTestLines([
      side('CONTACTO', 1, 40, true),
      side('rosa@correo.pe', 1, 60),
      main('EXPERIENCIA PROFESIONAL', 1, 40, true),
      main('MINERA KAMAYOQ S.A.A.', 1, 60),
      main('Ingeniera de Producción | 2014 – 2017', 1, 72),
      side('REFERENCIAS', 2, 40, true),
      side('Ing. Raúl Pukara – Cel. 943 001 772', 2, 60),
      main('MINERA WASI S.A.A.', 2, 40),
      main('Practicante | Ene 2011 – Mar 2011', 2, 52),
      main('FORMACIÓN ACADÉMICA', 2, 80, true),
      main('Bachiller en Ingeniería de Minas | 2008 – 2012', 2, 100),
    ]);
    const { sections } = segmentSections(lines, detectHeadings(lines));
    const texts = (heading: string) =>
      sections
        .find((section) => section.heading === heading)
        ?.lineIndices.map((index) => lines[index]?.text);
    expect(texts('EXPERIENCIA PROFESIONAL')).toEqual([
      'MINERA KAMAYOQ S.A.A.',
      'Ingeniera de Producción | 2014 – 2017',
      'MINERA WASI S.A.A.',
      'Practicante | Ene 2011 – Mar 2011',
    ]);
    expect(texts('REFERENCIAS')).toEqual(['Ing. Raúl Pukara – Cel. 943 001 772']);
  });
});

describe('a main column that goes on over the page, after page 1 ended in the sidebar (issue 12)', () => {
  it('keeps the top of page 2’s main column in the section page 1’s main column ended with', () => {
    const main = (text: string, page: number, y: number, bold = false) => ({
      text,
      page,
      y,
      x: 34,
      column: 0,
      bold,
      fontSize: bold ? 12 : 9,
    });
    const side = (text: string, page: number, y: number, bold = false) => ({
      text,
      page,
      y,
      x: 378,
      column: 1,
      bold,
      fontSize: bold ? 12 : 9,
    });
    const lines = buildTestLines([
      main('EXPERIENCE', 1, 125, true),
      main('Logistics Analyst', 1, 150),
      main('Andes Foods S.A.A. | 2015 – 2018', 1, 165),
      side('SUMMARY', 1, 125, true),
      side('Industrial engineer with ten years in warehousing.', 1, 150),
      side('KEY ACHIEVEMENTS', 1, 500, true),
      side('Best distribution centre of the year 2022', 1, 530),
      main('Inventory Control Assistant', 2, 48),
      main('Tiendas Pukara S.A. | 2013 – 2015', 2, 62),
      main('EDUCATION', 2, 235, true),
      main('B.Sc. in Industrial Engineering | 2007 – 2012', 2, 262),
      side('CERTIFICATION', 2, 60, true),
      side('Lean Six Sigma Green Belt, 2019', 2, 88),
    ]);
    const { sections } = segmentSections(lines, detectHeadings(lines));
    const texts = (heading: string) =>
      sections
        .find((section) => section.heading === heading)
        ?.lineIndices.map((index) => lines[index]?.text);
    expect(texts('EXPERIENCE')).toEqual([
      'Logistics Analyst',
      'Andes Foods S.A.A. | 2015 – 2018',
      'Inventory Control Assistant',
      'Tiendas Pukara S.A. | 2013 – 2015',
    ]);
    expect(texts('KEY ACHIEVEMENTS')).toEqual(['Best distribution centre of the year 2022']);
  });
});

describe('sub-headings under an empty section heading (issue 12)', () => {
  it('divides the section above and takes its kind, whatever their own words name', () => {
    const lines = buildTestLines([
      { text: 'Ana Quispe', fontSize: 20, bold: true },
      'ana.quispe@correo.pe',
      { text: 'Experiencia profesional', fontSize: 13, bold: true },
      { text: 'Experiencia docente', fontSize: 11, bold: true },
      '2019 – 2021 Docente del curso de Microbiología – Universidad Pukara',
      { text: 'Investigación', fontSize: 11, bold: true },
      '2020 – a la fecha Investigadora asociada – Instituto Wasi',
      { text: 'Publicaciones', fontSize: 13, bold: true },
      'Quispe A. (2023). Bacterias del suelo altoandino. Revista Andina 4: 12–20.',
    ]);
    const sections = segmentSections(lines, detectHeadings(lines)).sections;
    expect(sections.map((section) => [section.heading, section.kind])).toEqual([
      ['Experiencia profesional', 'experience'],
      ['Experiencia docente', 'experience'],
      ['Investigación', 'experience'],
      ['Publicaciones', 'publications'],
    ]);
  });
});

describe('a heading set apart after a job’s dated line (issue 12)', () => {
  it('opens its section by its style alone: an employer under its job’s dates stands close, a heading does not', () => {
    const line = (text: string, y: number, block: number, extra = {}) => ({
      text,
      y,
      block,
      x: 58,
      fontSize: 10.5,
      ...extra,
    });
    const heading = { bold: true, fontSize: 11 };
    const lines = buildTestLines([
      line('Ana Quispe', 20, 0, { fontSize: 20, bold: true }),
      line('ana.quispe@correo.pe', 34, 1),
      line('EXPERIENCIA DOCENTE', 60, 2, heading),
      line('Docente contratado – Instituto Wari | 2018 – 2020', 74, 3),
      line('Dictado de Contabilidad General y de Costos.', 88, 4, { x: 76 }),
      line('Docente – Academia Los Andes (2015 – 2017)', 102, 5),
      line('GESTIÓN INSTITUCIONAL', 128, 6, heading),
      line('Coordinador del Programa de Contabilidad | 2023 – 2024', 142, 7),
      line('Gestión de la carga horaria y del plan de estudios.', 156, 8, { x: 76 }),
      line('FORMACIÓN ACADÉMICA', 182, 9, heading),
      line('Contador Público – Universidad Wasi | 2010', 196, 10),
    ]);
    const sections = segmentSections(lines, detectHeadings(lines)).sections;
    expect(sections.map((section) => [section.heading, section.kind])).toEqual([
      ['EXPERIENCIA DOCENTE', 'experience'],
      ['GESTIÓN INSTITUCIONAL', 'other'],
      ['FORMACIÓN ACADÉMICA', 'education'],
    ]);
  });
});
