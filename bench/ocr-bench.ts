// OCR time per page on this machine (issue 7): the scanned fixtures (image-only PDFs) read
// through the engine's public extractDocument, which renders each page and reads it with the
// process's Tesseract worker. The first document pays for starting the worker and loading the
// Spanish and English models; it is reported apart from the warm runs.
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { extractDocument } from '@cvlisto/cv-engine';
import { percentile } from './bench-tools';

const rounds = Number(process.env.BENCH_OCR_ROUNDS ?? 5);
const scannedDir = new URL('../packages/cv-engine/fixtures/scanned/', import.meta.url);

const names = (await readdir(scannedDir)).filter((name) => name.endsWith('.pdf')).sort();
if (names.length === 0) throw new Error('No scanned fixtures: run scripts/make-ocr-fixture.ts');
const inputs = await Promise.all(
  names.map(async (name) => ({
    name,
    bytes: new Uint8Array(await readFile(new URL(name, scannedDir))),
  })),
);

/** Reads one scanned PDF by OCR; milliseconds per page read. */
async function timeDocument(bytes: Uint8Array): Promise<{ milliseconds: number; pages: number }> {
  const started = performance.now();
  const document = await extractDocument(bytes);
  const milliseconds = performance.now() - started;
  if (!document.readByOcr) throw new Error('A scanned fixture was not read by OCR');
  return { milliseconds, pages: document.pagesReadByOcr ?? document.pageCount };
}

// Cold: the first document of the process starts the worker.
const [first] = inputs;
if (!first) throw new Error('unreachable');
const cold = await timeDocument(first.bytes);

const perPage: number[] = [];
const firstDocumentWarm: number[] = [];
let pagesRead = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const input of inputs) {
    const { milliseconds, pages } = await timeDocument(input.bytes);
    perPage.push(milliseconds / pages);
    pagesRead += pages;
    if (input === first) firstDocumentWarm.push(milliseconds);
  }
}

console.log(
  `\nOCR benchmark: ${inputs.length} scanned CV(s) × ${rounds} rounds (${pagesRead} pages), ${os.cpus().length} CPUs, Node ${process.version}\n`,
);
console.table([
  {
    measure: 'OCR per page (warm worker: render + recognise + layout)',
    p50Ms: Math.round(percentile(perPage, 0.5)),
    p95Ms: Math.round(percentile(perPage, 0.95)),
  },
  {
    measure: `first document, cold (${first.name})`,
    p50Ms: Math.round(cold.milliseconds),
    p95Ms: Math.round(cold.milliseconds),
  },
]);
console.log(
  `Worker start (cold first document − its warm p50): ≈ ${Math.round(cold.milliseconds - percentile(firstDocumentWarm, 0.5))} ms`,
);
