import { cvEngineErrorCodes, type CvEngineErrorCode } from '@cvlisto/cv-engine';
import { cvMessages } from '@cvlisto/shared';

/** What a user reads when the engine cannot read their file (spec/core.md §8 style). */
const engineErrorMessages: Partial<Record<CvEngineErrorCode, string>> = {
  [cvEngineErrorCodes.emptyFile]:
    'No encontramos texto en tu archivo. Revisa que sea tu CV y vuelve a subirlo.',
  [cvEngineErrorCodes.unsupportedFormat]: cvMessages.fileType,
  [cvEngineErrorCodes.corruptFile]:
    'El archivo está dañado o incompleto. Vuelve a guardarlo o exportarlo y súbelo de nuevo.',
  [cvEngineErrorCodes.encryptedFile]:
    'El archivo está protegido con contraseña. Quítale la contraseña y vuelve a subirlo.',
  // Reached only when even OCR finds no text in the scanned pages.
  [cvEngineErrorCodes.imageOnlyPdf]:
    'No pudimos leer el texto de tu PDF escaneado. Sube tu CV en Word o un PDF con texto seleccionable.',
  [cvEngineErrorCodes.archiveTooLarge]: 'El archivo es demasiado grande para procesarlo.',
  // Issue 11: within the size limit but expanding beyond any CV (a flood of text or nesting).
  [cvEngineErrorCodes.documentTooComplex]:
    'Tu archivo es demasiado complejo para procesarlo. Guárdalo de nuevo como PDF o DOCX desde Word o Google Docs e inténtalo otra vez.',
  [cvEngineErrorCodes.tooManyPages]:
    'Tu archivo tiene demasiadas páginas para ser un CV (máximo 20).',
  [cvEngineErrorCodes.fileTooLarge]: cvMessages.fileTooLarge,
  // The submission check refuses it first; this is for a stored posting that predates it.
  [cvEngineErrorCodes.jobPostingTooShort]: cvMessages.jobDescriptionTooShort,
};

export function describeEngineError(code: CvEngineErrorCode): string {
  return engineErrorMessages[code] ?? cvMessages.processing;
}
