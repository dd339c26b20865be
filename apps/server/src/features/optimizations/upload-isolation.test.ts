// Issue 11 (hardening), items 1 and 7 on the server: failed uploads are limited per user and hour,
// no file outlives its request (an account deleted mid-job, a crash before the row), and the
// engine's child process fails a file that goes past its limits once, for good.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  fakeReply,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../../test/fake-openai-server';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { sweepOrphanFiles } from '../../jobs/sweep-orphan-files';
import { maxFailedUploadsPerHour } from './optimization-service';
import { fileForm, fixturePdf, submit, waitForFinalState } from './optimization-test-helpers';

let fake: FakeOpenAiServer;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  // By default the provider fails at once, so the built-in result stands and jobs end quickly.
  fake.respondWith(() => fakeReply.error(500));
  server = await startTestServer({
    variables: {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-clave-de-prueba',
      AI_MODEL: 'modelo-de-prueba',
      AI_TIMEOUT_MS: '20000',
      AI_MAX_RETRIES: '0',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const userFolder = (userId: string) => path.join(server.dataDir, 'files', 'users', userId);

async function filesUnder(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function insertFailures(userId: string, cause: 'file' | 'service', count: number) {
  for (let index = 0; index < count; index += 1) {
    await server.query(
      `insert into optimizations (user_id, type_id, status, error, failure_cause, updated_at)
       values ($1, 'optimize_es', 'failed', 'Error al procesar el archivo', $2, now() - interval '20 minutes')`,
      [userId, cause],
    );
  }
}

describe('failed uploads per user and hour', () => {
  test('a file the engine cannot read is recorded as the file’s failure', async () => {
    const { client } = await signUpClient(server);
    const response = await submit(
      client,
      await fileForm(
        { type: 'optimize_es' },
        { url: null, name: 'cv.pdf', bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF\n') },
      ),
    );
    const { id } = (await response.json()) as { id: string };
    expect((await waitForFinalState(client, id)).status).toBe('failed');
    expect(
      await server.query('select failure_cause from optimizations where id = $1', [id]),
    ).toEqual([{ failure_cause: 'file' }]);
  });

  test(`after ${maxFailedUploadsPerHour} failures caused by files, uploads answer 429 with when to try again`, async () => {
    const { client, userId } = await signUpClient(server);
    await insertFailures(userId, 'file', maxFailedUploadsPerHour);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      code: 'TOO_MANY_FAILED_UPLOADS',
      message:
        'No pudimos procesar varios de tus archivos en la última hora. Vuelve a intentarlo en 40 minutos.',
    });
    // The same wait, in seconds, for clients that honour Retry-After.
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(39 * 60);
    expect(retryAfter).toBeLessThanOrEqual(40 * 60);
    const [{ count } = { count: -1 }] = await server.query<{ count: number }>(
      "select count(*)::int as count from optimizations where user_id = $1 and status <> 'failed'",
      [userId],
    );
    expect(count).toBe(0);
    expect(await filesUnder(userFolder(userId))).toEqual([]);
  });

  test('our own failures (the provider, a crash) do not count', async () => {
    const { client, userId } = await signUpClient(server);
    await insertFailures(userId, 'service', maxFailedUploadsPerHour + 2);
    await insertFailures(userId, 'file', maxFailedUploadsPerHour - 1);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect((await waitForFinalState(client, id)).status).toBe('done');
  });
});

describe('no file outlives its request', () => {
  test('an account deleted while its optimisation runs leaves no folder behind', async () => {
    const { client, userId } = await signUpClient(server);
    let releaseProvider: () => void = () => {};
    const providerReached = new Promise<void>((reached) => {
      fake.respondWith(
        () =>
          new Promise((answer) => {
            releaseProvider = () => answer(fakeReply.error(500));
            reached();
          }),
      );
    });
    try {
      const response = await submit(
        client,
        await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
      );
      const { id } = (await response.json()) as { id: string };
      // The job is now past reading the CV, waiting on the language model.
      await providerReached;
      const deletion = await client.request('/api/account', {
        method: 'DELETE',
        json: {
          not_using: true,
          cv_issues: false,
          dont_understand_result: false,
          dont_understand_app: false,
          more_features: false,
          other_selected: false,
          other_reason: null,
        },
      });
      expect(deletion.status).toBe(204);
      releaseProvider();
      // The job ends on its own: wait until nothing of it is in flight any more.
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const [{ active } = { active: 0 }] = await server.query<{ active: number }>(
          "select count(*)::int as active from pgboss.job where data->>'optimizationId' = $1 and state in ('created', 'retry', 'active')",
          [id],
        );
        if (active === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await filesUnder(userFolder(userId))).toEqual([]);
    } finally {
      fake.respondWith(() => fakeReply.error(500));
      releaseProvider();
    }
  });

  test('the sweep removes folders with no row once they are an hour old, and nothing else', async () => {
    const { client, userId } = await signUpClient(server);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    const { id } = (await response.json()) as { id: string };
    expect((await waitForFinalState(client, id)).status).toBe('done');

    const optimizationsFolder = path.join(userFolder(userId), 'optimizations');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    const writeOrphan = async (age: Date | null) => {
      const folder = path.join(optimizationsFolder, randomUUID());
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, 'source.pdf');
      await writeFile(file, 'x');
      if (age) await utimes(file, age, age);
      return folder;
    };
    // A crash between storing the upload and committing its row, long ago…
    const oldOrphan = await writeOrphan(twoHoursAgo);
    // …one that may still be committing…
    const freshOrphan = await writeOrphan(null);
    // …and the files of a real result, old too.
    for (const name of await readdir(path.join(optimizationsFolder, id))) {
      await utimes(path.join(optimizationsFolder, id, name), twoHoursAgo, twoHoursAgo);
    }

    const removed = await sweepOrphanFiles(server.runtime.database.db, server.runtime.storage);
    expect(removed).toBe(1);
    expect(existsSync(oldOrphan)).toBe(false);
    expect(existsSync(freshOrphan)).toBe(true);
    expect((await readdir(path.join(optimizationsFolder, id))).sort()).toEqual([
      'cv.docx',
      'cv.pdf',
      'source.pdf',
    ]);
  });
});
