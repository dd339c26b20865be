// The process's one Tesseract worker (issue 7). Starting Tesseract and loading the Spanish and
// English models takes about a second and 150 MB, so the worker is created on the first scanned
// PDF, reused by the next ones, one document at a time, and ended after a while without work.
//
// Why this file may touch the file system and threads (eslint.config.js lists it next to
// render/fonts.ts): tesseract.js runs Tesseract in a worker thread, and its only offline way to
// load models is a local folder; the models ship as npm packages (@tesseract.js-data/spa, …/eng),
// one folder each, so a temporary folder links both until they are loaded. The Tesseract core
// (tesseract.js-core) is loaded from node_modules by tesseract.js in Node. Nothing is fetched: no
// CDN, no cache written to the working directory.
import diagnosticsChannel from 'node:diagnostics_channel';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker as WorkerThread } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Page, type Worker as TesseractWorker } from 'tesseract.js';

/** Spanish first: the product's language; English for English CVs and English words. */
const ocrLanguages = ['spa', 'eng'] as const;
/** The integer-quantised "best" LSTM models: the accuracy of "best" at the speed of "fast". */
const modelFolder = '4.0.0_best_int';

/** Why an OCR job could not finish: the time budget ran out or the worker failed. */
export class OcrWorkerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OcrWorkerError';
  }
}

/** Recognises one page image (a PGM, PNG or JPEG) rendered at `dpi`. */
export type RecognisePage = (image: Uint8Array, dpi: number) => Promise<Page>;

export type OcrJobOptions = {
  /**
   * How long the job may take once it has the worker, worker start included. Time spent waiting
   * for earlier jobs in the queue does not count: each document gets its own budget.
   */
  readonly timeBudgetMs: number;
  /** How long the worker may then stay idle before it is ended. */
  readonly idleMs: number;
};

type OcrSession = {
  /** The thread tesseract.js runs Tesseract in (null only if a future tesseract.js hides it). */
  readonly thread: WorkerThread | null;
  /** The worker, once its models are loaded. */
  readonly ready: Promise<TesseractWorker>;
  /** Rejects with the reason when the thread dies; never resolves. */
  readonly death: Promise<never>;
  readonly languageDirectory: string;
  dead: boolean;
};

let session: OcrSession | null = null;
let idleTimer: NodeJS.Timeout | null = null;
/** Jobs run one after another: Tesseract reads one image at a time. */
let queue: Promise<unknown> = Promise.resolve();

function linkLanguageData(): string {
  const require = createRequire(import.meta.url);
  const directory = mkdtempSync(path.join(tmpdir(), 'cvlisto-ocr-'));
  for (const language of ocrLanguages) {
    const packageFolder = path.dirname(
      require.resolve(`@tesseract.js-data/${language}/package.json`),
    );
    const source = path.join(packageFolder, modelFolder, `${language}.traineddata.gz`);
    const target = path.join(directory, `${language}.traineddata.gz`);
    try {
      symlinkSync(source, target);
    } catch {
      copyFileSync(source, target); // A file system without symbolic links.
    }
  }
  return directory;
}

/**
 * Calls tesseract.js's createWorker and catches the thread it spawns. createWorker hands the
 * thread over only once the models are loaded, and never settles if loading fails; Node
 * announces every new thread on the 'worker_threads' diagnostics channel, and createWorker spawns
 * its thread before its first await, so the thread is ours from the start: its crashes are
 * heard and it can be ended whatever state it is in.
 */
function spawnTesseract(languageDirectory: string): {
  thread: WorkerThread | null;
  ready: Promise<TesseractWorker>;
} {
  let thread: WorkerThread | null = null;
  const captureThread = (message: unknown) => {
    if (thread === null && typeof message === 'object' && message !== null && 'worker' in message) {
      if (message.worker instanceof WorkerThread) thread = message.worker;
    }
  };
  diagnosticsChannel.subscribe('worker_threads', captureThread);
  let created: Promise<TesseractWorker>;
  try {
    created = createWorker([...ocrLanguages], OEM.LSTM_ONLY, {
      langPath: languageDirectory,
      gzip: true,
      // 'none': never read or write a cached model in the working directory.
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job's error in its message listener,
      // where nothing can catch it; the job's own promise rejects anyway.
      errorHandler: () => undefined,
    });
  } finally {
    diagnosticsChannel.unsubscribe('worker_threads', captureThread);
  }
  const ready = created.then(async (tesseract) => {
    // Automatic page segmentation finds a sidebar and the main column as separate blocks.
    await tesseract.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
    return tesseract;
  });
  return { thread, ready };
}

