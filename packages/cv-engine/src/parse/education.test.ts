import { describe, expect, it } from 'vitest';
import { buildTestLines, tableCell } from './build-test-lines';
import { parseEducationEntries } from './education';
import { readEducationLine } from './education-fields';

function fields(specs: Parameters<typeof buildTestLines>[0]): (string | null)[][] {
  return parseEducationEntries(buildTestLines(specs), 's').education.map((entry) => [
    entry.degree,
    entry.institution,
    entry.dates?.text ?? null,
  ]);
}

describe('schools over their studies, with courses between them (issue 12)', () => {
  const school = (text: string, block: number) => ({ text, block, bold: true, fontSize: 12 });
  const studies = (text: string, block: number) => ({ text, block, bold: true, fontSize: 11.5 });

  it('gives a school over studies that name none the entry below, not the course above', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        school('SENATI (Callao)', 1),
        studies('Técnico en Gestión Logística | 2017 – 2020', 1),
        school('Centro de Formación Técnica Qhapaq (Lima)', 2),
        studies('Curso de Operador de Montacargas (60 h) | 2016', 2),
        studies('Diplomado en Gestión de Almacenes | 2022', 2),
        school('I.E. N° 5041 Inti Raymi (Callao)', 3),
        studies('Secundaria completa | Promoción 2012', 3),
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Técnico en Gestión Logística', 'SENATI'],
      ['Secundaria completa', 'I.E. N° 5041 Inti Raymi'],
    ]);
  });

  it('reads studies closed by two states in brackets as a degree: "(VI ciclo, trunco)"', () => {
    expect(fields(['IDAT – Computación e Informática (VI ciclo, trunco) – 2013 – 2015'])).toEqual([
      ['Computación e Informática (VI ciclo, trunco)', 'IDAT', '2013 – 2015'],
    ]);
  });
});

describe('a form of labelled fields in one Word paragraph (issue 12)', () => {
  it('reads a long labelled line and the label under it as two fields, in English and Spanish', () => {
    // Word lines have no measured width: a line of 60 characters or more is no justified line
    // running on into the next one of its paragraph.
    const word = { x: 0, width: 0 };
    expect(
      fields([
        { text: 'Degree: Bachelor in Civil Engineering', block: 1, ...word },
        {
          text: 'Institution: Universidad Nacional de San Antonio Abad del Cusco',
          block: 1,
          ...word,
        },
        { text: 'Period: March 2009 – December 2014', block: 1, ...word },
        { text: 'Grado: Técnico en Enfermería', block: 2, ...word },
        {
          text: 'Institución: Instituto de Educación Superior Tecnológico Público Wari',
          block: 2,
          ...word,
        },
        { text: 'Periodo: Abril 2013 – Marzo 2016', block: 2, ...word },
      ]),
    ).toEqual([
      [
        'Bachelor in Civil Engineering',
        'Universidad Nacional de San Antonio Abad del Cusco',
        'March 2009 – December 2014',
      ],
      [
        'Técnico en Enfermería',
        'Instituto de Educación Superior Tecnológico Público Wari',
        'Abril 2013 – Marzo 2016',
      ],
    ]);
  });
});

describe('years stacked over a school (issue 12)', () => {
  it('reads the two years as the range, losing neither', () => {
    expect(
      fields([
        { text: '2013', bold: true, block: 1 },
        { text: '2018', bold: true, block: 1 },
        { text: 'Universidad Nacional de Ingeniería', bold: true, block: 2 },
        { text: 'Bachiller en Estadística', block: 3 },
        { text: '2019', bold: true, block: 4 },
        { text: '2021', bold: true, block: 4 },
        { text: 'Universidad del Pacífico', bold: true, block: 5 },
        { text: 'Maestría en Finanzas', block: 6 },
      ]),
    ).toEqual([
      ['Bachiller en Estadística', 'Universidad Nacional de Ingeniería', '2013 – 2018'],
      ['Maestría en Finanzas', 'Universidad del Pacífico', '2019 – 2021'],
    ]);
  });
});

describe('notes set under a school (issue 12)', () => {
  it('keeps an indented dated note in its entry, and the next school opens the next one', () => {
    const lines = buildTestLines([
      { text: 'Universidad Andina del Cusco | Cusco, Perú', x: 54, block: 1 },
      { text: 'Bachiller en Economía | Mar. 2013 – Dic. 2017', x: 54, block: 1 },
      { text: 'Tercio superior. Beca de excelencia académica 2015–2016.', x: 69, block: 1 },
      { text: 'Colegio Kamayoq | Cusco, Perú', x: 54, block: 2 },
      { text: 'Educación secundaria | 2008 – 2012', x: 54, block: 2 },
    ]);
    const parsed = parseEducationEntries(lines, 's');
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Bachiller en Economía', 'Universidad Andina del Cusco'],
      ['Educación secundaria', 'Colegio Kamayoq'],
    ]);
    expect(parsed.education[0]?.details).toEqual([
      'Tercio superior. Beca de excelencia académica 2015–2016.',
    ]);
    expect(parsed.certifications).toEqual([]);
  });
});

describe('readEducationLine', () => {
  /** The degree and the school a line names. */
  const read = (text: string) => {
    const line = readEducationLine(text);
    return [line.degree, line.institution];
  };

  it('keeps a foreseen end in brackets with the dates: "2024 – 2026 (esperado)"', () => {
    const line = readEducationLine('Maestría en Finanzas | 2024 – 2026 (esperado)');
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'Maestría en Finanzas',
      null,
      '2024 – 2026 (esperado)',
    ]);
  });

  it('reads a town the place list lacks when the school is named after it, before its country', () => {
    const line = readEducationLine(
      'Grado en Ingeniería Industrial | Universidad de Pukara Pukara, España',
    );
    expect([line.institution, line.location]).toEqual(['Universidad de Pukara', 'Pukara, España']);
  });

  it('reads a known place in brackets after the school as where it is (issue 12)', () => {
    const line = readEducationLine('Secundaria completa – Colegio Particular Kamayoq (Arequipa)');
    expect([line.institution, line.location]).toEqual(['Colegio Particular Kamayoq', 'Arequipa']);
    // An acronym in brackets is the school's own.
    expect(readEducationLine('Bachiller – Universidad Andina del Sur (UAS)').institution).toBe(
      'Universidad Andina del Sur (UAS)',
    );
  });

  it('reads a form’s level label by what its value names (issue 12)', () => {
    // A level of higher studies over the career, its school on the next line.
    expect(read('Superior : Secretariado Ejecutivo Computarizado')).toEqual([
      'Secretariado Ejecutivo Computarizado',
      null,
    ]);
    // The level said again in full is the degree as displayed.
    expect(read('Secundaria : Educación Secundaria')).toEqual(['Educación Secundaria', null]);
    // A school under a level is still the school.
    expect(read('Secundaria: Colegio Kamayoq')).toEqual(['Secundaria', 'Colegio Kamayoq']);
    // A degree named with its field is the degree, whatever level the label gives it.
    expect(read('Superior Técnico: Técnico en Administración de Empresas (egresada)')).toEqual([
      'Técnico en Administración de Empresas (egresada)',
      null,
    ]);
    expect(read('Secundaria: Bachiller en Ciencias')).toEqual(['Bachiller en Ciencias', null]);
    expect(read('Superior técnica: Computación e Informática – III ciclo (en curso)')).toEqual([
      'Computación e Informática – III ciclo (en curso)',
      null,
    ]);
  });

  it('reads dates that open a line before a sentence about the studies (issue 12)', () => {
    const line = readEducationLine('2008 – 2013. Título apostillado; reconocimiento en trámite.');
    expect([line.dates?.text, line.extras, line.description]).toEqual([
      '2008 – 2013',
      ['Título apostillado; reconocimiento en trámite.'],
      false,
    ]);
  });

  it('reads how far the studies went as part of them, never a school (issue 12)', () => {
    expect(read('Enfermería – VIII ciclo (en curso)')).toEqual([
      'Enfermería – VIII ciclo (en curso)',
      null,
    ]);
    expect(read('Administración de Empresas – 8.º ciclo (en curso)')).toEqual([
      'Administración de Empresas – 8.º ciclo (en curso)',
      null,
    ]);
    expect(read('Administración de Empresas – Ciclo VIII (en curso)')).toEqual([
      'Administración de Empresas – Ciclo VIII (en curso)',
      null,
    ]);
    expect(read('Contabilidad, 7mo ciclo (Tercio superior)')).toEqual([
      'Contabilidad, 7mo ciclo (Tercio superior)',
      null,
    ]);
    expect(read('Universidad Kamayoq – Derecho – último año')).toEqual([
      'Derecho – último año',
      'Universidad Kamayoq',
    ]);
  });

  it('splits "Degree – Institution, Country, Year" and keeps the country as the place', () => {
    const line = readEducationLine('Maestría en Finanzas – Universidad de Piura, Perú, 2019.');
    expect([line.degree, line.institution, line.location, line.dates?.text]).toEqual([
      'Maestría en Finanzas',
      'Universidad de Piura',
      'Perú',
      '2019',
    ]);
  });

  it('tells a school named first from the degree by vocabulary, not position', () => {
    const line = readEducationLine('UNIVERSIDAD NACIONAL DE TRUJILLO • BACHILLER • 2010 – 2015');
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'BACHILLER',
      'UNIVERSIDAD NACIONAL DE TRUJILLO',
      '2010 – 2015',
    ]);
  });

  it('reads pieces set apart by "•" or "|" as fields of their own', () => {
    const line = readEducationLine(
      'Universidad Nacional del Altiplano • Administración de Empresas • 2012 – 2017',
    );
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'Administración de Empresas',
      'Universidad Nacional del Altiplano',
      '2012 – 2017',
    ]);
  });

  it('keeps a school numbered after an abbreviation whole, and a school a level labels', () => {
    const numbered = readEducationLine(
      'Secundaria completa - I.E. N° 4021 Santa Ana (2006 - 2010)',
    );
    expect([numbered.degree, numbered.institution]).toEqual([
      'Secundaria completa',
      'I.E. N° 4021 Santa Ana',
    ]);
    const labelled = readEducationLine(
      'Educación Secundaria: I.E. Virgen del Carmen, Juliaca (2004-2008)',
    );
    expect([labelled.degree, labelled.institution, labelled.dates?.text]).toEqual([
      'Educación Secundaria',
      'I.E. Virgen del Carmen',
      '2004-2008',
    ]);
  });

  it('drops the separator dates closing the line leave behind, and reads "Ing." as a degree', () => {
    const line = readEducationLine('Economía – Universidad Andina del Sur – 2016 - 2021');
    expect(line.institution).toBe('Universidad Andina del Sur');
    expect(readEducationLine('Ing. Agrónoma – Universidad del Valle Alto').degreeStrength).toBe(
      'degree',
    );
  });

  it("reads a field of study after the school as the degree, not the school's city or name", () => {
    const line = readEducationLine('Universidad Nacional de Tumbes – Contabilidad (2011 – 2016)');
    expect([line.degree, line.institution]).toEqual([
      'Contabilidad',
      'Universidad Nacional de Tumbes',
    ]);
    expect(readEducationLine('Instituto Superior Andino – Contabilidad').degree).toBe(
      'Contabilidad',
    );
  });

  it("moves a known place run on after the school's bracketed acronym to the place", () => {
    const runOn = readEducationLine('Universidad Andina Sur (UAS) Cusco, Perú');
    expect([runOn.institution, runOn.location]).toEqual(['Universidad Andina Sur (UAS)', 'Cusco']);
    expect(
      readEducationLine('Universidad Nacional San Antonio Abad del Cusco, Perú').institution,
    ).toBe('Universidad Nacional San Antonio Abad del Cusco');
  });

  it('keeps a nameless piece with the degree or school beside it', () => {
    const degree = readEducationLine('Pre-grado en Derecho - Tercio superior 2014 - 2019');
    expect(degree.degree).toBe('Pre-grado en Derecho - Tercio superior');
    const school = readEducationLine('UCSM - Universidad Católica de Santa María');
    expect(school.institution).toBe('UCSM - Universidad Católica de Santa María');
  });

  it('drops a street address after the school and keeps "Promoción" with its year', () => {
    const line = readEducationLine('Colegio San Pedro Avenida Los Pinos 420 Promoción 2012');
    expect([line.institution, line.dates?.text]).toEqual(['Colegio San Pedro', 'Promoción 2012']);
  });

  it('reads labelled values: a level, a title, a year', () => {
    const level = readEducationLine('Secundaria: Colegio Santa Rosa');
    expect([level.degree, level.degreeStrength, level.institution]).toEqual([
      'Secundaria',
      'level',
      'Colegio Santa Rosa',
    ]);
    expect(readEducationLine('Título obtenido: Técnico en Enfermería').degree).toBe(
      'Técnico en Enfermería',
    );
    expect(readEducationLine('Año de promoción: 2016').dates?.text).toBe('2016');
    // "Curso online: Testing en React": a course named after its kind, never a note.
    expect(readEducationLine('Curso online: Testing en React con Jest')).toMatchObject({
      course: true,
      courseName: 'Curso online: Testing en React con Jest',
      description: false,
    });
    // A master's an academy or an online school sells, or one counted in hours, is a course;
    // a university's is a degree, online or not.
    expect(readEducationLine('ACADEMIA YACHAY ONLINE | MÁSTER EN GESTIÓN COMERCIAL').course).toBe(
      true,
    );
    expect(readEducationLine('Máster en Auditoría (online, 120 h) – Escuela Kamayoq').course).toBe(
      true,
    );
    expect(
      readEducationLine('Máster Universitario en Finanzas (online) – Universidad Wasi').course,
    ).toBe(false);
    // Any study counted in hours, or called a course in its brackets, is a course; so is a
    // certificate named first, whatever degree word its name holds ("Scrum Master").
    expect(
      readEducationLine(
        'Especialización en Ciencia de Datos con Python (curso en línea, 120 h) – Universidad Pukara',
      ).course,
    ).toBe(true);
    expect(readEducationLine('Certificación Scrum Master (PSM I) – Scrum.org').course).toBe(true);
    expect(
      readEducationLine('Segunda Especialidad en Enfermería Oncológica – Universidad Wasi').course,
    ).toBe(false);
    // "Año 2014" opening a dates column's cell: the word names the year.
    const year = readEducationLine('Año 2014 Título Profesional de Ingeniero de Minas');
    expect([year.dates?.text, year.degree]).toEqual([
      'Año 2014',
      'Título Profesional de Ingeniero de Minas',
    ]);
    expect(readEducationLine('Nota: tercio superior de la promoción').description).toBe(true);
  });

  it('finds the school after "en la" and an open range "2008-"', () => {
    const line = readEducationLine(
      '2008- Cursado de la carrera Contabilidad en la Universidad de Lima',
    );
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'Contabilidad',
      'Universidad de Lima',
      '2008-',
    ]);
  });

  it('reads a long sentence in lower case as a description, even with a year and a degree', () => {
    const line = readEducationLine(
      'Desde el 2023, actualmente sigo en el segundo año la carrera de la Ingeniería Civil,',
    );
    expect(line.description).toBe(true);
    expect(
      readEducationLine(
        'Bachiller en Administración de Empresas, enero de 2010 – diciembre de 2015',
      ).description,
    ).toBe(false);
  });

  it('marks courses, language schools and online certificates', () => {
    expect(readEducationLine('PUCP - Curso de Excel Avanzado').course).toBe(true);
    expect(readEducationLine('Inglés intermedio – ICPNA').course).toBe(true);
    expect(readEducationLine('Bachiller en Educación – Universidad de Lima').course).toBe(false);
  });
});

