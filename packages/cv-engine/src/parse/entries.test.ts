import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { joinBulletLines, segmentEntries } from './entries';
import { readEntryHeader } from './entry-fields';
import { parseEducationEntries } from './education';
import { parseExperienceEntries, parseExperienceSection } from './experience';

const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text);

describe('segmentEntries', () => {
  it('starts an entry at each header after bullets (LaTeX layout, org line first)', () => {
    const lines = buildTestLines([
      { text: 'Google LLC Mountain View, California', x: 45, block: 1 },
      { text: 'Software Engineer Marzo 2020 - presente', x: 45, block: 1 },
      { text: 'Contribuí en la certificación de seguridad', x: 36, listItem: true, block: 2 },
      { text: 'Tecnología en Sistemas de Software', x: 45, block: 3 },
      { text: 'Becario Enero 2019 - Diciembre 2020', x: 45, block: 3 },
      { text: 'Desarrollé aplicaciones en Java', x: 36, listItem: true, block: 4 },
    ]);
    const entries = segmentEntries(lines);
    expect(entries.map((entry) => texts(entry.headerLines))).toEqual([
      ['Google LLC Mountain View, California', 'Software Engineer Marzo 2020 - presente'],
      ['Tecnología en Sistemas de Software', 'Becario Enero 2019 - Diciembre 2020'],
    ]);
    expect(entries.map((entry) => entry.bodyLines.length)).toEqual([1, 1]);
  });

  it('heads entries with a nested list: first-level items over their dates, duties deeper', () => {
    // A Word list whose first level names each job (each over a line of dates alone) and whose
    // second level, indented further, holds the duties: every item was read as a duty.
    const lines = buildTestLines([
      { text: 'Analista Contable Senior, Distribuidora Wasi S.A.C.', x: 35, listItem: true },
      { text: 'Abr, 2021 - Actualidad', x: 0, fontSize: 9 },
      { text: 'Elaboración de estados financieros mensuales', x: 71, listItem: true },
      { text: 'Supervisión de dos asistentes contables', x: 71, listItem: true },
      { text: 'Asistente Contable, Estudio Contable Killa', x: 35, listItem: true },
      { text: 'Feb, 2018 - Mar, 2021', x: 0, fontSize: 9 },
      { text: 'Registro de compras y ventas en Concar', x: 71, listItem: true },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
        entry.bullets.length,
      ]),
    ).toEqual([
      ['Analista Contable Senior', 'Distribuidora Wasi S.A.C.', 'Abr, 2021 - Actualidad', 2],
      ['Asistente Contable', 'Estudio Contable Killa', 'Feb, 2018 - Mar, 2021', 1],
    ]);
    // A first-level item wrapped onto a second line is over its dates all the same.
    const wrapped = buildTestLines([
      {
        text: 'Desarrollador de Software, Caja Municipal de Ahorro y',
        x: 78,
        listItem: true,
        block: 1,
      },
      { text: 'Crédito de Huancayo', x: 92, block: 1 },
      { text: 'Ene, 2022 - Actualidad', x: 57, fontSize: 9, block: 2 },
      { text: 'Desarrollo de módulos de créditos', x: 114, listItem: true, block: 3 },
      {
        text: 'Especialista en Soporte, Gobierno Regional de Junín',
        x: 78,
        listItem: true,
        block: 4,
      },
      { text: 'May, 2019 - Dic, 2021', x: 57, fontSize: 9, block: 5 },
      { text: 'Administración de la red de 300 equipos', x: 114, listItem: true, block: 6 },
    ]);
    expect(
      parseExperienceEntries(wrapped, 's').map((entry) => [entry.title, entry.dates?.text]),
    ).toEqual([
      ['Desarrollador de Software', 'Ene, 2022 - Actualidad'],
      ['Especialista en Soporte', 'May, 2019 - Dic, 2021'],
    ]);
    // Items at one level each over a date line, with no deeper items, stay what they were.
    const flat = buildTestLines([
      { text: 'Curso de Excel avanzado, Cibertec', x: 35, listItem: true },
      { text: 'Mar 2020 – Jun 2020', x: 0 },
      { text: 'Curso de Power BI, Cibertec', x: 35, listItem: true },
      { text: 'Jul 2020 – Ago 2020', x: 0 },
    ]);
    expect(segmentEntries(flat).map((entry) => texts(entry.headerLines))).not.toContainEqual([
      'Curso de Excel avanzado, Cibertec',
      'Mar 2020 – Jun 2020',
    ]);
  });

  it('heads entries with bold dated bullets set over deeper plain lines', () => {
    const lines = buildTestLines([
      {
        text: 'TESISTA • TESIS DE LICENCIATURA • 2019 – 2021',
        x: 80,
        bold: true,
        listItem: true,
        block: 1,
      },
      { text: 'Tema: Propiedades ópticas de películas delgadas de óxido de zinc', x: 98, block: 1 },
      { text: 'ASISTENTE DE INVESTIGACIÓN • 2018', x: 80, bold: true, listItem: true, block: 2 },
      { text: 'Tema: Simulación de la dispersión de contaminantes en la bahía', x: 98, block: 2 },
      { text: 'del Callao con modelos numéricos', x: 98, block: 2 },
    ]);
    expect(segmentEntries(lines).map((entry) => texts(entry.headerLines))).toEqual([
      ['TESISTA • TESIS DE LICENCIATURA • 2019 – 2021'],
      ['ASISTENTE DE INVESTIGACIÓN • 2018'],
    ]);
    // One bold dated bullet among the duties is still a duty.
    const duties = buildTestLines([
      { text: 'Analista de Datos – Banco Andino 2019 – 2021', x: 80, bold: true, block: 1 },
      {
        text: 'Lideré la migración a la nube en 2020',
        x: 80,
        bold: true,
        listItem: true,
        block: 2,
      },
      { text: 'con un equipo de cinco personas', x: 98, block: 2 },
    ]);
    expect(segmentEntries(duties).map((entry) => entry.bodyLines.length)).toEqual([2]);
  });

  it('starts an entry at a bold title after a plain detail line, dated or not', () => {
    const lines = buildTestLines([
      { text: 'Licenciada en Educación, especialidad Inglés 2010 – 2015', bold: true },
      { text: 'Universidad Nacional de San Agustín, Arequipa' },
      {
        text: 'CELTA (Certificate in Teaching English to Speakers of Other Languages) 2017',
        bold: true,
      },
      { text: 'Cambridge English, International House Lima' },
    ]);
    expect(segmentEntries(lines).map((entry) => texts(entry.headerLines))).toEqual([
      [
        'Licenciada en Educación, especialidad Inglés 2010 – 2015',
        'Universidad Nacional de San Agustín, Arequipa',
      ],
      [
        'CELTA (Certificate in Teaching English to Speakers of Other Languages) 2017',
        'Cambridge English, International House Lima',
      ],
    ]);
  });

  it('splits entries without bullets by their dates', () => {
    const lines = buildTestLines([
      { text: 'Técnico Electricista Líder 2019 – Presente' },
      { text: 'Servicios Mineros Apu S.A.C., Cusco' },
      { text: 'Técnico Electricista 2014 – 2018' },
      { text: 'Montajes Eléctricos Vilcanota E.I.R.L.' },
    ]);
    expect(segmentEntries(lines)).toHaveLength(2);
  });

  it('keeps wrapped bullet lines and indented descriptions in the body', () => {
    const lines = buildTestLines([
      { text: 'Senior Software Engineer Jan 2023 - Present', x: 28, block: 1 },
      { text: 'Stripe • San Francisco, CA', x: 28, bold: true, block: 1 },
      {
        text: 'Designed a fraud detection pipeline processing 50K+',
        x: 40,
        listItem: true,
        block: 2,
      },
      { text: 'transactions per second', x: 50, block: 2 },
      { text: '18% fewer fraudulent charges', x: 50, block: 2 },
      { text: 'Software Engineer Jun 2021 - Dec 2022', x: 28, block: 3 },
      { text: 'Figma • San Francisco, CA', x: 28, bold: true, block: 3 },
      { text: 'Built collaborative editing', x: 40, listItem: true, block: 4 },
    ]);
    const entries = segmentEntries(lines);
    expect(entries).toHaveLength(2);
    expect(joinBulletLines(entries[0]?.bodyLines ?? [])).toEqual([
      'Designed a fraud detection pipeline processing 50K+ transactions per second 18% fewer fraudulent charges',
    ]);
  });
});

