import { describe, expect, it } from 'vitest';
import type { TextLine } from '../extract/types';
import { buildTestLines } from './build-test-lines';
import {
  detectHeadings,
  displayHeading,
  matchHeadingVocabulary,
  splitSideHeadings,
} from './headings';

describe('matchHeadingVocabulary', () => {
  it.each([
    ['EXPERIENCIA LABORAL', 'experience', 'exact'],
    ['Formación Académica:', 'education', 'exact'],
    ['+ EDUCACIÓN', 'education', 'exact'],
    ['■ Idiomas', 'languages', 'exact'],
    ['E X P E R I E N C I A', 'experience', 'exact'],
    // Kerning glued two or three letters in places (a Canva export).
    ['C U R S O S Y C A PAC I TAC I O N E S', 'courses', 'keyword'],
    ['1.2 Experiencia Profesional', 'experience', 'exact'],
    ['Work Experience', 'experience', 'exact'],
    // JSON Resume's section name, which its themes print as it is.
    ['Work', 'experience', 'exact'],
    ['Habilidades y competencias', 'skills', 'exact'],
    ['ANTECEDENTES LABORALES', 'experience', 'exact'],
    ['Empleos anteriores', 'experience', 'exact'],
    ['TÍTULOS', 'education', 'exact'],
    ['Manejo de software', 'skills', 'exact'],
    ['Asistencia a eventos', 'courses', 'exact'],
    ['IV. SERUMS', 'experience', 'exact'],
    ['SERVICIO RURAL Y URBANO MARGINAL DE SALUD (SERUMS)', 'experience', 'exact'],
    ['Internado hospitalario', 'experience', 'exact'],
    ['INTERNADO EN EL HOSPITAL REGIONAL', 'experience', 'keyword'],
    ['EXPERIENCIA EN LA INDUSTRIA', 'experience', 'keyword'],
    ['CONOCIMIENTOS EN COMPUTACIÓN', 'skills', 'keyword'],
    ['APTITUDES DIGITALES', 'skills', 'keyword'],
    ['OTRAS DISTINCIONES', 'awards', 'keyword'],
    ['CURSOS ACADÉMICOS RELEVANTES E IDIOMAS', 'courses', 'keyword'],
    ['Experiencia de voluntariado', 'volunteering', 'exact'],
    ['Tools', 'skills', 'weak'],
    ['Reseña', 'summary', 'exact'],
    ['Aptitudes principales', 'skills', 'exact'],
    ['Honors-Awards', 'awards', 'exact'],
    ['Professional/ Research Experience', 'experience', 'exact'],
    ['GRADOS Y TÍTULOS', 'education', 'exact'],
    ['Participación en eventos', 'courses', 'exact'],
    ['Información complementaria', 'other', 'exact'],
    ['Otras experiencias', 'experience', 'exact'],
    ['Achievements, Honors and Awards', 'awards', 'exact'],
    ['Perfil ··························', 'summary', 'exact'],
    ['.Estudios especiales', 'courses', 'exact'],
    ['Información', 'other', 'weak'],
    ['LENGUA MATERNA', 'languages', 'exact'],
    ['PERMISO(S) DE CONDUCCIÓN', 'other', 'exact'],
    ['CAPACIDADES Y COMPETENCIAS TÉCNICAS', 'skills', 'exact'],
    // Usual headings of the two languages (issue 12).
    ['Cargos desempeñados', 'experience', 'exact'],
    ['Trabajos realizados', 'experience', 'exact'],
    ['Estudios de posgrado', 'education', 'exact'],
    ['Fortalezas', 'skills', 'exact'],
    ['Areas of Expertise', 'skills', 'exact'],
    ['Proyección social', 'volunteering', 'exact'],
    ['Community Service', 'volunteering', 'exact'],
    ['Congresos', 'courses', 'exact'],
    ['Professional Development', 'courses', 'exact'],
    ['Accomplishments', 'awards', 'exact'],
    ['Pretensiones salariales', 'other', 'exact'],
    ['LEADERSHIP AND ACTIVITIES', 'volunteering', 'exact'],
    ['Experiencia de liderazgo', 'volunteering', 'exact'],
    // A Chilean CV's teaching-assistant semesters (issue 12).
    ['Ayudantías', 'experience', 'exact'],
    ['Ayudantías de docencia', 'experience', 'exact'],
    ['Monitorías', 'experience', 'exact'],
    ['TEACHING', 'experience', 'exact'],
    ['ESCOLARIDAD', 'education', 'exact'],
  ])('reads "%s" as %s', (text, kind, strength) => {
    expect(matchHeadingVocabulary(text)).toEqual({ kind, strength });
  });

  it('ignores ordinary lines', () => {
    expect(matchHeadingVocabulary('Analista de Sistemas')).toBeNull();
    expect(matchHeadingVocabulary('Lima, Perú')).toBeNull();
  });

  it('reads a position named after what it handles as a title, not a heading', () => {
    expect(matchHeadingVocabulary('Coordinadora de Proyectos')).toBeNull();
    expect(matchHeadingVocabulary('JEFE DE PROYECTOS')).toBeNull();
    expect(matchHeadingVocabulary('Profesora de Idiomas')).toBeNull();
    expect(matchHeadingVocabulary('Coordinador de Voluntariado')).toBeNull();
    expect(matchHeadingVocabulary('Experiencia como docente')?.kind).toBe('experience');
  });

  it('reads a form’s numbered item caption as no heading (issue 12)', () => {
    expect(matchHeadingVocabulary('Experiencia N° 2')).toBeNull();
    expect(matchHeadingVocabulary('Formación Nro. 1')).toBeNull();
    expect(matchHeadingVocabulary('4. EXPERIENCIA LABORAL')?.kind).toBe('experience');
  });
});

describe('displayHeading', () => {
  it('keeps decorations and colons, drops numbering and letter-spacing', () => {
    expect(displayHeading('+ EXPERIENCIA:')).toBe('+ EXPERIENCIA:');
    expect(displayHeading('1.2 Experiencia Profesional')).toBe('Experiencia Profesional');
    expect(displayHeading('E X P E R I E N C I A L A B O R A L')).toBe('EXPERIENCIA LABORAL');
    // The letter gap before a trailing colon goes with the others; a typed space stays.
    expect(displayHeading('R e s u m e n :')).toBe('Resumen:');
    expect(displayHeading('EXPERIENCIA :')).toBe('EXPERIENCIA :');
    expect(displayHeading('■ I D I O M A S')).toBe('■ IDIOMAS');
  });

  it('drops drawn decoration: dot leaders to the margin and a bullet dot glued to the word', () => {
    expect(displayHeading('Perfil ·······················')).toBe('Perfil');
    expect(displayHeading('Estudios ............. \u{FFFD}')).toBe('Estudios');
    expect(displayHeading('.Experiencia de trabajo')).toBe('Experiencia de trabajo');
    expect(displayHeading('Sobre los puestos:')).toBe('Sobre los puestos:');
    expect(displayHeading('...Más')).toBe('...Más');
  });

  it('puts back the word gaps a letter-spaced heading lost, from the heading words', () => {
    expect(displayHeading('L O G R O S Y P R O Y E C T O S')).toBe('LOGROS Y PROYECTOS');
    expect(displayHeading('S O B R E M I')).toBe('SOBRE MI');
    expect(displayHeading('X Q Z W')).toBe('XQZW');
  });
});

describe('detectHeadings', () => {
  it('accepts emphasised vocabulary and typography-only headings in the same style', () => {
    const lines = buildTestLines([
      { text: 'ANA TORRES', fontSize: 18, bold: true },
      { text: 'EXPERIENCIA', bold: true },
      { text: 'Analista de datos', bold: true, block: 2 },
      { text: 'Banco de Crédito del Perú', block: 2 },
      { text: 'EDUCACIÓN', bold: true },
      { text: 'Universidad de Lima' },
      { text: 'IDIOMAS', bold: true },
      { text: 'Inglés avanzado' },
      { text: 'OTRAS DISTINCIONES DEL AÑO', bold: true },
      { text: 'Primer puesto' },
    ]);
    const headings = detectHeadings(lines);
    expect(headings.map((heading) => [lines[heading.index]?.text, heading.kind])).toEqual([
      ['EXPERIENCIA', 'experience'],
      ['EDUCACIÓN', 'education'],
      ['IDIOMAS', 'languages'],
      ['OTRAS DISTINCIONES DEL AÑO', 'awards'],
    ]);
  });

  it('treats plain sub-headings as lines when headings share a style', () => {
    const lines = buildTestLines([
      { text: 'HABILIDADES', bold: true },
      { text: 'Herramientas', block: 1 },
      { text: 'Excel, Power BI', block: 1 },
      { text: 'Habilidades blandas', block: 2 },
      { text: 'Trabajo en equipo', block: 2 },
      { text: 'EXPERIENCIA', bold: true },
      { text: 'Analista', block: 4 },
      { text: 'EDUCACIÓN', bold: true },
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'HABILIDADES',
      'EXPERIENCIA',
      'EDUCACIÓN',
    ]);
  });

  it('does not take sentences or list items for headings', () => {
    const lines = buildTestLines([
      { text: 'EXPERIENCIA', bold: true },
      { text: 'Experiencia en ventas.', listItem: true },
      { text: 'Educación financiera para clientes', listItem: true },
    ]);
    expect(detectHeadings(lines).map((heading) => heading.index)).toEqual([0]);
  });

  it('does not take a capitalised company name for a heading when headings are only capitals', () => {
    const lines = buildTestLines([
      'EXPERIENCIA PROFESIONAL',
      'Deloitte Perú',
      'Auditor Senior',
      'KPMG',
      'Asistente de Auditoría',
      'FORMACIÓN ACADÉMICA',
      'IDIOMAS',
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'EXPERIENCIA PROFESIONAL',
      'FORMACIÓN ACADÉMICA',
      'IDIOMAS',
    ]);
  });
});