describe('parseEducationEntries', () => {
  it('begins an entry where a line names a second school, whatever the order of fields', () => {
    expect(
      fields([
        'Universidad Nacional de San Agustín Calle Santa Catalina 117',
        'BACHILLER EN ECONOMÍA 2011 - 2016',
        'Colegio La Salle',
        'SECUNDARIA COMPLETA 2006-2010',
      ]),
    ).toEqual([
      ['BACHILLER EN ECONOMÍA', 'Universidad Nacional de San Agustín', '2011 - 2016'],
      ['SECUNDARIA COMPLETA', 'Colegio La Salle', '2006-2010'],
    ]);
  });

  it('reads one entry per line when each line holds the whole entry', () => {
    expect(
      fields([
        'Master of Finance – University of Melbourne, 2021',
        'Bachelor of Economics – University of Piura, 2015',
      ]),
    ).toEqual([
      ['Master of Finance', 'University of Melbourne', '2021'],
      ['Bachelor of Economics', 'University of Piura', '2015'],
    ]);
  });

  it('joins a list item wrapped onto a hanging line', () => {
    const lines = buildTestLines([
      {
        text: 'Doctorado en Química – Universidad Nacional Autónoma de',
        listItem: true,
        block: 1,
        width: 400,
      },
      { text: 'México, México, 2018.', x: 62, block: 1, width: 100 },
      {
        text: 'Licenciatura en Química – Universidad de Chile, Chile, 2011.',
        listItem: true,
        block: 2,
        width: 300,
      },
    ]);
    expect(
      parseEducationEntries(lines, 's').education.map((entry) => [
        entry.institution,
        entry.dates?.text,
      ]),
    ).toEqual([
      ['Universidad Nacional Autónoma de México', '2018'],
      ['Universidad de Chile', '2011'],
    ]);
  });

  it('completes a school level with the title below it and keeps describing lines as details', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'PRIMARIA',
        'Escuela Fiscal Número 12',
        'SECUNDARIA',
        'Unidad Educativa Los Andes',
        'TÍTULO OBTENIDO',
        'Bachiller en Ciencias',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['PRIMARIA', 'Escuela Fiscal Número 12'],
      ['Bachiller en Ciencias', 'Unidad Educativa Los Andes'],
    ]);
  });

  it('keeps courses under a courses sub-heading, and undated courses beside degrees, as certifications', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        { text: 'UNIVERSIDAD DE LIMA Ingeniería Industrial (2012 hasta 2017)', listItem: true },
        { text: 'UNIVERSIDAD ESAN - Gestión de Inventarios', listItem: true },
        'Cursos realizados:',
        { text: 'Power BI para negocios (2020)', listItem: true },
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Ingeniería Industrial', 'UNIVERSIDAD DE LIMA'],
    ]);
    expect(parsed.certifications.map((entry) => entry.name)).toEqual([
      'UNIVERSIDAD ESAN - Gestión de Inventarios',
      'Power BI para negocios',
    ]);
  });

  it('keeps the lines under a course in that course, and a district with its city', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'Universidad Nacional de Ingeniería | Rímac, Lima',
        'Bachiller en Ingeniería de Sistemas | Marzo 2016 – Diciembre 2021',
        'Otros cursos seguidos en el área de redes:',
        {
          text: 'Enrutamiento avanzado, Seguridad perimetral, Telefonía IP y Monitoreo de servicios.',
          listItem: true,
        },
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.location])).toEqual([
      ['Bachiller en Ingeniería de Sistemas', 'Rímac, Lima'],
    ]);
    // Every word the section wrote is in an entry: nothing falls between them.
    expect(parsed.certifications.map((entry) => entry.name)).toEqual([
      'Otros cursos seguidos en el área de redes: Enrutamiento avanzado, Seguridad perimetral, Telefonía IP y Monitoreo de servicios.',
    ]);
  });

  it('finishes a school name cut by a right-aligned date with the short tail below it', () => {
    expect(
      fields([
        { text: 'Técnico en Contabilidad – Instituto Superior 2015 – 2018', block: 1 },
        { text: 'Tecnológico Cibertec', block: 1 },
      ]),
    ).toEqual([
      ['Técnico en Contabilidad', 'Instituto Superior Tecnológico Cibertec', '2015 – 2018'],
    ]);
  });

  it('finishes a school name wrapped after a "degree • present • school" line', () => {
    expect(
      fields([
        { text: 'INGENIERÍA CIVIL • ACTUALIDAD • UNIVERSIDAD', block: 1 },
        { text: 'NACIONAL DE SAN AGUSTÍN', block: 1 },
        { text: 'Cursando el cuarto año de la carrera.', block: 1 },
      ]),
    ).toEqual([['INGENIERÍA CIVIL', 'UNIVERSIDAD NACIONAL DE SAN AGUSTÍN', 'ACTUALIDAD']]);
  });

  it("reads a dates cell read row by row beside the entry's cell: the range, then the entry", () => {
    expect(
      fields([
        { text: 'De 03/03/2014 I.E. San Juan Bosco', block: 1 },
        { text: 'a 20/12/2018 Secundaria completa', block: 1 },
        { text: '(Piura)', block: 1 },
        { text: 'De 10/04/2020 Instituto Superior Tecnológico', block: 2 },
        { text: 'A la actualidad Computación e Informática', block: 2 },
      ]),
    ).toEqual([
      ['Secundaria completa', 'I.E. San Juan Bosco', 'De 03/03/2014 a 20/12/2018'],
      [
        'Computación e Informática',
        'Instituto Superior Tecnológico',
        'De 10/04/2020 A la actualidad',
      ],
    ]);
  });

  it('reads two-column rows where the school closes the entry above', () => {
    expect(
      fields([
        { text: 'MSc in Economics 2019 – 2021', block: 1 },
        { text: 'Universidad de Piura, Piura BSc in Economics 2013 – 2018', block: 1 },
        { text: 'Universidad de Lima, Lima', block: 1 },
      ]),
    ).toEqual([
      ['MSc in Economics', 'Universidad de Piura', '2019 – 2021'],
      ['BSc in Economics', 'Universidad de Lima', '2013 – 2018'],
    ]);
    expect(readEducationLine('Austin, TX Bachelor of Arts in History').location).toBe('Austin, TX');
  });

  it("keeps a line set unlike the entries' first lines, naming nothing, with the entry above", () => {
    expect(
      fields([
        { text: 'INSTITUTO SUPERIOR DEL NORTE', bold: true, fontSize: 11 },
        { text: 'SOFTWARE DEVELOPMENT', bold: true },
        { text: 'Focus on Mobile Apps for Small Retailers', fontSize: 11 },
        { text: 'UNIVERSIDAD NACIONAL DEL SUR', bold: true, fontSize: 11 },
        { text: 'BACHELOR IN ECONOMICS', bold: true },
      ]),
    ).toEqual([
      ['SOFTWARE DEVELOPMENT', 'INSTITUTO SUPERIOR DEL NORTE', null],
      ['BACHELOR IN ECONOMICS', 'UNIVERSIDAD NACIONAL DEL SUR', null],
    ]);
  });

  it("reads a form's table row by row, its header naming the columns and a band titling courses", () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        tableCell('Nivel', 0, true),
        tableCell('Título obtenido', 1, true),
        tableCell('Institución', 2, true),
        tableCell('Fecha', 3, true),
        tableCell('Ciudad', 4, true),
        tableCell('Secundaria', 0),
        tableCell('Bachiller', 1),
        tableCell('Colegio Nacional', 2),
        tableCell('Andrés Rojas', 2),
        tableCell('2015', 3),
        tableCell('Arequipa', 4),
        tableCell('Tercer Nivel', 0),
        tableCell('Licenciado en Turismo', 1),
        tableCell('Universidad Andina del Centro', 2),
        tableCell('2021', 3),
        tableCell('Cusco', 4),
        tableCell('CURSOS, TALLERES Y SEMINARIOS', 0, true),
        tableCell('Tipo', 0, true),
        tableCell('Nombre', 1, true),
        tableCell('Lugar', 2, true),
        tableCell('Taller', 0),
        tableCell('Fotografía digital', 1),
        tableCell('Centro Cultural del Sur', 2),
        tableCell('Marzo 2022', 3),
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Bachiller', 'Colegio Nacional Andrés Rojas', '2015'],
      ['Licenciado en Turismo', 'Universidad Andina del Centro', '2021'],
    ]);
    expect(parsed.certifications).toHaveLength(1);
  });

  it("reads one school from 'Estudios Secundarios' over 'Nivel: Secundaria completa'", () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        { text: 'Estudios Superiores : Instituto Pukara', bold: true },
        'Carrera : Contabilidad (Egresado)',
        'Año : 2014 – 2016',
        { text: 'Estudios Secundarios : I.E. N° 40163 “Wasi”', bold: true },
        'Nivel : Secundaria Completa',
        'Año : 2008 – 2012',
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Contabilidad (Egresado)', 'Instituto Pukara', '2014 – 2016'],
      ['Secundaria Completa', 'I.E. N° 40163 “Wasi”', '2008 – 2012'],
    ]);
  });

  it("reads the degree from 'Grado o título obtenido' beside 'Nivel', under the form's note", () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        { text: '(Consignar del grado más reciente al más antiguo.)', fontSize: 7.5 },
        tableCell('NIVEL', 0, true),
        tableCell('GRADO O TÍTULO OBTENIDO', 1, true),
        tableCell('CENTRO DE ESTUDIOS', 2, true),
        tableCell('FECHA DE EXPEDICIÓN (MES/AÑO)', 3, true),
        tableCell('Título profesional', 0),
        tableCell('Ingeniero Agrónomo', 1),
        tableCell('Universidad Nacional Pukara', 2),
        tableCell('08/2014', 3),
        tableCell('Bachiller', 0),
        tableCell('Bachiller en Ciencias Agrarias', 1),
        tableCell('Universidad Nacional Pukara', 2),
        tableCell('03/2013', 3),
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Ingeniero Agrónomo', 'Universidad Nacional Pukara', '08/2014'],
      ['Bachiller en Ciencias Agrarias', 'Universidad Nacional Pukara', '03/2013'],
    ]);
  });

  it("knows a studies table's header row by its column labels where a .doc shows no bold", () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    const parsed = parseEducationEntries(
      buildTestLines([
        cell('Centro de estudios', 0),
        cell('Grado / Especialidad', 1),
        cell('Año', 2),
        cell('Universidad Nacional del Centro', 0),
        cell('Bachiller en Economía', 1),
        cell('2014 – 2019', 2),
        cell('I.E. Santa Rosa', 0),
        cell('Secundaria completa', 1),
        cell('2009 – 2013', 2),
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Bachiller en Economía', 'Universidad Nacional del Centro', '2014 – 2019'],
      ['Secundaria completa', 'I.E. Santa Rosa', '2009 – 2013'],
    ]);
  });

  it('knows a wider form header by most of its cells, where other columns name level and place', () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    const parsed = parseEducationEntries(
      buildTestLines([
        cell('Nivel (Técnico o Superior)', 0),
        cell('Título obtenido', 1),
        cell('Centro de estudios', 2),
        cell('Año', 3),
        cell('Ciudad', 4),
        cell('Sede', 5),
        cell('Superior', 0),
        cell('Bachiller en Economía', 1),
        cell('Universidad Nacional del Centro', 2),
        cell('2019', 3),
        cell('Huancayo', 4),
        cell('El Tambo', 5),
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Bachiller en Economía', 'Universidad Nacional del Centro'],
    ]);
  });

  it("knows SERVIR's header, whose columns say in brackets how to fill them in", () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    const parsed = parseEducationEntries(
      buildTestLines([
        cell('Nivel', 0),
        cell('Centro de estudios', 1),
        cell('Especialidad / Grado alcanzado', 2),
        cell('Periodo (año inicio – fin)', 3),
        cell('Secundaria', 0),
        cell('I.E. N° 54002 “Santa Rosa”', 1),
        cell('Secundaria completa', 2),
        cell('1999 – 2003', 3),
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([['Secundaria completa', 'I.E. N° 54002 “Santa Rosa”', '1999 – 2003']]);
  });

  it('takes studies of a few months that name no degree for a course, and years of them for a degree', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'Contabilidad – Universidad Nacional del Altiplano, marzo 2012 – diciembre 2017',
        'Tributación para pymes – Centro de Estudios Tributarios, abril 2021 – julio 2021',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => entry.degree)).toEqual(['Contabilidad']);
    expect(parsed.certifications).toHaveLength(1);
  });

  it('takes the school a line names over a nameless piece beside it', () => {
    expect(
      fields([
        { text: 'Ingeniería de Software', bold: true },
        'Universidad Andina del Sur | 2019 - 2023, Valle Alto, Perú',
      ]),
    ).toEqual([['Ingeniería de Software', 'Universidad Andina del Sur', '2019 - 2023']]);
  });

  it('opens an entry at a degree line under a complete entry where entries open with their degree', () => {
    expect(
      fields([
        'Maestría en Gestión Pública',
        'Universidad Nacional del Centro | 2019 – 2021',
        'Licenciada en Educación Primaria',
        'Universidad Nacional de Huancavelica | 2010 – 2015',
        'Secundaria completa',
        'Colegio Nacional Santa Isabel',
        '2005 – 2009',
      ]),
    ).toEqual([
      ['Maestría en Gestión Pública', 'Universidad Nacional del Centro', '2019 – 2021'],
      ['Licenciada en Educación Primaria', 'Universidad Nacional de Huancavelica', '2010 – 2015'],
      ['Secundaria completa', 'Colegio Nacional Santa Isabel', '2005 – 2009'],
    ]);
  });

  it('keeps a degree line under a complete entry as its detail when no school or dates follow', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'Bachiller en Biología',
        'Universidad Nacional de Piura | 2008 – 2013',
        'Grado de Bachiller con mención en Ecología',
        'Maestría en Ciencias Ambientales • Universidad Nacional de Tumbes • 2015 – 2017',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.details])).toEqual([
      ['Bachiller en Biología', ['Grado de Bachiller con mención en Ecología']],
      ['Maestría en Ciencias Ambientales', []],
    ]);
  });

  it('reads a school named alone above a course as the course\'s, and "Degree, Field · (dates)" as a degree', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        { text: 'Universidad Nacional de Moquegua', fontSize: 12 },
        { text: 'Bachiller, Ingeniería Pesquera · (2011 - 2016)', fontSize: 10.5 },
        { text: 'Instituto Cultural del Sur', fontSize: 12 },
        { text: 'Inglés, Intermedio · (2017 - 2018)', fontSize: 10.5 },
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Bachiller, Ingeniería Pesquera', 'Universidad Nacional de Moquegua', '2011 - 2016'],
    ]);
    expect(parsed.certifications.map((entry) => entry.name)).toEqual([
      'Instituto Cultural del Sur · Inglés, Intermedio',
    ]);
  });

  it('reads a faculty or programme under its school as what was studied there', () => {
    expect(
      fields([
        'UNIVERSIDAD NACIONAL DEL SANTA',
        'Escuela Profesional de Ingeniería Agroindustrial',
        '2014 – 2019',
        'INSTITUTO SUPERIOR TECNOLÓGICO CHIMBOTE',
        'Facultad de Contabilidad',
        '2011 – 2013',
      ]),
    ).toEqual([
      [
        'Escuela Profesional de Ingeniería Agroindustrial',
        'UNIVERSIDAD NACIONAL DEL SANTA',
        '2014 – 2019',
      ],
      ['Facultad de Contabilidad', 'INSTITUTO SUPERIOR TECNOLÓGICO CHIMBOTE', '2011 – 2013'],
    ]);
  });

  it('finishes an undated entry with a nameless line that gives its dates', () => {
    expect(
      fields([
        { text: 'Ingeniería Pesquera', bold: true },
        'Universidad Nacional de Tumbes',
        'Concluida con mención honrosa en 2015',
        { text: 'Secundaria', bold: true },
        'Colegio Nacional El Triunfo',
        '2005 - 2009',
      ]).map(([degree, institution]) => [degree, institution]),
    ).toEqual([
      ['Ingeniería Pesquera', 'Universidad Nacional de Tumbes'],
      ['Secundaria', 'Colegio Nacional El Triunfo'],
    ]);
  });

  it('reads an entry set as a row across two columns, left block then the right one beside it', () => {
    const cell = (text: string, column: number, block: number, y: number) => ({
      text,
      column,
      block,
      y,
      x: column === 0 ? 50 : 300,
      width: 150,
    });
    expect(
      fields([
        cell('Técnico en Enfermería', 0, 1, 100),
        cell('2015 - 2018', 0, 1, 112),
        cell('Técnico en Farmacia', 0, 2, 150),
        cell('2011 - 2013', 0, 2, 162),
        cell('Instituto Superior Santa Rosa', 1, 3, 100),
        cell('Prácticas en el hospital regional.', 1, 3, 112),
        cell('Instituto Superior del Valle', 1, 4, 150),
      ]),
    ).toEqual([
      ['Técnico en Enfermería', 'Instituto Superior Santa Rosa', '2015 - 2018'],
      ['Técnico en Farmacia', 'Instituto Superior del Valle', '2011 - 2013'],
    ]);
  });

  it('joins a range set over two lines, its start above its end', () => {
    expect(
      fields([
        'Bachiller en Enfermería',
        'Universidad Nacional de Tumbes',
        { text: 'De 03/2012', block: 7 },
        { text: 'a 12/2017', block: 8 },
        'Técnico en Farmacia',
        'Instituto Superior del Valle',
        { text: '2019 –', block: 9 },
        { text: 'Actualidad', block: 10 },
      ]).map((entry) => entry[2]),
    ).toEqual(['De 03/2012 a 12/2017', '2019 – Actualidad']);
  });

  it('keeps a degree set under a dates column apart from the school line above it', () => {
    expect(
      fields([
        { text: '2012 – 2017 Universidad Nacional de Trujillo', block: 1, width: 400 },
        { text: 'Bachiller en Ingeniería Agroindustrial', block: 1, x: 120, width: 200 },
      ]),
    ).toEqual([
      ['Bachiller en Ingeniería Agroindustrial', 'Universidad Nacional de Trujillo', '2012 – 2017'],
    ]);
    expect(readEducationLine('Economía – UNSA').institution).toBe('UNSA');
  });
});