describe('parseExperienceEntries', () => {
  it('reads title, organisation, place and dates in either order', () => {
    const lines = buildTestLines([
      { text: 'Senior Software Engineer Jan 2023 - Present', block: 1 },
      { text: 'Stripe • San Francisco, CA', bold: true, block: 1 },
      { text: 'Designed pipelines', listItem: true, block: 2 },
      { text: 'Universidad Nacional Autónoma de México', block: 3 },
      { text: 'Profesor, Jefatura de MAC Agosto 2019 - Mayo 2020', block: 3 },
      { text: 'Impartí dos clases', listItem: true, block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 'section-1').map((entry) => [
        entry.title,
        entry.organisation,
        entry.location,
        entry.dates?.text,
      ]),
    ).toEqual([
      ['Senior Software Engineer', 'Stripe', 'San Francisco, CA', 'Jan 2023 - Present'],
      [
        'Profesor, Jefatura de MAC',
        'Universidad Nacional Autónoma de México',
        null,
        'Agosto 2019 - Mayo 2020',
      ],
    ]);
  });
});

describe('an employer with its town and region (issue 12)', () => {
  it('reads "Town (Region)" after a legal form and a comma as the place', () => {
    const lines = buildTestLines([
      { text: 'Asistente de recursos humanos', bold: true, block: 1 },
      { text: 'Agroexportadora Pukara S.A.C., Virú (La Libertad)', block: 1 },
      { text: '08/2020 – actualidad', block: 1 },
      { text: 'Administré las planillas del personal de campo.', listItem: true, block: 2 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.organisation, entry.location]),
    ).toEqual([['Agroexportadora Pukara S.A.C.', 'Virú (La Libertad)']]);
  });
});

describe('two positions offered with a slash (issue 12)', () => {
  it('keeps "Propietario / Técnico" one title, and a slash before an employer a separator', () => {
    const lines = buildTestLines([
      { text: 'TALLER KAMAYOQ MOTORS', bold: true, block: 1 },
      { text: 'Propietario / Técnico | Desde 2021', block: 1 },
      { text: 'Afinamiento y frenos los fines de semana.', listItem: true, block: 2 },
      { text: 'Analista de costos / Pukara Wasi S.A.C. | 2018 – 2020', block: 3 },
      { text: 'Costeé las órdenes de trabajo del taller.', listItem: true, block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Propietario / Técnico', 'TALLER KAMAYOQ MOTORS'],
      ['Analista de costos', 'Pukara Wasi S.A.C.'],
    ]);
  });
});

describe('entries without lists, one paragraph (issue 12)', () => {
  it('opens the next entry at a line set like the first one, after a line of dates', () => {
    const lines = buildTestLines([
      { text: 'Asociación Kamayoq — Voluntaria de educación ambiental', block: 1 },
      { text: '2016 - 2018', block: 1 },
      { text: 'Parroquia Santa Ana — Catequista', block: 1 },
      { text: '2015', block: 1 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.organisation, entry.dates?.text]),
    ).toEqual([
      ['Asociación Kamayoq', '2016 - 2018'],
      ['Parroquia Santa Ana', '2015'],
    ]);
  });
});

describe('a level of studies over its degree (issue 12)', () => {
  it('reads "Superior Técnico" as a sub-heading, not an entry', () => {
    const lines = buildTestLines([
      { text: 'Superior Técnico', bold: true, block: 1 },
      { text: 'Profesional Técnico en Mecánica Automotriz | 2011 - 2014', block: 1 },
      { text: 'SENATI', block: 1 },
      { text: 'Secundaria', bold: true, block: 2 },
      { text: 'Educación Secundaria Completa | 2006 - 2010', block: 2 },
      { text: 'Colegio Nacional Kamayoq', block: 2 },
    ]);
    expect(parseEducationEntries(lines, 's').education.map((entry) => entry.degree)).toEqual([
      'Profesional Técnico en Mecánica Automotriz',
      'Educación Secundaria Completa',
    ]);
  });
});

describe('a place beside the dates (Europass 2020, issue 12)', () => {
  it('reads a known place after the dates as where the job was, not its employer', () => {
    const lines = buildTestLines([
      { text: '01/01/2022 – ACTUAL Lima, Perú', fontSize: 8.4, block: 1 },
      { text: 'CONTADORA GENERAL', fontSize: 10, bold: true, block: 2 },
      { text: 'Inversiones Kamayoq S.A.C.', fontSize: 9.5, block: 2 },
      { text: 'Cerré la contabilidad de nueve cuentas cada mes.', x: 57, fontSize: 9.5, block: 2 },
      { text: '01/03/2019 – 31/12/2021 Huaral, Perú', fontSize: 8.4, block: 3 },
      { text: 'ANALISTA CONTABLE', fontSize: 10, bold: true, block: 4 },
      { text: 'Estudio Contable Pukara & Asociados', fontSize: 9.5, block: 4 },
      { text: 'Registré compras y ventas de 25 clientes.', x: 57, fontSize: 9.5, block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.location,
      ]),
    ).toEqual([
      ['CONTADORA GENERAL', 'Inversiones Kamayoq S.A.C.', 'Lima, Perú'],
      ['ANALISTA CONTABLE', 'Estudio Contable Pukara & Asociados', 'Huaral, Perú'],
    ]);
  });

  it('reads a town after the dates and a middle dot as the place, with how the job was done', () => {
    const lines = buildTestLines([
      { text: 'Customer Success Specialist at Kamayoq Digital S.A.C.', bold: true, block: 1 },
      { text: 'Mar 2021 – Present · Lima (hybrid)', block: 1 },
      { text: 'Managed 60 small-business accounts.', listItem: true, block: 2 },
      { text: 'Sales Associate at Pukara Stores', bold: true, block: 3 },
      { text: 'Jan 2019 – Feb 2021 · Jockey Plaza, Lima', block: 3 },
      { text: 'Exceeded the monthly sales target.', listItem: true, block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.location,
      ]),
    ).toEqual([
      ['Customer Success Specialist', 'Kamayoq Digital S.A.C.', 'Lima (hybrid)'],
      ['Sales Associate', 'Pukara Stores', 'Jockey Plaza, Lima'],
    ]);
  });

  it('reads a place after a bar on a line the dates open, never a field between bars', () => {
    const lines = buildTestLines([
      { text: 'Frontend Developer at Kamayoq Labs', bold: true, block: 1 },
      { text: 'Mar 2022 – Present | Lima (hybrid)', block: 1 },
      { text: 'Led the web team.', listItem: true, block: 2 },
      { text: 'Analista de datos | 2019 – 2021 | Pukara Wasi', bold: true, block: 3 },
      { text: 'Construí tableros de ventas.', listItem: true, block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.location,
      ]),
    ).toEqual([
      ['Frontend Developer', 'Kamayoq Labs', 'Lima (hybrid)'],
      ['Analista de datos', 'Pukara Wasi', null],
    ]);
  });

  it('keeps an employer and its town beside the dates the employer', () => {
    const lines = buildTestLines([
      { text: 'Pukara Rutas Travel S.A.C., Cusco Set. 2019 – Actualidad', bold: true, block: 1 },
      { text: 'Coordinador de operaciones', block: 1 },
      { text: 'Programé guías y transporte.', listItem: true, block: 2 },
    ]);
    expect(parseExperienceEntries(lines, 's')[0]?.organisation).toBe('Pukara Rutas Travel S.A.C.');
  });
});

describe('title and employer told by the words that open them (issue 12)', () => {
  it('reads a piece opening with a kind of organisation as the employer', () => {
    const lines = buildTestLines([
      { text: 'Hospital Regional Docente de Kamayoq', bold: true, block: 1 },
      { text: 'Interna de Farmacia', block: 1 },
      { text: 'Ene. 2017 – Dic. 2017', block: 1 },
      { text: 'Dispensé medicamentos en el área de hospitalización.', listItem: true, block: 2 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([['Interna de Farmacia', 'Hospital Regional Docente de Kamayoq']]);
  });
});

describe('everyday roles (issue 12)', () => {
  it('reads "Guardián en …" and "Soldado en …" as a role at an organisation', () => {
    const lines = buildTestLines([
      { text: 'Guardián en Ferretería Kamayoq E.I.R.L. — 2015 – 2017', block: 1 },
      { text: 'Cuidé el local en el turno de noche.', listItem: true, block: 2 },
      { text: 'Soldado en Ejército del Perú — 2004 – 2006', block: 3 },
      { text: 'Presté el servicio militar voluntario.', listItem: true, block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Guardián', 'Ferretería Kamayoq E.I.R.L.'],
      ['Soldado', 'Ejército del Perú'],
    ]);
  });
});

describe('a time inside a field (issue 12)', () => {
  it('keeps "4 años" in the title where the entry shows its dates', () => {
    const lines = buildTestLines([
      { text: 'Docente de Aula – 4 años', bold: true, block: 1 },
      { text: 'I.E.I. N° 102 Kamayoq', block: 1 },
      { text: 'Marzo 2021 – Actualidad', block: 1 },
      { text: 'Planifiqué las unidades de aprendizaje del aula.', listItem: true, block: 2 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.dates?.text]),
    ).toEqual([['Docente de Aula – 4 años', 'Marzo 2021 – Actualidad']]);
  });
});

describe('parseEducationEntries', () => {
  it('counts degrees and schools, and sends courses and diplomados to certifications', () => {
    const lines = buildTestLines([
      { text: 'Pontificia Universidad Católica del Perú', bold: true, block: 1 },
      { text: 'Bachiller en Economía 2012 – 2017', block: 1 },
      { text: 'Colegio Nacional Alfonso Ugarte', bold: true, block: 3 },
      { text: 'Educación secundaria 2007 – 2011', block: 3 },
      { text: 'Diplomado en Gestión Pública – ESAN', bold: true, block: 5 },
      { text: '2019', block: 5 },
      { text: 'Bootcamp de Desarrollo Web – Laboratoria', bold: true, block: 7 },
      { text: '2020', block: 7 },
    ]);
    const parsed = parseEducationEntries(lines, 'section-2');
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Bachiller en Economía', 'Pontificia Universidad Católica del Perú'],
      ['Educación secundaria', 'Colegio Nacional Alfonso Ugarte'],
    ]);
    expect(parsed.certifications.map((entry) => [entry.name, entry.date?.year])).toEqual([
      ['Diplomado en Gestión Pública – ESAN', 2019],
      ['Bootcamp de Desarrollo Web – Laboratoria', 2020],
    ]);
  });
});

describe('entries dated after their header (one paragraph per line, as Word writes)', () => {
  it('splits at the header followed closely by its own date', () => {
    const lines = buildTestLines([
      'Universidad de Lima',
      'Contador Público',
      '2009 – 2014',
      'Colegio San Agustín',
      'Educación secundaria',
      '2003 – 2008',
    ]);
    expect(parseEducationEntries(lines, 's').education.map((entry) => entry.institution)).toEqual([
      'Universidad de Lima',
      'Colegio San Agustín',
    ]);
  });

  it('does not split at description lines of a dated entry', () => {
    const lines = buildTestLines([
      'Minimarket Don Lucho E.I.R.L. Enero 2021 – Actualidad',
      'Cajera principal',
      'Cuadre de caja diario y manejo de POS.',
      'Calzados Sol de Oro Marzo 2018 – Diciembre 2020',
      'Vendedora',
    ]);
    expect(segmentEntries(lines)).toHaveLength(2);
  });
});

describe('entries written as prose and as LinkedIn exports', () => {
  it('reads several positions under one employer, each counted, the employer as organisation', () => {
    const lines = buildTestLines([
      { text: 'Consultora Andina de Software', fontSize: 12, block: 1 },
      { text: '3 años 2 meses', block: 2 },
      { text: 'Desarrollador Java - Tributos | Municipalidad de Surco', fontSize: 11.5, block: 3 },
      { text: 'marzo de 2023 - enero de 2025 (1 año 11 meses)', block: 4 },
      { text: 'Lima, Perú', block: 4 },
      { text: 'Desarrollé módulos de recaudación en Java.', block: 5 },
      { text: 'Analista programador - Proyectos especiales | Área de', fontSize: 11.5, block: 6 },
      { text: 'sistemas', fontSize: 11.5, block: 6 },
      { text: 'enero de 2022 - febrero de 2023 (1 año 2 meses)', block: 7 },
      { text: 'Mantuve el sistema de planillas.', block: 8 },
      { text: 'DISTRIBUIDORA SOL DEL SUR S.A.C.', fontSize: 12, block: 9 },
      { text: 'Desarrollador web', fontSize: 11.5, block: 9 },
      { text: 'febrero de 2020 - diciembre de 2021 (1 año 11 meses)', block: 10 },
      {
        text: 'Desarrollé nuevas funcionalidades en una aplicación de ventas para los',
        block: 11,
      },
      { text: 'módulos de caja, compras y almacén de la empresa, con pruebas.', block: 11 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
      ]),
    ).toEqual([
      [
        'Desarrollador Java - Tributos | Municipalidad de Surco',
        'Consultora Andina de Software',
        'marzo de 2023 - enero de 2025 (1 año 11 meses)',
      ],
      [
        'Analista programador - Proyectos especiales | Área de sistemas',
        'Consultora Andina de Software',
        'enero de 2022 - febrero de 2023 (1 año 2 meses)',
      ],
      [
        'Desarrollador web',
        'DISTRIBUIDORA SOL DEL SUR S.A.C.',
        'febrero de 2020 - diciembre de 2021 (1 año 11 meses)',
      ],
    ]);
  });
});

describe('LinkedIn exports with bold positions (issue 12)', () => {
  it('reads each employer set larger over its one position, over the page break too', () => {
    const lines = buildTestLines([
      { text: 'Tiendas Kamayoq S.A.', x: 227, fontSize: 12, block: 1 },
      { text: 'Asesor de ventas', x: 227, fontSize: 11.5, bold: true, block: 2 },
      { text: 'diciembre de 2020 - marzo de 2022 (1 año 4 meses)', x: 227, fontSize: 11, block: 2 },
      {
        text: 'Vendí electrodomésticos y coloqué tarjetas de crédito.',
        x: 227,
        fontSize: 10.5,
        block: 2,
      },
      { text: 'Calzados Pukara E.I.R.L.', x: 227, fontSize: 12, block: 3 },
      { text: 'Vendedor de tienda', x: 227, fontSize: 11.5, bold: true, block: 3 },
      { text: 'febrero de 2018 - noviembre de 2020', x: 227, fontSize: 11, block: 3 },
      { text: 'Atendí en tienda y cerré la caja.', x: 227, fontSize: 10.5, block: 3 },
      // Page two sets its margin a few points further left.
      { text: 'Supermercados Wasi S.A.C.', x: 216, page: 2, fontSize: 12, block: 4 },
      { text: 'Reponedor', x: 216, page: 2, fontSize: 11.5, bold: true, block: 5 },
      { text: 'enero de 2017 - enero de 2018', x: 216, page: 2, fontSize: 11, block: 5 },
      { text: 'Repuse góndolas y roté productos.', x: 216, page: 2, fontSize: 10.5, block: 5 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Asesor de ventas', 'Tiendas Kamayoq S.A.'],
      ['Vendedor de tienda', 'Calzados Pukara E.I.R.L.'],
      ['Reponedor', 'Supermercados Wasi S.A.C.'],
    ]);
  });

  it('opens the section on the employer set larger over its total tenure', () => {
    const lines = buildTestLines([
      { text: 'Constructora Pukara Wasi S.A.C.', fontSize: 12, block: 1 },
      { text: '4 años 11 meses', fontSize: 10.5, block: 2 },
      { text: 'Residente de obra', fontSize: 11, bold: true, block: 2 },
      { text: 'marzo de 2021 - Present (2 años 9 meses)', fontSize: 10.5, block: 2 },
      { text: 'Cusco, Perú', fontSize: 10.5, block: 2 },
      { text: 'Asistente de residente de obra', fontSize: 11, bold: true, block: 3 },
      { text: 'enero de 2019 - febrero de 2021 (2 años 2 meses)', fontSize: 10.5, block: 3 },
      { text: 'Cusco, Perú', fontSize: 10.5, block: 3 },
      { text: 'Municipalidad Distrital de Wanchaq', fontSize: 12, block: 4 },
      { text: 'Practicante de ingeniería civil', fontSize: 11, bold: true, block: 5 },
      { text: 'abril de 2018 - diciembre de 2018 (9 meses)', fontSize: 10.5, block: 5 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Residente de obra', 'Constructora Pukara Wasi S.A.C.'],
      ['Asistente de residente de obra', 'Constructora Pukara Wasi S.A.C.'],
      ['Practicante de ingeniería civil', 'Municipalidad Distrital de Wanchaq'],
    ]);
  });
});

describe('moderncv entries: year first, fields between commas, projects under the job', () => {
  it('reads each field, drops the full stop and keeps bold project names inside the job', () => {
    const lines = buildTestLines([
      { text: '2016-2020 Desarrollador Web, Andes Digital, Arequipa, Perú.', x: 75, block: 1 },
      { text: 'Desarrollo de tiendas virtuales para clientes locales.', x: 131, block: 2 },
      { text: 'Tambo Pagos', x: 142, bold: true, block: 3 },
      { text: 'Aplicación de pagos móviles hecha en Kotlin.', x: 142, block: 3 },
      { text: '2012-2016 Analista Programador, Sistemas Misti S.A.C.', x: 75, block: 4 },
      { text: 'Mantenimiento del sistema contable.', x: 131, block: 5 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.location,
        entry.dates?.text,
      ]),
    ).toEqual([
      ['Desarrollador Web', 'Andes Digital', 'Arequipa, Perú', '2016-2020'],
      ['Analista Programador', 'Sistemas Misti S.A.C.', null, '2012-2016'],
    ]);
  });
});

const fields = (lines: ReturnType<typeof buildTestLines>) =>
  parseExperienceEntries(lines, 's').map((entry) => [
    entry.title,
    entry.organisation,
    entry.location,
    entry.dates?.text ?? null,
  ]);

describe('entries of a form: labelled fields (Cargo, Empresa, Tiempo)', () => {
  it('reads each labelled field and keeps the other labels as details', () => {
    const lines = buildTestLines([
      'Cargo: Asistente Contable.',
      'Empresa: Ferretería Los Andes S.A.C.',
      'Jefe inmediato: Rosa Quispe',
      'Teléfono: 054 123 456',
      'Tiempo: 1 año.',
      'Cargo: Practicante de Contabilidad',
      'Empresa: Estudio Contable Misti',
      'Tiempo: 1 Marzo – Actualidad (6 meses)',
    ]);
    expect(fields(lines)).toEqual([
      ['Asistente Contable', 'Ferretería Los Andes S.A.C.', null, '1 año'],
      [
        'Practicante de Contabilidad',
        'Estudio Contable Misti',
        null,
        '1 Marzo – Actualidad (6 meses)',
      ],
    ]);
    expect(parseExperienceEntries(lines, 's')[0]?.bullets).toEqual([
      'Jefe inmediato: Rosa Quispe',
      'Teléfono: 054 123 456',
    ]);
  });
});

describe('a title wrapped over two header lines', () => {
  it("finishes the title with the words before the next line's first separator", () => {
    const lines = buildTestLines([
      {
        text: 'Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos de Inversión de la Gerencia',
        bold: true,
        block: 1,
      },
      { text: 'Regional | Gobierno Regional de Moquegua | Julio 2023 a Presente', block: 1 },
      { text: 'Ordené el archivo de expedientes.', listItem: true, x: 70, block: 2 },
      { text: 'Técnico de Soporte | Minera Ccori S.A. | 2021 — 2022', block: 3 },
      { text: 'Atendí incidencias.', listItem: true, x: 70, block: 4 },
    ]);
    expect(fields(lines)[0]).toEqual([
      'Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos de Inversión de la Gerencia Regional',
      'Gobierno Regional de Moquegua',
      null,
      'Julio 2023 a Presente',
    ]);
  });

  it('joins the line a title runs on to when it filled the line above (measured widths)', () => {
    // The section's text runs from x 57 to 538; 5.4 points a character.
    const lines = buildTestLines([
      { text: 'Banco Andino del Sur, Trujillo', bold: true, x: 57, width: 160, block: 1 },
      {
        text: 'Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos de Inversión',
        x: 57,
        width: 450,
        block: 1,
      },
      { text: 'Pública de la Gerencia Regional', x: 57, width: 170, block: 1 },
      { text: 'Dic. 2023 – actualidad', x: 57, width: 117, block: 1 },
      {
        text: 'Ordené el archivo de expedientes y la mesa de partes del área.',
        listItem: true,
        x: 71,
        width: 467,
        block: 2,
      },
      {
        text: 'Asistente de Gestión Administrativa y Control Documentario del Área de Bienestar',
        bold: true,
        x: 57,
        width: 470,
        block: 3,
      },
      { text: 'Social Mar. 2021 – Ago. 2022', x: 57, width: 481, block: 3 },
      { text: 'Caja Rural del Sur', x: 57, width: 100, block: 3 },
      { text: 'Tramité expedientes.', listItem: true, x: 71, width: 110, block: 4 },
    ]);
    const read = parseExperienceEntries(lines, 's', 538).map((entry) => [
      entry.title,
      entry.organisation,
      entry.location,
      entry.dates?.text ?? null,
    ]);
    expect(read).toEqual([
      [
        'Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos de Inversión Pública de la Gerencia Regional',
        'Banco Andino del Sur',
        'Trujillo',
        'Dic. 2023 – actualidad',
      ],
      [
        'Asistente de Gestión Administrativa y Control Documentario del Área de Bienestar Social',
        'Caja Rural del Sur',
        null,
        'Mar. 2021 – Ago. 2022',
      ],
    ]);
  });

  it('does not join the employer under a bold wrapped title that filled its line', () => {
    const lines = buildTestLines([
      {
        text: 'Nov. 2023 – Nov. 2024 Asistente de Gestión Administrativa y Control',
        x: 57,
        width: 445,
        block: 1,
      },
      {
        text: 'Documentario del Área de Recursos Humanos y Bienestar Social',
        bold: true,
        x: 187,
        width: 325,
        block: 1,
      },
      { text: 'Agroexportadora Valle Verde', x: 187, width: 135, block: 1 },
    ]);
    expect(readEntryHeader(lines, 538).pieces).toEqual([
      'Asistente de Gestión Administrativa y Control Documentario del Área de Recursos Humanos y Bienestar Social',
      'Agroexportadora Valle Verde',
    ]);
  });

  it('does not join a description to a full-width header of separated fields', () => {
    const lines = buildTestLines([
      { text: 'DESARROLLADOR FREELANCE • ANDES WEB • ACTUALIDAD', x: 224, width: 322, block: 1 },
      {
        text: 'Creé, desarrollé y entregué tiendas en línea para clientes en',
        x: 224,
        width: 316,
        block: 1,
      },
      { text: 'todo el Perú y Chile.', x: 224, width: 157, block: 1 },
    ]);
    const header = readEntryHeader(lines, 548);
    expect(header.dates?.text).toBe('ACTUALIDAD');
    expect(header.pieces.slice(0, 2)).toEqual(['DESARROLLADOR FREELANCE', 'ANDES WEB']);
  });

  it('joins a bold continuation under a title set after its dates (hanging indent)', () => {
    const lines = buildTestLines([
      {
        text: 'Feb. 2023 – A la fecha Coordinadora de Implementación de Sistemas de Gestión de Calidad,',
        block: 1,
      },
      { text: 'Seguridad y Salud en el Trabajo', bold: true, block: 1, x: 180 },
      { text: 'Distribuidora Amazonas E.I.R.L.', block: 1, x: 180 },
      { text: 'Capacité a 30 colaboradores.', listItem: true, x: 64, block: 2 },
      { text: 'sept. 2021 – sept. 2022 Docente de Matemática', block: 3 },
      { text: 'Colegio San Martín de Porres', block: 3, x: 180 },
      { text: 'Preparé sesiones de clase.', listItem: true, x: 64, block: 4 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Coordinadora de Implementación de Sistemas de Gestión de Calidad, Seguridad y Salud en el Trabajo',
        'Distribuidora Amazonas E.I.R.L.',
        null,
        'Feb. 2023 – A la fecha',
      ],
      ['Docente de Matemática', 'Colegio San Martín de Porres', null, 'sept. 2021 – sept. 2022'],
    ]);
  });
});

describe('a long role written with its organisation on one line', () => {
  it('keeps "en el Trabajo" in the role when a named organisation follows a later "en"', () => {
    const lines = buildTestLines([
      {
        text: 'Coordinadora de Seguridad y Salud en el Trabajo en Minera Ccori S.A. (Julio 2023 a Presente)',
        listItem: true,
      },
      {
        text: 'Jefe de Logística en Transportes Qhapaq Ñan (jun. 2021 — may. 2022)',
        listItem: true,
      },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Coordinadora de Seguridad y Salud en el Trabajo',
        'Minera Ccori S.A.',
        null,
        'Julio 2023 a Presente',
      ],
      ['Jefe de Logística', 'Transportes Qhapaq Ñan', null, 'jun. 2021 — may. 2022'],
    ]);
  });

  it('keeps an enumeration in the role ("Planeamiento, Presupuesto y Seguimiento")', () => {
    const lines = buildTestLines([
      'Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos, Clínica San Gabriel ene. 2023 – Presente',
      { text: 'Elaboré el plan anual.', listItem: true },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos',
        'Clínica San Gabriel',
        null,
        'ene. 2023 – Presente',
      ],
    ]);
  });
});

describe('entries of a Word file with dates under the header and labelled duties', () => {
  it('opens an entry at a plain role line above a line of dates, after the list', () => {
    const lines = buildTestLines([
      'Asistente Contable en Minera Ccori S.A.',
      '2021 – 2022',
      'Funciones:',
      { text: 'Registré compras y ventas.', listItem: true },
      { text: 'Logros:', bold: true },
      { text: 'Cerré el mes en tres días.', listItem: true },
      'Cajera en Boticas San Pedro',
      '2019 – 2020',
      { text: 'Cobré servicios.', listItem: true },
    ]);
    expect(fields(lines)).toEqual([
      ['Asistente Contable', 'Minera Ccori S.A.', null, '2021 – 2022'],
      ['Cajera', 'Boticas San Pedro', null, '2019 – 2020'],
    ]);
  });

  it('keeps the enumeration of a role followed by "en" and its organisation', () => {
    const lines = buildTestLines([
      'Especialista en Planeamiento, Presupuesto y Seguimiento en Clínica San Gabriel',
      'Enero 2023 a Agosto 2024',
      { text: 'Elaboré el plan anual.', listItem: true },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Especialista en Planeamiento, Presupuesto y Seguimiento',
        'Clínica San Gabriel',
        null,
        'Enero 2023 a Agosto 2024',
      ],
    ]);
  });

  it('reads one entry per list item when the first role is long and its dates in brackets', () => {
    const lines = buildTestLines([
      {
        text: 'Asistente de Gestión Administrativa y Control Documentario del Área de Recursos Humanos y Bienestar Social en Ministerio de Desarrollo Agrario (Marzo 2023 a Agosto 2024)',
        listItem: true,
      },
      { text: 'Docente de Matemática en Colegio Santa Rosa (10/2021 – 09/2022)', listItem: true },
      {
        text: 'Municipalidad Distrital de Surquillo (Ene. 2019 – Feb. 2020): Cajera',
        listItem: true,
      },
    ]);
    expect(fields(lines).map((entry) => entry[1])).toEqual([
      'Ministerio de Desarrollo Agrario',
      'Colegio Santa Rosa',
      'Municipalidad Distrital de Surquillo',
    ]);
  });
});

describe('an organisation whose first word is also a role ("Consultora Inti")', () => {
  it('is still the organisation after "en", and beside an English role', () => {
    const lines = buildTestLines([
      { text: 'Asistente Contable en Consultora Inti (May. 2023 – actualidad)', listItem: true },
      { text: 'Cajera en Boticas San Pedro (07/2021 — 08/2022)', listItem: true },
    ]);
    expect(fields(lines).map((entry) => [entry[0], entry[1]])).toEqual([
      ['Asistente Contable', 'Consultora Inti'],
      ['Cajera', 'Boticas San Pedro'],
    ]);
    const english = buildTestLines([
      '2020',
      'Support Technician',
      'Consultora Andina, Callao',
      { text: 'Fixed network issues.', listItem: true },
    ]);
    expect(fields(english)).toEqual([
      ['Support Technician', 'Consultora Andina', 'Callao', '2020'],
    ]);
  });
});

describe('a lone year as the last field of a long header line', () => {
  it('dates the entry where headers are bold and plain lines mixed', () => {
    const lines = buildTestLines([
      'Coordinador de Proyectos | Municipalidad Distrital de San Jerónimo | Tacna | 2024',
      { text: 'Dirigí un equipo de cinco personas.', listItem: true },
      'Analista de Datos | Caja Rural del Sur | Jul. 2021 - Jul. 2022',
      { text: 'Logros:', bold: true },
      { text: 'Automaticé el reporte semanal de cobranzas.', listItem: true },
    ]);
    expect(fields(lines)).toEqual([
      ['Coordinador de Proyectos', 'Municipalidad Distrital de San Jerónimo', 'Tacna', '2024'],
      ['Analista de Datos', 'Caja Rural del Sur', null, 'Jul. 2021 - Jul. 2022'],
    ]);
  });
});

describe('a long position written out in full', () => {
  it('reads it as the title under an employer that names no position yet', () => {
    const longTitle =
      'Especialista en Planeamiento, Presupuesto y Seguimiento de Proyectos de Inversión Pública de la Gerencia Regional';
    const lines = buildTestLines([
      { text: 'Caja Rural del Sur, Trujillo', bold: true },
      longTitle,
      'Dic. 2023 – actualidad',
      { text: 'Ordené el archivo de expedientes.', listItem: true, x: 64 },
      { text: 'Estudio Contable Quispe & Asociados (Ica)\tFeb. 2021 – Oct. 2022', bold: true },
      longTitle,
      { text: 'Registré compras y ventas.', listItem: true, x: 64 },
    ]);
    expect(fields(lines)).toEqual([
      [longTitle, 'Caja Rural del Sur', 'Trujillo', 'Dic. 2023 – actualidad'],
      [longTitle, 'Estudio Contable Quispe & Asociados', 'Ica', 'Feb. 2021 – Oct. 2022'],
    ]);
  });
});

describe('organisation and place on one header line', () => {
  it('splits a street address, a place after a legal suffix and known places before a region', () => {
    const lines = buildTestLines([
      { text: 'Caja Rural del Sur Av. Ejército 1050', block: 1 },
      { text: 'ASISTENTE DE CRÉDITOS Ene 2021 - Actualidad', block: 1 },
      { text: 'Evalué solicitudes de crédito', listItem: true, block: 2 },
      { text: 'Andes Cloud LLC Mountain View, California', block: 3 },
      { text: 'Data Engineer Mar 2019 - Dic 2020', block: 3 },
      { text: 'Construí flujos de datos', listItem: true, block: 4 },
      { text: 'Minera Pucará Perú Santiago de Surco, Lima', block: 5 },
      { text: 'Ingeniero de Soporte 2018', block: 5 },
      { text: 'Soporte a usuarios', listItem: true, block: 6 },
    ]);
    expect(fields(lines)).toEqual([
      ['ASISTENTE DE CRÉDITOS', 'Caja Rural del Sur', 'Av. Ejército 1050', 'Ene 2021 - Actualidad'],
      ['Data Engineer', 'Andes Cloud LLC', 'Mountain View, California', 'Mar 2019 - Dic 2020'],
      ['Ingeniero de Soporte', 'Minera Pucará Perú', 'Santiago de Surco, Lima', '2018'],
    ]);
  });

  it('keeps the place words of an institution\'s name in the name ("Hospital Regional de Ica, Piura")', () => {
    const lines = buildTestLines([
      { text: 'Hospital Regional de Ica, Piura', block: 1 },
      { text: 'Técnico de Enfermería Ene 2021 - Actualidad', block: 1 },
      { text: 'Atendí pacientes', listItem: true, block: 2 },
      { text: 'MUNICIPALIDAD DISTRITAL DE SANTA ROSA, Cusco', block: 3 },
      { text: 'Asistente Administrativo 2019 - 2020', block: 3 },
      { text: 'Tramité expedientes', listItem: true, block: 4 },
      { text: 'Clínica Sur San Miguel, Lima', block: 5 },
      { text: 'Cajera 2018', block: 5 },
      { text: 'Cobré servicios', listItem: true, block: 6 },
    ]);
    expect(fields(lines)).toEqual([
      ['Técnico de Enfermería', 'Hospital Regional de Ica', 'Piura', 'Ene 2021 - Actualidad'],
      ['Asistente Administrativo', 'MUNICIPALIDAD DISTRITAL DE SANTA ROSA', 'Cusco', '2019 - 2020'],
      ['Cajera', 'Clínica Sur', 'San Miguel, Lima', '2018'],
    ]);
  });

  it('keeps a country before a town, and the words after "y" or "de", in the organisation\'s name', () => {
    const lines = buildTestLines([
      { text: 'Voluntaria de Comunicaciones Mar 2019 - Ene 2020', block: 1 },
      { text: 'Minka Solidaria Perú, Arequipa', block: 1 },
      { text: 'Organicé campañas', listItem: true, block: 2 },
      { text: 'Analista de Créditos 2016 - 2018', block: 3 },
      { text: 'Caja Rural de Ahorro y Crédito de Tacna, Tacna', block: 3 },
      { text: 'Evalué créditos', listItem: true, block: 4 },
    ]);
    expect(fields(lines)).toEqual([
      ['Voluntaria de Comunicaciones', 'Minka Solidaria Perú', 'Arequipa', 'Mar 2019 - Ene 2020'],
      ['Analista de Créditos', 'Caja Rural de Ahorro y Crédito de Tacna', 'Tacna', '2016 - 2018'],
    ]);
  });

  it('reads a street address, a town beside the dates and a town named "… de …" as the place, not a bullet', () => {
    const lines = buildTestLines([
      { text: 'Banco Andino del Sur | Jr. Las Gardenias 315-317', block: 1 },
      { text: 'PRACTICANTE DE TESORERÍA | Ene 2021 - Actualidad', block: 1 },
      { text: 'Concilié cuentas bancarias', listItem: true, block: 2 },
      { text: 'Ferretería Los Pinos – Sales Consultant (2020–Present, Wollongong)', block: 3 },
      { text: 'Served customers', listItem: true, block: 4 },
      { text: 'Minera Pucará Perú | Santiago de Surco, Lima', block: 5 },
      { text: 'Ingeniero de Soporte | Diciembre 2024-Presente', block: 5 },
      { text: 'Atendí incidencias', listItem: true, block: 6 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'PRACTICANTE DE TESORERÍA',
        'Banco Andino del Sur',
        'Jr. Las Gardenias 315-317',
        'Ene 2021 - Actualidad',
      ],
      ['Sales Consultant', 'Ferretería Los Pinos', 'Wollongong', '2020–Present'],
      [
        'Ingeniero de Soporte',
        'Minera Pucará Perú',
        'Santiago de Surco, Lima',
        'Diciembre 2024-Presente',
      ],
    ]);
    const entries = parseExperienceEntries(lines, 'experience');
    expect(entries.map((entry) => entry.bullets)).toEqual([
      ['Concilié cuentas bancarias'],
      ['Served customers'],
      ['Atendí incidencias'],
    ]);
  });

  it('keeps words beside the dates that name no place as their own field', () => {
    const lines = buildTestLines([
      { text: 'Ferretería Los Pinos – Vendedor (2020–2021, Gerencia Comercial)', block: 1 },
      { text: 'Atendí clientes', listItem: true, block: 2 },
      { text: 'Estudio Ribera – Diseñadora (2018–2019, Freelance)', block: 3 },
      { text: 'Diseñé catálogos', listItem: true, block: 4 },
      { text: 'Andes Cloud – Analista (2016–2017, Part-time)', block: 5 },
      { text: 'Migré reportes', listItem: true, block: 6 },
    ]);
    expect(fields(lines).map((entry) => entry[2])).toEqual([null, null, null]);
  });

  it('splits an employer before its city and region, and knows cities abroad', () => {
    const lines = buildTestLines([
      { text: 'Analista de Pagos', bold: true, block: 1 },
      { text: 'Kushki, San Francisco, CA', block: 1 },
      { text: 'Ene 2021 - Actualidad', block: 1 },
      { text: 'Integré pasarelas de pago', listItem: true, block: 2 },
      { text: 'Ingeniera de Redes', bold: true, block: 3 },
      { text: 'Municipalidad de Tacna, Tacna, Perú', block: 3 },
      { text: '2018 - 2020', block: 3 },
      { text: 'Administré la red municipal', listItem: true, block: 4 },
      { text: 'Diseñadora', bold: true, block: 5 },
      { text: 'Estudio Ribera, Sevilla', block: 5 },
      { text: '2016 - 2018', block: 5 },
      { text: 'Diseñé catálogos', listItem: true, block: 6 },
    ]);
    expect(fields(lines)).toEqual([
      ['Analista de Pagos', 'Kushki', 'San Francisco, CA', 'Ene 2021 - Actualidad'],
      ['Ingeniera de Redes', 'Municipalidad de Tacna', 'Tacna, Perú', '2018 - 2020'],
      ['Diseñadora', 'Estudio Ribera', 'Sevilla', '2016 - 2018'],
    ]);
  });

  it('reads a name after a legal suffix and a comma as the place, though the list does not know it', () => {
    const lines = buildTestLines([
      {
        text: 'Arquitecta Proyectista – Constructora Misti Hogar S.A.C., Cerro Colorado | Feb. 2017 – Mar. 2020',
        block: 1,
      },
      { text: 'Planos de acabados para dos condominios', listItem: true, block: 2 },
      { text: 'Servicios Yanahuara E.I.R.L., Yanahuara', block: 3 },
      { text: 'Asistente de Obra 2015 – 2016', block: 3 },
      { text: 'Metrados y valorizaciones', listItem: true, block: 4 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Arquitecta Proyectista',
        'Constructora Misti Hogar S.A.C.',
        'Cerro Colorado',
        'Feb. 2017 – Mar. 2020',
      ],
      ['Asistente de Obra', 'Servicios Yanahuara E.I.R.L.', 'Yanahuara', '2015 – 2016'],
    ]);
  });

  it('reads a district the list does not know after a name that says it is an organisation', () => {
    const lines = buildTestLines([
      {
        text: 'Jefa de Proyectos de Interiorismo – Estudio Sillar Diseño, Yanahuara | Abr. 2020 – Actualidad',
        block: 1,
      },
      { text: 'Diseño y supervisión de locales comerciales', listItem: true, block: 2 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Jefa de Proyectos de Interiorismo',
        'Estudio Sillar Diseño',
        'Yanahuara',
        'Abr. 2020 – Actualidad',
      ],
    ]);
  });

  it("reads a Peruvian region beside the dates as the entry's place, not as a bullet", () => {
    const lines = buildTestLines([
      { text: 'Auxiliar de Farmacia — Clínica Santa Lucía', bold: true, block: 1 },
      { text: 'mar. 2019 – jul. 2021 · Lambayeque', block: 2 },
      { text: 'Inventarios mensuales y control de vencimientos.', listItem: true, block: 3 },
      { text: 'Asistente de Ventas — Comercial Andina', bold: true, block: 4 },
      { text: 'ene. 2017 – feb. 2019 · Junín', block: 5 },
      { text: 'Atención en tienda y caja.', listItem: true, block: 6 },
    ]);
    expect(fields(lines)).toEqual([
      ['Auxiliar de Farmacia', 'Clínica Santa Lucía', 'Lambayeque', 'mar. 2019 – jul. 2021'],
      ['Asistente de Ventas', 'Comercial Andina', 'Junín', 'ene. 2017 – feb. 2019'],
    ]);
  });

  it('splits "Empresa / Cargo" and a date in parentheses with its place', () => {
    const lines = buildTestLines([
      { text: 'INKA SOFT / Desarrollador Front-end', block: 1 },
      { text: '01 octubre 2023 – 15 enero 2025 (1 año 3 meses)', block: 1 },
      { text: 'Textiles Paracas – Analista de Costos (2016–2019, Ica)', block: 2 },
      { text: 'Costeo de prendas por pedido', listItem: true, block: 3 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Desarrollador Front-end',
        'INKA SOFT',
        null,
        '01 octubre 2023 – 15 enero 2025 (1 año 3 meses)',
      ],
      ['Analista de Costos', 'Textiles Paracas', 'Ica', '2016–2019'],
    ]);
  });
});

describe('headers set apart by size, and notes that name no position', () => {
  it('takes a larger plain title as a header where details are bold', () => {
    const lines = buildTestLines([
      { text: 'Programador web junior', fontSize: 14 },
      { text: '08/2020-10/2020', fontSize: 9 },
      { text: 'Empleador: Tienda Virtual Qori', fontSize: 9, bold: true },
    ]);
    expect(fields(lines)).toEqual([
      ['Programador web junior', 'Tienda Virtual Qori', null, '08/2020-10/2020'],
    ]);
  });

  it('drops a note before the first entry, but keeps a section of prose as one entry', () => {
    const note = 'Más de cinco años en el sector retail, detalle disponible a solicitud.';
    const lines = buildTestLines([
      note,
      { text: 'Jefe de Tienda', bold: true },
      'Supermercados del Sur S.A.',
      '2019 – 2023',
    ]);
    expect(fields(lines)).toEqual([
      ['Jefe de Tienda', 'Supermercados del Sur S.A.', null, '2019 – 2023'],
    ]);
    expect(parseExperienceEntries(buildTestLines([note]), 's')).toHaveLength(1);
  });
});

describe('entries written on one line or one list item', () => {
  it('reads each list item "Organisation – dates: Title (details)" as an entry', () => {
    const lines = buildTestLines([
      'Detalle de proyectos disponible a solicitud',
      {
        text: 'Universidad Andina del Cusco – Marzo 2021 a Actualmente: Docente',
        listItem: true,
        block: 1,
      },
      { text: 'de Estadística (Cálculo, Probabilidades).', x: 62, block: 1 },
      {
        text: 'Instituto Qhapaq – Enero a Julio 2020: Coordinador académico',
        listItem: true,
        block: 2,
      },
      {
        text: 'Colegio Inca Garcilaso – 2015 a 2019: Profesor de Matemática',
        listItem: true,
        block: 3,
      },
    ]);
    expect(fields(lines)).toEqual([
      ['Docente de Estadística', 'Universidad Andina del Cusco', null, 'Marzo 2021 a Actualmente'],
      ['Coordinador académico', 'Instituto Qhapaq', null, 'Enero a Julio 2020'],
      ['Profesor de Matemática', 'Colegio Inca Garcilaso', null, '2015 a 2019'],
    ]);
  });

  it("keeps the sentence above such items as the section's note, and a short line out of it", () => {
    const items = [
      {
        text: 'Universidad Andina del Cusco – Marzo 2021 a Actualmente: Docente de Estadística',
        listItem: true,
        block: 1,
      },
      {
        text: 'Instituto Qhapaq – Enero a Julio 2020: Coordinador académico',
        listItem: true,
        block: 2,
      },
      {
        text: 'Colegio Inca Garcilaso – 2015 a 2019: Profesor de Matemática',
        listItem: true,
        block: 3,
      },
    ];
    const note = 'Detalle de las consultorías disponible en mi perfil de CTI Vitae';
    const section = parseExperienceSection(buildTestLines([note, ...items]), 's');
    expect(section.entries).toHaveLength(3);
    expect(section.notes).toEqual([note]);
    // "Trabajo" may be a sub-heading over the jobs: not a note, so the section is left whole.
    expect(parseExperienceSection(buildTestLines(['Trabajo', ...items]), 's').notes).toEqual([]);
  });

  it('gives items that name no employer the organisation named alone above them', () => {
    const lines = buildTestLines([
      { text: 'Universidad Técnica del Maule', bold: true, block: 1 },
      { text: 'Ayudante de Cálculo I — Semestre Otoño 2019', listItem: true, block: 2 },
      { text: 'Ayudante de Álgebra Lineal — Semestre Primavera 2019', listItem: true, block: 3 },
    ]);
    expect(fields(lines)).toEqual([
      ['Ayudante de Cálculo I', 'Universidad Técnica del Maule', null, 'Semestre Otoño 2019'],
      [
        'Ayudante de Álgebra Lineal',
        'Universidad Técnica del Maule',
        null,
        'Semestre Primavera 2019',
      ],
    ]);
  });

  it('keeps a bracket of dates wrapped onto the next line with its header', () => {
    const lines = buildTestLines([
      {
        text: 'RESIDENTE DE OBRA — Constructora Wiñay Pacha S.A.C. (setiembre',
        bold: true,
        block: 1,
      },
      { text: '2022 – actualidad)', block: 1 },
      { text: 'Residencia de la obra de agua potable de Chontales.', listItem: true, block: 2 },
    ]);
    expect(fields(lines)).toEqual([
      ['RESIDENTE DE OBRA', 'Constructora Wiñay Pacha S.A.C.', null, 'setiembre 2022 – actualidad'],
    ]);
  });

  it('names the place a student served in, not the placement, as the organisation', () => {
    const lines = buildTestLines([
      { text: 'PRÁCTICAS PROFESIONALES EN CLÍNICA DENTAL SONRISAS', bold: true, block: 1 },
      { text: 'Puesto: Asistente administrativa', block: 1 },
      { text: 'Periodo: Agosto – Noviembre 2018', block: 1 },
      { text: 'Servicio social en Casa de la Cultura Xonacatepec', bold: true, block: 2 },
      { text: 'agosto 2017 – febrero 2018', block: 2 },
    ]);
    expect(fields(lines).map(([title, organisation]) => [title, organisation])).toEqual([
      ['Asistente administrativa', 'CLÍNICA DENTAL SONRISAS'],
      ['Servicio social', 'Casa de la Cultura Xonacatepec'],
    ]);
  });

  it('reads "Role en Employer (Town)" with the town apart, and a brand in brackets kept', () => {
    const lines = buildTestLines([
      {
        text: '9-2019 / 9-2021 Dependienta y escaparatista en Moda Brezo Complementos (Torrejón de Ardoz). Venta asistida y montaje de escaparates.',
        block: 1,
      },
      {
        text: '3-2017 / 9-2019 Dependienta en Zapaterías Wasi (Alcalá de Henares). Atención al cliente y cobro en caja.',
        block: 2,
      },
    ]);
    expect(fields(lines).map((entry) => entry.slice(0, 3))).toEqual([
      ['Dependienta y escaparatista', 'Moda Brezo Complementos', 'Torrejón de Ardoz'],
      ['Dependienta', 'Zapaterías Wasi', 'Alcalá de Henares'],
    ]);
    const brand = buildTestLines([
      { text: 'SALES ADVISOR', bold: true, block: 1 },
      { text: 'América Móvil Perú (Claro) | 2016 - 2018', block: 1 },
    ]);
    expect(fields(brand)).toEqual([
      ['SALES ADVISOR', 'América Móvil Perú (Claro)', null, '2016 - 2018'],
    ]);
  });

  it('ends the employer at a legal form and its comma, however short the rest of the line', () => {
    const lines = buildTestLines([
      {
        text: '12-2014 / 03-2015 Reponedor de temporada en Supermercados Wasi S.A., campaña navideña:',
        block: 1,
        width: 480,
      },
      { text: 'reposición de góndolas y apoyo en caja en horas punta.', block: 1, width: 300 },
      {
        text: '08-2019 / actualmente Cajero principal en Comercial Pukara S.A.C., encargado de caja.',
        block: 2,
        width: 440,
      },
    ]);
    expect(fields(lines)[0]).toEqual([
      'Reponedor de temporada',
      'Supermercados Wasi S.A.',
      null,
      '12-2014 / 03-2015',
    ]);
  });

  it('takes a field that is only "Actualidad" as the dates', () => {
    const lines = buildTestLines(['DESARROLLADOR WEB • TIENDAS QORI • ACTUALIDAD']);
    expect(parseExperienceEntries(lines, 's')[0]?.dates).toEqual({
      start: null,
      end: null,
      current: true,
      text: 'ACTUALIDAD',
    });
  });

  it("starts an entry at a dated line after a list, in the list's own paragraph", () => {
    const lines = buildTestLines([
      { text: 'Textiles Paracas – Analista de Costos (2016–2019)', x: 0, block: 1 },
      { text: 'Costeo de prendas por pedido', x: 0, listItem: true, block: 1 },
      { text: 'ONG Manos Andinas – Voluntario (2014–2015)', x: 0, block: 1 },
      { text: 'Apoyo escolar', x: 0, listItem: true, block: 1 },
    ]);
    expect(fields(lines).map((entry) => entry[1])).toEqual([
      'Textiles Paracas',
      'ONG Manos Andinas',
    ]);
  });
});

describe('a bold title after a list, set a little right of its items (a LaTeX tabular)', () => {
  it('heads the next job, however close it stands to the list', () => {
    const lines = buildTestLines([
      { text: 'Analista Contable | abr. 2021 – Actualidad', x: 56, bold: true, block: 1 },
      { text: 'Distribuidora Killa S.A.C. | Lima', x: 56, block: 2 },
      { text: 'Elaboración de estados financieros', x: 53, listItem: true, block: 3 },
      { text: 'Supervisión de dos asistentes', x: 53, listItem: true, block: 4 },
      { text: 'Asistente Contable | feb. 2018 – mar. 2021', x: 56, bold: true, block: 4 },
      { text: 'Estudio Contable Wari | Lima', x: 56, block: 5 },
      { text: 'Registro de compras', x: 53, listItem: true, block: 6 },
    ]);
    expect(fields(lines)).toEqual([
      ['Analista Contable', 'Distribuidora Killa S.A.C.', 'Lima', 'abr. 2021 – Actualidad'],
      ['Asistente Contable', 'Estudio Contable Wari', 'Lima', 'feb. 2018 – mar. 2021'],
    ]);
  });
});

describe('a description cut by the page', () => {
  it('goes on over the break after a comma: the first lines of the next page stay with their job', () => {
    const line = (text: string, page: number, block: number, y: number, fontSize = 10.5) => ({
      text,
      page,
      block,
      y,
      fontSize,
      x: 224,
    });
    const lines = buildTestLines([
      line('Andes Digital', 2, 1, 366, 12),
      line('Desarrollador Web', 2, 1, 383, 11.5),
      line('marzo de 2021 - junio de 2023 (2 años 4 meses)', 2, 2, 398),
      line('Arequipa, Perú', 2, 2, 413),
      line('Construí la tienda virtual y la aplicación móvil de la cadena, con Vue y', 2, 3, 686),
      line('Capacitor, además de llevar los pagos a una pasarela propia, con el', 2, 3, 704),
      line('fin de acortar la compra,', 2, 3, 722),
      line('Durante el encargo también obtuve una certificación de pruebas para', 3, 4, 62),
      line('automatizar los despliegues.', 3, 4, 80),
      line('NUBE ANDINA S.A.C', 3, 5, 117, 12),
      line('Desarrollador Frontend', 3, 5, 134, 11.5),
      line('enero de 2020 - febrero de 2021 (1 año 1 mes)', 3, 6, 149),
      line('Arequipa, Perú', 3, 6, 164),
      line('Maqueté las pantallas del portal de clientes.', 3, 7, 185),
    ]);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Desarrollador Web', 'Andes Digital'],
      ['Desarrollador Frontend', 'NUBE ANDINA S.A.C'],
    ]);
    expect(entries[1]?.bullets).toEqual(['Maqueté las pantallas del portal de clientes.']);
  });
});

describe('a description that opens right under a complete header', () => {
  it('reads a sentence going on in lower case as the description, not a header field', () => {
    const lines = buildTestLines([
      { text: 'Andes Digital', fontSize: 12, block: 1 },
      { text: 'Desarrollador Web', fontSize: 11.5, block: 1 },
      { text: 'marzo de 2021 - junio de 2023 (2 años 4 meses)', fontSize: 10.5, block: 2 },
      {
        text: 'Encargado del mantenimiento de tiendas virtuales para varias marcas, entre',
        fontSize: 10.5,
        block: 3,
      },
      { text: 'ellas dos cadenas de farmacias:', fontSize: 10.5, block: 3 },
      { text: 'Pasarelas de pago.', fontSize: 10.5, listItem: true, block: 4 },
    ]);
    const [entry] = parseExperienceEntries(lines, 's');
    expect([entry?.title, entry?.organisation]).toEqual(['Desarrollador Web', 'Andes Digital']);
    expect(entry?.bullets).toEqual([
      'Encargado del mantenimiento de tiendas virtuales para varias marcas, entre ellas dos cadenas de farmacias:',
      'Pasarelas de pago.',
    ]);
  });
});

describe('LinkedIn exports: organisation, title, dates in lower case, description', () => {
  it('starts the next position at its organisation even when its dates start in lower case', () => {
    const lines = buildTestLines([
      { text: 'Andes Digital', fontSize: 12, block: 1 },
      { text: 'Desarrollador Full-stack', fontSize: 11.5, block: 1 },
      { text: 'agosto de 2022 - Present (2 años 2 meses)', fontSize: 10.5, block: 2 },
      { text: 'Freelancer.com', fontSize: 12, block: 3 },
      { text: 'Desarrollador Web', fontSize: 11.5, block: 3 },
      { text: 'febrero de 2020 - julio de 2022 (2 años 6 meses)', fontSize: 10.5, block: 4 },
      {
        text: 'Encargado del desarrollo de aplicaciones web y móvil, con React y React',
        fontSize: 10.5,
        block: 5,
      },
      {
        text: 'Native, además de integrar servicios en la nube para varios clientes',
        fontSize: 10.5,
        block: 5,
      },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Desarrollador Full-stack',
        'Andes Digital',
        null,
        'agosto de 2022 - Present (2 años 2 meses)',
      ],
      [
        'Desarrollador Web',
        'Freelancer.com',
        null,
        'febrero de 2020 - julio de 2022 (2 años 6 meses)',
      ],
    ]);
  });
  it("opens an employer group after a position without a description, and reads its positions' unmarked descriptions", () => {
    const lines = buildTestLines([
      { text: 'Constructora Los Andes S.A.C.', fontSize: 12, block: 1 },
      { text: 'Jefe de Logística', fontSize: 11.5, block: 2 },
      { text: 'November 2024 - Present (2 years 1 month)', fontSize: 10.5, block: 3 },
      { text: 'Piura, Perú', fontSize: 10.5, block: 3 },
      { text: 'Ministerio de Salud', fontSize: 12, block: 4 },
      { text: '1 year 11 months', fontSize: 10.5, block: 5 },
      { text: 'Full Stack Developer', fontSize: 11.5, block: 6 },
      { text: 'May 2024 - October 2024 (6 months)', fontSize: 10.5, block: 7 },
      // A description without a marker, its first line short of a sentence's end.
      {
        text: 'Cut claim handling time by 20 % with a new workflow. Built',
        fontSize: 10.5,
        block: 8,
      },
      { text: 'monthly sales dashboards in Power BI.', fontSize: 10.5, block: 8 },
      { text: 'Data Analyst', fontSize: 11.5, block: 9 },
      { text: 'December 2022 - April 2024 (1 year 5 months)', fontSize: 10.5, block: 10 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Jefe de Logística',
        'Constructora Los Andes S.A.C.',
        'Piura, Perú',
        'November 2024 - Present (2 years 1 month)',
      ],
      ['Full Stack Developer', 'Ministerio de Salud', null, 'May 2024 - October 2024 (6 months)'],
      ['Data Analyst', 'Ministerio de Salud', null, 'December 2022 - April 2024 (1 year 5 months)'],
    ]);
  });
});

