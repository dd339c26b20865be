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

/** A fictional sidebar of contact and skill lines at the page's left (x 20). */
function sidebar(): PdfTextItem[] {
  return [
    'CONTACTO',
    '+51 987 654 321',
    'rosa.quispe@correo.pe',
    'Cusco, Perú',
    'HABILIDADES',
    'Excel avanzado',
    'Power BI',
    'Trabajo en equipo',
    'IDIOMAS',
    'Inglés intermedio',
  ].map((text, index) => textRun(text, 20, 64.5 + index * 15.5, 9));
}

describe('a column of dates beside the entries inside the main column', () => {
  it('reads each wrapped date with its entry, and the entry text keeps its left edge', () => {
    const items = [
      ...sidebar(),
      textRun('Rosa Quispe Mamani', 220, 40, 18),
      textRun('Profesional responsable con experiencia en análisis de datos', 220, 58, 9),
      textRun('y atención al cliente en banca y comercio minorista.', 220, 69, 9),
      textRun('EXPERIENCIA LABORAL', 220, 80, 11),
      rightAligned('Mar. 2021 –', 295, 100),
      textRun('Analista de Datos', 310, 100, 9),
      rightAligned('Presente', 295, 111),
      textRun('Banco del Sur, Lima', 310, 111, 9),
      textRun('Elaboré reportes mensuales de ventas para la gerencia.', 310, 125, 9),
      rightAligned('2019 –', 295, 150),
      textRun('Cajero', 310, 150, 9),
      rightAligned('2021', 295, 161),
      textRun('Tiendas Sol', 310, 161, 9),
      textRun('Atendí a los clientes y cuadré la caja diaria.', 310, 175, 9),
      textRun('FORMACIÓN ACADÉMICA', 220, 205, 11),
      textRun('Contabilidad y Finanzas, Instituto Khipu, 2014 - 2017', 220, 222, 9),
    ];
    const read = lines(items).filter((line) => line.column === 1);
    expect(read.map((line) => line.text)).toEqual([
      'Rosa Quispe Mamani',
      'Profesional responsable con experiencia en análisis de datos',
      'y atención al cliente en banca y comercio minorista.',
      'EXPERIENCIA LABORAL',
      'Mar. 2021 – Presente Analista de Datos',
      'Banco del Sur, Lima',
      'Elaboré reportes mensuales de ventas para la gerencia.',
      '2019 – 2021 Cajero',
      'Tiendas Sol',
      'Atendí a los clientes y cuadré la caja diaria.',
      'FORMACIÓN ACADÉMICA',
      'Contabilidad y Finanzas, Instituto Khipu, 2014 - 2017',
    ]);
    const first = read.find((line) => line.text.startsWith('Mar. 2021'));
    expect(first?.x).toBe(310);
  });

  it('leaves one-row dates beside one-line entries as they were', () => {
    const items = [
      ...sidebar(),
      textRun('Rosa Quispe Mamani', 220, 40, 18),
      textRun('Profesional responsable con experiencia en análisis de datos', 220, 58, 9),
      textRun('EXPERIENCIA', 220, 80, 11),
      textRun('2021 – 2023', 220, 100, 9),
      textRun('Analista de Datos, Banco del Sur', 310, 100, 9),
      textRun('2019 – 2021', 220, 114, 9),
      textRun('Cajero, Tiendas Sol', 310, 114, 9),
      textRun('Profesional responsable con experiencia en análisis de datos y ventas.', 220, 140),
    ];
    const read = lines(items).filter((line) => line.column === 1);
    expect(read.map((line) => line.text)).toEqual([
      'Rosa Quispe Mamani',
      'Profesional responsable con experiencia en análisis de datos',
      'EXPERIENCIA',
      '2021 – 2023 Analista de Datos, Banco del Sur',
      '2019 – 2021 Cajero, Tiendas Sol',
      'Profesional responsable con experiencia en análisis de datos y ventas.',
    ]);
  });
});

describe('side headings written once left of their blocks, inside a column', () => {
  it('reads each heading before the block it stands beside, even set a little lower', () => {
    const main = [
      textRun('Diego Huamán Rojas', 40, 40, 18),
      textRun('PERFIL', 40, 80, 9),
      textRun('Profesional proactivo con experiencia en logística y ventas.', 130, 80, 9),
      textRun('Analista de Datos | 2022 – 2024', 130, 100, 9),
      textRun('EXPERIENCIA', 40, 104, 9),
      textRun('Banco del Sur', 130, 111, 9),
      textRun('Elaboré reportes mensuales para la gerencia comercial.', 130, 125, 9),
      textRun('Cajero | 2019 – 2021', 130, 145, 9),
      textRun('Tiendas Sol', 130, 156, 9),
      textRun('Atendí a los clientes y cuadré la caja diaria.', 130, 170, 9),
      textRun('FORMACIÓN', 40, 195, 9),
      textRun('Contabilidad y Finanzas', 130, 195, 9),
      textRun('Instituto Khipu', 130, 206, 9),
    ];
    const side = sidebar().map((item) => ({ ...item, x: item.x + 420 }));
    const read = lines([...main, ...side]).filter((line) => line.column === 0);
    expect(read.map((line) => line.text)).toEqual([
      'Diego Huamán Rojas',
      'PERFIL',
      'Profesional proactivo con experiencia en logística y ventas.',
      'EXPERIENCIA',
      'Analista de Datos | 2022 – 2024',
      'Banco del Sur',
      'Elaboré reportes mensuales para la gerencia comercial.',
      'Cajero | 2019 – 2021',
      'Tiendas Sol',
      'Atendí a los clientes y cuadré la caja diaria.',
      'FORMACIÓN',
      'Contabilidad y Finanzas',
      'Instituto Khipu',
    ]);
  });
});

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