describe('education entries: general shapes (issue 12, s9)', () => {
  it('reads "High School Diploma" as the level and "City, ST" after the school as its place', () => {
    expect(
      fields(['High School Diploma', 'Roosevelt High School, Tucson, AZ', 'Class of 2011']),
    ).toEqual([['High School Diploma', 'Roosevelt High School', 'Class of 2011']]);
    const line = readEducationLine('Roosevelt High School — High School Diploma, 2011');
    expect([line.degree, line.institution]).toEqual([
      'High School Diploma',
      'Roosevelt High School',
    ]);
  });

  it('reads "Field, MBA" as one degree, never the field as the school', () => {
    expect(
      fields(['Comercio Internacional, MBA', 'Universidad Andina del Cusco', '2016 – 2018']),
    ).toEqual([['Comercio Internacional, MBA', 'Universidad Andina del Cusco', '2016 – 2018']]);
    expect(readEducationLine('Economics, B.A. – Reed College, 2009').degree).toBe('Economics, B.A');
    expect(readEducationLine('Universidad de Cuenca, MBA').institution).toBe(
      'Universidad de Cuenca',
    );
  });

  it('drops a district named after the school before ", City" from the school\'s name', () => {
    const line = readEducationLine('Universidad Tecnológica del Sur San Borja, Lima');
    expect([line.institution, line.location]).toEqual([
      'Universidad Tecnológica del Sur',
      'San Borja, Lima',
    ]);
    // A short name may end in its own city: it is kept whole.
    expect(readEducationLine('Instituto Chimbote, Áncash').institution).toBe('Instituto Chimbote');
  });

  it('reads a "Town, Region" line alone as the entry\'s place, not its school', () => {
    expect(
      fields([
        { text: 'Huaraz, Áncash', bold: true },
        'Título: Bachiller en Educación Inicial',
        'Universidad Nacional del Ande',
      ]),
    ).toEqual([['Bachiller en Educación Inicial', 'Universidad Nacional del Ande', null]]);
    expect(readEducationLine('Huaraz, Áncash').location).toBe('Huaraz, Áncash');
  });

  it('reads an entry written as one sentence: degree, school after "en la"/"por la", years', () => {
    const line = readEducationLine(
      'Estudié Ingeniería Pesquera en la Universidad Nacional del Santa entre 2011 y 2016.',
    );
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'Ingeniería Pesquera',
      'Universidad Nacional del Santa',
      'entre 2011 y 2016',
    ]);
    expect(line.dates?.end?.year).toBe(2016);
    const titled = readEducationLine(
      'Licenciada en Turismo por la Universidad Nacional de Cajamarca, de 2009 a 2014',
    );
    expect([titled.degree, titled.institution, titled.dates?.text]).toEqual([
      'Licenciada en Turismo',
      'Universidad Nacional de Cajamarca',
      'de 2009 a 2014',
    ]);
  });

  it('counts a university diplomatura of years as a degree and a diplomado of months as a course', () => {
    expect(fields(['Diplomado en Trabajo Social – Universidad de Oviedo', '2003 – 2006'])).toEqual([
      ['Diplomado en Trabajo Social', 'Universidad de Oviedo', '2003 – 2006'],
    ]);
    const parsed = parseEducationEntries(
      buildTestLines([
        'Bachiller en Economía – Universidad Nacional de Piura, 2012 – 2017',
        'Diplomado en Gestión Pública – Universidad Continental, 2019',
        'Diplomado en Finanzas – Universidad de Lima, marzo 2020 – agosto 2020',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => entry.degree)).toEqual(['Bachiller en Economía']);
    expect(parsed.certifications).toHaveLength(2);
  });

  it('reads "Colegio Secundaria" under a school\'s bare name as the studies, the name as the school', () => {
    expect(
      fields(['Santa Rosa de Lima', 'Colegio Secundaria', 'Felipe Pinglo', 'Instituto Técnico']),
    ).toEqual([
      ['Colegio Secundaria', 'Santa Rosa de Lima', null],
      ['Instituto Técnico', 'Felipe Pinglo', null],
    ]);
    expect(readEducationLine('Universidad Privada').institution).toBe('Universidad Privada');
  });

  it('gives each entry its dates from a dates column read after the names, with its place', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'San Juan Bosco',
        'Colegio Secundaria',
        'Instituto Superior Pedro Ruiz Gallo',
        'Técnico en Electricidad',
        { text: 'De 03/2012', block: 20 },
        { text: 'a 12/2016/', block: 21 },
        '(Ferreñafe)',
        { text: 'De 04/2018', block: 22 },
        { text: 'A la fecha', block: 23 },
        '(Lambayeque)',
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Colegio Secundaria', 'San Juan Bosco', 'De 03/2012 a 12/2016/'],
      ['Técnico en Electricidad', 'Instituto Superior Pedro Ruiz Gallo', 'De 04/2018 A la fecha'],
    ]);
    // The town in brackets under the dates is where the studies were, known to the list or not.
    expect(parsed.education.map((entry) => [entry.location, entry.details])).toEqual([
      ['Ferreñafe', []],
      ['Lambayeque', []],
    ]);
    // A town alone in brackets is a place or a note, never a degree.
    expect(readEducationLine('(Ferreñafe)').degree).toBeNull();
  });

  it('keeps "Name: a sentence about it." under an entry as a note, not a school of its own', () => {
    expect(
      fields([
        'Técnico en Mecatrónica – Instituto Superior Tecsur',
        'Olimpiada Regional TECSUR: Proyectos de robótica para escolares.',
      ]),
    ).toEqual([['Técnico en Mecatrónica', 'Instituto Superior Tecsur', null]]);
    expect(readEducationLine('Universidad de Lima: Bachiller en Derecho.').description).toBe(false);
  });

  it('knows the English degree abbreviations after a school ("BEng", "LLM", "MPhil")', () => {
    const line = readEducationLine('University of Leeds — BEng Civil Engineering (2011 – 2014)');
    expect([line.degree, line.institution]).toEqual([
      'BEng Civil Engineering',
      'University of Leeds',
    ]);
    expect(readEducationLine('LLM International Law, University of Bristol').degree).toBe(
      'LLM International Law',
    );
  });

  it('reads "Degree, School" as such when the comma pair looks like "City, Region"', () => {
    const line = readEducationLine("MPhil, St Hilda's College Oxford");
    expect([line.degree, line.institution, line.location]).toEqual([
      'MPhil',
      "St Hilda's College Oxford",
      null,
    ]);
  });

  it("reads a name in capitals after a degree and a comma as the school's acronym", () => {
    expect(fields(['Técnico en Refrigeración, INFOTEC, Tacna, 2014 – 2016'])).toEqual([
      ['Técnico en Refrigeración', 'INFOTEC', '2014 – 2016'],
    ]);
  });

  it('reads "Superior" as a sub-heading and a level line under a complete entry as the next entry', () => {
    expect(
      fields([
        { text: 'Superior', bold: true },
        'Universidad Nacional de Moquegua – Ingeniería Agroindustrial – 2013 - 2018',
        { text: 'Secundaria', bold: true },
        'I.E. Simón Bolívar – 2008 - 2012',
      ]),
    ).toEqual([
      ['Ingeniería Agroindustrial', 'Universidad Nacional de Moquegua', '2013 - 2018'],
      ['Secundaria', 'I.E. Simón Bolívar', '2008 - 2012'],
    ]);
  });

  it('drops a city before ", Country" from a short school name, and keeps a name that ends in "La …"', () => {
    const harvard = readEducationLine('Colegio Altamira Cusco, Perú');
    expect([harvard.institution, harvard.location]).toEqual(['Colegio Altamira', 'Cusco, Perú']);
    expect(
      readEducationLine('Universidad Nacional Tecnológica La Victoria, Lima').institution,
    ).toBe('Universidad Nacional Tecnológica La Victoria');
  });

  it('reads "Curso de Especialización en …" as a course though a degree word follows inside it', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'Maestría en Salud Pública (en curso)',
        'Universidad Nacional de Tumbes',
        '2023 – Actualidad',
        'Curso de Especialización en Ingeniería Sanitaria',
        'Universidad Nacional de Tumbes',
        '2021',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => entry.degree)).toEqual([
      'Maestría en Salud Pública (en curso)',
    ]);
    expect(parsed.certifications.map((course) => course.name)).toEqual([
      'Curso de Especialización en Ingeniería Sanitaria · Universidad Nacional de Tumbes',
    ]);
  });

  it('reads "Fundamentos de …" and "Introducción a …" beside real degrees as courses', () => {
    const bold = (text: string) => ({ text, bold: true });
    const parsed = parseEducationEntries(
      buildTestLines([
        bold('Bachiller en Ingeniería de Sistemas'),
        'Universidad Nacional de Moquegua',
        '2012 – 2017',
        bold('Fundamentos de Gestión de Proyectos'),
        'Universidad Andina del Sur',
        '2019',
        bold('Introducción a la Ciencia de Datos'),
        'Instituto Superior Tecnológico Ilo',
        '2020',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => entry.degree)).toEqual([
      'Bachiller en Ingeniería de Sistemas',
    ]);
    expect(parsed.certifications.map((course) => course.name)).toEqual([
      'Fundamentos de Gestión de Proyectos · Universidad Andina del Sur',
      'Introducción a la Ciencia de Datos · Instituto Superior Tecnológico Ilo',
    ]);
  });

  it('reads "Universidad X – Facultad de Y" as the school with its faculty, the degree on its own line', () => {
    expect(
      fields([
        'Universidad Nacional de Moquegua – Facultad de Ciencias Contables',
        'Bachiller en Contabilidad',
        '2010 – 2015',
        'Universidad Nacional de Tumbes - Facultad de Ingeniería Civil',
        'Título Profesional de Ingeniero Civil',
        '2016 – 2018',
        'Universidad Nacional de Huancavelica – Escuela de Posgrado',
        'Maestría en Gestión Ambiental',
        '2019 – 2021',
      ]),
    ).toEqual([
      ['Bachiller en Contabilidad', 'Universidad Nacional de Moquegua', '2010 – 2015'],
      ['Título Profesional de Ingeniero Civil', 'Universidad Nacional de Tumbes', '2016 – 2018'],
      ['Maestría en Gestión Ambiental', 'Universidad Nacional de Huancavelica', '2019 – 2021'],
    ]);
    // Where no line names the studies, the faculty does.
    expect(
      fields(['Universidad Nacional de Tumbes - Facultad de Ingeniería Civil', '2016 – 2018']),
    ).toEqual([['Facultad de Ingeniería Civil', 'Universidad Nacional de Tumbes', '2016 – 2018']]);
  });

  it('reads a labelled title that opens as a course does ("Título: Fundamentos de …") as a course', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'Título: Bachiller',
        'I.E. Santa Rosa de Lima',
        '2015',
        'Título: FUNDAMENTOS DE PROGRAMACIÓN',
        'Academia Digital Andina 2022',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => entry.degree)).toEqual(['Bachiller']);
    expect(parsed.certifications).toHaveLength(1);
  });

  it('opens an entry at a line that opens with its year, where entries open with their dates', () => {
    expect(
      fields([
        '2010-2016 Bachiller en Ingeniería Geológica',
        'Arequipa-Perú Universidad Nacional de San Agustín',
        '2019 Estadística Aplicada',
        'Lima-Perú Universidad Nacional Agraria La Molina',
      ]),
    ).toEqual([
      ['Bachiller en Ingeniería Geológica', 'Universidad Nacional de San Agustín', '2010-2016'],
      ['Estadística Aplicada', 'Universidad Nacional Agraria La Molina', '2019'],
    ]);
  });

  it('reads a degree word misspelt as CVs often write it ("Ingenería")', () => {
    expect(
      fields([
        'ESCUELA SECUNDARIA • DICIEMBRE 2020 • I.E. SANTA ROSA DE LIMA',
        'INGENERÍA DE SISTEMAS • ACTUALIDAD • UNIVERSIDAD NACIONAL DE MOQUEGUA',
      ]),
    ).toEqual([
      ['ESCUELA SECUNDARIA', 'I.E. SANTA ROSA DE LIMA', 'DICIEMBRE 2020'],
      ['INGENERÍA DE SISTEMAS', 'UNIVERSIDAD NACIONAL DE MOQUEGUA', 'ACTUALIDAD'],
    ]);
    expect(readEducationLine('Ingenería de Sistemas').degreeStrength).toBe('degree');
  });

  it("opens an entry at a field named without a degree word set like the entries' first lines", () => {
    const bold = (text: string) => ({ text, bold: true });
    expect(
      fields([
        bold('Ingeniería Pesquera'),
        'Universidad Nacional de Piura',
        '2009 – 2014',
        bold('Gestión Ambiental'),
        'Escuela de Posgrado del Norte',
        '2016 – 2018',
      ]),
    ).toEqual([
      ['Ingeniería Pesquera', 'Universidad Nacional de Piura', '2009 – 2014'],
      ['Gestión Ambiental', 'Escuela de Posgrado del Norte', '2016 – 2018'],
    ]);
    // Set like the details, it still describes the entry above.
    expect(
      fields([
        bold('Ingeniería Pesquera'),
        'Universidad Nacional de Piura',
        '2009 – 2014',
        'Tercio superior',
      ]),
    ).toEqual([['Ingeniería Pesquera', 'Universidad Nacional de Piura', '2009 – 2014']]);
  });

  it('where entries open with their degree line, a field line opens the next one; a note above a degree stays a note', () => {
    expect(
      fields([
        'Ingeniería Agrícola',
        'Universidad Nacional de Jaén',
        '2008 – 2013',
        'Riego y Drenaje',
        'Escuela de Posgrado del Norte',
        '2015 – 2017',
      ]),
    ).toEqual([
      ['Ingeniería Agrícola', 'Universidad Nacional de Jaén', '2008 – 2013'],
      ['Riego y Drenaje', 'Escuela de Posgrado del Norte', '2015 – 2017'],
    ]);
    const parsed = parseEducationEntries(
      buildTestLines([
        'Ingeniería Agrícola',
        'Universidad Nacional de Jaén',
        '2008 – 2013',
        'Quinto superior',
        'Maestría en Recursos Hídricos',
        'Universidad Nacional Agraria',
        '2015 – 2017',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.details])).toEqual([
      ['Ingeniería Agrícola', ['Quinto superior']],
      ['Maestría en Recursos Hídricos', []],
    ]);
  });

  it('finishes an entry with "Egresada 2011" and reads "City – Country" and "Expected …" as place and dates', () => {
    expect(
      fields([
        'Licenciada en Obstetricia.',
        'Universidad Nacional de Huancavelica.',
        'Huancayo – Perú.',
        'Egresada 2011.',
      ]),
    ).toEqual([['Licenciada en Obstetricia', 'Universidad Nacional de Huancavelica', '2011']]);
    expect(readEducationLine('Expected Dec 2026').dates?.text).toBe('Expected Dec 2026');
  });

  it('takes a degree line under a school and its faculty as the studies, the faculty as a detail', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'Universidad Nacional del Altiplano',
        'Facultad de Ingeniería Agronómica',
        'Ingeniería Agronómica – Titulado',
        '2007 – 2012',
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [
        entry.degree,
        entry.institution,
        entry.dates?.text,
        entry.details,
      ]),
    ).toEqual([
      [
        'Ingeniería Agronómica – Titulado',
        'Universidad Nacional del Altiplano',
        '2007 – 2012',
        ['Facultad de Ingeniería Agronómica'],
      ],
    ]);
  });

  it('keeps a faculty named under its school inside that entry, never a second school', () => {
    expect(
      fields([
        'Bachiller en Zootecnia',
        'Universidad Nacional de Moquegua',
        'Facultad de Ciencias Pecuarias',
        '2009 – 2014',
        'Secundaria',
        'I.E. Ricardo Palma',
        '2004 – 2008',
      ]),
    ).toEqual([
      ['Bachiller en Zootecnia', 'Universidad Nacional de Moquegua', '2009 – 2014'],
      ['Secundaria', 'I.E. Ricardo Palma', '2004 – 2008'],
    ]);
  });

  it('ends a school\'s name where a sentence runs on past it ("with a BSc …", "con el primer puesto")', () => {
    const line = readEducationLine(
      'Graduated from the University of Otago with a Bachelor of Science in 2015.',
    );
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'Bachelor of Science',
      'University of Otago',
      '2015',
    ]);
    expect(
      readEducationLine('Egresado de la Universidad Nacional de Ucayali con el tercer puesto.')
        .institution,
    ).toBe('Universidad Nacional de Ucayali');
  });

  it("splits a level run into its school and never reads a school's number as its year", () => {
    const line = readEducationLine('Secundaria Completa I.E. Virgen de Fátima');
    expect([line.degree, line.institution]).toEqual([
      'Secundaria Completa',
      'I.E. Virgen de Fátima',
    ]);
    const numbered = readEducationLine('Primaria – I.E. 2031, 1998 – 2003');
    expect([numbered.institution, numbered.dates?.text]).toEqual(['I.E. 2031', '1998 – 2003']);
  });

  it('splits a degree run into its school with no separator at the word that opens the school', () => {
    const line = readEducationLine('Ingeniería Zootecnista Universidad Nacional de Cajamarca 2012');
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'Ingeniería Zootecnista',
      'Universidad Nacional de Cajamarca',
      '2012',
    ]);
    expect(readEducationLine('Técnico en Soldadura SENATI').institution).toBe('SENATI');
    // A school word that ends an English name stays in the degree's line as written.
    expect(readEducationLine('MBA CHICAGO BUSINESS SCHOOL').institution).toBeNull();
  });

  it('splits a school run into its degree, keeping names that hold a degree word inside them', () => {
    const line = readEducationLine('Universidad Nacional de Tumbes Licenciatura en Biología 2010');
    expect([line.degree, line.institution]).toEqual([
      'Licenciatura en Biología',
      'Universidad Nacional de Tumbes',
    ]);
    // Peru's technical title opens on "Profesional Técnico", the whole of it the degree.
    const technical = readEducationLine(
      'Instituto Superior Tecnológico Público “Wasi” Profesional Técnico en Contabilidad',
    );
    expect([technical.degree, technical.institution]).toEqual([
      'Profesional Técnico en Contabilidad',
      'Instituto Superior Tecnológico Público “Wasi”',
    ]);
    expect(readEducationLine('Universidad Técnica del Norte').institution).toBe(
      'Universidad Técnica del Norte',
    );
    expect(readEducationLine('Escuela Superior de Ingeniería Naval').institution).toBe(
      'Escuela Superior de Ingeniería Naval',
    );
  });

  it('keeps "Mención en …" and "Especialidad: …" under a degree as its details, never the school', () => {
    const bold = (text: string) => ({ text, bold: true });
    expect(
      fields([
        bold('Maestría en Educación'),
        'Mención en Docencia Universitaria',
        'Universidad Nacional de San Martín',
        '2017 – 2019',
        bold('Ingeniería Ambiental'),
        'Especialidad: Tratamiento de Aguas',
        'Universidad Nacional de San Martín',
        '2008 – 2013',
      ]),
    ).toEqual([
      ['Maestría en Educación', 'Universidad Nacional de San Martín', '2017 – 2019'],
      ['Ingeniería Ambiental', 'Universidad Nacional de San Martín', '2008 – 2013'],
    ]);
  });

  it('keeps a note naming a school inside its sentence, and an honour with its year, in the entry above', () => {
    const bold = (text: string) => ({ text, bold: true });
    const parsed = parseEducationEntries(
      buildTestLines([
        bold('University of Manitoba'),
        'Bachelor of Science in Agriculture',
        '2013 – 2017',
        'Field work supervised at the Institute of Soil Studies',
        'Honour Roll 2016',
        bold('Colegio Los Álamos'),
        'Secundaria',
        '2008 – 2012',
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.details.length]),
    ).toEqual([
      ['Bachelor of Science in Agriculture', 'University of Manitoba', 2],
      ['Secundaria', 'Colegio Los Álamos', 0],
    ]);
  });

  it('reads a short line set apart naming courses in the plural as a courses sub-heading', () => {
    for (const heading of [
      { text: 'Cursos complementarios:' },
      { text: 'Certificaciones obtenidas', bold: true },
      { text: 'FORMACIÓN CONTINUA' },
    ]) {
      const parsed = parseEducationEntries(
        buildTestLines([
          'Bachiller en Biología – Universidad Nacional de Ica, 2010 – 2015',
          heading,
          'Bioestadística Aplicada – Universidad Nacional de Ica, 2017 – 2018',
          'Manejo de Laboratorio – 2019',
        ]),
        's',
      );
      expect([parsed.education.length, parsed.certifications.length]).toEqual([1, 2]);
    }
    // One course named in the singular is the course itself.
    expect(
      parseEducationEntries(buildTestLines([{ text: 'Curso de Excel', bold: true }]), 's')
        .certifications,
    ).toHaveLength(1);
  });

  it('reads "(en curso)" after the studies as their state, never as a course', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        { text: 'Marzo 2019 – actualidad', bold: true },
        'Administración de Empresas (en curso)',
        'Universidad Nacional de Moquegua',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Administración de Empresas (en curso)', 'Universidad Nacional de Moquegua'],
    ]);
    expect(parsed.certifications).toEqual([]);
  });

  it('reads "I.E.P." (a private school) as a school, so it opens an entry of its own', () => {
    expect(readEducationLine('I.E.P. Virgen de Copacabana Promoción 2012').institution).toBe(
      'I.E.P. Virgen de Copacabana',
    );
    expect(
      fields([
        'Bachiller en Economía – Universidad Nacional de Tumbes, 2013 – 2018',
        'I.E.P. Virgen de Copacabana Promoción 2012',
      ]),
    ).toEqual([
      ['Bachiller en Economía', 'Universidad Nacional de Tumbes', '2013 – 2018'],
      [null, 'I.E.P. Virgen de Copacabana', 'Promoción 2012'],
    ]);
  });

  it('reads "(En curso)" closing the line after the school as the dates, after the degree as its state', () => {
    const after = readEducationLine(
      'Maestría en Finanzas – Escuela de Posgrado de la Universidad del Altiplano, Puno (En curso)',
    );
    expect([after.degree, after.institution, after.dates?.text]).toEqual([
      'Maestría en Finanzas',
      'Escuela de Posgrado de la Universidad del Altiplano',
      'En curso',
    ]);
    const state = readEducationLine('Universidad del Altiplano – Maestría en Finanzas (en curso)');
    expect([state.degree, state.dates]).toEqual(['Maestría en Finanzas (en curso)', null]);
  });

  it('joins a name wrapped in a narrow column where the next word would not have fitted', () => {
    const line = (text: string, width: number, bold = false) =>
      ({ text, width, bold, x: 78, block: 1 }) as const;
    expect(
      fields([
        line('UNIVERSIDAD NACIONAL', 134, true),
        line('ANDINA DEL SUR', 96, true),
        line('Bachiller en Ingeniería de', 109),
        line('Software | 2012 - 2017', 120),
        line('Tesis: “Modelo de gestión de un', 138),
      ]),
    ).toEqual([
      ['Bachiller en Ingeniería de Software', 'UNIVERSIDAD NACIONAL ANDINA DEL SUR', '2012 - 2017'],
    ]);
    // A label opens a field of its own, whatever its length.
    expect(
      fields([
        line('Especialidad: Ciencias de la Comunicación', 233),
        line('Institución: Universidad Nacional de Moquegua', 279),
        line('Año: 2014 a 2019', 90),
      ]),
    ).toEqual([['Ciencias de la Comunicación', 'Universidad Nacional de Moquegua', '2014 a 2019']]);
    expect(
      fields([
        line('Grado : Licenciado en Educación Secundaria (Titulado)', 233),
        line('Centro de estudios : Universidad Nacional de Moquegua', 279),
        line('Años : 2007 – 2011', 90),
      ]),
    ).toEqual([
      [
        'Licenciado en Educación Secundaria (Titulado)',
        'Universidad Nacional de Moquegua',
        '2007 – 2011',
      ],
    ]);
  });

  it('reads a long Europass label and its value as a note, not a degree', () => {
    expect(
      readEducationLine('Nivel conforme a una clasificación nacional o internacional: CINE 6')
        .description,
    ).toBe(true);
  });

  it('reads a field closed by the state of its studies ("Marketing (en curso)") as a degree', () => {
    expect(readEducationLine('Derecho (8vo ciclo)').degreeStrength).toBe('degree');
    expect(
      fields([
        { text: 'Marketing (en curso)', bold: true },
        'Universidad Nacional de Moquegua',
        'Mérito: Décimo superior',
        { text: 'Licenciada en Economía', bold: true },
        'Universidad Privada de Tacna',
        'Marzo 2012 - Abril 2017',
      ]),
    ).toEqual([
      ['Marketing (en curso)', 'Universidad Nacional de Moquegua', null],
      ['Licenciada en Economía', 'Universidad Privada de Tacna', 'Marzo 2012 - Abril 2017'],
    ]);
  });

  it('reads the dates before a colon ("2015 - 2018: Técnico en …") as the dates, never a label', () => {
    expect(
      fields([
        '2015 - 2018: Profesional Técnico en Diseño Gráfico – Instituto Superior del Sur',
        'Promoción 2010: Estudios secundarios – I.E. San Martín de Porres',
      ]),
    ).toEqual([
      ['Profesional Técnico en Diseño Gráfico', 'Instituto Superior del Sur', '2015 - 2018'],
      ['Estudios secundarios', 'I.E. San Martín de Porres', 'Promoción 2010'],
    ]);
  });

  it('keeps membership of a professional body ("Colegiado en el Colegio de …") as a note', () => {
    expect(
      fields([
        { text: 'Ingeniería Civil', bold: true },
        'Universidad Nacional de Cajamarca',
        '2011 — 2016',
        'Colegiado en el Colegio de Ingenieros del Perú, CIP N° 184512',
        { text: 'Secundaria completa', bold: true },
        'I.E. Santa Teresita',
        '2010',
      ]),
    ).toEqual([
      ['Ingeniería Civil', 'Universidad Nacional de Cajamarca', '2011 — 2016'],
      ['Secundaria completa', 'I.E. Santa Teresita', '2010'],
    ]);
  });

  it("opens the next entry at a school set like the entries' first lines under a listed course", () => {
    expect(
      fields([
        { text: 'Universidad Nacional de Cajamarca', bold: true },
        'Licenciada en Ingeniería Civil',
        '2018 - 2023',
        { text: 'Beca Presidente de la República', listItem: true },
        { text: 'Instituto Superior del Sur, Lima', bold: true },
        'Profesional Técnico en Electricidad Industrial',
        '2014-2017',
      ]),
    ).toEqual([
      ['Licenciada en Ingeniería Civil', 'Universidad Nacional de Cajamarca', '2018 - 2023'],
      ['Profesional Técnico en Electricidad Industrial', 'Instituto Superior del Sur', '2014-2017'],
    ]);
    // A course set apart in bold keeps the school under it.
    expect(
      parseEducationEntries(
        buildTestLines([
          'Bachiller en Economía 2011 – 2016',
          'Universidad Nacional de Cajamarca',
          { text: 'Diplomado en Tributación 2019', bold: true },
          'Universidad Privada del Sur',
        ]),
        's',
      ).education,
    ).toHaveLength(1);
  });

  it('where entries open with their dates, opens an entry at an undated degree line a school confirms', () => {
    expect(
      fields([
        '2011 – 2016 BSc Software Engineering',
        'Universidad Nacional de Cajamarca',
        { text: 'Bachelor of Arts in History', bold: true },
        'Instituto Superior del Sur',
      ]),
    ).toEqual([
      ['BSc Software Engineering', 'Universidad Nacional de Cajamarca', '2011 – 2016'],
      ['Bachelor of Arts in History', 'Instituto Superior del Sur', null],
    ]);
  });

  it('reads "Technical Degree in …" as a degree', () => {
    expect(readEducationLine('Technical Degree in Accounting').degreeStrength).toBe('degree');
  });

  it('where entries open with their dates, a line opening with its dates opens the next entry', () => {
    expect(
      fields([
        'dic. 2019 — dic. 2022 Computación e Informática',
        'Instituto Superior del Sur',
        { text: 'Técnico Profesional en Mecánica Automotriz', bold: true },
        'Instituto Tecnológico del Norte, Trujillo',
        '2010 – 2015 Psicología',
        'Universidad Nacional de Cajamarca',
      ]),
    ).toEqual([
      ['Computación e Informática', 'Instituto Superior del Sur', 'dic. 2019 — dic. 2022'],
      ['Técnico Profesional en Mecánica Automotriz', 'Instituto Tecnológico del Norte', null],
      ['Psicología', 'Universidad Nacional de Cajamarca', '2010 – 2015'],
    ]);
  });

  it('reads dates set alone above a diplomado as the opening of the entry below them', () => {
    expect(
      fields([
        { text: '2021', bold: true },
        'Diplomado en Gestión Pública',
        'Universidad Nacional de Cajamarca',
        { text: '2014 - 2019', bold: true },
        'Bachiller en Contabilidad',
        'Universidad Nacional de Cajamarca',
        { text: '2008 - 2013', bold: true },
        'Educación Secundaria',
        'I.E. N° 1021 Santa Rosa',
      ]),
    ).toEqual([
      ['Bachiller en Contabilidad', 'Universidad Nacional de Cajamarca', '2014 - 2019'],
      ['Educación Secundaria', 'I.E. N° 1021 Santa Rosa', '2008 - 2013'],
    ]);
  });

  it('finishes "Educación" broken before its level in a narrow column', () => {
    expect(
      fields([
        { text: 'Licenciada en Educación', bold: true, width: 115, block: 1 },
        { text: 'Primaria', bold: true, width: 40, block: 1 },
        { text: 'Universidad Nacional de Cajamarca', width: 120, block: 2 },
        { text: '2012 - 2017', width: 50, block: 3 },
      ]),
    ).toEqual([
      ['Licenciada en Educación Primaria', 'Universidad Nacional de Cajamarca', '2012 - 2017'],
    ]);
  });

  it('where entries open with a diplomado alone on its line, a degree line opens the next entry', () => {
    expect(
      fields([
        { text: 'DIPLOMADO EN GESTIÓN AMBIENTAL', bold: true },
        'Universidad Privada del Norte',
        '2019',
        { text: 'LICENCIADA EN INGENIERÍA CIVIL', bold: true },
        'Universidad Nacional de Cajamarca',
        '2013 – 2018',
        { text: 'TÉCNICO EN COMPUTACIÓN E INFORMÁTICA', bold: true },
        'Instituto Superior del Sur',
        '2010 – 2012',
      ]),
    ).toEqual([
      ['LICENCIADA EN INGENIERÍA CIVIL', 'Universidad Nacional de Cajamarca', '2013 – 2018'],
      ['TÉCNICO EN COMPUTACIÓN E INFORMÁTICA', 'Instituto Superior del Sur', '2010 – 2012'],
    ]);
  });

  it('keeps "Promoción" with its year inside brackets after the school', () => {
    const line = readEducationLine(
      'Educación Secundaria – I.E. N° 1021 Santa Rosa (Promoción 2012)',
    );
    expect([line.degree, line.institution, line.dates?.text]).toEqual([
      'Educación Secundaria',
      'I.E. N° 1021 Santa Rosa',
      'Promoción 2012',
    ]);
  });

  it("reads a dates cell whose range breaks after its dash beside the entry's two lines", () => {
    expect(
      fields([
        { text: 'Marzo 2013 – Licenciada en Psicología', x: 78, block: 1 },
        { text: 'Marzo 2018 Universidad Nacional de Cajamarca', x: 78, block: 1 },
        { text: '2010 – 2012 Técnico en Contabilidad', x: 78, block: 2 },
        { text: 'Instituto Superior del Sur', x: 177, block: 2 },
      ]),
    ).toEqual([
      ['Licenciada en Psicología', 'Universidad Nacional de Cajamarca', 'Marzo 2013 – Marzo 2018'],
      ['Técnico en Contabilidad', 'Instituto Superior del Sur', '2010 – 2012'],
    ]);
  });

  it("reads a studies table's rows printed as lines, its header row naming columns, no entry", () => {
    expect(
      fields([
        { text: 'N° Grado / Título Centro de Estudios Fecha', bold: true },
        '1 Segunda Especialidad en Enfermería Universidad Nacional de Trujillo 2021 - Actualidad',
        '2 Titulado en Economía Universidad Católica del Sur 2014 – 2019',
      ]),
    ).toEqual([
      [
        'Segunda Especialidad en Enfermería',
        'Universidad Nacional de Trujillo',
        '2021 - Actualidad',
      ],
      ['Titulado en Economía', 'Universidad Católica del Sur', '2014 – 2019'],
    ]);
    expect(
      fields([
        { text: 'Periodo Institución Título o Grado', bold: true },
        '2014 — 2019 Universidad Católica del Sur Titulado en Economía',
      ]),
    ).toEqual([['Titulado en Economía', 'Universidad Católica del Sur', '2014 — 2019']]);
  });

  it('reads a line ending in a field set flush right as complete, not wrapped', () => {
    expect(
      fields([
        { text: 'Universidad Nacional de Cajamarca | Lima, Perú', width: 480, block: 1 },
        { text: 'Contabilidad y Finanzas | 2014 – 2019', width: 480, block: 1 },
      ]),
    ).toEqual([['Contabilidad y Finanzas', 'Universidad Nacional de Cajamarca', '2014 – 2019']]);
  });

  it("joins a narrow column's wrapped degree, school and dates, whatever word or dash the break falls on", () => {
    const at = (text: string, width: number, block: number, more: object = {}) => ({
      text,
      x: 450,
      width,
      block,
      ...more,
    });
    expect(
      fields([
        at('MAGÍSTER EN DOCENCIA', 101, 1, { bold: true }),
        at('UNIVERSITARIA', 63, 1, { bold: true }),
        at('Universidad Nacional de Trujillo', 120, 2),
        at('2022 – En curso', 49, 3),
        at('Técnico en Mecánica Automotriz', 121, 4, { bold: true }),
        at('Instituto de Educación Superior', 109, 5),
        at('Tecnológico Público de Puno | 2009 a', 128, 5),
        at('2011', 17, 5),
        at('Bachiller en Economía', 90, 6, { bold: true }),
        at('Universidad del Sur | Diciembre 2003 — Agosto', 124, 7),
        at('2008', 17, 7),
        at('Educación Secundaria', 90, 8, { bold: true }),
        at('Colegio San Juan Bosco | 1998', 122, 9),
        at('2002', 20, 9, { listItem: true, listMarker: '– ' }),
      ]),
    ).toEqual([
      ['MAGÍSTER EN DOCENCIA UNIVERSITARIA', 'Universidad Nacional de Trujillo', '2022 – En curso'],
      [
        'Técnico en Mecánica Automotriz',
        'Instituto de Educación Superior Tecnológico Público de Puno',
        '2009 a 2011',
      ],
      ['Bachiller en Economía', 'Universidad del Sur', 'Diciembre 2003 — Agosto 2008'],
      ['Educación Secundaria', 'Colegio San Juan Bosco', '1998 – 2002'],
    ]);
  });
});

