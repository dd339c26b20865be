// The bounds on what a document may expand to (issue 11, extract/limits.ts complexityLimits)
// that the malformed corpus (read-malformed-documents.test.ts) does not show on its own: lines
// from breaks, nesting just inside the limit, long lists read in loops, control characters.
import { describe, expect, it } from 'vitest';

import { CvEngineError } from '../errors';
import { parseCv } from '../parse/parse-cv';
import { extractDocument } from './extract-document';
import { complexityLimits } from './limits';
import { buildZip, createDeflatedEntry } from './testing/build-test-documents';
import type { TextLine } from './types';

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';

/** A DOCX whose body starts with a name paragraph; stored uncompressed when `stored`. */
function buildDocx(bodyXml: string, { stored = false } = {}): Uint8Array {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ana Torres Quispe</w:t></w:r></w:p>${bodyXml}</w:body></w:document>`;
  const data = new TextEncoder().encode(xml);
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    // Repetitive XML over 1 MB compresses beyond the zip-bomb ratio: store it instead.
    stored
      ? { name: 'word/document.xml', data, method: 0, declaredSize: data.length }
      : createDeflatedEntry('word/document.xml', xml),
  ]);
}

async function readError(bytes: Uint8Array): Promise<unknown> {
  return extractDocument(bytes).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('complexityLimits in extract', () => {
  it('refuses a DOCX paragraph broken into more lines than maxLines', async () => {
    const lines = complexityLimits.maxLines + 10;
    const runs = Array.from({ length: lines }, (_, index) => `<w:t>Línea ${index}</w:t><w:br/>`);
    const error = await readError(buildDocx(`<w:p><w:r>${runs.join('')}</w:r></w:p>`));
    expect(error).toBeInstanceOf(CvEngineError);
    expect((error as CvEngineError).code).toBe('DOCUMENT_TOO_COMPLEX');
  });

  it('still reads tables nested 30 deep (real CVs nest XML at most 20 deep)', async () => {
    const depth = 30;
    const xml = `${'<w:tbl><w:tr><w:tc>'.repeat(depth)}<w:p><w:r><w:t>Celda interior</w:t></w:r></w:p>${'</w:tc></w:tr></w:tbl>'.repeat(depth)}`;
    const document = await extractDocument(buildDocx(xml));
    expect(document.lines.map((line) => line.text)).toEqual([
      'Ana Torres Quispe',
      'Celda interior',
    ]);
  });

  it('collects 150,000 table rows inside a content control without overflowing the stack', async () => {
    const rows = '<w:tr/>'.repeat(150_000);
    const xml = `<w:tbl><w:sdt><w:sdtContent>${rows}</w:sdtContent></w:sdt></w:tbl><w:p><w:r><w:t>Después de la tabla</w:t></w:r></w:p>`;
    const document = await extractDocument(buildDocx(xml, { stored: true }));
    expect(document.lines.map((line) => line.text)).toEqual([
      'Ana Torres Quispe',
      'Después de la tabla',
    ]);
  });

  it('drops NUL and other invisible control characters from the text', async () => {
    const document = await extractDocument(
      buildDocx(
        '<w:p><w:r><w:t>Ana\u0000 Torres\u0001\u0008\u000b\u001f\ufffe fin</w:t></w:r></w:p>',
      ),
    );
    expect(document.lines.map((line) => line.text)).toEqual([
      'Ana Torres Quispe',
      'Ana Torres fin',
    ]);
  });
});

describe('parseCv on very many lines', () => {
  it('reads 150,000 lines without overflowing the stack (issue 11: orderHeaderBand)', () => {
    const lines: TextLine[] = Array.from({ length: 150_000 }, (_, index) => ({
      text: index === 0 ? 'Ana Torres Quispe' : `Logro número ${index} en ventas`,
      page: 1,
      x: 0,
      y: index + 1,
      width: 0,
      fontSize: 11,
      bold: false,
      fontName: null,
      column: 0,
      block: index + 1,
      listItem: false,
      source: 'body',
    }));
    const cv = parseCv({
      format: 'docx',
      pageCount: 1,
      lines,
      hyperlinks: [],
      metadata: { title: null, author: null },
    });
    expect(cv.contact.name).toBe('Ana Torres Quispe');
  });
});
