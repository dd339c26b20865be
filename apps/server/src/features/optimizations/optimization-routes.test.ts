import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, signUpClient } from '../../../test/test-runtime';
import {
  fileForm,
  fixtureDocx,
  fixturePdf,
  grantCredits,
  jobPosting,
  setPlan,
  submit,
  waitForFinalState,
} from './optimization-test-helpers';
import { failStaleOptimizations } from './optimization-service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const count = async (table: string, userId: string) =>
  Number(
    (
      await server.query<{ count: string }>(`select count(*) from ${table} where user_id = $1`, [
        userId,
      ])
    )[0]?.count,
  );

/** Every file (not folder) stored for the user. */
async function userFiles(userId: string): Promise<string[]> {
  const root = path.join(server.dataDir, 'files', 'users', userId);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('POST /api/optimizations, the whole flow', () => {
  test('a basic optimisation stores the result, its files, one usage row and one debit', async () => {
    const { client, userId } = await signUpClient(server);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'CV Jorge Ramos.pdf' }),
    );
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; status: string };
    expect(accepted.status).toBe('queued');

    const final = await waitForFinalState(client, accepted.id);
    expect(final).toMatchObject({ status: 'done', progress: 100, cvId: expect.any(String) });

    const list = (await (await client.get('/api/cvs')).json()) as {
      cvs: Array<Record<string, unknown>>;
    };
    expect(list.cvs).toEqual([
      {
        id: final.cvId,
        // Issue 17: named after the person the engine read and the tool, not the uploaded file.
        name: 'CV de José Miguel Chunga Yarlequé – optimizado',
        typeId: 'optimize_es',
        createdAt: expect.any(String),
        scoreBefore: expect.any(Number),
        scoreAfter: expect.any(Number),
      },
    ]);
    const pdf = await client.get(`/api/cvs/${final.cvId}/file?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Saved as a plain ASCII name of its own, never the uploaded file's (RFC 6266 and 5987).
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Jose-Miguel-Chunga-Yarleque-CV-optimizado.pdf"; filename*=UTF-8''Jose-Miguel-Chunga-Yarleque-CV-optimizado.pdf`,
    );
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const docx = await client.get(`/api/cvs/${final.cvId}/file?format=docx`);
    expect(docx.headers.get('content-disposition')).toContain(
      'filename="Jose-Miguel-Chunga-Yarleque-CV-optimizado.docx"',
    );
    expect(new Uint8Array(await docx.arrayBuffer()).slice(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );
    const inline = await client.get(`/api/cvs/${final.cvId}/file?format=pdf&disposition=inline`);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inline.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

    const report = (await (await client.get(`/api/cvs/${final.cvId}/report`)).json()) as Record<
      string,
      unknown
    >;
    expect(report).toMatchObject({
      scoreBefore: expect.any(Number),
      scoreAfter: expect.any(Number),
      tailoring: null,
    });

    expect(await count('tool_usage', userId)).toBe(1);
    expect(
      await server.query(
        'select amount, reason, reference from credit_ledger where user_id = $1 order by id',
        [userId],
      ),
    ).toEqual([
      { amount: 1, reason: 'sign_up', reference: null },
      { amount: -1, reason: 'optimisation', reference: accepted.id },
    ]);
    const me = (await (await client.get('/api/me')).json()) as { credits: { remaining: number } };
    expect(me.credits.remaining).toBe(0);
  });

  test('job mode tailors a new upload or an earlier basic CV to the posting (Pro plan)', async () => {
    const { client, userId } = await signUpClient(server);
    await setPlan(server, userId, 'modo_pro');
    await grantCredits(server, userId, 2);
    const basic = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixtureDocx, name: 'mi-cv.docx' }),
    );
    const basicState = await waitForFinalState(client, ((await basic.json()) as { id: string }).id);
    expect(basicState.status).toBe('done');

    const posting = await readFile(jobPosting, 'utf8');
    const tailored = await submit(
      client,
      await fileForm({
        type: 'optimize_job',
        baseCvId: basicState.cvId ?? '',
        jobDescription: posting,
      }),
    );
    expect(tailored.status).toBe(202);
    const state = await waitForFinalState(client, ((await tailored.json()) as { id: string }).id);
    expect(state.status).toBe('done');
    const report = (await (await client.get(`/api/cvs/${state.cvId}/report`)).json()) as {
      tailoring: { matchBefore: number; matchAfter: number; missing: string[] } | null;
    };
    expect(report.tailoring).not.toBeNull();
    expect(report.tailoring?.matchAfter).toBeGreaterThanOrEqual(report.tailoring?.matchBefore ?? 0);
    const names = (await (await client.get('/api/cvs')).json()) as {
      cvs: Array<{ name: string; typeId: string }>;
    };
    expect(names.cvs.map((cv) => [cv.name, cv.typeId])).toEqual([
      ['CV de Milagros del Pilar Condori Apaza – adaptado a Analista Contable', 'optimize_job'],
      ['CV de Milagros del Pilar Condori Apaza – optimizado', 'optimize_es'],
    ]);
  });

  test('the event stream sends the state until the request has finished', async () => {
    const { client } = await signUpClient(server);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    const { id } = (await response.json()) as { id: string };
    const events = await client.get(`/api/optimizations/${id}/events`);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const text = await events.text();
    const states = text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as { status: string; progress: number });
    expect(states.at(-1)).toMatchObject({ status: 'done', progress: 100 });
    const progress = states.map((state) => state.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});

