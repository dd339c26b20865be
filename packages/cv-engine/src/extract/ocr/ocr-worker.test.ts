import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'tesseract.js';
import { beforeAll, describe, expect, it } from 'vitest';

import { drawTextImage } from '../testing/build-scanned-pdf';
import {
  crashOcrWorkerForTesting,
  OcrWorkerError,
  runOcrJob,
  type OcrJobOptions,
} from './ocr-worker';

const jobOptions: OcrJobOptions = { timeBudgetMs: 60_000, idleMs: 30_000 };
let image: Uint8Array;

function readText(page: Page): string {
  return (page.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((line) => line.text.trim())
    .join('\n');
}

beforeAll(async () => {
  image = await drawTextImage(['Experiencia en ventas', 'Atención al cliente']);
  // Starts the worker once for the whole file.
  await runOcrJob((recognisePage) => recognisePage(image, 150), jobOptions);
}, 60_000);

describe('runOcrJob', () => {
  it('reads Spanish text, accents included', async () => {
    const page = await runOcrJob((recognisePage) => recognisePage(image, 150), jobOptions);
    expect(readText(page)).toBe('Experiencia en ventas\nAtención al cliente');
  });

  it('runs jobs one after another, never interleaved', async () => {
    const events: string[] = [];
    const job = (name: string) =>
      runOcrJob(async (recognisePage) => {
        events.push(`${name} starts`);
        await recognisePage(image, 150);
        events.push(`${name} ends`);
      }, jobOptions);
    await Promise.all([job('first'), job('second')]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('fails a job whose worker crashes, without taking the process down, then recovers', async () => {
    const crashed = runOcrJob(async (recognisePage) => {
      // The thread crashes while the page is being read.
      const [reading] = await Promise.allSettled([
        recognisePage(image, 150),
        crashOcrWorkerForTesting(),
      ]);
      if (reading.status === 'rejected') throw reading.reason;
      return reading.value;
    }, jobOptions);
    await expect(crashed).rejects.toBeInstanceOf(OcrWorkerError);
    // A new worker serves the next job.
    const page = await runOcrJob((recognisePage) => recognisePage(image, 150), jobOptions);
    expect(readText(page)).toContain('Experiencia en ventas');
  });

  it('gives up when the time budget is spent, then recovers', async () => {
    const late = runOcrJob((recognisePage) => recognisePage(image, 150), {
      timeBudgetMs: 1,
      idleMs: 30_000,
    });
    await expect(late).rejects.toThrow(/out of time/);
    const page = await runOcrJob((recognisePage) => recognisePage(image, 150), jobOptions);
    expect(readText(page)).toContain('Atención al cliente');
  });

  it('lets a process that has finished its OCR exit before the worker idles out', async () => {
    const script = fileURLToPath(
      new URL('../testing/read-image-in-child-process.ts', import.meta.url),
    );
    const started = Date.now();
    // The child keeps its idle worker for 10 minutes; it is killed after 45 s.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      timeout: 45_000,
    });
    expect(stdout.trim()).toBe('Lima');
    expect(Date.now() - started).toBeLessThan(45_000);
  });
});
