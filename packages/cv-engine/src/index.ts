// The CV engine's only public surface (STYLE.md §1): bytes in, plain data out.
export { CvEngineError, cvEngineErrorCodes, type CvEngineErrorCode } from './errors';
export * from './model/index';
export type { DocumentFormat, ExtractedDocument, TextLine } from './extract/types';
export { detectDocumentFormat, extractDocument } from './extract/extract-document';
export { parseCv } from './parse/parse-cv';
export { analyseCv, type AtsFinding, type AtsReport } from './analyse/analyse-cv';
export { optimiseCv, type CvChange } from './optimise/optimise-cv';
export { extractKeywords, tailorCv, type TailorReport } from './tailor/tailor-cv';
export { renderCvToDocx } from './render/render-docx';
export { renderCvToPdf } from './render/render-pdf';
export type { RenderOptions } from './render/render-options';
export {
  aiFallbackMessage,
  optimiseCvDocument,
  optimiseParsedCv,
  readCv,
  renderCvDocument,
  type RenderedCv,
  type OptimisationOptions,
  type OptimisationReport,
  type OptimisationResult,
} from './pipeline';
export {
  editableFieldKinds,
  editPurposes,
  editRejectionReasons,
  fieldEditsSchema,
  type AiEditReport,
  type CvEditor,
  type EditableField,
  type EditableFieldKind,
  type EditPurpose,
  type EditRejectionReason,
  type EditRequest,
  type FieldEdit,
  type FieldEditsAnswer,
} from './edits/cv-editor';
export {
  applyFieldEdits,
  buildEditRequest,
  splitEditRequest,
  type EditRequestOptions,
} from './edits/editable-fields';
export { guardFieldEdits, type GuardResult, type RejectedEdit } from './edits/fact-guard';
export { sanitiseJobPosting } from './edits/sanitise-job-posting';
export { prepareEnglishCv } from './edits/translate-cv';
