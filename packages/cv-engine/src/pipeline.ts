// The main job, stage after stage with nothing skipped (STYLE.md §7): extract → parse → analyse →
// optimise → (tailor) → (language model: rewrite or tailor, or translate; issue 7) → render →
// read our own PDF back and analyse it again (issue 13: the score after describes the output).
import { analyseCv, type AtsFinding, type AtsReport } from './analyse/analyse-cv';
import { toSearchText } from './analyse/search-text';
import type { AiEditReport, CvEditor, EditPurpose } from './edits/cv-editor';
import { EditorUnavailableError, editCvWithModel, type ModelEditResult } from './edits/edit-cv';
import { prepareEnglishCv } from './edits/translate-cv';
import { CvEngineError, cvEngineErrorCodes } from './errors';
import { extractDocument } from './extract/extract-document';
import type { CvDocument, CvWarning } from './model/cv-document';
import { optimiseCv, type CvChange } from './optimise/optimise-cv';
import { parseCv, parseWarningCodes } from './parse/parse-cv';
import { renderCvToDocx } from './render/render-docx';
import { renderCvToPdf } from './render/render-pdf';
import type { RenderOptions } from './render/render-options';
import { extractKeywords, type JobKeyword } from './keywords/extract-keywords';
import { findKeywordEvidence, measureKeywordMatch } from './keywords/match-keywords';
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
  /** What the language model did, one entry per pass; empty without an editor. */
  readonly aiEdits: readonly AiEditReport[];
};

export type OptimisationOptions = {
  /** Tailor the CV to this posting (untrusted text: sanitised before it reaches a model). */
  readonly jobPosting?: string | undefined;
  /** Written into the documents as their creator. */
  readonly appName?: string | undefined;
  /** The documents' creation date (default: now); fixed for reproducible files. */
  readonly creationDate?: Date | undefined;
  /**
   * A language model behind the CvEditor port: it rewrites (or, with a posting, tailors) the
   * built-in result, under the fact guard; when the editor fails the built-in result stands.
   */
  readonly editor?: CvEditor | undefined;
  /** Translate the result into English; needs `editor` (TRANSLATION_UNAVAILABLE without one). */
  readonly translate?: boolean | undefined;
  /** Aborts the editor's calls (e.g. a deadline); an aborted rewrite falls back. */
  readonly signal?: AbortSignal | undefined;
  /**
   * The source file's page count: the output is fitted to no more pages (issue 13). Default: the
   * one parse recorded in the CvDocument (`sourcePages`).
   */
  readonly sourcePageCount?: number | undefined;
};

/** What the user reads when the model could not be used (no provider detail). */
export const aiFallbackMessage =
  'No pudimos usar la IA esta vez; tu CV se optimizó con nuestro motor.';

export type OptimisationResult = {
  readonly source: CvDocument;
  readonly optimised: CvDocument;
  readonly report: OptimisationReport;
  readonly docx: Uint8Array;
  readonly pdf: Uint8Array;
};

/**
 * Optimises a CV file end to end: the improved CvDocument, the ATS report before and after, and
 * the rendered DOCX and PDF. With `jobPosting`, the CV is also tailored to that posting; with
 * `editor`, a language model improves the built-in result under the fact guard; with `translate`,
 * the result is in English.
 *
 * @example const { docx, pdf, report } = await optimiseCvDocument(bytes, { jobPosting, editor })
 */
export async function optimiseCvDocument(
  bytes: Uint8Array,
  options: OptimisationOptions = {},
): Promise<OptimisationResult> {
  if (options.translate && !options.editor) throw translationUnavailable();
  return optimiseParsedCv(await readCv(bytes), options);
}

