import { describe, expect, it } from 'vitest';

import { isBrokenWord, joinWrappedText } from './pdf-hyphenation';
import { layOutPdfPage, layOutPdfPageWithGutter } from './pdf-layout';
import type { PdfTextItem } from './pdf-rows';
import { textRun } from './testing/pdf-text-items';

/** A text run of a fictional CV, regular 10 pt unless told. */
const run = textRun;

/** Runs placed where a printed page put them: [text, x, baseline, width, size, bold?]. */
type PlacedRun = [string, number, number, number, number, boolean?];

function placeRuns(
  placed: readonly PlacedRun[],
  isBold?: (run: PlacedRun) => boolean,
): PdfTextItem[] {
  return placed.map((placedRun) => {
    const [text, x, baseline, width, fontSize, bold] = placedRun;
    return {
      ...run(text, x, baseline, fontSize),
      width,
      bold: isBold?.(placedRun) ?? bold ?? false,
    };
  });
}

function layOut(items: PdfTextItem[]): ReturnType<typeof layOutPdfPage> {
  return layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items });
}

/** Rows of body text at x 130, 12.5 pt apart from `baseline`. */
function content(baseline: number, ...texts: string[]): PdfTextItem[] {
  return texts.map((text, index) => run(text, 130, baseline + index * 12.5));
}

/**
 * A fictional side-heading CV: a full-width header, then headings in a narrow left column (x 40),
 * each level with the first row of its content (x 130).
 */
function sideHeadingPage(): PdfTextItem[] {
  return [
    run('Lucía Quispe Mamani', 40, 60, 18),
    run(
      'Analista de datos con seis años en banca y retail, de Arequipa, con foco en tableros.',
      40,
      90,
    ),
    run('Experiencia', 40, 130),
    run('profesional', 40, 142.5),
    ...content(
      130,
      'Analista de datos, Banco Andino',
      '2019 – 2023',
      'Tableros de riesgo para la',
      'gerencia comercial.',
    ),
    ...content(200, 'Practicante, Retail Sur', '2018', 'Reportes semanales de ventas.'),
    run('Educación', 40, 260),
    ...content(260, 'Bachiller en Estadística', 'Universidad Nacional de San Agustín'),
    run('Idiomas', 40, 310),
    ...content(310, 'Inglés avanzado', 'Quechua básico'),
  ];
}

describe('layOutPdfPage: side headings', () => {
  it('reads each side heading just before the content level with it, as one column', () => {
    const lines = layOut(sideHeadingPage());
    const texts = lines.map((line) => line.text);
    expect(texts.indexOf('Experiencia profesional')).toBe(
      texts.indexOf('Analista de datos, Banco Andino') - 1,
    );
    expect(texts.indexOf('Educación')).toBe(texts.indexOf('Bachiller en Estadística') - 1);
    expect(texts.indexOf('Idiomas')).toBe(texts.indexOf('Inglés avanzado') - 1);
    expect(texts.indexOf('Practicante, Retail Sur')).toBeLessThan(texts.indexOf('Educación'));
    expect(lines.every((line) => line.column === 0)).toBe(true);
  });

  it('keeps a side heading apart from the content row at its height and starts a block there', () => {
    const lines = layOut(sideHeadingPage());
    const heading = lines.find((line) => line.text === 'Educación');
    const next = lines[lines.findIndex((line) => line.text === 'Educación') + 1];
    expect(heading?.blockStart).toBe(true);
    expect(next?.text).toBe('Bachiller en Estadística');
    expect(next?.blockStart).toBe(true);
  });

  it('puts a heading centred beside its block (not level with a row) before that block', () => {
    const items = sideHeadingPage().map((item) =>
      item.text === 'Educación' ? { ...item, baseline: 266 } : item,
    );
    const texts = layOut(items).map((line) => line.text);
    expect(texts.indexOf('Educación')).toBe(texts.indexOf('Bachiller en Estadística') - 1);
  });

  it('reads side headings set right-aligned close to their content (a Word label cell)', () => {
    // Headings end at x 120, content starts at x 126: a gap narrower than a column gutter.
    const items = sideHeadingPage()
      .map((item) =>
        item.x === 40 && item.baseline >= 130 ? { ...item, x: 120 - item.width } : item,
      )
      .map((item) => (item.x === 130 ? { ...item, x: 126 } : item));
    const texts = layOut(items).map((line) => line.text);
    expect(texts).toContain('Idiomas');
    expect(texts.indexOf('Idiomas')).toBe(texts.indexOf('Inglés avanzado') - 1);
  });

  it("keeps an entry's dates set in the left column on the entry's first row", () => {
    const items = [
      run('Rosa Huamán Flores', 40, 60, 18),
      run(
        'Cocinera con diez años en hoteles y restaurantes de Cusco, especialista en cocina andina.',
        40,
        90,
      ),
      run('2019 –', 60, 130),
      run('Actualidad', 60, 142.5),
      ...content(
        130,
        'Jefa de cocina, Hotel Inti',
        'Carta de temporada, compras semanales y control de mermas y costos',
        'mermas del área caliente.',
      ),
      run('2015 – 2019', 60, 190),
      ...content(190, 'Cocinera, Restaurante Killa', 'Partida de fríos y entradas.'),
      run('2012 – 2015', 60, 240),
      ...content(240, 'Ayudante, Café Plaza', 'Panadería y postres.'),
    ];
    const texts = layOut(items).map((line) => line.text);
    expect(texts).toContain('2019 – Actualidad Jefa de cocina, Hotel Inti');
    expect(texts).toContain('2015 – 2019 Cocinera, Restaurante Killa');
  });

  it('reads a name and title in the label column, then the contact block beside them', () => {
    // A Google Docs side-heading template: the big name and the title sit in the label column
    // above the headings, a drawn dash ("ㅡ") over each heading, the contact block to the right.
    const dash = (baseline: number) => run('ㅡ', 58, baseline, 14);
    const items = [
      run('Lucía Quispe', 58, 47, 24),
      run('Mamani', 58, 75, 24),
      run('Estadística', 58, 107, 16),
      run('Lucía Quispe Mamani', 235, 67, 12),
      run('Av. Ejército 410, Yanahuara', 235, 81),
      run('Arequipa', 235, 93),
      run('+51 966 112 233', 235, 115),
      run('lucia.quispe@gmail.com', 235, 127),
      dash(167),
      run('Aptitudes', 58, 185, 12),
      run('Tableros en Power BI, SQL y R para reportes de riesgo.', 235, 187),
      dash(239),
      run('Experiencia', 58, 258, 12),
      run('Analista de datos, Banco Andino', 235, 259, 11),
      run('Tableros de riesgo para la gerencia comercial.', 235, 273),
      run('MARZO DEL 2019 - ACTUALIDAD, AREQUIPA', 235, 286, 9),
      run('Practicante, Retail Sur', 235, 310, 11),
      run('Reportes semanales de ventas por tienda.', 235, 324),
      dash(360),
      run('Formación', 58, 379, 12),
      run('Universidad Nacional de San Agustín, Bachiller en Estadística', 235, 380, 11),
      run('2014 - 2018', 235, 394, 9),
    ];
    const texts = layOut(items).map((line) => line.text);
    expect(texts.slice(0, 4)).toEqual([
      'Lucía Quispe',
      'Mamani',
      'Estadística',
      'Lucía Quispe Mamani',
    ]);
    expect(texts.indexOf('lucia.quispe@gmail.com')).toBeLessThan(texts.indexOf('Aptitudes'));
    expect(texts.indexOf('Experiencia')).toBe(texts.indexOf('Analista de datos, Banco Andino') - 1);
    expect(texts.indexOf('Formación')).toBe(
      texts.indexOf('Universidad Nacional de San Agustín, Bachiller en Estadística') - 1,
    );
  });

  it('joins a side label hyphenated over two rows into one word', () => {
    const items = sideHeadingPage().map((item) =>
      item.text === 'Experiencia'
        ? { ...item, text: 'Experiencia labo-' }
        : item.text === 'profesional'
          ? { ...item, text: 'ral' }
          : item,
    );
    expect(layOut(items).map((line) => line.text)).toContain('Experiencia laboral');
  });

  it('keeps a label longer than the others apart from the content row it stands beside', () => {
    // "Certificaciones" ends past the middle of the open band, short of the content.
    const items = [
      ...sideHeadingPage(),
      run('Certificaciones', 40, 360),
      ...content(360, 'Excel avanzado, Cibertec', 'Scrum Fundamentals, Certiprof'),
    ];
    const texts = layOut(items).map((line) => line.text);
    expect(texts).toContain('Certificaciones');
    expect(texts.indexOf('Certificaciones')).toBe(texts.indexOf('Excel avanzado, Cibertec') - 1);
  });

  it('finds side headings when half of them reach into the gutter (Word label cells)', () => {
    // Bold 12 pt labels: two short, two long ones ending well into the open band.
    const label = (text: string, baseline: number) => ({
      ...run(text, 40, baseline, 12),
      bold: true,
    });
    const body = (baseline: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        run(`Línea ${baseline + index} de contenido del currículum`, 150, baseline + index * 13),
      );
    const items = [
      label('Datos personales', 60),
      ...body(60, 6),
      label('Educación', 160),
      ...body(160, 7),
      label('Formación', 270),
      ...body(270, 5),
      label('Complementaria', 360),
      ...body(360, 6),
    ];
    const texts = layOut(items).map((line) => line.text);
    expect(texts[0]).toBe('Datos personales');
    expect(texts.indexOf('Complementaria')).toBe(
      texts.indexOf('Línea 360 de contenido del currículum') - 1,
    );
  });

  it('reads a label wrapped in a roomy cell whole, beside a course and its modules', () => {
    const items = [
      ...sideHeadingPage(),
      run('Formación', 40, 360),
      run('Complementaria', 40, 378),
      ...content(360, 'Curso de Excel, Cibertec'),
      run('Módulo de tablas dinámicas', 150, 378),
      run('Módulo de macros', 150, 390.5),
    ];
    const texts = layOut(items).map((line) => line.text);
    expect(texts.indexOf('Formación Complementaria')).toBe(
      texts.indexOf('Curso de Excel, Cibertec') - 1,
    );
  });

  it("goes on in the page before's side-heading layout on a page with one wrapped label", () => {
    const first = layOutPdfPageWithGutter({
      pageNumber: 1,
      width: 595,
      height: 842,
      items: sideHeadingPage(),
    });
    expect(first.sideLabelGutter).not.toBeNull();
    // Page 2: one label wrapped over two rows, between the content's rows.
    const items = [
      ...content(60, 'Auxiliar de ventas, Tiendas Sur', '2015 – 2017', 'Atención al cliente.'),
      run('Otras', 40, 104),
      run('experiencias', 40, 116),
      ...content(110, 'Voluntario, Cruz Roja', '2014', 'Campañas de salud.', 'Colectas.'),
    ];
    const second = layOutPdfPageWithGutter({
      pageNumber: 2,
      width: 595,
      height: 842,
      items,
      sideLabelGutter: first.sideLabelGutter ?? undefined,
    });
    const texts = second.lines.map((line) => line.text);
    expect(texts).toContain('Otras experiencias');
    expect(texts.indexOf('Otras experiencias')).toBe(texts.indexOf('Voluntario, Cruz Roja') - 1);
    expect(layOut(items).map((line) => line.text)).not.toContain('Otras experiencias');
  });
});

describe('layOutPdfPage: sidebars stay columns', () => {
  it('reads a sidebar of continuous text top to bottom before the main column', () => {
    const sidebar = [
      'Perfil',
      'Contadora con experiencia',
      'en auditoría financiera y',
      'tributaria para empresas',
      'medianas de Lima y Callao,',
      'con manejo de SAP y Excel',
      'avanzado para reportes.',
    ].map((text, index) => run(text, 30, 130 + index * 12.5));
    const main = content(
      130,
      'Experiencia',
      'Auditora, Estudio Ríos',
      'Revisión de estados financieros',
      'de clientes del sector minero.',
      'Asistente contable, Grupo Sol',
      'Conciliaciones bancarias y',
      'declaraciones mensuales.',
    ).map((item) => ({ ...item, x: 250 }));
    const lines = layOut([run('Carla Ríos Paredes', 30, 60, 18), ...sidebar, ...main]);
    const texts = lines.map((line) => line.text);
    expect(texts.indexOf('avanzado para reportes.')).toBeLessThan(texts.indexOf('Experiencia'));
    expect(lines.find((line) => line.text === 'Experiencia')?.column).toBe(1);
  });
});

