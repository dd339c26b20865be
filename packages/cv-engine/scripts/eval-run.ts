// Runs the evaluation (extract → parse → score) over the labelled sets, for `npm run eval:cv` and
// for the test that holds the thresholds. Reads files; the scoring itself is in eval-scoring.ts.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractDocument } from '../src/extract/extract-document';
import { CvEngineError, cvEngineErrorCodes } from '../src/errors';
import { parseCv } from '../src/parse/parse-cv';
import {
  asideIds,
  cvLabelSchema,
  scoreCv,
  scoreUnreadable,
  type EvalSetId,
  type FileScore,
  type RealSplit,
} from './eval-scoring';
import {
  corpusCvFolder,
  fixtureCvDir,
  inventedCvDir,
  listLabelledCvFilesIn,
  realCvFolder,
  sharedCorpusDir,
  type LabelledCvFile,
} from './fixture-files';
import { listScannedFixtureFiles } from './scanned-fixture-files';
import { checkReadings } from './eval-confidence';

/** Which groups of labelled files to read: `--set fixtures|corpus|real` (default: all). */
export const evalSetGroups = ['fixtures', 'corpus', 'real'] as const;
export type EvalSetGroup = (typeof evalSetGroups)[number];

export type EvaluationOptions = {
  readonly groups: readonly EvalSetGroup[];
  readonly split: RealSplit;
  /**
   * The scanned files, read by OCR (seconds each): `include` them, `skip` them (left out when a
   * PDF turns out to be a scan), or score `only` them.
   */
  readonly scans: ScanChoice;
  /** Where the shared corpus is (default `../shared/corpus` beside the repository). */
  readonly sharedCorpusDir?: string;
};

export type ScanChoice = 'include' | 'skip' | 'only';

/** OCR's time budget here: the evaluation measures reading, not a slow machine's speed. */
const evalOcrTimeBudgetMs = 300_000;

export type Evaluation = {
  readonly files: readonly FileScore[];
  /** The sets whose every file was read: the ones `--check` may hold to their thresholds. */
  readonly completeSets: readonly EvalSetId[];
  /** What was left out and why, for the report. */
  readonly notes: readonly string[];
  readonly ocrSeconds: number;
};

const emptyCv = parseCv({
  format: 'pdf',
  pageCount: 0,
  lines: [],
  hyperlinks: [],
  metadata: { title: null, author: null },
});

type Candidate = LabelledCvFile & {
  readonly set: (readByOcr: boolean) => EvalSetId;
  readonly aside: boolean;
};

async function scoreFile(candidate: Candidate, scans: ScanChoice): Promise<FileScore | null> {
  const labelText = await readFile(candidate.labelFile, 'utf8').catch(() => null);
  // Fixtures may be regenerated while this runs: a label that vanished is skipped, not scored.
  if (labelText === null) return null;
  const label = cvLabelSchema.parse(JSON.parse(labelText));
  const base = { id: candidate.id, layout: candidate.layout, aside: candidate.aside };
  try {
    const bytes = new Uint8Array(await readFile(candidate.file));
    // Without OCR, a scan is refused by a zero time budget; it is then left out, not scored.
    const document = await extractDocument(bytes, {
      ocrTimeBudgetMs: scans === 'skip' ? 0 : evalOcrTimeBudgetMs,
    });
    const readByOcr = document.readByOcr === true;
    if (scans === 'only' && !readByOcr) return null;
    const cv = parseCv(document);
    return {
      ...base,
      set: candidate.set(readByOcr),
      format: readByOcr ? 'scan' : (candidate.format ?? document.format),
      failure: null,
      fields: scoreCv(label, cv, readByOcr),
      readings: checkReadings(label, cv),
    };
  } catch (error) {
    const code = error instanceof CvEngineError ? error.code : 'UNEXPECTED_ERROR';
    // IMAGE_ONLY_PDF: a scan OCR could not read (or, with `skip`, was not asked to read).
    const scan = code === cvEngineErrorCodes.imageOnlyPdf;
    if (scans === (scan ? 'skip' : 'only')) return null;
    // A file that cannot be read scores zero on every field, with the engine's code shown (a
    // message could quote the document).
    return {
      ...base,
      set: candidate.set(scan),
      format: scan ? 'scan' : (candidate.format ?? 'unknown'),
      failure: code,
      fields: scoreUnreadable(label, emptyCv, scan),
    };
  }
}

