import { describe, expect, test } from 'vitest';
import { csvCell, toCsv } from './admin-claims-csv';

describe('the complaints book CSV', () => {
  test('plain text is written as it is, accents included', () => {
    expect(csvCell('Huamán Ñahui')).toBe('Huamán Ñahui');
    expect(csvCell(9.99)).toBe('9.99');
    expect(csvCell(null)).toBe('');
  });

  test('quotes, commas and line breaks are quoted, inner quotes doubled', () => {
    expect(csvCell('Av. Perú 123, Lima')).toBe('"Av. Perú 123, Lima"');
    expect(csvCell('Dijo "no"')).toBe('"Dijo ""no"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('línea 1\r\nlínea 2')).toBe('"línea 1\r\nlínea 2"');
  });

  test.each([
    ['=1+1', "'=1+1"],
    ['+51 987 654 321', "'+51 987 654 321"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tTAB', "'\tTAB"],
  ])('a cell starting like a formula (%j) is defused with an apostrophe', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('a formula that also needs quoting is defused inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://example.com","clic")')).toBe(
      '"\'=HYPERLINK(""http://example.com"",""clic"")"',
    );
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  test('a document starts with the byte-order mark and ends every row with CRLF', () => {
    const csv = toCsv(['Número', 'Detalle'], [['000000001-2026', 'Pagué, y nada']]);
    expect(csv).toBe('\uFEFFNúmero,Detalle\r\n000000001-2026,"Pagué, y nada"\r\n');
  });
});