describe('layOutPdfPage: headings set flush right on rows of their own (issue 12)', () => {
  it('reads each heading before its section and keeps every entry with its dates', () => {
    // A theme that sets each section's heading bold and large at the page's right edge, alone
    // on its row, and the entries' dates flush right, smaller, a little above the entry's line.
    const lines = layOut(
      placeRuns([
        ['Designed dashboards for 40 stores', 52, 14, 239, 12],
        ['Cleaned and modelled sales data', 52, 36, 256, 12],
        ['Reduced stock-outs by 8%', 52, 58, 270, 12],
        ['Consultora Inti Ñan', 22, 89.2, 111, 12, true],
        ['2018-09-01 — 2019-03-31', 450, 90, 124, 10.5, true],
        ['Business Intelligence Intern', 22, 111.7, 159, 12, true],
        ['Highlights', 22, 134.2, 59, 12, true],
        ['Prepared monthly KPI reports', 52, 168, 213, 12],
        ['Documented ETL processes', 52, 189, 151, 12],
        ['Education', 457, 234, 94, 19.5, true],
        ['Universidad Nacional de Ingeniería', 22, 261, 199, 12, true],
        ['2013-03-01 — 2018-07-31', 450, 261.7, 124, 10.5, true],
        ['Statistics', 40, 283.5, 53, 12, true],
        ['Bachelor', 41, 297, 47, 12],
        ['Pontificia Universidad Católica del Perú', 22, 324.7, 227, 12, true],
        ['2020-04-01 — 2020-12-31', 450, 325.5, 124, 10.5, true],
        ['Data Science', 40, 347.2, 75, 12, true],
        ['Diploma', 41, 360.7, 44, 12],
        ['Skills', 500, 401.2, 51, 19.5, true],
        ['Data', 22, 436.5, 26, 12, true],
        ['SQL', 52, 470.2, 24, 12],
        ['Python', 52, 491.2, 37, 12],
        ['Power BI', 52, 513, 49, 12],
        ['Excel', 52, 534.7, 29, 12],
        ['Cloud', 22, 566, 34, 12, true],
        ['AWS', 52, 599, 27, 12],
        ['Airflow', 52, 620, 36, 12],
        ['Languages', 448, 664, 103, 19.5, true],
        ['Spanish', 22, 697, 47, 12, true],
        ['Native speaker', 22, 710, 80, 12],
      ]),
    );
    const texts = lines.map((line) => line.text);
    expect(new Set(lines.map((line) => line.column))).toEqual(new Set([0]));
    expect(texts.indexOf('Skills')).toBeLessThan(texts.indexOf('Data'));
    expect(texts.indexOf('Skills')).toBeGreaterThan(texts.indexOf('Diploma'));
    expect(texts.indexOf('Languages')).toBeLessThan(texts.indexOf('Spanish'));
    const dates = texts.findIndex((text) => text.includes('2013-03-01 — 2018-07-31'));
    expect(dates).toBeLessThan(texts.indexOf('Statistics'));
  });
});

describe('layOutPdfPage: smaller dates set flush right at the top of a title (issue 12)', () => {
  it('reads the dates on the title’s row, not on a sidebar line nearer their baseline', () => {
    const lines = layOut(
      placeRuns([
        ['Inglés', 25, 299, 30, 7.5],
        ['(Basic)', 54, 311.2, 25, 7.5],
        ['04/2014 - 12/2015', 508, 312, 71, 8.2],
        ['Supermercados Wasi', 160, 314.2, 148, 10.5, true],
        ['Accounting Assistant', 160, 324.7, 87, 9],
        ['Reconciled bank accounts', 187, 342, 101, 8.2],
      ]),
    );
    const title = lines.find((line) => line.text.includes('Supermercados Wasi'));
    expect(title?.text).toContain('04/2014 - 12/2015');
    expect(lines.find((line) => line.text.includes('(Basic)'))?.text).not.toContain('2014');
  });
});

describe('layOutPdfPage: rating dots beside a sidebar skill (issue 12)', () => {
  it('keeps the dots with their skill in the sidebar, not as a column of their own', () => {
    // Skill names at the sidebar's left edge, their rating dots flush right in the sidebar,
    // level with nothing on the left: the gap between them is no gutter.
    const skills = ['Excel avanzado', 'SAP', 'Scrum', 'AutoCAD', 'Trabajo en equipo'];
    const sidebar = [
      run('Aptitudes', 11, 143, 9),
      ...skills.flatMap((skill, index) => [
        run(skill, 11, 159 + index * 12, 8.6),
        { ...run('●●●●○', 130, 159 + index * 12, 8.6), width: 38 },
      ]),
      run('Idiomas', 11, 227, 9),
      run('Español: Nativo', 11, 246, 8.6),
      run('Inglés: Avanzado', 11, 258, 8.6),
    ];
    const main = [
      run('Experiencia Profesional', 194, 107, 9),
      run('Auxiliar Administrativo', 194, 120, 8.6),
      run('Distribuidora Amazonas E.I.R.L., Cusco', 194, 135, 8.6),
      run('Jun. 2023 a Mar. 2024', 194, 146, 8.2),
      run('Capacité a 30 colaboradores en seguridad.', 206, 163, 8.6),
      run('Reduje en 20 % el tiempo de atención.', 206, 176, 8.6),
      run('Coordinadora de Proyectos', 194, 192, 8.6),
      run('Agroexportadora Valle Verde, Piura', 194, 204, 8.6),
      run('11/2021 - 09/2022', 194, 215, 8.2),
      run('Realicé conciliaciones bancarias.', 206, 229, 8.6),
      run('Formación', 194, 250, 9),
      run('Maestría en Gestión Pública', 194, 262, 8.6),
    ];
    const lines = layOut([...sidebar, ...main]);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('Excel avanzado ●●●●○');
    expect(lines.find((line) => line.text === 'Experiencia Profesional')?.column).toBe(1);
    expect(texts.indexOf('Inglés: Avanzado')).toBeLessThan(
      texts.indexOf('Experiencia Profesional'),
    );
  });
});

describe('layOutPdfPage: a sidebar with letter-spaced headings (issue 12)', () => {
  it('reads a right sidebar opening on letter-spaced headings as a column', () => {
    const main = [
      run('Perfil', 15, 56, 11),
      run('Profesional responsable con experiencia en ventas.', 15, 78, 8.6),
      run('Experiencia Laboral', 15, 100, 11),
      run('Analista de Datos', 15, 119, 8.6),
      run('Contugas Servicios, Piura', 15, 132, 8.6),
      run('Gestión de inventarios con SAP.', 27, 146, 8.6),
      run('Estudios', 15, 170, 11),
      run('Ingeniería Industrial', 15, 189, 8.6),
      run('Universidad Nacional de Ingeniería', 15, 202, 8.6),
    ];
    const sidebar = [
      run('C o n t a c t o', 427, 40, 11),
      run('+51 912 345 459', 439, 69, 8.6),
      run('andrea.ramirez@correo.pe', 439, 81, 8.6),
      run('E n l a c e s', 427, 100, 11),
      run('github.com/andrearamirez', 439, 119, 8.6),
      run('A p t i t u d e s', 427, 150, 11),
      run('Excel avanzado', 439, 169, 8.6),
      run('Power BI', 439, 182, 8.6),
    ];
    const lines = layOut([...main, ...sidebar]);
    expect(lines.map((line) => line.text)).toContain('E n l a c e s');
    expect(lines.find((line) => line.text === 'E n l a c e s')?.column).toBe(1);
  });
});

describe('layOutPdfPage: a narrow sidebar beside a dates column (issue 12)', () => {
  it('judges the sidebar with its long e-mail line, not as a column of side labels', () => {
    // A fictional designed CV printed by Chromium: short sidebar lines (headings, skills) leave
    // a wide open band that only the contact lines reach into; the main column sets each
    // entry's dates on the left of its title.
    const placed: PlacedRun[] = [
      ['Contacto', 10, 33, 45, 9],
      ['987654230', 22, 52, 49, 8.6],
      ['fiorella.chavez@correo.pe', 22, 64, 133, 8.6],
      ['Huancayo', 22, 75, 43, 8.6],
      ['github.com/fiorechavez', 22, 87, 123, 8.6],
      ['Habilidades', 10, 109, 60, 9],
      ['• Excel avanzado', 10, 128, 75, 8.6],
      ['• SQL', 10, 140, 25, 8.6],
      ['• Power BI', 10, 151, 45, 8.6],
      ['• Photoshop', 10, 163, 53, 8.6],
      ['• Java', 10, 175, 26, 8.6],
      ['Idiomas', 10, 198, 40, 9],
      ['Español: Nativo', 10, 217, 67, 8.6],
      ['Inglés: Avanzado', 10, 229, 73, 8.6],
      ['Fiorella Chávez Paredes', 182, 33, 264, 19.5],
      ['Ingeniera de Software', 182, 49, 107, 9.7],
      ['Perfil', 182, 73, 27, 9],
      [
        'Profesional orientada a resultados con experiencia en análisis de datos y trabajo en equipo.',
        182,
        91,
        396,
        8.6,
      ],
      ['Experiencia', 182, 114, 59, 9],
      ['2023 — 2024', 182, 133, 55, 8.2],
      ['Supervisora de Operaciones', 285, 133, 131, 8.6],
      ['Minera Cordillera S.A.', 285, 145, 93, 8.6],
      ['Atención al cliente y seguimiento de pedidos por WhatsApp y', 297, 160, 266, 8.6],
      ['correo.', 297, 171, 30, 8.6],
      ['Capacité a 30 colaboradores en seguridad y salud en el trabajo.', 297, 184, 276, 8.6],
      ['Diseñé campañas en Meta Ads con un retorno de 3,5 veces la', 297, 197, 267, 8.6],
      ['inversión.', 297, 209, 42, 8.6],
      ['Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.', 297, 222, 279, 8.6],
      ['2021 – 2022', 182, 239, 51, 8.2],
      ['Desarrolladora Full Stack', 285, 240, 117, 8.6],
      ['Consultora Inti', 285, 251, 63, 8.6],
      ['Reduje en 20 % el tiempo de atención de reclamos con un nuevo', 297, 266, 282, 8.6],
      ['flujo de trabajo.', 297, 277, 68, 8.6],
      ['Atención al cliente y seguimiento de pedidos por WhatsApp y', 297, 291, 266, 8.6],
      ['correo.', 297, 302, 30, 8.6],
      ['Realicé conciliaciones bancarias y declaraciones mensuales ante', 297, 316, 281, 8.6],
      ['SUNAT.', 297, 327, 30, 8.6],
      ['Oct. 2019 – May. 2020', 182, 344, 92, 8.2],
      ['Ingeniera de Software', 285, 345, 108, 8.6],
      ['Agroexportadora Valle Verde', 285, 356, 124, 8.6],
      ['Atención al cliente y seguimiento de pedidos por WhatsApp y', 297, 371, 266, 8.6],
      ['correo.', 297, 382, 30, 8.6],
      ['Realicé conciliaciones bancarias y declaraciones mensuales ante', 297, 396, 281, 8.6],
      ['SUNAT.', 297, 407, 30, 8.6],
      ['Gestión de inventarios y control de almacén con SAP.', 297, 421, 230, 8.6],
      ['Formación', 182, 449, 53, 9],
      ['Mar. 2012 – Dic. 2017', 182, 468, 90, 8.2],
      ['Ciencias de la Comunicación', 285, 469, 138, 8.6],
      ['Universidad Nacional Mayor de San Marcos', 285, 480, 187, 8.6],
      ['Certificaciones', 182, 503, 75, 9],
      ['• Curso de Excel Empresarial – Cibertec (2022)', 182, 522, 203, 8.6],
      ['• Scrum Fundamentals – SCRUMstudy (2021)', 182, 533, 195, 8.6],
    ];
    const bold = new Set(['Contacto', 'Habilidades', 'Idiomas', 'Perfil', 'Experiencia']);
    const items = placeRuns(
      placed,
      ([text, x, , , fontSize]) => bold.has(text) || fontSize > 9.5 || x === 285,
    );
    const texts = layOut(items).map((line) => line.text);
    expect(texts).toContain('987654230');
    expect(texts).toContain('Ingeniera de Software');
    expect(texts).toContain('Excel avanzado');
    expect(texts.indexOf('Inglés: Avanzado')).toBeLessThan(texts.indexOf('Experiencia'));
  });
});