function startSession(): OcrSession {
  const languageDirectory = linkLanguageData();
  const { thread, ready } = spawnTesseract(languageDirectory);
  let reportDeath: (error: OcrWorkerError) => void = () => undefined;
  const death = new Promise<never>((_, reject) => {
    reportDeath = reject;
  });
  // Only jobs in flight listen; a death while idle must not be an unhandled rejection.
  death.catch(() => undefined);
  ready.catch(() => undefined);
  const started: OcrSession = { thread, ready, death, languageDirectory, dead: false };
  const markDead = (reason: string, cause?: unknown) => {
    if (started.dead) return;
    started.dead = true;
    reportDeath(new OcrWorkerError(reason, { cause }));
  };
  // A crash in the thread emits 'error' on it: with a listener it is a failed job; without one
  // it would take the whole process down.
  thread?.on('error', (error) => markDead('The OCR worker crashed', error));
  thread?.on('exit', (code) => markDead(`The OCR worker exited (code ${code})`));
  // The models are in the worker's memory once it is ready: the links are no longer needed.
  void ready.then(
    () => rmSync(languageDirectory, { recursive: true, force: true }),
    () => undefined,
  );
  return started;
}

function endSession(ending: OcrSession): void {
  if (session === ending) session = null;
  rmSync(ending.languageDirectory, { recursive: true, force: true });
  ending.dead = true;
  // Tesseract cannot be interrupted mid-page, only ended with its thread.
  if (ending.thread) void ending.thread.terminate();
  else
    void ending.ready.then(
      (tesseract) => tesseract.terminate(),
      () => undefined,
    );
}

/** Rejects at `deadline` (epoch milliseconds); the timer never keeps the process alive. */
async function raceDeadline<T>(work: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new OcrWorkerError(`OCR ran out of time while ${what}`)),
      Math.max(0, deadline - Date.now()),
    );
    timer.unref();
  });
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

/** The running worker, or a new one when there is none or it died while idle. */
async function acquireSession(
  deadline: number,
): Promise<{ active: OcrSession; tesseract: TesseractWorker }> {
  for (;;) {
    session ??= startSession();
    const active = session;
    if (active.dead) {
      endSession(active);
      continue;
    }
    // While it starts and works, the thread keeps the process alive.
    active.thread?.ref();
    try {
      const tesseract = await raceDeadline(
        Promise.race([active.ready, active.death]),
        deadline,
        'starting',
      );
      return { active, tesseract };
    } catch (error) {
      // A start that failed, crashed or hangs is abandoned; the next job starts afresh.
      endSession(active);
      throw error instanceof OcrWorkerError
        ? error
        : new OcrWorkerError('The OCR worker could not start', { cause: error });
    }
  }
}

async function runExclusive<T>(
  job: (recognisePage: RecognisePage) => Promise<T>,
  options: OcrJobOptions,
): Promise<T> {
  const deadline = Date.now() + options.timeBudgetMs;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const { active, tesseract } = await acquireSession(deadline);
  let healthy = true;
  const recognisePage: RecognisePage = async (image, dpi) => {
    try {
      if (active.dead) throw new OcrWorkerError('The OCR worker is no longer running');
      const recognition = (async () => {
        await tesseract.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
        // A Buffer view over the same bytes: the type tesseract.js declares for image bytes.
        const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
        // rotateAuto straightens a scan that lay askew on the glass, so lines come out level.
        const { data } = await tesseract.recognize(
          bytes,
          { rotateAuto: true },
          { blocks: true, text: false },
        );
        return data;
      })();
      recognition.catch(() => undefined);
      return await raceDeadline(Promise.race([recognition, active.death]), deadline, 'reading');
    } catch (error) {
      healthy = false;
      throw error instanceof OcrWorkerError
        ? error
        : new OcrWorkerError('The OCR worker failed', { cause: error });
    }
  };
  try {
    return await job(recognisePage);
  } finally {
    if (!healthy || active.dead) {
      endSession(active);
    } else {
      // Idle, the thread no longer keeps the process alive: a CLI exits when its work is done.
      active.thread?.unref();
      idleTimer = setTimeout(() => endSession(active), options.idleMs);
      idleTimer.unref();
    }
  }
}

/**
 * Runs `job` with the process's OCR worker to itself (jobs queue), starting the worker if needed.
 * The job's `recognisePage` rejects with OcrWorkerError once its time budget is spent or the
 * worker has died; the worker is then ended and the next job starts a new one.
 *
 * @example
 * const page = await runOcrJob((recognisePage) => recognisePage(pgm, 300), {
 *   timeBudgetMs: 60_000,
 *   idleMs: 30_000,
 * });
 */
export function runOcrJob<T>(
  job: (recognisePage: RecognisePage) => Promise<T>,
  options: OcrJobOptions,
): Promise<T> {
  const run = queue.then(() => runExclusive(job, options));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Ends the OCR worker now (it also ends by itself after a while idle): for tools that measure a
 * cold start, and for a graceful shutdown.
 *
 * @example await terminateOcrWorker();
 */
export async function terminateOcrWorker(): Promise<void> {
  await queue;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (session) endSession(session);
}

/**
 * Test only: makes the worker thread crash as a fault inside Tesseract would (an exception the
 * thread does not catch), and waits until it is gone.
 */
export async function crashOcrWorkerForTesting(): Promise<void> {
  const thread = session?.thread;
  if (!thread) throw new Error('No OCR worker is running');
  const exited = new Promise((resolve) => thread.once('exit', resolve));
  // tesseract.js's thread dispatches on `action`; an unknown one throws outside any handler.
  thread.postMessage({ workerId: 'test', jobId: 'crash', action: 'crash', payload: {} });
  await exited;
}
