// Issue 11, items 4, 5 and 8: forged cross-site requests, oversized bodies and bad text, on the
// real app and database. Each case says what the reviewer sent and checks that nothing changed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  signUpBody,
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-runtime';
import { createLogger } from '../logger';
import type { AppEnv } from './app-env';
import { createErrorHandler } from './error-handler';
import { fileForm, fixturePdf, submit } from '../features/optimizations/optimization-test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const foreignOrigin = 'https://sitio-malicioso.example';

/** A request with the client's cookie and exactly the headers and body given (no added Origin). */
async function rawRequest(
  client: TestClient,
  pathname: string,
  init: {
    method: string;
    headers?: Record<string, string>;
    body?: string | ReadableStream<Uint8Array>;
  },
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (client.cookies.size > 0) {
    headers.set(
      'cookie',
      [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    );
  }
  return server.runtime.app.request(`${server.environment.appUrl}${pathname}`, {
    method: init.method,
    headers,
    body: init.body,
    // A stream body needs it (fetch's rule); harmless for the others.
    duplex: 'half',
  } as RequestInit);
}

/** A stream of `total` bytes of `byte` sent in 64 KB chunks, counting what the server pulled. */
function countingStream(total: number, byte = 0x61) {
  const chunk = new Uint8Array(64 * 1024).fill(byte);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) {
        controller.close();
        return;
      }
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

/** An optimised CV of the user's, as the worker would store it (the files do not matter here). */
async function insertCv(userId: string, name = 'CV Rosa Quispe'): Promise<string> {
  const id = randomUUID();
  await server.query(
    `insert into optimized_cvs (id, user_id, optimization_id, name, type_id, docx_file_key,
       pdf_file_key, cv_document, report, score_before, score_after)
     values ($1, $2, $3, $4, 'optimize_es', 'x.docx', 'x.pdf', '{}', '{}', 40, 80)`,
    [id, userId, randomUUID(), name],
  );
  return id;
}

const cvName = async (id: string) =>
  (await server.query<{ name: string }>('select name from optimized_cvs where id = $1', [id]))[0]
    ?.name;

const displayName = async (userId: string) =>
  (
    await server.query<{ display_name: string | null }>(
      'select display_name from profiles where user_id = $1',
      [userId],
    )
  )[0]?.display_name;

async function count(table: string, userId: string): Promise<number> {
  const [row] = await server.query<{ count: string }>(
    `select count(*) from ${table} where user_id = $1`,
    [userId],
  );
  return Number(row?.count);
}

async function startSandboxSubscription(client: TestClient): Promise<void> {
  const checkout = (await (await client.post('/api/checkout', { plan: 'modo_pro' })).json()) as {
    url: string;
  };
  const completed = await client.post(
    `/api/checkout/sandbox/${checkout.url.split('/').pop() ?? ''}/complete`,
  );
  expect(completed.status).toBe(200);
}

const cancelAtPeriodEnd = async (userId: string) =>
  (
    await server.query<{ cancel_at_period_end: boolean }>(
      'select cancel_at_period_end from subscriptions where user_id = $1',
      [userId],
    )
  )[0]?.cancel_at_period_end;

describe('cross-site requests (item 4)', () => {
  test("the reviewer's five forged requests are refused with a foreign Origin and change nothing", async () => {
    const { client, userId } = await signUpClient(server);
    const cvId = await insertCv(userId);
    await startSandboxSubscription(client);
    const foreign = { origin: foreignOrigin };

    const rename = await client.request(`/api/cvs/${cvId}`, {
      method: 'PATCH',
      json: { name: 'Renombrado' },
      headers: foreign,
    });
    const remove = await client.request(`/api/cvs/${cvId}`, { method: 'DELETE', headers: foreign });
    const changeName = await client.request('/api/account', {
      method: 'PATCH',
      json: { displayName: 'Atacante' },
      headers: foreign,
    });
    const spend = await client.request('/api/optimizations', {
      method: 'POST',
      form: await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
      headers: foreign,
    });
    const support = await rawRequest(client, '/api/support', {
      method: 'POST',
      headers: { ...foreign, 'content-type': 'text/plain' },
      body: JSON.stringify({ issue_details: 'spam', device_type: 'desktop' }),
    });
    const endSubscription = await client.request('/api/billing/sandbox/cancel', {
      method: 'POST',
      json: { atPeriodEnd: false },
      headers: foreign,
    });

    for (const response of [rename, remove, changeName, spend, support, endSubscription]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toStrictEqual({
        code: 'FORBIDDEN',
        message: 'Solicitud rechazada: no proviene de este sitio.',
      });
    }
    expect(await cvName(cvId)).toBe('CV Rosa Quispe');
    expect(await displayName(userId)).toBeNull();
    expect(await count('optimizations', userId)).toBe(0);
    expect(await count('user_support', userId)).toBe(0);
    expect(
      (await server.query('select status from subscriptions where user_id = $1', [userId]))[0],
    ).toEqual({ status: 'active' });
    expect(await cancelAtPeriodEnd(userId)).toBe(false);
  });

  test('the same requests from the app itself go through', async () => {
    const { client, userId } = await signUpClient(server);
    const cvId = await insertCv(userId);
    await startSandboxSubscription(client);

    const rename = await client.request(`/api/cvs/${cvId}`, {
      method: 'PATCH',
      json: { name: 'Renombrado' },
    });
    expect(rename.status).toBe(200);
    expect(await cvName(cvId)).toBe('Renombrado');
    const changeName = await client.request('/api/account', {
      method: 'PATCH',
      json: { displayName: 'Rosa' },
    });
    expect(changeName.status).toBe(200);
    expect(await displayName(userId)).toBe('Rosa');
    const support = await client.post('/api/support', {
      issue_details: 'No puedo descargar mi CV',
      device_type: 'desktop',
    });
    expect(support.status).toBe(201);
    const spend = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    expect(spend.status).toBe(202);
    const cancel = await client.post('/api/billing/sandbox/cancel', { atPeriodEnd: true });
    expect(cancel.status).toBe(204);
    expect(await cancelAtPeriodEnd(userId)).toBe(true);
    const remove = await client.request(`/api/cvs/${cvId}`, { method: 'DELETE' });
    expect(remove.status).toBe(204);
    expect(await cvName(cvId)).toBeUndefined();
  });

  test('without an Origin, a cross-site Sec-Fetch-Site is refused; no header at all passes', async () => {
    const { client, userId } = await signUpClient(server);
    const cvId = await insertCv(userId);

    const crossSite = await client.request(`/api/cvs/${cvId}`, {
      method: 'PATCH',
      json: { name: 'Desde otro sitio' },
      withoutOrigin: true,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await client.request(`/api/cvs/${cvId}`, {
      method: 'PATCH',
      json: { name: 'Desde un subdominio' },
      withoutOrigin: true,
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    expect(await cvName(cvId)).toBe('CV Rosa Quispe');

    // A script or an app, not a browser: no cookie to abuse from another site.
    const plain = await client.request(`/api/cvs/${cvId}`, {
      method: 'PATCH',
      json: { name: 'Desde la terminal' },
      withoutOrigin: true,
    });
    expect(plain.status).toBe(200);
    expect(await cvName(cvId)).toBe('Desde la terminal');
  });

  test('a JSON route refuses another content type with 415, even from the app', async () => {
    const { client, userId } = await signUpClient(server);
    const body = JSON.stringify({ issue_details: 'Hola', device_type: 'desktop' });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = await rawRequest(client, '/api/support', {
        method: 'POST',
        headers: {
          origin: server.environment.appUrl,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toStrictEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'La solicitud debe enviarse como JSON (Content-Type: application/json).',
      });
    }
    expect(await count('user_support', userId)).toBe(0);
    // Announced by its Content-Length, as over a real connection: Better Auth's routes too.
    const signIn = JSON.stringify({ email: 'rosa@example.pe', password: 'clave-segura-123' });
    const announced = await rawRequest(server.createClient(), '/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        origin: server.environment.appUrl,
        'content-type': 'text/plain',
        'content-length': String(Buffer.byteLength(signIn)),
      },
      body: signIn,
    });
    expect(announced.status).toBe(415);
    const withCharset = await rawRequest(client, '/api/support', {
      method: 'POST',
      headers: {
        origin: server.environment.appUrl,
        'content-type': 'application/json; charset=utf-8',
      },
      body,
    });
    expect(withCharset.status).toBe(201);
  });
});

test('a DELETE without a body, as a browser sends it, needs no content type', async () => {
  const { client, userId } = await signUpClient(server);
  const cvId = await insertCv(userId);
  // Node gives every non-GET request a body stream, even one with no Content-Length.
  const empty = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.close();
    },
  });
  const response = await rawRequest(client, `/api/cvs/${cvId}`, {
    method: 'DELETE',
    headers: { origin: server.environment.appUrl, accept: 'application/json' },
    body: empty,
  });
  expect(response.status).toBe(204);
  expect(await cvName(cvId)).toBeUndefined();
});