describe('layOutPdfPage: dates set flush right beside a right sidebar (issue 12)', () => {
  it('keeps the dates with their entries: the gutter is beyond them, not before them', () => {
    // A fictional designed CV printed by Chromium: the main column sets each entry's dates
    // flush right, leaving a wide band between titles and dates; the sidebar is on the right.
    const placed: PlacedRun[] = [
      ['Luis Alberto Huamán Alarcón', 15, 31, 333, 19.5, true],
      ['Desarrollador Full Stack', 15, 48, 104, 9.7, false],
      ['Perfil Profesional', 15, 73, 86, 10.5, true],
      [
        'Profesional proactivo con experiencia en análisis de datos y mejora de procesos.',
        15,
        90,
        308,
        8.6,
        false,
      ],
      ['Experiencia', 15, 113, 59, 10.5, true],
      ['BANCO DEL SUR', 15, 130, 72, 8.6, true],
      ['Asistente Contable', 15, 142, 72, 8.6, false],
      ['01/2023 a Actualidad', 333, 142, 81, 8.6, false],
      ['Coordiné un equipo de 5 personas en la implementación del ERP.', 27, 157, 251, 8.6, false],
      [
        'Atención al cliente y seguimiento de pedidos por WhatsApp y correo.',
        27,
        169,
        262,
        8.6,
        false,
      ],
      [
        'Reduje en 20 % el tiempo de atención de reclamos con un nuevo flujo de trabajo.',
        27,
        183,
        309,
        8.6,
        false,
      ],
      ['Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.', 27, 196, 253, 8.6, false],
      ['MUNICIPALIDAD DISTRITAL DE SURCO, Cusco', 15, 214, 191, 8.6, true],
      ['Analista de Datos', 15, 226, 67, 8.6, false],
      ['Noviembre 2021 — Mayo 2022', 295, 226, 119, 8.6, false],
      ['Coordiné un equipo de 5 personas en la implementación del ERP.', 27, 240, 251, 8.6, false],
      [
        'Elaboré reportes mensuales de ventas en Power BI para la gerencia comercial.',
        27,
        253,
        302,
        8.6,
        false,
      ],
      ['Formación Académica', 15, 277, 112, 10.5, true],
      ['Maestría en Gestión Pública', 15, 294, 115, 8.6, true],
      ['2017', 395, 294, 19, 8.6, false],
      ['Universidad Nacional de Ingeniería', 15, 306, 134, 8.6, false],
      ['Contabilidad y Finanzas', 15, 322, 99, 8.6, true],
      ['2012', 395, 322, 19, 8.6, false],
      ['TECSUP', 15, 334, 34, 8.6, false],
      ['Certificaciones', 15, 357, 75, 10.5, true],
      ['• Curso de Excel Empresarial – Cibertec (2022)', 15, 374, 181, 8.6, false],
      ['• Scrum Fundamentals – SCRUMstudy (2021)', 15, 385, 176, 8.6, false],
      ['Datos de contacto', 439, 33, 91, 10.5, true],
      ['+51 912345289', 451, 50, 60, 8.6, false],
      ['luis.huaman@correo.pe', 451, 61, 97, 8.6, false],
      ['San Juan de Lurigancho, Lima', 451, 73, 116, 8.6, false],
      ['Skills', 439, 118, 27, 10.5, true],
      ['Photoshop', 439, 135, 41, 8.6, false],
      ['Python', 439, 150, 27, 8.6, false],
      ['Excel avanzado', 439, 166, 60, 8.6, false],
      ['Scrum', 439, 181, 25, 8.6, false],
      ['Trabajo en equipo', 439, 196, 69, 8.6, false],
      ['Idiomas', 439, 223, 40, 10.5, true],
      ['Español: Nativo', 439, 241, 60, 8.6, false],
      ['Inglés: Avanzado', 439, 253, 65, 8.6, false],
    ];
    const items = placeRuns(placed);
    const lines = layOut(items);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('Idiomas');
    const dated = texts.findIndex((text) => text.includes('2017'));
    expect(lines[dated]?.column).toBe(0);
    expect(dated).toBeLessThan(texts.indexOf('Datos de contacto'));
  });
});

describe('layOutPdfPage: rating dots in a right sidebar under a header band (issue 12)', () => {
  it('finds the gutter before the sidebar, not between its skills and their dots', () => {
    // A fictional designed CV printed by Chromium: a full-width header with the contact block
    // set flush right, then the main column and a right sidebar whose skills have rating dots.
    const placed: PlacedRun[] = [
      ['RENZO ZEVALLOS CHÁVEZ', 15, 30, 225.26, 16.5, true],
      ['Ejecutivo de Ventas', 15, 45.75, 77.26, 9.75, false],
      ['999 888 516', 539.25, 30, 41.25, 8.25, false],
      ['renzo.zevallos@correo.pe', 484.24, 41.25, 96.25, 8.25, false],
      ['Lima, Perú', 543.83, 51.75, 36.66, 8.25, false],
      ['PERFIL PROFESIONAL', 15, 103.5, 116.39, 10.5, true],
      [
        'Profesional responsable con experiencia en desarrollo de software y mejora de procesos.',
        15,
        120.75,
        305.11,
        8.62,
        false,
      ],
      ['TRAYECTORIA PROFESIONAL', 15, 144.75, 155.5, 10.5, true],
      ['Auxiliar Administrativo', 15, 162, 88.25, 8.62, true],
      ['Marzo 2023 a A la fecha', 281.57, 162, 84.54, 8.62, false],
      ['Banco del Sur', 15, 173.25, 48.87, 8.62, false],
      ['Gestión de inventarios y control de almacén con SAP.', 27, 188.25, 185.64, 8.62, false],
      [
        'Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.',
        27,
        201,
        231.89,
        8.62,
        false,
      ],
      [
        'Diseñé campañas en Meta Ads con un retorno de 3,5 veces la inversión.',
        27,
        214.5,
        247.65,
        8.62,
        false,
      ],
      ['Analista de Datos', 15, 231.75, 64.69, 8.62, true],
      ['Octubre 2021 — Julio 2022', 269.81, 231.75, 96.3, 8.62, false],
      ['Municipalidad Distrital de Surco', 15, 243.75, 114.43, 8.62, false],
      [
        'Diseñé campañas en Meta Ads con un retorno de 3,5 veces la inversión.',
        27,
        258,
        247.65,
        8.62,
        false,
      ],
      [
        'Atención al cliente y seguimiento de pedidos por WhatsApp y correo.',
        27,
        271.5,
        240.56,
        8.62,
        false,
      ],
      ['Gestión de inventarios y control de almacén con SAP.', 27, 284.25, 185.64, 8.62, false],
      [
        'Coordiné un equipo de 5 personas en la implementación del ERP.',
        27,
        297.75,
        225.88,
        8.62,
        false,
      ],
      ['Jefe de Logística', 15, 315, 61.32, 8.62, true],
      ['07/2019 a 09/2020', 301.43, 315, 64.68, 8.62, false],
      ['Inversiones Andinas S.A.C.', 15, 327, 93.99, 8.62, false],
      [
        'Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.',
        27,
        341.25,
        231.89,
        8.62,
        false,
      ],
      ['Gestión de inventarios y control de almacén con SAP.', 27, 354.75, 185.64, 8.62, false],
      ['Practicante de Marketing', 15, 372, 94.37, 8.62, true],
      ['11/2017 — 03/2018', 296.95, 372, 69.16, 8.62, false],
      ['Banco del Sur, Cusco', 15, 384, 73.78, 8.62, false],
      [
        'Diseñé campañas en Meta Ads con un retorno de 3,5 veces la inversión.',
        27,
        398.25,
        247.65,
        8.62,
        false,
      ],
      [
        'Realicé conciliaciones bancarias y declaraciones mensuales ante SUNAT.',
        27,
        411.75,
        253.69,
        8.62,
        false,
      ],
      [
        'Capacité a 30 colaboradores en seguridad y salud en el trabajo.',
        27,
        424.5,
        217.22,
        8.62,
        false,
      ],
      [
        'Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.',
        27,
        438,
        231.89,
        8.62,
        false,
      ],
      ['CURSOS', 15, 461.25, 42.59, 10.5, true],
      ['• Curso de Excel Empresarial – Cibertec (2022)', 15, 478.5, 164.68, 8.62, false],
      ['• Scrum Fundamentals – SCRUMstudy (2021)', 15, 490.5, 160.91, 8.62, false],
      ['ENLACES', 391.62, 103.5, 49.6, 10.5, true],
      ['www.renzozevallos.pe', 402.87, 120.75, 86.62, 8.62, false],
      ['behance.net/renzozevallos', 402.87, 132.75, 99.38, 8.62, false],
      ['SKILLS', 391.62, 156, 37.94, 10.5, true],
      ['Excel avanzado', 391.62, 173.25, 54.35, 8.62, false],
      ['●●●●○', 558.19, 173.25, 26.05, 8.62, false],
      ['Scrum', 391.62, 185.25, 22.52, 8.62, false],
      ['●●●●○', 558.19, 185.25, 26.05, 8.62, false],
      ['Photoshop', 391.62, 196.5, 36.42, 8.62, false],
      ['●●●●○', 558.19, 196.5, 26.05, 8.62, false],
      ['AutoCAD', 391.62, 208.5, 35.46, 8.62, false],
      ['●●●●○', 558.19, 208.5, 26.05, 8.62, false],
      ['Liderazgo', 391.62, 219.75, 34.96, 8.62, false],
      ['●●●●○', 558.19, 219.75, 26.05, 8.62, false],
      ['IDIOMAS', 391.62, 243.75, 47.26, 10.5, true],
      ['Español: Nativo', 391.62, 261, 55.81, 8.62, false],
      ['Inglés: Avanzado', 391.62, 272.25, 59.48, 8.62, false],
      ['ESTUDIOS', 391.62, 296.25, 53.1, 10.5, true],
      ['Contabilidad y Finanzas', 391.62, 312.75, 90.11, 8.62, true],
      ['Universidad Peruana de Ciencias Aplicadas', 391.62, 324.75, 150.41, 8.62, false],
      ['Mar. 2012 – Dic. 2017', 391.62, 335.25, 67.91, 7.5, false],
    ];
    const items = placeRuns(placed);
    const lines = layOut(items);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('PERFIL PROFESIONAL');
    expect(texts).toContain('ENLACES');
    expect(texts).toContain('Banco del Sur');
    expect(lines.find((line) => line.text === 'PERFIL PROFESIONAL')?.column).toBe(0);
  });
});

/** Main-column rows of a fictional designed CV at x 207, 13 pt apart from `baseline`. */
function mainColumn(baseline: number, ...texts: string[]): PdfTextItem[] {
  return texts.map((text, index) => run(text, 207, baseline + index * 13, 9));
}

const designedMain = mainColumn(
  100,
  'SOBRE MÍ',
  'Arquitecta de interiores con seis años en locales comerciales.',
  'Proyectos llevados desde el concepto hasta la obra terminada.',
  'EXPERIENCIA PROFESIONAL',
  'Jefa de Proyectos, Estudio Sillar Diseño',
  'Diseño y supervisión de catorce locales en Arequipa y Tacna.',
  'Coordinación de contratistas, presupuestos y cronogramas.',
  'Arquitecta Proyectista, Constructora Misti Hogar',
  'Planos de acabados para dos condominios de viviendas.',
  'FORMACIÓN',
  'Arquitecta, Universidad Nacional de San Agustín',
  'CURSOS',
  'Iluminación arquitectónica y render fotorrealista.',
);