describe('a school no vocabulary holds, read by where it stands (issue 12)', () => {
  // "Pukara Wasi Andina" names a school by no word a vocabulary knows, as many schools are named.
  it('takes the name after a degree and a dash as the school where no line names one', () => {
    expect(
      fields([
        'Master of Geology – Pukara Wasi Andina, 2019',
        'Bachelor of Physics – University of Piura, 2014',
      ]),
    ).toEqual([
      ['Master of Geology', 'Pukara Wasi Andina', '2019'],
      ['Bachelor of Physics', 'University of Piura', '2014'],
    ]);
  });

  it('keeps such a name in the degree where a line of its own names the school', () => {
    expect(
      fields([
        'Maestría en Finanzas – Promoción Inti Raymi',
        'Universidad del Pacífico',
        '2018 – 2020',
      ]),
    ).toEqual([
      ['Maestría en Finanzas – Promoción Inti Raymi', 'Universidad del Pacífico', '2018 – 2020'],
    ]);
  });

  it('takes the name after "en la" that follows the studies as the school', () => {
    expect(fields(['Bachiller en Derecho en la Pukara Wasi Andina (2010 – 2015)'])).toEqual([
      ['Bachiller en Derecho', 'Pukara Wasi Andina', '2010 – 2015'],
    ]);
  });

  it('opens the next entry on a name set like the schools that open the entries above', () => {
    const school = (text: string) => ({ text, bold: true });
    expect(
      fields([
        school('Universidad Nacional de Ingeniería'),
        'Maestría en Ciencias, 2016',
        school('Universidad de Lima'),
        'Bachiller en Ingeniería Industrial, 2012',
        school('Pukara Wasi Andina'),
        'Técnico en Topografía, 2008',
      ]),
    ).toEqual([
      ['Maestría en Ciencias', 'Universidad Nacional de Ingeniería', '2016'],
      ['Bachiller en Ingeniería Industrial', 'Universidad de Lima', '2012'],
      ['Técnico en Topografía', 'Pukara Wasi Andina', '2008'],
    ]);
  });
});

