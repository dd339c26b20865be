// A scanned CV (issue 7) uploaded through the real server and worker: read by OCR, optimised,
// stored, and the user told to check what was read.
import { optimizationStateSchema, type OptimizationState } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { fileForm, submit } from './optimization-test-helpers';

const scannedPdf = new URL(
  '../../../../../packages/cv-engine/fixtures/scanned/scanned-es-pdf-word-export-03.pdf',
  import.meta.url,
);
const ocrMessage =
  'Leímos tu CV con reconocimiento de texto (OCR) porque es una imagen escaneada. Revisa que tus datos —sobre todo correo, teléfono y fechas— estén correctos.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Polls until the request is done or failed; OCR takes seconds, more on a busy machine. */
async function waitForFinalState(client: TestClient, id: string): Promise<OptimizationState> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    const state = optimizationStateSchema.parse(
      await (await client.get(`/api/optimizations/${id}`)).json(),
    );
    if (state.status === 'done' || state.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`optimisation ${id} did not finish`);
}

describe('POST /api/optimizations with a scanned PDF', () => {
  test('reads it by OCR, stores the optimised CV and warns the user to check it', async () => {
    const { client, userId } = await signUpClient(server);
    const response = await submit(
      client,
      await fileForm({ type: 'optimize_es' }, { url: scannedPdf, name: 'CV escaneado.pdf' }),
    );
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };

    const final = await waitForFinalState(client, id);
    expect(final).toMatchObject({ status: 'done', cvId: expect.any(String) });

    const report = (await (await client.get(`/api/cvs/${final.cvId}/report`)).json()) as {
      warnings: Array<{ code: string; message: string; text: string | null }>;
    };
    expect(report.warnings).toContainEqual({
      code: 'READ_BY_OCR',
      message: ocrMessage,
      text: null,
    });

    const [stored] = await server.query<{ email: string | null; name: string | null }>(
      `select cv_document->'contact'->>'email' as email, cv_document->'contact'->>'name' as name
         from optimized_cvs where user_id = $1`,
      [userId],
    );
    expect(stored).toEqual({
      email: 'josemiguel.chunga@gmail.com',
      name: 'José Miguel Chunga Yarlequé',
    });
  }, 120_000);
});
