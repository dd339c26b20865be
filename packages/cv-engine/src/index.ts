// The CV engine's only public surface (STYLE.md §1): bytes in, plain data out.
export { CvEngineError, cvEngineErrorCodes, type CvEngineErrorCode } from './errors';
export * from './model/cv-document';
export type { DocumentFormat, ExtractedDocument, TextLine } from './extract/types';
export { detectDocumentFormat, extractDocument } from './extract/extract-document';
export { parseCv } from './parse/parse-cv';
export { analyseCv, type AtsFinding, type AtsReport } from './analyse/analyse-cv';
export { optimiseCv, type CvChange } from './optimise/optimise-cv';
export { extractKeywords, tailorCv, type TailorReport } from './tailor/tailor-cv';
export { renderCvToDocx } from './render/render-docx';
export { renderCvToPdf } from './render/render-pdf';
export {
  optimiseCvDocument,
  optimiseParsedCv,
  readCv,
  type OptimisationReport,
  type OptimisationResult,
} from './pipeline';
