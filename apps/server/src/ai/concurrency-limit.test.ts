import { describe, expect, test } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

/** A task that finishes when the test says so. */
function deferredTask<T>(value: T) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    task: async () => {
      started = true;
      await done;
      return value;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createConcurrencyLimit', () => {
  test('never runs more than max tasks at once, and starts waiters in order', async () => {
    const limit = createConcurrencyLimit(2);
    const tasks = [1, 2, 3, 4].map((value) => deferredTask(value));
    const results = tasks.map((deferred) => limit.run(deferred.task));
    await settle();
    expect(tasks.map((deferred) => deferred.started)).toEqual([true, true, false, false]);
    expect([limit.active, limit.waiting]).toEqual([2, 2]);

    tasks[1]?.finish();
    await settle();
    expect(tasks.map((deferred) => deferred.started)).toEqual([true, true, true, false]);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);

    for (const deferred of tasks) deferred.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  test('a failing task frees its slot and its error reaches the caller', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(
      limit.run(async () => {
        throw new Error('proveedor caído');
      }),
    ).rejects.toThrow('proveedor caído');
    expect(limit.active).toBe(0);
    expect(await limit.run(async () => 'siguiente')).toBe('siguiente');
  });

  test('a caller aborted while waiting leaves the queue without taking a slot', async () => {
    const limit = createConcurrencyLimit(1);
    const first = deferredTask('primero');
    const running = limit.run(first.task);
    const controller = new AbortController();
    const waiting = limit.run(async () => 'nunca', controller.signal);
    await settle();
    expect(limit.waiting).toBe(1);

    controller.abort(new Error('cancelado'));
    await expect(waiting).rejects.toThrow('cancelado');
    expect([limit.active, limit.waiting]).toEqual([1, 0]);

    first.finish();
    expect(await running).toBe('primero');
    expect(limit.active).toBe(0);
  });

  test('an already aborted signal is refused at once', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(async () => 1, AbortSignal.abort(new Error('ya no')))).rejects.toThrow(
      'ya no',
    );
    expect(limit.active).toBe(0);
  });

  test('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
  });
});
