import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, signUpClient } from '../../../test/test-runtime';
import {
  fileForm,
  fixturePdf,
  submit,
  waitForFinalState,
} from '../optimizations/optimization-test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A stored CV row (no engine run) created `daysAgo` days before now. */
async function insertCv(userId: string, name: string, typeId: string, daysAgo: number) {
  const [row] = await server.query<{ id: string }>(
    `insert into optimized_cvs (user_id, optimization_id, name, type_id, docx_file_key, pdf_file_key,
       cv_document, report, score_before, score_after, created_at)
     values ($1, gen_random_uuid(), $2, $3, 'x/cv.docx', 'x/cv.pdf', '{}', '{}', 50, 80,
       now() - make_interval(days => $4))
     returning id`,
    [userId, name, typeId, daysAgo],
  );
  return row?.id as string;
}

async function listNames(client: Awaited<ReturnType<typeof signUpClient>>['client'], query = '') {
  const response = await client.get(`/api/cvs${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { cvs: Array<{ name: string }> }).cvs.map((cv) => cv.name);
}

describe('GET /api/cvs filters (spec §4)', () => {
  test('newest first, by type, by date and by text on name or type label', async () => {
    const { client, userId } = await signUpClient(server);
    await insertCv(userId, 'CV antiguo', 'optimize_es', 45);
    await insertCv(userId, 'CV de hace dos semanas', 'optimize_job', 14);
    await insertCv(userId, 'CV de hace tres días', 'optimize_es', 3);
    await insertCv(userId, 'CV de hoy', 'optimize_job', 0);

    expect(await listNames(client)).toEqual([
      'CV de hoy',
      'CV de hace tres días',
      'CV de hace dos semanas',
      'CV antiguo',
    ]);
    expect(await listNames(client, '?type=optimize_job')).toEqual([
      'CV de hoy',
      'CV de hace dos semanas',
    ]);
    expect(await listNames(client, '?date=today')).toEqual(['CV de hoy']);
    expect(await listNames(client, '?date=last7')).toEqual(['CV de hoy', 'CV de hace tres días']);
    expect(await listNames(client, '?date=lastMonth')).toEqual([
      'CV de hoy',
      'CV de hace tres días',
      'CV de hace dos semanas',
    ]);
    expect(await listNames(client, '?q=ANTIGUO')).toEqual(['CV antiguo']);
    // "trabajo" matches the label "Optimización para Trabajo"; accents do not matter.
    expect(await listNames(client, '?q=trabajo')).toEqual(['CV de hoy', 'CV de hace dos semanas']);
    expect(await listNames(client, '?q=optimizacion basica')).toEqual([
      'CV de hace tres días',
      'CV antiguo',
    ]);
    expect(await listNames(client, '?q=nada%25que_ver')).toEqual([]);
    expect((await client.get('/api/cvs?type=otra')).status).toBe(400);
  });
});

describe('rename, delete, download and report', () => {
  test('rename trims the name and refuses an empty one', async () => {
    const { client, userId } = await signUpClient(server);
    const id = await insertCv(userId, 'Mi CV', 'optimize_es', 0);
    const empty = await client.request(`/api/cvs/${id}`, {
      method: 'PATCH',
      json: { name: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'El nombre no puede estar vacío',
    });
    const renamed = await client.request(`/api/cvs/${id}`, {
      method: 'PATCH',
      json: { name: '  CV para BCP  ' },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, name: 'CV para BCP' });
  });

  test('delete removes the row and its files', async () => {
    const { client, userId } = await signUpClient(server);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    const state = await waitForFinalState(client, ((await response.json()) as { id: string }).id);
    const folder = path.join(server.dataDir, 'files', 'users', userId, 'optimizations', state.id);
    expect(existsSync(path.join(folder, 'cv.pdf'))).toBe(true);

    const deleted = await client.request(`/api/cvs/${state.cvId}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await listNames(client)).toEqual([]);
    expect(existsSync(folder)).toBe(false);
    expect((await client.get(`/api/cvs/${state.cvId}/file?format=pdf`)).status).toBe(404);
  });

  test("another user's CV answers 404 on read, rename, delete, download and report", async () => {
    const owner = await signUpClient(server);
    const id = await insertCv(owner.userId, 'CV privado', 'optimize_es', 0);
    const { client: stranger } = await signUpClient(server);
    const attempts = [
      stranger.get(`/api/cvs/${id}/report`),
      stranger.get(`/api/cvs/${id}/file?format=pdf`),
      stranger.get(`/api/cvs/${id}/file?format=docx`),
      stranger.request(`/api/cvs/${id}`, { method: 'PATCH', json: { name: 'mío' } }),
      stranger.request(`/api/cvs/${id}`, { method: 'DELETE' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'CV no encontrado' });
    }
    expect(await listNames(stranger)).toEqual([]);
    expect(await listNames(owner.client)).toEqual(['CV privado']);
    expect((await stranger.get('/api/cvs/no-es-un-id/report')).status).toBe(404);
  });

  test('signed out, every CV route answers 401', async () => {
    const anonymous = server.createClient();
    expect((await anonymous.get('/api/cvs')).status).toBe(401);
    expect((await anonymous.get('/api/optimizations/x')).status).toBe(401);
  });
});
