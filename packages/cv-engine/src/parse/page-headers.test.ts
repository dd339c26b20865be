import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import {
  findLineNumberGutters,
  findPageNumberLines,
  findRepeatedPageFooters,
  findRepeatedPageHeaders,
} from './page-headers';

const runningHeader = 'Diego Benavides Farfán · diego@arq.pe · +51 (1) 456-7890';

describe('findRepeatedPageHeaders', () => {
  it('finds the later copies of a line printed at the top of every page', () => {
    const lines = buildTestLines([
      { text: runningHeader, y: 35, fontSize: 8 },
      { text: 'Diego Benavides Farfán', y: 55, fontSize: 18 },
      { text: 'EXPERIENCIA', y: 100 },
      { text: 'Arquitecto proyectista', y: 120 },
      { text: runningHeader, page: 2, y: 35, fontSize: 8 },
      { text: 'REFERENCIAS', page: 2, y: 56 },
      { text: 'Arq. Miguel Ocampo', page: 2, y: 74 },
      { text: runningHeader.toUpperCase(), page: 3, y: 35, fontSize: 8 },
      { text: 'Ing. Patricia Salas', page: 3, y: 56 },
      { text: 'Arq. Miguel Ocampo', page: 3, y: 74 },
    ]);
    expect([...findRepeatedPageHeaders(lines)]).toEqual([4, 7]);
  });

  it('finds a letterhead of several lines, its page number changing from page to page', () => {
    const letterhead = (page: number) => [
      { text: 'Versión: 02', page, y: 30 },
      { text: 'Instituto Superior Tecnológico del Sur', page, y: 40 },
      { text: 'Código: FR-204-07', page, y: 52 },
      { text: 'Sede Arequipa', page, y: 62 },
      { text: `Página ${page} de 2`, page, y: 74 },
      { text: 'Formato de hoja de vida', page, y: 86 },
    ];
    const lines = buildTestLines([
      ...letterhead(1),
      { text: 'DATOS PERSONALES', y: 120 },
      ...letterhead(2),
      { text: 'EXPERIENCIA LABORAL', page: 2, y: 120 },
    ]);
    expect([...findRepeatedPageHeaders(lines)].sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 12]);
  });

  it('finds a letterhead drawn as a table, read cell by cell', () => {
    const letterhead = (page: number) =>
      [
        { text: 'Sistema de Gestión', y: 52, column: 0 },
        { text: 'Instituto Superior Tecnológico del Sur', y: 30, column: 1 },
        { text: 'Formato de hoja de vida', y: 52, column: 1 },
        { text: 'Código: FR-204-07', y: 30, column: 2 },
      ].map((cell) => ({ ...cell, page, source: 'table' as const, tableRow: page * 1000 }));
    const lines = buildTestLines([
      ...letterhead(1),
      { text: 'DATOS PERSONALES', y: 120 },
      ...letterhead(2),
      { text: 'EXPERIENCIA LABORAL', page: 2, y: 120 },
    ]);
    expect([...findRepeatedPageHeaders(lines)].sort((a, b) => a - b)).toEqual([5, 6, 7, 8]);
  });

  it('leaves one-page documents, pages that go on with the same words and Word headers alone', () => {
    expect(findRepeatedPageHeaders(buildTestLines([runningHeader, runningHeader]))).toEqual(
      new Set(),
    );
    const lines = buildTestLines([
      { text: runningHeader, source: 'header' },
      { text: 'Diego Benavides Farfán', y: 55 },
      { text: 'Lima', y: 70 },
      { text: 'Perú', y: 85 },
      { text: 'Disponibilidad inmediata', y: 100 },
      { text: runningHeader, page: 2, source: 'header' },
      { text: 'REFERENCIAS', page: 2, y: 56 },
      { text: 'Lima', page: 2, y: 70 },
      { text: 'Perú', page: 2, y: 85 },
      { text: 'Disponibilidad inmediata', page: 2, y: 300 },
    ]);
    expect(findRepeatedPageHeaders(lines)).toEqual(new Set());
  });
});

describe('findPageNumberLines', () => {
  it('finds page numbers that name their own page, in English or Spanish', () => {
    const lines = buildTestLines([
      { text: 'Supervisora de tienda', y: 100 },
      { text: 'Page 1 of 2', y: 780 },
      { text: 'Página 2 de 2', page: 2, y: 780 },
      { text: '2019 - 2021', page: 2, y: 100 },
      { text: 'Página 7 de 9', page: 2, y: 120 },
    ]);
    expect([...findPageNumberLines(lines)]).toEqual([1, 2]);
  });

  it('finds a bare number at the foot of each page, not one inside the text', () => {
    const lines = buildTestLines([
      { text: 'Supervisora de tienda', y: 100 },
      { text: '1', y: 300 },
      { text: '1', x: 530, y: 780 },
      { text: 'Cajera', page: 2, y: 100 },
      { text: '2', x: 530, page: 2, y: 780 },
    ]);
    expect([...findPageNumberLines(lines)]).toEqual([2, 4]);
    // One page alone: a bare "1" at its foot may be the text's.
    expect([...findPageNumberLines(lines.slice(0, 3))]).toEqual([]);
  });
});