describe('detectHeadings (labelled entries)', () => {
  it('reads a bold capitals employer above "Cargo:" and "Periodo:" lines as an entry, not a heading', () => {
    const lines = buildTestLines([
      { text: 'PERFIL', bold: true, fontSize: 11 },
      { text: 'Técnico contable con experiencia en planillas.', fontSize: 10.5 },
      { text: 'EXPERIENCIA LABORAL', bold: true, fontSize: 11 },
      { text: 'DISTRIBUIDORA NORTEÑA S.A.C.', bold: true, fontSize: 10.5 },
      { text: 'Cargo: Asistente contable', fontSize: 10.5 },
      { text: 'Periodo: enero 2019 – marzo 2021', fontSize: 10.5 },
      { text: 'Funciones:', bold: true, fontSize: 10.5 },
      {
        text: 'Registro de compras y ventas en el sistema contable.',
        listItem: true,
        fontSize: 10.5,
      },
      { text: 'ESTUDIO CONTABLE RÍOS & ASOCIADOS', bold: true, fontSize: 10.5 },
      { text: 'Cargo: Auxiliar contable', fontSize: 10.5 },
      { text: 'Periodo: junio 2017 – diciembre 2018', fontSize: 10.5 },
      { text: 'TALLERES MECÁNICOS DEL SUR', bold: true, fontSize: 10.5 },
      { text: 'Puesto: Asistente administrativo', fontSize: 10.5 },
      { text: 'EDUCACIÓN', bold: true, fontSize: 11 },
      { text: 'Instituto Superior Tecnológico del Norte', fontSize: 10.5 },
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'PERFIL',
      'EXPERIENCIA LABORAL',
      'EDUCACIÓN',
    ]);
  });
});

describe('detectHeadings (tables)', () => {
  it("takes no column label of a form's table for a heading, without row numbers (DOC)", () => {
    // A DOC has no geometry: its cells come in order, without width or position.
    const cell = (text: string, column: number) => ({
      text,
      column,
      width: 0,
      source: 'table' as const,
    });
    const lines = buildTestLines([
      'Experiencia laboral',
      'Vendedor – Comercial Andina S.A.C. (2019 – 2021)',
      cell('Formación académica', 0),
      cell('Centro de estudios', 0),
      cell('Grado / Especialidad', 1),
      cell('Año', 2),
      cell('Universidad Nacional del Centro', 0),
      cell('Bachiller en Economía', 1),
      cell('2014 – 2019', 2),
      'Idiomas',
      'Inglés básico',
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'Experiencia laboral',
      'Formación académica',
      'Idiomas',
    ]);
  });
});

describe('detectHeadings in a LinkedIn-style export', () => {
  it('does not take a keyword in running prose or an entry title for a heading', () => {
    const lines = buildTestLines([
      { text: 'Extracto', fontSize: 16, block: 1 },
      {
        text: 'Ingeniero con seis años de experiencia en plataformas web para',
        fontSize: 12,
        block: 2,
      },
      { text: 'comercio, educación y banca.', fontSize: 12, block: 2 },
      { text: 'Experiencia', fontSize: 16, block: 3 },
      { text: 'Soluciones Quipu', fontSize: 12, block: 4 },
      { text: 'Desarrollador web', fontSize: 11.5, block: 5 },
      { text: 'enero de 2020 - marzo de 2022 (2 años 3 meses)', fontSize: 10.5, block: 6 },
      {
        text: 'Mantuve la tienda virtual y sus pagos en línea durante la pandemia.',
        fontSize: 10.5,
        block: 7,
      },
      { text: 'Educación', fontSize: 16, block: 8 },
      { text: 'Instituto de idiomas del Pacífico', fontSize: 12, block: 9 },
      { text: 'Inglés avanzado · (2015 - 2016)', fontSize: 10.5, block: 10 },
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'Extracto',
      'Experiencia',
      'Educación',
    ]);
  });

  it("sizes an employer line against its own column's headings, not the smaller sidebar's", () => {
    // As OCR reads a scan: the sidebar's headings at 13 pt, the main column's at 15.5 pt, and an
    // employer line measured at 12.5 pt (half a point above the others).
    const sidebar = { column: 0, x: 30 };
    const main = { column: 1, x: 210 };
    const lines = buildTestLines([
      { text: 'Contactar', fontSize: 13, block: 1, ...sidebar },
      { text: 'ana.rios@correo.pe', fontSize: 10.5, block: 2, ...sidebar },
      { text: 'Aptitudes principales', fontSize: 13, block: 3, ...sidebar },
      { text: 'Presupuestos', fontSize: 10.5, block: 4, ...sidebar },
      { text: 'Languages', fontSize: 13, block: 5, ...sidebar },
      { text: 'Inglés (Professional Working)', fontSize: 10.5, block: 6, ...sidebar },
      { text: 'Experiencia', fontSize: 15.5, block: 7, ...main },
      { text: 'Banco Pukara', fontSize: 12, block: 8, ...main },
      { text: 'Analista financiera', fontSize: 11.5, block: 9, ...main },
      { text: 'marzo de 2021 - Present (3 años)', fontSize: 10.5, block: 10, ...main },
      { text: 'Cierre contable mensual y conciliaciones.', fontSize: 10.5, block: 11, ...main },
      { text: 'Caja Kamayoq', fontSize: 12.5, block: 12, ...main },
      { text: 'Asistente contable', fontSize: 11.5, block: 13, ...main },
      { text: 'enero de 2018 - febrero de 2021 (3 años)', fontSize: 10.5, block: 14, ...main },
      { text: 'Educación', fontSize: 15.5, block: 15, ...main },
      { text: 'Universidad Wasi', fontSize: 12.5, block: 16, ...main },
      { text: 'Bachiller en Contabilidad · (2013 - 2017)', fontSize: 10.5, block: 17, ...main },
    ]).map((line, index) => ({ ...line, y: 50 + (index < 6 ? index : index - 6) * 20 }));
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'Contactar',
      'Aptitudes principales',
      'Languages',
      'Experiencia',
      'Educación',
    ]);
  });
});

describe('splitSideHeadings', () => {
  const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text);

  it('keeps a heading whole when its words go on with a joining word (issue 12)', () => {
    const lines = buildTestLines([
      { text: 'EXPERIENCIA EN EL SECTOR PRIVADO', x: 52, width: 194, bold: true, block: 1 },
      { text: '2019 – hoy Gerente de Seguridad', x: 52, width: 250, bold: true, block: 2 },
      ...[
        'Minera Kamayoq S.A.C.',
        'Empresa de mediana minería con dos unidades operativas.',
        'Responsable del sistema de seguridad patrimonial de las unidades.',
        'Administración de contratos de seguridad privada.',
        'Elaboración del análisis de riesgos de seguridad.',
        'Coordinación con la policía y las rondas campesinas.',
      ].map((text, index) => ({ text, x: 156, width: 380, block: 3 + index })),
    ]);
    expect(texts(splitSideHeadings(lines))[0]).toBe('EXPERIENCIA EN EL SECTOR PRIVADO');
  });

  it('takes no line at the content edge for a heading where headings stand in a label column', () => {
    // Right-aligned side headings read into their first content line, then a second entry's
    // institution set as large and bold as they are, where the content starts.
    const lines = buildTestLines([
      { text: 'Work Senior Data Analyst', x: 114, width: 223, fontSize: 16.4, block: 1 },
      { text: 'Banco Kamayoq', x: 183, width: 82, bold: true, block: 2 },
      { text: 'Mar 2022 – Present', x: 183, width: 92, block: 2 },
      { text: 'Built a churn model for card cancellations', x: 193, width: 250, block: 3 },
      {
        text: 'Education Universidad Nacional de Ingeniería',
        x: 70,
        width: 385,
        fontSize: 16.4,
        block: 4,
      },
      { text: 'Bachelor in Statistics', x: 183, width: 102, block: 5 },
      { text: 'Mar 2013 – Jul 2018', x: 183, width: 96, block: 6 },
      {
        text: 'Pontificia Universidad Católica del Perú',
        x: 183,
        width: 310,
        fontSize: 16.4,
        bold: true,
        block: 7,
      },
      { text: 'Master in Data Science', x: 183, width: 118, block: 8 },
      { text: 'Apr 2020 – Dec 2021', x: 183, width: 99, block: 8 },
    ]);
    const split = splitSideHeadings(lines);
    expect(detectHeadings(split).map((heading) => split[heading.index]?.text)).toEqual([
      'Work',
      'Education',
    ]);
  });

  it('takes no line at the content edge for a heading beside headings on lines of their own', () => {
    // A scan: each heading its own line, right-aligned left of the content; the jobs' titles
    // are set as large and bold as the headings, where the content starts.
    const lines = buildTestLines([
      { text: 'Work', x: 114, width: 47, fontSize: 17, bold: true, block: 1 },
      { text: 'Senior Data Analyst', x: 183, width: 154, fontSize: 17, bold: true, block: 2 },
      { text: 'Banco Kamayoq', x: 183, width: 81, bold: true, block: 3 },
      { text: 'Mar 2022 – Present', x: 183, width: 91, block: 3 },
      { text: 'Built a churn model for card cancellations', x: 191, width: 254, block: 4 },
      { text: 'Data Analyst', x: 183, width: 98, fontSize: 16.5, bold: true, block: 5 },
      { text: 'Tiendas Wasi S.A.C.', x: 183, width: 99, bold: true, block: 6 },
      { text: 'Jun 2019 – Feb 2022', x: 183, width: 98, block: 6 },
      { text: 'Designed dashboards for forty stores', x: 191, width: 211, block: 7 },
      { text: 'Education', x: 70, width: 91, fontSize: 17, bold: true, block: 8 },
      { text: 'Universidad Nacional de Ingeniería', x: 183, width: 230, block: 9 },
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'Work',
      'Education',
    ]);
  });

  it('keeps a program named with its place after a dash whole (issue 12)', () => {
    // A Word file has no geometry: "SERUMS – Puesto de Salud Wasi" is one entry's header.
    const lines = buildTestLines([
      { text: 'SERUMS – Puesto de Salud Wasi — Enfermera serumista — 2015', width: 0, x: 0 },
      { text: 'Inmunizaciones y visitas domiciliarias.', width: 0, x: 0, listItem: true },
    ]);
    expect(texts(splitSideHeadings(lines))[0]).toBe(
      'SERUMS – Puesto de Salud Wasi — Enfermera serumista — 2015',
    );
  });

  it('splits a side label the text layer read into its content line, also when it wraps', () => {
    const lines = buildTestLines([
      { text: 'Education Universidad Nacional de Ingeniería', x: 50, width: 300, block: 1 },
      { text: 'Bachiller en Ingeniería Civil, 2015', x: 130, width: 200, block: 1 },
      { text: 'Professional/ Constructora Andina S.A.C. 2016-2020', x: 50, width: 400, block: 2 },
      { text: 'Research Ingeniero residente', x: 50, width: 200, block: 2 },
      { text: 'Experience • Obras de saneamiento en Cusco', x: 50, width: 300, block: 2 },
      { text: 'Supervisión de contratistas y valorizaciones', x: 130, width: 300, block: 2 },
      { text: 'Languages Spanish, English', x: 50, width: 200, block: 3 },
      { text: 'Quechua (basic)', x: 130, width: 100, block: 3 },
      { text: 'Certified in project management', x: 130, width: 200, block: 3 },
      { text: 'Certified in occupational safety', x: 130, width: 200, block: 3 },
      { text: 'AutoCAD, Civil 3D, S10', x: 130, width: 150, block: 3 },
    ]);
    const split = splitSideHeadings(lines);
    expect(texts(split)).toEqual([
      'Education',
      'Universidad Nacional de Ingeniería',
      'Bachiller en Ingeniería Civil, 2015',
      'Professional/ Research Experience',
      'Constructora Andina S.A.C. 2016-2020',
      'Ingeniero residente',
      '• Obras de saneamiento en Cusco',
      'Supervisión de contratistas y valorizaciones',
      'Languages',
      'Spanish, English',
      'Quechua (basic)',
      'Certified in project management',
      'Certified in occupational safety',
      'AutoCAD, Civil 3D, S10',
    ]);
    const headings = detectHeadings(split).map((heading) => split[heading.index]?.text);
    expect(headings).toEqual(['Education', 'Professional/ Research Experience', 'Languages']);
  });

  it('never splits a label off a line that goes on a sentence in small letters', () => {
    // A profile set wider than the entries below it: its last line starts left of their edge.
    const lines = buildTestLines([
      {
        text: 'Técnico con seis años de experiencia en montaje de tableros y en',
        x: 43,
        width: 450,
      },
      {
        text: 'disponibilidad para trabajar en turnos rotativos y en provincia.',
        x: 43,
        width: 300,
      },
      ...Array.from({ length: 6 }, (_, index) => ({
        text: `Mantenimiento de motores trifásicos de la línea ${index + 1}.`,
        x: 160,
        width: 250,
      })),
    ]);
    expect(texts(splitSideHeadings(lines))[1]).toBe(
      'disponibilidad para trabajar en turnos rotativos y en provincia.',
    );
  });

  it('keeps a short side heading whole when its last words are lower case', () => {
    const lines = buildTestLines([
      { text: 'Aptitudes técnicas', x: 36, width: 120, bold: true, fontSize: 15 },
      { text: 'Excel avanzado, Power BI y SAP', x: 126, width: 300 },
      { text: 'Manejo de inventarios', x: 126, width: 200 },
    ]);
    expect(texts(splitSideHeadings(lines))).toEqual(texts(lines));
  });

  it('leaves lines at the content edge alone, even when they open with a heading word', () => {
    const lines = buildTestLines([
      { text: 'EXPERIENCIA', x: 50, bold: true },
      { text: 'Experiencia en ventas minoristas y atención al cliente', x: 50, width: 300 },
      { text: 'Idiomas inglés y quechua a nivel intermedio', x: 50, width: 250 },
    ]);
    expect(texts(splitSideHeadings(lines))).toEqual(texts(lines));
  });

  it('splits a form row read without geometry: a heading beside a label and its value', () => {
    const lines = buildTestLines([
      { text: 'Datos personales Apellidos y nombres: Quispe Mamani, Rosa', x: 0, width: 0 },
      { text: 'Estado civil: Soltera', x: 0, width: 0 },
      { text: 'Contacto: Jorge Ruiz: 984 123 456', x: 0, width: 0 },
      { text: 'Experiencia laboral en empresas del sector minero', x: 0, width: 0 },
    ]);
    expect(texts(splitSideHeadings(lines))).toEqual([
      'Datos personales',
      'Apellidos y nombres: Quispe Mamani, Rosa',
      'Estado civil: Soltera',
      'Contacto: Jorge Ruiz: 984 123 456',
      'Experiencia laboral en empresas del sector minero',
    ]);
  });

  it('splits a capitals label cell from the mixed-case content read into its row', () => {
    const lines = buildTestLines([
      { text: 'INFORMACIÓN PERSONAL Nombre Rosa Quispe Mamani', x: 0, width: 0 },
      { text: 'EXPERIENCIA LABORAL EN MINERÍA', x: 0, width: 0 },
      { text: 'IDIOMAS Inglés intermedio', x: 0, width: 0 },
    ]);
    expect(splitSideHeadings(lines).map((line) => line.text)).toEqual([
      'INFORMACIÓN PERSONAL',
      'Nombre Rosa Quispe Mamani',
      'EXPERIENCIA LABORAL EN MINERÍA',
      'IDIOMAS',
      'Inglés intermedio',
    ]);
  });
});

