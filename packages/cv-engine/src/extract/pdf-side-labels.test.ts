import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { extractDocument } from './extract-document';
import { layOutPdfPage, layOutPdfPageWithGutter } from './pdf-layout';
import type { PdfTextItem } from './pdf-rows';
import { textRun } from './testing/pdf-text-items';

/** A text run of a fictional CV, regular 10.5 pt unless told. */
function run(text: string, x: number, baseline: number, fontSize = 10.5): PdfTextItem {
  return textRun(text, x, baseline, fontSize);
}

function texts(items: PdfTextItem[]): string[] {
  return layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items }).map((line) => line.text);
}

/** Label and value pairs, one per row 13 pt apart, the values at a tab stop (x 182). */
function form(baseline: number, pairs: [string, string][], labelX: (label: string) => number) {
  return pairs.flatMap(([label, value], index) => [
    run(label, labelX(label), baseline + index * 13),
    run(value, 182, baseline + index * 13),
  ]);
}

describe('a form whose labels stand level with their values', () => {
  it('reads "Cargo:" labels at a tab stop row by row, label then value', () => {
    const atMargin = () => 72;
    const items = [
      run('EXPERIENCIA LABORAL', 72, 100, 12),
      ...form(
        120,
        [
          ['Cargo:', 'Asistente Contable'],
          ['Empresa:', 'Cooperativa Santa Rosa'],
          ['Periodo:', 'Mar 2021 a Dic 2023'],
        ],
        atMargin,
      ),
      ...form(
        175,
        [
          ['Cargo:', 'Cajera'],
          ['Empresa:', 'Botica Los Andes'],
          ['Periodo:', 'Ene 2019 a Feb 2021'],
        ],
        atMargin,
      ),
      run('FORMACIÓN ACADÉMICA', 72, 230, 12),
      ...form(
        250,
        [
          ['Grado:', 'Contabilidad y Finanzas'],
          ['Institución:', 'Instituto Khipu'],
          ['Año:', '2016 a 2019'],
        ],
        atMargin,
      ),
    ];
    expect(texts(items)).toEqual([
      'EXPERIENCIA LABORAL',
      'Cargo: Asistente Contable',
      'Empresa: Cooperativa Santa Rosa',
      'Periodo: Mar 2021 a Dic 2023',
      'Cargo: Cajera',
      'Empresa: Botica Los Andes',
      'Periodo: Ene 2019 a Feb 2021',
      'FORMACIÓN ACADÉMICA',
      'Grado: Contabilidad y Finanzas',
      'Institución: Instituto Khipu',
      'Año: 2016 a 2019',
    ]);
  });

  it('reads a right-aligned label column (Europass) row by row too', () => {
    // Each label ends at x 170, against its value.
    const flushRight = (label: string) => 170 - label.length * 10.5 * 0.5;
    const entry = (baseline: number, dates: string, title: string, employer: string) =>
      form(
        baseline,
        [
          ['Fechas', dates],
          ['Profesión o cargo desempeñado', title],
          ['Nombre del empleador', employer],
        ],
        flushRight,
      );
    const items = [
      ...entry(120, '03/2021 - 12/2023', 'Asistente Contable', 'Cooperativa Santa Rosa'),
      ...entry(175, '01/2019 - 02/2021', 'Cajera', 'Botica Los Andes'),
    ];
    expect(texts(items)).toEqual([
      'Fechas 03/2021 - 12/2023',
      'Profesión o cargo desempeñado Asistente Contable',
      'Nombre del empleador Cooperativa Santa Rosa',
      'Fechas 01/2019 - 02/2021',
      'Profesión o cargo desempeñado Cajera',
      'Nombre del empleador Botica Los Andes',
    ]);
  });
});

