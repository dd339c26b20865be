import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-runtime';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test('answers 200 when the database answers', async () => {
    const response = await server.createClient().get('/api/health');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  // Runs last in this file: it takes the database away from under the running app.
  test('answers 503 when the database is gone', async () => {
    // Terminates the pool's connections and removes the database, as a failed or unreachable
    // database server would look to the app: every new connection is refused.
    await server.database.drop();

    const response = await server.createClient().get('/api/health');

    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'error', database: 'error' });
  });
});
