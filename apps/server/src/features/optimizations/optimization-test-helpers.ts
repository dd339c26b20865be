// Test helpers for optimisations: plans and credits, upload a file, wait for the job to finish.
import { readFile } from 'node:fs/promises';
import { optimizationStateSchema, type OptimizationState } from '@cvlisto/shared';
import { expect } from 'vitest';
import type { TestClient, TestServer } from '../../../test/test-runtime';

export const fixturePdf = new URL(
  '../../../../../packages/cv-engine/fixtures/cvs/es-pdf-word-export-03.pdf',
  import.meta.url,
);
export const fixtureDocx = new URL(
  '../../../../../packages/cv-engine/fixtures/cvs/es-docx-one-column-02.docx',
  import.meta.url,
);
export const jobPosting = new URL(
  '../../../../../packages/cv-engine/fixtures/jobs/job-analista-contable.txt',
  import.meta.url,
);

export async function setPlan(server: TestServer, userId: string, planId: string) {
  await server.query('update profiles set plan_id = $1 where user_id = $2', [planId, userId]);
}

export async function grantCredits(server: TestServer, userId: string, amount: number) {
  await server.query(
    "insert into credit_ledger (user_id, amount, reason) values ($1, $2, 'operator_grant')",
    [userId, amount],
  );
}

export async function fileForm(
  fields: Record<string, string>,
  file?: { url: URL | null; name: string; bytes?: Uint8Array },
): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) {
    const bytes = file.bytes ?? new Uint8Array(await readFile(file.url as URL));
    form.set('file', new File([bytes], file.name));
  }
  return form;
}

export async function submit(client: TestClient, form: FormData) {
  return client.request('/api/optimizations', { method: 'POST', form });
}

/** Polls the request until it is done or failed (the worker runs in the same process). */
export async function waitForFinalState(
  client: TestClient,
  id: string,
): Promise<OptimizationState> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await client.get(`/api/optimizations/${id}`);
    expect(response.status).toBe(200);
    const state = optimizationStateSchema.parse(await response.json());
    if (state.status === 'done' || state.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`optimisation ${id} did not finish`);
}