describe('a name block centred over a page of dates at the left of each entry', () => {
  it('reads the name and contact before the first heading of the label column under them', () => {
    // A Word table of dates and jobs under a centred name, as LibreOffice prints it.
    const placed: [string, number, number, number, number, boolean][] = [
      ['ROSA QUISPE MAMANI', 180, 87, 235, 16, true],
      ['Cusco, Perú | 987654321 | rosa.quispe@correo.pe', 171, 102, 254, 10.5, false],
      ['Experiencia Laboral', 72, 126, 106, 12, true],
      ['JUNIO 2026 –', 78, 143, 56, 9.5, false],
      ['Desarrollador Full Stack', 190, 144, 111, 10.5, true],
      ['NOVIEMBRE 2026', 78, 154, 78, 9.5, false],
      ['Grupo Pacífico Norte', 190, 158, 91, 10.5, false],
      ['●', 208, 172, 6, 10, false],
      [
        'Realicé conciliaciones bancarias y declaraciones mensuales ante',
        226,
        172,
        270,
        10.5,
        false,
      ],
      ['SUNAT.', 226, 184, 38, 10.5, false],
      ['●', 208, 198, 6, 10, false],
      [
        'Coordiné un equipo de 5 personas en la implementación del ERP.',
        226,
        198,
        276,
        10.5,
        false,
      ],
      ['●', 208, 212, 6, 10, false],
      ['Reduje en 20 % el tiempo de atención de reclamos con un nuevo', 226, 212, 271, 10.5, false],
      ['flujo de trabajo.', 226, 225, 67, 10.5, false],
      ['SEPTIEMBRE 2023 –', 78, 238, 86, 9.5, false],
      ['Asistente de Gerencia', 190, 239, 97, 10.5, true],
      ['ABRIL 2026', 78, 249, 50, 9.5, false],
      ['Constructora Los Andes S.A.C.', 190, 253, 131, 10.5, false],
      ['●', 208, 267, 6, 10, false],
      ['Diseñé campañas en Meta Ads con un retorno de 3,5 veces la', 226, 267, 257, 10.5, false],
      ['inversión.', 226, 279, 42, 10.5, false],
      ['●', 208, 293, 6, 10, false],
      ['Atención al cliente y seguimiento de pedidos por correo.', 226, 293, 237, 10.5, false],
      ['ESTUDIOS REALIZADOS', 72, 319, 143, 12, true],
      ['2014 – 2019', 78, 336, 47, 9.5, false],
      ['Contabilidad y Finanzas', 190, 337, 110, 10.5, true],
      ['Universidad Nacional de Ingeniería', 190, 351, 149, 10.5, false],
    ];
    const items = placed.map(([text, x, baseline, width, fontSize, bold]) => ({
      ...run(text, x, baseline, fontSize),
      width,
      bold,
    }));
    expect(texts(items).slice(0, 3)).toEqual([
      'ROSA QUISPE MAMANI',
      'Cusco, Perú | 987654321 | rosa.quispe@correo.pe',
      'Experiencia Laboral',
    ]);
  });
});

describe('a Europass page read from a scan (issue 12)', () => {
  it('reads each label before its entry though sizes are measured loosely and headings not bold', () => {
    // What OCR hands over: headings in capitals whose weight the scan lost, sizes off by a few
    // points, a range whose dash went unread cut in two pieces, the logo's word and the footer's
    // date in the label column.
    const label = (text: string, baseline: number, size = 10) =>
      run(text, 177 - text.length * size * 0.5, baseline, size);
    const items = [
      run('Europass', 47, 45, 30),
      label('PERSONAL INFORMATION', 93, 15),
      run('Curriculum vitae', 194, 53, 11),
      run('Lucía Pukara Quispe', 188, 93, 15),
      run('Lima, Perú', 189, 117, 11),
      run('+51 987 654 321', 190, 137),
      run('lucia.pukara@correo.pe', 202, 158),
      label('WORK EXPERIENCE', 229, 9),
      label('Mar 2022 — Present', 245, 12.5),
      run('Senior Data Analyst', 188, 245, 12.5),
      run('Banco Kamayoq, Lima', 187, 262, 9.5),
      run('• Built a churn model for cards', 187, 277),
      run('• Automated weekly risk reports', 187, 288),
      run('Jun 2019', 85, 325),
      run('Feb 2022', 137, 325),
      run('Data Analyst', 188, 325),
      run('Tiendas Wasi, Lima', 187, 339),
      run('• Designed dashboards for 40 stores', 187, 355),
      run('• Cleaned sales data in SQL Server', 187, 365),
      label('Sep 2018 — Mar 2019', 403),
      run('Business Intelligence Intern', 188, 403),
      run('Consultora Inti, Lima', 188, 418),
      run('• Prepared monthly reports', 187, 433),
      label('EDUCATION', 467, 9),
      label('2013-2018', 482, 13),
      run('Bachelor in Statistics', 188, 482, 13),
      run('Universidad Nacional de Ingeniería', 188, 500),
      label('2020-2022', 525, 12.5),
      run('Master in Data Science', 188, 525, 12.5),
      run('Pontificia Universidad Católica del Perú', 188, 543),
      label('SKILLS', 568, 9),
      label('Data', 585, 9.5),
      run('SQL, Python, Power BI', 188, 585, 9.5),
      run('December 3,', 36, 795, 8),
      run('2026', 84, 795, 8),
      run('European Union | Page 1/1', 187, 795, 8),
    ];
    const lines = texts(items);
    expect(lines.indexOf('lucia.pukara@correo.pe')).toBeLessThan(lines.indexOf('WORK EXPERIENCE'));
    expect(lines).toContain('Mar 2022 — Present Senior Data Analyst');
    expect(lines).toContain('Jun 2019 Feb 2022 Data Analyst');
    expect(lines.indexOf('EDUCATION')).toBe(lines.indexOf('Prepared monthly reports') + 1);
    expect(lines).toContain('2013-2018 Bachelor in Statistics');
    // …as side labels, the layout the next page goes on in: each label ends at the gutter, the
    // range cut in two included.
    const page = { pageNumber: 1, width: 595, height: 842, items };
    expect(layOutPdfPageWithGutter(page).sideLabelGutter).not.toBeNull();
  });
});

