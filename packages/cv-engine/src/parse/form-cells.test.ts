import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { joinLabelCells } from './form-cells';

describe('joinLabelCells (issue 12)', () => {
  it('reads a label cell and the value cell beside it as one field', () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    const lines = buildTestLines([
      cell('Cargo:', 0),
      cell('Residente de obra', 1),
      cell('Entidad:', 0),
      cell('Municipalidad Distrital de Wanchaq', 1),
      // A label over an empty value cell, then the next label: nothing to join.
      cell('Funciones:', 0),
      cell('Periodo:', 0),
      cell('01/03/2021 – 31/12/2023', 1),
      // Outside a table a line ending in a colon announces what follows.
      { text: 'Logros:' },
      { text: 'Terminé la obra en plazo.', column: 1 },
    ]);
    expect(joinLabelCells(lines).map((line) => line.text)).toEqual([
      'Cargo: Residente de obra',
      'Entidad: Municipalidad Distrital de Wanchaq',
      'Funciones:',
      'Periodo: 01/03/2021 – 31/12/2023',
      'Logros:',
      'Terminé la obra en plazo.',
    ]);
  });
});
