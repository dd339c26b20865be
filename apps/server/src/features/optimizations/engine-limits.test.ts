// The engine process's own caps (decision 010), with a memory cap below what reading a PDF needs
// from source (through tsx, the child alone is past 256 MB once it has read one): the job is killed, fails once and for good (no retries: the same bytes would do the same
// thing), in Spanish, counted as the file's failure, spending nothing and leaving no file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { fileForm, fixturePdf, submit, waitForFinalState } from './optimization-test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ variables: { ENGINE_MEMORY_LIMIT_MB: '256' } });
});
afterAll(async () => {
  await server?.close();
});

test('a job past the memory cap fails at once, permanently, in Spanish, as the file’s failure', async () => {
  const { client, userId } = await signUpClient(server);
  const response = await submit(
    client,
    await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
  );
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const final = await waitForFinalState(client, id);
  expect(final).toMatchObject({
    status: 'failed',
    error:
      'Tu archivo es demasiado complejo para procesarlo. Guárdalo de nuevo como PDF o DOCX desde Word o Google Docs e inténtalo otra vez.',
  });
  expect(
    await server.query("select retry_count from pgboss.job where data->>'optimizationId' = $1", [
      id,
    ]),
  ).toEqual([{ retry_count: 0 }]);
  expect(await server.query('select failure_cause from optimizations where id = $1', [id])).toEqual(
    [{ failure_cause: 'file' }],
  );
  const me = (await (await client.get('/api/me')).json()) as { credits: { remaining: number } };
  expect(me.credits.remaining).toBe(1);
  expect(existsSync(path.join(server.dataDir, 'files', 'users', userId, 'optimizations', id))).toBe(
    false,
  );
});
