import { describe, expect, it } from 'vitest';

import { buildTestDocument } from '../parse/build-test-lines';
import { parseCv } from '../parse/parse-cv';
import { measureBodyFontSize } from './body-font-size';

// An invented one-page CV set in small type, as a designed template sets it: a large name, a
// few headings, the rest at 9 pt.
const smallTypeCv = [
  { text: 'Valeria Ccori Huamán', fontSize: 22, bold: true },
  { text: 'valeria.ccori@correo.pe · +51 955 123 456 · Arequipa', fontSize: 9 },
  { text: 'EXPERIENCIA', fontSize: 12, bold: true },
  { text: 'Asistente contable — Distribuidora Misti S.A.C. (2020 – 2023)', fontSize: 9 },
  { text: 'Concilié las cuentas bancarias de cuatro sucursales cada mes.', fontSize: 9 },
  { text: 'Preparé las declaraciones mensuales del IGV y la planilla.', fontSize: 9 },
  { text: 'FORMACIÓN', fontSize: 12, bold: true },
  { text: 'Contabilidad — Instituto Superior del Sur (2016 – 2019)', fontSize: 9 },
];

describe('measureBodyFontSize', () => {
  it('is the size most characters are set in, not the name or the headings', () => {
    expect(measureBodyFontSize(buildTestDocument(smallTypeCv))).toBe(9);
  });

  it('leaves headers and footers out', () => {
    const withFooter = [
      ...smallTypeCv.slice(0, 2),
      {
        text: 'Documento generado con una plantilla gratuita de currículum, versión de prueba para imprimir',
        fontSize: 7,
        source: 'footer' as const,
      },
    ];
    expect(measureBodyFontSize(buildTestDocument(withFooter))).toBe(9);
  });

  it('is null for a DOC (sizes not reported) and for a scan read by OCR', () => {
    expect(measureBodyFontSize({ ...buildTestDocument(smallTypeCv), format: 'doc' })).toBe(null);
    expect(measureBodyFontSize({ ...buildTestDocument(smallTypeCv), readByOcr: true })).toBe(null);
  });

  it('is recorded by parse in the CvDocument, beside the page count', () => {
    const cv = parseCv(buildTestDocument(smallTypeCv));
    expect(cv.sourceBodySize).toBe(9);
    expect(cv.sourcePages).toBe(1);
  });
});