describe('Peruvian technical schools (issue 12)', () => {
  it.each(['Certus', 'Zegel', 'SENCICO', 'CENFOTUR', 'Toulouse Lautrec'])(
    'reads %s as the school',
    (school) => {
      expect(readEducationLine(`Técnico en Marketing – ${school}, 2021`).institution).toBe(school);
    },
  );

  it('joins a school whose name wraps after its kind onto the next line', () => {
    expect(fields(['Técnico en Edificaciones – Instituto | 2015 – 2018', 'SENCICO, Lima'])).toEqual(
      [['Técnico en Edificaciones', 'Instituto SENCICO', '2015 – 2018']],
    );
  });
});

describe('notes beside a school’s dates and campus (issue 12)', () => {
  it('keeps a bracketed year beside the dates with them, not as a degree of its own', () => {
    expect(
      fields([
        { text: 'Título Profesional de Licenciada en Educación Primaria', bold: true, block: 1 },
        { text: 'Universidad Nacional Kamayoq', block: 1 },
        { text: '2004 – 2009 (Título: 2010)', block: 1 },
        { text: 'Bachiller en Educación', bold: true, block: 2 },
        { text: 'Universidad Pukara', block: 2 },
        { text: '2000 – 2004 (egresada 2005)', block: 2 },
      ]),
    ).toEqual([
      [
        'Título Profesional de Licenciada en Educación Primaria',
        'Universidad Nacional Kamayoq',
        '2004 – 2009 (Título: 2010)',
      ],
      ['Bachiller en Educación', 'Universidad Pukara', '2000 – 2004 (egresada 2005)'],
    ]);
  });

  it('reads the campus after a school as its place', () => {
    const line = readEducationLine('Universidad Kamayoq – Filial Lima Norte');
    expect([line.institution, line.location]).toEqual(['Universidad Kamayoq', 'Filial Lima Norte']);
  });
});

