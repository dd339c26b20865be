// The shapes of an experience entry a person recognises (issue 12), each on an invented example:
// separators, role phrases, date positions, typography, employer lines over several positions,
// sub-headings and detail lines inside a job, and entries written as sentences.
import { describe, expect, it } from 'vitest';
import { buildTestLines, tableCell, type TestLineSpec } from './build-test-lines';
import { endsInAbbreviation } from './entry-fields';
import { joinLabelCells } from './form-cells';
import { parseExperienceEntries } from './experience';
import { foldText } from '../language/fold-text';
import { titlePattern } from '../vocabulary/entry-vocabulary';

const read = (specs: readonly TestLineSpec[]) =>
  parseExperienceEntries(buildTestLines(specs), 's').map((entry) => ({
    title: entry.title,
    organisation: entry.organisation,
    location: entry.location,
    dates: entry.dates?.text ?? null,
    current: entry.dates?.current ?? false,
    bullets: entry.bullets,
  }));

const fields = (specs: readonly TestLineSpec[]) =>
  read(specs).map(({ title, organisation, dates }) => [title, organisation, dates]);

describe('fields on one header line', () => {
  it('joins an employer cut by Enter before its bracketed dates, and keeps a place apart', () => {
    expect(
      fields([
        '2.- VIGILANTE – CORPORACIÓN AVÍCOLA EL WASI',
        'DORADO S.A.C. (Del 2015 al 2018)',
        'a) Vigilancia de planta y granjas.',
        '3.- PORTERO – VIGILANTE – Junta de Propietarios Condominio Residencial',
        'Las Palmeras (Del 2011 al 2014)',
        'a) Recepción de correspondencia.',
      ]),
    ).toEqual([
      ['VIGILANTE', 'CORPORACIÓN AVÍCOLA EL WASI DORADO S.A.C.', 'Del 2015 al 2018'],
      [
        'PORTERO – VIGILANTE',
        'Junta de Propietarios Condominio Residencial Las Palmeras',
        'Del 2011 al 2014',
      ],
    ]);
    expect(
      read([
        'Analista de Sistemas – Banco Pukara',
        'Lima (2015 – 2018)',
        '• Desarrollé reportes.',
      ]).map(({ organisation, location }) => [organisation, location]),
    ).toEqual([['Banco Pukara', 'Lima']]);
    // A role under "EMPLOYER – BRANCH" is the title, not the branch's last words.
    expect(
      fields([
        'SUPERMERCADOS WASI S.A. – TIENDA PUKARA Ate',
        'Cajera polifuncional (Feb. 2019 – Feb. 2021)',
        '• Cobro en caja.',
      ])[0]?.[0],
    ).toBe('Cajera polifuncional');
  });

  it('reads a job numbered "1.-" as typed in Word', () => {
    expect(
      fields([
        '1.- AGENTE DE SEGURIDAD – SEGURIDAD PUKARA S.A.C.',
        '(Del 2018 a la fecha) – Destacado en almacenes de Lurín.',
        'a) Control de ingreso y salida de personal.',
      ]),
    ).toEqual([['AGENTE DE SEGURIDAD', 'SEGURIDAD PUKARA S.A.C.', 'Del 2018 a la fecha']]);
  });

  it('reads "Title at Company — Remote" and keeps a Spanish "en" inside an English employer', () => {
    expect(
      read([
        { text: 'Senior Data Analyst at Qori Analytics — Remote', bold: true },
        'Jan. 2022 – Now',
        '• Built weekly KPI reviews.',
        { text: 'Data Mentor at Chicas en Datos Perú', bold: true },
        '2021 – 2023',
        '• Mentored 12 women.',
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Senior Data Analyst', 'Qori Analytics', 'Remote'],
      ['Data Mentor', 'Chicas en Datos Perú', null],
    ]);
  });

  it('keeps words in lower case after a dash with the title, and a district after one as the place', () => {
    expect(
      read([
        { text: 'Nutricionista – consulta externa · Policlínico Wasi | 2020 – 2021', bold: true },
        '• Atendí a pacientes con diabetes.',
        { text: 'Enfermera de Emergencia (CAS)', bold: true },
        'HOSPITAL DISTRITAL PUKARA – EL PORVENIR',
        'Ene. 2020 – Feb. 2021',
        '• Atendí a pacientes críticos.',
      ]).map(({ title, organisation, location, bullets }) => [
        title,
        organisation,
        location,
        bullets,
      ]),
    ).toEqual([
      [
        'Nutricionista – consulta externa',
        'Policlínico Wasi',
        null,
        ['Atendí a pacientes con diabetes.'],
      ],
      [
        'Enfermera de Emergencia (CAS)',
        'HOSPITAL DISTRITAL PUKARA',
        'EL PORVENIR',
        ['Atendí a pacientes críticos.'],
      ],
    ]);
  });

  it('reads "Título | Empresa | Lugar", "Título – Empresa" and "Título en Empresa"', () => {
    expect(
      read([
        { text: 'Cajera principal | Botica Santa Rosa | Cusco', bold: true },
        'Enero 2020 – Presente',
        '• Cuadré la caja diaria.',
        { text: 'Diseñadora gráfica – Estudio Nazca', bold: true },
        '2018 – 2019',
        '• Diseñé empaques.',
        { text: 'Analista de Créditos en Caja Huancayo', bold: true },
        '2016 – 2017',
        '• Evalué solicitudes de crédito.',
      ]).map(({ title, organisation, location, bullets }) => [
        title,
        organisation,
        location,
        bullets,
      ]),
    ).toEqual([
      ['Cajera principal', 'Botica Santa Rosa', 'Cusco', ['Cuadré la caja diaria.']],
      ['Diseñadora gráfica', 'Estudio Nazca', null, ['Diseñé empaques.']],
      // The line that gave both fields is read, not left behind as a bullet.
      ['Analista de Créditos', 'Caja Huancayo', null, ['Evalué solicitudes de crédito.']],
    ]);
  });

  it('reads a town, region and country set apart from the employer as the place', () => {
    // The layout parts "Empresa ……… Pueblo, Región, País" at the right tab (extract/pdf-layout).
    expect(
      read([
        'Agroexportadora Valle Verde SAC | Villa Esperanza, Valle Alto, Pasco',
        'Jefa de almacén | Marzo 2020 – Presente',
        '• Controlé el inventario mensual.',
      ]).map(({ title, organisation, location, bullets }) => [
        title,
        organisation,
        location,
        bullets,
      ]),
    ).toEqual([
      [
        'Jefa de almacén',
        'Agroexportadora Valle Verde SAC',
        'Villa Esperanza, Valle Alto, Pasco',
        ['Controlé el inventario mensual.'],
      ],
    ]);
    // Parted at commas, the same form may be an employer and its place.
    expect(
      read([
        { text: 'Analista de costos, Molinos Rivera, San Martín de Porres, Lima.', bold: true },
        '2016 – 2019',
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([['Analista de costos', 'Molinos Rivera', 'San Martín de Porres, Lima']]);
  });

  it('reads "Cargo en la Empresa" without the article, the line not left as a bullet', () => {
    expect(
      read([
        { text: 'Asistente administrativo en la Municipalidad Distrital de Ate', bold: true },
        '2020 – 2022',
        '• Archivé expedientes.',
        { text: 'Practicante en el Estudio Contable Rojas', bold: true },
        '2019',
        '• Apoyé en el cierre mensual.',
      ]).map(({ title, organisation, bullets }) => [title, organisation, bullets]),
    ).toEqual([
      ['Asistente administrativo', 'Municipalidad Distrital de Ate', ['Archivé expedientes.']],
      ['Practicante', 'Estudio Contable Rojas', ['Apoyé en el cierre mensual.']],
    ]);
  });

  it('reads a role without a description as its job’s, though the next job’s date follows', () => {
    const dated = (text: string) => ({ text, bold: true });
    expect(
      fields([
        dated('Puesto de Salud Cabanillas | 2017 – 2018'),
        { text: 'Serumista', bold: true },
        dated('Botica San Martín | 2016 – 2016'),
        { text: 'Auxiliar de Farmacia', bold: true },
        'Venta y dispensación de medicamentos.',
      ]),
    ).toEqual([
      ['Serumista', 'Puesto de Salud Cabanillas', '2017 – 2018'],
      ['Auxiliar de Farmacia', 'Botica San Martín', '2016 – 2016'],
    ]);
    // The employer first, its dates under it, then the role: the same, line for line.
    expect(
      fields([
        { text: 'Puesto de Salud Cabanillas', bold: true, fontSize: 13 },
        'Abril 2017 – Marzo 2018',
        { text: 'Serumista', bold: true, fontSize: 13 },
        { text: 'Botica San Martín', bold: true, fontSize: 13 },
        'Enero 2016 – Diciembre 2016',
        { text: 'Auxiliar de Farmacia', bold: true, fontSize: 13 },
        'Venta y dispensación de medicamentos.',
      ]),
    ).toEqual([
      ['Serumista', 'Puesto de Salud Cabanillas', 'Abril 2017 – Marzo 2018'],
      ['Auxiliar de Farmacia', 'Botica San Martín', 'Enero 2016 – Diciembre 2016'],
    ]);
  });

  it('keeps "Cargo en Campo" whole: a field of work after "en" is no employer', () => {
    expect(
      fields([
        { text: 'Centro de Salud Santa Adriana', bold: true },
        'Agosto 2020 – Actualidad',
        { text: 'Técnica en Enfermería', bold: true },
        '• Apliqué vacunas del esquema nacional.',
        { text: 'Especialista en Contabilidad en Minera Wasi S.A.C.', bold: true },
        '2016 – 2020',
        '• Cerré los estados financieros.',
      ]),
    ).toEqual([
      ['Técnica en Enfermería', 'Centro de Salud Santa Adriana', 'Agosto 2020 – Actualidad'],
      ['Especialista en Contabilidad', 'Minera Wasi S.A.C.', '2016 – 2020'],
    ]);
  });

  it('splits "Empresa, Ciudad" on the employer line, but not an unknown town before its region', () => {
    expect(
      read([
        { text: 'Analista de Datos', bold: true },
        'Tiendas Lucero, Arequipa',
        '2019 – 2021',
        '• Automaticé reportes.',
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([['Analista de Datos', 'Tiendas Lucero', 'Arequipa']]);
    expect(
      read([
        { text: 'Mesero', bold: true },
        'Huaylaspampa, Cusco',
        '2019 – 2021',
        '• Atendí mesas.',
      ]).map(({ organisation, location }) => [organisation, location]),
    ).toEqual([[null, 'Huaylaspampa, Cusco']]);
  });

  it('reads "Empresa (Lugar)" and a company with its city ("Acme S.A.C. Lima, Perú")', () => {
    expect(
      read([
        { text: 'Qori Snacks (Arequipa, Perú)', bold: true },
        'Asistente de marketing',
        '2018 – 2019',
        '• Apoyé campañas.',
        { text: 'Vendedor', bold: true },
        'Comercial Huallaga S.A.C. Lima, Perú',
        '2016 – 2017',
        '• Vendí.',
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Asistente de marketing', 'Qori Snacks', 'Arequipa, Perú'],
      ['Vendedor', 'Comercial Huallaga S.A.C.', 'Lima, Perú'],
    ]);
  });

  it('reads a town the place list lacks when it repeats the name before its country', () => {
    expect(
      read([
        { text: 'Voluntaria', bold: true },
        'Universidad de Pukara Pukara, España',
        '2016 – 2017',
        { text: 'Docente', bold: true },
        'Universidad Católica Boliviana San Pablo, Bolivia',
        '2018 – 2019',
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Voluntaria', 'Universidad de Pukara', 'Pukara, España'],
      ['Docente', 'Universidad Católica Boliviana San Pablo', 'Bolivia'],
    ]);
  });
});

describe('where the dates sit', () => {
  it('reads a date on its own line before or after the title, and dates on the title line', () => {
    expect(
      fields([
        'Enero 2020 – Actualidad',
        { text: 'Analista de Datos', bold: true },
        'Tiendas Lucero',
        '• Automaticé reportes.',
        'Marzo 2018 – Diciembre 2019',
        { text: 'Asistente Comercial', bold: true },
        'Grupo Kallpa',
        '• Atendí mayoristas.',
      ]),
    ).toEqual([
      ['Analista de Datos', 'Tiendas Lucero', 'Enero 2020 – Actualidad'],
      ['Asistente Comercial', 'Grupo Kallpa', 'Marzo 2018 – Diciembre 2019'],
    ]);
    expect(
      fields([
        { text: 'Analista de Datos Ene. 2020 – Actualidad', bold: true },
        'Tiendas Lucero',
        '• Automaticé reportes.',
        { text: 'Asistente Comercial', bold: true, x: 50, y: 150, block: 5 },
        { text: 'Mar. 2018 – Dic. 2019', x: 450, y: 150, block: 6 },
        { text: 'Pollería El Sabor', x: 50, y: 164, block: 7 },
        { text: 'Atendí pedidos.', x: 60, y: 178, listItem: true, block: 8 },
      ]),
    ).toEqual([
      ['Analista de Datos', 'Tiendas Lucero', 'Ene. 2020 – Actualidad'],
      ['Asistente Comercial', 'Pollería El Sabor', 'Mar. 2018 – Dic. 2019'],
    ]);
  });

  it('reads a date column on the left', () => {
    expect(
      fields([
        { text: '2020 – actualidad', x: 50, y: 100, block: 1 },
        { text: 'Analista de Datos', x: 150, y: 100, bold: true, block: 2 },
        { text: 'Tiendas Lucero', x: 150, y: 114, block: 2 },
        { text: 'Automaticé reportes.', x: 150, y: 128, block: 3, listItem: true },
        { text: '2018 – 2019', x: 50, y: 150, block: 4 },
        { text: 'Asistente Comercial', x: 150, y: 150, bold: true, block: 5 },
        { text: 'Grupo Kallpa', x: 150, y: 164, block: 5 },
        { text: 'Atendí mayoristas.', x: 150, y: 178, block: 6, listItem: true },
      ]),
    ).toEqual([
      ['Analista de Datos', 'Tiendas Lucero', '2020 – actualidad'],
      ['Asistente Comercial', 'Grupo Kallpa', '2018 – 2019'],
    ]);
  });

  it('keeps a single date single and "ahora" current', () => {
    expect(
      read([
        { text: 'Voluntaria – Techo Andino', bold: true },
        'Marzo 2021',
        '• Construí viviendas.',
        { text: 'Mesera – Café Misti', bold: true },
        '2019 – ahora',
        '• Atendí mesas.',
      ]).map(({ dates, current }) => [dates, current]),
    ).toEqual([
      ['Marzo 2021', false],
      ['2019 – ahora', true],
    ]);
  });
});

describe('title and organisation on separate lines', () => {
  it('reads an employer, its dates, then the role held there as one job', () => {
    const lines: TestLineSpec[] = [
      { text: 'Pago Yupay', bold: true, fontSize: 13 },
      'Aug 2021 – Present',
      { text: 'Full Stack Developer', bold: true, fontSize: 13 },
      { text: 'Highlights', bold: true },
      '• Developed the merchant onboarding flow.',
      { text: 'Kallpa Labs', bold: true, fontSize: 13 },
      'Jan 2019 – Jul 2021',
      { text: 'Backend Developer', bold: true, fontSize: 13 },
      '• Maintained REST APIs.',
    ];
    expect(fields(lines)).toEqual([
      ['Full Stack Developer', 'Pago Yupay', 'Aug 2021 – Present'],
      ['Backend Developer', 'Kallpa Labs', 'Jan 2019 – Jul 2021'],
    ]);
    // An employer over its positions, each role set smaller than the name and plain.
    expect(
      fields([
        { text: 'Software Kallpa E.I.R.L.', bold: true, fontSize: 16 },
        { text: 'Backend Developer', fontSize: 13 },
        'Jan 2019 – Jul 2021',
        '• Maintained REST APIs.',
        { text: 'Junior Developer', fontSize: 13 },
        'Mar 2018 – Dec 2018',
        '• Fixed bugs in the invoicing module.',
      ]),
    ).toEqual([
      ['Backend Developer', 'Software Kallpa E.I.R.L.', 'Jan 2019 – Jul 2021'],
      ['Junior Developer', 'Software Kallpa E.I.R.L.', 'Mar 2018 – Dec 2018'],
    ]);
    // Two roles in a row are two jobs, the second undated.
    expect(
      fields([
        { text: 'Analista de Datos', bold: true },
        '2020 – 2022',
        { text: 'Practicante de Sistemas', bold: true },
        '• Soporte a usuarios.',
      ]),
    ).toEqual([
      ['Analista de Datos', null, '2020 – 2022'],
      ['Practicante de Sistemas', null, null],
    ]);
  });

  it('reads them in either order, a bold title over a plain employer', () => {
    expect(
      fields([
        { text: 'Tiendas Lucero', bold: true },
        'Analista de Datos',
        '2020 – 2022',
        '• Automaticé reportes.',
        { text: 'Coordinadora de Proyectos', bold: true },
        'Asociación Manos Unidas',
        '2018 – 2019',
        '• Coordiné talleres.',
      ]),
    ).toEqual([
      ['Analista de Datos', 'Tiendas Lucero', '2020 – 2022'],
      ['Coordinadora de Proyectos', 'Asociación Manos Unidas', '2018 – 2019'],
    ]);
  });

  it('reads an employer in capitals over a bold title as the organisation, after bullets too', () => {
    const bold = (text: string) => ({ text, bold: true });
    expect(
      fields([
        'ALPAMAYO EXPRESS',
        bold('Atención al Cliente'),
        '2019 – 2021',
        '• Atendí reclamos.',
        'QHAPAQ ÑAN VIAJES',
        bold('Guía de Turismo'),
        '2017 – 2019',
        '• Guié grupos.',
      ]),
    ).toEqual([
      ['Atención al Cliente', 'ALPAMAYO EXPRESS', '2019 – 2021'],
      ['Guía de Turismo', 'QHAPAQ ÑAN VIAJES', '2017 – 2019'],
    ]);
  });

  it('gives the employer line to each position under it, not only the first', () => {
    // An employer line, then several positions each with its title and dates (the labels count
    // every position, as in LinkedIn exports).
    expect(
      fields([
        { text: 'TIENDAS LUCERO S.A.C.', bold: true },
        { text: 'Jefe de Tienda', bold: true },
        'Enero 2021 – Diciembre 2023',
        '• Dirigí un equipo de doce personas.',
        { text: 'Vendedor', bold: true },
        'Marzo 2019 – Diciembre 2020',
        '• Superé la cuota mensual.',
        { text: 'GRUPO KALLPA', bold: true },
        { text: 'Asistente', bold: true },
        '2017 – 2018',
        '• Apoyé a contabilidad.',
      ]),
    ).toEqual([
      ['Jefe de Tienda', 'TIENDAS LUCERO S.A.C.', 'Enero 2021 – Diciembre 2023'],
      ['Vendedor', 'TIENDAS LUCERO S.A.C.', 'Marzo 2019 – Diciembre 2020'],
      ['Asistente', 'GRUPO KALLPA', '2017 – 2018'],
    ]);
    expect(
      fields([
        { text: 'Tiendas Lucero', bold: true, fontSize: 11 },
        'Jefe de Tienda (2021 – 2023)',
        '• Dirigí un equipo.',
        'Vendedor (2019 – 2020)',
        '• Superé la cuota.',
      ]),
    ).toEqual([
      ['Jefe de Tienda', 'Tiendas Lucero', '2021 – 2023'],
      ['Vendedor', 'Tiendas Lucero', '2019 – 2020'],
    ]);
  });

  it('reads positions marked apart under their employer line, a dash qualifying the first role', () => {
    // A Word list: each position a bold "▸" item with its dates, its duties items of the list's
    // own bullet, under the employer's line with the whole tenure.
    const duty = (text: string) => ({ text, listItem: true });
    const role = (text: string) => ({ text, bold: true, listItem: true, listMarker: '▸ ' });
    expect(
      fields([
        { text: 'DISTRIBUIDORA WASI S.A.C. | Piura Feb. 2017 – Actualidad', boldLead: true },
        role('Supervisor de Ventas – Canal Mayorista Ene. 2022 – Actualidad'),
        duty('Supervisión de 9 preventistas en Piura y Castilla.'),
        duty('Seguimiento diario de cuotas por marca.'),
        role('Vendedor Preventista Feb. 2017 – Dic. 2021'),
        duty('Toma de pedidos en ruta de 60 bodegas.'),
        { text: 'COMERCIAL KAMAYOQ E.I.R.L. | Sullana 2015 – 2017', boldLead: true },
        role('Vendedor de Mostrador Abr. 2015 – Ene. 2017'),
        duty('Atención a clientes y cierre de ventas.'),
      ]),
    ).toEqual([
      [
        'Supervisor de Ventas – Canal Mayorista',
        'DISTRIBUIDORA WASI S.A.C.',
        'Ene. 2022 – Actualidad',
      ],
      ['Vendedor Preventista', 'DISTRIBUIDORA WASI S.A.C.', 'Feb. 2017 – Dic. 2021'],
      ['Vendedor de Mostrador', 'COMERCIAL KAMAYOQ E.I.R.L.', 'Abr. 2015 – Ene. 2017'],
    ]);
  });
  it('keeps an employer line indented under the title in the header when the date follows', () => {
    expect(
      read([
        { text: 'Analista de Datos', bold: true, x: 50 },
        { text: 'Tiendas Lucero', x: 62 },
        { text: 'Enero 2020 – Actualidad', x: 62 },
        { text: 'Automaticé reportes.', listItem: true, x: 70 },
        { text: 'Asistente Comercial', bold: true, x: 50 },
        { text: 'Grupo Kallpa', x: 62 },
        { text: 'Marzo 2018 – Diciembre 2019', x: 62 },
        { text: 'Atendí a mayoristas.', listItem: true, x: 70 },
      ]).map(({ title, organisation, dates, bullets }) => [title, organisation, dates, bullets]),
    ).toEqual([
      ['Analista de Datos', 'Tiendas Lucero', 'Enero 2020 – Actualidad', ['Automaticé reportes.']],
      [
        'Asistente Comercial',
        'Grupo Kallpa',
        'Marzo 2018 – Diciembre 2019',
        ['Atendí a mayoristas.'],
      ],
    ]);
  });

  it('reads an employer line carrying its street address, however long, as the header', () => {
    expect(
      read([
        'Librería Los Andes Av. El Sol 455, Cusco. Turno tarde (de 14 a 19 horas, lunes a sábado)',
        'Referencia: Rosa Quispe 984 000 111',
        'Un año de experiencia en:',
        { text: 'Atención al público', listItem: true },
        { text: 'Fotocopias e impresiones', listItem: true },
      ]).map(({ organisation, bullets }) => [organisation, bullets.length]),
      // The two items under "…en:" are its list: one line (see "lines that are not duties").
    ).toEqual([['Librería Los Andes', 2]]);
  });

  it('does not lend an employer to a position whose title is set unlike the first one', () => {
    expect(
      fields([
        { text: 'Tiendas Lucero', bold: true },
        'Jefe de Tienda',
        '2021 – 2023',
        '• Dirigí un equipo.',
        { text: 'Consultor independiente', bold: true },
        '2019 – 2020',
        '• Asesoré a bodegas.',
      ]),
    ).toEqual([
      ['Jefe de Tienda', 'Tiendas Lucero', '2021 – 2023'],
      ['Consultor independiente', null, '2019 – 2020'],
    ]);
  });
});

describe('a referee under a job', () => {
  it('keeps a name with a phone inside the job, never a job of its own', () => {
    expect(
      read([
        { text: 'Huancayo, Junín | 8 Meses', fontSize: 11 },
        { text: 'AGROANDINA', fontSize: 12 },
        { text: 'Asistente de campo y de almacén de insumos', fontSize: 11 },
        { text: 'Control de ingreso de insumos', listItem: true, fontSize: 11 },
        { text: 'Registro de cosechas', listItem: true, fontSize: 11 },
        { text: 'Referencia Laboral:', fontSize: 11 },
        { text: 'Rosa Quispe: +51 964 112 233', fontSize: 11 },
      ]).map(({ title, organisation, bullets }) => [title, organisation, bullets.length]),
    ).toEqual([['Asistente de campo y de almacén de insumos', 'AGROANDINA', 4]]);
  });
});

describe('lines inside a job', () => {
  it('keeps "Funciones:", "Logros:" and "Tecnologías:" inside the job above', () => {
    expect(
      read([
        { text: 'Analista de Datos – Tiendas Lucero', bold: true },
        '2020 – 2022',
        { text: 'Funciones:', bold: true },
        '• Elaboré reportes.',
        { text: 'Logros:', bold: true },
        '• Reduje el cierre mensual en tres días.',
        'Tecnologías: Power BI, SQL, Python',
        { text: 'Vendedor – Pollos Don Tito', bold: true },
        '2018 – 2019',
        '• Atendí clientes.',
      ]).map(({ title, bullets }) => [title, bullets]),
    ).toEqual([
      [
        'Analista de Datos',
        [
          'Funciones:',
          'Elaboré reportes.',
          'Logros:',
          'Reduje el cierre mensual en tres días.',
          'Tecnologías: Power BI, SQL, Python',
        ],
      ],
      ['Vendedor', ['Atendí clientes.']],
    ]);
  });

  it('keeps a bold project indented under a bold job inside it, as a sub-heading', () => {
    expect(
      read([
        { text: 'Desarrollador Web – Andes Software', bold: true },
        'Marzo 2021 – Actualidad',
        { text: 'Sistema de facturación electrónica', bold: true, x: 60 },
        { text: 'Construí el módulo de notas de crédito.', listItem: true, x: 70 },
        { text: 'Portal de clientes', bold: true, x: 60 },
        { text: 'Migré el portal a React.', listItem: true, x: 70 },
        { text: 'Practicante de Sistemas – Qori Snacks', bold: true },
        'Enero 2020 – Diciembre 2020',
        { text: 'Di soporte a usuarios.', listItem: true, x: 70 },
      ]).map(({ title, bullets }) => [title, bullets]),
    ).toEqual([
      [
        'Desarrollador Web',
        [
          'Sistema de facturación electrónica:',
          'Construí el módulo de notas de crédito.',
          'Portal de clientes:',
          'Migré el portal a React.',
        ],
      ],
      ['Practicante de Sistemas', ['Di soporte a usuarios.']],
    ]);
  });

  it("keeps a bold project at the job's own margin inside it, before or after bullets", () => {
    expect(
      read([
        { text: 'Desarrollador Web – Andes Software', bold: true },
        'Marzo 2021 – Actualidad',
        { text: 'Sistema de facturación electrónica', bold: true },
        { text: 'Construí el módulo de notas de crédito.', listItem: true },
        { text: 'Portal de clientes', bold: true },
        { text: 'Migré el portal a React.', listItem: true },
        { text: 'Practicante de Sistemas – Qori Snacks', bold: true },
        'Enero 2020 – Diciembre 2020',
        { text: 'Di soporte a usuarios.', listItem: true },
      ]).map(({ title, bullets }) => [title, bullets]),
    ).toEqual([
      [
        'Desarrollador Web',
        [
          'Sistema de facturación electrónica:',
          'Construí el módulo de notas de crédito.',
          'Portal de clientes:',
          'Migré el portal a React.',
        ],
      ],
      ['Practicante de Sistemas', ['Di soporte a usuarios.']],
    ]);
  });

  it('still starts an entry at a bold line naming a role or an employer after bullets', () => {
    expect(
      fields([
        { text: 'Desarrollador Web – Andes Software', bold: true },
        'Marzo 2021 – Actualidad',
        { text: 'Construí el módulo de notas de crédito.', listItem: true },
        { text: 'Practicante de Sistemas', bold: true },
        { text: 'Di soporte a usuarios.', listItem: true },
      ]),
    ).toEqual([
      ['Desarrollador Web', 'Andes Software', 'Marzo 2021 – Actualidad'],
      ['Practicante de Sistemas', null, null],
    ]);
  });

  it('keeps a paragraph description as one item', () => {
    expect(
      read([
        { text: 'Analista de Datos – Tiendas Lucero', bold: true },
        '2020 – 2022',
        { text: 'Preparé los reportes de ventas semanales de todas las tiendas del', block: 20 },
        { text: 'sur del país, con tableros para la gerencia comercial.', block: 20 },
      ]).map(({ bullets }) => bullets),
    ).toEqual([
      [
        'Preparé los reportes de ventas semanales de todas las tiendas del sur del país, con tableros para la gerencia comercial.',
      ],
    ]);
  });
});

describe('entries set tight, with no gap between them', () => {
  // Every line in one block, as a page set with even spacing gives them: typography alone says
  // where a description ends and the next entry begins.
  const tight = (specs: readonly TestLineSpec[]) =>
    fields(
      specs.map((spec) => ({ ...(typeof spec === 'string' ? { text: spec } : spec), block: 1 })),
    );

  it('opens an entry at a bold line after a sentence ends', () => {
    expect(
      tight([
        { text: 'Ferretería Los Andes S.A.C.', bold: true },
        { text: 'Cajera | 2019 – 2021', bold: true },
        'Cuadré la caja diaria y atendí a los clientes del local principal de la',
        'avenida, con reportes semanales al administrador.',
        { text: 'Botica Santa Rosa', bold: true },
        { text: 'Técnica en farmacia | 2021 – 2023', bold: true },
        'Dispensé medicamentos con receta y controlé el stock de la botica.',
      ]),
    ).toEqual([
      ['Cajera', 'Ferretería Los Andes S.A.C.', '2019 – 2021'],
      ['Técnica en farmacia', 'Botica Santa Rosa', '2021 – 2023'],
    ]);
  });

  it('opens an entry at a short name over a dated line after a list item', () => {
    expect(
      tight([
        'FERRETERÍA LOS ANDES',
        'Cajera, marzo 2019 – mayo 2021',
        { text: 'Cuadré la caja diaria y atendí a los clientes del local', listItem: true },
        'BOTICA SANTA ROSA',
        'Técnica en farmacia, junio 2021 – hoy',
        { text: 'Dispensé medicamentos con receta médica', listItem: true },
      ]),
    ).toEqual([
      ['Cajera', 'FERRETERÍA LOS ANDES', 'marzo 2019 – mayo 2021'],
      ['Técnica en farmacia', 'BOTICA SANTA ROSA', 'junio 2021 – hoy'],
    ]);
  });

  it('opens an entry at a line set larger than the description above it', () => {
    expect(
      tight([
        { text: 'Ferretería Los Andes S.A.C. | Arequipa', fontSize: 11 },
        { text: 'Cajera | 2019 – 2021', fontSize: 11 },
        { text: '• Cuadré la caja diaria del local principal y atendí a los clientes', x: 60 },
        { text: 'del local con reportes semanales al administrador', x: 70 },
        { text: 'Botica Santa Rosa | Cusco', fontSize: 11 },
        { text: 'Técnica en farmacia | 2021 – 2023', fontSize: 11 },
        { text: '• Dispensé medicamentos con receta médica', x: 60 },
      ]),
    ).toEqual([
      ['Cajera', 'Ferretería Los Andes S.A.C.', '2019 – 2021'],
      ['Técnica en farmacia', 'Botica Santa Rosa', '2021 – 2023'],
    ]);
  });
});

describe('duties listed without markers, without full stops', () => {
  it('reads a line that tells work done as a duty and the dated fields after it as the next entry', () => {
    const oneBlock = (texts: readonly string[]) =>
      fields(texts.map((text) => ({ text, block: 1 })));
    expect(
      oneBlock([
        'Andes Logística – Coordinadora de almacén (2019–2021)',
        'Coordiné la recepción de mercadería con los transportistas',
        'Reduje las mermas del almacén central en un tercio',
        'Textiles del Sur – Asistente de compras (2017–2019)',
        'Negocié precios con proveedores de insumos textiles',
      ]),
    ).toEqual([
      ['Coordinadora de almacén', 'Andes Logística', '2019–2021'],
      ['Asistente de compras', 'Textiles del Sur', '2017–2019'],
    ]);
    expect(
      oneBlock([
        'Harbour Freight – Warehouse Supervisor (2020–2023)',
        'Coordinated the loading of trucks with the night shift',
        'Andean Trading – Purchasing Assistant (2018–2020)',
        'Negotiated prices with local suppliers of packaging',
      ]),
    ).toEqual([
      ['Warehouse Supervisor', 'Harbour Freight', '2020–2023'],
      ['Purchasing Assistant', 'Andean Trading', '2018–2020'],
    ]);
  });
});

describe('descriptions without list markers', () => {
  it('keeps plain lines with the entry whose first line carries its date', () => {
    // No bold, no markers: the date on each entry's first line marks where entries start.
    expect(
      read([
        'Vendedor 2019 – 2021',
        'Tiendas Lucero',
        'Atención al cliente',
        'Manejo de caja',
        'Mozo 2017 – 2018',
        'Pollos Don Tito',
        'Atención de mesas',
      ]).map(({ title, organisation, bullets }) => [title, organisation, bullets]),
    ).toEqual([
      ['Vendedor', 'Tiendas Lucero', ['Atención al cliente', 'Manejo de caja']],
      ['Mozo', 'Pollos Don Tito', ['Atención de mesas']],
    ]);
    expect(
      fields([
        '2019 – 2021',
        'Tiendas Lucero',
        'Vendedor',
        'Atención al cliente y manejo de caja',
        '2017 – 2018',
        'Pollos Don Tito',
        'Mozo',
        'Atención de mesas',
      ]),
    ).toEqual([
      ['Vendedor', 'Tiendas Lucero', '2019 – 2021'],
      ['Mozo', 'Pollos Don Tito', '2017 – 2018'],
    ]);
  });

  it('reads plain lines under a bold header that has both fields and dates as description', () => {
    expect(
      read([
        { text: 'Analista de Datos – Tiendas Lucero', bold: true },
        '2019 – 2021',
        'Elaboración de reportes de ventas',
        'Control de inventarios',
        { text: 'Mozo – Pollos Don Tito', bold: true },
        '2017 – 2018',
        'Atención de mesas',
      ]).map(({ title, organisation, bullets }) => [title, organisation, bullets]),
    ).toEqual([
      [
        'Analista de Datos',
        'Tiendas Lucero',
        ['Elaboración de reportes de ventas', 'Control de inventarios'],
      ],
      ['Mozo', 'Pollos Don Tito', ['Atención de mesas']],
    ]);
  });

  it('still reads a plain role line under such a header as the title', () => {
    expect(
      fields([
        { text: 'Proyecto Qhapaq Ñan – Fase 2 2021-2024', bold: true },
        'Investigadora',
        'Estudio de caminos prehispánicos con imágenes satelitales y trabajo de campo.',
      ]),
    ).toEqual([['Investigadora', 'Proyecto Qhapaq Ñan – Fase 2', '2021-2024']]);
  });
});

describe('entries written as paragraphs of prose', () => {
  it('makes an entry of each paragraph naming a role, the others staying with an entry', () => {
    expect(
      read([
        {
          text: 'Viajé un año por Sudamérica aprendiendo portugués y conociendo otras culturas.',
          block: 1,
        },
        { text: 'Trabajé tres años como cajera en una cadena de farmacias del centro', block: 2 },
        { text: 'de la ciudad.', block: 2 },
        {
          text: 'He sido recepcionista en el Hotel Miraflores durante dos temporadas de verano.',
          block: 3,
        },
      ]).map(({ title, organisation, bullets }) => [title, organisation, bullets.length]),
    ).toEqual([
      ['cajera', null, 2],
      ['recepcionista', 'Hotel Miraflores', 1],
    ]);
  });

  it('needs a role word after the work phrase ("como Excel" names none)', () => {
    const paragraphs = [
      { text: 'Usé herramientas como Excel y Power BI para los reportes de la empresa.', block: 1 },
      { text: 'Organicé el archivo de la oficina durante todo el año con mucho orden.', block: 2 },
    ];
    expect(read(paragraphs)).toHaveLength(1);
    expect(read(paragraphs)[0]?.title).toBeNull();
  });
});

describe('lines of an experience section that are not duties', () => {
  it('gathers the short names under a line ending in a colon into that line', () => {
    expect(
      read([
        { text: 'Desarrollador web', bold: true },
        'Qhapaq Software',
        'Marzo 2021 – Diciembre 2023',
        {
          text: 'Desarrollé aplicaciones web para varios clientes, donde pude implementar:',
          listItem: true,
        },
        { text: 'Monorepos.', listItem: true },
        { text: 'Microservicios.', listItem: true },
        { text: 'Manejo de proyectos y cambio de arquitecturas.', listItem: true },
        { text: 'Pruebas unitarias.', listItem: true },
        { text: 'Logros:', listItem: true },
        { text: 'Reduje costos.', listItem: true },
        { text: 'Gané clientes.', listItem: true },
      ])[0]?.bullets,
    ).toEqual([
      'Desarrollé aplicaciones web para varios clientes, donde pude implementar: Monorepos, Microservicios, Manejo de proyectos y cambio de arquitecturas, Pruebas unitarias.',
      // A sub-list's heading introduces duties: they stay bullets.
      'Logros:',
      'Reduje costos.',
      'Gané clientes.',
    ]);
  });

  it('ends the list at a short duty that opens with an action verb', () => {
    expect(
      read([
        { text: 'Vendedora', bold: true },
        'Librería Ruta Sur',
        '2018 – 2020',
        { text: 'Un año de experiencia en:', listItem: true },
        { text: 'Atención al público', listItem: true },
        { text: 'Caja', listItem: true },
        { text: 'Elaboré los informes de ventas del mes.', listItem: true },
        { text: 'Ordené el almacén.', listItem: true },
      ])[0]?.bullets,
    ).toEqual([
      'Un año de experiencia en: Atención al público, Caja',
      'Elaboré los informes de ventas del mes.',
      'Ordené el almacén.',
    ]);
  });

  it('keeps a colon line over long duties as it is', () => {
    const bullets = [
      'Jefe de Práctica en cursos de Física General:',
      'Preparé las guías de laboratorio y califiqué los informes de cada semana.',
      'Resolví las dudas de los alumnos en horas de asesoría.',
    ];
    expect(
      read([
        { text: 'Docente', bold: true },
        'Universidad Andina del Sur',
        '2019 – 2021',
        ...bullets.map((text) => ({ text, listItem: true })),
      ])[0]?.bullets,
    ).toEqual(bullets);
  });

  it("reads a topic after a research entry's year as its detail, not its organisation", () => {
    expect(
      read([
        { text: 'INVESTIGADOR COLABORADOR • 2016', bold: true, listItem: true, block: 1 },
        {
          text: 'Tema: Propiedades ópticas de películas delgadas de óxido de zinc',
          x: 65,
          block: 1,
        },
        { text: 'ASISTENTE DE INVESTIGACIÓN • 2015', bold: true, listItem: true, block: 2 },
        { text: 'Tema: Erosión de suelos en la cuenca del Chili', x: 65, block: 2 },
      ]).map(({ title, organisation, dates, bullets }) => [title, organisation, dates, bullets]),
    ).toEqual([
      [
        'INVESTIGADOR COLABORADOR',
        null,
        '2016',
        ['Tema: Propiedades ópticas de películas delgadas de óxido de zinc'],
      ],
      [
        'ASISTENTE DE INVESTIGACIÓN',
        null,
        '2015',
        ['Tema: Erosión de suelos en la cuenca del Chili'],
      ],
    ]);
  });

  it('reads a teaching line: the course, its institution in brackets, then the role', () => {
    expect(
      read([
        { text: 'Machine learning (UNSA), Lecturer – Master program | 2022, 2023', listItem: true },
        {
          text: 'Remote sensing (UPCH), Lecturer – Summer school | Jan – Feb 2021',
          listItem: true,
        },
      ]).map(({ title, organisation, dates, bullets }) => [title, organisation, dates, bullets]),
    ).toEqual([
      ['Lecturer – Master program', 'UNSA', '2022, 2023', ['Machine learning']],
      ['Lecturer – Summer school', 'UPCH', 'Jan – Feb 2021', ['Remote sensing']],
    ]);
  });

  it('reads a role with a "co" prefix as a role ("Coinvestigador", "Codirectora")', () => {
    expect(
      fields([
        { text: 'Consultora Qhapaq', bold: true },
        'Coinvestigador',
        '2016 – 2019',
        { text: 'Elaboré informes.', listItem: true },
      ]),
    ).toEqual([['Coinvestigador', 'Consultora Qhapaq', '2016 – 2019']]);
  });
});

describe('one-line entries without a list marker', () => {
  it('reads "Empleador – fechas: Cargo (detalle)" as the employer, the dates and the role', () => {
    expect(
      read([
        'Fundación Ayni Perú, 2019 - actualidad: Docente (Matemática I y II)',
        'Consultora Qhapaq — Marzo de 2016 a Julio de 2018: Asesor pedagógico',
      ]).map(({ title, organisation, dates, bullets }) => [title, organisation, dates, bullets]),
    ).toEqual([
      ['Docente', 'Fundación Ayni Perú', '2019 - actualidad', ['(Matemática I y II)']],
      ['Asesor pedagógico', 'Consultora Qhapaq', 'Marzo de 2016 a Julio de 2018', []],
    ]);
  });
});

describe('"Employer, Town — Role" wrapped before "de …", as Google Docs sets it (issue 12)', () => {
  it('joins the wrapped role and reads the next such header as the next job', () => {
    const header = (text: string, block: number, y: number) => ({
      text,
      block,
      y,
      x: 44,
      fontSize: 10.4,
      width: text.length * 5.9,
    });
    const dates = (text: string, block: number, y: number) => ({
      text,
      block,
      y,
      x: 44,
      fontSize: 8.2,
      width: 100,
    });
    const duty = (text: string, block: number, y: number) => ({
      text,
      block,
      y,
      x: 56,
      fontSize: 9.3,
      width: 330,
    });
    const entries = parseExperienceEntries(
      buildTestLines([
        header('Servicios Compartidos Wasi S.A.C., San Isidro — Analista', 4, 146),
        header('de Soporte TI N2', 4, 158),
        dates('MAYO 2023 - ACTUALIDAD', 5, 177),
        duty('Atención de incidentes escalados de N1 para 1 200 usuarios.', 6, 190),
        duty('Despliegue de imágenes con MDT/Intune.', 7, 205),
        header('Servicios Compartidos Wasi S.A.C., San Isidro — Analista', 8, 251),
        header('de Mesa de Ayuda N1', 8, 266),
        dates('AGOSTO 2021 - ABRIL 2023', 9, 281),
        duty('Registro y categorización de tickets en ServiceNow.', 10, 295),
      ]),
      's',
      394,
    );
    expect(
      entries.map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Analista de Soporte TI N2', 'Servicios Compartidos Wasi S.A.C.', 'San Isidro'],
      ['Analista de Mesa de Ayuda N1', 'Servicios Compartidos Wasi S.A.C.', 'San Isidro'],
    ]);
  });
});

describe('a branch after the employer’s legal form (issue 12)', () => {
  it('ends the employer at its legal form and reads the branch as where the job was', () => {
    expect(
      read([
        { text: 'Cajera Principal de Agencia', bold: true },
        'BANCO WASI DEL PERÚ S.A.A. Agencia Los Olivos',
        'Enero 2023 a la fecha',
        '• Cuadre de caja diario.',
        { text: 'Analista de Créditos MYPE', bold: true },
        'Caja Municipal Pukara S.A. (Agencia Comas)',
        'Enero 2019 – Diciembre 2022',
        '• Evaluación de créditos.',
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Cajera Principal de Agencia', 'BANCO WASI DEL PERÚ S.A.A.', 'Agencia Los Olivos'],
      ['Analista de Créditos MYPE', 'Caja Municipal Pukara S.A.', 'Agencia Comas'],
    ]);
  });
});

describe('a builder’s numbered contractors, each work with its client entity (issue 12)', () => {
  it('keeps "Entidad :" under "Obra :" as the work’s client and the total experience as a note', () => {
    expect(
      fields([
        {
          text: 'Experiencia general: 12 años Experiencia específica como Residente de Obra: 6 años',
          bold: true,
        },
        { text: '1. CONSORCIO WASI', bold: true, fontSize: 10.5 },
        { text: 'Cargo : Residente de Obra', bold: true, x: 68 },
        { text: 'Obra : “Mejoramiento de calles del Barrio Centro”', x: 68 },
        { text: 'Entidad : Municipalidad Distrital de Pukara', x: 68 },
        { text: "Monto : S/ 4'856,320.45", x: 68 },
        { text: 'Periodo : 15/03/2023 – 30/11/2023', x: 68 },
        { text: '2. J&V CONTRATISTAS S.A.C.', bold: true, fontSize: 10.5 },
        { text: 'Cargo : Residente de Obra', bold: true, x: 68 },
        { text: 'Periodo : 01/2020 – 12/2022', x: 68 },
        { text: 'a) Obra : “Creación del Puesto de Salud Kamayoq”', x: 80 },
        { text: 'Entidad : Gobierno Regional Junín', x: 80 },
        { text: 'b) Obra : “Mejoramiento de la I.E. N° 30195”', x: 80 },
        { text: 'Entidad : Municipalidad Distrital de Wasi', x: 80 },
        { text: 'Plazo : 150 días calendario', x: 80 },
      ]),
    ).toEqual([
      ['Residente de Obra', 'CONSORCIO WASI', '15/03/2023 – 30/11/2023'],
      ['Residente de Obra', 'J&V CONTRATISTAS S.A.C.', '01/2020 – 12/2022'],
    ]);
  });
});

describe('dated list items, each over a plain paragraph about the work (issue 12)', () => {
  it('reads each item as a job and the paragraph under it as its description', () => {
    const item = (text: string) => ({ text, listItem: true, listMarker: '- ' });
    expect(
      read([
        item('Maestro de Obra – Constructora Wasi S.R.L. (marzo 2023 – junio 2024)'),
        'Construcción de vivienda multifamiliar de 4 pisos. A cargo de 18 obreros.',
        item('Capataz – Inversiones Pukara E.I.R.L. (agosto 2019 – diciembre 2020)'),
        'Pistas y veredas, trazo y nivelación, control de cuadrillas.',
        item('Operario de construcción – Constructora Kamayoq S.A.C. (2002 – 2009)'),
        'Reconstrucción de viviendas después del terremoto.',
      ]).map(({ title, organisation, dates, bullets }) => [
        title,
        organisation,
        dates,
        bullets.length,
      ]),
    ).toEqual([
      ['Maestro de Obra', 'Constructora Wasi S.R.L.', 'marzo 2023 – junio 2024', 1],
      ['Capataz', 'Inversiones Pukara E.I.R.L.', 'agosto 2019 – diciembre 2020', 1],
      ['Operario de construcción', 'Constructora Kamayoq S.A.C.', '2002 – 2009', 1],
    ]);
  });
});

describe('two roles before the employer on one line (issue 12)', () => {
  it('keeps both roles in the title', () => {
    expect(
      fields([
        'Pasante – Auxiliar Contable – Ferretería Kamayoq, C.A.',
        'Octubre 2012 a febrero 2013',
        '• Archivo y registro de facturas.',
      ]),
    ).toEqual([
      ['Pasante – Auxiliar Contable', 'Ferretería Kamayoq, C.A.', 'Octubre 2012 a febrero 2013'],
    ]);
  });
});

describe('a health post under a role qualified after a dash (issue 12)', () => {
  it('reads the post on the line under the role as the organisation, the qualifier as the role’s', () => {
    expect(
      fields([
        {
          text: '01/05/2021 – 30/04/2022 (12 meses) Enfermera SERUMS – modalidad remunerada',
          bold: true,
        },
        'Puesto de Salud Wasi',
        '• Seguimiento de gestantes y visitas domiciliarias.',
        { text: 'Ene. 2020 – Mar. 2020 Interna de Enfermería – Internado comunitario', bold: true },
        'Posta Médica Pukara',
        '• Campañas de vacunación.',
      ]),
    ).toEqual([
      [
        'Enfermera SERUMS – modalidad remunerada',
        'Puesto de Salud Wasi',
        '01/05/2021 – 30/04/2022 (12 meses)',
      ],
      [
        'Interna de Enfermería – Internado comunitario',
        'Posta Médica Pukara',
        'Ene. 2020 – Mar. 2020',
      ],
    ]);
  });
});

describe("a form's instruction in parentheses over its table of jobs (issue 12)", () => {
  it('is no job', () => {
    expect(
      fields([
        {
          text: '(Detallar en orden cronológico inverso; sin fechas no será considerada.)',
          fontSize: 7.5,
        },
        tableCell('N°', 0, true),
        tableCell('NOMBRE DE LA ENTIDAD O EMPRESA', 1, true),
        tableCell('CARGO DESEMPEÑADO', 2, true),
        tableCell('FECHA DE INICIO', 3, true),
        tableCell('FECHA DE TÉRMINO', 4, true),
        tableCell('1', 0),
        tableCell('Cooperativa Agraria Wasi Ltda.', 1),
        tableCell('Técnico extensionista', 2),
        tableCell('01/03/2022', 3),
        tableCell('A la fecha', 4),
        tableCell('2', 0),
        tableCell('Fundo Pukara S.R.L.', 1),
        tableCell('Practicante pre profesional', 2),
        tableCell('01/01/2013', 3),
        tableCell('30/09/2013', 4),
      ]),
    ).toEqual([
      ['Técnico extensionista', 'Cooperativa Agraria Wasi Ltda.', '01/03/2022 - A la fecha'],
      ['Practicante pre profesional', 'Fundo Pukara S.R.L.', '01/01/2013 - 30/09/2013'],
    ]);
  });
});

describe('list items that open on their dates and a colon (issue 12)', () => {
  const item = (text: string) => ({ text, listItem: true });
  const entries = (specs: readonly TestLineSpec[]) =>
    read(specs).map(({ title, organisation, dates, bullets }) => [
      title,
      organisation,
      dates,
      bullets,
    ]);

  it('reads "Fechas: Cargo en la Institución (lugar), detalle" as one job per item', () => {
    expect(
      entries([
        item(
          'Marzo – Diciembre 2024: Docente de aula del 5.° grado en la I.E. N° 40123 “Inti Raymi” (Wanchaq), por contrato.',
        ),
        item('2018: Auxiliar de educación en el Colegio Particular “Wasi Kids”.'),
      ]),
    ).toEqual([
      [
        'Docente de aula del 5.° grado',
        'I.E. N° 40123 “Inti Raymi”',
        'Marzo – Diciembre 2024',
        ['(Wanchaq), por contrato'],
      ],
      ['Auxiliar de educación', 'Colegio Particular “Wasi Kids”', '2018', []],
    ]);
  });

  it('takes one such item alone as a job when it names the institution after "de la"', () => {
    expect(
      entries([
        item(
          'Marzo – Noviembre 2016: Práctica intensiva en el 4.° grado de la I.E. N° 50123 “Pukara”.',
        ),
      ]),
    ).toEqual([
      [
        'Práctica intensiva en el 4.° grado',
        'I.E. N° 50123 “Pukara”',
        'Marzo – Noviembre 2016',
        [],
      ],
    ]);
    // A duty that opens on a year is no job: nothing names an institution after it.
    expect(
      entries([item('2019: Elaboración de reportes mensuales de ventas por zona.')]).map(
        ([title]) => title,
      ),
    ).toEqual([null]);
  });
});

describe('designed layouts (issue 12)', () => {
  it('reads a title and an employer set in two weights on one line, with no separator', () => {
    const twoWeights = (title: string, organisation: string) => ({
      text: `${title} ${organisation}`,
      weightParts: [title, organisation] as const,
    });
    expect(
      fields([
        twoWeights('Jefe de Logística', 'Constructora Los Andes S.A.C.'),
        'Oct. 2024 – Nov. 2025',
        '• Coordiné el almacén central.',
        twoWeights('Seguros Rímac', 'Docente de Inglés'),
        'Ene. 2020 – Ene. 2021',
        '• Dicté talleres de inglés.',
      ]),
    ).toEqual([
      ['Jefe de Logística', 'Constructora Los Andes S.A.C.', 'Oct. 2024 – Nov. 2025'],
      ['Docente de Inglés', 'Seguros Rímac', 'Ene. 2020 – Ene. 2021'],
    ]);
  });

  it('parts the two weights before dates that close the line', () => {
    const twoWeights = (title: string, rest: string) => ({
      text: `${title} ${rest}`,
      weightParts: [title, rest] as const,
    });
    expect(
      fields([
        twoWeights('Supervisor de producción', 'Agroandina Kamayoq S.A.C. 01/2022 – actualidad'),
        '• Supervisé dos líneas de proceso.',
        twoWeights('Inspector de calidad', 'Conservas Pukara S.A. 08/2017 - 02/2019'),
        '• Inspeccioné la materia prima.',
      ]),
    ).toEqual([
      ['Supervisor de producción', 'Agroandina Kamayoq S.A.C.', '01/2022 – actualidad'],
      ['Inspector de calidad', 'Conservas Pukara S.A.', '08/2017 - 02/2019'],
    ]);
  });

  it('opens the next entry at a bold dated title right after a plain sentence of its block', () => {
    expect(
      fields([
        { text: 'Analista de Datos | 2022 — 2024', bold: true, block: 1 },
        { text: 'Banco del Sur', block: 1 },
        { text: 'Elaboré reportes mensuales para la gerencia comercial.', block: 1 },
        { text: 'Cajero | 2019 — 2021', bold: true, block: 1 },
        { text: 'Tiendas Sol', block: 1 },
        { text: 'Atendí a los clientes y cuadré la caja diaria.', block: 1 },
      ]),
    ).toEqual([
      ['Analista de Datos', 'Banco del Sur', '2022 — 2024'],
      ['Cajero', 'Tiendas Sol', '2019 — 2021'],
    ]);
  });

  it('reads no job from a table heading row of column names ("Empresa Cargo Periodo")', () => {
    expect(
      fields([
        'Empresa Cargo Periodo',
        'Hotel Plaza Mayor',
        'Residente de Obra | May. 2024 – May. 2025',
        'Tiendas Sol',
        'Cajero | Ago. 2022 – Ene. 2023',
      ]),
    ).toEqual([
      ['Residente de Obra', 'Hotel Plaza Mayor', 'May. 2024 – May. 2025'],
      ['Cajero', 'Tiendas Sol', 'Ago. 2022 – Ene. 2023'],
    ]);
  });
});

describe('a table row whose date cell wraps (issue 12)', () => {
  it('ends the open range on the next line and opens the next row at its own cut range', () => {
    expect(
      fields([
        { text: 'Caja Municipal de Ica | Ejecutivo de Ventas | Agosto 2024 -', block: 1 },
        { text: 'Octubre 2025', block: 1 },
        { text: 'Banco del Sur | Cajero | Febrero 2022 -', block: 2 },
        { text: 'Enero 2023', block: 2 },
      ]),
    ).toEqual([
      ['Ejecutivo de Ventas', 'Caja Municipal de Ica', 'Agosto 2024 - Octubre 2025'],
      ['Cajero', 'Banco del Sur', 'Febrero 2022 - Enero 2023'],
    ]);
  });
});

describe('a role no vocabulary holds, read by the section’s layout (issue 12)', () => {
  it('takes the line under an entry’s dated line as its role where the entries above put it there', () => {
    const project = (text: string) => ({ text, bold: true });
    const lines = buildTestLines([
      project('Proyecto Qhapaq – Riego tecnificado en Puno | 2021-2023'),
      'Investigador',
      'Diseñé sensores de humedad para parcelas de altura y publiqué sus resultados.',
      project('Proyecto Ayni – Mapas de suelos del Colca | 2019-2021'),
      // A role named in words of its own trade: no vocabulary of roles holds it.
      'Kamayoq principal',
      'Levanté muestras de suelo en cuarenta comunidades con sus autoridades.',
    ]);
    expect(titlePattern.test(foldText('Kamayoq principal'))).toBe(false);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.dates?.text])).toEqual([
      ['Investigador', 'Proyecto Qhapaq – Riego tecnificado en Puno', '2021-2023'],
      ['Kamayoq principal', 'Proyecto Ayni – Mapas de suelos del Colca', '2019-2021'],
    ]);
  });

  it('leaves a line announcing a list out of the header, where the role is in unknown words', () => {
    const lines = buildTestLines([
      { text: 'ANDES CLOUD S.A.C.', fontSize: 12 },
      { text: 'Kamayoq de datos', fontSize: 11.5 },
      { text: 'marzo de 2021 - junio de 2023 (2 años 4 meses)', fontSize: 10.5 },
      { text: 'Lima, Perú', fontSize: 10.5 },
      { text: 'Técnico a cargo de los equipos:', fontSize: 10.5 },
      { text: 'Pagos en línea y reportes.', fontSize: 10.5, listItem: true },
    ]);
    const [entry] = parseExperienceEntries(lines, 's');
    expect([entry?.title, entry?.organisation]).toEqual(['Kamayoq de datos', 'ANDES CLOUD S.A.C.']);
    expect(entry?.bullets[0]).toContain('Técnico a cargo de los equipos:');
  });
});

describe('roles of everyday trades (issue 12)', () => {
  it.each([
    ['Pizzería Don Pepe – Motorizado', 'Motorizado', 'Pizzería Don Pepe'],
    ['Clínica Dental Sonrisas – Odontóloga', 'Odontóloga', 'Clínica Dental Sonrisas'],
    ['Restaurante El Tambo – Chef', 'Chef', 'Restaurante El Tambo'],
    ['Botica Salud Total – Químico farmacéutico', 'Químico farmacéutico', 'Botica Salud Total'],
  ])('reads "%s" with the role second', (header, title, organisation) => {
    const [entry] = parseExperienceEntries(
      buildTestLines([{ text: header, bold: true }, 'Marzo 2021 – Julio 2023']),
      's',
    );
    expect([entry?.title, entry?.organisation]).toEqual([title, organisation]);
  });
});

describe('employers over their positions in a dates column (issue 12)', () => {
  const read = (specs: Parameters<typeof buildTestLines>[0]) =>
    parseExperienceEntries(buildTestLines(specs), 's').map((entry) => [
      entry.title,
      entry.organisation,
      entry.dates?.text ?? null,
    ]);

  it('takes the position under a dated employer’s note as that job’s title', () => {
    expect(
      read([
        { text: '01/2019 - a la fecha', bold: true, column: 0, block: 1 },
        { text: 'MINERA KAMAYOQ S.A.', bold: true, fontSize: 10.5, column: 1, block: 2 },
        {
          text: 'Empresa minera de cobre con operaciones en Apurímac.',
          fontSize: 9,
          column: 1,
          block: 3,
        },
        { text: 'Jefa de Planta', bold: true, fontSize: 10.5, column: 1, block: 4 },
        { text: 'Control de la producción diaria.', listItem: true, column: 1, block: 5 },
        { text: '02/2012 - 12/2018', bold: true, column: 0, block: 6 },
        {
          text: 'SALAZAR, QUISPE & ASOCIADOS S.C.',
          bold: true,
          fontSize: 10.5,
          column: 1,
          block: 7,
        },
        { text: 'Sociedad de auditoría.', fontSize: 9, column: 1, block: 8 },
        { text: 'Asistente de Auditoría', bold: true, fontSize: 10.5, column: 1, block: 9 },
        { text: 'Pruebas de inventarios.', listItem: true, column: 1, block: 10 },
        { text: '2010 - 2011', bold: true, column: 0, block: 11 },
        { text: 'MOLINERA WASI E.I.R.L.', bold: true, fontSize: 10.5, column: 1, block: 12 },
        { text: 'Molino de trigo en Arequipa.', fontSize: 9, column: 1, block: 13 },
        {
          text: 'Practicante – Área de Mejora Continua',
          bold: true,
          fontSize: 10.5,
          column: 1,
          block: 14,
        },
        { text: 'Registro de paradas de línea.', listItem: true, column: 1, block: 15 },
      ]),
    ).toEqual([
      ['Jefa de Planta', 'MINERA KAMAYOQ S.A.', '01/2019 - a la fecha'],
      ['Asistente de Auditoría', 'SALAZAR, QUISPE & ASOCIADOS S.C.', '02/2012 - 12/2018'],
      ['Practicante – Área de Mejora Continua', 'MOLINERA WASI E.I.R.L.', '2010 - 2011'],
    ]);
  });

  it('keeps a name’s acronym in the name, and a unit of it with the position', () => {
    expect(
      read([
        {
          text: 'SUPERINTENDENCIA NACIONAL DE SERVICIOS DE SANEAMIENTO – SUNASS',
          bold: true,
          block: 1,
        },
        { text: 'Organismo regulador adscrito a la PCM.', fontSize: 9, block: 2 },
        { text: '06/2014 - 12/2023', bold: true, block: 3 },
        { text: 'Especialista II – Gerencia de Supervisión', bold: true, block: 3 },
        { text: 'Supervisión de empresas prestadoras.', listItem: true, block: 4 },
        { text: '03/2010 - 05/2014', bold: true, block: 5 },
        { text: 'Analista – Oficina Desconcentrada Cusco', bold: true, block: 5 },
        { text: 'Atención de reclamos de usuarios.', listItem: true, block: 6 },
      ]),
    ).toEqual([
      [
        'Especialista II – Gerencia de Supervisión',
        'SUPERINTENDENCIA NACIONAL DE SERVICIOS DE SANEAMIENTO – SUNASS',
        '06/2014 - 12/2023',
      ],
      [
        'Analista – Oficina Desconcentrada Cusco',
        'SUPERINTENDENCIA NACIONAL DE SERVICIOS DE SANEAMIENTO – SUNASS',
        '03/2010 - 05/2014',
      ],
    ]);
  });
});

describe('a public-sector form with one table per job (issue 12)', () => {
  it('reads each job’s row, its one-cell rows as details, and its caption with it', () => {
    const cell = (text: string, column: number, tableRow: number, listItem = false) => ({
      text,
      column,
      tableRow,
      listItem,
      source: 'table' as const,
    });
    const job = (number: number, row: number, values: readonly string[]) => [
      { text: `Experiencia N° ${number}`, bold: true },
      cell('Nombre de la entidad o empresa', 0, row),
      cell('Cargo desempeñado', 1, row),
      cell('Fecha de inicio (mes/año)', 2, row),
      cell('Fecha de culminación (mes/año)', 3, row),
      ...values.map((value, column) => cell(value, column, row + 1)),
      cell('Modalidad de contratación: CAS', 0, row + 2),
      cell('Descripción del trabajo realizado:', 0, row + 3),
      cell('Elaboración de órdenes de compra.', 0, row + 3, true),
    ];
    const lines = buildTestLines([
      { text: 'Experiencia general: 12 años.' },
      ...job(1, 10, [
        'Municipalidad Distrital de Kamayoq',
        'Especialista en Logística',
        '02/2019',
        'A la fecha',
      ]),
      ...job(2, 20, ['Gobierno Regional de Pukara', 'Asistente de Almacén', '03/2015', '01/2019']),
    ]);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.dates?.text])).toEqual([
      ['Especialista en Logística', 'Municipalidad Distrital de Kamayoq', '02/2019 - A la fecha'],
      ['Asistente de Almacén', 'Gobierno Regional de Pukara', '03/2015 - 01/2019'],
    ]);
    expect(entries[1]?.bullets).toEqual([
      'Experiencia N° 2',
      'Modalidad de contratación: CAS',
      'Descripción del trabajo realizado:',
      'Elaboración de órdenes de compra.',
    ]);
  });
});

describe('a bank’s name alone, its note in small type, then its positions (issue 12)', () => {
  it('reads the name as the employer of each position, the unit after the dash with the role', () => {
    const lines = buildTestLines([
      { text: 'BANCO ANDINO', bold: true, fontSize: 10.5, block: 1 },
      { text: 'Banco Andino del Sur S.A.A. – Grupo Kamayoq.', fontSize: 8.2, block: 2 },
      {
        text: 'Funcionario de Negocios – Banca Pequeña Empresa | Jul. 2010 – Feb. 2015',
        bold: true,
        fontSize: 9.2,
        block: 3,
      },
      { text: 'Administración de una cartera de clientes pyme.', x: 61, fontSize: 9.2, block: 3 },
      { text: 'CAJA RURAL PUKARA – CRP', bold: true, fontSize: 10.5, block: 4 },
      { text: 'Grupo Wasi. Banca Minorista – División Pyme.', fontSize: 8.2, block: 5 },
      { text: 'Analista de Créditos | Abr. 2006 – Jun. 2010', bold: true, fontSize: 9.2, block: 6 },
      { text: 'Evaluación de solicitudes de crédito.', x: 61, fontSize: 9.2, block: 6 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Funcionario de Negocios – Banca Pequeña Empresa', 'BANCO ANDINO'],
      ['Analista de Créditos', 'CAJA RURAL PUKARA – CRP'],
    ]);
  });
});

describe('a builder’s employer with its acronym, and the works listed under each role (issue 12)', () => {
  it('keeps "– GyM (hoy AENZA)" in the employer’s name and "Obras:" as a label of the duties', () => {
    const lines = buildTestLines([
      { text: 'CONSTRUCTORA ANDINA KAMAYOQ S.A.A. – CAK (hoy WASI)', bold: true, block: 1 },
      { text: 'Empresa de ingeniería y construcción.', fontSize: 9, block: 2 },
      { text: 'Gerente de Proyecto | Enero 2015 – Febrero 2021', bold: true, block: 3 },
      { text: 'Obras:', block: 4 },
      { text: 'Carretera Pukara – Wasi, tramo 2.', listItem: true, block: 5 },
      { text: 'Residente de Obra | Junio 2009 – Diciembre 2014', bold: true, block: 6 },
      { text: 'Obras:', block: 7 },
      { text: 'Puente vehicular sobre el río Kamayoq.', listItem: true, block: 8 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Gerente de Proyecto', 'CONSTRUCTORA ANDINA KAMAYOQ S.A.A. – CAK (hoy WASI)'],
      ['Residente de Obra', 'CONSTRUCTORA ANDINA KAMAYOQ S.A.A. – CAK (hoy WASI)'],
    ]);
  });

  it('still parts a role from an acronym that is not its name’s', () => {
    expect(
      parseExperienceEntries(
        buildTestLines([{ text: 'Analista de Sistemas – ASBANC | 2019 – 2021' }]),
        's',
      ).map((entry) => [entry.title, entry.organisation]),
    ).toEqual([['Analista de Sistemas', 'ASBANC']]);
  });
});

describe('form fields and legal names on one header line (issue 12)', () => {
  it('reads a labelled field after the dates of a date column, without its label', () => {
    expect(
      fields([
        '2017 – 2019 Institución: Gobierno Regional Pukara',
        'Cargo: Especialista Administrativo (CAS)',
        '• Elaboré cuadros comparativos.',
      ]),
    ).toEqual([['Especialista Administrativo (CAS)', 'Gobierno Regional Pukara', '2017 – 2019']]);
  });

  it('keeps the employer’s web address typed after its labelled name out of the name', () => {
    expect(
      fields([
        'Empresa: Inversiones Wasi S.A.C. – www.wasi.com.pe',
        'Cargo: Contador General',
        'Periodo: Enero 2020 – Actualidad',
        'Empresa: Kamayoq Asesores (www.kamayoq.pe)',
        'Cargo: Contador Senior',
        'Periodo: 2016 – 2019',
      ]),
    ).toEqual([
      ['Contador General', 'Inversiones Wasi S.A.C.', 'Enero 2020 – Actualidad'],
      ['Contador Senior', 'Kamayoq Asesores', '2016 – 2019'],
    ]);
  });

  it('parts "Cargo: … – Empresa: …" typed on one line into its two fields', () => {
    expect(
      fields([
        'Cargo: Residente de Obra – Empresa: Consorcio Vial Kamayoq',
        'Periodo: Febrero 2021 – Agosto 2023',
        '• Dirigí la obra.',
        'Puesto desempeñado: Asistente Técnico de Obras; Empresa: Municipalidad Distrital de Wasi',
        'Periodo: Enero 2016 – Diciembre 2018',
        '• Revisé expedientes.',
      ]),
    ).toEqual([
      ['Residente de Obra', 'Consorcio Vial Kamayoq', 'Febrero 2021 – Agosto 2023'],
      [
        'Asistente Técnico de Obras',
        'Municipalidad Distrital de Wasi',
        'Enero 2016 – Diciembre 2018',
      ],
    ]);
  });

  it('takes the name in its legal form beside a role for the employer, whatever line follows', () => {
    expect(
      fields([
        { text: 'Practicante Profesional – KAMAYOQ S.A.A.', bold: true },
        'Planta Wasi, Tarma',
        '2015 – 2016',
        '• Medí tiempos de despacho.',
        { text: 'Cajera en Supermercados Pukara S.A.', bold: true },
        'Tienda Wasi Zárate',
        '2013 – 2015',
        '• Cuadré la caja.',
      ]),
    ).toEqual([
      ['Practicante Profesional', 'KAMAYOQ S.A.A.', '2015 – 2016'],
      ['Cajera', 'Supermercados Pukara S.A.', '2013 – 2015'],
    ]);
  });

  it('keeps a brand and its legal name, or a legal name and its description, as one employer', () => {
    expect(
      fields([
        { text: 'Reponedora', bold: true },
        'PLAZA WASI – SUPERMERCADOS PUKARA S.A.',
        'Dic. 2016 – Mar. 2017',
        '• Repuse góndolas.',
        { text: 'Analista Programador', bold: true },
        'SOLUCIONES KAMAYOQ S.A.C. – consultora de software para retail',
        '01/2017 - 05/2019',
        '• Mantuve sistemas de facturación.',
      ]),
    ).toEqual([
      ['Reponedora', 'PLAZA WASI – SUPERMERCADOS PUKARA S.A.', 'Dic. 2016 – Mar. 2017'],
      [
        'Analista Programador',
        'SOLUCIONES KAMAYOQ S.A.C. – consultora de software para retail',
        '01/2017 - 05/2019',
      ],
    ]);
  });
});

describe('a table of jobs with an employer’s cell merged over its roles (issue 12)', () => {
  it('gives each role the employer of the merged cell above it, and a town after a dash apart', () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    expect(
      read([
        cell('INSTITUCIÓN', 0),
        cell('CARGO', 1),
        cell('PERIODO', 2),
        cell('I.E.S. “Glorioso Kamayoq” – Puno', 0),
        cell('Coordinador Pedagógico', 1),
        cell('Mar. 2022 – a la fecha', 2),
        // The merged cell's rows below hold no text in the first column.
        cell('Docente nombrado – Matemática', 1),
        cell('Mar. 2017 – Dic. 2021', 2),
        cell('I.E.P. “Santa Rosa de Wasi”', 0),
        cell('Docente de Física', 1),
        cell('Mar. 2012 – Dic. 2013', 2),
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Coordinador Pedagógico', 'I.E.S. “Glorioso Kamayoq”', 'Puno'],
      ['Docente nombrado – Matemática', 'I.E.S. “Glorioso Kamayoq”', 'Puno'],
      ['Docente de Física', 'I.E.P. “Santa Rosa de Wasi”', null],
    ]);
  });

  it('reads a health facility’s column ("Establecimiento") as the employer', () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    expect(
      read([
        cell('Periodo', 0),
        cell('Establecimiento / Institución', 1),
        cell('Cargo y funciones', 2),
        cell('ene. 2023 – may. 2024', 0),
        cell('Clínica Santa Cecilia de Wasi', 1),
        cell('Médico general de guardia', 2),
      ]).map(({ title, organisation, dates }) => [title, organisation, dates]),
    ).toEqual([
      ['Médico general de guardia', 'Clínica Santa Cecilia de Wasi', 'ene. 2023 – may. 2024'],
    ]);
  });

  it('reads a "FECHA | DETALLE" heading row as the columns’ names, not a job', () => {
    expect(
      fields([
        'FECHA: DETALLE',
        'Ene. 2020 – Actualidad',
        { text: 'DISTRIBUIDORA KAMAYOQ S.A.C.', column: 1 },
        { text: 'Cargo: Contadora General', column: 1 },
        { text: '• Elaboré los estados financieros.', column: 1 },
        'Jul. 2013 – Feb. 2016',
        { text: 'MUNICIPALIDAD DISTRITAL DE WASI', column: 1 },
        { text: 'Cargo: Auxiliar Contable', column: 1 },
      ]),
    ).toEqual([
      ['Contadora General', 'DISTRIBUIDORA KAMAYOQ S.A.C.', 'Ene. 2020 – Actualidad'],
      ['Auxiliar Contable', 'MUNICIPALIDAD DISTRITAL DE WASI', 'Jul. 2013 – Feb. 2016'],
    ]);
  });
});

describe('a date column with each job on one line, its description set a little smaller (issue 12)', () => {
  it('reads the first line of the description as the description, not the employer', () => {
    // moderncv: "2020–actualidad  Jefe de Obra, Pukara S.A., Arequipa." at 10.5 pt, the text at
    // 9.8 pt where the title starts, no list markers.
    const header = (text: string, y: number) => ({ text, x: 100, y, fontSize: 10.5 });
    const body = (text: string, y: number) => ({ text, x: 190, y, fontSize: 9.8, block: 90 + y });
    expect(
      read([
        header('2020–actualidad Jefe de Obra, Pukara S.A., Arequipa.', 448),
        body('Ejecución del proyecto de ampliación de la planta de agua potable (S/', 465),
        body('86 millones).', 479),
        body('Dirección de 4 ingenieros de campo y hasta 320 obreros.', 494),
        header(
          '2013–2014 Practicante de Ingeniería, Municipalidad Provincial de Arequipa, Arequipa.',
          520,
        ),
        body('Apoyo en la Subgerencia de Obras Públicas: inspecciones y metrados de obras.', 537),
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Jefe de Obra', 'Pukara S.A.', 'Arequipa'],
      ['Practicante de Ingeniería', 'Municipalidad Provincial de Arequipa', 'Arequipa'],
    ]);
  });

  it('keeps a role line set smaller under an employer and its town as the title', () => {
    expect(
      fields([
        { text: 'Abril 2014 – Diciembre 2016', fontSize: 11 },
        { text: 'I.E. N° 21007 “Virgen de Kamayoq” – Imperial', bold: true, fontSize: 11 },
        'Profesora contratada de 1.° y 2.° grado – UGEL 08 Cañete',
        '• Enseñé lectoescritura.',
      ]),
    ).toEqual([
      [
        'Profesora contratada de 1.° y 2.° grado – UGEL 08 Cañete',
        'I.E. N° 21007 “Virgen de Kamayoq” – Imperial',
        'Abril 2014 – Diciembre 2016',
      ],
    ]);
  });
});

describe('a table row per job: dates and place in the left cell (issue 12)', () => {
  it('reads the place under the dates as the place, the title and employer beside them', () => {
    const left = (text: string, row: number, bold = false) => ({
      text,
      bold,
      column: 0,
      tableRow: row,
      width: 0,
      source: 'table' as const,
    });
    const right = (text: string, row: number, bold = false, listItem = false) => ({
      text,
      bold,
      listItem,
      column: 1,
      tableRow: row,
      width: 0,
      source: 'table' as const,
    });
    expect(
      read([
        left('2021 – Present', 1, true),
        left('Lima, Peru', 1),
        right('Senior UX Designer, Kamayoq Bank', 1, true),
        right('Lead designer for the mobile app onboarding.', 1, false, true),
        left('2019 – 2021', 2, true),
        left('Remote', 2),
        right('UX/UI Designer, Wasi Digital', 2, true),
        right('Designed checkout flows for a retail client.', 2, false, true),
      ]).map(({ title, organisation, location, dates }) => [title, organisation, location, dates]),
    ).toEqual([
      ['Senior UX Designer', 'Kamayoq Bank', 'Lima, Peru', '2021 – Present'],
      ['UX/UI Designer', 'Wasi Digital', 'Remote', '2019 – 2021'],
    ]);
  });
});

describe('a date column left of bold titles, its ranges wrapped (issue 12)', () => {
  it('reads the bold line under a header at the titles’ edge as its field, and "… a" / "…" as one range', () => {
    const dated = (text: string, y: number, size = 10.5) => ({
      text,
      x: 37,
      y,
      bold: true,
      fontSize: size,
    });
    const field = (text: string, y: number, size = 10.5) => ({
      text,
      x: 113,
      y,
      bold: true,
      fontSize: size,
    });
    const duty = (text: string, y: number) => ({ text, x: 126, y, block: 900 + y });
    expect(
      fields([
        dated('2021 – hoy Residente de Obra', 146),
        field('CONSORCIO VIAL KAMAYOQ NORTE', 162, 10),
        {
          text: 'Consorcio a cargo de la rehabilitación de la carretera.',
          x: 113,
          y: 174,
          fontSize: 8.8,
        },
        duty('Responsable de la ejecución de 38 km de pavimento.', 197),
        dated('2018 – 2021 PUKARA S.A.', 275, 10),
        field('Ingeniero de Campo', 287),
        duty('Supervisión de partidas de concreto armado.', 304),
        dated('Marzo del 2014 a Supervisor de Obras – Gerencia de Desarrollo Urbano', 417),
        dated('Junio 2016 Municipalidad Provincial de Wasi', 429, 10),
        duty('Revisión de expedientes técnicos y liquidaciones de obra.', 445),
        // …and before its last year: "Ene 2012 – Jun" / "2012 (6 meses)".
        dated('Ene 2012 – Jun Practicante de Obra', 470),
        dated('2012 (6 meses) Constructora Kamayoq E.I.R.L.', 482, 10),
        duty('Metrados y control de materiales.', 498),
      ]),
    ).toEqual([
      ['Residente de Obra', 'CONSORCIO VIAL KAMAYOQ NORTE', '2021 – hoy'],
      ['Ingeniero de Campo', 'PUKARA S.A.', '2018 – 2021'],
      [
        'Supervisor de Obras – Gerencia de Desarrollo Urbano',
        'Municipalidad Provincial de Wasi',
        'Marzo del 2014 a Junio 2016',
      ],
      ['Practicante de Obra', 'Constructora Kamayoq E.I.R.L.', 'Ene 2012 – Jun 2012 (6 meses)'],
    ]);
  });
});

describe('"Title, Company, City" on one line (issue 12)', () => {
  it('reads the part after the role for the employer and the known town for the place', () => {
    expect(
      read([
        { text: 'Senior Software Engineer, Kamayoq, Lima | Jan 2022 – Present', bold: true },
        '• Led the payments team.',
        { text: 'Analista de Datos, Wasi Digital, Arequipa | 2019 – 2021', bold: true },
        '• Construí tableros de ventas.',
      ]).map(({ title, organisation, location }) => [title, organisation, location]),
    ).toEqual([
      ['Senior Software Engineer', 'Kamayoq', 'Lima'],
      ['Analista de Datos', 'Wasi Digital', 'Arequipa'],
    ]);
  });
});

describe('a labelled employer with its town after a dash (issue 12)', () => {
  it('reads the town after the dash as where the job was', () => {
    expect(
      fields([
        'Cargo : Enfermera SERUMS',
        'Institución : Centro de Salud Pukara – Huánuco',
        'Periodo : Mayo 2017 – Abril 2018',
      ]),
    ).toEqual([['Enfermera SERUMS', 'Centro de Salud Pukara', 'Mayo 2017 – Abril 2018']]);
  });
});

describe('a job written as one paragraph, fields then duties (issue 12)', () => {
  it('ends the fields where the first sentence ends or "Funciones:" opens', () => {
    expect(
      read([
        '8-2019 / actualmente Jefe de cocina en Restaurante Wasi Gourmet. Funciones: costeo de recetas y control de mermas.',
        '2012 – 2013 (1 año) Ayudante de cocina en Cevichería Pukara (Wanchaq). Mise en place y limpieza de pescados.',
        'Practicante de cocina en Hotel Kamayoq – 2011 (4 meses). Rotación por cocina fría y pastelería.',
      ]).map(({ title, organisation, dates, bullets }) => [title, organisation, dates, bullets]),
    ).toEqual([
      [
        'Jefe de cocina',
        'Restaurante Wasi Gourmet',
        '8-2019 / actualmente',
        ['Funciones: costeo de recetas y control de mermas.'],
      ],
      [
        'Ayudante de cocina',
        'Cevichería Pukara',
        '2012 – 2013 (1 año)',
        ['Mise en place y limpieza de pescados.'],
      ],
      [
        'Practicante de cocina',
        'Hotel Kamayoq',
        '2011 (4 meses)',
        ['Rotación por cocina fría y pastelería.'],
      ],
    ]);
  });

  it('keeps a header whose name wrapped into the paragraph whole, and a range in lower case opens the next job', () => {
    expect(
      fields([
        {
          text: '04-2023 / a la fecha Ejecutiva de cuentas en Financiera Qullqi S.A. Funciones:',
          block: 1,
        },
        { text: 'captación de clientes pyme y cobranza preventiva.', block: 1 },
        {
          text: 'setiembre 2021 – marzo 2023 Supervisora de plataforma en Caja Municipal Lima',
          block: 1,
        },
        { text: 'Norte. Funciones: supervisión de 6 asesores de servicio.', block: 1 },
      ]),
    ).toEqual([
      ['Ejecutiva de cuentas', 'Financiera Qullqi S.A.', '04-2023 / a la fecha'],
      ['Supervisora de plataforma', 'Caja Municipal Lima Norte', 'setiembre 2021 – marzo 2023'],
    ]);
  });

  it('ends the fields at a legal form, a comma or a colon that a description follows', () => {
    expect(
      read([
        '08/2019 – actualmente Dependienta en Tiendas Kallpa S.A.C. Atención al cliente, caja y cuadre diario.',
        '03/2018 – 07/2019 Asistente administrativa en Distribuidora Ayni E.I.R.L., archivo de facturas y guías de remisión.',
        '01/2017 – 12/2017 Becaria en Municipalidad Distrital de Pukara: apoyo en mesa de partes y digitación de expedientes.',
        '2017-2018 Auxiliar contable en Estudio Contable Wasi. Digitación de comprobantes en CONCAR.',
        '2016: Ayudante de electricista en Constructora Pukara Hnos. S.R.L., apoyo en cableado de obras.',
      ]).map(({ title, organisation, bullets }) => [title, organisation, bullets]),
    ).toEqual([
      ['Dependienta', 'Tiendas Kallpa S.A.C.', ['Atención al cliente, caja y cuadre diario.']],
      [
        'Asistente administrativa',
        'Distribuidora Ayni E.I.R.L.',
        ['archivo de facturas y guías de remisión.'],
      ],
      [
        'Becaria',
        'Municipalidad Distrital de Pukara',
        ['apoyo en mesa de partes y digitación de expedientes.'],
      ],
      ['Auxiliar contable', 'Estudio Contable Wasi', ['Digitación de comprobantes en CONCAR.']],
      [
        'Ayudante de electricista',
        'Constructora Pukara Hnos. S.R.L.',
        ['apoyo en cableado de obras.'],
      ],
    ]);
  });

  it('reads a paragraph wrapped under a dates column whole, a short line not', () => {
    // PDF: the dates hang left of the paragraph; its lines run to the column's edge.
    const paragraph = read([
      {
        text: '06/2023 – actualmente Obstetra asistencial en Clínica Wiñay S.A.C. Control prenatal, monitoreo',
        x: 57,
        width: 481,
        block: 1,
      },
      {
        text: 'fetal electrónico y psicoprofilaxis obstétrica, atención de parto con el médico de guardia',
        x: 170,
        width: 368,
        block: 1,
      },
      { text: 'y consejería en planificación familiar.', x: 170, width: 190, block: 1 },
    ]);
    expect(
      paragraph.map(({ title, organisation, bullets }) => [title, organisation, bullets]),
    ).toEqual([
      [
        'Obstetra asistencial',
        'Clínica Wiñay S.A.C.',
        [
          'Control prenatal, monitoreo fetal electrónico y psicoprofilaxis obstétrica, atención de parto con el médico de guardia y consejería en planificación familiar.',
        ],
      ],
    ]);
    // LinkedIn: the position's dates, then its place on a short line, then what was done.
    const position = read([
      { text: 'Senior Software Engineer', x: 57, width: 140, block: 1, bold: true },
      { text: 'March 2022 - Present (2 years 3 months)', x: 57, width: 190, block: 1 },
      { text: 'San Isidro, Lima, Perú', x: 57, width: 110, block: 1 },
      {
        text: 'Lead the payments squad of five engineers. Migrated the core ledger of the bank to',
        x: 57,
        width: 481,
        block: 1,
      },
      { text: 'event sourcing.', x: 57, width: 70, block: 1 },
    ]);
    expect(position.map(({ title, location }) => [title, location])).toEqual([
      ['Senior Software Engineer', 'San Isidro, Lima, Perú'],
    ]);
  });

  it('opens the next job at a year and a colon after a finished paragraph, however long its line', () => {
    const lines = read([
      {
        text: 'Marzo – Diciembre 2020: Auxiliar de educación en Colegio Qori Ch’aska, apoyo a la docente',
        x: 83,
        width: 445,
        block: 21,
      },
      {
        text: 'de aula en educación remota y registro de evidencias.',
        x: 83,
        width: 262,
        block: 21,
      },
      {
        text: '2019: Practicante docente en I.E.I. N° 398 Virgen Purificada (prácticas pre profesionales',
        x: 83,
        width: 445,
        block: 21,
      },
      {
        text: 'intensivas), conducción de sesiones de aprendizaje en el aula.',
        x: 83,
        width: 315,
        block: 21,
      },
    ]);
    expect(lines.map(({ title, dates }) => [title, dates])).toEqual([
      ['Auxiliar de educación', 'Marzo – Diciembre 2020'],
      ['Practicante docente', '2019'],
    ]);
  });

  it('splits a header in capitals at its joining word in capitals', () => {
    expect(
      fields([
        {
          text: 'PRÁCTICAS PRE PROFESIONALES EN MUNICIPALIDAD PROVINCIAL DE ILO (MPI)',
          bold: true,
        },
        'Del 02/01/2017 al 31/03/2017 (3 meses)',
        { text: 'CAJERO EN TIENDAS WASI S.A.C.', bold: true },
        '2015 – 2016',
      ]),
    ).toEqual([
      [
        'PRÁCTICAS PRE PROFESIONALES',
        'MUNICIPALIDAD PROVINCIAL DE ILO (MPI)',
        'Del 02/01/2017 al 31/03/2017 (3 meses)',
      ],
      ['CAJERO', 'TIENDAS WASI S.A.C.', '2015 – 2016'],
    ]);
  });

  it('leaves a list item of that shape inside its job, a duty', () => {
    expect(
      read([
        { text: 'Analista de sistemas – Pukara S.A.C.', bold: true },
        '2019 – 2022',
        {
          text: 'Coordinador del equipo en Planta Ate (2020 – 2021). Lideré el cambio de ERP.',
          listItem: true,
        },
      ]).map(({ title, bullets }) => [title, bullets]),
    ).toEqual([
      [
        'Analista de sistemas',
        ['Coordinador del equipo en Planta Ate (2020 – 2021). Lideré el cambio de ERP.'],
      ],
    ]);
  });
});

describe('several positions at one employer on one line (issue 12)', () => {
  it('reads "Employer: Role (dates), Role (dates)" as one entry per role, the duties under the last', () => {
    expect(
      read([
        'Banco Andino del Perú: Cajera (2015-2017), Asesora de ventas (2017-2021)',
        { text: 'Arqueo y cuadre de caja diario.', listItem: true },
      ]).map(({ title, organisation, dates, bullets }) => [title, organisation, dates, bullets]),
    ).toEqual([
      ['Cajera', 'Banco Andino del Perú', '2015-2017', []],
      [
        'Asesora de ventas',
        'Banco Andino del Perú',
        '2017-2021',
        ['Arqueo y cuadre de caja diario.'],
      ],
    ]);
  });

  it('reads the employer over a line of roles split by dots', () => {
    expect(
      fields([
        { text: 'Supermercados Wayra S.A.', bold: true },
        'Analista de inventarios (2019-2020) · Asistente de inventarios (2017-2019)',
        { text: 'Inventarios cíclicos y conciliación de diferencias.', listItem: true },
      ]),
    ).toEqual([
      ['Analista de inventarios', 'Supermercados Wayra S.A.', '2019-2020'],
      ['Asistente de inventarios', 'Supermercados Wayra S.A.', '2017-2019'],
    ]);
  });
});

describe('a role with its employer in brackets (issue 12)', () => {
  it('reads "Role (Employer) dates", not a bracketed place, unit or arrangement', () => {
    expect(
      fields([
        'Secretaria (Estudio Jurídico Vargas & Huamán) 2013-2015',
        'Practicante administrativa (Municipalidad Distrital de Ate) 2012',
        'Analista (Área de Finanzas) 2010-2011',
        'Vendedora (medio tiempo) 2009',
        'Voluntaria – Cruz Roja Peruana, Filial Lima (2007 – 2008)',
      ]),
    ).toEqual([
      ['Secretaria', 'Estudio Jurídico Vargas & Huamán', '2013-2015'],
      ['Practicante administrativa', 'Municipalidad Distrital de Ate', '2012'],
      ['Analista (Área de Finanzas)', null, '2010-2011'],
      ['Vendedora (medio tiempo)', null, '2009'],
      ['Voluntaria', 'Cruz Roja Peruana, Filial Lima', '2007 – 2008'],
    ]);
  });
});

describe('academic terms and school years as dates (issue 12)', () => {
  it('keeps "2018-II al 2020-I", "Semestre 2019-I" and "Año lectivo 2024" whole, out of the title', () => {
    expect(
      fields([
        { text: 'Docente contratado – Instituto Wari | 2018-II al 2020-I', bold: true },
        { text: 'Dictado de Contabilidad General.', listItem: true },
        {
          text: 'Docente del curso de Estadística – Universidad Pukara (Semestre 2019-I)',
          bold: true,
        },
        { text: 'Dictado de clases prácticas.', listItem: true },
        { text: 'Profesora de aula – I.E. N.° 3045 Año lectivo 2024', bold: true },
        { text: 'Planificación de sesiones de aprendizaje.', listItem: true },
      ]),
    ).toEqual([
      ['Docente contratado', 'Instituto Wari', '2018-II al 2020-I'],
      ['Docente del curso de Estadística', 'Universidad Pukara', 'Semestre 2019-I'],
      ['Profesora de aula', 'I.E. N.° 3045', 'Año lectivo 2024'],
    ]);
  });
});

describe('teaching posts and their courses (issue 12)', () => {
  it('keeps the course after a dash in the title, with no employer', () => {
    expect(
      fields([
        '2019-2 Asistente de docencia — Estática',
        '2020-1 Asistente de docencia – Resistencia de Materiales 1',
        '2021-1 Asistente de docencia — Análisis Estructural 1',
      ]),
    ).toEqual([
      ['Asistente de docencia — Estática', null, '2019-2'],
      ['Asistente de docencia – Resistencia de Materiales 1', null, '2020-1'],
      ['Asistente de docencia — Análisis Estructural 1', null, '2021-1'],
    ]);
  });

  it('still reads an employer, or a term, after the dash', () => {
    expect(
      fields([
        'Jefe de práctica – Universidad Nacional de Ingeniería | 2022-1',
        'Ayudante de cátedra – Semestre Primavera 2019',
      ]),
    ).toEqual([
      ['Jefe de práctica', 'Universidad Nacional de Ingeniería', '2022-1'],
      ['Ayudante de cátedra', null, 'Semestre Primavera 2019'],
    ]);
  });
});

describe('a town with its state abbreviated (issue 12)', () => {
  it('ends in an abbreviation, not a sentence: "Querétaro, Qro.", "San Isidro, Bs. As."', () => {
    expect(endsInAbbreviation('Autopartes Pukara del Bajío, S.A. de C.V. | Querétaro, Qro.')).toBe(
      true,
    );
    expect(endsInAbbreviation('Monterrey, N.L.')).toBe(true);
    expect(endsInAbbreviation('San Isidro, Bs. As.')).toBe(true);
    expect(endsInAbbreviation('Atención al cliente y reposición de mercadería.')).toBe(false);
    expect(endsInAbbreviation('Manejo de Excel, Word.')).toBe(false);
  });
});

describe('one table per job, its start and end dates in fields of their own (issue 12)', () => {
  it('reads "Fecha de ingreso" and "Fecha de retiro" as one range of the same job', () => {
    const row = (label: string, value: string, tableRow: number) => [
      { text: label, column: 0, tableRow, bold: true, source: 'table' as const },
      { text: value, column: 1, tableRow, source: 'table' as const },
    ];
    const job = (first: number, values: readonly [string, string, string, string]) => [
      ...row('Empresa', values[0], first),
      ...row('Cargo', values[1], first + 1),
      ...row('Fecha de ingreso', values[2], first + 2),
      ...row('Fecha de retiro', values[3], first + 3),
      ...row('Funciones', 'Programación de la producción y control de scrap.', first + 4),
    ];
    const lines = joinLabelCells(
      buildTestLines([
        ...job(0, [
          'Plásticos Pukara, S.A. de C.V.',
          'Supervisor de Producción',
          'Agosto 2017',
          'Actualmente',
        ]),
        ...job(10, [
          'Grupo Logístico Wasi',
          'Practicante de Ingeniería',
          'Enero 2017',
          'Julio 2017',
        ]),
      ]),
    );
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.dates?.text])).toEqual([
      ['Supervisor de Producción', 'Plásticos Pukara, S.A. de C.V.', 'Agosto 2017 – Actualmente'],
      ['Practicante de Ingeniería', 'Grupo Logístico Wasi', 'Enero 2017 – Julio 2017'],
    ]);
    expect(entries[0]?.dates?.current).toBe(true);
    expect(entries[1]?.dates?.end).toEqual({ year: 2017, month: 7 });
  });

  it('reads a table whose columns head the start and the end ("Fecha de retiro")', () => {
    const cell = (text: string, column: number, tableRow: number) => ({
      text,
      column,
      tableRow,
      source: 'table' as const,
    });
    const headings = ['Empresa', 'Cargo', 'Fecha de ingreso', 'Fecha de retiro'];
    const values = ['Soluciones Kamayoq S.A.S.', 'Técnico de soporte', '03/03/2014', '30/06/2018'];
    const lines = buildTestLines([
      ...headings.map((text, column) => cell(text, column, 0)),
      ...values.map((text, column) => cell(text, column, 1)),
    ]);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.dates?.text])).toEqual([
      ['Técnico de soporte', 'Soluciones Kamayoq S.A.S.', '03/03/2014 - 30/06/2018'],
    ]);
  });
});