describe('detectHeadings (wrapped, first and side-by-side headings)', () => {
  const found = (lines: ReturnType<typeof buildTestLines>) =>
    detectHeadings(lines).map((heading) => [
      lines[heading.index]?.text,
      heading.continuation === undefined ? null : lines[heading.continuation]?.text,
    ]);

  it('reads a heading wrapped over two paragraphs as one when together they are a heading', () => {
    const lines = buildTestLines([
      'Rosa Quispe Mamani',
      'EDUCACIÓN',
      'Universidad Nacional de San Agustín',
      'Formación',
      'Complementaria',
      'Curso de Excel avanzado',
      'Proyectos',
      'Tienda Virtual',
      'Aplicativo de ventas para bodegas',
    ]);
    expect(found(lines)).toEqual([
      ['EDUCACIÓN', null],
      ['Formación', 'Complementaria'],
      ['Proyectos', null],
    ]);
    // The whole heading names the section's kind, not its first line alone.
    expect(detectHeadings(lines).map((heading) => heading.kind)).toEqual([
      'education',
      'courses',
      'projects',
    ]);
  });

  it('does not take a phrase that runs on into the next line of its paragraph for a heading', () => {
    const lines = buildTestLines([
      'Rosa Quispe Mamani',
      { text: 'ESTUDIOS', bold: true, fontSize: 14 },
      { text: 'Grado en formación', bold: true, block: 10 },
      { text: 'técnica en diseño gráfico', bold: true, block: 10 },
      '2015 - 2018',
      'Instituto Superior del Sur',
      { text: 'IDIOMAS', bold: true, fontSize: 14 },
      'Inglés intermedio',
      'Quechua nativo',
      'Portugués básico',
    ]);
    expect(found(lines)).toEqual([
      ['ESTUDIOS', null],
      ['IDIOMAS', null],
    ]);
  });

  it('takes a first heading without vocabulary when it is set exactly like the others', () => {
    const heading = { bold: true, fontSize: 13 };
    const lines = buildTestLines([
      { text: 'JORGE HUAMÁN', bold: true, fontSize: 22 },
      { text: 'INGENIERO CIVIL', bold: true, fontSize: 13 },
      'jorge.huaman@correo.pe',
      { text: 'PONENCIAS EN CONGRESOS', ...heading },
      'Ponente en el Congreso Nacional de Ingeniería',
      { text: 'EXPERIENCIA', ...heading },
      'Residente de obra',
      { text: 'EDUCACIÓN', ...heading },
      'Universidad Nacional de Ingeniería',
      { text: 'IDIOMAS', ...heading },
      'Inglés intermedio',
    ]);
    expect(found(lines).map(([text]) => text)).toEqual([
      'PONENCIAS EN CONGRESOS',
      'EXPERIENCIA',
      'EDUCACIÓN',
      'IDIOMAS',
    ]);
  });
});

describe('splitSideHeadings (two headings in one line)', () => {
  it('splits two headings set side by side over two columns, not a heading with a dash', () => {
    const lines = buildTestLines([
      { text: 'PROYECTOS HABILIDADES', bold: true, fontSize: 15, width: 350 },
      { text: 'EXPERIENCIA - PROYECTOS', bold: true, fontSize: 15, width: 350 },
      { text: 'EXPERIENCIA LABORAL', bold: true, fontSize: 15, width: 170 },
    ]);
    expect(splitSideHeadings(lines).map((line) => line.text)).toEqual([
      'PROYECTOS',
      'HABILIDADES',
      'EXPERIENCIA - PROYECTOS',
      'EXPERIENCIA LABORAL',
    ]);
  });
});