describe('body size limits (item 5)', () => {
  const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' };

  test('a JSON body over 64 KB is refused with 413 by its Content-Length', async () => {
    const anonymous = server.createClient();
    const body = JSON.stringify({ details: 'x'.repeat(70 * 1024) });
    for (const pathname of ['/api/claims', '/api/auth/sign-in/email']) {
      const response = await rawRequest(anonymous, pathname, {
        method: 'POST',
        headers: {
          origin: server.environment.appUrl,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toStrictEqual(tooLarge);
    }
    expect(
      Number((await server.query<{ count: string }>('select count(*) from claims_book'))[0]?.count),
    ).toBe(0);
  });

  test('a chunked JSON body (no Content-Length) is cut off once it passes the limit', async () => {
    const anonymous = server.createClient();
    for (const pathname of ['/api/claims', '/api/auth/sign-in/email']) {
      const { stream, counter } = countingStream(50 * 1024 * 1024);
      const response = await rawRequest(anonymous, pathname, {
        method: 'POST',
        headers: { origin: server.environment.appUrl, 'content-type': 'application/json' },
        body: stream,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toStrictEqual(tooLarge);
      // Read no further than the limit and the stream's look-ahead, not the 50 MB.
      expect(counter.pulled).toBeLessThan(1024 * 1024);
    }
  });

  test('a body under the limit is read and validated as before', async () => {
    const { client } = await signUpClient(server);
    const response = await client.post('/api/support', {
      issue_details: 'x'.repeat(60 * 1024),
      device_type: 'desktop',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'issue_details' });
  });

  test('the upload keeps its own limit, and a huge chunked upload is refused unread', async () => {
    const { client, userId } = await signUpClient(server);
    const { stream, counter } = countingStream(200 * 1024 * 1024);
    const response = await rawRequest(client, '/api/optimizations', {
      method: 'POST',
      headers: {
        origin: server.environment.appUrl,
        'content-type': 'multipart/form-data; boundary=limite',
      },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toStrictEqual({
      code: 'FILE_TOO_LARGE',
      message: 'El archivo no debe superar los 10MB',
    });
    expect(counter.pulled).toBeLessThan(11 * 1024 * 1024);
    expect(await count('optimizations', userId)).toBe(0);
  });
});

describe('bad input: 400 with a Spanish message naming the field (item 8)', () => {
  const nul = 'texto\u0000con NUL';

  test('a NUL byte in any field the reviewer tried is a 400 naming it, and stores nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const cvId = await insertCv(userId);
    const cases: Array<{
      what: string;
      send: () => Promise<Response>;
      message: string;
      field?: string;
    }> = [
      {
        what: 'CV name',
        send: () => client.request(`/api/cvs/${cvId}`, { method: 'PATCH', json: { name: nul } }),
        message: 'El campo «Nombre» contiene caracteres no permitidos.',
        field: 'name',
      },
      {
        what: 'display name',
        send: () => client.request('/api/account', { method: 'PATCH', json: { displayName: nul } }),
        message: 'El campo «Nombre» contiene caracteres no permitidos.',
        field: 'displayName',
      },
      {
        what: 'support report',
        send: () => client.post('/api/support', { issue_details: nul, device_type: 'desktop' }),
        message: 'El campo «Descripción del problema» contiene caracteres no permitidos.',
        field: 'issue_details',
      },
      {
        what: 'feedback',
        send: () => client.post('/api/feedback', { score: 'very_intuitive', recommendation: nul }),
        message: 'El campo «Comentario» contiene caracteres no permitidos.',
        field: 'recommendation',
      },
      {
        what: 'complaint',
        send: () => server.createClient().post('/api/claims', { details: nul }),
        message: 'El campo «Detalle» contiene caracteres no permitidos.',
        field: 'details',
      },
      {
        what: 'deletion reason',
        send: () =>
          client.request('/api/account', {
            method: 'DELETE',
            json: { other_selected: true, other_reason: nul },
          }),
        message: 'El campo «Otra razón» contiene caracteres no permitidos.',
        field: 'other_reason',
      },
      {
        what: 'job description',
        send: async () =>
          submit(
            client,
            await fileForm(
              { type: 'optimize_job', jobDescription: nul },
              { url: fixturePdf, name: 'cv.pdf' },
            ),
          ),
        message: 'El campo «Descripción del trabajo» contiene caracteres no permitidos.',
        field: 'jobDescription',
      },
      {
        what: 'search',
        send: () => client.get(`/api/cvs?q=${encodeURIComponent(nul)}`),
        message: 'El campo «Búsqueda» contiene caracteres no permitidos.',
      },
    ];
    for (const { what, send, message, field } of cases) {
      const response = await send();
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toStrictEqual({
        code: 'VALIDATION_ERROR',
        message,
        ...(field ? { field } : {}),
      });
    }
    expect(await cvName(cvId)).toBe('CV Rosa Quispe');
    expect(await displayName(userId)).toBeNull();
    expect(await count('user_support', userId)).toBe(0);
    expect(await count('user_feedback_scores', userId)).toBe(0);
    expect(await count('optimizations', userId)).toBe(0);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  test('a NUL byte in an uploaded file name is dropped, not refused', async () => {
    const { client, userId } = await signUpClient(server);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'CV\u0000 Rosa.pdf' }),
    );
    expect(response.status).toBe(202);
    const rows = await server.query<{ source_file_name: string }>(
      'select source_file_name from optimizations where user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ source_file_name: 'CV Rosa.pdf' }]);
  });

  test('the rename limit and a body that is not a JSON object answer in Spanish', async () => {
    const { client, userId } = await signUpClient(server);
    const cvId = await insertCv(userId);
    const long = await client.request(`/api/cvs/${cvId}`, {
      method: 'PATCH',
      json: { name: 'x'.repeat(121) },
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toStrictEqual({
      code: 'VALIDATION_ERROR',
      message: 'El nombre no puede tener más de 120 caracteres',
    });
    const notAString = await client.request(`/api/cvs/${cvId}`, {
      method: 'PATCH',
      json: { name: 42 },
    });
    expect(await notAString.json()).toMatchObject({ message: 'El nombre no puede estar vacío' });

    const anonymous = server.createClient();
    for (const body of ['esto no es JSON', 'null', '[1, 2]', '"texto"']) {
      const response = await rawRequest(anonymous, '/api/claims', {
        method: 'POST',
        headers: { origin: server.environment.appUrl, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toStrictEqual({
        code: 'VALIDATION_ERROR',
        message: 'La solicitud no es válida: se esperaba un objeto JSON.',
      });
    }
  });

  test('a type zod would describe in English gets a Spanish message naming the field', async () => {
    const { client } = await signUpClient(server);
    const response = await client.request('/api/account', {
      method: 'DELETE',
      json: { other_selected: true, other_reason: 42 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Por favor cuéntanos la otra razón' });
    const claim = await server.createClient().post('/api/claims', { first_name: ['a'] });
    expect(claim.status).toBe(400);
    expect(JSON.stringify(await claim.json())).not.toMatch(/Invalid input|expected/);
  });

  test('a NUL byte in the sign-up name or e-mail is a 400 in Spanish, and no account is made', async () => {
    const countUsers = async () =>
      (await server.query<{ count: number }>('select count(*)::int as count from users'))[0]?.count;
    const before = await countUsers();
    for (const body of [
      signUpBody({ name: 'Rosa\u0000Quispe' }),
      signUpBody({ email: 'rosa\u0000@example.pe' }),
    ]) {
      const response = await server.createClient().post('/api/auth/sign-up/email', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string };
      expect(answer.message).toMatch(/no permitidos/);
    }
    expect(await countUsers()).toBe(before);
  });

  test("PostgreSQL's refusal of a NUL byte is a 400, not a 500, wherever it comes from", async () => {
    const app = new Hono<AppEnv>()
      .get('/', async () => {
        await server.runtime.database.db.execute(sql`select ${'a\u0000b'}::text`);
        return new Response('ok');
      })
      .onError(createErrorHandler(createLogger('silent')));
    const response = await app.request('/');
    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({
      code: 'VALIDATION_ERROR',
      message: 'El texto enviado contiene caracteres no permitidos.',
    });
  });
});