describe('findRepeatedPageFooters', () => {
  const motto = 'FORMAMOS TÉCNICOS PARA EL DESARROLLO DEL PERÚ';
  const address = 'Av. Los Incas 450 · Cusco · Central 084 223344';

  it('finds the first copy of a footer printed under each page, and its later copies', () => {
    const lines = buildTestLines([
      { text: 'ESTUDIOS', y: 100 },
      { text: 'Técnico en Computación – Instituto Superior del Sur', y: 120 },
      { text: motto, y: 760 },
      { text: address, y: 775 },
      { text: 'EXPERIENCIA LABORAL', page: 2, y: 100 },
      { text: 'Cargo: Soporte técnico', page: 2, y: 120 },
      { text: motto, page: 2, y: 760 },
      { text: address, page: 2, y: 775 },
    ]);
    const { copies, firsts } = findRepeatedPageFooters(lines);
    expect([[...firsts].sort(), [...copies].sort()]).toEqual([
      [2, 3],
      [6, 7],
    ]);
  });

  it('finds a job board’s footer that prints its page’s number among its words', () => {
    const footer = (page: number) => `Hoja de vida descargada el 14/11/2023 | Página ${page} de 2`;
    const lines = buildTestLines([
      { text: 'EXPERIENCIA', y: 100 },
      { text: 'Cajera – Tiendas Wasi S.A.', y: 120 },
      { text: footer(1), y: 804 },
      { text: 'Secigrista – Poder Judicial', page: 2, y: 100 },
      { text: footer(2), page: 2, y: 804 },
    ]);
    const { copies, firsts } = findRepeatedPageFooters(lines);
    expect([[...firsts], [...copies]]).toEqual([[2], [4]]);
  });

  it('leaves one-page documents and a last line that differs from page to page alone', () => {
    expect(findRepeatedPageFooters(buildTestLines([motto, motto])).copies).toEqual(new Set());
    const lines = buildTestLines([
      { text: 'EXPERIENCIA', y: 100 },
      { text: 'Cajera – Tiendas del Sur', y: 780 },
      { text: 'EDUCACIÓN', page: 2, y: 100 },
      { text: 'Secundaria completa', page: 2, y: 780 },
    ]);
    expect(findRepeatedPageFooters(lines).firsts).toEqual(new Set());
  });

  it('leaves a heading that ends page 1 when a label wrapped at the foot of page 2 spells it', () => {
    // An old Europass form: "Education and training" heads page 1's last row; page 2 ends on
    // the wrapped label "Name and type of organisation providing / education and training".
    const lines = buildTestLines([
      { text: 'Work experience', y: 330, fontSize: 13, bold: true },
      { text: 'Dates September 2020 – present', y: 356 },
      { text: 'Education and training', y: 740, fontSize: 13, bold: true },
      { text: 'Dates May 2021', page: 2, y: 43 },
      { text: 'Name and type of organisation providing Universidad Wasi', page: 2, y: 310 },
      { text: 'education and training', page: 2, y: 321 },
    ]);
    const { copies, firsts } = findRepeatedPageFooters(lines);
    expect([[...firsts], [...copies]]).toEqual([[], []]);
  });
});

describe('findLineNumberGutters', () => {
  // A developer's template: the numbers 1…12 down the left margin, set flush right (a two-digit
  // number starts further left), beside the CV's own lines.
  const gutter = (count: number, page = 1) =>
    Array.from({ length: count }, (_, position) => {
      const text = String(position + 1);
      return { text, page, x: 40 - text.length * 6, width: text.length * 6, y: 60 + position * 20 };
    });
  const text = [
    { text: 'Rodrigo Quispe Mamani', x: 70, y: 60 },
    { text: 'Desarrollador Full Stack', x: 70, y: 80 },
    { text: 'HABILIDADES', x: 70, y: 120 },
    { text: 'React, Node.js, PostgreSQL', x: 70, y: 140 },
  ];

  it('finds the numbers a code editor prints down the margin, on every page', () => {
    const lines = buildTestLines([...gutter(12), ...text, ...gutter(10, 2)]);
    const found = findLineNumberGutters(lines);
    expect(found.size).toBe(22);
    expect([...found].every((index) => /^\d+$/.test(lines[index]?.text ?? ''))).toBe(true);
  });

  it("leaves a short run alone: it may be the text's own numbers", () => {
    expect(findLineNumberGutters(buildTestLines([...gutter(5), ...text])).size).toBe(0);
  });

  it('leaves numbers that do not count up one by one, or do not stand in one column', () => {
    const levels = gutter(9).map((line, position) => ({
      ...line,
      text: String(1 + (position % 3)),
    }));
    expect(findLineNumberGutters(buildTestLines([...levels, ...text])).size).toBe(0);
    const scattered = gutter(9).map((line, position) => ({ ...line, x: 40 + position * 30 }));
    expect(findLineNumberGutters(buildTestLines([...scattered, ...text])).size).toBe(0);
  });
});
