// Runs the whole pipeline on every labelled CV read as text — once on its own and tailored to the
// shared corpus's jobs/ postings (each of them, or one per CV in turn) — reads our own PDF back, and measures issue 13's
// evidence per run: retention, invention, pages (output-evidence.ts) and the score before → after. Scans are left out: their
// source text is OCR's guess, not the CV's words.
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractDocument } from '../src/extract/extract-document';
import { parseCv } from '../src/parse/parse-cv';
import { findLineNumberGutters, findPageNumberLines } from '../src/parse/page-headers';
import { optimiseParsedCv, type OptimisationResult } from '../src/pipeline';
import { fitCv } from '../src/render/render-pdf';
import type { CvDocument } from '../src/model/cv-document';
import { asideIds, type EvalSetId } from './eval-scoring';
import type { EvalSetGroup } from './eval-run';
import {
  corpusCvFolder,
  fixtureCvDir,
  listLabelledCvFilesIn,
  realCvFolder,
  sharedCorpusDir,
} from './fixture-files';
import { listRepeatedLines, measureOutputEvidence, type OutputEvidence } from './output-evidence';

export type OutputRun = {
  readonly id: string;
  readonly set: EvalSetId;
  readonly aside: boolean;
  /** The posting's file name for a tailored run, else null. */
  readonly posting: string | null;
  readonly evidence: OutputEvidence;
  /** How many source lines the output prints more often than the source (do no harm). */
  readonly repeatedLines: number;
  readonly sourcePages: number;
  readonly outputPages: number;
  /** The ATS score of the source and of our rendered PDF read back (pipeline report). */
  readonly scoreBefore: number;
  readonly scoreAfter: number;
  /** How full the output's last page is, 0–1, as the renderer measured it when fitting. */
  readonly outputLastPageFill: number;
  /** The source and the optimised document, for the bullet measures. */
  readonly before: CvDocument;
  readonly after: CvDocument;
};

export type OutputEvaluation = {
  readonly runs: readonly OutputRun[];
  readonly completeSets: readonly EvalSetId[];
};

const jobsFolder = 'jobs';
/** A fixed creation date: the evaluation's PDFs do not depend on the clock. */
const creationDate = new Date('2026-01-01T00:00:00Z');

/**
 * Optimises (and tailors) every text CV of the chosen sets and measures each output.
 *
 * @example const { runs } = await runOutputEvaluation({ tailoring: 'each-posting' })
 */
/**
 * Which tailored runs to make beside each CV's own: none, one against every posting (what
 * `npm run eval:cv` measures), or one posting per CV in turn, so that every posting and every CV
 * is still tailored once inside `npm test`'s time budget.
 */
export type Tailoring = 'none' | 'each-posting' | 'one-posting-per-cv';