describe('layOutPdfPage: a sidebar line longer than the others (issue 12)', () => {
  it("keeps a sidebar's long e-mail, reaching into the open gutter, in the sidebar", () => {
    const sidebar = [
      run('CONTACTO', 20, 106, 9),
      run('Cayma, Arequipa', 20, 119, 9),
      run('958 274 103', 20, 132, 9),
      // Longer than the sidebar's other lines, level with a main-column row.
      run('lucia.fernanda.zegarra@correo.com.pe', 20, 152, 9),
      run('SOFTWARE', 20, 185, 9),
      run('AutoCAD', 20, 198, 9),
      run('SketchUp', 20, 211, 9),
      run('IDIOMAS', 20, 240, 9),
      run('Inglés (avanzado)', 20, 253, 9),
    ];
    const lines = layOut([...sidebar, ...designedMain]);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('lucia.fernanda.zegarra@correo.com.pe');
    expect(texts.indexOf('Inglés (avanzado)')).toBeLessThan(texts.indexOf('SOBRE MÍ'));
  });

  it('reads a sidebar whose first lines stand beside the name as a column, not a header', () => {
    const sidebar = [
      run('CONTACTO', 20, 47, 11),
      run('Cayma, Arequipa', 20, 67, 9),
      run('958 274 103', 20, 82, 9),
      // Below the first short lines, a longer one reaches into the gap beside the name.
      run('lucia.fernanda.zegarra@correo.com.pe', 20, 108, 9),
      run('SOFTWARE', 20, 185, 9),
      run('AutoCAD', 20, 198, 9),
      run('SketchUp', 20, 211, 9),
      run('IDIOMAS', 20, 240, 9),
      run('Inglés (avanzado)', 20, 253, 9),
    ];
    const header = [
      run('Lucía Zegarra Apaza', 207, 31, 21),
      run('Arquitecta de Interiores', 207, 59, 11),
    ];
    const texts = layOut([...sidebar, ...header, ...designedMain]).map((line) => line.text);
    expect(texts.indexOf('lucia.fernanda.zegarra@correo.com.pe')).toBeLessThan(
      texts.indexOf('Lucía Zegarra Apaza'),
    );
    expect(texts.indexOf('Inglés (avanzado)')).toBeLessThan(texts.indexOf('SOBRE MÍ'));
  });
});

describe('layOutPdfPage: a Word layout table with the sidebar on the right (issue 12)', () => {
  it('reads the sidebar cell as a column though dates run up to the main cell edge', () => {
    // Right-tabbed dates end at 368, the sidebar cell's text starts at 379: two cell paddings.
    const dated = (title: string, dates: string, baseline: number): PdfTextItem[] => [
      run(title, 68, baseline),
      run(dates, 368 - dates.length * 5, baseline),
    ];
    const main = [
      run('PERFIL PROFESIONAL', 68, 101, 12),
      run('Licenciado en turismo con ocho años organizando circuitos', 68, 121),
      run('en Cusco y el Valle Sagrado para agencias receptivas y', 68, 133),
      run('EXPERIENCIA LABORAL', 68, 166, 12),
      ...dated('Inka Rutas Travel S.A.C.', 'Set. 2019 – Actualidad', 187),
      run('Coordinador de Operaciones', 68, 199),
      run('para sesenta pasajeros en promedio por cada día.', 86, 223),
      run('Programación diaria de guías, transporte y entradas', 86, 211),
      ...dated('Andes Vivencial Tours', 'Abr. 2015 – Ago. 2019', 235),
      run('Guía Oficial de Turismo', 68, 247),
      run('Guiado en español e inglés en Machu Picchu y Moray.', 86, 259),
      ...dated('Agencia Qosqo Destinos', 'Ene. 2014 – Mar. 2015', 271),
      run('Counter de Ventas', 68, 283),
      run('FORMACIÓN ACADÉMICA', 68, 311, 12),
      ...dated('Universidad Nacional del Cusco', '2009 – 2014', 331),
      run('Licenciado en Turismo', 68, 343),
    ];
    const sidebar = [
      run('CONTACTO', 379, 101, 12),
      run('Wanchaq, Cusco', 379, 121, 8),
      run('984 612 357', 379, 132, 8),
      run('edwin.condori@correo.pe', 379, 143, 8),
      run('IDIOMAS', 379, 185, 12),
      run('Español: nativo', 379, 203, 10),
      run('Inglés: avanzado', 379, 218, 10),
      run('HABILIDADES', 379, 239, 12),
      run('Manejo de grupos', 379, 259, 10),
      run('Primeros auxilios', 379, 282, 10),
    ];
    const lines = layOut([run('Edwin Condori Mamani', 56, 55, 18), ...main, ...sidebar]);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('Wanchaq, Cusco');
    expect(texts).toContain('IDIOMAS');
    expect(texts.indexOf('Licenciado en Turismo')).toBeLessThan(texts.indexOf('CONTACTO'));
    expect(lines.find((line) => line.text === 'CONTACTO')?.column).toBe(1);
  });
});

describe('layOutPdfPage: a sparse sidebar is not side labels', () => {
  it('reads a wide sidebar of few, far-apart items after itself, not beside the main rows', () => {
    const sidebar = [
      run('CONTACTO', 30, 130),
      run('kelly.rojas@correo.pe', 30, 145),
      run('Huancayo, Junín', 30, 160),
      run('INFORMACIÓN', 30, 230),
      run('Licencia de conducir A-I', 30, 245),
      run('Disponibilidad inmediata', 30, 300),
    ];
    const main = content(
      130,
      'PERFIL',
      'Técnica en enfermería con cuatro años en postas de salud rurales.',
      'Manejo de historias clínicas, triaje y campañas de vacunación.',
      'EXPERIENCIA',
      'Técnica de enfermería, Posta de Salud Chilca',
      'Triaje, curaciones y apoyo en campañas de vacunación escolar.',
      'Registro de historias clínicas en el sistema del ministerio.',
      'Auxiliar, Clínica Los Andes',
      'Atención a pacientes hospitalizados y control de signos vitales.',
      'FORMACIÓN',
      'Técnica en Enfermería, Instituto Continental',
      'Curso de primeros auxilios y soporte vital básico.',
    ).map((item) => ({ ...item, x: 200 }));
    const lines = layOut([run('Kelly Rojas Ñahui', 30, 60, 18), ...sidebar, ...main]);
    const texts = lines.map((line) => line.text);
    expect(texts.indexOf('Disponibilidad inmediata')).toBeLessThan(texts.indexOf('PERFIL'));
    expect(lines.find((line) => line.text === 'PERFIL')?.column).toBe(1);
  });
});

describe('layOutPdfPage: large side headings wrapped over two rows', () => {
  it('reads each heading, its rows joined, before the block beside it', () => {
    // Headings twice the text's size, right-aligned against the gutter (x 162) and wrapped at
    // their leading, the first row level with the block's first line; two per page.
    const heading = (text: string, baseline: number): PdfTextItem => {
      const width = text.length * 10;
      return { ...run(text, 162 - width, baseline, 20.5), width };
    };
    let baseline = 380;
    const block = (...texts: string[]): PdfTextItem[] =>
      texts.map((text) => {
        baseline += 20;
        return { ...run(text, 183, baseline), width: text.length * 5.2 };
      });
    const items = [
      { ...run('Ana Kamayoq Torres', 183, 70, 32), width: 300 },
      {
        ...run('Contadora colegiada con seis años en tributación y cierres contables.', 183, 170),
        width: 340,
      },
      { ...run('ana.kamayoq@example.pe', 200, 220), width: 128 },
      { ...run('+51 955 321 654', 200, 240), width: 79 },
      heading('Experiencia', 400),
      heading('laboral', 426),
      ...block(
        'Analista Contable Senior',
        'Distribuidora Inti Raymi S.A.C.',
        'Abr 2021 – Actualidad',
        'Elaboración de estados financieros mensuales',
        'Declaraciones juradas mensuales y anuales ante SUNAT',
        'Asistente Contable',
        'Estudio Contable Pachacútec',
        'Feb 2018 – Mar 2021',
        'Registro de compras y ventas en Concar',
        'Conciliaciones bancarias de quince clientes',
      ),
      heading('Formación', 640),
      heading('académica', 666),
    ];
    baseline = 620;
    items.push(
      ...block(
        'Universidad Nacional Mayor de San Marcos',
        'Bachiller en Contabilidad',
        'Mar 2012 – Dic 2017',
        'Universidad de Lima',
        'Maestría en Tributación',
        'Mar 2022 – Feb 2024',
      ),
    );
    const texts = layOut(items).map((line) => line.text);
    expect(texts.indexOf('Experiencia laboral')).toBe(
      texts.indexOf('Analista Contable Senior') - 1,
    );
    expect(texts.indexOf('Formación académica')).toBe(
      texts.indexOf('Universidad Nacional Mayor de San Marcos') - 1,
    );
    expect(texts.indexOf('Formación académica')).toBeGreaterThan(
      texts.indexOf('Conciliaciones bancarias de quince clientes'),
    );
  });
});

describe('layOutPdfPage: a page with one large side heading', () => {
  // A side-heading layout's page that holds one section: its heading, right-aligned against the
  // gutter and wrapped, its first row level with the first job's title.
  const page = (headingX: number, contentX: number): PdfTextItem[] => {
    let baseline = 140;
    const jobs = [
      'Técnica en Enfermería',
      'Centro de Salud Santa Adriana',
      'Ago 2020 – Actualidad',
      'Atención primaria en consultorio de crecimiento y desarrollo.',
      'Control de crecimiento y desarrollo de niños.',
      'Serumista',
      'Puesto de Salud Cabanillas',
      'Abr 2017 – Mar 2018',
      'Vacunación casa por casa en comunidades.',
      'Triaje y control de funciones vitales.',
    ].map((text) => {
      baseline += 20;
      return { ...run(text, contentX, baseline), width: text.length * 5.5 };
    });
    return [
      { ...run('Rosa Quispe Mamani', contentX, 60, 30), width: 280 },
      { ...run('rosa.quispe@example.com', contentX, 100), width: 130 },
      { ...run('Experiencia', headingX, 160, 20), width: 107 },
      { ...run('laboral', headingX + 45, 186, 20), width: 62 },
      ...jobs,
    ];
  };

  it('reads the heading whole, before the job it stands level with', () => {
    const texts = layOut(page(59, 187)).map((line) => line.text);
    expect(texts).toContain('Experiencia laboral');
    expect(texts.indexOf('Experiencia laboral')).toBe(texts.indexOf('Técnica en Enfermería') - 1);
  });

  it('finds no label column where the heading runs into the content’s edge', () => {
    // Content indented a little under headings at the margin: one column.
    const texts = layOut(page(40, 70)).map((line) => line.text);
    expect(texts).not.toContain('Experiencia laboral');
  });
});

describe('layOutPdfPage: a header of two blocks side by side', () => {
  const body = [
    run('PERFIL', 40, 200, 12),
    run(
      'Contador público con ocho años en auditoría externa y tributación para empresas mineras.',
      40,
      220,
    ),
    run('Manejo de SAP FI, PLE y declaraciones juradas anuales ante la SUNAT.', 40, 232.5),
  ];

  it('reads the name block, then the contact block, a shared baseline split in two', () => {
    const items = [
      run('+51 984 555 120', 430, 60),
      run('Pedro Ccahua Layme', 40, 76, 22),
      run('Wanchaq, Cusco', 430, 76),
      run('pedro.ccahua@correo.pe', 430, 92),
      run('Contador Público Colegiado', 40, 98, 12),
      run('Auditoría y tributación', 40, 112, 12),
      ...body,
    ];
    const texts = layOut(items).map((line) => line.text);
    expect(texts.slice(0, 6)).toEqual([
      'Pedro Ccahua Layme',
      'Contador Público Colegiado',
      'Auditoría y tributación',
      '+51 984 555 120',
      'Wanchaq, Cusco',
      'pedro.ccahua@correo.pe',
    ]);
    expect(texts[6]).toBe('PERFIL');
  });

  it('keeps "title … date" rows level across the gap as one line each, the fields apart', () => {
    const items = [
      run('Pedro Ccahua Layme', 40, 60, 22),
      run('Auditor senior, Estudio Quispe', 40, 100),
      run('2019 – 2024', 480, 100),
      run('Asistente contable, Minera Sur', 40, 115),
      run('2016 – 2019', 480, 115),
      ...body,
    ];
    const texts = layOut(items).map((line) => line.text);
    expect(texts).toContain('Auditor senior, Estudio Quispe | 2019 – 2024');
  });
});