/** The same as optimiseCvDocument, from an already parsed CV (e.g. a stored base CV). */
export async function optimiseParsedCv(
  source: CvDocument,
  options: OptimisationOptions = {},
): Promise<OptimisationResult> {
  const { editor, signal } = options;
  if (options.translate && !editor) throw translationUnavailable();
  const jobPosting = options.jobPosting?.trim() ? options.jobPosting : undefined;
  // The posting's keywords, extracted once: analysis before and after, tailoring and the model's
  // pass all measure against the same list.
  const postingKeywords = jobPosting ? extractKeywords(jobPosting) : undefined;
  const analysisOptions = postingKeywords ? { postingKeywords } : {};
  const before = analyseCv(source, analysisOptions);
  const optimisation = optimiseCv(source);
  const tailoring =
    jobPosting && postingKeywords ? tailorCv(optimisation.cv, jobPosting, postingKeywords) : null;
  const builtIn = tailoring?.cv ?? optimisation.cv;

  let optimised = builtIn;
  let tailoringReport = tailoring?.report ?? null;
  const aiEdits: AiEditReport[] = [];
  if (editor && options.translate) {
    const translation = await translateWithModel(builtIn, { source, editor, signal });
    optimised = prepareEnglishCv(translation.cv);
    aiEdits.push(reportPass('translate', translation));
  } else if (editor) {
    const improvement = await improveWithModel(builtIn, {
      source,
      editor,
      signal,
      jobPosting,
      postingKeywords,
      tailoring: tailoringReport,
    });
    optimised = improvement.cv;
    tailoringReport = improvement.tailoring;
    aiEdits.push(improvement.report);
  }

  const targetPages = options.sourcePageCount ?? source.sourcePages;
  const renderOptions: RenderOptions = {
    ...(options.appName ? { appName: options.appName } : {}),
    ...(options.creationDate ? { creationDate: options.creationDate } : {}),
    ...(targetPages ? { targetPages } : {}),
    ...(source.sourceBodySize === undefined ? {} : { sourceBodySize: source.sourceBodySize }),
  };
  const [docx, pdf] = await Promise.all([
    renderCvToDocx(optimised, renderOptions),
    renderCvToPdf(optimised, renderOptions),
  ]);
  const after = await analyseRenderedCv(pdf, source, analysisOptions);
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
      // The match after is the one the score counts: measured on the rendered file too.
      tailoring:
        tailoringReport && after.keywordCoverage
          ? { ...tailoringReport, matchAfter: after.keywordCoverage.percent }
          : tailoringReport,
      warnings: source.warnings,
      aiEdits,
    },
  };
}

export type RenderedCv = {
  readonly docx: Uint8Array;
  readonly pdf: Uint8Array;
  /** The ATS report of the PDF as read back (an honest score, as after an optimisation). */
  readonly report: AtsReport;
};

/**
 * Renders a CvDocument as it stands, with no optimisation (issue 14: a document the user edited,
 * wrote from scratch or gave another look), and analyses the PDF as read back.
 *
 * @example const { docx, pdf, report } = await renderCvDocument(cv, { template: 'moderno' })
 */
export async function renderCvDocument(
  cv: CvDocument,
  options: RenderOptions = {},
): Promise<RenderedCv> {
  const targetPages = options.targetPages ?? cv.sourcePages;
  const sourceBodySize = options.sourceBodySize ?? cv.sourceBodySize;
  const renderOptions: RenderOptions = {
    ...options,
    ...(targetPages ? { targetPages } : {}),
    ...(sourceBodySize === undefined ? {} : { sourceBodySize }),
  };
  const [docx, pdf] = await Promise.all([
    renderCvToDocx(cv, renderOptions),
    renderCvToPdf(cv, renderOptions),
  ]);
  return { docx, pdf, report: await analyseRenderedCvOrBlank(pdf, cv) };
}

/**
 * A document with nothing written in it yet (issue 14: a CV started from scratch, saved empty)
 * renders as a blank page, which extract refuses as an empty file: its report is that of a
 * reading with no lines, not an error.
 */
async function analyseRenderedCvOrBlank(pdf: Uint8Array, cv: CvDocument): Promise<AtsReport> {
  try {
    return await analyseRenderedCv(pdf, cv, {});
  } catch (error) {
    if (!(error instanceof CvEngineError) || error.code !== cvEngineErrorCodes.emptyFile) {
      throw error;
    }
    const blank = parseCv({
      format: 'pdf',
      pageCount: 1,
      lines: [],
      hyperlinks: [],
      metadata: { title: null, author: null },
    });
    return analyseCv(blank, { describesOutput: true });
  }
}

