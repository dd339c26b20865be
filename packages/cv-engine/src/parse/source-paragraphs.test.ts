import { describe, expect, test } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { isContactItemLine, readSourceParagraphs } from './source-paragraphs';

describe('readSourceParagraphs', () => {
  test('in a narrow sidebar, a phone, an e-mail or a web address on its own line is its own paragraph', () => {
    const lines = buildTestLines([
      { text: 'Miraflores, Lima', block: 1, width: 70 },
      { text: '987 654 321', block: 1, width: 70 },
      { text: 'rosa.quispe@correo.pe', block: 1, width: 78 },
      { text: 'linkedin.com/in/rosa-quispe', block: 1, width: 80 },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.text)).toEqual([
      'Miraflores, Lima',
      '987 654 321',
      'rosa.quispe@correo.pe',
      'linkedin.com/in/rosa-quispe',
    ]);
    expect(isContactItemLine('+51 (01) 234-5678')).toBe(true);
    expect(isContactItemLine('https://rosaquispe.pe')).toBe(true);
    expect(isContactItemLine('y Maras.')).toBe(false);
    expect(isContactItemLine('2019 – 2021')).toBe(false);
  });

  test('joins a line wrapped at the column edge and keeps a short line its own paragraph', () => {
    const lines = buildTestLines([
      { text: 'Analista de Créditos', bold: true, block: 1, width: 100 },
      { text: 'Caja Rural Los Andes · 2019 – 2021', block: 1, width: 170 },
      { text: 'Evalué solicitudes de crédito de pequeños comerciantes', block: 2, width: 400 },
      { text: 'del mercado mayorista y reduje la mora del portafolio.', block: 2, width: 260 },
      { text: 'Capacité a cinco asesores nuevos.', block: 3, width: 170, listItem: true },
    ]);
    expect(readSourceParagraphs(lines)).toEqual([
      { text: 'Analista de Créditos', bullet: false, bold: true },
      { text: 'Caja Rural Los Andes · 2019 – 2021', bullet: false },
      {
        text: 'Evalué solicitudes de crédito de pequeños comerciantes del mercado mayorista y reduje la mora del portafolio.',
        bullet: false,
      },
      { text: 'Capacité a cinco asesores nuevos.', bullet: true },
    ]);
  });

  test('joins a word broken by a hyphen and a line cut after "de", never a list item', () => {
    const lines = buildTestLines([
      { text: 'Coordiné la atención de', block: 1, width: 120, listItem: true },
      { text: 'Clientes corporativos y sus princi-', block: 1, width: 180 },
      { text: 'pales reclamos.', block: 1, width: 80 },
      { text: 'Elaboré reportes semanales.', block: 1, width: 140, listItem: true },
    ]);
    expect(readSourceParagraphs(lines)).toEqual([
      {
        text: 'Coordiné la atención de Clientes corporativos y sus principales reclamos.',
        bullet: true,
      },
      { text: 'Elaboré reportes semanales.', bullet: true },
    ]);
  });

  test('a sentence that ended starts a new paragraph even on a full line', () => {
    const lines = buildTestLines([
      { text: 'Gestioné el inventario del almacén central.', block: 1, width: 400 },
      { text: 'lideré un equipo de seis personas.', block: 1, width: 200 },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.text)).toEqual([
      'Gestioné el inventario del almacén central.',
      'lideré un equipo de seis personas.',
    ]);
  });

  test('a full line of prose goes on across a bold word or a capitalised name', () => {
    const lines = buildTestLines([
      {
        text: 'Profesional con cinco años de experiencia en el análisis de datos con',
        block: 1,
        width: 400,
      },
      { text: 'Power BI', block: 1, width: 40, bold: true },
      { text: 'Contador titulado con experiencia en auditoría', block: 2, width: 240 },
      { text: 'Lima, Perú', block: 2, width: 60 },
      {
        text: 'Lideré la migración de los sistemas contables de la empresa hacia',
        block: 3,
        width: 400,
      },
      { text: 'SAP Business One y capacité a los usuarios de cada área.', block: 3, width: 300 },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.text)).toEqual([
      'Profesional con cinco años de experiencia en el análisis de datos con Power BI',
      'Contador titulado con experiencia en auditoría',
      'Lima, Perú',
      'Lideré la migración de los sistemas contables de la empresa hacia SAP Business One y capacité a los usuarios de cada área.',
    ]);
  });

  test('a full short line (a title) does not take the bold line after it', () => {
    const lines = buildTestLines([
      { text: 'Jefe de Ventas Regional Sur', block: 1, width: 400 },
      { text: 'Distribuidora Andina', block: 1, width: 120, bold: true },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.text)).toEqual([
      'Jefe de Ventas Regional Sur',
      'Distribuidora Andina',
    ]);
  });

  test('marks the cell of a form table each paragraph was read in, and never joins across cells', () => {
    const lines = buildTestLines([
      { text: 'Ferretería El Progreso de', block: 1, width: 0, tableRow: 2, column: 0 },
      { text: 'Cajero', block: 2, width: 0, tableRow: 2, column: 1 },
      { text: '2021', block: 3, width: 0, tableRow: 2, column: 2 },
    ]);
    expect(readSourceParagraphs(lines)).toEqual([
      { text: 'Ferretería El Progreso de', bullet: false, tableCell: { row: 2, column: 0 } },
      { text: 'Cajero', bullet: false, tableCell: { row: 2, column: 1 } },
      { text: '2021', bullet: false, tableCell: { row: 2, column: 2 } },
    ]);
  });

  test('marks a line in larger type than the section as emphasis, as bold is', () => {
    const lines = buildTestLines([
      { text: 'Constructora Andina', block: 1, fontSize: 12 },
      { text: 'Asistente de obra', block: 2, fontSize: 11.5 },
      { text: 'marzo de 2022 - enero de 2024', block: 3, fontSize: 10.5 },
      { text: 'Supervisé el avance de obra y los metrados.', block: 4, fontSize: 10.5 },
      { text: 'Elaboré los informes semanales al residente.', block: 5, fontSize: 10.5 },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.bold ?? false)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  test('a sentence cut by the end of a page goes on at the top of the next', () => {
    const lines = buildTestLines([
      { text: 'Configuré el entorno de pruebas para', block: 1, page: 1, x: 224, column: 1 },
      { text: 'cumplir las normas de seguridad.', block: 2, page: 2, x: 224, column: 0 },
      { text: 'nueva línea que no sigue.', block: 3, page: 2, x: 224, column: 0 },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.text)).toEqual([
      'Configuré el entorno de pruebas para cumplir las normas de seguridad.',
      'nueva línea que no sigue.',
    ]);
  });
});

describe('how deep the source set each paragraph', () => {
  test('a description set in from its job, and a project set in again under it, keep their depth', () => {
    const lines = buildTestLines([
      { text: '2019 – 2023 Desarrollador, Andes Software, Lima.', bold: true, block: 1, x: 70 },
      { text: 'Lideré el equipo de aplicaciones móviles.', block: 2, x: 131 },
      { text: 'Mercado Rápido', bold: true, block: 3, x: 142 },
      { text: 'Aplicación de pedidos para bodegas de Lima.', block: 3, x: 142 },
      { text: '2016 – 2019 Analista, Caja Sur, Arequipa.', bold: true, block: 4, x: 72 },
      { text: 'Mantuve el sistema de créditos.', block: 5, x: 131 },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.indent ?? 0)).toEqual([
      0, 1, 2, 2, 0, 1,
    ]);
  });

  test('a line far to the right is aligned, not indented', () => {
    const lines = buildTestLines([
      { text: 'Contadora, Caja Sur', bold: true, block: 1, x: 50 },
      { text: '2019 – 2021', block: 2, x: 480 },
    ]);
    expect(readSourceParagraphs(lines).map((paragraph) => paragraph.indent)).toEqual([
      undefined,
      undefined,
    ]);
  });
});
