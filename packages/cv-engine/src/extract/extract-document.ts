// Stage 1 of the engine (issue 3): bytes → ExtractedDocument. The format comes from the content,
// the limits from limits.ts; each format has its own reader beside this file.

import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { detectDocumentFormat } from './detect-document-format';
import { extractDoc } from './extract-doc';
import { extractDocx } from './extract-docx';
import { extractPdf, type ExtractPdfOptions } from './extract-pdf';
import { extractLimits } from './limits';
import type { ExtractedDocument } from './types';

export { detectDocumentFormat } from './detect-document-format';
export { extractLimits } from './limits';

export type ExtractOptions = ExtractPdfOptions;

/**
 * Extracts a CV file's text, with layout, in reading order. PDF, DOCX and DOC are told apart by
 * their content, never by a file name. A scanned PDF (page images, no text) is read by OCR:
 * `readByOcr` says so.
 *
 * @throws CvEngineError with code EMPTY_FILE, FILE_TOO_LARGE, UNSUPPORTED_FORMAT, CORRUPT_FILE,
 *   ENCRYPTED_FILE, IMAGE_ONLY_PDF, ARCHIVE_TOO_LARGE or TOO_MANY_PAGES.
 * @example
 * const document = await extractDocument(new Uint8Array(await readFile('cv.pdf')));
 * document.lines[0]?.text; // 'JOSÉ DOROTEO ARANGO ARÁMBULA'
 */
export async function extractDocument(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  if (bytes.length > extractLimits.maxFileBytes) {
    throw new CvEngineError(
      cvEngineErrorCodes.fileTooLarge,
      `The file has ${bytes.length} bytes (limit ${extractLimits.maxFileBytes})`,
    );
  }
  const format = detectDocumentFormat(bytes);
  switch (format) {
    case 'pdf':
      return extractPdf(bytes, options);
    case 'docx':
      return extractDocx(bytes);
    case 'doc':
      return extractDoc(bytes);
  }
}
