// `npm run eval:cv [-- --check]` (issue 3, "Evidence it works"): extract → parse every labelled
// CV of the shared corpus and of our fixtures, print the per-field accuracy table and the
// mismatches; with --check, exit non-zero when a target is missed. Then, apart, the same table
// for the scanned twins read by OCR (issue 7), which --check does not hold to the targets.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractDocument } from '../src/extract/extract-document';
import { parseCv } from '../src/parse/parse-cv';
import {
  cvLabelSchema,
  formatEvaluationReport,
  listMissedTargets,
  scoreCv,
  type FileScore,
} from './eval-scoring';
import { listLabelledCvFiles } from './fixture-files';
import { listScannedFixtureFiles } from './scanned-fixture-files';

async function evaluateFile(file: string, labelFile: string): Promise<FileScore | null> {
  const labelText = await readFile(labelFile, 'utf8').catch(() => null);
  // Fixtures may be regenerated while this runs: a label that vanished is skipped, not scored.
  if (labelText === null) return null;
  const label = cvLabelSchema.parse(JSON.parse(labelText));
  const name = path.relative(process.cwd(), file);
  try {
    const document = await extractDocument(new Uint8Array(await readFile(file)));
    const note = document.readByOcr ? ' (read by OCR)' : '';
    return { file: `${name}${note}`, fields: scoreCv(label, parseCv(document)) };
  } catch (error) {
    // A file that cannot be read scores zero on every field, with the reason shown.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const empty = parseCv({
      format: 'pdf',
      pageCount: 0,
      lines: [],
      hyperlinks: [],
      metadata: { title: null, author: null },
    });
    return {
      file: `${name} (failed: ${reason})`,
      fields: scoreCv(label, empty).map((score) => ({ ...score, earned: 0 })),
    };
  }
}

const files = await listLabelledCvFiles();
const scores: FileScore[] = [];
for (const { file, labelFile } of files) {
  const score = await evaluateFile(file, labelFile);
  if (score) scores.push(score);
}
console.log(formatEvaluationReport(scores));

// OCR (image-only): scanned twins of labelled CVs, scored against the same labels.
const scannedScores: FileScore[] = [];
const ocrStarted = performance.now();
for (const { file, labelFile } of await listScannedFixtureFiles()) {
  const score = await evaluateFile(file, labelFile);
  if (score) scannedScores.push(score);
}
if (scannedScores.length > 0) {
  const seconds = ((performance.now() - ocrStarted) / 1000).toFixed(1);
  console.log(
    `\nOCR (image-only): scanned twins of labelled CVs, read by OCR in ${seconds} s; not in the table above, not held to its targets\n`,
  );
  console.log(formatEvaluationReport(scannedScores));
}

if (process.argv.includes('--check')) {
  const missed = listMissedTargets(scores);
  if (missed.length > 0) {
    console.error(`\nTargets missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll targets met.');
  }
}
