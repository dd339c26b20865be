// readCv over the malformed-input corpus (issue 11): every hostile or broken file ends in the
// engine's own error with the code that explains it, or is read into a valid CvDocument; never
// another exception, a stack overflow or a hang. The server's test uploads the same files.
import { describe, expect, it } from 'vitest';

import { CvEngineError, cvEngineErrorCodes, type CvEngineErrorCode } from './errors';
import { buildMalformedDocuments } from './extract/testing/malformed-documents';
import { cvDocumentSchema } from './model/cv-document';
import { readCv } from './pipeline';

/** 'readable': the file is odd but holds a CV the engine reads. */
const expectedOutcomes: Record<string, CvEngineErrorCode | 'readable'> = {
  // The image is skipped (complexityLimits.maxImagePixels); the page's text is read.
  'pdf-huge-image.pdf': 'readable',
  // The image is skipped, so the scan has neither text nor a picture to OCR.
  'pdf-scan-huge-image.pdf': cvEngineErrorCodes.emptyFile,
  'pdf-60000-text-items.pdf': cvEngineErrorCodes.documentTooComplex,
  // pdf.js drops the damaged dictionary entry and the nested forms it cannot follow.
  'pdf-nested-array.pdf': 'readable',
  'pdf-nested-forms.pdf': 'readable',
  'pdf-exponential-forms.pdf': cvEngineErrorCodes.documentTooComplex,
  'pdf-huge-page.pdf': 'readable',
  'pdf-5000-pages.pdf': cvEngineErrorCodes.tooManyPages,
  'pdf-truncated.pdf': cvEngineErrorCodes.corruptFile,
  'pdf-encrypted.pdf': cvEngineErrorCodes.encryptedFile,
  'pdf-header-only.pdf': cvEngineErrorCodes.corruptFile,
  'docx-xml-flood.docx': cvEngineErrorCodes.documentTooComplex,
  'docx-large-headers.docx': cvEngineErrorCodes.documentTooComplex,
  'docx-150000-paragraphs.docx': cvEngineErrorCodes.documentTooComplex,
  'docx-nested-tables.docx': cvEngineErrorCodes.documentTooComplex,
  'docx-nested-elements.docx': cvEngineErrorCodes.documentTooComplex,
  'docx-nested-hyperlinks.docx': cvEngineErrorCodes.documentTooComplex,
  // The control characters are dropped from the text.
  'docx-control-characters.docx': 'readable',
  'docx-nul-in-markup.docx': cvEngineErrorCodes.corruptFile,
  'docx-zip-bomb.docx': cvEngineErrorCodes.archiveTooLarge,
  'docx-lying-zip-bomb.docx': cvEngineErrorCodes.archiveTooLarge,
  'docx-lying-headers.docx': cvEngineErrorCodes.archiveTooLarge,
  'docx-truncated.docx': cvEngineErrorCodes.corruptFile,
  'doc-truncated.doc': cvEngineErrorCodes.corruptFile,
  'doc-garbage.doc': cvEngineErrorCodes.corruptFile,
  'png-named-pdf.pdf': cvEngineErrorCodes.unsupportedFormat,
  'executable-named-pdf.pdf': cvEngineErrorCodes.unsupportedFormat,
  'zip-named-docx.docx': cvEngineErrorCodes.unsupportedFormat,
  'empty.pdf': cvEngineErrorCodes.emptyFile,
};

/** C0/C1 controls other than tab, line feed and carriage return; PostgreSQL refuses NUL. */
const controlCharacterPattern = /(?![\t\n\r])\p{Cc}/u;

const documents = await buildMalformedDocuments();

describe('readCv on the malformed-input corpus', () => {
  it('has an expected outcome for every document of the corpus', () => {
    expect(documents.map((document) => document.name).sort()).toEqual(
      Object.keys(expectedOutcomes).sort(),
    );
  });

  it.each(documents.map((document) => [document.name, document] as const))(
    '%s',
    async (name, document) => {
      const expected = expectedOutcomes[name];
      const outcome: unknown = await readCv(document.bytes).catch((error: unknown) => error);
      if (expected === 'readable') {
        const cv = cvDocumentSchema.parse(outcome);
        const stringsWithControls: string[] = [];
        JSON.stringify(cv, (_key, value: unknown) => {
          if (typeof value === 'string' && controlCharacterPattern.test(value)) {
            stringsWithControls.push(value);
          }
          return value;
        });
        expect(stringsWithControls).toEqual([]);
        expect(cv.contact.name).toBe('Ana Torres Quispe');
      } else {
        expect(outcome).toBeInstanceOf(CvEngineError);
        expect((outcome as CvEngineError).code).toBe(expected);
      }
    },
  );
});
