import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CvEngineError } from '../errors';
import { extractDocument } from './extract-document';

// cv-libreoffice.doc is cv-libreoffice-source.docx (made with the docx package) saved as
// "MS Word 97" by LibreOffice: `soffice --headless --convert-to doc cv-libreoffice-source.docx`.
const docBytes = new Uint8Array(
  readFileSync(new URL('./test-files/cv-libreoffice.doc', import.meta.url)),
);

describe('extractDocument on a .doc saved by LibreOffice', () => {
  it('reads headers, body paragraphs, table cells and typed bullets, keeping Unicode', async () => {
    const document = await extractDocument(docBytes);
    expect(document.format).toBe('doc');
    expect(document.pageCount).toBe(1);
    expect(document.lines.map((line) => [line.text, line.source, line.listItem])).toEqual([
      ['Lucía Fernández Rojas — CV', 'header', false],
      ['Lucía Fernández Rojas', 'body', false],
      ['lucia.fernandez@correo.pe · +51 912 345 678 · Arequipa, Perú', 'body', false],
      ['EXPERIENCIA PROFESIONAL', 'body', false],
      [
        'Asistente administrativa — Municipalidad de Arequipa (mar. 2019 – actualidad)',
        'body',
        false,
      ],
      // Curly quotes stay curly (filterUnicode: false).
      ['Gestioné el archivo de expedientes “trámite documentario”', 'body', false],
      ['Atendí a más de 40 ciudadanos por día', 'body', false],
      ['EDUCACIÓN', 'body', false],
      ['Universidad Nacional de San Agustín 2014 – 2018', 'body', false],
      ['Bachiller en Administración de Empresas', 'body', true],
    ]);
    expect(document.lines.every((line) => line.fontSize === 11 && !line.bold)).toBe(true);
  });

  it('reports a truncated .doc as CORRUPT_FILE', async () => {
    const error: unknown = await extractDocument(docBytes.subarray(0, docBytes.length / 2)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CvEngineError);
    expect((error as CvEngineError).code).toBe('CORRUPT_FILE');
  });
});
