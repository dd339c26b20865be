// Reads uploaded CVs in a child process, off the server's event loop (issue 11, decision 010).
// One long-lived child per server process, one file at a time. The child's V8 heap is capped by
// --max-old-space-size, but pdf.js, canvas and Tesseract allocate outside it, so the parent also
// watches the child's resident memory and kills it past a cap; a hard timeout kills it too. A
// killed or crashed child is replaced for the next file.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  CvEngineError,
  cvDocumentSchema,
  type CvDocument,
  type CvEngineErrorCode,
} from '@cvlisto/cv-engine';
import type { Logger } from '../logger';
import type { EngineReply, EngineRequest } from './engine-protocol';

export type EngineProcess = {
  /** The engine's readCv, in the child: a CvEngineError keeps its code across the boundary. */
  readCv(bytes: Uint8Array): Promise<CvDocument>;
  /** The child's process id while one runs (benchmarks read its memory). */
  childPid(): number | undefined;
  close(): Promise<void>;
};

export type EngineProcessOptions = {
  readonly logger: Logger;
  /** Resident memory the child may reach before it is killed. */
  readonly memoryLimitBytes: number;
  /** How long one file may take before the child is killed. */
  readonly timeoutMs: number;
};

/**
 * Why the child could not read a file. `memory`, `time`, `exit` (it died mid-file, e.g. V8's own
 * heap limit) and `output` (it read something no CV expands to) are the file's doing; `error` is
 * an unexpected exception in the engine on this file; `start` is ours (the child never started).
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

type PendingRead = {
  readonly id: number;
  resolve(document: CvDocument): void;
  reject(error: Error): void;
};

type Child = {
  readonly process: ChildProcess;
  readonly ready: Promise<void>;
  pending: PendingRead | null;
};

export function startEngineProcess(options: EngineProcessOptions): EngineProcess {
  const { logger } = options;
  let child: Child | null = null;
  let nextId = 1;
  let closed = false;
  /** Files are read one after another: one child, one file. */
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
      pending: null,
    };
    // Nobody may be waiting on `ready` when the child dies idle; the rejection is expected then.
    current.ready.catch(() => {});
    spawned.on('message', (message: EngineReply) => {
      if ('ready' in message) {
        signalReady();
        return;
      }
      const pending = current.pending;
      if (!pending || pending.id !== message.id) return;
      current.pending = null;
      if (message.ok) {
        const parsed = cvDocumentSchema.safeParse(message.cvDocument);
        if (parsed.success) pending.resolve(parsed.data);
        else pending.reject(new EngineProcessError('output', 'the child sent an invalid CV'));
      } else if (message.code) {
        pending.reject(new CvEngineError(message.code as CvEngineErrorCode, message.message));
      } else {
        pending.reject(new EngineProcessError(message.reason, message.message));
      }
    });
    spawned.on('error', (error) => {
      logger.error({ err: error }, 'engine process error');
    });
    spawned.on('exit', (code, signal) => {
      if (child === current) child = null;
      failStart(new EngineProcessError('start', `engine process exited (${signal ?? code})`));
      const pending = current.pending;
      current.pending = null;
      pending?.reject(
        new EngineProcessError('exit', `engine process died mid-file (${signal ?? code})`),
      );
    });
    return current;
  }

  async function readInChild(bytes: Uint8Array): Promise<CvDocument> {
    if (closed) throw new EngineProcessError('start', 'engine process closed');
    const current = child ?? (child = spawnChild());
    await current.ready;
    const id = nextId++;
    const pid = current.process.pid;
    let stopWatching = () => {};
    const reading = new Promise<CvDocument>((resolve, reject) => {
      current.pending = { id, resolve, reject };
      const kill = (reason: 'memory' | 'time', message: string) => {
        if (current.pending?.id !== id) return;
        current.pending = null;
        // The next file must not be handed to this dying child.
        if (child === current) child = null;
        reject(new EngineProcessError(reason, message));
        current.process.kill('SIGKILL');
      };
      const timer = setTimeout(
        () => kill('time', `no result after ${options.timeoutMs} ms`),
        options.timeoutMs,
      );
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
      const request: EngineRequest = { id, bytes };
      current.process.send(request);
    });
    try {
      return await reading;
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
      logger.info({ rss }, 'engine process recycled after a large file');
      child = null;
      current.process.kill('SIGKILL');
    }
  }

  return {
    readCv(bytes) {
      const result = queue.then(() => readInChild(bytes));
      queue = result.catch(() => {});
      return result;
    },
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