describe('a dates box beside the header, wrapped over its two rows', () => {
  it("finishes the range with the next row's last field, cut at its dash or after its month", () => {
    const lines = buildTestLines([
      { text: 'Cajera | Abril 2024 -', bold: true, block: 1 },
      { text: 'Botica Los Andes | Noviembre 2025', block: 1 },
      { text: '• Atención al cliente y cierre de caja', listItem: true, block: 2 },
      { text: 'Asistente Contable | Ene 2021 - Mar', bold: true, block: 3 },
      { text: 'Cooperativa Santa Rosa | 2024', block: 3 },
      { text: '• Conciliaciones bancarias mensuales', listItem: true, block: 4 },
    ]);
    expect(fields(lines)).toEqual([
      ['Cajera', 'Botica Los Andes', null, 'Abril 2024 - Noviembre 2025'],
      ['Asistente Contable', 'Cooperativa Santa Rosa', null, 'Ene 2021 - Mar 2024'],
    ]);
  });
});

describe('a date column left of the entry text', () => {
  it('joins a range wrapped over two lines and keeps the title aligned with the organisation', () => {
    const lines = buildTestLines([
      { text: 'De 06/08/2019', x: 266, fontSize: 9, block: 1 },
      { text: 'MINERA SANTA LUCÍA S.A.', x: 341, fontSize: 11, bold: true, block: 2 },
      { text: 'A la actualidad', x: 266, fontSize: 9, block: 3 },
      { text: 'Geólogo de Exploración', x: 341, block: 4 },
      { text: 'Mapeo geológico de superficie', x: 345, listItem: true, block: 5 },
      { text: 'De 01/02/2017 MINERA CORDILLERA S.A.C.', x: 266, block: 6 },
      { text: 'Al 24/05/2019 Practicante de Geología', x: 266, block: 6 },
      { text: 'Logueo de sondajes', x: 345, listItem: true, block: 7 },
    ]);
    expect(fields(lines)).toEqual([
      ['Geólogo de Exploración', 'MINERA SANTA LUCÍA S.A.', null, 'De 06/08/2019 A la actualidad'],
      ['Practicante de Geología', 'MINERA CORDILLERA S.A.C.', null, 'De 01/02/2017 Al 24/05/2019'],
    ]);
  });

  it('reads the place and the label over the duties merged into one line beside the dates', () => {
    const lines = buildTestLines([
      { text: 'De 01/02/2017 MINERA CORDILLERA S.A.C.', x: 266, block: 1 },
      { text: 'Al 24/05/2019 Practicante de Geología', x: 266, block: 1 },
      { text: '(Cusco-Perú) Logros:', x: 266, block: 2 },
      { text: 'Mapeé tajos abiertos', x: 345, listItem: true, block: 3 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Practicante de Geología',
        'MINERA CORDILLERA S.A.C.',
        'Cusco-Perú',
        'De 01/02/2017 Al 24/05/2019',
      ],
    ]);
    expect(parseExperienceEntries(lines, 's')[0]?.bullets).toEqual([
      'Logros:',
      'Mapeé tajos abiertos',
    ]);
  });

  it('joins a range cut at its dash with the date on the next line', () => {
    const lines = buildTestLines([
      { text: '07/2022 -', x: 300, block: 1 },
      { text: 'Mozo de Salón', x: 80, bold: true, block: 2 },
      { text: '01/2023', x: 310, block: 2 },
      { text: 'Restaurante El Tambo', x: 80, block: 3 },
      { text: 'Atención en salón', x: 90, listItem: true, block: 4 },
      { text: '03/2021 -', x: 300, block: 5 },
      { text: 'Cajero', x: 80, bold: true, block: 6 },
      { text: '05/2022', x: 310, block: 6 },
      { text: 'Bodega Don Lucho', x: 80, block: 7 },
    ]);
    expect(fields(lines)).toEqual([
      ['Mozo de Salón', 'Restaurante El Tambo', null, '07/2022 - 01/2023'],
      ['Cajero', 'Bodega Don Lucho', null, '03/2021 - 05/2022'],
    ]);
  });

  it('reads "Actualidad" wrapped under a year that opens a range (moderncv)', () => {
    const lines = buildTestLines([
      { text: '2019- Desarrollador Web, Andes Digital, Arequipa, Perú.', x: 99, block: 1 },
      { text: 'Actualidad Desarrollo de tiendas virtuales.', x: 70, block: 2 },
    ]);
    const [entry] = parseExperienceEntries(lines, 's');
    expect(entry?.dates).toEqual({
      start: { year: 2019, month: null },
      end: null,
      current: true,
      text: '2019- Actualidad',
    });
    expect(entry?.bullets).toEqual(['Desarrollo de tiendas virtuales.']);
  });
});

