// Runs the engine on untrusted input in a child process, off the server's event loop (issue 11,
// decision 010): reading an uploaded CV, then optimising and rendering it, and rendering a
// document the user edited (issue 14). One long-lived child per server process, one job at a
// time. The child's V8 heap is capped by --max-old-space-size, but pdf.js, canvas and Tesseract
// allocate outside it, so the parent also watches the child's resident memory and kills it past a
// cap; a hard timeout kills it too. A killed or crashed child is replaced for the next job. The
// language model stays here: the child asks for edits.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  CvEngineError,
  cvDocumentSchema,
  type CvDocument,
  type CvEditor,
  type EditRequest,
} from '@cvlisto/cv-engine';
import type { Logger } from '../logger';
import type {
  EngineOptimisation,
  EngineOptimiseOptions,
  EngineRenderOptions,
  EngineRendering,
  EngineReply,
  EngineRequest,
} from './engine-protocol';

export type { EngineOptimisation, EngineRenderOptions, EngineRendering };

export type EngineOptimiseInput = Omit<EngineOptimiseOptions, 'withEditor'> & {
  /** The language model, called here in the parent when the child asks. */
  readonly editor: CvEditor | undefined;
  /** Bounds the language model's calls; past it the engine falls back (or fails a translation). */
  readonly signal: AbortSignal | undefined;
};

export type EngineProcess = {
  /** The engine's readCv, in the child: a CvEngineError keeps its code across the boundary. */
  readCv(bytes: Uint8Array): Promise<CvDocument>;
  /** The engine's optimiseParsedCv (optimise, tailor, model edits, render), in the child. */
  optimise(source: CvDocument, input: EngineOptimiseInput): Promise<EngineOptimisation>;
  /**
   * The engine's renderCvDocument, in the child (issue 14: a document the user edited or wrote,
   * in the look they chose): its DOCX, PDF and the PDF's ATS score and findings.
   */
  render(document: CvDocument, options: EngineRenderOptions): Promise<EngineRendering>;
  /** The child's process id while one runs (benchmarks read its memory). */
  childPid(): number | undefined;
  close(): Promise<void>;
};

export type EngineProcessOptions = {
  readonly logger: Logger;
  /** Resident memory the child may reach before it is killed. */
  readonly memoryLimitBytes: number;
  /** How long one job may keep the child busy (time waiting on the language model excluded). */
  readonly timeoutMs: number;
};

/**
 * Why the child could not finish a job. `memory`, `time`, `exit` (it died mid-job, e.g. V8's own
 * heap limit) and `output` (it read something no CV expands to) are the input's doing; `error` is
 * an unexpected exception in the engine on this input; `start` is ours (no child could start).
 */
export type EngineProcessFailure = 'memory' | 'time' | 'exit' | 'output' | 'error' | 'start';

export class EngineProcessError extends Error {
  constructor(
    readonly reason: EngineProcessFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EngineProcessError';
  }
}

/** How often the parent reads the child's resident memory while it works. */
const memoryPollMs = 100;

type Job = {
  readonly id: number;
  readonly editor: CvEditor | undefined;
  readonly signal: AbortSignal | undefined;
  settle(outcome: { value: unknown } | { error: Error }): void;
  /** Model calls in flight: the job's clock stops while the child waits on them. */
  editsInFlight: number;
  pauseClock(): void;
  resumeClock(): void;
};

type Child = {
  readonly process: ChildProcess;
  readonly ready: Promise<void>;
  job: Job | null;
};

type JobRequest =
  | { readonly kind: 'read'; readonly bytes: Uint8Array }
  | {
      readonly kind: 'optimise';
      readonly source: CvDocument;
      readonly options: EngineOptimiseOptions;
    }
  | {
      readonly kind: 'render';
      readonly document: CvDocument;
      readonly options: EngineRenderOptions;
    };