describe('detectHeadings (a label repeated under each entry)', () => {
  const heading = (text: string) => ({ text, bold: true, fontSize: 11 });
  const label = (text: string) => ({ text, bold: true, x: 70 });
  it('keeps "Logros" under every job inside the job when it lacks the headings’ capitals', () => {
    const lines = buildTestLines([
      heading('EXPERIENCIA LABORAL'),
      'Cargo: Cajera (Enero 2021 – marzo 2022)',
      label('Logros'),
      { text: 'Reduje las diferencias de caja.', listItem: true },
      'Cargo: Vendedora (Enero 2019 – diciembre 2020)',
      label('Logros'),
      { text: 'Superé la meta de ventas.', listItem: true },
      heading('EDUCACIÓN'),
      'Instituto Superior Tecnológico del Sur',
      heading('IDIOMAS'),
      'Inglés intermedio',
      heading('REFERENCIAS'),
      'A solicitud',
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA LABORAL',
      'EDUCACIÓN',
      'IDIOMAS',
      'REFERENCIAS',
    ]);
  });

  it('keeps a bold "Logros" under every job inside the job when it is smaller than the headings', () => {
    // Headings bold and larger, but two sub-headings of the skills bold at the text's size too,
    // so size is not the style every heading shares: the repeated label's size still tells.
    const large = (text: string) => ({ text, bold: true, fontSize: 14 });
    const small = (text: string) => ({ text, bold: true, fontSize: 12 });
    const lines = buildTestLines([
      { text: 'Jorge Wayra Condori', fontSize: 24, bold: true },
      { text: 'jorge.wayra@correo.pe', fontSize: 12 },
      large('Perfil'),
      { text: 'Ingeniero de sistemas con experiencia en desarrollo web.', fontSize: 12 },
      large('Experiencia laboral'),
      small('Caja Municipal Wanka 2022 — Actualidad'),
      { text: 'Desarrollador de Software', fontSize: 12 },
      small('Logros'),
      { text: 'Desarrollo de módulos de créditos', fontSize: 12, listItem: true },
      small('Gobierno Regional Killa 2019 — 2021'),
      { text: 'Especialista en Soporte Técnico', fontSize: 12 },
      small('Logros'),
      { text: 'Administración de la red de 300 equipos', fontSize: 12, listItem: true },
      large('Formación académica'),
      { text: 'Universidad Nacional del Centro 2011 — 2016', fontSize: 12 },
      large('Habilidades'),
      small('Lenguajes'),
      { text: 'Java, Python', fontSize: 12 },
      small('Herramientas'),
      { text: 'Oracle, Git', fontSize: 12 },
      large('Idiomas'),
      { text: 'Español, quechua', fontSize: 12 },
    ]);
    const found = detectHeadings(lines).map((heading) => lines[heading.index]?.text);
    expect(found).not.toContain('Logros');
    expect(found).toEqual(expect.arrayContaining(['Experiencia laboral', 'Formación académica']));
  });

  it('keeps "Logros" under every job inside the job when it is a deeper Word heading level', () => {
    // A .doc reports no sizes: the sections are "Heading 3", each job's employer and its
    // "Logros" label "Heading 4".
    const section = (text: string) => ({ text, headingLevel: 3, width: 0 });
    const deeper = (text: string) => ({ text, headingLevel: 4, width: 0 });
    const plain = (text: string, listItem = false) => ({ text, width: 0, listItem });
    const lines = buildTestLines([
      plain('Jorge Wayra Condori'),
      plain('jorge.wayra@correo.pe'),
      section('Perfil'),
      plain('Ingeniero de sistemas con experiencia en desarrollo web.'),
      section('Experiencia laboral'),
      deeper('Caja Municipal Wanka 2022 — Actualidad'),
      plain('Desarrollador de Software'),
      deeper('Logros'),
      plain('Desarrollo de módulos de créditos', true),
      deeper('Gobierno Regional Killa 2019 — 2021'),
      plain('Especialista en Soporte Técnico'),
      deeper('Logros'),
      plain('Administración de la red de 300 equipos', true),
      section('Formación académica'),
      plain('Universidad Nacional del Centro 2011 — 2016'),
      section('Idiomas'),
      plain('Español, quechua'),
    ]);
    const found = detectHeadings(lines).map((heading) => lines[heading.index]?.text);
    expect(found).not.toContain('Logros');
    expect(found).toEqual(expect.arrayContaining(['Experiencia laboral', 'Formación académica']));
  });

  it('keeps a heading the CV repeats in the headings’ own style', () => {
    const lines = buildTestLines([
      heading('EXPERIENCIA'),
      'Cajera 2021 – 2022',
      heading('EDUCACIÓN'),
      'Instituto Superior Tecnológico del Sur',
      heading('IDIOMAS'),
      'Inglés intermedio',
      { text: 'Página 2', page: 2 },
      { ...heading('EDUCACIÓN'), page: 2 },
      { text: 'Colegio Nacional Mixto', page: 2 },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA',
      'EDUCACIÓN',
      'IDIOMAS',
      'EDUCACIÓN',
    ]);
  });
});

describe('headings with a bracketed note (issue 12)', () => {
  it('reads a heading whose note qualifies it, and a heading listing what the section holds', () => {
    expect(matchHeadingVocabulary('REFERENCIAS LABORALES (solo las dos últimas)')).toEqual({
      kind: 'references',
      strength: 'exact',
    });
    expect(
      matchHeadingVocabulary('CURSOS, TALLERES, SEMINARIOS Y/U OTROS (con constancia)')?.kind,
    ).toBe('courses');
  });

  it('keeps a long job title naming a course out of the headings', () => {
    expect(matchHeadingVocabulary('Asistente de docencia en cursos de Contabilidad (UNSA)')).toBe(
      null,
    );
  });

  it('finds the noted heading in a form and shows it with its note', () => {
    const lines = buildTestLines([
      { text: 'Rosa Quispe Mamani', fontSize: 16, bold: true },
      { text: 'DATOS PERSONALES', bold: true },
      { text: 'DNI: 40123456' },
      { text: 'CURSOS, TALLERES, SEMINARIOS, CONGRESOS Y/U OTROS (con certificado)', bold: true },
      { text: 'Taller de atención al cliente' },
      { text: 'EXPERIENCIA LABORAL (últimos tres empleos)', bold: true },
      { text: 'Cajera – Tiendas Mass' },
      { text: 'Atención en caja y cuadre diario' },
      { text: 'Ventas (2019 – 2021)', bold: true },
      { text: 'Reposición de mercadería en tienda' },
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'DATOS PERSONALES',
      'CURSOS, TALLERES, SEMINARIOS, CONGRESOS Y/U OTROS (con certificado)',
      'EXPERIENCIA LABORAL (últimos tres empleos)',
    ]);
  });
});

describe('typography-only headings that are not sections (issue 12)', () => {
  const heading = (text: string) => ({ text, bold: true, fontSize: 12 });

  it('keeps bold capital sub-headings that open a section inside it, and later headings apart', () => {
    const lines = buildTestLines([
      { text: 'Luis Ccori Apaza', fontSize: 18, bold: true },
      'luis.ccori@correo.pe',
      heading('EXPERIENCIA'),
      'Mozo – Restaurante El Tumi (2020 – 2023)',
      heading('ESTUDIOS'),
      heading('PRIMARIA'),
      'I.E. N.° 50012, Cusco',
      heading('SECUNDARIA'),
      'Colegio Nacional Garcilaso, Cusco',
      heading('IDIOMAS'),
      'Quechua y castellano',
      heading('DEPORTES'),
      'Fútbol y atletismo',
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA',
      'ESTUDIOS',
      'IDIOMAS',
      'DEPORTES',
    ]);
  });

  it('keeps level labels inside a section when the first one shares the heading block', () => {
    const lines = buildTestLines([
      { text: 'Luis Ccori Apaza', fontSize: 18, bold: true },
      'luis.ccori@correo.pe',
      { ...heading('EXPERIENCIA'), y: 100, block: 10 },
      { text: 'Mozo – Restaurante El Tumi', y: 116, block: 10 },
      { text: 'Enero 2020 – marzo 2023', y: 132, block: 10 },
      { text: 'Atención de mesas y caja', y: 148, block: 10 },
      // A Word paragraph block: the heading and the first level label one under the other, the
      // next levels each a paragraph apart.
      { ...heading('ESTUDIOS REALIZADOS'), y: 180, block: 12 },
      { ...heading('PRIMARIA'), y: 196, block: 12 },
      { text: 'I.E. N.° 50012, Cusco', y: 212, block: 12 },
      { ...heading('SECUNDARIA'), y: 244, block: 13 },
      { text: 'Colegio Nacional Garcilaso, Cusco', y: 260, block: 13 },
      { ...heading('TÍTULO OBTENIDO'), y: 292, block: 14 },
      { text: 'Bachiller en Ciencias', y: 308, block: 14 },
      { ...heading('REFERENCIAS PERSONALES'), y: 340, block: 15 },
      { text: 'Ing. Marco Huillca – 984 222 111', y: 356, block: 16 },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA',
      'ESTUDIOS REALIZADOS',
      'REFERENCIAS PERSONALES',
    ]);
  });

  it('reads a heading wrapped over two paragraphs in the heading style as one', () => {
    const lines = buildTestLines([
      { text: 'Luis Ccori Apaza', fontSize: 18, bold: true },
      'luis.ccori@correo.pe',
      heading('Experiencia laboral'),
      'Mozo – Restaurante El Tumi (2020 – 2023)',
      heading('Educación'),
      'Instituto Khipu (2015 – 2018)',
      heading('Formación'),
      heading('Complementaria'),
      'Curso de barismo (2019)',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation, each.kind])).toEqual([
      ['Experiencia laboral', undefined, 'experience'],
      ['Educación', undefined, 'education'],
      ['Formación', 7, 'courses'],
    ]);
  });
});

describe('a heading above the first section (issue 12)', () => {
  it('takes a vocabulary heading under the name in the text style, not one inside a section', () => {
    const big = (text: string) => ({ text, fontSize: 16 });
    const lines = buildTestLines([
      { text: 'Sofía Paredes Lazo', fontSize: 24 },
      'sofia.paredes@correo.pe · 944 111 222',
      'Perfil',
      { text: 'Ordenada • Puntual • Trabajo en equipo', listItem: true },
      big('EXPERIENCIA PROFESIONAL'),
      'Recepcionista – Hostal Los Andes (2021 – 2023)',
      'Logros',
      'Atención a huéspedes extranjeros',
      big('EDUCACIÓN'),
      'Instituto Cibertec (2018 – 2020)',
      big('IDIOMAS'),
      'Inglés intermedio',
      big('CURSOS'),
      'Excel para oficina',
      big('HABILIDADES'),
      'Caja y facturación',
      big('REFERENCIAS'),
      'A solicitud',
    ]);
    expect(detectHeadings(lines).map((found) => [found.index, lines[found.index]?.text])).toEqual([
      [2, 'Perfil'],
      [4, 'EXPERIENCIA PROFESIONAL'],
      [8, 'EDUCACIÓN'],
      [10, 'IDIOMAS'],
      [12, 'CURSOS'],
      [14, 'HABILIDADES'],
      [16, 'REFERENCIAS'],
    ]);
  });
});

describe('a long heading set apart by typography alone (issue 12)', () => {
  it('takes a heading of up to seven words in the headings’ size and case', () => {
    const big = (text: string) => ({ text, fontSize: 15 });
    const lines = buildTestLines([
      { text: 'Diego Salas Ramos', fontSize: 24 },
      'diego.salas@correo.pe',
      big('EXPERIENCIA'),
      'Diseñador gráfico – Agencia Pumakawa (2020 – 2024)',
      big('EDUCACIÓN'),
      'Toulouse Lautrec (2016 – 2019)',
      big('HABILIDADES'),
      'Illustrator, Figma',
      big('MIRA LOS TRABAJOS DE MI PORTAFOLIO'),
      'Cuarenta piezas de marca y empaque',
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA',
      'EDUCACIÓN',
      'HABILIDADES',
      'MIRA LOS TRABAJOS DE MI PORTAFOLIO',
    ]);
  });

  it('takes a line behind the headings’ own glyph, set like them, as one more', () => {
    const marked = (text: string) => ({
      text,
      fontSize: 12,
      bold: true,
      listItem: true,
      listMarker: '■ ',
    });
    const lines = buildTestLines([
      { text: 'Diego Salas Ramos', fontSize: 24, bold: true },
      'diego.salas@correo.pe',
      marked('EXPERIENCIA LABORAL'),
      'Analista de logística – Distribuidora Wasi (2020 – 2024)',
      marked('FORMACIÓN ACADÉMICA'),
      'Ingeniería Industrial – Universidad Pukara (2014 – 2019)',
      marked('IDIOMAS'),
      'Inglés intermedio',
      marked('RESUMEN EN INGLÉS PARA EL EMPLEADOR'),
      'Industrial engineer with six years in distribution.',
      // A duty behind another glyph stays a duty.
      { text: 'MEJORAS DE RUTA', fontSize: 12, bold: true, listItem: true, listMarker: '• ' },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA LABORAL',
      'FORMACIÓN ACADÉMICA',
      'IDIOMAS',
      'RESUMEN EN INGLÉS PARA EL EMPLEADOR',
    ]);
  });

  it('does not count an acronym in brackets among its seven words', () => {
    const big = (text: string) => ({ text, fontSize: 15 });
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 24 },
      'rosa.huillca@correo.pe',
      big('EXPERIENCIA'),
      'Enfermera – Clínica Wasi (2022 – 2024)',
      big('PROGRAMA RURAL DE ATENCIÓN EN SALUD MATERNA (PRASAM)'),
      'Enfermera – Posta Pukara (2021 – 2022)',
      big('EDUCACIÓN'),
      'Universidad Kamayoq (2015 – 2020)',
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA',
      'PROGRAMA RURAL DE ATENCIÓN EN SALUD MATERNA (PRASAM)',
      'EDUCACIÓN',
    ]);
  });
});