describe('layOutPdfPage: two fields set apart on one row (issue 12)', () => {
  const profile = run(
    'Ingeniera de sistemas con siete años en banca digital y pagos móviles en Lima y Cusco.',
    40,
    80,
  );

  it('reads a title and a place set flush right across a wide gap as two fields', () => {
    const texts = layOut([
      profile,
      run('Analista de sistemas senior', 40, 100),
      run('Cusco, Perú', 415, 100),
      run('Banco Andino', 40, 112),
      run('2019 – 2024', 415, 112),
    ]).map((line) => line.text);
    expect(texts).toContain('Analista de sistemas senior | Cusco, Perú');
    expect(texts).toContain('Banco Andino | 2019 – 2024');
  });

  it('reads a place set flush right as a field however much longer than the name beside it', () => {
    // LaTeX CV templates set the employer left and its town, region and country right.
    const texts = layOut([
      profile,
      run('Minera Andina SAC', 40, 100),
      run('San Juan de Lurigancho, Lima, Perú', 300, 100),
      run('Ingeniera de procesos', 40, 112),
      run('Villa Esperanza, Valle Alto, Pasco', 300, 124),
      run('Acme SRL', 40, 124),
    ]).map((line) => line.text);
    expect(texts).toContain('Minera Andina SAC | San Juan de Lurigancho, Lima, Perú');
    expect(texts).toContain('Acme SRL | Villa Esperanza, Valle Alto, Pasco');
  });

  it('puts the wrapped rest of a left field that ran up to the gap back into that field', () => {
    const texts = layOut([
      profile,
      run('Bachiller en Ingeniería Industrial por la Universidad Nacional de San', 40, 100),
      run('2014 – 2018', 415, 100),
      run('Agustín de Arequipa', 40, 112),
      run('Banco Andino', 40, 136),
      run('2019 – 2024', 415, 136),
      run('Arequipa, Perú', 40, 148),
    ]).map((line) => line.text);
    expect(texts).toContain(
      'Bachiller en Ingeniería Industrial por la Universidad Nacional de San Agustín de Arequipa | 2014 – 2018',
    );
    expect(texts).toContain('Banco Andino | 2019 – 2024');
    expect(texts).toContain('Arequipa, Perú');
  });

  it('keeps a plain line under a bold parted row as the next field, not its continuation', () => {
    const texts = layOut([
      profile,
      {
        ...run('Bachiller en Ingeniería Industrial por la Universidad Nacional de San', 40, 100),
        bold: true,
      },
      { ...run('2014 – 2018', 415, 100), bold: true },
      run('Asistente de investigación', 40, 112),
    ]).map((line) => line.text);
    expect(texts).toContain('Asistente de investigación');
  });

  it('reads a date range flush right across a narrower gap as a field, its wrapped left field joined', () => {
    // A narrow main column: the employer's last word wrapped, leaving 2.5 em before the dates.
    const texts = layOut([
      profile,
      run('Jefa de Proyectos de Interiorismo Comercial – Estudio Sillar', 40, 100),
      run('Abr. 2020 – Actualidad', 365, 100),
      run('Diseño, Yanahuara', 40, 112),
    ]).map((line) => line.text);
    expect(texts).toContain(
      'Jefa de Proyectos de Interiorismo Comercial – Estudio Sillar Diseño, Yanahuara | Abr. 2020 – Actualidad',
    );
  });

  it('keeps a flush-right run that is no date, or a date a word space away, in its row', () => {
    const readRow = (items: PdfTextItem[]): string | undefined =>
      layOut([profile, ...items]).map((line) => line.text)[1];
    expect(
      readRow([
        run('Jefa de Proyectos de Interiorismo Comercial y Residencial – Estudio Sillar', 40, 100),
        run('Arequipa', 435, 100),
      ]),
    ).toBe('Jefa de Proyectos de Interiorismo Comercial y Residencial – Estudio Sillar Arequipa');
    expect(
      readRow([
        run(
          'Coordiné la remodelación de catorce locales comerciales en Arequipa y Tacna hasta',
          40,
          100,
        ),
        run('2020', 455, 100),
      ]),
    ).toBe(
      'Coordiné la remodelación de catorce locales comerciales en Arequipa y Tacna hasta 2020',
    );
  });

  it('keeps three runs, a longer right text and a text short of the right edge whole', () => {
    const readRow = (items: PdfTextItem[]): string | undefined =>
      layOut([profile, ...items]).map((line) => line.text)[1];
    expect(readRow([run('Java', 40, 100), run('Python', 200, 100), run('SQL', 430, 100)])).toBe(
      'Java Python SQL',
    );
    expect(
      readRow([run('Lima', 40, 100), run('Bachiller en Ingeniería de Sistemas', 265, 100)]),
    ).toBe('Lima Bachiller en Ingeniería de Sistemas');
    expect(readRow([run('Proyectos', 40, 100), run('Habilidades', 250, 100)])).toBe(
      'Proyectos Habilidades',
    );
  });
});

describe('layOutPdfPage: words hyphenated at a line end', () => {
  it('reads the word whole on the first line and keeps the rest of the next line', () => {
    const lines = layOut([
      run('Implementé los controles princi-', 40, 100),
      run('pales de calidad en la planta.', 40, 112),
      run('Gestioné el almacén de insu-', 40, 124),
      run('mos', 40, 136),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'Implementé los controles principales',
      'de calidad en la planta.',
      'Gestioné el almacén de insumos',
    ]);
  });

  it('keeps a hyphen before a capital, and across blocks', () => {
    const lines = layOut([
      run('Ventas por mayor -', 40, 100),
      run('Atención al cliente', 40, 112),
      run('Analista de proce-', 40, 160),
      run('sos', 40, 200),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'Ventas por mayor -',
      'Atención al cliente',
      'Analista de proce-',
      'sos',
    ]);
  });
});

describe('layOutPdfPage: a compound wrapped at its own hyphen', () => {
  it('reads the compound whole, its hyphen kept without a space', () => {
    const lines = layOut([
      run('Ubicación: Villa El Salvador, Lima-', 40, 100),
      run('Perú', 40, 112),
      run('Sede principal en Chincha-', 40, 160),
      run('Pisco y oficinas en Ica.', 40, 172),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'Ubicación: Villa El Salvador, Lima-Perú',
      'Sede principal en Chincha-Pisco',
      'y oficinas en Ica.',
    ]);
  });
});

describe('layOutPdfPage: text drawn over itself', () => {
  it('reads a heading painted three times (a shadow or outline effect) once', () => {
    const lines = layOut([
      run('DATOS PERSONALES', 40, 100, 11),
      run('DATOS PERSONALES', 40, 100, 11),
      run('DATOS PERSONALES', 40.6, 100.4, 11),
      run('Nombre: Rosa Huillca Quispe', 40, 130),
      run('Nombre: Rosa Huillca Quispe', 40, 160),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'DATOS PERSONALES',
      'Nombre: Rosa Huillca Quispe',
      'Nombre: Rosa Huillca Quispe',
    ]);
  });
});

describe('joinWrappedText', () => {
  it('drops the hyphen of a word broken at the line end', () => {
    expect(joinWrappedText('principios princi-', 'pales')).toBe('principios principales');
    expect(isBrokenWord('Actu-', 'alidad')).toBe(true);
  });

  it('keeps a hyphen before a capital or a figure, and joins other wraps with a space', () => {
    expect(isBrokenWord('2014-', 'Actualidad')).toBe(false);
    expect(isBrokenWord('linkedin.com/in/ana-', 'torres')).toBe(false);
    expect(joinWrappedText('Enero -', 'Marzo 2020')).toBe('Enero - Marzo 2020');
    expect(joinWrappedText('Sede Aix-', 'Marseille')).toBe('Sede Aix-Marseille');
    expect(joinWrappedText('Ingeniería', 'industrial')).toBe('Ingeniería industrial');
  });
});

describe('small capitals drawn as smaller capitals (issue 12)', () => {
  it('reads a full capital and the smaller capitals glued to it as a capitalised word', () => {
    const capital = run('E', 40, 100, 14);
    const small = run('XPERIENCIA ', 40 + capital.width, 100, 11.2);
    const second = run('L', small.x + small.width, 100, 14);
    const rest = run('ABORAL', second.x + second.width, 100, 11.2);
    expect(layOut([capital, small, second, rest]).map((line) => line.text)).toEqual([
      'Experiencia Laboral',
    ]);
  });

  it('keeps a name in small capitals wrapped over two lines in one paragraph', () => {
    // Lines 12 pt apart: two ems of the small capitals' size, one and a half of the capitals'.
    const line = (words: [string, string][], baseline: number): PdfTextItem[] => {
      const items: PdfTextItem[] = [];
      let x = 40;
      for (const [capital, rest] of words) {
        const big = run(capital, x, baseline, 8);
        const small = run(rest, x + big.width, baseline, 6);
        items.push(big, small);
        x = small.x + small.width + 2;
      }
      return items;
    };
    const lines = layOut([
      ...line(
        [
          ['U', 'NIVERSIDAD'],
          ['N', 'ACIONAL'],
          ['D', 'EL'],
        ],
        100,
      ),
      ...line([['A', 'LTIPLANO']], 112),
    ]);
    expect(lines.map((each) => [each.text, each.blockStart])).toEqual([
      ['Universidad Nacional Del', true],
      ['Altiplano', false],
    ]);
  });

  it('leaves capitals of one size, and an acronym after a word, as they are', () => {
    expect(layOut([run('EXPERIENCIA LABORAL', 40, 100, 14)]).map((line) => line.text)).toEqual([
      'EXPERIENCIA LABORAL',
    ]);
    const word = run('Analista ', 40, 100, 10);
    const acronym = run('BCP', 40 + word.width + 5, 100, 8);
    expect(layOut([word, acronym]).map((line) => line.text)).toEqual(['Analista BCP']);
  });
});

describe('layOutPdfPage: a big name wrapped over the columns (issue 12)', () => {
  it('reads the short second line of a name running across the gutter with the name', () => {
    const sidebar = [
      run('PERFIL', 20, 150, 9),
      run('Técnico en redes con', 20, 163, 9),
      run('tres años de soporte.', 20, 176, 9),
      run('CONTACTO', 20, 205, 9),
      run('Ilo, Moquegua', 20, 218, 9),
      run('953 418 270', 20, 231, 9),
      run('HABILIDADES', 20, 260, 9),
      run('Cableado estructurado', 20, 273, 9),
    ];
    // The name's first line crosses the gutter; its second line, centred, stands over the column.
    const name = [run('RODRIGO ALONSO CCAHUANA', 50, 50, 26), run('TICONA', 240, 83, 26)];
    const lines = layOut([...name, ...sidebar, ...designedMain]);
    const ticona = lines.find((line) => line.text === 'TICONA');
    expect(ticona?.blockStart).toBe(false);
    expect(lines.map((line) => line.text).slice(0, 2)).toEqual([
      'RODRIGO ALONSO CCAHUANA',
      'TICONA',
    ]);
  });
});

describe('layOutPdfPage: a name drawn over a big decorative word (issue 12)', () => {
  it('reads the name line and the big word under it as two lines', () => {
    const lines = layOut([
      run('Currículum', 150, 130, 72),
      run('GABRIELA', 250, 190, 18),
      run('CHOQUEHUANCA', 230, 211, 18),
      // Level with the big word's baseline, and drawn over it.
      run('Vitae', 220, 236, 72),
      run('LUQUE', 265, 232, 18),
    ]);
    expect(lines.map((line) => line.text)).toContain('LUQUE');
    expect(lines.map((line) => line.text)).toContain('Vitae');
  });
});