describe('studies labelled by their level (issue 12)', () => {
  it('reads the degree and school a level label introduces', () => {
    const read = (text: string) => {
      const line = readEducationLine(text);
      return [line.degree, line.institution, line.location];
    };
    expect(
      read('Terciario: Cocinero Profesional – Instituto Kamayoq (sede Rosario), 2006 – 2008'),
    ).toEqual(['Cocinero Profesional', 'Instituto Kamayoq', 'sede Rosario']);
    expect(
      read('Universitario: Licenciatura en Gastronomía – Universidad Pukara, 2009 – 2011'),
    ).toEqual(['Licenciatura en Gastronomía', 'Universidad Pukara', null]);
    expect(read('Técnico : Mecánica Automotriz – CETPRO “Wasi” (2003 – 2004)')).toEqual([
      'Mecánica Automotriz',
      'CETPRO “Wasi”',
      null,
    ]);
    // A level over a school alone is the degree the school gave.
    expect(read('Secundaria: Colegio Santa Rosa')).toEqual([
      'Secundaria',
      'Colegio Santa Rosa',
      null,
    ]);
  });
});

describe('job-board profiles and notes under a degree (issue 12)', () => {
  it('reads a level and a state under each degree as its details, not as more studies', () => {
    expect(
      fields([
        { text: 'Técnico Superior en Mecánica Automotriz', bold: true, block: 1 },
        { text: 'Instituto Tecnológico Kamayoq', block: 1 },
        { text: 'Técnico superior · Graduado', fontSize: 9, block: 2 },
        { text: 'feb. 2008 - dic. 2010', fontSize: 9, block: 2 },
        { text: 'Bachiller en Humanidades', bold: true, block: 3 },
        { text: 'Unidad Educativa Pukara', block: 3 },
        { text: 'Educación secundaria · Graduado', fontSize: 9, block: 4 },
        { text: '2007', fontSize: 9, block: 4 },
      ]),
    ).toEqual([
      [
        'Técnico Superior en Mecánica Automotriz',
        'Instituto Tecnológico Kamayoq',
        'feb. 2008 - dic. 2010',
      ],
      ['Bachiller en Humanidades', 'Unidad Educativa Pukara', '2007'],
    ]);
  });

  it('keeps the recognition of a foreign degree in Peru with the degree', () => {
    expect(
      fields([
        { text: 'Licenciada en Contaduría Pública 2004 – 2009', bold: true, block: 1 },
        { text: 'Universidad del Wasi (LUW), Maracaibo', block: 1 },
        { text: 'Título reconocido por SUNEDU (Resolución 2021). Promedio: 17/20.', block: 1 },
        { text: 'Bachiller en Ciencias 2003', bold: true, block: 2 },
        { text: 'U.E. Colegio Kamayoq, Maracaibo', block: 2 },
      ]),
    ).toEqual([
      ['Licenciada en Contaduría Pública', 'Universidad del Wasi (LUW)', '2004 – 2009'],
      ['Bachiller en Ciencias', 'U.E. Colegio Kamayoq', '2003'],
    ]);
  });

  it('keeps a technical title "a nombre de la Nación" with the studies above it', () => {
    expect(
      fields([
        { text: 'Instituto Tecnológico Kamayoq — Técnica en Enfermería', bold: true, block: 1 },
        { text: '2014 – 2017', block: 1 },
        { text: 'Título a nombre de la Nación. Prácticas en el Hospital Pukara.', block: 1 },
        { text: 'I.E. N.° 6041 Wasi — Educación Secundaria', bold: true, block: 2 },
        { text: '2009 – 2013', block: 2 },
      ]),
    ).toEqual([
      ['Técnica en Enfermería', 'Instituto Tecnológico Kamayoq', '2014 – 2017'],
      ['Educación Secundaria', 'I.E. N.° 6041 Wasi', '2009 – 2013'],
    ]);
  });

  it('gives a course the school with its year named above it', () => {
    expect(
      fields([
        { text: 'UNIVERSIDAD PUKARA 2024 – actualidad', block: 1 },
        { text: 'Maestría en Gestión Pública (en curso)', block: 1 },
        { text: 'ESCUELA KAMAYOQ 2021', block: 2 },
        { text: 'Diplomado en Gestión por Competencias', block: 2 },
        { text: 'UNIVERSIDAD NACIONAL WASI 2013 – 2019', block: 3 },
        { text: 'Licenciada en Administración', block: 3 },
      ]),
    ).toEqual([
      ['Maestría en Gestión Pública (en curso)', 'UNIVERSIDAD PUKARA', '2024 – actualidad'],
      ['Licenciada en Administración', 'UNIVERSIDAD NACIONAL WASI', '2013 – 2019'],
    ]);
  });

  it('reads a date column that wrapped its range before the year, and a course after it', () => {
    expect(
      fields([
        { text: '2014 – 2019 Bachiller en Arquitectura', bold: true, x: 206, block: 1 },
        { text: 'Universidad Pukara', x: 272, block: 1 },
        { text: 'Ago – Dic Semestre de intercambio', x: 210, block: 2 },
        { text: '2018 Universidad Nacional Wasi', x: 234, block: 2 },
        { text: '2021 Diplomado en Modelado BIM', bold: true, x: 234, block: 3 },
        { text: 'Instituto Kamayoq', x: 272, block: 3 },
      ]),
    ).toEqual([
      ['Bachiller en Arquitectura', 'Universidad Pukara', '2014 – 2019'],
      ['Semestre de intercambio', 'Universidad Nacional Wasi', 'Ago – Dic 2018'],
    ]);
  });

  it('reads studies at a faculty under the university named above them', () => {
    expect(
      fields([
        { text: 'Universidad Nacional Pukara | Bogotá, Colombia', bold: true, block: 1 },
        {
          text: 'Semestre de intercambio – Facultad de Ingeniería | Feb. 2016 – Jul. 2016',
          block: 1,
        },
      ]),
    ).toEqual([
      ['Semestre de intercambio', 'Universidad Nacional Pukara', 'Feb. 2016 – Jul. 2016'],
    ]);
  });
});

