import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cvDocumentLimits } from '@cvlisto/cv-engine/model';
import {
  cvEditorMessages,
  maxCvDocumentBodyBytes,
  type CvEditorState,
  type CvReport,
  type CvSummary,
  type CvVersionSummary,
} from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { sweepOrphanFiles } from '../../jobs/sweep-orphan-files';
import {
  fileForm,
  fixturePdf,
  jobPosting,
  setPlan,
  submit,
  waitForFinalState,
} from '../optimizations/optimization-test-helpers';
import { maxCvSavesPerHour, maxCvsCreatedPerHour } from './cv-editor-routes';
import {
  createCvRequest,
  createCvThroughApi,
  createTestCvDocument,
  downloadText,
  remainingCredits,
  saveDocument,
  userFiles,
  withFirstJobTitle,
} from './cv-editor-test-helpers';
import { maxVersionsPerCv } from './cv-version-service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const versionRows = (cvId: string) =>
  server.query<{ version: number; origin: string; pdf_file_key: string }>(
    'select version, origin, pdf_file_key from cv_versions where cv_id = $1 order by version',
    [cvId],
  );

async function listVersions(
  client: Awaited<ReturnType<typeof signUpClient>>['client'],
  id: string,
) {
  const response = await client.get(`/api/cvs/${id}/versions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { versions: CvVersionSummary[] }).versions;
}

/** The same value with every object's keys in reverse order (as another client might send). */
function withKeysReversed<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(withKeysReversed) as Value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, child]) => [key, withKeysReversed(child)]),
  ) as Value;
}

describe('an optimised CV in the editor', () => {
  // The file's first optimisation pays the engine's cold start (pdf.js, fonts): about 10 s on an
  // idle 2-core machine, over the 30 s default when that machine is busy.
  test('the optimisation writes version 1; a save makes version 2 whose files carry the change, with no credit spent', async () => {
    const { client, userId } = await signUpClient(server);
    const submitted = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'cv.pdf' }),
    );
    const { cvId } = await waitForFinalState(
      client,
      ((await submitted.json()) as { id: string }).id,
    );
    if (!cvId) throw new Error('no CV');
    const [cvRow] = await server.query<{ pdf_file_key: string; score_after: number }>(
      'select pdf_file_key, score_after from optimized_cvs where id = $1',
      [cvId],
    );
    // The same transaction wrote the result and its version 1, from the same files and score.
    expect(await versionRows(cvId)).toEqual([
      { version: 1, origin: 'optimised', pdf_file_key: cvRow?.pdf_file_key },
    ]);

    const opened = await client.get(`/api/cvs/${cvId}/document`);
    expect(opened.status).toBe(200);
    const state = (await opened.json()) as CvEditorState;
    expect(state).toMatchObject({
      cvId,
      version: 1,
      template: 'clasico',
      pageSize: 'a4',
      score: cvRow?.score_after,
    });
    expect(state.document.experience.length).toBeGreaterThan(0);
    const credits = await remainingCredits(client);

    const saved = await saveDocument(client, cvId, {
      baseVersion: 1,
      document: withFirstJobTitle(state.document, 'Coordinadora de Cobranzas Zonal'),
    });
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as CvEditorState;
    expect(after.version).toBe(2);
    expect(after.document.experience[0]?.title).toBe('Coordinadora de Cobranzas Zonal');

    expect(await downloadText(client, cvId, 'pdf')).toContain('Coordinadora de Cobranzas Zonal');
    expect(await downloadText(client, cvId, 'docx')).toContain('Coordinadora de Cobranzas Zonal');
    expect(await remainingCredits(client)).toBe(credits);
    const [ledger] = await server.query<{ count: number }>(
      'select count(*)::int as count from credit_ledger where user_id = $1 and amount < 0',
      [userId],
    );
    expect(ledger?.count).toBe(1);

    // The list and the report describe the new files.
    const list = (await (await client.get('/api/cvs')).json()) as { cvs: CvSummary[] };
    expect(list.cvs[0]).toMatchObject({ id: cvId, scoreAfter: after.score });
    const report = (await (await client.get(`/api/cvs/${cvId}/report`)).json()) as CvReport;
    expect(report.scoreAfter).toBe(after.score);
    expect(report.findingsAfter.map(({ code, message }) => ({ code, message }))).toEqual(
      after.findings.map(({ code, message }) => ({ code, message })),
    );
    expect(await versionRows(cvId)).toMatchObject([
      { version: 1, origin: 'optimised' },
      { version: 2, origin: 'edited' },
    ]);
    // Version 1's files stay where the optimisation wrote them (a restore may want them).
    expect(await userFiles(server, userId)).toContain(
      cvRow?.pdf_file_key.replace(`users/${userId}/`, ''),
    );
  }, 60_000);
});

describe('create from scratch', () => {
  test('201 with the editor state; listed as created, files downloadable, no credit, usage or request', async () => {
    const { client, userId } = await signUpClient(server);
    const credits = await remainingCredits(client);
    const response = await client.post('/api/cvs', {
      ...createCvRequest(),
      name: '  CV para prácticas  ',
    });
    expect(response.status).toBe(201);
    const state = (await response.json()) as CvEditorState;
    expect(state).toMatchObject({
      name: 'CV para prácticas',
      version: 1,
      template: 'clasico',
      pageSize: 'a4',
    });
    expect(state.document).toEqual(createTestCvDocument());
    expect(state.score).toBeGreaterThan(0);

    const list = (await (await client.get('/api/cvs')).json()) as { cvs: CvSummary[] };
    expect(list.cvs).toEqual([
      expect.objectContaining({ id: state.cvId, typeId: 'created', scoreAfter: state.score }),
    ]);
    expect(await downloadText(client, state.cvId, 'pdf')).toContain('Distribuidora Los Andes');
    expect(await downloadText(client, state.cvId, 'docx')).toContain('Distribuidora Los Andes');
    const report = await client.get(`/api/cvs/${state.cvId}/report`);
    expect(report.status).toBe(200);
    expect(await listVersions(client, state.cvId)).toEqual([
      expect.objectContaining({ version: 1, origin: 'created' }),
    ]);

    expect(await remainingCredits(client)).toBe(credits);
    for (const table of ['tool_usage', 'optimizations']) {
      expect(await server.query(`select 1 from ${table} where user_id = $1`, [userId])).toEqual([]);
    }
    expect(
      await server.query('select 1 from credit_ledger where user_id = $1 and amount < 0', [userId]),
    ).toEqual([]);
  });

  test('optimising a created CV for a job, as a base CV, spends one credit and starts from its current version', async () => {
    const { client, userId } = await signUpClient(server);
    await setPlan(server, userId, 'modo_pro');
    const state = await createCvThroughApi(client);
    const saved = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: withFirstJobTitle(state.document, 'Analista Contable Senior'),
    });
    expect(saved.status).toBe(200);
    const credits = await remainingCredits(client);
    expect(credits).toBeGreaterThan(0);

    const tailored = await submit(
      client,
      await fileForm({
        type: 'optimize_job',
        baseCvId: state.cvId,
        jobDescription: await readFile(jobPosting, 'utf8'),
      }),
    );
    expect(tailored.status).toBe(202);
    const result = await waitForFinalState(client, ((await tailored.json()) as { id: string }).id);
    expect(result.status).toBe('done');
    expect(await remainingCredits(client)).toBe(credits - 1);
    expect(await downloadText(client, result.cvId ?? '', 'pdf')).toContain(
      'Analista Contable Senior',
    );
  });

  test('a name that is empty or too long is refused and nothing is stored', async () => {
    const { client, userId } = await signUpClient(server);
    const empty = await client.post('/api/cvs', { ...createCvRequest(), name: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'El nombre no puede estar vacío',
      field: 'name',
    });
    const long = await client.post('/api/cvs', { ...createCvRequest(), name: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(await server.query('select 1 from optimized_cvs where user_id = $1', [userId])).toEqual(
      [],
    );
    expect(await userFiles(server, userId)).toEqual([]);
  });
});

describe('save', () => {
  test('invalid documents are refused with a Spanish message naming the field, and nothing is stored', async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const filesBefore = await userFiles(server, userId);
    const document = createTestCvDocument();

    const wrongShape = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: { ...document, experience: [{ title: 'Sin sección' }] } as never,
    });
    expect(wrongShape.status).toBe(400);
    expect(await wrongShape.json()).toEqual({
      code: 'INVALID_CV_DOCUMENT',
      message: cvEditorMessages.invalidDocument,
      field: 'document.experience.0.sectionId',
    });

    const tooLong = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: { ...document, summary: 'a'.repeat(cvDocumentLimits.fieldCharacters + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      code: 'INVALID_CV_DOCUMENT',
      message: expect.stringMatching(/^Un texto del CV es demasiado largo \(máximo 10,000/),
      field: 'document.summary',
    });

    const tooMany = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: {
        ...document,
        languages: Array.from({ length: cvDocumentLimits.entriesPerKind + 1 }, () => ({
          sectionId: document.sections[0]!.id,
          name: 'Quechua',
          level: null,
        })),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      code: 'INVALID_CV_DOCUMENT',
      message: `El CV tiene demasiados idiomas (máximo ${cvDocumentLimits.entriesPerKind}).`,
    });

    const badLook = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document,
      template: 'barroco',
    });
    expect(badLook.status).toBe(400);
    expect(await badLook.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'template' });

    const noVersion = await client.request(`/api/cvs/${state.cvId}/document`, {
      method: 'PUT',
      json: { document, template: 'clasico', pageSize: 'a4' },
    });
    expect(noVersion.status).toBe(400);

    expect(await versionRows(state.cvId)).toHaveLength(1);
    expect(await userFiles(server, userId)).toEqual(filesBefore);
    expect(
      ((await (await client.get(`/api/cvs/${state.cvId}/document`)).json()) as CvEditorState)
        .version,
    ).toBe(1);
  });

  test('a stale save is refused with 409 and stores nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const first = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: withFirstJobTitle(state.document, 'Jefa de Administración'),
    });
    expect(first.status).toBe(200);
    const filesBefore = await userFiles(server, userId);

    const stale = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: withFirstJobTitle(state.document, 'Gerente General'),
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      code: 'STALE_VERSION',
      message: cvEditorMessages.staleVersion,
    });
    expect(await versionRows(state.cvId)).toHaveLength(2);
    expect(await userFiles(server, userId)).toEqual(filesBefore);
    expect(await downloadText(client, state.cvId, 'pdf')).toContain('Jefa de Administración');
  });

  test('of two saves racing from the same version exactly one wins; the loser leaves no file', async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const [one, two] = await Promise.all([
      saveDocument(client, state.cvId, {
        baseVersion: 1,
        document: withFirstJobTitle(state.document, 'Primera Versión Ganadora'),
      }),
      saveDocument(client, state.cvId, {
        baseVersion: 1,
        document: withFirstJobTitle(state.document, 'Segunda Versión Ganadora'),
      }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const rows = await versionRows(state.cvId);
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
    // Two versions, two files each: the losing save's files are gone.
    expect(await userFiles(server, userId)).toHaveLength(4);
    const winner = one.status === 200 ? 'Primera' : 'Segunda';
    expect(await downloadText(client, state.cvId, 'pdf')).toContain(`${winner} Versión Ganadora`);
  });

  test('a look-only change is a "look" version; a save that changes nothing stores nothing', async () => {
    const { client } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    // jsonb gives the keys back in another order: still the same document.
    const unchanged = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: withKeysReversed(state.document),
    });
    expect(unchanged.status).toBe(200);
    expect(((await unchanged.json()) as CvEditorState).version).toBe(1);

    const look = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: state.document,
      template: 'moderno',
      pageSize: 'carta',
    });
    expect(look.status).toBe(200);
    expect(await look.json()).toMatchObject({ version: 2, template: 'moderno', pageSize: 'carta' });
    expect(await listVersions(client, state.cvId)).toEqual([
      expect.objectContaining({
        version: 2,
        origin: 'look',
        template: 'moderno',
        pageSize: 'carta',
      }),
      expect.objectContaining({
        version: 1,
        origin: 'created',
        template: 'clasico',
        pageSize: 'a4',
      }),
    ]);
  });

  test('a whole-document body may pass 64 KB, not 512 KB; other routes keep 64 KB', async () => {
    const { client } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const body = (padding: number) =>
      JSON.stringify({
        baseVersion: 1,
        document: withFirstJobTitle(state.document, 'Analista de Planillas'),
        template: 'clasico',
        pageSize: 'a4',
      }).replace(/^\{/, `{${' '.repeat(padding)}`);
    const put = (text: string, url = `/api/cvs/${state.cvId}/document`, method = 'PUT') =>
      client.request(url, {
        method,
        body: text,
        headers: { 'content-type': 'application/json' },
      });

    const oversized = await put(body(maxCvDocumentBodyBytes));
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: cvEditorMessages.documentTooLarge,
    });
    const createOversized = await put(
      JSON.stringify(createCvRequest()).replace(/^\{/, `{${' '.repeat(maxCvDocumentBodyBytes)}`),
      '/api/cvs',
      'POST',
    );
    expect(createOversized.status).toBe(413);
    expect(await versionRows(state.cvId)).toHaveLength(1);

    expect((await put(body(100 * 1024))).status).toBe(200);
    const rename = await put(
      JSON.stringify({ name: 'Otro' }).replace(/^\{/, `{${' '.repeat(100 * 1024)}`),
      `/api/cvs/${state.cvId}`,
      'PATCH',
    );
    expect(rename.status).toBe(413);
  });
});

describe('versions and restore', () => {
  test('restore makes a new version with the old content; versions are listed newest first', async () => {
    const { client } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const edited = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: withFirstJobTitle(state.document, 'Supervisora de Facturación'),
      template: 'compacto',
    });
    expect(edited.status).toBe(200);

    const staleRestore = await client.post(`/api/cvs/${state.cvId}/versions/1/restore`, {
      baseVersion: 1,
    });
    expect(staleRestore.status).toBe(409);
    const missing = await client.post(`/api/cvs/${state.cvId}/versions/7/restore`, {
      baseVersion: 2,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: cvEditorMessages.versionNotFound });

    const restored = await client.post(`/api/cvs/${state.cvId}/versions/1/restore`, {
      baseVersion: 2,
    });
    expect(restored.status).toBe(200);
    const after = (await restored.json()) as CvEditorState;
    expect(after).toMatchObject({ version: 3, template: 'clasico', pageSize: 'a4' });
    expect(after.document).toEqual(state.document);
    const text = await downloadText(client, state.cvId, 'pdf');
    expect(text).toContain('Asistente administrativa');
    expect(text).not.toContain('Supervisora de Facturación');

    expect(
      (await listVersions(client, state.cvId)).map(({ version, origin }) => ({ version, origin })),
    ).toEqual([
      { version: 3, origin: 'restored' },
      { version: 2, origin: 'edited' },
      { version: 1, origin: 'created' },
    ]);
  });

  test(`only the last ${maxVersionsPerCv} versions are kept; the pruned ones' files go`, async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const [first] = await versionRows(state.cvId);
    // Versions 2–30 as earlier saves would have left them (rendering 30 saves is slow).
    await server.query(
      `insert into cv_versions (cv_id, user_id, version, origin, cv_document, template, page_size,
         docx_file_key, pdf_file_key, score, findings)
       select cv_id, user_id, n, 'edited', cv_document, template, page_size, docx_file_key,
         pdf_file_key, score, findings
       from cv_versions, generate_series(2, $2::int) as n where cv_id = $1`,
      [state.cvId, maxVersionsPerCv],
    );
    await server.query('update optimized_cvs set version = $2 where id = $1', [
      state.cvId,
      maxVersionsPerCv,
    ]);
    // The copies share version 1's files; give them keys of their own so only version 1's go.
    await server.query(
      `update cv_versions set docx_file_key = docx_file_key || '.' || version,
         pdf_file_key = pdf_file_key || '.' || version where cv_id = $1 and version > 1`,
      [state.cvId],
    );

    const saved = await saveDocument(client, state.cvId, {
      baseVersion: maxVersionsPerCv,
      document: withFirstJobTitle(state.document, 'Analista de Tesorería'),
    });
    expect(saved.status).toBe(200);
    const rows = await versionRows(state.cvId);
    expect(rows).toHaveLength(maxVersionsPerCv);
    expect(rows[0]?.version).toBe(2);
    expect(rows.at(-1)?.version).toBe(maxVersionsPerCv + 1);
    const files = await userFiles(server, userId);
    expect(files).not.toContain(first?.pdf_file_key.replace(`users/${userId}/`, ''));
    expect(files).toHaveLength(2);
    expect(await downloadText(client, state.cvId, 'pdf')).toContain('Analista de Tesorería');
  });
});

describe('scope, limits and clean-up', () => {
  test("another user's CV answers 404 on every editor route", async () => {
    const owner = await signUpClient(server);
    const state = await createCvThroughApi(owner.client);
    const { client: stranger } = await signUpClient(server);
    const attempts = await Promise.all([
      stranger.get(`/api/cvs/${state.cvId}/document`),
      saveDocument(stranger, state.cvId, {
        baseVersion: 1,
        document: withFirstJobTitle(state.document, 'Intruso'),
      }),
      stranger.get(`/api/cvs/${state.cvId}/versions`),
      stranger.post(`/api/cvs/${state.cvId}/versions/1/restore`, { baseVersion: 1 }),
      stranger.get(`/api/cvs/not-a-uuid/document`),
    ]);
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'CV no encontrado' });
    }
    expect(await versionRows(state.cvId)).toHaveLength(1);
    const signedOut = await server.createClient().get(`/api/cvs/${state.cvId}/document`);
    expect(signedOut.status).toBe(401);
  });

  test('saves and restores, and creations, are rate limited per user', async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    // The counters as if the user had already used the hour's allowance.
    const spend = (name: string, count: number) =>
      server.query(
        `insert into rate_limits (id, key, count, last_request) values ($1, $2, $3, $4)
         on conflict (key) do update set count = excluded.count, last_request = excluded.last_request`,
        [randomUUID(), `${name}:${userId}`, count, Date.now()],
      );
    await spend('cv-saves', maxCvSavesPerHour);
    const save = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: withFirstJobTitle(state.document, 'Demasiadas veces'),
    });
    expect(save.status).toBe(429);
    expect(await save.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: cvEditorMessages.tooManySaves,
    });
    expect(save.headers.get('retry-after')).not.toBeNull();
    const restore = await client.post(`/api/cvs/${state.cvId}/versions/1/restore`, {
      baseVersion: 1,
    });
    expect(restore.status).toBe(429);

    await spend('cv-creates', maxCvsCreatedPerHour);
    const create = await client.post('/api/cvs', createCvRequest());
    expect(create.status).toBe(429);
    expect(await create.json()).toMatchObject({ message: cvEditorMessages.tooManyCreated });
    expect(await versionRows(state.cvId)).toHaveLength(1);
  });

  test("an edited CV's files survive the orphan sweep; a failed save's leftovers do not", async () => {
    const { client, userId } = await signUpClient(server);
    const state = await createCvThroughApi(client);
    const saved = await saveDocument(client, state.cvId, {
      baseVersion: 1,
      document: withFirstJobTitle(state.document, 'Contadora Junior'),
    });
    expect(saved.status).toBe(200);
    const userRoot = path.join(server.dataDir, 'files', 'users', userId);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    const kept = await userFiles(server, userId);
    expect(kept).toHaveLength(4);
    for (const file of kept) await utimes(path.join(userRoot, file), twoHoursAgo, twoHoursAgo);
    // A save whose process died between writing its files and committing its version.
    const orphan = path.join(userRoot, 'cvs', state.cvId, 'versions', randomUUID());
    await mkdir(orphan, { recursive: true });
    await writeFile(path.join(orphan, 'cv.pdf'), 'x');
    await utimes(path.join(orphan, 'cv.pdf'), twoHoursAgo, twoHoursAgo);

    expect(await sweepOrphanFiles(server.runtime.database.db, server.runtime.storage)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(await userFiles(server, userId)).toEqual(kept);
    expect(await downloadText(client, state.cvId, 'pdf')).toContain('Contadora Junior');
  });

  test('deleting the CV, or the account, removes every version and its files', async () => {
    const { client, userId } = await signUpClient(server);
    const first = await createCvThroughApi(client);
    const second = await createCvThroughApi(client);
    for (const cv of [first, second]) {
      const saved = await saveDocument(client, cv.cvId, {
        baseVersion: 1,
        document: withFirstJobTitle(cv.document, 'Auxiliar Contable'),
      });
      expect(saved.status).toBe(200);
    }
    expect(await userFiles(server, userId)).toHaveLength(8);

    expect((await client.request(`/api/cvs/${first.cvId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await versionRows(first.cvId)).toEqual([]);
    expect(await userFiles(server, userId)).toHaveLength(4);

    const deleted = await client.request('/api/account', {
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
    expect(deleted.status).toBe(204);
    expect(await versionRows(second.cvId)).toEqual([]);
    expect(existsSync(path.join(server.dataDir, 'files', 'users', userId))).toBe(false);
  });
});
