// Issue 11, item 2: a double click (or a retry) sends the same Idempotency-Key twice; the server
// answers the first request again instead of spending a second credit.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { fileForm, fixturePdf, grantCredits, waitForFinalState } from './optimization-test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function submitWithKey(client: TestClient, key: string) {
  return client.request('/api/optimizations', {
    method: 'POST',
    form: await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    headers: { 'idempotency-key': key },
  });
}

const requestIds = async (userId: string) =>
  (
    await server.query<{ id: string }>('select id from optimizations where user_id = $1', [userId])
  ).map((row) => row.id);

const debits = async (userId: string) =>
  server.query<{ reference: string }>(
    "select reference from credit_ledger where user_id = $1 and reason = 'optimisation'",
    [userId],
  );

/** The optimisations that have files stored for the user. */
async function storedRequests(userId: string): Promise<string[]> {
  const root = path.join(server.dataDir, 'files', 'users', userId, 'optimizations');
  return existsSync(root) ? readdir(root) : [];
}

describe('POST /api/optimizations with an Idempotency-Key', () => {
  test('two simultaneous submissions with one key make one request and spend one credit', async () => {
    const { client, userId } = await signUpClient(server);
    await grantCredits(server, userId, 2);

    const responses = await Promise.all([
      submitWithKey(client, 'clave-doble-clic-1'),
      submitWithKey(client, 'clave-doble-clic-1'),
    ]);

    expect(responses.map((response) => response.status)).toEqual([202, 202]);
    const [first, second] = (await Promise.all(responses.map((r) => r.json()))) as Array<{
      id: string;
    }>;
    expect(second?.id).toBe(first?.id);
    expect(await requestIds(userId)).toEqual([first?.id]);
    expect((await waitForFinalState(client, first?.id ?? '')).status).toBe('done');
    expect(await debits(userId)).toEqual([{ reference: first?.id }]);
    expect(await storedRequests(userId)).toEqual([first?.id]);

    // A later repeat (a retry after a lost answer) gets the same request, now finished.
    const again = await submitWithKey(client, 'clave-doble-clic-1');
    expect(await again.json()).toMatchObject({ id: first?.id, status: 'done' });
    expect(await debits(userId)).toHaveLength(1);
  });

  test('different keys are different submissions', async () => {
    const { client, userId } = await signUpClient(server);
    await grantCredits(server, userId, 2);

    const responses = await Promise.all([
      submitWithKey(client, 'clave-primera-1'),
      submitWithKey(client, 'clave-segunda-2'),
    ]);

    expect(responses.map((response) => response.status)).toEqual([202, 202]);
    const ids = ((await Promise.all(responses.map((r) => r.json()))) as Array<{ id: string }>).map(
      (state) => state.id,
    );
    expect(new Set(ids).size).toBe(2);
    expect((await requestIds(userId)).sort()).toEqual([...ids].sort());
  });

  test("one user's key does not answer another user's submission", async () => {
    const first = await signUpClient(server);
    const second = await signUpClient(server);
    const a = (await (await submitWithKey(first.client, 'clave-compartida')).json()) as {
      id: string;
    };
    const b = (await (await submitWithKey(second.client, 'clave-compartida')).json()) as {
      id: string;
    };
    expect(b.id).not.toBe(a.id);
    expect(await requestIds(second.userId)).toEqual([b.id]);
  });

  test('a malformed key is refused and spends nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const response = await submitWithKey(client, 'corta');
    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({
      code: 'VALIDATION_ERROR',
      message: 'La clave de idempotencia no es válida.',
    });
    expect(await requestIds(userId)).toEqual([]);
  });
});
