import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { findPageNumberLines, findRepeatedPageHeaders } from './page-headers';

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
});