describe('a table of studies in two columns above acronyms listed one per row', () => {
  it('reads the table column by column: an acronym alone on its row is no side heading', () => {
    const run = (text: string, x: number, baseline: number, size = 10, bold = false) => ({
      ...textRun(text, x, baseline, size),
      bold,
    });
    const items = [
      run('Estudios', 72, 237, 18, true),
      run('Grado en formación', 136, 273, 10, true),
      run('I.E.S Killa Wasi', 300, 273, 10, true),
      run('profesional en desarrollo', 136, 286),
      run('Ciclo del cual obtuve los conocimientos para', 300, 286),
      run('de aplicaciones web', 136, 298),
      run('desarrollar, implantar y mantener', 300, 298),
      run('2018 - actualidad', 139, 310),
      run('aplicaciones web.', 300, 310),
      run('Grado en formación', 136, 334, 10, true),
      run('I.E.S Inti Raymi', 300, 334, 10, true),
      run('profesional en Auxiliar', 136, 346),
      run('Ciclo del cual obtuve los conocimientos', 300, 346),
      run('administrativo', 136, 358),
      run('para la gestión de una empresa.', 300, 358),
      run('2011 - 2013', 136, 370),
      run('Capacidades', 72, 398, 18, true),
      run('Java', 144, 466),
      run('Angular', 300, 466),
      run('PHP', 144, 485),
      run('Django', 300, 485),
      run('HTML', 144, 545),
      run('Redes', 300, 545),
      run('CSS', 144, 566),
      run('SQL', 144, 585),
      run('GIT', 144, 605),
    ];
    const lines = texts(items);
    expect(lines.slice(1, 5)).toEqual([
      'Grado en formación',
      'profesional en desarrollo',
      'de aplicaciones web',
      '2018 - actualidad',
    ]);
  });
});

describe('a column of dates each wrapped over two rows (moderncv classic)', () => {
  it('reads each range whole before its entry, not row by row as a form', () => {
    const right = (text: string, baseline: number) => run(text, 125 - text.length * 5.25, baseline);
    const items = [
      run('Work Experience', 131, 100, 14.3),
      right('Aug 2021 –', 120),
      run('Full Stack Developer, Pago Wasi, Arequipa', 131, 120),
      right('Present', 134),
      run('Developed the onboarding flow in React', 131, 134),
      run('Cut page load time by 40%', 131, 146),
      run('Introduced end-to-end tests with Playwright', 131, 158),
      right('Jan 2019 –', 184),
      run('Backend Developer, Kallpa Soft, Arequipa', 131, 184),
      right('Jul 2021', 198),
      run('Maintained REST APIs in Java', 131, 198),
      run('Migrated the billing database to PostgreSQL', 131, 210),
      right('Mar 2018 –', 236),
      run('Junior Developer, Kallpa Soft, Arequipa', 131, 236),
      right('Dec 2018', 250),
      run('Fixed bugs in the invoicing module', 131, 250),
      run('Skills', 131, 284, 14.3),
      right('Frontend', 304),
      run('React, TypeScript, Tailwind', 131, 304),
    ];
    const lines = texts(items);
    expect(lines.slice(1, 3)).toEqual([
      'Aug 2021 – Present Full Stack Developer, Pago Wasi, Arequipa',
      'Developed the onboarding flow in React',
    ]);
    expect(lines).toContain('Maintained REST APIs in Java');
    expect(lines).toContain('Fixed bugs in the invoicing module');
  });
});

