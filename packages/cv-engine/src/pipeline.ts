// The main job, stage after stage with nothing skipped (STYLE.md §7): extract → parse → analyse →
// optimise → (tailor) → analyse again → render.
import { analyseCv, type AtsFinding } from './analyse/analyse-cv';
import { extractDocument } from './extract/extract-document';
import type { CvDocument, CvWarning } from './model/cv-document';
import { optimiseCv, type CvChange } from './optimise/optimise-cv';
import { parseCv } from './parse/parse-cv';
import { renderCvToDocx } from './render/render-docx';
import { renderCvToPdf } from './render/render-pdf';
import { tailorCv, type TailorReport } from './tailor/tailor-cv';

/**
 * Reads a CV file (PDF, DOCX or DOC, identified by content) into a structured CvDocument.
 *
 * @example const cv = await readCv(new Uint8Array(await readFile('cv.pdf')))
 */
export async function readCv(bytes: Uint8Array): Promise<CvDocument> {
  return parseCv(await extractDocument(bytes));
}

export type OptimisationReport = {
  readonly scoreBefore: number;
  readonly scoreAfter: number;
  readonly findingsBefore: readonly AtsFinding[];
  readonly findingsAfter: readonly AtsFinding[];
  readonly changes: readonly CvChange[];
  /** With a job posting: keywords matched, to bring forward and missing, match before/after. */
  readonly tailoring: TailorReport | null;
  /** What parse could not place, and anything else the user should check. */
  readonly warnings: readonly CvWarning[];
};

export type OptimisationResult = {
  readonly source: CvDocument;
  readonly optimised: CvDocument;
  readonly report: OptimisationReport;
  readonly docx: Uint8Array;
  readonly pdf: Uint8Array;
};

/**
 * Optimises a CV file end to end: the improved CvDocument, the ATS report before and after, and
 * the rendered DOCX and PDF. With `jobPosting`, the CV is also tailored to that posting.
 *
 * @example const { docx, pdf, report } = await optimiseCvDocument(bytes, { jobPosting })
 */
export async function optimiseCvDocument(
  bytes: Uint8Array,
  options: { jobPosting?: string | undefined; appName?: string } = {},
): Promise<OptimisationResult> {
  const source = await readCv(bytes);
  return optimiseParsedCv(source, options);
}

/** The same as optimiseCvDocument, from an already parsed CV (e.g. a stored base CV). */
export async function optimiseParsedCv(
  source: CvDocument,
  options: { jobPosting?: string | undefined; appName?: string } = {},
): Promise<OptimisationResult> {
  const jobPosting = options.jobPosting?.trim() ? options.jobPosting : undefined;
  const analysisOptions = jobPosting ? { jobPosting } : {};
  const before = analyseCv(source, analysisOptions);
  const optimisation = optimiseCv(source);
  const tailoring = jobPosting ? tailorCv(optimisation.cv, jobPosting) : null;
  const optimised = tailoring?.cv ?? optimisation.cv;
  const after = analyseCv(optimised, analysisOptions);
  const renderOptions = options.appName ? { appName: options.appName } : {};
  const [docx, pdf] = await Promise.all([
    renderCvToDocx(optimised, renderOptions),
    renderCvToPdf(optimised, renderOptions),
  ]);
  return {
    source,
    optimised,
    docx,
    pdf,
    report: {
      scoreBefore: before.score,
      scoreAfter: after.score,
      findingsBefore: before.findings,
      findingsAfter: after.findings,
      changes: optimisation.changes,
      tailoring: tailoring?.report ?? null,
      warnings: source.warnings,
    },
  };
}
