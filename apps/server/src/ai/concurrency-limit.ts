// A counting semaphore for one process (AI_CONCURRENCY): a provider's rate limits and our own
// memory are per process, so several workers each keep their own count.

export type ConcurrencyLimit = {
  /**
   * Runs `task` once fewer than `max` tasks are running; waits in FIFO order otherwise. A
   * `signal` aborted while waiting removes the caller from the queue and rejects with its reason.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Callers waiting for a slot. */
  readonly waiting: number;
};

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    // The freed slot passes straight to the next caller, so `active` never dips and overshoots.
    if (next) next();
    else active -= 1;
  };

  const acquire = (signal: AbortSignal | undefined): Promise<void> => {
    signal?.throwIfAborted();
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = queue.indexOf(grant);
        if (index !== -1) queue.splice(index, 1);
        reject(signal?.reason);
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      queue.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