/**
 * The report after describes the file we hand over, not our intentions (issue 13: an honest
 * score): our own PDF is read back exactly as a user's upload is (extract + parse), and analysed
 * against the same posting keywords as before. Lines the source's reading could not place are
 * kept at the end of the output; while the output still shows one, it stays a finding.
 */
async function analyseRenderedCv(
  pdf: Uint8Array,
  source: CvDocument,
  analysisOptions: { postingKeywords?: readonly JobKeyword[] },
): Promise<AtsReport> {
  // Every link pdfkit writes is marked for printing: reading only those reads the same file.
  const extracted = await extractDocument(pdf, { printedLinksOnly: true });
  const rendered = parseCv(extracted);
  // Padded so that a line is found as whole words only.
  const renderedText = ` ${toSearchText(extracted.lines.map((line) => line.text).join(' '))} `;
  const known = new Set(rendered.warnings.map((warning) => warning.text));
  const stillUnplaced = source.warnings.filter(
    (warning) =>
      warning.code === parseWarningCodes.unplacedLine &&
      warning.text !== null &&
      !known.has(warning.text) &&
      renderedText.includes(` ${toSearchText(warning.text)} `),
  );
  return analyseCv(
    { ...rendered, warnings: [...rendered.warnings, ...stillUnplaced] },
    { ...analysisOptions, describesOutput: true },
  );
}

/**
 * The model's rewrite of the built-in result (with a posting: its tailoring, which may bring
 * forward only what the CV already evidences), or when the editor fails the built-in result
 * untouched.
 */
async function improveWithModel(
  builtIn: CvDocument,
  options: {
    source: CvDocument;
    editor: CvEditor;
    signal: AbortSignal | undefined;
    jobPosting: string | undefined;
    postingKeywords: readonly JobKeyword[] | undefined;
    tailoring: TailorReport | null;
  },
): Promise<{ cv: CvDocument; tailoring: TailorReport | null; report: AiEditReport }> {
  const { tailoring, jobPosting, postingKeywords } = options;
  const purpose: EditPurpose = tailoring && jobPosting ? 'tailor' : 'rewrite';
  try {
    const pass = await editCvWithModel(builtIn, purpose, {
      ...options,
      evidencedKeywords: tailoring ? [...tailoring.matched, ...tailoring.buried] : [],
    });
    // The rephrased bullets may move keywords: the match after is measured on the final text.
    const measured =
      tailoring && postingKeywords && pass.acceptedCount > 0
        ? {
            ...tailoring,
            matchAfter: measureKeywordMatch(findKeywordEvidence(pass.cv, postingKeywords)),
          }
        : tailoring;
    return { cv: pass.cv, tailoring: measured, report: reportPass(purpose, pass) };
  } catch (error) {
    // Only the provider's failure falls back; an engine bug is not "the AI failed".
    if (!(error instanceof EditorUnavailableError)) throw error;
    // The built-in result, exactly as without an editor.
    return {
      cv: builtIn,
      tailoring,
      report: {
        purpose,
        status: 'fallback',
        acceptedCount: 0,
        rejected: [],
        fallbackMessage: aiFallbackMessage,
      },
    };
  }
}

/** The model's translation of the built-in result, or TRANSLATION_FAILED: there is no fallback. */
async function translateWithModel(
  cv: CvDocument,
  options: { source: CvDocument; editor: CvEditor; signal: AbortSignal | undefined },
): Promise<ModelEditResult> {
  try {
    return await editCvWithModel(cv, 'translate', options);
  } catch (error) {
    if (!(error instanceof EditorUnavailableError)) throw error;
    throw new CvEngineError(
      cvEngineErrorCodes.translationFailed,
      'The language model failed during the translation.',
      { cause: error.cause },
    );
  }
}

function translationUnavailable(): CvEngineError {
  return new CvEngineError(
    cvEngineErrorCodes.translationUnavailable,
    'Translation needs a language model (CvEditor) and none was given.',
  );
}

function reportPass(purpose: EditPurpose, pass: ModelEditResult): AiEditReport {
  return {
    purpose,
    status: 'applied',
    acceptedCount: pass.acceptedCount,
    rejected: pass.rejected,
    fallbackMessage: null,
  };
}
