// API throughput and latency on this machine (PRODUCT.md §6: hundreds of authenticated requests
// per second on 2 cores, p99 in tens of milliseconds). Runs the built app as `npm start` would,
// on its own embedded PostgreSQL, signs one user in, and loads it with autocannon over loopback.
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import { startAppServer } from '../e2e/app-server';
import { grantCredits, percentile } from './bench-tools';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
// 10 concurrent clients measure latency below saturation; 50 show throughput at saturation, where
// the extra latency is queueing (the load generator shares the 2 cores with the app here).
const concurrencyLevels = [10, 50] as const;

type Row = {
  endpoint: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

async function measure(
  url: string,
  headers: Record<string, string>,
  endpoint: string,
  connections: number,
) {
  const result = await autocannon({ url, headers, connections, duration: durationSeconds });
  const row: Row = {
    endpoint,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  return row;
}

/** Milliseconds from the upload's first byte to the job's `done`, polling its state. */
async function timeOptimisation(baseUrl: string, cookie: string, bytes: Uint8Array) {
  const started = performance.now();
  const form = new FormData();
  form.set('type', 'optimize_es');
  form.set('file', new File([bytes], 'cv.pdf'));
  const response = await fetch(`${baseUrl}/api/optimizations`, {
    method: 'POST',
    headers: { cookie, Origin: baseUrl },
    body: form,
  });
  if (response.status !== 202) throw new Error(`upload failed: ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  for (;;) {
    const state = (await (
      await fetch(`${baseUrl}/api/optimizations/${id}`, { headers: { cookie } })
    ).json()) as {
      status: string;
    };
    if (state.status === 'done') return performance.now() - started;
    if (state.status === 'failed') throw new Error('optimisation failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * An editor's save (issue 14: under a second for a 2-page CV): sequential PUTs of the stored CV's
 * document, each with a changed summary so every one renders (DOCX + PDF + read back) and stores
 * a version, beside its floor, the GET of the same document (the same queries, no render).
 */
async function timeEditorSaves(baseUrl: string, cookie: string, saves: number) {
  const { cvs } = (await (await fetch(`${baseUrl}/api/cvs`, { headers: { cookie } })).json()) as {
    cvs: { id: string }[];
  };
  const cvId = cvs[0]?.id;
  if (!cvId) throw new Error('no CV to edit');
  const address = `${baseUrl}/api/cvs/${cvId}/document`;
  const readTimes: number[] = [];
  const saveTimes: number[] = [];
  for (let index = 0; index < saves; index += 1) {
    let started = performance.now();
    const state = (await (await fetch(address, { headers: { cookie } })).json()) as {
      version: number;
      document: { summary: string | null };
      template: string;
      pageSize: string;
    };
    readTimes.push(performance.now() - started);
    started = performance.now();
    const response = await fetch(address, {
      method: 'PUT',
      headers: { cookie, Origin: baseUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        baseVersion: state.version,
        template: state.template,
        pageSize: state.pageSize,
        document: {
          ...state.document,
          summary: `Analista con experiencia en reportes y mejora de procesos (${index + 1}).`,
        },
      }),
    });
    if (response.status !== 200) throw new Error(`save failed: ${response.status}`);
    saveTimes.push(performance.now() - started);
  }
  return { readTimes, saveTimes };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-bench-'));
await chmod(dataDir, 0o755);
const server = await startAppServer({ dataDir, environment: { LOG_LEVEL: 'info' } });
try {
  const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify({ email: 'bench@example.pe', password: 'ClaveSegura2026', name: 'Bench' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  // Upload to `done` (issue 4): 50 sequential optimisations of a 3-page CV, which also leaves the
  // user with 50 CVs for the list benchmark below. Credits are granted straight in the database.
  const uploads = 50;
  await grantCredits(dataDir, uploads);
  const cv = new Uint8Array(
    await readFile(
      new URL('../packages/cv-engine/fixtures/cvs/es-pdf-word-export-01.pdf', import.meta.url),
    ),
  );
  const uploadTimes: number[] = [];
  for (let index = 0; index < uploads; index += 1) {
    uploadTimes.push(await timeOptimisation(server.baseUrl, cookie, cv));
  }

  const saves = 30;
  const { readTimes, saveTimes } = await timeEditorSaves(server.baseUrl, cookie, saves);

  // Warm up the pool and the JIT before measuring.
  await autocannon({ url: `${server.baseUrl}/api/me`, headers: { cookie }, duration: 2 });

  const rows: Row[] = [];
  for (const connections of concurrencyLevels) {
    rows.push(
      await measure(`${server.baseUrl}/api/me`, { cookie }, 'GET /api/me (signed in)', connections),
    );
  }
  rows.push(await measure(`${server.baseUrl}/api/cvs`, { cookie }, 'GET /api/cvs (50 CVs)', 10));
  rows.push(await measure(`${server.baseUrl}/api/health`, {}, 'GET /api/health', 10));
  rows.push(await measure(`${server.baseUrl}/`, {}, 'GET / (server-rendered landing)', 10));
  console.log(
    `\nAPI benchmark: ${durationSeconds} s per row, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.table(rows);
  console.log(
    `Upload → done (${uploads} × a 3-page PDF CV, heavier than the 2-page target; worker in the server process, engine in its child): p50 ${Math.round(percentile(uploadTimes, 0.5))} ms, p95 ${Math.round(percentile(uploadTimes, 0.95))} ms`,
  );
  console.log(
    `Editor save (${saves} sequential PUT /api/cvs/:id/document of that 3-page CV: validate, render DOCX + PDF in the editor's engine child, read back, store a version; target < 1 s): p50 ${Math.round(percentile(saveTimes, 0.5))} ms, p95 ${Math.round(percentile(saveTimes, 0.95))} ms; floor GET of the same document p50 ${Math.round(percentile(readTimes, 0.5))} ms`,
  );
  const failed = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length > 0) {
    console.error('Some requests failed:', failed.map((row) => row.endpoint).join(', '));
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