describe('a faculty named before its university (issue 12)', () => {
  it('reads "Exchange Semester, School of …" over "Universidad X" as one entry at the university', () => {
    expect(
      fields([
        { text: 'B.Sc. in Economics | 2014 – 2018', bold: true, block: 1 },
        { text: 'Universidad del Wasi', block: 1 },
        { text: 'Exchange Semester, School of Economics and Business', bold: true, block: 2 },
        { text: 'Universidad de Pukara', block: 2 },
        { text: 'Aug 2017 – Dec 2017', block: 2 },
      ]),
    ).toEqual([
      ['B.Sc. in Economics', 'Universidad del Wasi', '2014 – 2018'],
      ['Exchange Semester', 'Universidad de Pukara', 'Aug 2017 – Dec 2017'],
    ]);
  });
});

describe('a degree wrapped in a narrow sidebar (issue 12)', () => {
  it('finishes the name with the next line, its note in brackets included', () => {
    expect(
      fields([
        { text: '2023 – actualidad', x: 414, bold: true, fontSize: 7.8, block: 1 },
        {
          text: 'Maestría en Gestión Pública y Política',
          x: 414,
          width: 143,
          bold: true,
          block: 2,
        },
        { text: 'Social (en curso)', x: 414, width: 68, bold: true, block: 2 },
        { text: 'Universidad Andina Kamayoq', x: 414, width: 148, block: 2 },
      ]),
    ).toEqual([
      [
        'Maestría en Gestión Pública y Política Social (en curso)',
        'Universidad Andina Kamayoq',
        '2023 – actualidad',
      ],
    ]);
  });
});

describe('a job board’s level line under each study (issue 12)', () => {
  it('reads "Secundario · Graduado" under "Secundaria completa" as its level, not a new entry', () => {
    expect(
      fields([
        { text: 'Secundaria completa', bold: true, block: 1 },
        { text: 'I.E. Kamayoq', block: 2 },
        { text: 'Secundario · Graduado', fontSize: 8.8, block: 3 },
        { text: 'mar. 2012 - dic. 2016', fontSize: 8.8, block: 3 },
      ]),
    ).toEqual([['Secundaria completa', 'I.E. Kamayoq', 'mar. 2012 - dic. 2016']]);
  });
});