describe('headings numbered in one sequence (issue 12)', () => {
  it('takes the line that carries the missing number for a heading, though fields follow it', () => {
    const heading = (text: string) => ({ text, bold: true });
    const lines = buildTestLines([
      { text: 'ROSA HUILLCA QUISPE', bold: true, fontSize: 14 },
      'rosa.huillca@correo.pe',
      heading('I. FORMACIÓN ACADÉMICA'),
      'Bachiller en Enfermería – Universidad Pukara (2010 – 2015)',
      heading('II. EXPERIENCIA PROFESIONAL'),
      'Cargo : Enfermera Asistencial',
      'Institución : Clínica Wasi',
      'Periodo : 2019 – 2023',
      heading('III. CAPACITACIÓN Y ACTUALIZACIÓN'),
      'Curso : Soporte Vital Avanzado',
      'Institución : Instituto Kamayoq',
      heading('IV. REFERENCIAS'),
      'Lic. Ana Pukara – 987 654 321',
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'I. FORMACIÓN ACADÉMICA',
      'II. EXPERIENCIA PROFESIONAL',
      'III. CAPACITACIÓN Y ACTUALIZACIÓN',
      'IV. REFERENCIAS',
    ]);
  });
});

describe('lines in the Word heading style of the headings (issue 12)', () => {
  it('takes a line in the headings’ style level for a heading, whatever its words', () => {
    const lines = buildTestLines([
      { text: 'Valeria Chávez Soto', headingLevel: 1 },
      'valeria.chavez@correo.pe',
      { text: 'Experiencia', headingLevel: 1 },
      'Guía de turismo – Inka Trails (2019 – 2024)',
      { text: 'Educación', headingLevel: 1 },
      'Instituto Khipu (2016 – 2018)',
      { text: 'Rutas que conozco', headingLevel: 1 },
      'Camino Inca, Salkantay, Choquequirao',
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'Experiencia',
      'Educación',
      'Rutas que conozco',
    ]);
  });

  it('takes a level set larger than the text for headings, though most of its words are new', () => {
    // One vocabulary heading ("Perfil") and the others in the author's own words, all in the
    // same Word heading style and set larger than the body.
    const heading = (text: string) => ({ text, headingLevel: 2, fontSize: 13, bold: true });
    const body = (text: string) => ({ text, fontSize: 11 });
    const lines = buildTestLines([
      { text: 'Rosa Quispe Wasi', headingLevel: 1, fontSize: 20, bold: true },
      body('rosa.quispe@correo.pe · 987 654 321'),
      heading('Perfil'),
      body('Técnica en enfermería con siete años en clínicas de Lima.'),
      heading('Mi recorrido laboral'),
      body('Clínica Pukara — Técnica en Enfermería'),
      body('marzo 2021 – a la actualidad'),
      heading('Dónde me formé'),
      body('Instituto Kamayoq — Técnica en Enfermería'),
      body('2014 – 2017'),
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'Perfil',
      'Mi recorrido laboral',
      'Dónde me formé',
    ]);
  });

  it('leaves an employer in the headings’ style over its dates to its entry', () => {
    // A template that sets the section headings and each employer in "Heading 3": an employer
    // over a line of its dates alone opens a job, not a section.
    const heading = (text: string) => ({ text, headingLevel: 3, fontSize: 10.5 });
    const body = (text: string) => ({ text, fontSize: 8.5 });
    const lines = buildTestLines([
      { text: 'Ana Kamayoq Torres', headingLevel: 1, fontSize: 30, bold: true },
      body('ana.kamayoq@correo.pe'),
      heading('Resumen'),
      body('Contadora colegiada con seis años de experiencia en tributación.'),
      heading('Experiencia'),
      heading('Distribuidora Wasi S.A.C.'),
      body('04/2021 - Actualidad'),
      { text: 'Analista Contable Senior', fontSize: 9 },
      heading('Estudio Contable Killa'),
      body('02/2018 - 03/2021'),
      { text: 'Asistente Contable', fontSize: 9 },
      heading('Formación académica'),
      heading('Universidad de Lima'),
      body('03/2012 - 12/2017'),
      heading('Intereses'),
      body('Ajedrez, ciclismo'),
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'Resumen',
      'Experiencia',
      'Formación académica',
      'Intereses',
    ]);
  });

  it('keeps headings in the author’s words over dates-first entries', () => {
    // Each section opens on its first entry's dates: a heading over dates, but the entries
    // after the first have no line of the heading's style over theirs.
    const heading = (text: string) => ({ text, fontSize: 12, bold: true });
    const dates = (text: string) => ({ text, fontSize: 9 });
    const lines = buildTestLines([
      { text: 'Andrea Lazo Wamani', fontSize: 20 },
      { text: 'andrea.lazo@correo.pe', fontSize: 9.5 },
      heading('Sobre mí'),
      'Psicóloga colegiada con seis años en gestión de personas.',
      heading('Dónde he trabajado'),
      dates('Mar. 2022 – hoy'),
      'Especialista de Selección en Grupo Educativo Killa S.A.C.',
      'Lidero los procesos de selección para seis sedes en Lima.',
      dates('Jun. 2019 – Feb. 2022'),
      'Analista de Bienestar en Consorcio Pesquero Wari S.A.',
      'Atendí casos sociales de colaboradores de planta.',
      heading('Lo que estudié'),
      dates('2012 – 2017'),
      'Psicología — Universidad de Lima',
      heading('Idiomas'),
      'Inglés avanzado',
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'Sobre mí',
      'Dónde he trabajado',
      'Lo que estudié',
      'Idiomas',
    ]);
  });

  it('ignores a level a template also gives to ordinary lines', () => {
    const lines = buildTestLines([
      'valeria.chavez@correo.pe',
      { text: 'Experiencia', headingLevel: 2 },
      { text: 'Guía de turismo', headingLevel: 2 },
      { text: 'Atendí grupos de hasta veinte', headingLevel: 2 },
      { text: 'Educación', headingLevel: 2 },
      { text: 'Diseñé rutas nuevas', headingLevel: 2 },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'Experiencia',
      'Educación',
    ]);
  });
});

describe('headings as the text layer gives them (issue 12)', () => {
  it('drops rules typed beside a heading', () => {
    expect(displayHeading('EDUCACIÓN ────────────')).toBe('EDUCACIÓN');
    expect(displayHeading('—————— PERFIL ——————')).toBe('PERFIL');
    expect(displayHeading('EXPERIENCIA - PROYECTOS')).toBe('EXPERIENCIA - PROYECTOS');
  });

  it('reads a heading cut after a joining word as one, even when its end is a heading word', () => {
    const heading = (text: string) => ({ text, bold: true, fontSize: 12 });
    const lines = buildTestLines([
      'ana.diaz@correo.pe',
      heading('EXPERIENCIA'),
      'Cajera – Tottus (2019 – 2021)',
      heading('CURSOS Y'),
      heading('CERTIFICACIONES'),
      'Excel intermedio (2020)',
      heading('IDIOMAS Y'),
      heading('SOFTWARE'),
      'Inglés, Excel',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation])).toEqual([
      ['EXPERIENCIA', undefined],
      ['CURSOS Y', 4],
      ['IDIOMAS Y', 7],
    ]);
  });
});

describe('labels inside an entry (issue 12)', () => {
  it('reads a bold "Logros:" in small letters as a label where the headings are capitals', () => {
    const heading = (text: string) => ({ text, bold: true });
    const lines = buildTestLines([
      'ana.diaz@correo.pe',
      heading('PERFIL'),
      'Contadora con cinco años en estudios contables.',
      heading('EXPERIENCIA'),
      { text: 'Asistente contable – Estudio Ríos (2019 – 2021)', bold: true },
      heading('Logros:'),
      { text: 'Reduje el cierre mensual de 10 a 6 días.', listItem: true },
      { text: 'Auxiliar contable – Grupo Sol (2017 – 2019)', bold: true },
      heading('FORMACIÓN ACADÉMICA'),
      'Contabilidad – SENATI (2016)',
    ]);
    expect(detectHeadings(lines).map((each) => lines[each.index]?.text)).toEqual([
      'PERFIL',
      'EXPERIENCIA',
      'FORMACIÓN ACADÉMICA',
    ]);
  });
});