export function startEngineProcess(options: EngineProcessOptions): EngineProcess {
  const { logger } = options;
  let child: Child | null = null;
  let nextId = 1;
  let closed = false;
  /** Jobs run one after another: one child, one job. */
  let queue: Promise<unknown> = Promise.resolve();

  function spawnChild(): Child {
    const { entry, execArgv } = childEntry();
    // V8's heap gets a share of the cap; the rest is for native buffers (images, canvas, OCR).
    const heapMegabytes = Math.max(64, Math.floor((options.memoryLimitBytes / 1024 / 1024) * 0.6));
    const spawned = fork(fileURLToPath(entry), [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMegabytes}`],
      serialization: 'advanced',
      // No environment at all: the child needs none, and a file that ever took control of the
      // engine would find no database address or key to steal.
      env: {},
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let signalReady: () => void = () => {};
    let failStart: (error: Error) => void = () => {};
    const current: Child = {
      process: spawned,
      ready: new Promise<void>((resolve, reject) => {
        signalReady = resolve;
        failStart = reject;
      }),
      job: null,
    };
    // Nobody may be waiting on `ready` when the child dies idle; the rejection is expected then.
    current.ready.catch(() => {});
    spawned.on('message', (message: EngineReply) => {
      if (message.kind === 'ready') {
        signalReady();
        return;
      }
      const job = current.job;
      if (!job || job.id !== message.id) return;
      if (message.kind === 'edit') {
        answerEdit(current, job, message.callId, message.request);
        return;
      }
      current.job = null;
      if (message.kind === 'read') {
        const parsed = cvDocumentSchema.safeParse(message.cvDocument);
        job.settle(
          parsed.success
            ? { value: parsed.data }
            : { error: new EngineProcessError('output', 'the child sent an invalid CV') },
        );
      } else if (message.kind === 'optimise') {
        const parsed = cvDocumentSchema.safeParse(message.result.optimised);
        job.settle(
          parsed.success
            ? { value: { ...message.result, optimised: parsed.data } }
            : { error: new EngineProcessError('output', 'the child sent an invalid CV') },
        );
      } else if (message.kind === 'render') {
        const { docx, pdf, score, findings } = message.result;
        // Stored as they come: files as bytes, the score in an integer column.
        const wellFormed =
          docx instanceof Uint8Array &&
          pdf instanceof Uint8Array &&
          Number.isInteger(score) &&
          Array.isArray(findings);
        job.settle(
          wellFormed
            ? { value: message.result }
            : { error: new EngineProcessError('output', 'the child sent an invalid rendering') },
        );
      } else if (message.code) {
        job.settle({ error: new CvEngineError(message.code, message.message) });
      } else {
        job.settle({ error: new EngineProcessError(message.reason, message.message) });
      }
    });
    spawned.on('error', (error) => {
      logger.error({ err: error }, 'engine process error');
    });
    spawned.on('exit', (code, signal) => {
      if (child === current) child = null;
      failStart(new EngineProcessError('start', `engine process exited (${signal ?? code})`));
      const job = current.job;
      current.job = null;
      job?.settle({
        error: new EngineProcessError('exit', `engine process died mid-job (${signal ?? code})`),
      });
    });
    return current;
  }

  /** The child asks the language model, which lives here; its time does not count. */
  function answerEdit(current: Child, job: Job, callId: number, request: EditRequest) {
    const { editor, signal } = job;
    job.editsInFlight += 1;
    if (job.editsInFlight === 1) job.pauseClock();
    const proposal = editor
      ? editor.propose(request, signal ? { signal } : undefined)
      : Promise.reject(new Error('no editor'));
    proposal
      .then(
        (edits) => edits,
        () => null,
      )
      .then((edits) => {
        job.editsInFlight -= 1;
        if (job.editsInFlight === 0) job.resumeClock();
        if (current.job !== job) return;
        const answer: EngineRequest = { kind: 'edit-answer', id: job.id, callId, edits };
        current.process.send(answer);
      });
  }

  async function runInChild(request: JobRequest, input: Partial<EngineOptimiseInput>) {
    if (closed) throw new EngineProcessError('start', 'engine process closed');
    const current = child ?? (child = spawnChild());
    await current.ready;
    const id = nextId++;
    const pid = current.process.pid;
    let stopWatching = () => {};
    const running = new Promise<unknown>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let remainingMs = options.timeoutMs;
      let clockStartedAt = Date.now();
      const job: Job = {
        id,
        editor: input.editor,
        signal: input.signal,
        editsInFlight: 0,
        settle: (outcome) => {
          if ('error' in outcome) reject(outcome.error);
          else resolve(outcome.value);
        },
        pauseClock: () => {
          clearTimeout(timer);
          remainingMs -= Date.now() - clockStartedAt;
        },
        resumeClock: () => {
          clockStartedAt = Date.now();
          timer = setTimeout(
            () => kill('time', `busy for over ${options.timeoutMs} ms`),
            remainingMs,
          );
        },
      };
      current.job = job;
      const kill = (reason: 'memory' | 'time', message: string) => {
        if (current.job !== job) return;
        current.job = null;
        // The next job must not be handed to this dying child.
        if (child === current) child = null;
        reject(new EngineProcessError(reason, message));
        current.process.kill('SIGKILL');
      };
      job.resumeClock();
      const poll = setInterval(() => {
        if (pid === undefined) return;
        residentBytes(pid).then(
          (rss) => {
            if (rss !== null && rss > options.memoryLimitBytes) {
              kill('memory', `resident memory ${Math.round(rss / 1024 / 1024)} MB over the cap`);
            }
          },
          (error: unknown) => logger.warn({ err: error }, 'engine process memory unreadable'),
        );
      }, memoryPollMs);
      stopWatching = () => {
        clearTimeout(timer);
        clearInterval(poll);
      };
      const message: EngineRequest = { ...request, id };
      current.process.send(message);
    });
    try {
      return await running;
    } finally {
      stopWatching();
      await recycleIfBloated(current);
    }
  }

  /**
   * V8 keeps a heap it grew for a big file; a child left near the cap would be killed by the
   * next, ordinary file. Past two thirds of the cap when idle, it is replaced (a bundled child
   * idles at about 140 MB; run from source through tsx, at about 400 MB).
   */
  async function recycleIfBloated(current: Child): Promise<void> {
    const pid = current.process.pid;
    if (child !== current || pid === undefined) return;
    const rss = await residentBytes(pid);
    if (rss !== null && rss > (options.memoryLimitBytes * 2) / 3) {
      logger.info({ rss }, 'engine process recycled after a large job');
      child = null;
      current.process.kill('SIGKILL');
    }
  }

  function enqueue<Result>(run: () => Promise<unknown>): Promise<Result> {
    const result = queue.then(run) as Promise<Result>;
    queue = result.catch(() => {});
    return result;
  }

  return {
    readCv: (bytes) => enqueue<CvDocument>(() => runInChild({ kind: 'read', bytes }, {})),
    optimise: (source, { editor, signal, ...rest }) =>
      enqueue<EngineOptimisation>(() =>
        runInChild(
          { kind: 'optimise', source, options: { ...rest, withEditor: editor !== undefined } },
          { editor, signal },
        ),
      ),
    render: (document, renderOptions) =>
      enqueue<EngineRendering>(() =>
        runInChild({ kind: 'render', document, options: renderOptions }, {}),
      ),
    childPid: () => child?.process.pid,
    async close() {
      closed = true;
      const current = child;
      child = null;
      if (!current || current.process.exitCode !== null || current.process.signalCode !== null) {
        return;
      }
      const exited = new Promise((resolve) => current.process.once('exit', resolve));
      current.process.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * The built server runs dist/engine-child.js beside dist/index.js (build.mjs bundles both); from
 * source (tests, `npm run dev`) the TypeScript entry beside this file runs through tsx.
 */
function childEntry(): { entry: URL; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? { entry: new URL('./engine-child.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { entry: new URL('./engine-child.js', import.meta.url), execArgv: [] };
}

/** VmRSS from /proc (Linux); null elsewhere, where only the timeout and V8's heap limit hold. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : null;
  } catch (error) {
    // No /proc (not Linux), or the child has just exited.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