describe('layOutPdfPage: two lists side by side in a table (issue 12)', () => {
  const item = (marker: number, text: string, baseline: number): PdfTextItem[] => [
    run('o', marker, baseline, 12),
    run(text, marker + 18, baseline, 12),
  ];

  it('reads the left list, then the right one, a wrapped item staying with its list', () => {
    const lines = layOut([
      ...item(34, 'Nombre: Rosa Quispe', 60),
      ...item(233, 'Dirección: Jr. Lima 120,', 60),
      run('Cercado de Arequipa', 251, 76, 12),
      ...item(34, 'Edad: 24', 92),
      ...item(233, 'Teléfono: 958 111 222', 92),
      ...item(34, 'Nacionalidad: peruana', 108),
      run('EXPERIENCIA', 85, 160, 18),
      run('Cajera en Supermercados del Sur, atención al cliente y cuadre de caja diario.', 85, 185),
      run('Reposición de mercadería y control de inventarios en la tienda de Yanahuara.', 85, 198),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'Nombre: Rosa Quispe',
      'Edad: 24',
      'Nacionalidad: peruana',
      'Dirección: Jr. Lima 120,',
      'Cercado de Arequipa',
      'Teléfono: 958 111 222',
      'EXPERIENCIA',
      'Cajera en Supermercados del Sur, atención al cliente y cuadre de caja diario.',
      'Reposición de mercadería y control de inventarios en la tienda de Yanahuara.',
    ]);
  });

  it('keeps rows whose second part is a dash-led field, not a list of its own, whole', () => {
    const lines = layOut([
      run('•', 80, 60, 9),
      run('UNIVERSIDAD DEL PACÍFICO', 92, 60, 9),
      run('- Curso de Excel avanzado', 250, 60, 9),
      run('•', 80, 72, 9),
      run('UNIVERSIDAD DE PIURA', 92, 72, 9),
      run('- Taller de oratoria', 250, 72, 9),
    ]);
    expect(lines.map((line) => line.text.replace(' | ', ' '))).toEqual([
      'UNIVERSIDAD DEL PACÍFICO - Curso de Excel avanzado',
      'UNIVERSIDAD DE PIURA - Taller de oratoria',
    ]);
  });
});

describe('layOutPdfPage: contact lines beside the name over a sidebar of short lines (issue 12)', () => {
  it('parts the main column from the sidebar, not the sidebar from its empty right half', () => {
    // A Chromium-printed fictional CV: a top band with the name and, flush right, the contact
    // lines; below it the main column and a right sidebar whose lines stop short of the page's
    // edge, bar one row of skill chips.
    const placed: PlacedRun[] = [
      ['Milagros Salazar Guti\u00e9rrez', 15, 33.75, 281.59, 22.5],
      ['Asistente Contable', 15, 53.25, 89.19, 9.75],
      ['\u260e', 520.76, 36.75, 10.28, 8.25],
      ['999 888 430', 534.79, 36.75, 45.7, 8.25],
      ['\u2709', 442.04, 47.25, 6.91, 8.25],
      ['milagrossalazar26@hotmail.com', 452.71, 47.25, 127.78, 8.25],
      ['\u2302', 524.65, 58.5, 8.25, 8.25],
      ['Lima - Per\u00fa', 536.65, 58.5, 43.85, 8.25],
      ['ACERCA', 15, 108.75, 44.27, 9],
      ['DE', 64.79, 108.75, 12.53, 9],
      ['M\u00cd', 82.84, 108.75, 12.12, 9],
      [
        'Profesional proactivo con experiencia en gesti\u00f3n comercial y atenci\u00f3n al cliente.',
        15,
        127.5,
        338.61,
        8.62,
      ],
      ['EXPERIENCIA', 15, 150.75, 70.9, 9],
      ['Desarrollador Full Stack', 15, 169.5, 97.06, 8.62],
      ['03/2023 a Presente', 287.38, 169.5, 78.73, 8.62],
      ['Grupo Pac\u00ed', 15, 180.75, 47.37, 8.62],
      ['fi', 62.37, 180.75, 4.2, 8.62],
      ['co Norte', 66.57, 180.75, 36.72, 8.62],
      [
        'Realic\u00e9 conciliaciones bancarias y declaraciones mensuales ante SUNAT.',
        27,
        195.75,
        306.82,
        8.62,
      ],
      [
        'Desarroll\u00e9 APIs REST en Node.js y PostgreSQL para la app m\u00f3vil.',
        27,
        208.5,
        261.77,
        8.62,
      ],
      ['Jefe de Log\u00edstica', 15, 226.5, 70.21, 8.62],
      ['Diciembre 2021 - Junio 2022', 250.46, 226.5, 115.64, 8.62],
      ['Grupo Pac\u00ed', 15, 238.5, 47.37, 8.62],
      ['fi', 62.37, 238.5, 4.2, 8.62],
      ['co Norte', 66.57, 238.5, 36.72, 8.62],
      [
        'Capacit\u00e9 a 30 colaboradores en seguridad y salud en el trabajo.',
        27,
        252.75,
        271.68,
        8.62,
      ],
      ['Gesti\u00f3n de inventarios y control de almac\u00e9n con SAP.', 27, 266.25, 223.95, 8.62],
      ['Reduje en 20 % el tiempo de atenci\u00f3n de reclamos con un nuevo', 27, 279, 274.61, 8.62],
      ['fl', 304, 279, 4.18, 8.62],
      ['ujo de', 308.18, 279, 26.68, 8.62],
      ['trabajo.', 27, 291, 32.68, 8.62],
      [
        'Atenci\u00f3n al cliente y seguimiento de pedidos por WhatsApp y correo.',
        27,
        303.75,
        290.93,
        8.62,
      ],
      ['Supervisor de Operaciones', 15, 321.75, 113.1, 8.62],
      ['2019 - 2020', 320.24, 321.75, 45.87, 8.62],
      ['Cl\u00ednica San Gabriel', 15, 333, 80.08, 8.62],
      [
        'Realic\u00e9 conciliaciones bancarias y declaraciones mensuales ante SUNAT.',
        27,
        348,
        306.82,
        8.62,
      ],
      [
        'Atenci\u00f3n al cliente y seguimiento de pedidos por WhatsApp y correo.',
        27,
        360.75,
        290.93,
        8.62,
      ],
      [
        'Dise\u00f1\u00e9 campa\u00f1as en Meta Ads con un retorno de 3,5 veces la inversi\u00f3n.',
        27,
        374.25,
        301.34,
        8.62,
      ],
      ['Desarrollador Full Stack', 15, 391.5, 97.06, 8.62],
      ['2017 \u2013 2018', 318.8, 391.5, 47.32, 8.62],
      ['Inversiones Andinas S.A.C., Arequipa', 15, 403.5, 152.26, 8.62],
      [
        'Realic\u00e9 conciliaciones bancarias y declaraciones mensuales ante SUNAT.',
        27,
        417.75,
        306.82,
        8.62,
      ],
      ['Gesti\u00f3n de inventarios y control de almac\u00e9n con SAP.', 27, 431.25, 223.95, 8.62],
      [
        'Elabor\u00e9 reportes mensuales de ventas en Power BI para la gerencia comercial.',
        27,
        444,
        328.56,
        8.62,
      ],
      [
        'Coordin\u00e9 un equipo de 5 personas en la implementaci\u00f3n del ERP.',
        27,
        457.5,
        274.88,
        8.62,
      ],
      ['FORMACI\u00d3N', 15, 480, 67.35, 9],
      ['ACAD\u00c9MICA', 87.87, 480, 66.92, 9],
      ['Ingenier\u00eda Industrial', 15, 498.75, 82.05, 8.62],
      ['Mar. 2012 \u2013 Dic. 2017', 279.64, 498.75, 86.46, 8.62],
      ['Ponti', 15, 510.75, 20.54, 8.62],
      ['fi', 35.54, 510.75, 4.2, 8.62],
      ['cia Universidad Cat\u00f3lica del Per\u00fa', 39.74, 510.75, 139.03, 8.62],
      ['Ciencias de la Comunicaci\u00f3n', 15, 527.25, 125.06, 8.62],
      ['2012', 347, 527.25, 19.11, 8.62],
      ['Universidad Nacional de Ingenier\u00eda', 15, 538.5, 146.79, 8.62],
      ['ENLACES', 391.62, 108.75, 47.23, 9],
      ['\u27a4', 391.62, 127.5, 7.23, 8.62],
      ['https://www.milagrossalazar26.pe/', 402.6, 127.5, 144.91, 8.62],
      ['HABILIDADES', 391.62, 150.75, 70.25, 9],
      ['Java', 398.37, 172.5, 20.55, 8.62],
      ['Power BI', 432.42, 172.5, 34.95, 8.62],
      ['AutoCAD', 480.88, 172.5, 39.51, 8.62],
      ['Photoshop', 533.89, 172.5, 44.33, 8.62],
      ['Trabajo en equipo', 398.37, 189.75, 76.63, 8.62],
      ['LENGUAJES', 391.62, 216, 60.7, 9],
      ['Espa\u00f1ol: Nativo', 391.62, 234.75, 64.6, 8.62],
      ['Ingl\u00e9s: Intermedio', 391.62, 246.75, 74.07, 8.62],
    ];
    const texts = layOut(placeRuns(placed)).map((line) => line.text);
    expect(texts).toContain('Desarrollador Full Stack | 03/2023 a Presente');
    expect(texts).toContain('Java Power BI AutoCAD Photoshop');
    expect(texts).toContain('ACERCA DE MÍ');
    expect(texts.indexOf('Inglés: Intermedio')).toBeGreaterThan(
      texts.indexOf('Universidad Nacional de Ingeniería'),
    );
  });
});

describe('layOutPdfPage: a lone date set flush right in the main column (issue 12)', () => {
  it('keeps the date on its row in the main column, not as a line across the gutter', () => {
    // A Chromium-printed fictional CV: one education entry dated flush right at the main
    // column's edge, inside the open band before a right sidebar.
    const placed: PlacedRun[] = [
      ['Milagros Ccori Rojas', 15, 33.75, 258.97, 22.5, true],
      ['Desarrollador Full Stack', 15, 52.5, 104.34, 9.75, false],
      ['Per', 15, 75.75, 13.23, 9, true],
      ['fi', 28.23, 75.75, 5.5, 9, true],
      ['l Profesional', 33.73, 75.75, 52.26, 9, true],
      [
        'Profesional proactivo con experiencia en análisis de datos y mejora de procesos.',
        15,
        91.5,
        302.19,
        8.62,
        false,
      ],
      ['Experiencia Laboral', 15, 114.75, 81.91, 9, true],
      ['Coordinadora de Proyectos', 15, 130.5, 105.99, 8.62, true],
      ['| Banco del Sur | 01/2023 a 12/2024', 123.15, 130.5, 140.02, 8.62, false],
      [
        'Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.',
        27,
        144.75,
        249.75,
        8.62,
        false,
      ],
      [
        'Reduje en 20 % el tiempo de atención de reclamos con un nuevo',
        27,
        158.25,
        242.53,
        8.62,
        false,
      ],
      ['fl', 271.69, 158.25, 5.24, 8.62, false],
      ['ujo de trabajo.', 276.93, 158.25, 53.6, 8.62, false],
      ['Analista de Datos', 15, 175.5, 69.66, 8.62, true],
      ['| Distribuidora Amazonas E.I.R.L. | 09/2021 — 03/2022', 86.82, 175.5, 216.56, 8.62, false],
      [
        'Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.',
        27,
        190.5,
        249.75,
        8.62,
        false,
      ],
      [
        'Realicé conciliaciones bancarias y declaraciones mensuales ante SUNAT.',
        27,
        204,
        274.62,
        8.62,
        false,
      ],
      [
        'Atención al cliente y seguimiento de pedidos por WhatsApp y correo.',
        27,
        216.75,
        264.94,
        8.62,
        false,
      ],
      ['Gestión de inventarios y control de almacén con SAP.', 27, 230.25, 201.83, 8.62, false],
      ['Coordinadora de Proyectos', 15, 247.5, 105.99, 8.62, true],
      ['| Inversiones Andinas S.A.C. | 2019 a 2020', 123.15, 247.5, 163.52, 8.62, false],
      [
        'Reduje en 20 % el tiempo de atención de reclamos con un nuevo',
        27,
        262.5,
        242.53,
        8.62,
        false,
      ],
      ['fl', 271.69, 262.5, 5.24, 8.62, false],
      ['ujo de trabajo.', 276.93, 262.5, 53.6, 8.62, false],
      [
        'Capacité a 30 colaboradores en seguridad y salud en el trabajo.',
        27,
        275.25,
        238.04,
        8.62,
        false,
      ],
      [
        'Realicé conciliaciones bancarias y declaraciones mensuales ante SUNAT.',
        27,
        288.75,
        274.62,
        8.62,
        false,
      ],
      ['Formación', 15, 311.25, 43.58, 9, true],
      ['Bachiller en Ingeniería de Sistemas', 15, 327, 138.59, 8.62, true],
      ['2012 - 2017', 360.15, 327, 41.68, 8.62, false],
      ['TECSUP', 15, 339, 32.84, 8.62, false],
      ['Datos de contacto', 427.35, 32.25, 72.23, 9, true],
      ['+51 987 654 138', 438.6, 48, 59.13, 8.62, false],
      ['milagrosccori61@outlook.com', 438.6, 60, 114.07, 8.62, false],
      ['Urb. Los Jardines D-4, Cusco', 438.6, 71.25, 109.11, 8.62, false],
      ['www.milagrosccori61.pe', 438.6, 83.25, 94.49, 8.62, false],
      ['Conocimientos', 427.35, 105.75, 61.88, 9, true],
      ['SAP', 427.35, 121.5, 16.03, 8.62, false],
      ['●●●●○', 553.1, 121.5, 31.14, 8.62, false],
      ['Comunicación efectiva', 427.35, 133.5, 86.25, 8.62, false],
      ['●●●●○', 553.1, 133.5, 31.14, 8.62, false],
      ['Trabajo en equipo', 427.35, 144.75, 67.88, 8.62, false],
      ['●●●●○', 553.1, 144.75, 31.14, 8.62, false],
      ['Scrum', 427.35, 156.75, 24.73, 8.62, false],
      ['●●●●○', 553.1, 156.75, 31.14, 8.62, false],
      ['Python', 427.35, 168.75, 27.69, 8.62, false],
      ['●●●●○', 553.1, 168.75, 31.14, 8.62, false],
      ['Idiomas', 427.35, 191.25, 33.57, 9, true],
      ['Español: Nativo', 427.35, 207, 60.22, 8.62, false],
      ['Inglés: Intermedio', 427.35, 219, 69.78, 8.62, false],
    ];
    const lines = layOut(placeRuns(placed));
    const texts = lines.map((line) => line.text);
    const degree = texts.findIndex((text) => text.startsWith('Bachiller en Ingeniería'));
    expect(texts[degree]).toContain('2012 - 2017');
    expect(lines[degree]?.column).toBe(0);
    expect(degree).toBeLessThan(texts.indexOf('Datos de contacto'));
    expect(texts.indexOf('TECSUP')).toBeLessThan(texts.indexOf('Datos de contacto'));
  });
});

