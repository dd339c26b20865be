import { describe, expect, it } from 'vitest';

import { layOutPdfPage } from './pdf-layout';
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