describe('role phrases and places written around the organisation', () => {
  it('splits "Cargo en Empresa" and "Title at Company" on a line of their own', () => {
    const lines = buildTestLines([
      { text: 'Practicante de Finanzas en Caja Municipal Arequipa', bold: true, block: 1 },
      { text: 'Enero 2020 - Marzo 2020', block: 1 },
      { text: 'Conciliaciones bancarias', listItem: true, block: 2 },
      { text: 'Data Engineer at Andes Cloud', bold: true, block: 3 },
      { text: 'Mar 2021 - Present', block: 3 },
      { text: 'Gestión de eventos en Lima', bold: true, block: 4 },
      { text: '2019', block: 4 },
    ]);
    expect(fields(lines).map((entry) => entry.slice(0, 2))).toEqual([
      ['Practicante de Finanzas', 'Caja Municipal Arequipa'],
      ['Data Engineer', 'Andes Cloud'],
      ['Gestión de eventos en Lima', null],
    ]);
  });

  it('reads a place in parentheses or after the dates as the location', () => {
    const lines = buildTestLines([
      { text: 'Minera Cordillera S.A.C. (Pasco-Perú)', bold: true, block: 1 },
      { text: 'Jefe de Guardia', block: 1 },
      { text: 'Marzo 2018 – Actualidad', block: 1 },
      { text: 'Supervisión de labores', listItem: true, block: 2 },
      { text: 'Colegio Santa Rosa, Auxiliar de Biblioteca', bold: true, block: 3 },
      { text: 'SETIEMBRE DEL 2015-JUNIO DEL 2017, Huancavelica', block: 3 },
    ]);
    expect(fields(lines)).toEqual([
      ['Jefe de Guardia', 'Minera Cordillera S.A.C.', 'Pasco-Perú', 'Marzo 2018 – Actualidad'],
      [
        'Auxiliar de Biblioteca',
        'Colegio Santa Rosa',
        'Huancavelica',
        'SETIEMBRE DEL 2015-JUNIO DEL 2017',
      ],
    ]);
  });
});