describe('headings wrapped in a narrow sidebar (issue 12)', () => {
  const heading = (text: string) => ({ text, bold: true, fontSize: 11 });

  it('starts a heading on the line cut after a joining word, its end alone a heading', () => {
    const lines = buildTestLines([
      heading('INFORMACIÓN DE'),
      heading('CONTACTO:'),
      '+51 987 654 321',
      'ana.diaz@correo.pe',
      heading('EXPERIENCIA:'),
      'Cajera – Tottus (2019 – 2021)',
      heading('ESTUDIOS:'),
      'Contabilidad – SENATI (2018)',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation])).toEqual([
      ['INFORMACIÓN DE', 1],
      ['EXPERIENCIA:', undefined],
      ['ESTUDIOS:', undefined],
    ]);
  });

  it('starts it there too where every heading opens on a glyph read as a list marker', () => {
    const glyphHeading = (text: string) => ({ ...heading(text), listItem: true });
    const lines = buildTestLines([
      glyphHeading('INFORMACIÓN DE'),
      heading('CONTACTO'),
      '+51 987 654 321',
      'ana.diaz@correo.pe',
      glyphHeading('EXPERIENCIA'),
      'Cajera – Tottus (2019 – 2021)',
      glyphHeading('ESTUDIOS'),
      'Contabilidad – SENATI (2018)',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation])).toEqual([
      ['INFORMACIÓN DE', 1],
      ['EXPERIENCIA', undefined],
      ['ESTUDIOS', undefined],
    ]);
  });

  it('reads a heading wrapped inside its parenthesis whole, its end set smaller', () => {
    const lines = buildTestLines([
      heading('EXPERIENCIA LABORAL'),
      'Cajera – Tottus (2019 – 2021)',
      heading('REFERENCIAS LABORALES (jefes'),
      { ...heading('directos)'), fontSize: 9 },
      'Carla Ramos – Tottus – 987 654 321',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation, each.kind])).toEqual([
      ['EXPERIENCIA LABORAL', undefined, 'experience'],
      ['REFERENCIAS LABORALES (jefes', 3, 'references'],
    ]);
  });

  it("reads a heading's qualifier in parentheses on the line below as part of it", () => {
    const lines = buildTestLines([
      heading('CURSOS Y SEMINARIOS'),
      { ...heading('(últimos cinco años)'), bold: false, fontSize: 8 },
      'Excel avanzado – Cibertec (2021)',
      heading('EXPERIENCIA LABORAL'),
      'Cajera – Tottus (2019 – 2021)',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation])).toEqual([
      ['CURSOS Y SEMINARIOS', 1],
      ['EXPERIENCIA LABORAL', undefined],
    ]);
  });

  it("leaves a form's instruction in parentheses under the heading out of it", () => {
    const lines = buildTestLines([
      heading('IV. CONOCIMIENTOS DE IDIOMAS Y OFIMÁTICA'),
      { ...heading('(Marcar con X el nivel alcanzado.)'), bold: false, fontSize: 8 },
      'Quechua – Avanzado',
      heading('V. EXPERIENCIA LABORAL'),
      'Cajera – Tottus (2019 – 2021)',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation])).toEqual([
      ['IV. CONOCIMIENTOS DE IDIOMAS Y OFIMÁTICA', undefined],
      ['V. EXPERIENCIA LABORAL', undefined],
    ]);
  });

  it('continues a letter-spaced heading in lower case after its joining word', () => {
    const lines = buildTestLines([
      heading('D a t o s d e'),
      heading('c o n t a c t o'),
      '+51 987 654 321',
      'ana.diaz@correo.pe',
      heading('E x p e r i e n c i a'),
      'Cajera – Tottus (2019 – 2021)',
      heading('E s t u d i o s'),
      'Contabilidad – SENATI (2018)',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((each) => [lines[each.index]?.text, each.continuation])).toEqual([
      ['D a t o s d e', 1],
      ['E x p e r i e n c i a', undefined],
      ['E s t u d i o s', undefined],
    ]);
  });

  it('counts the words of a letter-spaced line styled like the headings, not its letters', () => {
    const big = (text: string) => ({ text, bold: true, fontSize: 13 });
    const lines = buildTestLines([
      'ana.diaz@correo.pe',
      big('E X P E R I E N C I A'),
      'Cajera – Tottus (2019 – 2021)',
      big('E S T U D I O S'),
      'Contabilidad – SENATI (2018)',
      big('H A B I L I D A D E S'),
      'Excel, caja, inventarios',
      big('L E N G U A J E S'),
      'Español, quechua',
    ]);
    expect(detectHeadings(lines).map((each) => lines[each.index]?.text)).toContain(
      'L E N G U A J E S',
    );
  });
});

describe('enumerated and decorated headings (issue 12)', () => {
  it('looks up headings numbered by a form in roman numerals or letters', () => {
    expect(matchHeadingVocabulary('I. DATOS PERSONALES')).toEqual({
      kind: 'other',
      strength: 'exact',
    });
    expect(matchHeadingVocabulary('B) FORMACIÓN ACADÉMICA')?.kind).toBe('education');
    expect(matchHeadingVocabulary('c) Idiomas')?.kind).toBe('languages');
    expect(displayHeading('B) FORMACIÓN ACADÉMICA')).toBe('B) FORMACIÓN ACADÉMICA');
  });

  it('takes a heading decorated with a glyph in the text style, not an item of a list', () => {
    const lines = buildTestLines([
      'rosa.quispe@correo.pe',
      { text: 'Experiencia laboral', listItem: true, listMarker: '▪ ' },
      'Cajera – Tiendas Mass (2019 – 2021)',
      { text: 'Educación', listItem: true, listMarker: '▪ ' },
      'Instituto Khipu (2016 – 2018)',
      { text: 'Habilidades', listItem: true, listMarker: '▪ ' },
      { text: 'Excel', listItem: true, listMarker: '• ' },
      { text: 'Ofimática', listItem: true, listMarker: '• ' },
      { text: 'Atención al cliente', listItem: true, listMarker: '• ' },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'Experiencia laboral',
      'Educación',
      'Habilidades',
    ]);
  });
});

describe('an employer line under its job period', () => {
  it('keeps a capitalised employer a little larger than the text inside the job, not a heading', () => {
    const lines = buildTestLines([
      { text: 'ROSA HUAMÁN TORRES', fontSize: 20 },
      'rosa.huaman@correo.pe',
      { text: 'PERFIL', fontSize: 14 },
      'Asistente administrativa con cinco años en empresas de transporte.',
      { text: 'EXPERIENCIA', fontSize: 14 },
      { text: 'Cusco, Perú | 2 años', bold: true },
      { text: 'TRANSPORTES ALTIPLANO', fontSize: 11, bold: true },
      'Asistente de gerencia',
      { text: 'EDUCACIÓN', fontSize: 14 },
      'Instituto Superior Andino',
      { text: 'IDIOMAS', fontSize: 11 },
      'Inglés intermedio',
      { text: 'MIS PASATIEMPOS', fontSize: 11 },
      'Ciclismo de montaña',
    ]);
    const headings = detectHeadings(lines).map((heading) => lines[heading.index]?.text);
    expect(headings).not.toContain('TRANSPORTES ALTIPLANO');
    expect(headings).toEqual(
      expect.arrayContaining(['EXPERIENCIA', 'EDUCACIÓN', 'IDIOMAS', 'MIS PASATIEMPOS']),
    );
  });
});

describe('a heading word over an address in small letters (issue 12)', () => {
  it('reads "ENLACES" over the profile address in its block as a heading, not prose', () => {
    const lines = buildTestLines([
      { text: 'HABILIDADES', block: 1 },
      { text: 'Excel avanzado', block: 2 },
      { text: 'ENLACES', block: 3 },
      { text: 'https://gitlab.com/ana-diaz', block: 3 },
      { text: 'EXPERIENCIA', block: 4 },
      { text: 'Cajera – Tottus (2019 – 2021)', block: 5 },
    ]);
    expect(detectHeadings(lines).map((each) => lines[each.index]?.text)).toEqual([
      'HABILIDADES',
      'ENLACES',
      'EXPERIENCIA',
    ]);
  });

  it('still reads a heading word running on into a phrase in small letters as prose', () => {
    const lines = buildTestLines([
      { text: 'HABILIDADES', block: 1 },
      { text: 'Excel avanzado', block: 2 },
      { text: 'Herramientas', block: 3 },
      { text: 'de gestión y análisis que usé a diario en el banco.', block: 3 },
      { text: 'EXPERIENCIA', block: 4 },
      { text: 'Cajera – Tottus (2019 – 2021)', block: 5 },
    ]);
    expect(detectHeadings(lines).map((each) => lines[each.index]?.text)).toEqual([
      'HABILIDADES',
      'EXPERIENCIA',
    ]);
  });
});

