// `npm run bench:cv`: time per CV for parse (extract + parse) and for optimise + render, in one
// process over every labelled CV (PRODUCT.md §6; issue 3 target: p50 under 150 ms for optimise +
// render of a 2-page CV), and for an editor's save of the 2-page ones in each template (issue 14:
// render DOCX + PDF + read back under a second). Warm-up round first; then several measured rounds.
// The floor, measured in the same run on this noisy machine: pdftotext (poppler) on the same PDFs,
// beside our parse of those PDFs alone.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  cvTemplateIds,
  extractDocument,
  optimiseParsedCv,
  parseCv,
  renderCvDocument,
  type CvTemplateId,
} from '../src/index';
import { listLabelledCvFiles } from './fixture-files';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

/** Page objects in a PDF we rendered (pdfkit writes page dictionaries uncompressed). */
function countPdfPages(pdf: Uint8Array): number {
  return new TextDecoder('latin1').decode(pdf).match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

const files = await listLabelledCvFiles();
const inputs = await Promise.all(
  files.map(async ({ file }) => ({ file, bytes: new Uint8Array(await readFile(file)) })),
);

const parseTimes: number[] = [];
const pdfParseTimes: number[] = [];
const pdftotextTimes: number[] = [];
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const optimiseTimes: number[] = [];
const twoPageOptimiseTimes: number[] = [];
const saveTimes = new Map<CvTemplateId, number[]>(cvTemplateIds.map((template) => [template, []]));
for (let round = 0; round <= rounds; round += 1) {
  const measured = round > 0;
  for (const { file, bytes } of inputs) {
    const parseStart = performance.now();
    const extracted = await extractDocument(bytes);
    const cv = parseCv(extracted);
    const parseEnd = performance.now();
    const { pdf, optimised } = await optimiseParsedCv(cv, { sourcePageCount: extracted.pageCount });
    const optimiseEnd = performance.now();
    // "A 2-page CV" is one whose optimised PDF has two pages (a DOCX source has no page count).
    const twoPages = countPdfPages(pdf) === 2;
    if (twoPages) {
      for (const template of cvTemplateIds) {
        // A save renders the document the server read from its JSON: a new object, so no fit
        // found for the optimised one is reused.
        const saved = structuredClone(optimised);
        const saveStart = performance.now();
        await renderCvDocument(saved, { template });
        if (measured) saveTimes.get(template)?.push(performance.now() - saveStart);
      }
    }
    if (!measured) continue;
    parseTimes.push(parseEnd - parseStart);
    if (file.endsWith('.pdf')) {
      pdfParseTimes.push(parseEnd - parseStart);
      if (hasPdftotext) {
        const floorStart = performance.now();
        execFileSync('pdftotext', ['-layout', file, '-'], { stdio: ['ignore', 'pipe', 'ignore'] });
        pdftotextTimes.push(performance.now() - floorStart);
      }
    }
    optimiseTimes.push(optimiseEnd - parseEnd);
    if (twoPages) twoPageOptimiseTimes.push(optimiseEnd - parseEnd);
    if (round === rounds && process.env.BENCH_VERBOSE) {
      console.log(
        path.basename(file),
        Math.round(parseEnd - parseStart),
        Math.round(optimiseEnd - parseEnd),
      );
    }
  }
}

// The machine's load when the run ended: on a shared machine every figure (the floor too) grows
// with it, so a run is compared with another taken under a like load.
const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(
  `\nCV engine benchmark: ${inputs.length} CVs × ${rounds} rounds, ${os.cpus().length} CPUs, load ${load} (1, 5, 15 min), Node ${process.version}\n`,
);
console.table([
  {
    stage: 'parse (extract + parse)',
    p50Ms: percentile(parseTimes, 0.5),
    p95Ms: percentile(parseTimes, 0.95),
  },
  {
    stage: `parse, the PDFs alone (${pdfParseTimes.length / rounds})`,
    p50Ms: percentile(pdfParseTimes, 0.5),
    p95Ms: percentile(pdfParseTimes, 0.95),
  },
  {
    stage: hasPdftotext
      ? 'floor: pdftotext -layout on the same PDFs (a process each)'
      : 'floor: pdftotext not installed (apt-get install poppler-utils)',
    p50Ms: percentile(pdftotextTimes, 0.5),
    p95Ms: percentile(pdftotextTimes, 0.95),
  },
  {
    stage: 'optimise + render (all CVs)',
    p50Ms: percentile(optimiseTimes, 0.5),
    p95Ms: percentile(optimiseTimes, 0.95),
  },
  {
    stage: `optimise + render (${twoPageOptimiseTimes.length / rounds} two-page CVs)`,
    p50Ms: percentile(twoPageOptimiseTimes, 0.5),
    p95Ms: percentile(twoPageOptimiseTimes, 0.95),
  },
  ...cvTemplateIds.map((template) => ({
    stage: `save in ${template}: render DOCX + PDF + read back (two-page CVs)`,
    p50Ms: percentile(saveTimes.get(template) ?? [], 0.5),
    p95Ms: percentile(saveTimes.get(template) ?? [], 0.95),
  })),
]);
const target = 150;
const twoPageP50 = percentile(twoPageOptimiseTimes, 0.5);
console.log(
  twoPageOptimiseTimes.length === 0
    ? 'No two-page CV among the fixtures.'
    : `Target: p50 optimise + render of a 2-page CV < ${target} ms → ${twoPageP50} ms ${twoPageP50 < target ? '✓' : '✗'}`,
);
const saveTarget = 1000;
const slowestSaveP95 = Math.max(
  ...cvTemplateIds.map((template) => percentile(saveTimes.get(template) ?? [], 0.95)),
);
if (twoPageOptimiseTimes.length > 0) {
  console.log(
    `Target: a save of a 2-page CV (render DOCX + PDF + read back), p95 of the slowest template < ${saveTarget} ms → ${slowestSaveP95} ms ${slowestSaveP95 < saveTarget ? '✓' : '✗'}`,
  );
}