describe('fields closed by a full stop (Word, no typography)', () => {
  it('reads a short line ending in a full stop as a header, a long one as description', () => {
    const lines = buildTestLines([
      'Asistente Contable.',
      'Comercial Andina S.A.C.',
      'Enero 2019 – Marzo 2021.',
      'Registro de compras y ventas en el sistema contable y conciliaciones bancarias mensuales.',
      'Auxiliar de Almacén.',
      'Distribuidora Norte del Perú.',
      '2017 – 2018.',
      'Control de inventarios.',
    ]);
    expect(fields(lines)).toEqual([
      ['Asistente Contable', 'Comercial Andina S.A.C.', null, 'Enero 2019 – Marzo 2021'],
      ['Auxiliar de Almacén', 'Distribuidora Norte del Perú', null, '2017 – 2018'],
    ]);
  });
});

describe('entries written as sentences', () => {
  it('reads the role after "como" and a named organisation after "en el"', () => {
    const lines = buildTestLines([
      '2015 – 2018 Me desempeñé como Asistente de Logística en el Grupo',
      'Comercial Los Andes en el almacén central de',
      'Arequipa.',
      '2019 – 2021 Trabajé como vendedor en una tienda de repuestos del centro.',
    ]);
    expect(fields(lines)).toEqual([
      ['Asistente de Logística', 'Grupo Comercial Los Andes', 'Arequipa', '2015 – 2018'],
      ['vendedor', null, null, '2019 – 2021'],
    ]);
  });
});

describe("a form's table of jobs", () => {
  it('reads each row by the column headings, a heading wrapped over two lines included', () => {
    const cells = (texts: readonly string[], bold = false) =>
      texts.map((text, column) => ({ text, column, bold, source: 'table' as const }));
    const lines = buildTestLines([
      ...cells(['N°', 'Entidad'], true),
      { text: '(la más reciente primero)', column: 1, source: 'table' },
      ...cells(['', '', 'Cargo', 'Fecha de inicio', 'Fecha de término'], true).slice(2),
      ...cells(['1', 'Municipalidad Distrital de Sachaca', 'Asistente Administrativo']),
      ...cells(['01/03/2021', '31/12/2022'], false).map((line) => ({
        ...line,
        column: line.column + 3,
      })),
      ...cells(['2', 'Bodega Santa Rosa', 'Cajera', '02/2019', '12/2020']),
    ]);
    expect(fields(lines)).toEqual([
      [
        'Asistente Administrativo',
        'Municipalidad Distrital de Sachaca',
        null,
        '01/03/2021 - 31/12/2022',
      ],
      ['Cajera', 'Bodega Santa Rosa', null, '02/2019 - 12/2020'],
    ]);
  });

  it('gives the duties listed under the table to its last job, never a job of their own', () => {
    const lines = buildTestLines([
      ...[
        ['Empresa', 'Cargo', 'Desde', 'Hasta'],
        ['Frío Wasi E.I.R.L.', 'Técnico de refrigeración', 'Mar. 2021', 'Actualmente'],
        ['Climatiza Pukara S.A.C.', 'Técnico de mantenimiento', 'Feb. 2019', 'Feb. 2021'],
      ].flatMap((row) => row.map((text, column) => ({ text, column, source: 'table' as const }))),
      { text: 'Funciones realizadas:', bold: true },
      { text: 'Instalación de equipos de aire acondicionado split.', listItem: true },
      { text: 'Carga de gas refrigerante y detección de fugas.', listItem: true },
    ]);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => entry.title)).toEqual([
      'Técnico de refrigeración',
      'Técnico de mantenimiento',
    ]);
    expect(entries[1]?.bullets).toEqual([
      'Funciones realizadas:',
      'Instalación de equipos de aire acondicionado split.',
      'Carga de gas refrigerante y detección de fugas.',
    ]);
  });

  it('keeps the other columns as details under their heading, not the row number', () => {
    const lines = buildTestLines(
      [
        ['Nro.', 'Empresa', 'Cargo', 'Jefe inmediato', 'Periodo'],
        ['1', 'Panificadora Misti', 'Repartidor', 'Rosa Quispe', '2018 - 2019'],
      ].flatMap((row) => row.map((text, column) => ({ text, column, source: 'table' as const }))),
    );
    expect(parseExperienceEntries(lines, 's')[0]?.bullets).toEqual(['Jefe inmediato: Rosa Quispe']);
  });

  it('reads a bold title over a plain note in one cell, and a place after the institution', () => {
    const cell = (
      text: string,
      column: number,
      extra: { bold?: boolean; fontSize?: number } = {},
    ) => ({ text, column, source: 'table' as const, ...extra });
    const lines = buildTestLines([
      cell('Período', 0, { bold: true }),
      cell('Cargo', 1, { bold: true }),
      cell('Institución y lugar', 2, { bold: true }),
      cell('Mar. 2023 – actualidad', 0),
      cell('Médico General – Tópico de Emergencia', 1, { bold: true }),
      cell('Atención de urgencias y procedimientos menores.', 1, { fontSize: 9 }),
      cell('Clínica Kamayoq del Este (Ate, Lima)', 2),
      cell('2016 – 2019', 0),
      cell('Médico Integral Comunitario', 1, { bold: true }),
      cell('Policlínico Pukara', 2),
    ]);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.location])).toEqual([
      ['Médico General – Tópico de Emergencia', 'Clínica Kamayoq del Este', 'Ate, Lima'],
      ['Médico Integral Comunitario', 'Policlínico Pukara', null],
    ]);
    expect(entries[0]?.bullets).toEqual(['Atención de urgencias y procedimientos menores.']);
  });
});

describe('ornaments between sections', () => {
  it('does not count a one-character rule after the last entry as an entry', () => {
    const lines = buildTestLines([
      { text: 'Banco Andino, analista', bold: true, block: 1 },
      { text: 'MARZO DEL 2020-ACTUALIDAD, AREQUIPA', block: 2 },
      { text: 'Modelos de riesgo crediticio', listItem: true, block: 3 },
      { text: 'ㅡ', bold: true, fontSize: 14, block: 4 },
    ]);
    expect(fields(lines).map((entry) => entry.slice(0, 2))).toEqual([['analista', 'Banco Andino']]);
  });
});

describe('a name before a place of the form "District, City"', () => {
  it('keeps the name as a field and the rest as the place', () => {
    const lines = buildTestLines([
      { text: 'Oficina de Tutoría - UNSA Cercado, Arequipa', block: 1 },
      { text: 'Tutor de Matemáticas Marzo 2022-Presente', block: 1 },
      { text: 'Clases de refuerzo', listItem: true, block: 2 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Tutor de Matemáticas',
        'Oficina de Tutoría - UNSA',
        'Cercado, Arequipa',
        'Marzo 2022-Presente',
      ],
    ]);
  });
});

describe('a town and region the place list does not know', () => {
  it('reads "Town, Region" beside a name and a role as the place', () => {
    const lines = buildTestLines([
      { text: 'Quillabamba, Echarati | 6 Meses', bold: true, block: 1 },
      { text: 'TECNOCAMPO', bold: true, block: 2 },
      { text: 'Monitor de proyectos de software', block: 3 },
      { text: 'Talleres de programación', listItem: true, block: 4 },
    ]);
    expect(fields(lines)).toEqual([
      ['Monitor de proyectos de software', 'TECNOCAMPO', 'Quillabamba, Echarati', '6 Meses'],
    ]);
  });
});

describe('a town the place list does not know, before its known region', () => {
  it('reads "Town, Region" after the role and the employer as the place, not as a duty', () => {
    const lines = buildTestLines([
      {
        text: '2018–2021 Supervisor de Operaciones Mina, Minera Wasi Sur S.A.C., Huari, Áncash.',
        block: 1,
      },
      { text: 'Supervisión de guardia en mina subterránea.', listItem: true, block: 2 },
    ]);
    const [entry] = parseExperienceEntries(lines, 's');
    expect([entry?.title, entry?.organisation, entry?.location, entry?.bullets]).toEqual([
      'Supervisor de Operaciones Mina',
      'Minera Wasi Sur S.A.C.',
      'Huari, Áncash',
      ['Supervisión de guardia en mina subterránea.'],
    ]);
  });
});

describe('an employer followed by its address (Europass 2013)', () => {
  it('ends the name at its legal form before a street, and keeps the address as the place', () => {
    const lines = buildTestLines([
      { text: 'Jefa de Planeamiento y Abastecimiento', bold: true, block: 1 },
      { text: 'Distribuidora Pukara S.A.C., Av. Argentina 3127, Callao (Perú)', block: 1 },
      { text: '03/2021–actualidad', block: 1 },
      { text: 'Analista Senior de Planeamiento', bold: true, block: 2 },
      { text: 'Laboratorios Wasi S.A., Ate, Lima (Perú)', block: 2 },
      { text: '08/2017–02/2021', block: 2 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.organisation, entry.location]),
    ).toEqual([
      ['Distribuidora Pukara S.A.C.', 'Av. Argentina 3127, Callao (Perú)'],
      ['Laboratorios Wasi S.A.', 'Ate, Lima (Perú)'],
    ]);
  });
});