describe('a heading in words no vocabulary holds, found by how it is set (issue 12)', () => {
  const headingsOf = (lines: ReturnType<typeof buildTestLines>) =>
    detectHeadings(lines).map((found) => lines[found.index]?.text);
  // Each test's unknown heading must stay unknown, or it would prove nothing about typography.
  const unknown = (text: string) => {
    expect(matchHeadingVocabulary(text)).toBeNull();
    return text;
  };

  it('takes one set like any heading above the first, not only like the first', () => {
    const main = (text: string) => ({ text, fontSize: 14, bold: true });
    const lines = buildTestLines([
      'Tomás Quispe Rojas',
      'tomas.quispe@correo.pe',
      main(unknown('MI CAMINO')),
      'Técnico electricista con seis años en obras de vivienda.',
      { text: 'IDIOMAS', fontSize: 12, bold: true },
      'Quechua nativo, inglés básico',
      main('EXPERIENCIA'),
      'Electricista – Inmobiliaria Sol Naciente (2019 – 2024)',
      main('EDUCACIÓN'),
      'SENATI (2015 – 2018)',
    ]);
    expect(headingsOf(lines)).toContain('MI CAMINO');
  });

  it('takes one after a list item that ends on its date', () => {
    const heading = (text: string) => ({ text, fontSize: 11, bold: true });
    const lines = buildTestLines([
      { text: 'Lucía Ramos Paz', fontSize: 18, bold: true },
      'lucia.ramos@correo.pe',
      heading('Perfil'),
      'Docente de matemática con diez años en aula.',
      heading('Formación'),
      { text: 'Licenciada en Educación – Universidad del Altiplano, Puno (2012).', listItem: true },
      { text: 'Diplomado en docencia virtual – Instituto Andino, Cusco (2020)', listItem: true },
      heading(unknown('Aplausos del camino')),
      { text: 'Maestra del año – Red educativa de Juliaca, 2019.', listItem: true },
      heading('Experiencia'),
      'Docente – Colegio Los Pinos (2013 – 2024)',
    ]);
    expect(headingsOf(lines)).toContain('Aplausos del camino');
  });

  it('learns the style from headings, not from a plain label ending in a colon', () => {
    const heading = (text: string) => ({ text, fontSize: 14, bold: true });
    const lines = buildTestLines([
      { text: 'Raúl Cárdenas Vela', fontSize: 24, bold: true },
      'raul.cardenas@correo.pe',
      heading('PERFIL'),
      'Contador con seis años en estudios contables.',
      heading(unknown('MI CAJA DE HERRAMIENTAS')),
      'Concar, SIRE, Excel avanzado',
      heading('IDIOMAS'),
      'Inglés avanzado',
      heading('EXPERIENCIA'),
      'Contador – Estudio Contable Quispe (2019 – 2023)',
      '(Tacna) Logros:',
      { text: 'Cerré los estados financieros en cinco días.', listItem: true },
      'Asistente contable – Ferretería El Sol (2018 – 2019)',
      '(Ica) Logros:',
      { text: 'Concilié las cuentas bancarias cada mes.', listItem: true },
    ]);
    expect(headingsOf(lines)).toContain('MI CAJA DE HERRAMIENTAS');
  });

  it('learns the style from two headings', () => {
    const heading = (text: string) => ({ text, fontSize: 13, bold: true });
    const lines = buildTestLines([
      { text: 'Andrea Vílchez Soto', fontSize: 20 },
      'andrea.vilchez@correo.pe',
      heading('EXPERIENCIA PROFESIONAL'),
      'Analista de créditos – Caja Municipal del Sur (2020 – 2024)',
      heading('EDUCACIÓN'),
      'Universidad Nacional de San Agustín (2014 – 2019)',
      heading(unknown('OTRAS FORTALEZAS')),
      'Manejo de cartera morosa',
    ]);
    expect(headingsOf(lines)).toContain('OTRAS FORTALEZAS');
  });

  it('leaves a line set like side headings but indented as their content', () => {
    const side = (text: string, y: number) => ({ text, x: 50, y, fontSize: 11 });
    const content = (text: string, y: number) => ({ text, x: 130, y, fontSize: 11 });
    const lines = buildTestLines([
      { text: 'Elena Mamani Choque', x: 50, y: 40, fontSize: 20 },
      { text: 'elena.mamani@correo.pe', x: 50, y: 62, fontSize: 9 },
      side('Education', 100),
      content('B.Sc. Statistics, Universidad Nacional Agraria (2016)', 100),
      side('Languages', 130),
      content(unknown('Quechua, Aymara, English'), 130),
      side(unknown('Mentees'), 160),
      content('Supervised two field technicians (2021, 2022)', 160),
      side('Publications', 190),
      // Most of the text is a smaller list, so the side headings and their short content are
      // set larger than the body alike.
      ...[190, 202, 214, 226].map((y) => ({
        text: 'Mamani, E. (2020). Sampling households in the high Andes. Journal of Field Statistics, 12(3).',
        x: 130,
        y,
        fontSize: 9,
      })),
    ]);
    const headings = headingsOf(lines);
    expect(headings).not.toContain('Quechua, Aymara, English');
    expect(headings).toEqual(expect.arrayContaining(['Education', 'Languages', 'Mentees']));
  });

  it('takes a side heading in its own margin under a line that ends on a date', () => {
    const side = (text: string, y: number) => ({ text, x: 50, y, fontSize: 11 });
    const content = (text: string, y: number) => ({ text, x: 130, y, fontSize: 10 });
    const lines = buildTestLines([
      // The header and the profile span the page, side margin included.
      { text: 'Elena Mamani Choque', x: 50, y: 40, fontSize: 20 },
      { text: 'elena.mamani@correo.pe', x: 50, y: 62, fontSize: 9 },
      { text: 'Statistician who designs household surveys.', x: 50, y: 80, fontSize: 10 },
      side('Education', 100),
      content('B.Sc. Statistics, Universidad Nacional Agraria, 2012 – 2016', 100),
      side(unknown('Field seasons'), 130),
      content('Altiplano household survey, 2019 – 2020', 130),
      side('Experience', 160),
      content('Statistician, Instituto del Sur, 2020 – 2024', 160),
      side('Languages', 190),
      content('Quechua, English', 190),
    ]);
    expect(headingsOf(lines)).toContain('Field seasons');
  });

  it('takes a line standing alone in the side headings’ column, in their style', () => {
    // Plain capitals a little smaller than the text: no weight or size sets these headings
    // apart, only the narrow column left of the text where nothing else stands.
    const side = (text: string, y: number) => ({ text, x: 30, y, fontSize: 9 });
    const content = (text: string, y: number) => ({ text, x: 130, y, fontSize: 10 });
    const lines = buildTestLines([
      { text: 'Rosa Quispe Mamani', x: 30, y: 40, fontSize: 20 },
      { text: 'rosa.quispe@correo.pe', x: 30, y: 62, fontSize: 9 },
      side('EXPERIENCIA', 100),
      content('Pukara Wasi Andina S.A.C.', 100),
      content('Asistente contable | 2019 – 2023', 114),
      content('Registré las compras y ventas del mes.', 128),
      side(unknown('TRAYECTO COMUNAL'), 160),
      content('Tesorera de la junta vecinal de Wanchaq', 160),
      content('Llevé el libro de caja de la junta.', 174),
      side('EDUCACIÓN', 200),
      content('Contabilidad, Instituto Kamayoq', 200),
      // A place under a date in the left column is no heading: not in the headings' style.
      { text: 'Cusco', x: 30, y: 214, fontSize: 9 },
      content('Técnica en contabilidad', 214),
      side('IDIOMAS', 240),
      content('Quechua, castellano', 240),
    ]);
    const headings = headingsOf(lines);
    expect(headings).toContain('TRAYECTO COMUNAL');
    expect(headings).not.toContain('Cusco');
  });

  it('never starts a heading on the year that closes the entry above it', () => {
    // Headings set like the text (a colour tells them apart, which the text layer does not
    // keep): the year right above, in the same style, is the last entry's date.
    const lines = buildTestLines([
      { text: 'Rosa Quispe Mamani', fontSize: 20 },
      'rosa.quispe@correo.pe',
      'Experiencia',
      'Municipalidad Distrital de Wanchaq — Orientadora turística',
      '2018',
      'Estudios',
      'Bachiller en Turismo — Universidad Andina del Cusco',
    ]);
    const found = detectHeadings(lines);
    expect(found.map((heading) => lines[heading.index]?.text)).toEqual(['Experiencia', 'Estudios']);
    expect(found.every((heading) => heading.continuation === undefined)).toBe(true);
  });

  it('takes one with a number in a note in brackets', () => {
    const heading = (text: string) => ({ text, fontSize: 13, bold: true });
    const lines = buildTestLines([
      { text: 'Jorge Huanca Ríos', fontSize: 20 },
      'jorge.huanca@correo.pe',
      heading('EXPERIENCIA'),
      'Chofer – Transportes Illari (2018 – 2024)',
      heading('EDUCACIÓN'),
      'Secundaria completa',
      heading('IDIOMAS'),
      'Quechua, castellano',
      heading(unknown('BREVETES VIGENTES (2 categorías)')),
      'A-IIb, A-IIIa',
    ]);
    expect(headingsOf(lines)).toContain('BREVETES VIGENTES (2 categorías)');
  });
});

describe('a heading over a form’s labelled lines (issue 12)', () => {
  it('takes a line ending in a colon as the heading, not as an employer over its fields', () => {
    const heading = (text: string) => ({ text, bold: true });
    const lines = buildTestLines([
      { text: 'Marco Ticona Apaza', fontSize: 16, bold: true },
      'marco.ticona@correo.pe',
      heading('ESTUDIOS'),
      'Instituto Superior Tecnológico del Sur',
      heading('IDIOMAS'),
      'Inglés básico',
      heading('DONDE LABORÉ:'),
      'Cargo: Auxiliar de almacén',
      'Empresa: Distribuidora Los Álamos',
      heading('REFERENCIAS'),
      'A solicitud',
    ]);
    expect(matchHeadingVocabulary('DONDE LABORÉ:')).toBeNull();
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toContain(
      'DONDE LABORÉ:',
    );
  });
});

describe('a label over each job’s duties (issue 12)', () => {
  it('never takes "FUNCIONES:" for a section, however the headings are set', () => {
    const lines = buildTestLines([
      { text: 'EXPERIENCIA LABORAL', bold: true, block: 1 },
      { text: 'EMPRESA : Transportes Kamayoq S.A.C.', block: 2 },
      { text: 'CARGO : Conductor', block: 3 },
      { text: 'FUNCIONES:', bold: true, block: 4 },
      { text: 'Transporte de concentrado de cobre.', listItem: true, block: 5 },
      { text: 'EMPRESA : Turismo Pukara S.A.', block: 6 },
      { text: 'CARGO : Conductor de Ómnibus', block: 7 },
      { text: 'FUNCIONES:', bold: true, block: 8 },
      { text: 'Ruta Juliaca – Arequipa.', listItem: true, block: 9 },
      { text: 'ESTUDIOS REALIZADOS', bold: true, block: 10 },
      { text: 'Secundaria : Colegio Kamayoq (1996 – 2000)', block: 11 },
      { text: 'LICENCIA DE CONDUCIR', bold: true, block: 12 },
      { text: 'A – IIIc', block: 13 },
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'EXPERIENCIA LABORAL',
      'ESTUDIOS REALIZADOS',
      'LICENCIA DE CONDUCIR',
    ]);
  });
});

describe('an entry title that holds a heading word (issue 12)', () => {
  it('reads "INTERNADO COMUNITARIO" set like the job titles above it as one more title', () => {
    const lines = buildTestLines([
      { text: 'EXPERIENCIA PROFESIONAL', bold: true, block: 1 },
      { text: 'ENFERMERA ASISTENCIAL', bold: true, block: 2 },
      { text: 'Hospital Kamayoq | Junio 2021 – Actualidad', block: 2 },
      { text: 'Atención en tópico de medicina.', listItem: true, block: 3 },
      { text: 'ENFERMERA SERUMS', bold: true, block: 4 },
      { text: 'Centro de Salud Pukara | Abril 2019 – Marzo 2020', block: 4 },
      { text: 'Visitas domiciliarias.', listItem: true, block: 5 },
      { text: 'INTERNADO COMUNITARIO', bold: true, block: 6 },
      { text: 'Centro de Salud Wasi | Julio – Diciembre 2017', block: 6 },
      { text: 'Atención en consultorio de CRED.', listItem: true, block: 7 },
      { text: 'CAPACITACIONES', bold: true, block: 8 },
      { text: 'Curso de Soporte Vital Básico, 2022.', listItem: true, block: 9 },
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'EXPERIENCIA PROFESIONAL',
      'CAPACITACIONES',
    ]);
  });
});

/** A Word 97 table cell: a line in its column, without geometry. */
const wordCell = (text: string, column: number, bold = false) => ({
  text,
  column,
  bold,
  width: 0,
  source: 'table' as const,
});