describe('validation, plan gating and credits (spec §4, §5)', () => {
  test('each missing or bad input gets its Spanish message and spends nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const cases: Array<[FormData, number, string, string]> = [
      [
        await fileForm({ type: 'optimize_es' }),
        400,
        'FILE_MISSING',
        'Por favor selecciona un archivo',
      ],
      [
        // Issue 17: a chosen 0-byte file was answered as if no file had been chosen.
        await fileForm(
          { type: 'optimize_es' },
          { url: null, name: 'cv.pdf', bytes: new Uint8Array(0) },
        ),
        400,
        'FILE_EMPTY',
        'El archivo que elegiste está vacío (0 bytes). Elige el archivo de tu CV de nuevo.',
      ],
      [
        await fileForm(
          { type: 'optimize_es' },
          { url: null, name: 'cv.pdf', bytes: new TextEncoder().encode('hola, esto no es un PDF') },
        ),
        415,
        'FILE_TYPE',
        'Solo se permiten archivos PDF y Word (.doc, .docx)',
      ],
      [
        await fileForm(
          { type: 'optimize_es' },
          { url: null, name: 'cv.pdf', bytes: new Uint8Array(10_485_761) },
        ),
        413,
        'FILE_TOO_LARGE',
        'El archivo no debe superar los 10MB',
      ],
      [
        await fileForm(
          { type: 'optimize_job', jobDescription: 'Analista' },
          { url: fixturePdf, name: 'cv.pdf' },
        ),
        403,
        'PLAN_REQUIRED',
        'La optimización para un trabajo es parte de los planes Pro y Redi.',
      ],
      [
        await fileForm({ type: 'optimize_translate' }, { url: fixturePdf, name: 'cv.pdf' }),
        403,
        'PLAN_REQUIRED',
        'La traducción al inglés es parte del plan Redi.',
      ],
    ];
    for (const [form, status, code, message] of cases) {
      const response = await submit(client, form);
      expect(response.status, code).toBe(status);
      expect(await response.json()).toEqual({ code, message });
    }
    expect(await count('optimizations', userId)).toBe(0);
    expect(await userFiles(userId)).toEqual([]);
  });

  test('job mode asks for the description and the base CV, and only the user’s own base CV', async () => {
    const { client, userId } = await signUpClient(server);
    const posting = await readFile(jobPosting, 'utf8');
    await setPlan(server, userId, 'modo_pro');
    await grantCredits(server, userId, 3);
    const noDescription = await submit(
      client,
      await fileForm({ type: 'optimize_job' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    expect(await noDescription.json()).toEqual({
      code: 'JOB_DESCRIPTION_MISSING',
      message: 'Por favor proporciona la descripción del trabajo',
    });
    // With no earlier basic CV, a missing file asks for a file…
    const noFile = await submit(
      client,
      await fileForm({ type: 'optimize_job', jobDescription: posting }),
    );
    expect(((await noFile.json()) as { code: string }).code).toBe('FILE_MISSING');
    // …once there is one, it asks to choose a base CV.
    const basic = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    await waitForFinalState(client, ((await basic.json()) as { id: string }).id);
    const noBase = await submit(
      client,
      await fileForm({ type: 'optimize_job', jobDescription: posting }),
    );
    expect(await noBase.json()).toEqual({
      code: 'BASE_CV_MISSING',
      message: 'Por favor selecciona un CV base',
    });

    const other = await signUpClient(server);
    const othersCv = await submit(
      other.client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    const othersState = await waitForFinalState(
      other.client,
      ((await othersCv.json()) as { id: string }).id,
    );
    const foreignBase = await submit(
      client,
      await fileForm({
        type: 'optimize_job',
        jobDescription: posting,
        baseCvId: othersState.cvId ?? '',
      }),
    );
    expect(foreignBase.status).toBe(404);
    expect(await foreignBase.json()).toEqual({
      code: 'BASE_CV_NOT_FOUND',
      message: 'CV base no encontrado',
    });
  });

  test('a posting too short to tailor to (one word) is refused before any credit is reserved', async () => {
    const { client, userId } = await signUpClient(server);
    await setPlan(server, userId, 'modo_pro');
    await grantCredits(server, userId, 3);
    const remaining = async () =>
      ((await (await client.get('/api/me')).json()) as { credits: { remaining: number } }).credits
        .remaining;
    const before = await remaining();
    for (const jobDescription of [
      'Analista',
      'Analista de presupuesto con experiencia en el Estado',
    ]) {
      const response = await submit(
        client,
        await fileForm(
          { type: 'optimize_job', jobDescription },
          { url: fixturePdf, name: 'cv.pdf' },
        ),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'JOB_DESCRIPTION_TOO_SHORT',
        message:
          'La descripción del trabajo es muy corta para adaptar tu CV. Pega el aviso completo: funciones, requisitos y conocimientos (al menos 20 palabras).',
      });
    }
    expect(await remaining()).toBe(before);
    expect(await count('optimizations', userId)).toBe(0);
    expect(await userFiles(userId)).toEqual([]);
  });

  test('translation without an AI provider is refused plainly, even on Redi, and spends nothing', async () => {
    const { client, userId } = await signUpClient(server);
    await setPlan(server, userId, 'modo_redi');
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_translate' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('TRANSLATION_UNAVAILABLE');
    expect(await count('optimizations', userId)).toBe(0);
  });

  test('with no credits left the request is refused and nothing is stored', async () => {
    const { client, userId } = await signUpClient(server);
    await grantCredits(server, userId, -1);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    expect(response.status).toBe(402);
    expect(((await response.json()) as { code: string }).code).toBe('NO_CREDITS');
    expect(await count('optimizations', userId)).toBe(0);
    expect(await userFiles(userId)).toEqual([]);
  });

  test('five simultaneous requests with one credit left give exactly one result and one debit', async () => {
    const { client, userId } = await signUpClient(server);
    const forms = await Promise.all(
      Array.from({ length: 5 }, () =>
        fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
      ),
    );
    const responses = await Promise.all(forms.map((form) => submit(client, form)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([202, 402, 402, 402, 402]);
    const accepted = responses.find((response) => response.status === 202);
    const { id } = (await accepted?.json()) as { id: string };
    expect((await waitForFinalState(client, id)).status).toBe('done');
    expect(await count('optimized_cvs', userId)).toBe(1);
    expect(
      Number(
        (
          await server.query<{ sum: string }>(
            'select sum(amount) from credit_ledger where user_id = $1',
            [userId],
          )
        )[0]?.sum,
      ),
    ).toBe(0);
  });

  test('a file the engine cannot read fails with a message: no debit, no row, no file', async () => {
    const { client, userId } = await signUpClient(server);
    const truncated = new Uint8Array(await readFile(fixturePdf)).slice(0, 2000);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: null, name: 'cv.pdf', bytes: truncated }),
    );
    expect(response.status).toBe(202);
    const state = await waitForFinalState(client, ((await response.json()) as { id: string }).id);
    expect(state.status).toBe('failed');
    expect(state.error).toMatch(/dañado|procesar/);
    expect(await count('optimized_cvs', userId)).toBe(0);
    expect(await count('tool_usage', userId)).toBe(0);
    expect(
      await server.query(
        "select count(*)::int as debits from credit_ledger where user_id = $1 and reason = 'optimisation'",
        [userId],
      ),
    ).toEqual([{ debits: 0 }]);
    expect(await userFiles(userId)).toEqual([]);
    // The credit is free again.
    const me = (await (await client.get('/api/me')).json()) as { credits: { remaining: number } };
    expect(me.credits.remaining).toBe(1);
  });

  test('requests left in flight by a crash are failed on the next sweep, releasing the credit', async () => {
    const { client, userId } = await signUpClient(server);
    const [row] = await server.query<{ id: string }>(
      "insert into optimizations (user_id, type_id, status, progress, updated_at) values ($1, 'optimize_es', 'optimizing', 55, now() - interval '1 hour') returning id",
      [userId],
    );
    await failStaleOptimizations(server.runtime.database.db, server.runtime.storage);
    const state = (await (await client.get(`/api/optimizations/${row?.id}`)).json()) as {
      status: string;
      error: string;
    };
    expect(state).toMatchObject({ status: 'failed', error: 'Error al procesar el archivo' });
  });

  test("another user's request is not found", async () => {
    const owner = await signUpClient(server);
    const response = await submit(
      owner.client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    const { id } = (await response.json()) as { id: string };
    const stranger = await signUpClient(server);
    expect((await stranger.client.get(`/api/optimizations/${id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/optimizations/${id}/events`)).status).toBe(404);
    await waitForFinalState(owner.client, id);
  });
});