describe('a spaced dash inside one field', () => {
  it('splits a line at a dash only when the line must hold two fields', () => {
    const lines = buildTestLines([
      { text: 'Instructor de Programación', bold: true, block: 1 },
      { text: 'Oficina de Extensión - Universidad del Altiplano', block: 1 },
      { text: 'Agosto 2023 - Presente', block: 1 },
      { text: 'Cursos de C y Python', listItem: true, block: 2 },
      { text: 'Analista de Datos – Caja Rural Los Andes', bold: true, block: 3 },
      { text: 'Enero 2021 - Julio 2023', block: 3 },
      { text: 'Ruedas Andinas – Asesor de Ventas (2019–2020, Villa Rica)', bold: true, block: 4 },
      { text: 'OPERADOR DE CENTRAL', bold: true, block: 5 },
      { text: 'RAPICALL — CHONTAYACU', block: 5 },
      { text: 'Abr 2017 — Oct 2017', block: 5 },
    ]);
    expect(fields(lines).map((entry) => entry.slice(0, 2))).toEqual([
      ['Instructor de Programación', 'Oficina de Extensión - Universidad del Altiplano'],
      ['Analista de Datos', 'Caja Rural Los Andes'],
      ['Asesor de Ventas', 'Ruedas Andinas'],
      ['OPERADOR DE CENTRAL', 'RAPICALL'],
    ]);
  });
});

describe('which header line is the title and which the organisation', () => {
  it('prefers the piece with words of one kind only', () => {
    const lines = buildTestLines([
      { text: 'Servicios Técnicos Andinos S.A.C.', bold: true, block: 1 },
      { text: 'Full-stack Developer', block: 1 },
      { text: 'Ene 2022 - Actualidad', block: 1 },
      { text: 'Monitor de Campamento', bold: true, block: 2 },
      { text: 'Escuela de Verano Qosqo', block: 2 },
      { text: '2019', block: 2 },
    ]);
    expect(fields(lines).map((entry) => entry.slice(0, 2))).toEqual([
      ['Full-stack Developer', 'Servicios Técnicos Andinos S.A.C.'],
      ['Monitor de Campamento', 'Escuela de Verano Qosqo'],
    ]);
  });
});

describe('joinBulletLines', () => {
  it('joins a Spanish word split into syllables, and keeps an English compound hyphen', () => {
    const lines = buildTestLines([
      { text: 'Coordiné con los proveedores princi-', listItem: true, block: 1 },
      { text: 'pales del área de logística', block: 1 },
      { text: 'Built a cross-', listItem: true, block: 2 },
      { text: 'device checkout', block: 2 },
    ]);
    expect(joinBulletLines(lines)).toEqual([
      'Coordiné con los proveedores principales del área de logística',
      'Built a cross-device checkout',
    ]);
  });
});

describe('the role in lower case after the organisation', () => {
  it('splits "Organisation, role" when the role holds a role word', () => {
    const lines = buildTestLines([
      { text: 'Biblioteca Municipal de Tacna, auxiliar de atención', bold: true, block: 1 },
      { text: 'MARZO DEL 2018-ACTUALIDAD, TACNA', block: 1 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'auxiliar de atención',
        'Biblioteca Municipal de Tacna',
        'TACNA',
        'MARZO DEL 2018-ACTUALIDAD',
      ],
    ]);
  });
});

describe('entries grouped in one block with the description above (OCR, tight PDFs)', () => {
  it('opens the next entry at a title over a lone date after a finished sentence', () => {
    const lines = buildTestLines([
      { text: 'VENDEDOR', block: 1 },
      { text: 'Mar 2019 — Dic 2019', block: 1 },
      { text: 'TIENDAS DEL SUR — CUSCO', block: 1 },
      {
        text: 'Atendí a los clientes de la tienda, ordené el almacén y repuse los productos de temporada en',
        block: 1,
      },
      { text: 'los estantes de la entrada, cada semana.', block: 1 },
      { text: 'CAJERO', block: 1 },
      { text: 'Ene 2018 — Feb 2019', block: 1 },
      { text: 'MERCADO CENTRAL — CUSCO', block: 1 },
      { text: 'Cobré las ventas del día y cuadré la caja.', block: 1 },
      { text: 'Ago 2017 — Dic 2017', block: 1 },
      { text: 'AYUDANTE — PANADERÍA LA ESPIGA', block: 1 },
    ]);
    expect(segmentEntries(lines).map((entry) => texts(entry.headerLines))).toEqual([
      ['VENDEDOR', 'Mar 2019 — Dic 2019', 'TIENDAS DEL SUR — CUSCO'],
      ['CAJERO', 'Ene 2018 — Feb 2019', 'MERCADO CENTRAL — CUSCO'],
      ['Ago 2017 — Dic 2017', 'AYUDANTE — PANADERÍA LA ESPIGA'],
    ]);
  });

  it('keeps a short line of the paragraph that no date follows, or that goes on a sentence', () => {
    const lines = buildTestLines([
      { text: 'VENDEDOR', block: 1 },
      { text: 'Mar 2019 — Dic 2019', block: 1 },
      { text: 'Atendí a los clientes de la tienda.', block: 1 },
      { text: 'Ordené el almacén', block: 1 },
      { text: 'Atendí pedidos de', block: 1 },
      { text: 'Lima y Cusco', block: 1 },
    ]);
    const entries = segmentEntries(lines);
    expect(entries).toHaveLength(1);
    expect(texts(entries[0]?.bodyLines ?? [])).toHaveLength(4);
  });
});

describe('entries that open with their dates', () => {
  it('opens the next entry at a lone year or month and year, even in the paragraph above', () => {
    const entries = parseExperienceEntries(
      buildTestLines([
        { text: '2019 – 2021', block: 1 },
        { text: 'Analista de Créditos', bold: true, block: 2 },
        { text: 'Caja Rural Los Andes', block: 3 },
        { text: 'Evaluación de solicitudes de crédito', block: 4 },
        { text: 'y seguimiento de cartera morosa', block: 4 },
        { text: '2018', block: 4 },
        { text: 'Practicante de Contabilidad', bold: true, block: 5 },
        { text: 'Estudio Contable Rivas', block: 6 },
        { text: 'Marzo 2017', block: 7 },
        { text: 'Auxiliar de Almacén', bold: true, block: 8 },
        { text: 'Ferretería El Sol', block: 9 },
      ]),
      's',
    );
    expect(entries.map((entry) => [entry.title, entry.dates?.text, entry.bullets])).toEqual([
      [
        'Analista de Créditos',
        '2019 – 2021',
        ['Evaluación de solicitudes de crédito y seguimiento de cartera morosa'],
      ],
      ['Practicante de Contabilidad', '2018', []],
      ['Auxiliar de Almacén', 'Marzo 2017', []],
    ]);
  });
});

describe('a header field wrapped onto the next line', () => {
  it('joins the line after a joining word or a comma to the same field', () => {
    const bold = (text: string) => ({ text, bold: true });
    const entries = parseExperienceEntries(
      buildTestLines([
        bold('Coordinadora de Proyectos de Infraestructura y'),
        bold('Saneamiento Rural'),
        'Municipalidad Provincial de Huaraz',
        'Marzo 2019 – Diciembre 2021',
        '• Supervisé obras.',
        bold('Analista de'),
        bold('Riesgos Crediticios'),
        'Caja Municipal de Ica',
        '2017 – 2019',
        '• Evalué cartera.',
        bold('Research Assistant in Economics and'),
        bold('Public Policy'),
        'Banco Regional del',
        'Perú',
        '2015 – 2016',
        '• Ran surveys.',
      ]),
      's',
    );
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.bullets])).toEqual([
      [
        'Coordinadora de Proyectos de Infraestructura y Saneamiento Rural',
        'Municipalidad Provincial de Huaraz',
        ['Supervisé obras.'],
      ],
      ['Analista de Riesgos Crediticios', 'Caja Municipal de Ica', ['Evalué cartera.']],
      [
        'Research Assistant in Economics and Public Policy',
        'Banco Regional del Perú',
        ['Ran surveys.'],
      ],
    ]);
  });

  it('joins a bold name broken after "de" to its plain rest, the role after the comma', () => {
    const entries = parseExperienceEntries(
      buildTestLines([
        { text: 'Asociación Educativa Nuestra Señora de', bold: true, fontSize: 11, block: 1 },
        { text: 'la Candelaria, practicante', fontSize: 11, block: 1 },
        { text: 'MARZO DEL 2021-ACTUALIDAD, PUNO', fontSize: 9, block: 2 },
        {
          text: 'Municipalidad Provincial de San Román, asistente',
          bold: true,
          fontSize: 11,
          block: 3,
        },
        { text: 'ENERO DEL 2019-FEBRERO DEL 2021, JULIACA', fontSize: 9, block: 4 },
      ]),
      's',
    );
    expect(entries.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['practicante', 'Asociación Educativa Nuestra Señora de la Candelaria'],
      ['asistente', 'Municipalidad Provincial de San Román'],
    ]);
  });

  it('joins a degree broken after "de" or "y" across paragraphs', () => {
    const parsed = parseEducationEntries(
      buildTestLines([
        'Bachiller en Ingeniería de',
        'Sistemas e Informática',
        'Universidad Nacional de Cajamarca',
        '2012 – 2017',
        'Maestría en Gestión Pública y',
        'Desarrollo Regional',
        'Universidad Nacional de Huancavelica',
        '2019 – 2021',
      ]),
      's',
    );
    expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Bachiller en Ingeniería de Sistemas e Informática', 'Universidad Nacional de Cajamarca'],
      ['Maestría en Gestión Pública y Desarrollo Regional', 'Universidad Nacional de Huancavelica'],
    ]);
  });
});

describe('bold project names', () => {
  it('opens an entry at each bold name after a dated project that names no job', () => {
    const bold = (text: string) => ({ text, bold: true });
    const blocks = segmentEntries(
      buildTestLines([
        bold('Sistema de Reservas para Hostales'),
        '2021',
        '• Aplicación web para gestionar reservas.',
        bold('Portal de Turismo Rural'),
        '• Sitio web con rutas.',
        bold('Control de Inventarios Bodega Mía'),
        '• Aplicación móvil para registrar ventas.',
      ]),
    );
    expect(blocks.map((block) => texts(block.headerLines))).toEqual([
      ['Sistema de Reservas para Hostales', '2021'],
      ['Portal de Turismo Rural'],
      ['Control de Inventarios Bodega Mía'],
    ]);
  });
});

describe('a place under the dates (LinkedIn)', () => {
  it("keeps the place with the position above, not as the next position's first line", () => {
    const entries = parseExperienceEntries(
      buildTestLines([
        'Ferretería Los Pinos',
        '4 años 2 meses',
        'Jefe de Tienda',
        'ene. 2021 - actualidad · 3 años',
        'Arequipa, Perú',
        'Vendedor',
        'mar. 2019 - dic. 2020 · 1 año 10 meses',
        'Arequipa, Perú',
      ]),
      's',
    );
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.location])).toEqual([
      ['Jefe de Tienda', 'Ferretería Los Pinos', 'Arequipa, Perú'],
      ['Vendedor', 'Ferretería Los Pinos', 'Arequipa, Perú'],
    ]);
  });
});

describe('labels over part of one entry', () => {
  it('keeps "Objetivo del puesto" and "Logros" inside the job above, bold or not', () => {
    const lines = buildTestLines([
      { text: 'Cargo: Cajera (Enero 2021 – marzo 2022)' },
      { text: 'Botica Los Andes S.A.C.', bold: true },
      { text: 'Objetivo del Puesto', bold: true },
      { text: 'Cobrar las ventas del día y cuadrar la caja de la botica.' },
      { text: 'Logros:', bold: true },
      { text: 'Reduje las diferencias de caja.', listItem: true },
      { text: 'Cargo: Vendedora (Enero 2019 – diciembre 2020)' },
      { text: 'Tiendas del Sur', bold: true },
      { text: 'Principales funciones' },
      { text: 'Atender a los clientes.', listItem: true },
    ]);
    const entries = parseExperienceEntries(lines, 'experience-1');
    expect(entries.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Cajera', 'Botica Los Andes S.A.C.'],
      ['Vendedora', 'Tiendas del Sur'],
    ]);
  });
});

describe('a reference label under a job', () => {
  it('keeps "Referencia laboral:" and the referee inside the job above', () => {
    const lines = buildTestLines([
      { text: 'Supervisor de almacén', bold: true },
      { text: 'Distribuidora Norteña S.A.C. | 2020 – 2023' },
      { text: 'Controlé el inventario semanal.', listItem: true },
      { text: 'Referencia Laboral:', bold: true },
      { text: 'Ing. Mario Quispe: 987 000 111' },
    ]);
    const entries = parseExperienceEntries(lines, 'experience-1');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.title).toBe('Supervisor de almacén');
  });
});

describe('a piece that holds words of both fields', () => {
  it('reads the piece by the word that opens it: a trade names a business, a role a position', () => {
    const lines = buildTestLines([
      { text: 'Atención al cliente | Librería El Estudiante', bold: true },
      { text: 'Marzo 2020 – Junio 2021' },
      { text: 'Ordené los pedidos de útiles escolares.', listItem: true },
      { text: 'Asistente de Servicios Generales | Hotel Los Incas', bold: true },
      { text: 'Julio 2021 – Mayo 2023' },
      { text: 'Coordiné el mantenimiento de las habitaciones.', listItem: true },
    ]);
    const entries = parseExperienceEntries(lines, 'experience-1');
    expect(entries.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Atención al cliente', 'Librería El Estudiante'],
      ['Asistente de Servicios Generales', 'Hotel Los Incas'],
    ]);
  });
});

describe('one layout for the entries of a section', () => {
  it('reads an entry whose words tell nothing in the order the other entries show', () => {
    const lines = buildTestLines([
      { text: 'Rappi (Lima) — Community Manager', bold: true },
      { text: '2021 – 2023' },
      { text: 'Gestioné las redes de la marca.', listItem: true },
      { text: 'Pollos Doña Rosa (Arequipa) — Anfitriona de sala', bold: true },
      { text: '2019 – 2020' },
      { text: 'Recibí a los clientes.', listItem: true },
      { text: 'Sabores del Valle — Atención en barra', bold: true },
      { text: '2018 – 2019' },
    ]);
    expect(
      parseExperienceEntries(lines, 'experience-1').map((entry) => [
        entry.title,
        entry.organisation,
      ]),
    ).toEqual([
      ['Community Manager', 'Rappi'],
      ['Anfitriona de sala', 'Pollos Doña Rosa'],
      ['Atención en barra', 'Sabores del Valle'],
    ]);
  });

  it('keeps the title-first guess where the words of the other entries show that order', () => {
    const lines = buildTestLines([
      { text: 'Analista de Datos — Rappi', bold: true },
      { text: '2021 – 2023' },
      { text: 'Atención en barra — Sabores del Valle', bold: true },
      { text: '2018 – 2019' },
    ]);
    expect(
      parseExperienceEntries(lines, 'experience-1').map((entry) => [
        entry.title,
        entry.organisation,
      ]),
    ).toEqual([
      ['Analista de Datos', 'Rappi'],
      ['Atención en barra', 'Sabores del Valle'],
    ]);
  });

  it.each([
    ['Distribuidora Norte, Almacenero, 2020 - 2023', 'Almacenero', 'Distribuidora Norte'],
    ['Repartidor | Panadería San Jorge | 2019 - 2020', 'Repartidor', 'Panadería San Jorge'],
  ])('tells the trade from the business in %j', (text, title, organisation) => {
    const [entry] = parseExperienceEntries(buildTestLines([text]), 'experience-1');
    expect([entry?.title, entry?.organisation]).toEqual([title, organisation]);
  });
});