describe('jobs written as paragraphs that open on their dates (issue 12)', () => {
  it('reads the role and the employer of the first sentence, its town apart', () => {
    expect(
      read([
        'Enero 2018 – a la fecha. Coordinadora de Talento Humano en Confecciones Pukara S.A.S., Medellín. Funciones: liderar los procesos de selección y contratación de la planta.',
        'Julio 2013 – Febrero 2015. Auxiliar de Gestión Humana en Cooperativa Solidaria Wasi. Funciones: afiliaciones a seguridad social y manejo de hojas de vida.',
      ]).map(({ title, organisation, location, dates }) => [title, organisation, location, dates]),
    ).toEqual([
      [
        'Coordinadora de Talento Humano',
        'Confecciones Pukara S.A.S.',
        'Medellín',
        'Enero 2018 – a la fecha',
      ],
      [
        'Auxiliar de Gestión Humana',
        'Cooperativa Solidaria Wasi',
        null,
        'Julio 2013 – Febrero 2015',
      ],
    ]);
  });

  it('takes a role no vocabulary holds before an employer in its legal form', () => {
    expect(
      fields([
        '3-2015 / 7-2019 Carretillero y preparador de pedidos en Transportes Kamayoq S.L.',
        { text: 'Funciones: manejo de carretilla retráctil y ubicación de palets.', x: 60 },
      ]),
    ).toEqual([
      ['Carretillero y preparador de pedidos', 'Transportes Kamayoq S.L.', '3-2015 / 7-2019'],
    ]);
  });
});