describe('detectHeadings: a table’s heading row in capitals (issue 12)', () => {
  it('reads its cells as the names of columns, not as sections', () => {
    // A Word 97 form: every line a table cell, headings bold in the first column.
    const lines = buildTestLines([
      wordCell('I. DATOS PERSONALES', 0, true),
      wordCell('Nombre', 0),
      wordCell('Rosa Quispe', 1),
      wordCell('II. EXPERIENCIA LABORAL', 0, true),
      wordCell('Cargo', 0),
      wordCell('Contadora', 1),
      wordCell('III. CAPACITACIÓN Y ACTUALIZACIÓN', 0, true),
      wordCell('FECHA', 0, true),
      wordCell('CURSO / EVENTO', 1, true),
      wordCell('INSTITUCIÓN', 2, true),
      wordCell('HORAS', 3, true),
      wordCell('Nov. 2023', 0),
      wordCell('Tributación para MYPE', 1),
      wordCell('Colegio de Contadores', 2),
      wordCell('40', 3),
      wordCell('IV. IDIOMAS', 0, true),
      wordCell('Inglés básico', 0),
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'I. DATOS PERSONALES',
      'II. EXPERIENCIA LABORAL',
      'III. CAPACITACIÓN Y ACTUALIZACIÓN',
      'IV. IDIOMAS',
    ]);
  });

  it("reads a bold identity label in a form's cell ('DNI N°') as a field, not a section", () => {
    const lines = buildTestLines([
      wordCell('I. DATOS PERSONALES', 0, true),
      wordCell('QUISPE', 0, true),
      wordCell('MAMANI', 1, true),
      wordCell('ROSA', 2, true),
      wordCell('DNI N°', 0, true),
      wordCell('45678912', 1),
      wordCell('Dirección', 0),
      wordCell('Jr. Tacna 210, Cusco', 1),
      wordCell('II. FORMACIÓN ACADÉMICA', 0, true),
      wordCell('Contabilidad – Universidad Andina del Cusco', 0),
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'I. DATOS PERSONALES',
      'II. FORMACIÓN ACADÉMICA',
    ]);
  });
});

describe('detectHeadings: a table of jobs with the dates in the first cell (issue 12)', () => {
  it('reads the bold capital titles beside the dates as entries, not as sections', () => {
    // A Word 97 file whose body is one table: headings across the row, then one row per job.
    const lines = buildTestLines([
      wordCell('EXPERIENCIA PROFESIONAL', 0, true),
      wordCell('Marzo del 2017 a la fecha', 0),
      wordCell('JEFE DE ADMINISTRACIÓN Y FINANZAS', 1, true),
      wordCell('Agroindustrial Pukara S.A.', 1),
      wordCell('Supervisión de los equipos de contabilidad y tesorería.', 1),
      wordCell('Enero 2012 – Febrero 2017 (5 años)', 0),
      wordCell('ADMINISTRADOR DE AGENCIA', 1, true),
      wordCell('Caja Kamayoq', 1),
      wordCell('FORMACIÓN ACADÉMICA', 0, true),
      wordCell('2000 – 2005', 0),
      wordCell('Licenciado en Administración', 1),
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'EXPERIENCIA PROFESIONAL',
      'FORMACIÓN ACADÉMICA',
    ]);
  });
});

describe('matchHeadingVocabulary: one degree or course named with its subject (issue 12)', () => {
  it('is an entry, whatever heading word its subject holds', () => {
    expect(matchHeadingVocabulary('Maestría en Educación con mención en')).toBeNull();
    expect(matchHeadingVocabulary('Licenciada en Educación Primaria')).toBeNull();
    expect(matchHeadingVocabulary('Taller de Educación Socioemocional')).toBeNull();
    // The kinds of studies a section holds are still its heading.
    expect(matchHeadingVocabulary('Diplomados y cursos')?.kind).toBe('courses');
    expect(matchHeadingVocabulary('Educación')?.kind).toBe('education');
  });
});

describe('detectHeadings: labels and employers set like headings inside a job (issue 12)', () => {
  it('reads "Logros:" indented to a job’s text, without the headings’ size, as part of the job', () => {
    // Dates in a left column, each job's text from x 163; headings larger, at the margin.
    const heading = (text: string, y: number) => ({ text, bold: true, fontSize: 11.5, x: 53, y });
    const lines = buildTestLines([
      heading('Perfil profesional', 50),
      { text: 'Ingeniera industrial con ocho años en logística.', y: 66 },
      heading('Experiencia laboral', 90),
      {
        text: '01/2022 – Actualidad Coordinadora de Logística, Pukara S.A.C.',
        x: 58,
        y: 110,
        bold: true,
      },
      { text: 'Funciones:', x: 163, y: 124, bold: true, fontSize: 9 },
      { text: 'Control del presupuesto anual.', x: 167, y: 137, listItem: true },
      { text: 'Logros:', x: 163, y: 151, bold: true, fontSize: 9 },
      { text: 'Reduje en 18 % los gastos.', x: 167, y: 164, listItem: true },
      { text: '2017 – 2021 Asistente de Compras, Kamayoq S.A.', x: 58, y: 184, bold: true },
      { text: 'Compras nacionales de insumos.', x: 167, y: 198, listItem: true },
      heading('Formación académica', 222),
      { text: '2010 – 2015 Bachiller en Ingeniería Industrial', x: 58, y: 240 },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'Perfil profesional',
      'Experiencia laboral',
      'Formación académica',
    ]);
  });

  it('reads an employer in the headings’ style over its unit and a labelled field as no heading', () => {
    // Grey heading bars drawn behind the headings leave them set exactly like the employers.
    const caps = (text: string, y: number) => ({ text, bold: true, fontSize: 10.5, x: 64, y });
    const line = (text: string, y: number, more: Partial<TextLine> = {}) => ({
      text,
      x: 78,
      y,
      ...more,
    });
    const lines = buildTestLines([
      caps('RESUMEN PROFESIONAL', 60),
      { text: 'Ingeniero civil con ocho años en obras.', x: 64, y: 77 },
      caps('EXPERIENCIA PROFESIONAL', 100),
      caps('CONSTRUCTORA KAMAYOQ S.A.C.', 117),
      { text: 'Empresa dedicada a obras de saneamiento.', x: 64, y: 130, fontSize: 9 },
      line('Puesto desempeñado: Residente de Obra', 142, { bold: true }),
      line('Periodo: Marzo 2021 – Actualidad', 154, { bold: true }),
      line('Dirección técnica de la obra.', 166, { x: 85, listItem: true }),
      line('Jefe inmediato: Ing. Raúl Wasi – Telf.: 073 305 412', 178, { fontSize: 9 }),
      caps('MUNICIPALIDAD PROVINCIAL DE WASI', 197),
      { text: 'Sub Gerencia de Obras e Infraestructura', x: 64, y: 210, fontSize: 9.5 },
      line('Puesto desempeñado: Asistente Técnico de Obras', 222, { bold: true }),
      line('Periodo: Enero 2016 – Diciembre 2018', 234, { bold: true }),
      line('Revisión de expedientes técnicos.', 246, { x: 85, listItem: true }),
      caps('FORMACIÓN ACADÉMICA', 270),
      { text: 'UNIVERSIDAD NACIONAL DE PUKARA | 2010 – 2015', x: 64, y: 287, bold: true },
      caps('DATOS PERSONALES', 310),
      { text: 'DNI: 46220517', x: 64, y: 327 },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'RESUMEN PROFESIONAL',
      'EXPERIENCIA PROFESIONAL',
      'FORMACIÓN ACADÉMICA',
      'DATOS PERSONALES',
    ]);
  });
});

describe('matchHeadingVocabulary: letter-spacing kerned unevenly (issue 12)', () => {
  it('joins "CO N TAC TO" into a heading of the vocabulary, and only into one', () => {
    expect(matchHeadingVocabulary('CO N TAC TO')).not.toBeNull();
    expect(displayHeading('CO N TAC TO')).toBe('CONTACTO');
    expect(matchHeadingVocabulary('LA S DE LA S')).toBeNull();
  });
});

describe('detectHeadings: an entry title under its dates alone (issue 12)', () => {
  it('reads "Prácticas pre profesionales" right under "Ene 2015 - Jun 2015" as a title', () => {
    const heading = (text: string) => ({ text, bold: true, fontSize: 12.5 });
    const lines = buildTestLines([
      heading('EXPERIENCIA'),
      { text: '2016 - 2018', bold: true, fontSize: 8.6 },
      { text: 'Auxiliar de Enfermería', bold: true, fontSize: 10.4 },
      { text: 'Policlínico Wasi', fontSize: 9.2 },
      { text: 'Ene 2015 - Jun 2015', bold: true, fontSize: 8.6 },
      { text: 'Prácticas pre profesionales', bold: true, fontSize: 10.4 },
      { text: 'Centro de Salud Kamayoq', fontSize: 9.2 },
      heading('EDUCACIÓN'),
      { text: 'Técnica en Enfermería – Instituto Pukara', fontSize: 9.2 },
      heading('CURSOS'),
      { text: 'Primeros auxilios (2019)', fontSize: 9.2 },
    ]);
    expect(detectHeadings(lines).map((found) => lines[found.index]?.text)).toEqual([
      'EXPERIENCIA',
      'EDUCACIÓN',
      'CURSOS',
    ]);
  });
});

describe('detectHeadings: a degree wrapped onto a heading word (issue 12)', () => {
  it('reads "e Informática" under "Bachiller en Ingeniería de Sistemas" as the degree’s end', () => {
    const side = (text: string, y: number, block: number, more: Partial<TextLine> = {}) => ({
      text,
      x: 39,
      y,
      width: text.length * 4.3,
      fontSize: 9,
      block,
      ...more,
    });
    const degree = { fontSize: 9.5, bold: true };
    const heading = { fontSize: 11, bold: true };
    const lines = buildTestLines([
      side('DIEGO WASI LOZANO', 41, 1, { fontSize: 24, bold: true }),
      side('Ingeniero de Sistemas | Desarrollador', 72, 2, { fontSize: 12 }),
      side('CONTACTO', 121, 3, heading),
      side('San Miguel, Lima', 141, 4),
      side('936 104 872', 153, 4),
      side('diego.wasi@correo.pe', 165, 4),
      side('github.com/dwasi', 177, 4),
      side('EDUCACIÓN', 213, 5, heading),
      side('Título profesional de Ingeniero de', 233, 6, degree),
      side('Sistemas', 245, 6, degree),
      side('Universidad Kamayoq', 256, 6),
      side('2021', 267, 6),
      side('Bachiller en Ingeniería de Sistemas', 284, 7, degree),
      side('e Informática', 295, 7, degree),
      side('Universidad Kamayoq', 306, 7),
      side('2014 – 2019', 316, 7),
    ]);
    expect(detectHeadings(lines).map((heading) => lines[heading.index]?.text)).toEqual([
      'CONTACTO',
      'EDUCACIÓN',
    ]);
  });
});
