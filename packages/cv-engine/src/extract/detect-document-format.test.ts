import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CvEngineError, type CvEngineErrorCode } from '../errors';
import { detectDocumentFormat } from './detect-document-format';
import { extractDocument } from './extract-document';
import { extractLimits } from './limits';
import { buildZip, createDeflatedEntry, readCorpusFile } from './testing/build-test-documents';

function catchError(action: () => unknown): unknown {
  try {
    action();
    return null;
  } catch (error) {
    return error;
  }
}

function expectCode(error: unknown, code: CvEngineErrorCode): void {
  expect(error).toBeInstanceOf(CvEngineError);
  expect((error as CvEngineError).code).toBe(code);
}

/** A compound file (OLE2) with one directory entry named `streamName`, as Office writes them. */
function buildCompoundFile(streamName: string): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  const view = new DataView(bytes.buffer);
  const entryOffset = 512 + 128; // after the root entry
  for (const [index, character] of [...'Root Entry'].entries())
    view.setUint16(512 + index * 2, character.charCodeAt(0), true);
  view.setUint16(512 + 64, ('Root Entry'.length + 1) * 2, true);
  bytes[512 + 66] = 5;
  for (const [index, character] of [...streamName].entries()) {
    view.setUint16(entryOffset + index * 2, character.charCodeAt(0), true);
  }
  view.setUint16(entryOffset + 64, (streamName.length + 1) * 2, true);
  bytes[entryOffset + 66] = 2;
  return bytes;
}

describe('detectDocumentFormat', () => {
  it('recognises a PDF by content, whatever it was called', () => {
    expect(detectDocumentFormat(readCorpusFile('cv/es-21.pdf'))).toBe('pdf');
  });

  it('accepts a PDF header after leading junk within 1024 bytes', () => {
    const bytes = new TextEncoder().encode(`${' '.repeat(500)}%PDF-1.4\n`);
    expect(detectDocumentFormat(bytes)).toBe('pdf');
  });

  it('recognises a DOCX by its word/ parts and a DOC by its WordDocument stream', () => {
    const docx = buildZip([createDeflatedEntry('word/document.xml', '<w:document/>')]);
    expect(detectDocumentFormat(docx)).toBe('docx');
    expect(detectDocumentFormat(buildCompoundFile('WordDocument'))).toBe('doc');
    const doc = new Uint8Array(
      readFileSync(new URL('./test-files/cv-libreoffice.doc', import.meta.url)),
    );
    expect(detectDocumentFormat(doc)).toBe('doc');
  });

  it('reports zero bytes as EMPTY_FILE', () => {
    expectCode(
      catchError(() => detectDocumentFormat(new Uint8Array(0))),
      'EMPTY_FILE',
    );
  });

  it('refuses a text file renamed .pdf, a spreadsheet and an Excel 97 file as UNSUPPORTED_FORMAT', () => {
    const text = new TextEncoder().encode('Nombre: Juan Pérez\nCorreo: juan@correo.pe\n');
    expectCode(
      catchError(() => detectDocumentFormat(text)),
      'UNSUPPORTED_FORMAT',
    );
    const spreadsheet = buildZip([
      createDeflatedEntry('[Content_Types].xml', '<Types/>'),
      createDeflatedEntry('xl/workbook.xml', '<workbook/>'),
    ]);
    expectCode(
      catchError(() => detectDocumentFormat(spreadsheet)),
      'UNSUPPORTED_FORMAT',
    );
    expectCode(
      catchError(() => detectDocumentFormat(buildCompoundFile('Workbook'))),
      'UNSUPPORTED_FORMAT',
    );
  });

  it('reports a password-protected DOCX (an OLE2 EncryptedPackage) as ENCRYPTED_FILE', () => {
    expectCode(
      catchError(() => detectDocumentFormat(buildCompoundFile('EncryptedPackage'))),
      'ENCRYPTED_FILE',
    );
  });
});

describe('extractDocument limits', () => {
  it('refuses files over 10 MB with FILE_TOO_LARGE before looking inside', async () => {
    const bytes = new Uint8Array(extractLimits.maxFileBytes + 1);
    bytes.set(new TextEncoder().encode('%PDF-1.7'), 0);
    const error: unknown = await extractDocument(bytes).catch((caught: unknown) => caught);
    expectCode(error, 'FILE_TOO_LARGE');
  });

  it('reports zero bytes as EMPTY_FILE', async () => {
    expectCode(
      await extractDocument(new Uint8Array(0)).catch((caught: unknown) => caught),
      'EMPTY_FILE',
    );
  });
});
