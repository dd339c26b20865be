import { describe, expect, it } from 'vitest';

import { layOutPdfPage } from './pdf-layout';
import type { PdfTextItem } from './pdf-rows';
import { textRun } from './testing/pdf-text-items';

function lines(items: PdfTextItem[]) {
  return layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items });
}

/** A run ending at `end` (a right-aligned label), 9 pt. */
function rightAligned(text: string, end: number, baseline: number): PdfTextItem {
  const item = textRun(text, 0, baseline, 9);
  return { ...item, x: end - item.width };
}

describe('the weight of a line', () => {
  it('is its words’ weight: plain dates beside a bold title leave the line bold', () => {
    const title = { ...textRun('Analista de Datos', 40, 100, 9), bold: true };
    const dates = textRun('Mar. 2021 – Presente', 300, 100, 9);
    const line = lines([title, dates])[0];
    expect(line?.bold).toBe(true);
  });

  it('gives the two parts of a line set in two weights with no separator', () => {
    const title = { ...textRun('Jefe de Logística', 40, 100, 9), bold: true };
    const organisation = textRun('Banco del Sur', 40 + title.width + 3, 100, 9);
    const line = lines([title, organisation])[0];
    expect(line?.text).toBe('Jefe de Logística Banco del Sur');
    expect(line?.weightParts).toEqual(['Jefe de Logística', 'Banco del Sur']);
  });

  it('gives no parts for a bold label before its value or a bold word inside a sentence', () => {
    const label = { ...textRun('Teléfono:', 40, 100, 9), bold: true };
    const value = textRun('Celular 987 654 321', 40 + label.width + 3, 100, 9);
    expect(lines([label, value])[0]?.weightParts).toBeUndefined();
    const before = textRun('Lideré el proyecto', 40, 130, 9);
    const bold = { ...textRun('SAP', 40 + before.width + 3, 130, 9), bold: true };
    const after = textRun('en la planta', 40 + before.width + bold.width + 6, 130, 9);
    expect(lines([before, bold, after])[0]?.weightParts).toBeUndefined();
  });
});

describe('a line that opens with a bold name (issue 12)', () => {
  it('marks a bold employer beside its plain place at the right margin, not a bold label', () => {
    const employer = { ...textRun('Pukara Pagos', 40, 100, 9), bold: true };
    const place = rightAligned('Remoto (Bogotá, Colombia)', 555, 100);
    const line = lines([employer, place])[0];
    expect(line?.bold).toBe(false);
    expect(line?.boldLead).toBe(true);
    const label = { ...textRun('Logros:', 40, 130, 9), bold: true };
    const value = textRun('Reduje los costos en 20 %', 40 + label.width + 3, 130, 9);
    expect(lines([label, value])[0]?.boldLead).toBeUndefined();
  });
});

describe('a title wrapped in a box narrower than its line, beside flush-right dates', () => {
  it('reads the title whole when its first line ends on a joining word', () => {
    const bold = (text: string, x: number, baseline: number) => ({
      ...textRun(text, x, baseline, 9),
      bold: true,
    });
    const read = lines([
      bold('Supervisor de Producción y', 40, 100),
      rightAligned('Ago. 2024 – Hoy', 555, 100),
      bold('Mantenimiento de Planta', 40, 111),
      textRun('Agroexportadora Valle Verde', 40, 124, 9),
    ]).map((line) => line.text);
    expect(read).toEqual([
      'Supervisor de Producción y Mantenimiento de Planta | Ago. 2024 – Hoy',
      'Agroexportadora Valle Verde',
    ]);
  });
});