/**
 * Reads and scores the chosen groups. real/ is split by asideIds (dev / aside) and its scans
 * (files read by OCR) make their own set. When ../shared/corpus is absent, its sets are skipped
 * and a note says so.
 *
 * @example
 * const { files } = await runEvaluation({ groups: ['real'], split: 'dev', scans: 'include' });
 */
export async function runEvaluation(options: EvaluationOptions): Promise<Evaluation> {
  const notes: string[] = [];
  const candidates: Candidate[] = [];
  const completeSets = new Set<EvalSetId>();
  const sharedDir = options.sharedCorpusDir ?? sharedCorpusDir;
  const sharedPresent = await access(sharedDir).then(
    () => true,
    () => false,
  );
  const wants = (group: EvalSetGroup) => options.groups.includes(group);
  const withText = options.scans !== 'only';
  const withScans = options.scans !== 'skip';
  if (wants('fixtures')) {
    if (withText) {
      for (const file of await listLabelledCvFilesIn(fixtureCvDir)) {
        candidates.push({ ...file, set: () => 'fixtures', aside: false });
      }
      completeSets.add('fixtures');
      for (const file of await listLabelledCvFilesIn(inventedCvDir)) {
        candidates.push({ ...file, set: () => 'invented', aside: false });
      }
      completeSets.add('invented');
    }
    if (withScans) {
      for (const file of await listScannedFixtureFiles()) {
        candidates.push({
          ...file,
          format: 'pdf',
          layout: null,
          set: () => 'fixtures-scanned',
          aside: false,
        });
      }
      completeSets.add('fixtures-scanned');
    }
  }
  if ((wants('corpus') || wants('real')) && !sharedPresent) {
    notes.push(
      `${sharedDir} is absent: the shared sets (corpus/cv, real) were skipped; fixtures only.`,
    );
  }
  if (wants('corpus') && sharedPresent && withText) {
    for (const file of await listLabelledCvFilesIn(path.join(sharedDir, corpusCvFolder))) {
      candidates.push({ ...file, set: () => 'corpus-cv', aside: false });
    }
    completeSets.add('corpus-cv');
  }
  if (wants('real') && sharedPresent) {
    const real = await listLabelledCvFilesIn(path.join(sharedDir, realCvFolder));
    const aside = asideIds(real.map((file) => file.id));
    const inSplit = real.filter((file) =>
      options.split === 'all' ? true : aside.has(file.id) === (options.split === 'aside'),
    );
    notes.push(
      `real/ split: ${options.split} (${inSplit.length} of ${real.length} files; aside = every third id sorted)`,
    );
    for (const file of inSplit) {
      const textSet: EvalSetId = aside.has(file.id) ? 'real-aside' : 'real-dev';
      candidates.push({
        ...file,
        set: (readByOcr) => (readByOcr ? 'real-scans' : textSet),
        aside: aside.has(file.id),
      });
    }
    if (withText && options.split !== 'aside') completeSets.add('real-dev');
    if (withText && options.split !== 'dev') completeSets.add('real-aside');
    // The four scans straddle the split: their thresholds hold only on the whole of real/.
    if (withScans && options.split === 'all') completeSets.add('real-scans');
  }
  if (options.scans === 'skip') notes.push('Scanned files (OCR) left out.');
  if (options.scans === 'only') notes.push('Scanned files (OCR) only.');

  const files: FileScore[] = [];
  let ocrSeconds = 0;
  for (const candidate of candidates) {
    // Only a PDF can be a scan: DOCX and DOC are not even opened for `only`.
    if (options.scans === 'only' && candidate.format !== 'pdf') continue;
    const started = performance.now();
    const score = await scoreFile(candidate, options.scans);
    if (score === null) continue;
    if (score.format === 'scan') ocrSeconds += (performance.now() - started) / 1000;
    files.push(score);
  }
  return { files, completeSets: [...completeSets], notes, ocrSeconds };
}