describe('lettered lists inside a work section (issue 12)', () => {
  it('reads each lettered duty as its own bullet, in whatever block Word put it', () => {
    const entries = read([
      '1.- AGENTE DE SEGURIDAD – SEGURIDAD INTEGRAL WASI S.A.C. (Del 2018 a la fecha)',
      { text: 'a) Control de ingreso y salida de personal, vehículos y materiales con', block: 20 },
      { text: 'registro en cuaderno de ocurrencias.', block: 20 },
      { text: 'b) Rondas internas y externas cada dos horas.', block: 20 },
      { text: 'c) Apoyo en simulacros de sismo y evacuación.', block: 21 },
    ]);
    expect(entries.map((entry) => entry.bullets)).toEqual([
      [
        'a) Control de ingreso y salida de personal, vehículos y materiales con registro en cuaderno de ocurrencias.',
        'b) Rondas internas y externas cada dos horas.',
        'c) Apoyo en simulacros de sismo y evacuación.',
      ],
    ]);
  });

  it('reads a lettered employer over its labelled fields, under numbered group headings', () => {
    expect(
      fields([
        '3.1 Sector público',
        'a) Centro de Salud Pukara',
        'Cargo : Obstetra asistencial',
        'Periodo : marzo 2022 a la fecha',
        'Atención prenatal y psicoprofilaxis obstétrica.',
        'b) Hospital Regional Kamayoq',
        'Cargo : Obstetra asistencial (CAS)',
        'Periodo : junio 2019 – febrero 2022',
        '3.2 Sector privado',
        'c) Policlínico Wasi S.A.C.',
        'Cargo : Obstetra',
        'Periodo : enero 2018 – mayo 2019',
      ]),
    ).toEqual([
      ['Obstetra asistencial', 'Centro de Salud Pukara', 'marzo 2022 a la fecha'],
      ['Obstetra asistencial (CAS)', 'Hospital Regional Kamayoq', 'junio 2019 – febrero 2022'],
      ['Obstetra', 'Policlínico Wasi S.A.C.', 'enero 2018 – mayo 2019'],
    ]);
  });
});
