// PDFs written by hand for tests (test-only): numbered objects, an exact cross-reference table,
// no library in between, so a file can say things no PDF library would write.

import { deflateSync } from 'node:zlib';

const encoder = new TextEncoder();

export type PdfObject = string | { readonly dictionary: string; readonly stream: Uint8Array };

/** Writes objects 1…n (object 1 is the catalog) with a correct xref table and trailer. */
export function writeRawPdf(objects: readonly PdfObject[], trailerEntries = ''): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  const push = (part: Uint8Array): void => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(encoder.encode(`${index + 1} 0 obj\n${object}\nendobj\n`));
    } else {
      push(
        encoder.encode(
          `${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.stream.length} >>\nstream\n`,
        ),
      );
      push(object.stream);
      push(encoder.encode('\nendstream\nendobj\n'));
    }
  });
  const xrefOffset = length;
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerEntries}>>\n`,
    `startxref\n${xrefOffset}\n%%EOF\n`,
  ].join('');
  push(encoder.encode(xref));
  return concatenate(parts);
}

export function concatenate(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const output = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.length;
  }
  return output;
}

/** A single-page PDF: the content stream, plus any extra objects from number 5 on. */
export function writeOnePagePdf(
  content: string,
  resources: string,
  extraObjects: readonly PdfObject[] = [],
  mediaBox = '[0 0 595 842]',
): Uint8Array {
  return writeRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources ${resources} /Contents 4 0 R >>`,
    { dictionary: '/Filter /FlateDecode', stream: new Uint8Array(deflateSync(content)) },
    ...extraObjects,
  ]);
}