describe('side headings under the contact block in their column (moderncv fancy)', () => {
  it('reads the contact block as the header and each heading before the block beside it', () => {
    const right = (text: string, end: number, baseline: number, size: number) =>
      run(text, end - text.length * size * 0.5, baseline, size);
    const items = [
      run('Ana Quispe Rojas', 168, 70, 30),
      run('Analista de Datos', 168, 110, 17),
      right('Av. Grau 120', 150, 100, 10),
      right('Arequipa, Perú', 150, 112, 10),
      right('+51 987 654 321', 150, 124, 10),
      right('ana.quispe@correo.pe', 150, 136, 10),
      right('Perfil', 150, 200, 14.3),
      run('Analista con cinco años de experiencia en banca y comercio minorista.', 168, 202, 10.9),
      right('Experiencia', 150, 245, 14.3),
      run('Analista de Datos, Banco Andino, Lima.', 168, 247, 10.9),
      run('2022 – Actualidad', 470, 247, 10.9),
      run('Automaticé reportes semanales de riesgo', 180, 262, 10),
      run('Diseñé tableros para cuarenta tiendas', 180, 274, 10),
      run('Practicante, Tiendas Wasi, Lima.', 168, 300, 10.9),
      run('2020 – 2021', 490, 300, 10.9),
      run('Limpié datos de ventas en SQL', 180, 315, 10),
      right('Educación', 150, 345, 14.3),
      run('Bachiller en Estadística, Universidad Nacional de Ingeniería.', 168, 347, 10.9),
      run('2014 – 2019', 490, 347, 10.9),
      right('Habilidades', 150, 390, 14.3),
      run('Datos: SQL, Python, Power BI', 168, 392, 10.9),
    ];
    const lines = texts(items);
    const at = (text: string) => lines.findIndex((line) => line.startsWith(text));
    expect(at('ana.quispe@correo.pe')).toBeLessThan(at('Perfil'));
    expect(at('Experiencia')).toBe(at('Analista con cinco') + 1);
    expect(at('Analista de Datos, Banco Andino')).toBe(at('Experiencia') + 1);
    expect(at('Educación')).toBe(at('Limpié datos') + 1);
    expect(at('Habilidades')).toBe(at('Bachiller en Estadística') + 1);
  });
});

describe('a header above a page of side labels (issue 12)', () => {
  it('reads a contact row cut at the gutter before the full-width profile under it', async () => {
    // A LaTeX-like CV: a centred header whose contact row has a gap where the dates column of
    // the jobs below leaves its gutter; the profile under it runs across the whole page.
    const file = new URL('../../fixtures/invented/invented-zl03.pdf', import.meta.url);
    const document = await extractDocument(new Uint8Array(readFileSync(file)));
    expect(document.lines.slice(2, 5).map((line) => line.text)).toEqual([
      'DNI: 45871236 |',
      'Edad: 34 años | Cel.: 964 318 207 | wilfredo.huaman.r@hotmail.com',
      'PERFIL PROFESIONAL',
    ]);
  });

  it('ends the header at a heading level with the name beside it (Europass 2013)', async () => {
    // The logo tops the label column; "INFORMACIÓN PERSONAL" stands level with the name and
    // heads the contact block beside it, before "PUESTO SOLICITADO" heads the next.
    const file = new URL('../../fixtures/invented/invented-zl05.pdf', import.meta.url);
    const lines = (await extractDocument(new Uint8Array(readFileSync(file)))).lines.map(
      (line) => line.text,
    );
    expect(lines.slice(2, 4)).toEqual(['INFORMACIÓN PERSONAL', 'Carmen Rosa Villanueva Tello']);
    expect(lines.indexOf('✉ carmen.villanueva.tello@outlook.com')).toBeGreaterThan(3);
    expect(lines.indexOf('✉ carmen.villanueva.tello@outlook.com')).toBeLessThan(
      lines.indexOf('PUESTO SOLICITADO'),
    );
  });
});