describe('layOutPdfPage: a sidebar level with the main rows (issue 12)', () => {
  it('reads a sidebar whose items run on line under line as a column, not as side labels', () => {
    // A Chromium-printed fictional CV: the sidebar's headings and items share the main column's
    // line height, so most of its rows stand level with a main row.
    const placed: PlacedRun[] = [
      ['Lucía Torres Zevallos', 15, 30, 152.79, 16.5, true],
      ['Coordinadora de Proyectos', 15, 45.75, 106.14, 9.75, false],
      ['☎', 510.25, 30, 10.28, 8.25, false],
      ['+51 987 654 429', 524.27, 30, 56.22, 8.25, false],
      ['✉', 490.07, 41.25, 6.91, 8.25, false],
      ['luciatorres90@yahoo.es', 500.73, 41.25, 79.76, 8.25, false],
      ['⌂', 501.68, 51.75, 4.95, 8.25, false],
      ['Distrito de Ate, Lima', 510.39, 51.75, 70.11, 8.25, false],
      ['Portafolio', 18, 101.25, 38.49, 9, true],
      ['➤', 10.5, 117, 7.23, 8.62, false],
      ['GITHUB.COM/LUCIATORRES90', 21.48, 117, 123.71, 8.62, false],
      ['Aptitudes', 18, 140.25, 37.51, 9, true],
      ['• SAP', 10.5, 156, 21, 8.62, false],
      ['• Trabajo en equipo', 10.5, 168, 67.46, 8.62, false],
      ['• Photoshop', 10.5, 179.25, 41.6, 8.62, false],
      ['• Comunicación efectiva', 10.5, 191.25, 84.92, 8.62, false],
      ['• SQL', 10.5, 202.5, 21.47, 8.62, false],
      ['Lenguajes', 18, 225.75, 39.5, 9, true],
      ['Español: Nativo', 10.5, 241.5, 55.81, 8.62, false],
      ['Inglés: Intermedio', 10.5, 252.75, 63.47, 8.62, false],
      ['Resumen', 236.87, 101.25, 35.5, 9, true],
      [
        'Profesional responsable con experiencia en análisis de datos y trabajo en equipo.',
        229.37,
        117,
        278.3,
        8.62,
        false,
      ],
      ['Experiencia', 236.87, 140.25, 45.99, 9, true],
      ['AGROEXPORTADORA VALLE VERDE', 229.37, 156, 154.82, 8.62, true],
      ['Desarrollador Full Stack', 229.37, 168, 86.88, 8.62, false],
      ['2023 - 2024', 538.79, 168, 41.68, 8.62, false],
      [
        'Desarrollé APIs REST en Node.js y PostgreSQL para la app móvil.',
        241.37,
        182.25,
        231.89,
        8.62,
        false,
      ],
      ['Gestión de inventarios y control de almacén con SAP.', 241.37, 195.75, 185.64, 8.62, false],
      ['GRUPO PACÍFICO NORTE', 229.37, 213, 107.83, 8.62, true],
      ['Ingeniero de Software', 229.37, 225, 76.01, 8.62, false],
      ['Nov. 2021 — Mar. 2022', 496.23, 225, 84.25, 8.62, false],
      [
        'Elaboré reportes mensuales de ventas en Power BI para la gerencia comercial.',
        241.37,
        239.25,
        269.65,
        8.62,
        false,
      ],
      [
        'Capacité a 30 colaboradores en seguridad y salud en el trabajo.',
        241.37,
        252.75,
        217.22,
        8.62,
        false,
      ],
      ['Gestión de inventarios y control de almacén con SAP.', 241.37, 265.5, 185.64, 8.62, false],
      ['Formación', 236.87, 288.75, 41.99, 9, true],
      ['Ingeniería Industrial', 229.37, 304.5, 76.92, 8.62, true],
      ['2012 - 2017', 538.79, 304.5, 41.68, 8.62, false],
      ['TECSUP', 229.37, 315.75, 32.11, 8.62, false],
      ['Cursos', 236.87, 339, 27, 9, true],
      ['• Curso de Excel Empresarial – Cibertec (2022)', 229.37, 354.75, 164.68, 8.62, false],
      ['• Scrum Fundamentals – SCRUMstudy (2021)', 229.37, 366.75, 160.91, 8.62, false],
    ];
    const texts = layOut(placeRuns(placed)).map((line) => line.text);
    expect(texts).toContain('Lenguajes');
    expect(texts.indexOf('Inglés: Intermedio')).toBeLessThan(texts.indexOf('Resumen'));
    expect(texts.findIndex((text) => text.startsWith('Ingeniero de Software'))).toBeGreaterThan(
      texts.indexOf('Inglés: Intermedio'),
    );
  });
});

describe('layOutPdfPage: a Europass label column (issue 12)', () => {
  // Labels set flush right against the gutter in a column a third of the page wide: each
  // section's heading on a row of its own, each entry's dates level with the entry beside them.
  const page = (): PdfTextItem[] =>
    placeRuns([
      ['Curriculum Vitae', 89, 61, 111, 15],
      ['europass', 220, 55, 40, 9],
      ['INFORMACIÓN PERSONAL', 80, 99, 120, 9, true],
      ['Carmen Huamán Rojas', 220, 103, 160, 14, true],
      ['carmen.huaman@correo.pe', 220, 112, 120, 9],
      ['Av. El Sol 123, Cusco', 220, 124, 100, 9],
      ['EXPERIENCIA LABORAL', 90, 150, 110, 9, true],
      ['03/2019 – actualidad', 125, 164, 75, 8.5],
      ['Asistente contable', 220, 164, 90, 10, true],
      ['Pukara Wasi Andina S.A.C., Cusco', 220, 175, 150, 9],
      [
        '• Registré las compras y ventas del mes en el sistema contable de la empresa.',
        220,
        187,
        320,
        9,
      ],
      [
        '• Concilié las cuentas bancarias de las tres tiendas cada semana sin atrasos.',
        220,
        199,
        320,
        9,
      ],
      ['01/2016 – 02/2019', 130, 226, 70, 8.5],
      ['Auxiliar de caja', 220, 226, 80, 10, true],
      ['Kamayoq E.I.R.L., Urubamba', 220, 237, 130, 9],
      [
        '• Cuadré la caja de cada turno y preparé los depósitos diarios al banco.',
        220,
        249,
        320,
        9,
      ],
      ['EDUCACIÓN Y FORMACIÓN', 75, 280, 125, 9, true],
      ['2010 – 2015', 155, 294, 45, 8.5],
      ['Bachiller en Contabilidad', 220, 294, 120, 10, true],
      ['Universidad Andina del Cusco', 220, 305, 130, 9],
      ['2005 – 2009', 155, 324, 45, 8.5],
      ['Secundaria completa', 220, 324, 100, 10, true],
      ['I.E. Kamayoq, Cusco', 220, 335, 90, 9],
      ['COMPETENCIAS DIGITALES', 80, 361, 120, 9, true],
      ['Excel, SIAF, Concar', 220, 365, 90, 9],
    ]);

  it('reads each label, then the entry beside it, not the label column first', () => {
    const texts = layOut(page()).map((line) => line.text);
    const at = (part: string) => texts.findIndex((text) => text.includes(part));
    expect(at('Asistente contable')).toBeLessThan(at('01/2016 – 02/2019'));
    expect(at('01/2016 – 02/2019')).toBeLessThan(at('EDUCACIÓN Y FORMACIÓN'));
    expect(at('Kamayoq E.I.R.L.')).toBeLessThan(at('EDUCACIÓN Y FORMACIÓN'));
    expect(at('I.E. Kamayoq')).toBeLessThan(at('COMPETENCIAS DIGITALES'));
  });
});

describe('layOutPdfPage: a bold role beside plain dates and their length (issue 12)', () => {
  it('keeps the role’s line bold: the dates and their length in brackets do not weigh', () => {
    const lines = layOut(
      placeRuns([
        ['Técnico mecánico', 80, 100, 85, 10.5, true],
        ['Ene. 2017 – Feb. 2019 (2 años 2 meses)', 330, 100, 200, 10.5],
        ['Mantenimiento preventivo de motores gasolineros y diésel.', 90, 113, 290, 10.5],
      ]),
    );
    expect(lines[0]?.bold).toBe(true);
  });
});

describe('layOutPdfPage: a date column that wraps its ranges (issue 12)', () => {
  it('reads each range whole beside its title, and the duty under it without the range’s end', () => {
    const lines = layOut(
      placeRuns([
        ['Abr 2021 –', 58, 309, 40, 8.4, true],
        ['Analista de Costos', 122, 309, 90, 9.6, true],
        ['Actualidad', 57, 322, 42, 8.4, true],
        ['–', 122, 322, 4, 8.3],
        ['Control de costos y valorizaciones de obra.', 130, 322, 200, 8.3],
        ['Mar 2019 –', 56, 402, 44, 8.4, true],
        ['Asistente de Costos', 122, 405, 81, 9.6, true],
        ['Mar 2021', 62, 416, 38, 8.4, true],
        ['–', 122, 416, 4, 8.3],
        ['Registro de partes diarios de obra.', 130, 416, 150, 8.3],
      ]),
    );
    expect(lines.map((line) => [line.text, line.listItem])).toEqual([
      ['Abr 2021 – Actualidad Analista de Costos', false],
      ['Control de costos y valorizaciones de obra.', true],
      ['Mar 2019 – Mar 2021', false],
      ['Asistente de Costos', false],
      ['Registro de partes diarios de obra.', true],
    ]);
    // The title's size, not its smaller dates', is the line's.
    expect(lines[0]?.fontSize).toBe(9.6);
  });

  it('rejoins a range cut after its end’s month, and its length in brackets under it', () => {
    const lines = layOut(
      placeRuns([
        ['Jun. 2020 – Ago.', 41, 412, 70, 8.3, true],
        ['Enfermera – UCI', 128, 412, 120, 10, true],
        ['2021', 83, 423, 19, 8.3, true],
        ['CLÍNICA KAMAYOQ', 128, 426, 120, 8],
        ['(1 año 3 meses)', 46, 433, 56, 8.3],
        ['Cuidado de pacientes críticos.', 140, 438, 200, 9.3],
      ]),
    );
    const texts = lines.map((line) => line.text);
    expect(texts[0]).toMatch(/^Jun\. 2020 – Ago\. 2021 \(1 año 3 meses\)/u);
    expect(texts).not.toContain('2021');
    expect(texts).not.toContain('(1 año 3 meses)');
    expect(texts).toContain('CLÍNICA KAMAYOQ');
  });
});