describe('numbered employers and notes after a legal form (issue 12)', () => {
  it('reads a public-sector form whose employers are numbered, with "Establecimiento:" and "Sede:"', () => {
    const lines = buildTestLines([
      { text: '1. CLÍNICA KAMAYOQ DEL SUR', bold: true, block: 1 },
      { text: 'Cargo : Enfermera Asistencial', block: 1 },
      { text: 'Periodo : 01/03/2023 a la fecha', block: 1 },
      { text: '2. RED DE SALUD PUKARA', bold: true, block: 2 },
      { text: 'Cargo : Enfermera de Inmunizaciones', block: 2 },
      { text: 'Periodo : 03/01/2022 al 31/12/2022 (12 meses)', block: 2 },
      { text: 'Establecimiento : Puesto de Salud Wasi', block: 3 },
      { text: 'Cargo : Enfermera Serumista', block: 3 },
      { text: 'Periodo : 01/05/2020 al 30/04/2021', block: 3 },
      { text: 'Sede : Hospital Kamayoq de Ica', block: 4 },
      { text: 'Cargo : Interna de Enfermería', block: 4 },
      { text: 'Periodo : Enero – Diciembre 2019', block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Enfermera Asistencial', 'CLÍNICA KAMAYOQ DEL SUR'],
      ['Enfermera de Inmunizaciones', 'RED DE SALUD PUKARA'],
      ['Enfermera Serumista', 'Puesto de Salud Wasi'],
      ['Interna de Enfermería', 'Hospital Kamayoq de Ica'],
    ]);
  });

  it('ends the name at its legal form and keeps the bracketed note as a detail', () => {
    const header = readEntryHeader(
      buildTestLines(['MOTORES PUKARA S.A.C. (Concesionario – Taller Ate)', 'Jefe de Taller']),
    );
    expect(header.pieces).toEqual(['MOTORES PUKARA S.A.C.', 'Jefe de Taller']);
    expect(header.extras).toEqual(['(Concesionario – Taller Ate)']);
    // A brand in brackets is part of the name as people write it; a town is the place.
    expect(readEntryHeader(buildTestLines(['TIENDAS KAMAYOQ S.A. (OECHSLE)'])).pieces).toEqual([
      'TIENDAS KAMAYOQ S.A. (OECHSLE)',
    ]);
    expect(
      readEntryHeader(buildTestLines(['Supermercados Wasi S.A. (Plaza Pukara)'])).pieces,
    ).toEqual(['Supermercados Wasi S.A. (Plaza Pukara)']);
    const town = readEntryHeader(buildTestLines(['Maquinarias Pukara S.A. (Calama)']));
    expect([town.pieces, town.location]).toEqual([['Maquinarias Pukara S.A.'], 'Calama']);
  });

  it("reads a dates column's bracketed town, joined before the title, as the place", () => {
    // "De 06/08/2018" / "A la actualidad" / "(Pasco-Perú)" stacked left of the title.
    const header = readEntryHeader(
      buildTestLines(['De 06/08/2018 A la actualidad (Pasco-Perú) Jefe de Guardia – Mina Wasi']),
    );
    expect([header.dates?.text, header.location, header.pieces]).toEqual([
      'De 06/08/2018 A la actualidad',
      'Pasco-Perú',
      ['Jefe de Guardia', 'Mina Wasi'],
    ]);
    // A bracketed note that names no place stays with the title.
    expect(
      readEntryHeader(buildTestLines(['2019 – 2021 (Contrato CAS) Asistente Administrativo']))
        .location,
    ).toBeNull();
  });

  it('knows the legal forms of Peru, Spain, Mexico and Colombia that close a name before its place', () => {
    const read = (text: string) => {
      const header = readEntryHeader(buildTestLines([text]));
      return [header.pieces, header.location];
    };
    expect(read('Estudio Wasi & Asociados S.C.R.L., Trujillo (Perú)')).toEqual([
      ['Estudio Wasi & Asociados S.C.R.L.'],
      'Trujillo (Perú)',
    ]);
    expect(read('Consultora Pukara S.L., Madrid (España)')).toEqual([
      ['Consultora Pukara S.L.'],
      'Madrid (España)',
    ]);
    expect(read('Grupo Kamayoq S.A. de C.V. Monterrey, Nuevo León')).toEqual([
      ['Grupo Kamayoq S.A. de C.V.'],
      'Monterrey, Nuevo León',
    ]);
  });

  it('keeps a Europass "Tipo de empresa o sector" row with the entry above it', () => {
    const lines = buildTestLines([
      { text: '03/2020–actualidad Abogado Asociado', block: 1 },
      { text: 'Estudio Wasi S.R.L., Trujillo (Perú)', block: 1 },
      { text: 'Patrocinio de procesos civiles.', listItem: true, block: 2 },
      { text: 'Tipo de empresa o sector Servicios jurídicos', block: 3 },
      { text: '08/2016–02/2020 Asesor Legal', block: 4 },
      { text: 'Agroexportadora Pukara S.A.C., Virú (Perú)', block: 4 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.organisation, entry.bullets.length]),
    ).toEqual([
      ['Estudio Wasi S.R.L.', 2],
      ['Agroexportadora Pukara S.A.C.', 0],
    ]);
  });

  it('reads the employer and its address under a title set after its dates (Europass 2013)', () => {
    // The dates right-aligned in the left column (x 95–103), the title after them, the employer
    // at the titles' edge (x 192.74) in smaller type, the duties set deeper (x 201.74).
    const job = (dates: string, x: number, title: string, employer: string, duty: string) => [
      { text: `${dates} ${title}`, x, width: 250, fontSize: 10.5 },
      { text: employer, x: 192.74, width: 366, fontSize: 8.6 },
      { text: duty, x: 201.74, width: 280, fontSize: 8.6 },
      { text: 'Tipo de empresa o sector Educación', x: 192.74, width: 145, fontSize: 8.6 },
    ];
    const lines = buildTestLines([
      ...job(
        '03/2019–actualidad',
        95.06,
        'Docente de Ciencia',
        'I.E. Privada Pukara, Av. Canadá 1450, La Victoria, Lima (Perú)',
        'Programación curricular y dictado de clases en secundaria.',
      ),
      ...job(
        '03/2015–12/2018',
        103.18,
        'Docente de Biología',
        'Colegio Parroquial Kamayoq, Jr. Tomás Marsano 2210, Surquillo, Lima (Perú)',
        'Dictado de Biología y Química en 4.º y 5.º de secundaria.',
      ),
      ...job(
        '04/2013–12/2014',
        103.18,
        'Auxiliar de Laboratorio',
        'I.E. N.º 6152 Wasi, Pasaje Los Claveles s/n, San Juan de Miraflores, Lima (Perú)',
        'Preparación de materiales y reactivos.',
      ),
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Docente de Ciencia', 'I.E. Privada Pukara'],
      ['Docente de Biología', 'Colegio Parroquial Kamayoq'],
      ['Auxiliar de Laboratorio', 'I.E. N.º 6152 Wasi'],
    ]);
  });

  it('reads the employer under the title of a lone dated entry in a dates column', () => {
    // A volunteering section of one job: its dates, then the title at x 268, the employer
    // under the title, the description set deeper.
    const lines = buildTestLines([
      { text: '2019 – 2022 Business Mentor', x: 206.92, width: 132, fontSize: 10, bold: true },
      { text: 'Junior Achievement Wasi', x: 264.35, width: 94, fontSize: 9.2 },
      {
        text: 'Mentored high-school teams in the Company Program.',
        x: 275.12,
        width: 271,
        fontSize: 9.2,
      },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([['Business Mentor', 'Junior Achievement Wasi']]);
  });

  it("reads the names of migrants' and institutions' employers whole", () => {
    const read = (text: string) => {
      const header = readEntryHeader(buildTestLines([text]));
      return [header.pieces, header.location];
    };
    // Venezuela's "C.A." closes a name, never a Californian place.
    expect(read('Marzo 2010 – Diciembre 2012 | Analista contable — Alimentos Wasi, C.A')).toEqual([
      ['Analista contable', 'Alimentos Wasi, C.A'],
      null,
    ]);
    // A field never opens in lower case: "Cajero – vendedor" is one role.
    expect(read('Octubre 2019 – Mayo 2021 Cajero – vendedor — Farmacias Pukara')).toEqual([
      ['Cajero – vendedor', 'Farmacias Pukara'],
      null,
    ]);
    // "del Perú" ends an institution's name, not a town's.
    expect(read('2018–2021 Analista de Riesgo, Banco Kamayoq del Perú, Lima.')).toEqual([
      ['Analista de Riesgo', 'Banco Kamayoq del Perú'],
      'Lima',
    ]);
  });

  it('keeps the English Europass "Business or sector" row with the entry above it', () => {
    // A Word Europass table: the dates in the left cell, the job in the right one.
    const cell = (text: string, column: number, block: number, listItem = false) => ({
      text,
      column,
      block,
      listItem,
      width: 0,
      source: 'table' as const,
    });
    const lines = buildTestLines([
      cell('Apr 2019 – Present', 0, 1),
      cell('Pharmacist – Technical Director', 1, 2),
      cell('Botica Wasi S.A.C., Lima (Peru)', 1, 3),
      cell('Dispensing and counselling.', 1, 4, true),
      cell('Business or sector Retail pharmacy', 1, 5),
      cell('Jan 2017 – Mar 2019', 0, 6),
      cell('Quality Assurance Analyst', 1, 7),
      cell('Laboratorios Pukara S.R.L., Lima (Peru)', 1, 8),
      cell('Batch record review.', 1, 9, true),
      cell('Business or sector Pharmaceutical manufacturing', 1, 10),
    ]);
    expect(parseExperienceEntries(lines, 's').map((entry) => entry.title)).toEqual([
      'Pharmacist – Technical Director',
      'Quality Assurance Analyst',
    ]);
  });

  it('parts no fields at a dash inside brackets, and still at one outside them', () => {
    expect(
      readEntryHeader(buildTestLines(['Analista (Costos – Finanzas) – Banco Wasi'])).pieces,
    ).toEqual(['Analista (Costos – Finanzas)', 'Banco Wasi']);
  });
});

describe('positions as bold bullets under an employer line (issue 12)', () => {
  it('heads each position with its bold dated bullet over deeper bullets, under the employer above', () => {
    const lines = buildTestLines([
      { text: 'DISTRIBUIDORA PUKARA S.A.C. — Trujillo, La Libertad', fontSize: 11.5, block: 1 },
      { text: 'Empresa de distribución de consumo masivo.', fontSize: 9.5, block: 2 },
      {
        text: 'Jefe de Contabilidad · Ene. 2021 – a la fecha',
        bold: true,
        listItem: true,
        x: 61,
        block: 3,
      },
      { text: 'Responsable del cierre contable mensual.', listItem: true, x: 74, block: 4 },
      {
        text: 'Contador General · Mar. 2018 – Dic. 2020',
        bold: true,
        listItem: true,
        x: 61,
        block: 5,
      },
      { text: 'Coordinación con auditores externos.', listItem: true, x: 74, block: 6 },
      { text: 'AGRÍCOLA KAMAYOQ S.A.C. — Chao, Virú', fontSize: 11.5, block: 7 },
      {
        text: 'Asistente Contable · Feb. 2014 – Jun. 2016',
        bold: true,
        listItem: true,
        x: 61,
        block: 8,
      },
      { text: 'Costeo de campañas agrícolas.', listItem: true, x: 74, block: 9 },
    ]);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation, entry.dates?.text])).toEqual([
      ['Jefe de Contabilidad', 'DISTRIBUIDORA PUKARA S.A.C.', 'Ene. 2021 – a la fecha'],
      ['Contador General', 'DISTRIBUIDORA PUKARA S.A.C.', 'Mar. 2018 – Dic. 2020'],
      ['Asistente Contable', 'AGRÍCOLA KAMAYOQ S.A.C.', 'Feb. 2014 – Jun. 2016'],
    ]);
    // The employer's note is kept, with its first position, as what the employer is (no duty).
    expect(entries[0]?.description).toBe('Empresa de distribución de consumo masivo.');
    expect(entries[0]?.bullets).toEqual(['Responsable del cierre contable mensual.']);
  });
});

