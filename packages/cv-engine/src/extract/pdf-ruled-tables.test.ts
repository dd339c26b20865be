import { describe, expect, it } from 'vitest';

import { parseCv } from '../parse/parse-cv';
import { extractDocument } from './extract-document';
import { loadPdfJs } from './load-pdfjs';
import { findRuledTableRows, takeRuledTableText } from './pdf-ruled-tables';
import { readRulings, type Ruling } from './pdf-rulings';
import type { PdfTextItem } from './pdf-rows';
import { writeOnePagePdf } from './testing/raw-pdf';

const horizontal = (at: number, from: number, to: number): Ruling => ({
  orientation: 'horizontal',
  at,
  from,
  to,
});
const vertical = (at: number, from: number, to: number): Ruling => ({
  orientation: 'vertical',
  at,
  from,
  to,
});

function item(text: string, x: number, baseline: number, width = text.length * 5): PdfTextItem {
  return { text, x, baseline, width, fontSize: 10, fontName: 'Helvetica', bold: false };
}

/** A form's table as Word draws it: each cell's own borders, so every line comes in pieces. */
function formTableRulings(): Ruling[] {
  const edges = [50, 150, 330, 480, 545];
  const levels = [100, 130, 175];
  const rulings: Ruling[] = [];
  for (const at of levels) {
    for (let cell = 1; cell < edges.length; cell += 1)
      rulings.push(horizontal(at, edges[cell - 1] as number, edges[cell] as number));
  }
  for (let row = 1; row < levels.length; row += 1) {
    for (const at of edges)
      rulings.push(vertical(at, levels[row - 1] as number, levels[row] as number));
  }
  return rulings;
}

describe('findRuledTableRows', () => {
  it('finds each drawn row and its cells, borders drawn cell by cell', () => {
    expect(findRuledTableRows(formTableRulings())).toEqual([
      { top: 100, bottom: 130, edges: [50, 150, 330, 480, 545] },
      { top: 130, bottom: 175, edges: [50, 150, 330, 480, 545] },
    ]);
  });

  it('takes a frame around one heading for no table', () => {
    const frame = [
      horizontal(80, 50, 300),
      horizontal(98, 50, 300),
      vertical(50, 80, 98),
      vertical(300, 80, 98),
    ];
    expect(findRuledTableRows(frame)).toEqual([]);
  });

  it('gives a table without side borders the ends of its horizontal borders', () => {
    const rulings = [
      horizontal(100, 40, 500),
      horizontal(140, 40, 500),
      vertical(200, 100, 140),
      vertical(350, 100, 140),
    ];
    expect(findRuledTableRows(rulings)).toEqual([
      { top: 100, bottom: 140, edges: [40, 200, 350, 500] },
    ]);
  });

  it('takes a lone line down a section between two rules for a timeline, not a table', () => {
    const rulings = [horizontal(100, 40, 500), horizontal(400, 40, 500), vertical(120, 100, 400)];
    expect(findRuledTableRows(rulings)).toEqual([]);
  });

  it('does not end a row at a border under only some of its cells', () => {
    // A header whose last cell ("Fecha") is split below into "Inicio" and "Fin".
    const rulings = [
      horizontal(100, 50, 400),
      horizontal(115, 300, 400),
      horizontal(130, 50, 400),
      vertical(50, 100, 130),
      vertical(200, 100, 130),
      vertical(300, 100, 130),
      vertical(350, 115, 130),
      vertical(400, 100, 130),
    ];
    expect(findRuledTableRows(rulings)).toEqual([
      { top: 100, bottom: 130, edges: [50, 200, 300, 400] },
    ]);
  });
});

describe('takeRuledTableText', () => {
  const rows = findRuledTableRows(formTableRulings());

  it('hands each row its items cell by cell and leaves the rest of the page', () => {
    const heading = item('FORMACION ACADEMICA', 50, 90);
    const inside = [
      item('Superior', 55, 145),
      item('Bachiller en', 155, 145),
      item('Administracion', 155, 157),
      item('Universidad Nacional', 335, 145),
      item('2019', 485, 145),
    ];
    const { tables, rest } = takeRuledTableText([heading, ...inside], rows);
    expect(rest).toEqual([heading]);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.cells.map((cell) => cell.map((piece) => piece.text))).toEqual([
      ['Superior'],
      ['Bachiller en', 'Administracion'],
      ['Universidad Nacional'],
      ['2019'],
    ]);
  });

  it('parts an item that runs over a border at the word space where the border falls', () => {
    // pdf.js joined two cells' first lines: "Superior" ends near 100, the next cell starts at 155.
    const joined = item('Superior Bachiller en', 55, 145, 165);
    const { tables } = takeRuledTableText([joined, item('2019', 485, 145)], rows);
    expect(tables[0]?.cells.map((cell) => cell.map((piece) => piece.text))).toEqual([
      ['Superior'],
      ['Bachiller en'],
      [],
      ['2019'],
    ]);
  });

  it('leaves a row whose text is all in one cell to be read as rows', () => {
    const { tables, rest } = takeRuledTableText([item('Superior', 55, 145)], rows);
    expect(tables).toEqual([]);
    expect(rest.map((piece) => piece.text)).toEqual(['Superior']);
  });
});