describe('layOutPdfPage: a small table with a dates column in a one-column page (issue 12)', () => {
  it('keeps each row’s dates on its row, not as a column read after the page', () => {
    // A fictional Word CV exported to PDF: labelled personal data, a three-cell studies table
    // (level | school | years), then labelled jobs; the page number sits under the years and a
    // few long lines reach towards the margin, leaving open only the band before the years.
    const placed: PlacedRun[] = [
      ['JUAN CCAMA HUAYTA', 183, 79, 243, 13, true],
      ['I. DATOS PERSONALES', 71, 110, 126, 11, true],
      ['Fecha de Nacimiento : 12 de abril de 1972', 89, 131, 212, 10.5],
      ['Estado Civil : Casado', 89, 144, 153, 10.5],
      ['Teléfonos : 987 045 612', 89, 157, 164, 10.5],
      [
        'Domicilio : Mz. F Lt. 8, AA.HH. Señor de los Milagros – San Juan de Lurigancho',
        89,
        184,
        435,
        10.5,
      ],
      ['Correo electrónico : juan.ccama@correo.pe', 89, 211, 252, 10.5],
      ['II. ESTUDIOS REALIZADOS', 71, 238, 143, 11, true],
      ['Secundaria Completa', 89, 259, 102, 10],
      ['Colegio Nacional Pukara', 266, 259, 120, 10],
      ['1985 – 1989', 483, 259, 56, 10],
      ['Técnico en Mecánica Automotriz', 89, 275, 155, 10],
      ['Instituto Kamayoq', 266, 275, 90, 10],
      ['1991 – 1993', 483, 275, 56, 10],
      ['III. EXPERIENCIA LABORAL', 71, 302, 147, 11, true],
      ['Empresa : TRANSPORTES WASI S.A.C.', 89, 323, 230, 10.5, true],
      ['Cargo : Chofer Profesional', 89, 348, 150, 10.5],
      ['Tiempo : Marzo del 2017 a la fecha', 89, 362, 182, 10.5],
      ['Funciones :', 89, 375, 57, 10.5],
      ['• Transporte de mercadería Lima – Arequipa.', 111, 388, 230, 10.5],
      [
        '• Revisión diaria de la unidad (check list), control de guías y documentos de',
        111,
        401,
        427,
        10.5,
      ],
      ['carga.', 125, 415, 29, 10.5],
      ['Empresa : DISTRIBUIDORA INTI E.I.R.L.', 89, 454, 200, 10.5, true],
      ['Cargo : Operario de Almacén', 89, 467, 160, 10.5],
      ['Tiempo : Enero 2010 – Febrero 2017', 89, 481, 190, 10.5],
      ['Funciones :', 89, 494, 57, 10.5],
      ['• Recepción y despacho de productos terminados.', 111, 507, 260, 10.5],
      ['• Inventarios cíclicos y control de lotes.', 111, 520, 220, 10.5],
      [
        '• Recepción de mercadería de proveedores y abastecimiento de tienda (Plaza Vea Ate).',
        111,
        534,
        414,
        10.5,
      ],
      ['IV. CURSOS', 71, 560, 80, 11, true],
      ['• Manejo Defensivo (2018).', 111, 580, 140, 10.5],
      ['• Operador de Montacargas (2011).', 111, 594, 180, 10.5],
      ['• Primeros auxilios (2015).', 111, 608, 150, 10.5],
      ['Pág. 1', 510, 800, 28, 9],
    ];
    const lines = layOut(placeRuns(placed));
    const rowOf = (opening: string) => lines.find((line) => line.text.startsWith(opening))?.text;
    expect(rowOf('Secundaria Completa')).toMatch(/Colegio Nacional Pukara.*1985 – 1989$/u);
    expect(rowOf('Técnico en Mecánica')).toMatch(/Instituto Kamayoq.*1991 – 1993$/u);
    expect(new Set(lines.map((line) => line.column))).toEqual(new Set([0]));
  });
});

describe('layOutPdfPage: Word columns under a paragraph across the page (issue 12)', () => {
  it('splits the columns from their first rows, whose interleaving makes rows close', () => {
    // A fictional Word CV with a two-column section under the profile, exported to PDF by
    // LibreOffice: the two columns' rows interleave a few points apart, so the usual spacing
    // between rows is far less than a line's.
    const left = (text: string, baseline: number, width: number, size = 9.5, bold = false) =>
      [text, 51, baseline, width, size, bold] as PlacedRun;
    const right = (text: string, baseline: number, width: number, size = 9.5, bold = false) =>
      [text, 244, baseline, width, size, bold] as PlacedRun;
    const placed: PlacedRun[] = [
      ['Yesenia Quispe Poma', 115, 63, 366, 22, true],
      ['TÉCNICA EN ENFERMERÍA', 220, 80, 155, 11],
      ['Jr. Ayacucho 845 – Huancayo • Cel. 964 225 871 • yesi.quispe@correo.pe', 130, 96, 335, 9.5],
      ['PERFIL', 54, 123, 29, 10.5, true],
      left(
        'Técnica en Enfermería titulada con nueve años de experiencia en hospitalización, tópico',
        141,
        492,
        10,
      ),
      left(
        'y emergencia, con trato amable al paciente y cumplimiento de las normas de bioseguridad',
        153,
        492,
        10,
      ),
      left('en turnos rotativos.', 166, 315, 10),
      left('FORMACIÓN ACADÉMICA', 182, 112, 10.5, true),
      right('EXPERIENCIA LABORAL', 195, 100, 10.5, true),
      left('Enfermería – VIII ciclo (en curso)', 200, 134, 10, true),
      left('Universidad Kamayoq', 212, 121),
      right('Abril 2019 – hoy', 212, 61, 9),
      left('2022 – actualidad', 224, 69),
      right('Técnica en Enfermería', 224, 97, 10.5, true),
      right('Hospital Regional Docente Pukara', 237, 271, 10),
      left('Técnica en Enfermería (Titulada)', 242, 134, 10, true),
      left('Instituto Wasi', 251, 167),
      right('• Apoyo al personal de enfermería en Medicina y Emergencia', 251, 298),
      left('2010 – 2013', 263, 47),
      right('(turnos rotativos).', 263, 70),
      right('• Control y registro de funciones vitales y balance hídrico.', 275, 298),
      left('Educación Secundaria Completa', 283, 132, 10, true),
      right('dietas.', 287, 26),
      left('I.E. Santa Isabel – Huancayo', 295, 115),
      right('• Preparación de material e instrumental para procedimientos', 300, 299),
      left('Promoción 2009', 306, 63),
      right('pacientes.', 311, 39),
      left('CURSOS', 327, 35, 10.5, true),
      right('2016 – 2019', 327, 45, 9),
      left('• Soporte Vital Básico', 342, 133),
      right('Técnica en Enfermería – Tópico', 342, 136, 10.5, true),
      right('Clínica San Juan E.I.R.L.', 355, 130, 10),
      left('• Bioseguridad y manejo de residuos', 358, 170),
      right('• Atención en tópico: curaciones e inyectables.', 368, 238),
      left('• Atención integral del paciente', 381, 169),
      right('• Esterilización de material y control de stock.', 381, 259),
      right('• Admisión de pacientes en el sistema de citas.', 394, 219),
      left('• Primeros auxilios (2013)', 408, 159),
      right('Ene. 2014 – Dic. 2015', 412, 79, 9),
      right('Auxiliar de Farmacia', 425, 89, 10.5, true),
      right('Botica Salud Total – El Tambo', 437, 120, 10),
      left('IDIOMAS', 441, 40, 10.5, true),
      right('• Dispensación de medicamentos según receta médica.', 451, 298),
      left('Castellano: nativo', 458, 69),
      left('Quechua: intermedio', 470, 121),
      right('• Control de fechas de vencimiento e inventario.', 475, 222),
      left('Inglés: básico', 481, 52),
      left('HABILIDADES', 502, 59, 10.5, true),
      left('• Toma de funciones vitales', 518, 107),
      left('• Curación de heridas', 532, 83),
      left('• Manejo de historia clínica', 544, 106),
    ];
    const lines = layOut(placeRuns(placed));
    const columnOf = (text: string) => lines.find((line) => line.text === text)?.column;
    expect(columnOf('EXPERIENCIA LABORAL')).toBe(1);
    expect(columnOf('Abril 2019 – hoy')).toBe(1);
    expect(columnOf('Universidad Kamayoq')).toBe(0);
    expect(columnOf('FORMACIÓN ACADÉMICA')).toBe(0);
  });
});

describe('a big name beside small contact data on one baseline (issue 12)', () => {
  it('reads the name and the e-mail set right of it as two lines', () => {
    const lines = layOut(
      placeRuns([
        ['Iquitos – Loreto, Perú', 473, 37.5, 88, 8.4],
        ['+51 965 883 204', 488, 51, 74, 8.4],
        ['Rosa Kamayoq Wasi Quispe', 34, 62.2, 356, 22],
        ['rosa.kamayoq@correo.pe', 428, 64.5, 134, 8.4],
        ['Especialista en Marketing Digital', 34, 79.5, 259, 10.5],
      ]),
    ).map((line) => [line.text, line.fontSize]);
    expect(lines).toContainEqual(['Rosa Kamayoq Wasi Quispe', 22]);
    expect(lines).toContainEqual(['rosa.kamayoq@correo.pe', 8.4]);
  });

  it('keeps an icon glyph set larger beside its text on the text’s line', () => {
    // Parted from its text, the icon would make a line of its own, and the phone's line would
    // not know an icon opened it.
    const lines = layOut(
      placeRuns([
        ['\uF095', 40, 100, 10, 14],
        ['+51 965 883 204', 54, 100, 74, 8.4],
      ]),
    ).map((line) => [line.text, line.iconLead]);
    expect(lines).toEqual([['+51 965 883 204', true]]);
  });
});

describe('layOutPdfPage: a chart legend in a sidebar (issue 12)', () => {
  it('finds the gutter before the sidebar, not the wider strip before the legend', () => {
    // A main column at the left, a sidebar at x 380 whose pie chart (drawn, no text) has its five
    // labels at x 500: the strip before the labels is wider than the page's gutter.
    const main: PlacedRun[] = Array.from({ length: 24 }, (_, index) => [
      `Tarea ${index + 1}: reportes de ventas y control de inventarios en almacén`,
      40,
      120 + index * 14,
      300,
      9.6,
    ]);
    const legend: PlacedRun[] = ['Trabajo', 'Dormir', 'Familia', 'Deporte', 'Aprender'].map(
      (text, index) => [text, 500, 150 + index * 15, 30, 7.5],
    );
    const skills: PlacedRun[] = [
      'Excel avanzado',
      'Power BI',
      'SQL',
      'Python',
      'SAP MM',
      'Lean / 5S',
      'Tableau',
      'MS Project',
    ].map((text, index) => [text, 380, 257 + index * 15, 60, 9]);
    const lines = layOut(
      placeRuns([
        ['Rosa Kamayoq Huamán', 40, 60, 200, 18, true],
        ['MI DÍA A DÍA', 380, 122, 70, 12, true],
        ...legend,
        ['HABILIDADES', 380, 240, 70, 12, true],
        ...skills,
        ...main,
        ['1/2', 545, 812, 12, 7.6],
      ]),
    );
    const skillLines = lines.filter((line) => skills.some(([text]) => line.text === text));
    expect(skillLines).toHaveLength(skills.length);
    expect(skillLines.every((line) => line.column === 1)).toBe(true);
    expect(lines.find((line) => line.text === 'HABILIDADES')?.column).toBe(1);
  });
});