describe('a school level written with its school after "en" (issue 12)', () => {
  it('opens an entry of its own under a complete one, not a sentence about it', () => {
    expect(
      fields([
        {
          text: 'Bachiller en Administración en Universidad Andina Kamayoq, Lima',
          bold: true,
          block: 1,
        },
        { text: '2009 — 2014', fontSize: 8.8, block: 2 },
        { text: 'Tercio superior. Delegado de la promoción 2014.', x: 62, block: 2 },
        { text: 'Secundaria completa en Colegio Wasi, Arequipa', bold: true, block: 3 },
        { text: '2004 — 2008', fontSize: 8.8, block: 4 },
      ]),
    ).toEqual([
      ['Bachiller en Administración', 'Universidad Andina Kamayoq', '2009 — 2014'],
      ['Secundaria completa', 'Colegio Wasi', '2004 — 2008'],
    ]);
  });
});

describe('studies set tight in one paragraph, each school with its dates (issue 12)', () => {
  it('a short line of studies after "School | dates" opens the next entry, not the school', () => {
    const texts = [
      'Bachiller en Administración y Negocios Internacionales',
      'Universidad Tecnológica Andina | 2017 – 2022',
      'Administración Bancaria (Profesional Técnico)',
      'Instituto de Formación Bancaria – IFB | 2012 – 2014',
    ];
    const parsed = parseEducationEntries(
      buildTestLines(texts.map((text) => ({ text, block: 1 }))),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      [
        'Bachiller en Administración y Negocios Internacionales',
        'Universidad Tecnológica Andina',
        '2017 – 2022',
      ],
      [
        'Administración Bancaria (Profesional Técnico)',
        'Instituto de Formación Bancaria – IFB',
        '2012 – 2014',
      ],
    ]);
  });
});

describe('a moderncv dates column, the entry wrapped under its text (issue 12)', () => {
  it('finishes the school with the line under the text, its state kept out of the place', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        {
          text: '2020–2022 Maestría en Gestión Minera, Universidad Nacional Kamayoq del Sur',
          x: 123,
          width: 407,
          fontSize: 10.3,
          block: 1,
        },
        { text: 'de Arequipa, Arequipa, Egresado.', x: 171, width: 144, fontSize: 10.3, block: 2 },
        {
          text: 'Tesis en curso: “Optimización del ciclo de acarreo”.',
          x: 171,
          width: 368,
          fontSize: 9.4,
          block: 3,
        },
        {
          text: '2008–2010 Profesional Técnico en Topografía, Instituto Superior Tecnológico',
          x: 123,
          width: 407,
          fontSize: 10.3,
          block: 4,
        },
        { text: 'Público Wasi, Arequipa.', x: 171, width: 104, fontSize: 10.3, block: 5 },
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.location]),
    ).toEqual([
      [
        'Maestría en Gestión Minera',
        'Universidad Nacional Kamayoq del Sur de Arequipa',
        'Arequipa',
      ],
      [
        'Profesional Técnico en Topografía',
        'Instituto Superior Tecnológico Público Wasi',
        'Arequipa',
      ],
    ]);
  });
});

describe('the studies’ state and term written beside their dates (issue 12)', () => {
  it('keeps a state reached in a year with the dates, and a state alone out of them', () => {
    expect(
      fields([
        { text: 'Licenciada en Psicología', bold: true, block: 1 },
        { text: 'Universidad Kamayoq', block: 1 },
        { text: '2011 – 2016 · Titulada 2017', block: 1 },
        { text: 'Técnico en Administración', bold: true, block: 2 },
        { text: 'Instituto Wasi', block: 2 },
        { text: '2008 – 2010 · Graduado', block: 2 },
      ]),
    ).toEqual([
      ['Licenciada en Psicología', 'Universidad Kamayoq', '2011 – 2016 · Titulada 2017'],
      ['Técnico en Administración', 'Instituto Wasi', '2008 – 2010'],
    ]);
  });

  it('keeps such a state with the dates closing a degree’s line, and a rank under it as a detail', () => {
    expect(
      fields([
        { text: 'Licenciada en Psicología 2011 – 2016 (titulada 2017)', bold: true, block: 1 },
        { text: 'Bachiller en Ciencias Contables 2009 – 2014', bold: true, block: 2 },
        { text: 'Quinto superior de la promoción 2014', listItem: true, block: 3 },
      ]),
    ).toEqual([
      ['Licenciada en Psicología', null, '2011 – 2016 (titulada 2017)'],
      ['Bachiller en Ciencias Contables', null, '2009 – 2014'],
    ]);
  });

  it('reads the term reached after the school as still studying', () => {
    expect(
      fields([
        { text: 'UNIVERSIDAD NACIONAL KAMAYOQ 7.° ciclo (en curso)', bold: true, block: 1 },
        { text: 'Ingeniería Mecánica', block: 1 },
        { text: 'SENATI, Cusco Egresado 2019', bold: true, block: 2 },
        { text: 'Profesional técnico en Mecánica Automotriz', block: 2 },
      ]),
    ).toEqual([
      ['Ingeniería Mecánica', 'UNIVERSIDAD NACIONAL KAMAYOQ', '7.° ciclo (en curso)'],
      ['Profesional técnico en Mecánica Automotriz', 'SENATI', '2019'],
    ]);
  });

  it('reads a dates column before a labelled level ("2005 – 2009 Educación secundaria: Colegio X")', () => {
    expect(fields([{ text: '2005 – 2009 Educación secundaria: Colegio Wasi', block: 1 }])).toEqual([
      ['Educación secundaria', 'Colegio Wasi', '2005 – 2009'],
    ]);
  });
});

describe('one school over several of its studies (issue 12)', () => {
  it('gives each degree listed under a school named on its own line that school', () => {
    expect(
      fields([
        { text: 'UNIVERSIDAD NACIONAL WASI', bold: true, block: 1 },
        { text: 'Facultad de Contabilidad', block: 2 },
        { text: 'Título profesional de Contador Público 2016', block: 3 },
        { text: 'Bachiller en Ciencias Contables 2009 – 2014', block: 4 },
        { text: 'Quinto superior de la promoción 2014', listItem: true, block: 5 },
        { text: 'COLEGIO NACIONAL KAMAYOQ', bold: true, block: 6 },
        { text: 'Secundaria completa Promoción 2008', block: 7 },
      ]),
    ).toEqual([
      ['Título profesional de Contador Público', 'UNIVERSIDAD NACIONAL WASI', '2016'],
      ['Bachiller en Ciencias Contables', 'UNIVERSIDAD NACIONAL WASI', '2009 – 2014'],
      ['Secundaria completa', 'COLEGIO NACIONAL KAMAYOQ', 'Promoción 2008'],
    ]);
  });

  it('keeps a faculty and the specialty it names with the school above, before the dates', () => {
    const line = (text: string, y: number, bold = false) => ({
      text,
      x: 58,
      y,
      width: text.length * 4.5,
      fontSize: 11.5,
      bold,
      block: 1,
    });
    expect(
      fields([
        line('Licenciada en Psicología', 396, true),
        line('Universidad Kamayoq', 408),
        line('Facultad de Psicología – Especialidad de Psicología Organizacional', 419),
        line('2011 – 2016', 431),
        {
          text: 'Tesis: «Engagement y clima laboral en trabajadores de centros de contacto de Lima»',
          x: 65,
          y: 444,
          width: 415,
          fontSize: 10.5,
          listItem: true,
          block: 2,
        },
      ]),
    ).toEqual([['Licenciada en Psicología', 'Universidad Kamayoq', '2011 – 2016']]);
  });
});

describe('a public-sector form listing studies as labelled rows under a bullet (issue 12)', () => {
  it('reads each "Grado/Título:" item with the "Institución:" and "Año:" rows set under it', () => {
    const item = (y: number, degree: string, school: string, year: string) => [
      {
        text: `Grado/Título: ${degree}`,
        x: 75.1,
        y,
        width: 300,
        bold: true,
        listItem: true,
        block: y,
      },
      { text: `Institución: ${school}`, x: 104.96, y: y + 13, width: 224, block: y },
      { text: `Año: ${year}`, x: 104.96, y: y + 28, width: 112, block: y },
    ];
    const parsed = parseEducationEntries(
      buildTestLines([
        ...item(252, 'Título Profesional de Contador Público', 'Universidad Nacional Wasi', '2019'),
        ...item(299, 'Bachiller en Ciencias Contables', 'Universidad Nacional Wasi', '2013 – 2017'),
      ]),
      's',
    );
    expect(
      parsed.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Título Profesional de Contador Público', 'Universidad Nacional Wasi', '2019'],
      ['Bachiller en Ciencias Contables', 'Universidad Nacional Wasi', '2013 – 2017'],
    ]);
  });
});

describe('a US résumé: "School | Town, ST" over "Degree | Date", notes set deeper (issue 12)', () => {
  it('reads the school, its place, the degree and its date, and the notes as details', () => {
    const entries = parseEducationEntries(
      buildTestLines([
        { text: 'University of Wasi | Burlington, VT', block: 1 },
        { text: 'Bachelor of Arts in Anthropology, Minor in Spanish | May 2022', block: 1 },
        { text: 'GPA 3.7/4.0; Dean’s List (six semesters).', x: 68, block: 1 },
        { text: 'Honors thesis: “Weaving Cooperatives in the Southern Andes.”', x: 68, block: 1 },
        { text: 'Pontificia Universidad Pukara | Lima, Peru', bold: true, block: 2 },
        { text: 'Study Abroad Semester, Social Sciences | Aug 2019 – Dec 2019', block: 2 },
      ]),
      's',
    ).education;
    expect(
      entries.map((entry) => [entry.degree, entry.institution, entry.location, entry.dates?.text]),
    ).toEqual([
      [
        'Bachelor of Arts in Anthropology, Minor in Spanish',
        'University of Wasi',
        'Burlington, VT',
        'May 2022',
      ],
      [
        'Study Abroad Semester, Social Sciences',
        'Pontificia Universidad Pukara',
        'Lima, Peru',
        'Aug 2019 – Dec 2019',
      ],
    ]);
    expect(entries[0]?.details).toEqual([
      'GPA 3.7/4.0; Dean’s List (six semesters).',
      'Honors thesis: “Weaving Cooperatives in the Southern Andes.”',
    ]);
  });
});

describe('when a degree was conferred, written after its school (issue 12)', () => {
  it('keeps "Grado de … obtenido en 2003" under the school as a note of the entry above', () => {
    const entries = parseEducationEntries(
      buildTestLines([
        { text: '1999 – 2001 Maestría en Administración de Negocios (MBA)', bold: true, block: 1 },
        { text: 'Universidad Wasi – Grado de Magíster obtenido en 2003', x: 149, block: 1 },
        { text: '1988 – 1993 Licenciado en Administración', bold: true, block: 2 },
        { text: 'Universidad Pukara – Título profesional (1995)', x: 149, block: 2 },
      ]),
      's',
    ).education;
    expect(
      entries.map((entry) => [entry.degree, entry.institution, entry.dates?.text, entry.details]),
    ).toEqual([
      [
        'Maestría en Administración de Negocios (MBA)',
        'Universidad Wasi',
        '1999 – 2001',
        ['Grado de Magíster obtenido en 2003'],
      ],
      [
        'Licenciado en Administración',
        'Universidad Pukara',
        '1988 – 1993',
        ['Título profesional (1995)'],
      ],
    ]);
  });
});