/** A public-sector form's education table, its borders drawn as Word draws them (thin boxes). */
function buildFormPdf(): Uint8Array {
  const top = 842;
  const text = (font: string, x: number, y: number, value: string) =>
    `BT /${font} 10 Tf ${x} ${top - y} Td (${value}) Tj ET`;
  const box = (x: number, y: number, width: number, height: number) =>
    `${x} ${top - y - height} ${width} ${height} re f`;
  const edges = [50, 150, 330, 480, 545];
  const levels = [130, 160, 205, 250];
  const borders = [
    ...levels.map((y) => box(50, y, 495, 0.5)),
    ...edges.flatMap((x) =>
      levels
        .slice(1)
        .map((y, index) => box(x, levels[index] as number, 0.5, y - (levels[index] as number))),
    ),
  ];
  const content = [
    text('F1', 50, 60, 'Rosa Elena Quispe Huaman'),
    text('F1', 50, 75, 'rosa.quispe@correo.pe'),
    text('F2', 50, 115, 'FORMACION ACADEMICA'),
    ...borders,
    text('F2', 55, 148, 'Nivel'),
    text('F2', 155, 148, 'T\\355tulo obtenido'),
    text('F2', 335, 148, 'Instituci\\363n educativa'),
    text('F2', 485, 148, 'Fecha'),
    text('F1', 55, 175, 'Superior'),
    text('F1', 155, 175, 'Bachiller en'),
    text('F1', 155, 187, 'Administraci\\363n'),
    text('F1', 335, 175, 'Universidad Nacional'),
    text('F1', 335, 187, 'de San Agust\\355n'),
    text('F1', 485, 175, '2019'),
    text('F1', 55, 220, 'T\\351cnico'),
    text('F1', 155, 220, 'T\\351cnico en'),
    text('F1', 155, 232, 'Contabilidad'),
    text('F1', 335, 220, 'Instituto Superior'),
    text('F1', 335, 232, 'Tecsup'),
    text('F1', 485, 220, '2015'),
    text('F2', 50, 290, 'EXPERIENCIA LABORAL'),
    text('F1', 50, 310, 'Asistente contable, Comercial Andina SAC, 2020 - 2023'),
  ].join('\n');
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  return writeOnePagePdf(content, '<< /Font << /F1 5 0 R /F2 6 0 R >> >>', [
    font('Helvetica'),
    font('Helvetica-Bold'),
  ]);
}

describe('a form table drawn in a PDF', () => {
  it('reads the thin boxes of its borders as rulings', async () => {
    const { getDocument, OPS } = await loadPdfJs();
    const pdf = await getDocument({ data: buildFormPdf() }).promise;
    const page = await pdf.getPage(1);
    const rulings = readRulings(await page.getOperatorList(), OPS, { x0: 0, top: 842 });
    await pdf.destroy();
    expect(rulings.filter((ruling) => ruling.orientation === 'horizontal')).toHaveLength(4);
    expect(rulings.filter((ruling) => ruling.orientation === 'vertical')).toHaveLength(15);
    expect(rulings).toContainEqual({ orientation: 'vertical', at: 150.25, from: 130, to: 160 });
  });

  it('is read cell by cell, as the same table in a DOCX: one education entry per row', async () => {
    const document = await extractDocument(buildFormPdf(), { ocrTimeBudgetMs: 0 });
    const cells = document.lines.filter((line) => line.source === 'table');
    expect(cells.map((line) => line.text)).toEqual([
      'Nivel',
      'Título obtenido',
      'Institución educativa',
      'Fecha',
      'Superior',
      'Bachiller en',
      'Administración',
      'Universidad Nacional',
      'de San Agustín',
      '2019',
      'Técnico',
      'Técnico en',
      'Contabilidad',
      'Instituto Superior',
      'Tecsup',
      '2015',
    ]);
    expect(new Set(cells.slice(4, 10).map((line) => line.tableRow)).size).toBe(1);
    const cv = parseCv(document);
    expect(
      cv.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Bachiller en Administración', 'Universidad Nacional de San Agustín', '2019'],
      ['Técnico en Contabilidad', 'Instituto Superior Tecsup', '2015'],
    ]);
    expect(cv.experience).toHaveLength(1);
  });
});