describe('employers set bold with their place in plain type (issue 12)', () => {
  it('heads each employer’s positions with its bold-led line', () => {
    const lines = buildTestLines([
      { text: 'Universidad Nacional Kamayoq | Lima, Peru', bold: true, x: 47, block: 1 },
      { text: 'Teaching Assistant | Mar. 2017 – Dec. 2017', x: 47, block: 1 },
      { text: 'Pukara Pagos | Lima, Peru', boldLead: true, x: 47, block: 2 },
      { text: 'Senior Backend Engineer | Jan. 2023 – Present', x: 47, block: 3 },
      { text: 'Led a squad of 5 engineers', x: 67, block: 3 },
      {
        text: 'Wasi Logistics Remote (Bogotá, Colombia)',
        boldLead: true,
        weightParts: ['Wasi Logistics', 'Remote (Bogotá, Colombia)'],
        x: 47,
        block: 4,
      },
      { text: 'Software Engineer II | Aug. 2019 – May 2021', x: 47, block: 5 },
      { text: 'Developed Go services for courier assignment', x: 67, block: 5 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Teaching Assistant', 'Universidad Nacional Kamayoq'],
      ['Senior Backend Engineer', 'Pukara Pagos'],
      ['Software Engineer II', 'Wasi Logistics'],
    ]);
  });
});

describe('a role’s qualifier before the school it was held at (issue 12)', () => {
  it('reads "Docente de Aula – Nivel Primaria, I.E. N° 20188" as a title and a school', () => {
    const header = readEntryHeader(
      buildTestLines(['Docente de Aula – Nivel Primaria, I.E. N° 20188 “Kamayoq”']),
    );
    expect(header.pieces).toEqual(['Docente de Aula – Nivel Primaria', 'I.E. N° 20188 “Kamayoq”']);
  });

  it('keeps the grade taught after a dash in the title ("Profesora de aula – 4.° grado")', () => {
    for (const grade of ['4.° grado (Contratada)', '1er grado', 'quinto grado']) {
      const header = readEntryHeader(
        buildTestLines([`Profesora de aula – ${grade} Año lectivo 2023`]),
      );
      expect(header.pieces).toEqual([`Profesora de aula – ${grade}`]);
    }
  });

  it('does not take a department and its employer for a place', () => {
    const header = readEntryHeader(buildTestLines(['Analista – Finanzas, Banco Pukara']));
    expect([header.pieces, header.location]).toEqual([
      ['Analista – Finanzas', 'Banco Pukara'],
      null,
    ]);
  });

  it('keeps the dash that joined two lines’ pieces from moving onto the next piece', () => {
    const header = readEntryHeader(
      buildTestLines([
        'TÉCNICO DE RR. HH. – ADMINISTRACIÓN DE PERSONAL Oct. 2017 – Ago. 2019',
        'Almacenes Pukara, S.A. · Madrid, España',
      ]),
    );
    expect(header.pieces).toEqual([
      'TÉCNICO DE RR. HH. – ADMINISTRACIÓN DE PERSONAL',
      'Almacenes Pukara, S.A.',
    ]);
  });
});

describe('a numbered list of jobs labelled field by field (issue 12)', () => {
  it('reads "1. EMPRESA : …" as the employer of the first job', () => {
    const lines = buildTestLines([
      { text: '1. EMPRESA : Transportes Kamayoq S.A.C.', block: 1 },
      { text: 'CARGO : Conductor de Tracto Camión', block: 2 },
      { text: 'PERIODO : Junio 2020 – a la fecha', block: 3 },
      { text: 'Transporte de concentrado de cobre.', listItem: true, block: 4 },
      { text: '2. EMPRESA : Turismo Pukara S.A.', block: 5 },
      { text: 'CARGO : Conductor de Ómnibus', block: 6 },
      { text: 'PERIODO : Marzo 2016 – Mayo 2020', block: 7 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Conductor de Tracto Camión', 'Transportes Kamayoq S.A.C.'],
      ['Conductor de Ómnibus', 'Turismo Pukara S.A.'],
    ]);
  });
});

describe('numbered works of a construction CV (issue 12)', () => {
  it('opens each entry at "N. Obra:" and keeps its labelled fields together, bold or not', () => {
    const lines = buildTestLines([
      {
        text: '1. Obra: “Mejoramiento del Servicio de Agua Potable en Pukara”',
        bold: true,
        block: 1,
      },
      { text: 'Entidad: Consorcio Saneamiento Kamayoq', block: 2 },
      { text: 'Cargo: Técnico de Obra / Asistente del Residente', bold: true, block: 3 },
      { text: 'Periodo: 02/05/2023 al 15/02/2024 (9 meses y 13 días)', block: 4 },
      { text: 'Funciones:', block: 5 },
      { text: 'Control de avance diario de partidas.', listItem: true, block: 6 },
      { text: '2. Obra: “Construcción de Plataforma – Fase 6”', bold: true, block: 7 },
      { text: 'Entidad: Contratistas Wasi S.A.C.', block: 8 },
      { text: 'Cargo: Técnico en Topografía', bold: true, block: 9 },
      { text: 'Periodo: 10/01/2022 al 30/03/2023 (1 año 2 meses)', block: 10 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
      ]),
    ).toEqual([
      [
        'Técnico de Obra / Asistente del Residente',
        'Consorcio Saneamiento Kamayoq',
        '02/05/2023 al 15/02/2024 (9 meses y 13 días)',
      ],
      [
        'Técnico en Topografía',
        'Contratistas Wasi S.A.C.',
        '10/01/2022 al 30/03/2023 (1 año 2 meses)',
      ],
    ]);
  });
});

describe('a job told as a paragraph that opens with its fields (issue 12)', () => {
  it('ends the organisation where the sentence about the job begins', () => {
    const line = (text: string, block: number, width = 454) => ({
      text,
      x: 71,
      width,
      fontSize: 10.2,
      block,
    });
    const lines = buildTestLines([
      line('2021 – a la actualidad: Asistente contable en Pesquera Kamayoq S.A.C. Me encargo', 1),
      line('del registro de compras, ventas y honorarios en Concar y de las conciliaciones', 1),
      line('bancarias de cuatro cuentas, el control de caja chica y el cierre mensual del', 1),
      line('área.', 1, 30),
      line(
        '2019 – 2021: Auxiliar contable en Estudio Pukara & Asociados S.A.C., donde llevaba la',
        2,
      ),
      line(
        'contabilidad de 15 clientes del Régimen MYPE Tributario y sus declaraciones mensuales',
        2,
      ),
      line('con el PDT 621 y la PLAME, los libros electrónicos y la emisión de recibos de', 2),
      line('honorarios.', 2, 60),
      line(
        '2016 – 2017: Cajera a tiempo parcial en Boticas Wasi E.I.R.L., donde atendía ventas,',
        3,
      ),
      line('cobros con POS, reposición de góndolas y cuadre de caja al cierre del turno de', 3),
      line('la noche.', 3, 50),
    ]);
    const entries = parseExperienceEntries(lines, 's', 525);
    expect(entries.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Asistente contable', 'Pesquera Kamayoq S.A.C.'],
      ['Auxiliar contable', 'Estudio Pukara & Asociados S.A.C.'],
      ['Cajera a tiempo parcial', 'Boticas Wasi E.I.R.L.'],
    ]);
    expect(entries[0]?.bullets[0]).toMatch(/^Me encargo del registro de compras/u);
  });
});

describe('an employer line with its whole time there over its positions (issue 12)', () => {
  it('gives the positions the employer when their dates say every word of the employer’s', () => {
    const lines = buildTestLines([
      { text: 'CONTADORES KAMAYOQ S.A.C. · Lima, Perú Sep. 2019 – Actualidad', block: 1 },
      { text: 'Firma de outsourcing contable con más de 120 clientes.', block: 2 },
      { text: 'Analista Contable Senior Feb. 2021 – Actualidad', block: 3 },
      { text: 'Responsable de la contabilidad de 18 empresas.', listItem: true, block: 4 },
      { text: 'Asistente Contable Sep. 2019 – Ene. 2021', block: 5 },
      { text: 'Registro de comprobantes en Concar.', listItem: true, block: 6 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.title, entry.organisation]),
    ).toEqual([
      ['Analista Contable Senior', 'CONTADORES KAMAYOQ S.A.C.'],
      ['Asistente Contable', 'CONTADORES KAMAYOQ S.A.C.'],
    ]);
  });
});

describe('two-column designs: entry headers of three lines (issue 12)', () => {
  it('keeps bold dates under a plain employer line in the entry they date', () => {
    const lines = buildTestLines([
      { text: 'Analista de Mejora Continua', bold: true, fontSize: 10.8, block: 1 },
      { text: 'Pukara Alimentos S.A.A. | Lima', fontSize: 9.3, block: 2 },
      { text: 'Mar 2021 – Actualidad', bold: true, fontSize: 8.8, block: 2 },
      { text: 'Lideré 6 proyectos Kaizen.', listItem: true, fontSize: 9, block: 3 },
      { text: 'Voluntaria – Coordinadora de Logística', bold: true, fontSize: 10.8, block: 4 },
      { text: 'Wasi Perú | Lima', fontSize: 9.3, block: 5 },
      { text: '2016 – 2017', bold: true, fontSize: 8.8, block: 5 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
      ]),
    ).toEqual([
      ['Analista de Mejora Continua', 'Pukara Alimentos S.A.A.', 'Mar 2021 – Actualidad'],
      ['Voluntaria – Coordinadora de Logística', 'Wasi Perú', '2016 – 2017'],
    ]);
  });

  it('reads a smaller line about the employer under a complete header as a note', () => {
    const lines = buildTestLines([
      {
        text: 'KAMAYOQ PAY — Senior Backend Engineer | Feb 2023 – Present',
        fontSize: 10.2,
        block: 1,
      },
      { text: 'Payment processor (Visanet Perú) · San Isidro, Lima', fontSize: 8.4, block: 2 },
      {
        text: 'Lead developer of the tokenization service.',
        listItem: true,
        fontSize: 8.8,
        block: 3,
      },
      { text: 'NTT PUKARA PERU— Java Developer | Mar 2018 – Jun 2020', fontSize: 10.2, block: 4 },
      { text: 'IT services · Santiago de Surco, Lima', fontSize: 8.4, block: 5 },
    ]);
    const entries = parseExperienceEntries(lines, 's');
    expect(entries.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Senior Backend Engineer', 'KAMAYOQ PAY'],
      ['Java Developer', 'NTT PUKARA PERU'],
    ]);
    expect(entries[0]?.bullets[0]).toBe('Payment processor (Visanet Perú) · San Isidro, Lima');
  });

  it('finds a place after a comma only among known places, not a name of a place’s shape', () => {
    const header = readEntryHeader(
      buildTestLines(['2015–2017 Community Volunteer, U.S. Pukara Corps, Cajabamba, Cajamarca.']),
    );
    expect(header.pieces).toContain('U.S. Pukara Corps');
  });
});

describe('an employer’s site, legal forms abroad, a role and its employer after a comma (issue 12)', () => {
  it('reads the plant or site after the employer as where the job was', () => {
    const lines = buildTestLines([
      { text: 'PRACTICANTE DE LOGÍSTICA | Abr. 2016 – Dic. 2017', bold: true, block: 1 },
      { text: 'Lácteos Pukara S.A. – Planta Arequipa', block: 1 },
      { text: 'Maintenance Planning Supervisor | 04/2019 – Present', bold: true, block: 2 },
      { text: 'Kamayoq Maquinarias S.A. – Cerro Wasi site | Arequipa', block: 2 },
    ]);
    expect(
      parseExperienceEntries(lines, 's').map((entry) => [entry.organisation, entry.location]),
    ).toEqual([
      ['Lácteos Pukara S.A.', 'Planta Arequipa'],
      ['Kamayoq Maquinarias S.A.', 'Cerro Wasi site, Arequipa'],
    ]);
  });

  it('ends a British firm’s name at LLP, and splits "Role, Organisation" beside a place', () => {
    const firm = readEntryHeader(buildTestLines(['Pukara Armstrong LLP, Truro, Cornwall, UK']));
    expect(firm.pieces).toEqual(['Pukara Armstrong LLP']);
    const header = readEntryHeader(
      buildTestLines(['Técnico de Soporte TI, Caja Municipal Kamayoq S.A. | Cusco y agencias']),
    );
    expect(header.pieces.slice(0, 2)).toEqual([
      'Técnico de Soporte TI',
      'Caja Municipal Kamayoq S.A.',
    ]);
  });
});

describe('a date column left of each title (issue 12)', () => {
  it('opens an entry at a bold employer set where the titles stand, after the duties', () => {
    const lines = buildTestLines([
      { text: 'Ene 2016 – Feb 2019 Asistente de Almacén', x: 57, bold: true, block: 1 },
      { text: 'Control de inventarios y kardex.', x: 122, listItem: true, block: 2 },
      { text: 'FERRETERÍA KAMAYOQ S.A.C.', x: 122, bold: true, block: 3 },
      { text: 'Arequipa', x: 122, block: 4 },
      { text: 'Jun 2014 – Dic 2015 Auxiliar de Almacén', x: 59, bold: true, block: 5 },
      { text: 'Recepción y despacho de mercadería.', x: 122, listItem: true, block: 6 },
    ]);
    expect(fields(lines)).toEqual([
      ['Asistente de Almacén', null, null, 'Ene 2016 – Feb 2019'],
      ['Auxiliar de Almacén', 'FERRETERÍA KAMAYOQ S.A.C.', 'Arequipa', 'Jun 2014 – Dic 2015'],
    ]);
  });
});

describe('a duty cut after a joining word before a year (issue 12)', () => {
  it('keeps "2020." with the duty it ends, not as the next entry’s dates', () => {
    const lines = buildTestLines([
      { text: 'Warehouse Supervisor', fontSize: 11, block: 1 },
      { text: 'Kamayoq Logistics S.A.', bold: true, block: 2 },
      { text: '03/2018 - 12/2020 Lurín, Peru', block: 3 },
      {
        text: 'Trained 40 operators in safety; zero lost-time accidents in 2019 and',
        x: 45,
        block: 4,
      },
      { text: '2020.', x: 45, block: 4 },
      { text: 'Logistics Analyst', fontSize: 11, block: 5 },
      { text: 'Andes Foods S.A.A.', bold: true, block: 6 },
      { text: '06/2015 - 02/2018 Lima, Peru', block: 7 },
    ]);
    expect(segmentEntries(lines).map((entry) => texts(entry.headerLines))).toEqual([
      ['Warehouse Supervisor', 'Kamayoq Logistics S.A.', '03/2018 - 12/2020 Lurín, Peru'],
      ['Logistics Analyst', 'Andes Foods S.A.A.', '06/2015 - 02/2018 Lima, Peru'],
    ]);
  });
});

describe('an employer in small capitals under a complete title line (issue 12)', () => {
  it('is the entry’s organisation, not a note about it', () => {
    const lines = buildTestLines([
      { text: '2021 – Actualidad Enfermera – Servicio de Emergencia', bold: true, block: 1 },
      { text: 'HOSPITAL REGIONAL KAMAYOQ', fontSize: 8, block: 2 },
      { text: 'Atención de pacientes en tópico.', x: 61, block: 3 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Enfermera – Servicio de Emergencia',
        'HOSPITAL REGIONAL KAMAYOQ',
        null,
        '2021 – Actualidad',
      ],
    ]);
  });
});

describe('timeline layouts (issue 12)', () => {
  it('reads a role set deeper under a dated employer line as that entry’s title', () => {
    const lines = buildTestLines([
      { text: 'Ene 2022 – Actual CONSORCIO VIAL WASI · Cusco', x: 73, fontSize: 8.6, block: 1 },
      { text: 'Residente de Obra', x: 136, fontSize: 10.6, bold: true, block: 2 },
      { text: 'Elaboración de valorizaciones mensuales.', x: 147, fontSize: 9.8, block: 3 },
      {
        text: 'Jun 2019 – Dic 2021 CONSTRUCTORA PUKARA S.A.C. · Cusco',
        x: 68,
        fontSize: 8.6,
        block: 4,
      },
      { text: 'Asistente de Residente de Obra', x: 136, fontSize: 10.6, bold: true, block: 5 },
      { text: 'Control de calidad de concreto y acero.', x: 147, fontSize: 9.8, block: 6 },
    ]);
    expect(fields(lines).map((entry) => entry.slice(0, 2))).toEqual([
      ['Residente de Obra', 'CONSORCIO VIAL WASI'],
      ['Asistente de Residente de Obra', 'CONSTRUCTORA PUKARA S.A.C.'],
    ]);
  });

  it('reads a title marked by the timeline’s dot, its range and time served in the cell beside', () => {
    const dot = { listItem: true, listMarker: '● ' };
    const duty = { listItem: true, listMarker: '– ' };
    const lines = buildTestLines([
      { text: 'Mar. 2018 –', bold: true, block: 1 },
      { text: 'Ene. 2020', bold: true, block: 2 },
      { text: '(1 año 10 meses)', block: 3 },
      { text: 'Enfermera de Hospitalización', bold: true, ...dot, block: 4 },
      { text: 'Hospital Wasi', block: 5 },
      { text: 'Atención de pacientes de medicina (28 camas).', ...duty, block: 6 },
      { text: 'Mar. 2017 –', bold: true, block: 7 },
      { text: 'Feb. 2018', bold: true, block: 8 },
      { text: 'Enfermera SERUMS', bold: true, ...dot, block: 9 },
      { text: 'Centro de Salud Kamayoq', block: 10 },
      { text: 'Visitas domiciliarias y campañas de vacunación.', ...duty, block: 11 },
    ]);
    expect(fields(lines)).toEqual([
      [
        'Enfermera de Hospitalización',
        'Hospital Wasi',
        null,
        'Mar. 2018 – Ene. 2020 (1 año 10 meses)',
      ],
      ['Enfermera SERUMS', 'Centro de Salud Kamayoq', null, 'Mar. 2017 – Feb. 2018'],
    ]);
  });

  it('reads "Cargo @ Empresa" as two fields', () => {
    const header = readEntryHeader(
      buildTestLines(['Practicante de Soporte TI @ Clínica Wasi del Norte | Ago 2017 – Feb 2018']),
    );
    expect(header.pieces).toEqual(['Practicante de Soporte TI', 'Clínica Wasi del Norte']);
  });
});

describe('a Word 97 list without weights: jobs and duties told apart by their markers', () => {
  it('reads each "●" item naming a role, an employer or dates as a job over its "-" duties', () => {
    const job = (text: string) => ({ text, listItem: true, listMarker: '● ' });
    const duty = (text: string) => ({ text, listItem: true, listMarker: '- ' });
    const lines = buildTestLines([
      job('TRANSPORTES WASI S.R.L. — 2019 al 2023'),
      { text: 'Conductor de tráiler' },
      duty('Traslado de carga seca y refrigerada en la ruta Chiclayo – Lima – Piura.'),
      duty('Mantenimiento preventivo básico de la unidad.'),
      job('Independiente – Conductor de auto colectivo en la ruta Chiclayo – Lambayeque.'),
      job('Comercial Pukara S.A.C. – Ayudante de camión – 2010 – 2012'),
    ]);
    expect(fields(lines).map((entry) => [entry[0], entry[1]])).toEqual([
      ['Conductor de tráiler', 'TRANSPORTES WASI S.R.L.'],
      ['Conductor de auto colectivo en la ruta Chiclayo', 'Independiente'],
      ['Ayudante de camión', 'Comercial Pukara S.A.C.'],
    ]);
  });
});
