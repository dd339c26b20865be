import { cvEngineErrorCodes } from '@cvlisto/cv-engine';
import { cvMessages } from '@cvlisto/shared';
import { describe, expect, it } from 'vitest';

import { describeEngineError } from './engine-error-messages';

/** The codes a user's file can cause: each must say what is wrong, not "Error al procesar". */
const fileErrorCodes = [
  cvEngineErrorCodes.emptyFile,
  cvEngineErrorCodes.unsupportedFormat,
  cvEngineErrorCodes.corruptFile,
  cvEngineErrorCodes.encryptedFile,
  cvEngineErrorCodes.imageOnlyPdf,
  cvEngineErrorCodes.archiveTooLarge,
  cvEngineErrorCodes.tooManyPages,
  cvEngineErrorCodes.fileTooLarge,
  cvEngineErrorCodes.documentTooComplex,
];

describe('describeEngineError', () => {
  it.each(fileErrorCodes)('gives %s a message of its own', (code) => {
    expect(describeEngineError(code)).not.toBe(cvMessages.processing);
  });

  it('tells the user how to save a document too complex to read (issue 11)', () => {
    expect(describeEngineError(cvEngineErrorCodes.documentTooComplex)).toBe(
      'Tu archivo es demasiado complejo para procesarlo. Guárdalo de nuevo como PDF o DOCX desde Word o Google Docs e inténtalo otra vez.',
    );
  });

  it('says a posting too short to tailor to in the words of the submission check (issue 13)', () => {
    expect(describeEngineError(cvEngineErrorCodes.jobPostingTooShort)).toBe(
      cvMessages.jobDescriptionTooShort,
    );
  });
});