export async function runOutputEvaluation(options: {
  readonly tailoring: Tailoring;
  /** Which groups of labelled files to run (default: all), as `--set` chooses them. */
  readonly groups?: readonly EvalSetGroup[];
  readonly sharedCorpusDir?: string;
}): Promise<OutputEvaluation> {
  const wants = (group: EvalSetGroup) => options.groups?.includes(group) ?? true;
  const sharedDir = options.sharedCorpusDir ?? sharedCorpusDir;
  const sharedPresent = await access(sharedDir).then(
    () => true,
    () => false,
  );
  const candidates: { file: string; id: string; set: EvalSetId; aside: boolean }[] = [];
  const completeSets: EvalSetId[] = [];
  if (wants('fixtures')) {
    for (const file of await listLabelledCvFilesIn(fixtureCvDir)) {
      candidates.push({ file: file.file, id: file.id, set: 'fixtures', aside: false });
    }
    completeSets.push('fixtures');
  }
  const postings: { name: string; text: string }[] = [];
  if (sharedPresent && wants('corpus')) {
    for (const file of await listLabelledCvFilesIn(path.join(sharedDir, corpusCvFolder))) {
      candidates.push({ file: file.file, id: file.id, set: 'corpus-cv', aside: false });
    }
    completeSets.push('corpus-cv');
  }
  if (sharedPresent && wants('real')) {
    const real = await listLabelledCvFilesIn(path.join(sharedDir, realCvFolder));
    const aside = asideIds(real.map((file) => file.id));
    for (const file of real) {
      const isAside = aside.has(file.id);
      candidates.push({
        file: file.file,
        id: file.id,
        set: isAside ? 'real-aside' : 'real-dev',
        aside: isAside,
      });
    }
    completeSets.push('real-dev', 'real-aside');
  }
  if (sharedPresent && options.tailoring !== 'none' && (wants('corpus') || wants('real'))) {
    const names = (await readdir(path.join(sharedDir, jobsFolder))).filter((name) =>
      name.endsWith('.txt'),
    );
    for (const name of names.sort()) {
      postings.push({ name, text: await readFile(path.join(sharedDir, jobsFolder, name), 'utf8') });
    }
  }

  const runs: OutputRun[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const bytes = new Uint8Array(await readFile(candidate.file));
    // A scan has no source text to hold the output to: left out (zero OCR budget refuses it).
    const document = await extractDocument(bytes, { ocrTimeBudgetMs: 0 }).catch(() => null);
    if (document === null) continue;
    const source = parseCv(document);
    // Page numbers ("Página 1 de 2") and a code editor's line numbers down the margin are the
    // page's furniture, not the CV's content.
    const pageNumbers = findPageNumberLines(document.lines);
    const lineNumbers = findLineNumberGutters(document.lines);
    const sourceText = document.lines
      .filter((_, index) => !pageNumbers.has(index) && !lineNumbers.has(index))
      .map((line) => line.text)
      .join('\n');
    const variants: { posting: string | null; text?: string }[] = [
      { posting: null },
      ...(candidate.set === 'fixtures'
        ? []
        : choosePostings(postings, options.tailoring, index).map((posting) => ({
            posting: posting.name,
            text: posting.text,
          }))),
    ];
    for (const variant of variants) {
      const result = await optimiseParsedCv(source, {
        creationDate,
        ...(variant.text === undefined ? {} : { jobPosting: variant.text }),
      });
      const output = await extractDocument(result.pdf);
      // The fit the pipeline rendered with (cached for this document and these options).
      const fit = fitCv(result.optimised, {
        creationDate,
        ...(source.sourcePages === undefined ? {} : { targetPages: source.sourcePages }),
        ...(source.sourceBodySize === undefined ? {} : { sourceBodySize: source.sourceBodySize }),
      });
      const outputText = output.lines.map((line) => line.text).join('\n');
      runs.push({
        id: candidate.id,
        set: candidate.set,
        aside: candidate.aside,
        posting: variant.posting,
        evidence: measureOutputEvidence({
          sourceText,
          outputText,
          reportText: listReportTexts(result).join('\n'),
          sourceLinks: document.hyperlinks,
          sourceHeadings: source.sections.map((section) => section.heading),
        }),
        repeatedLines: listRepeatedLines(sourceText, outputText).length,
        sourcePages: document.pageCount,
        outputPages: output.pageCount,
        outputLastPageFill: fit.lastPageFill,
        scoreBefore: result.report.scoreBefore,
        scoreAfter: result.report.scoreAfter,
        before: source,
        after: result.optimised,
      });
    }
  }
  return { runs, completeSets };
}

function choosePostings<T>(postings: readonly T[], tailoring: Tailoring, index: number): T[] {
  if (tailoring === 'none' || postings.length === 0) return [];
  if (tailoring === 'each-posting') return [...postings];
  return [postings[index % postings.length] as T];
}

/** What the report shows the user of the source: what a change replaced or removed, warnings. */
function listReportTexts(result: OptimisationResult): string[] {
  return [
    ...result.report.changes.flatMap((change) => (change.before === null ? [] : [change.before])),
    ...result.report.warnings.flatMap((warning) => (warning.text === null ? [] : [warning.text])),
  ];
}
