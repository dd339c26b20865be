// The server under a hostile upload (issue 11, decision 010): the built app as `npm start` runs
// it, the worst files of the engine's malformed-input corpus uploaded one at a time, and while
// each is processed `GET /api/health` loaded by autocannon (p50/p99) and the resident memory of
// the server process and of its engine child sampled every 100 ms. The floor is the same health
// load with no upload running. Targets: health p99 < 100 ms, server process < 1 GB.
import { readFile, chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildMalformedDocuments } from '@cvlisto/cv-engine/testing';
import autocannon from 'autocannon';
import { startAppServer } from '../e2e/app-server';
import { grantCredits } from './bench-tools';

const worstFiles = [
  'pdf-scan-huge-image.pdf',
  'pdf-huge-image.pdf',
  'pdf-60000-text-items.pdf',
  'docx-xml-flood.docx',
  'docx-150000-paragraphs.docx',
  'pdf-exponential-forms.pdf',
];
const healthConnections = 4;

type Row = {
  load: string;
  outcome: string;
  seconds: number;
  healthRequests: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  serverPeakMb: number;
  enginePeakMb: number;
};

async function residentMegabytes(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) / 1024);
}

/** The server's engine process (its other child is the embedded PostgreSQL). */
async function enginePids(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const engines: number[] = [];
  for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
    const commandLine = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.includes('engine-child')) engines.push(child);
  }
  return engines;
}

/** Samples the server's and the engine's memory until stopped; answers the peaks in MB. */
function sampleMemory(serverPid: number) {
  let serverPeak = 0;
  let enginePeak = 0;
  const timer = setInterval(() => {
    void (async () => {
      serverPeak = Math.max(serverPeak, await residentMegabytes(serverPid));
      for (const child of await enginePids(serverPid)) {
        enginePeak = Math.max(enginePeak, await residentMegabytes(child));
      }
    })();
  }, 100);
  return () => {
    clearInterval(timer);
    return { serverPeak, enginePeak };
  };
}

/** Loads /api/health until `until` settles; answers autocannon's result. */
async function loadHealthUntil(baseUrl: string, until: Promise<unknown>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}/api/health`, connections: healthConnections, duration: 600 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    void until.finally(() => instance.stop());
  });
}

async function uploadAndWait(baseUrl: string, cookie: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('type', 'optimize_es');
  form.set('file', new File([bytes], name));
  const response = await fetch(`${baseUrl}/api/optimizations`, {
    method: 'POST',
    headers: { cookie, Origin: baseUrl },
    body: form,
  });
  if (response.status !== 202) return `${response.status}`;
  const { id } = (await response.json()) as { id: string };
  for (;;) {
    const state = (await (
      await fetch(`${baseUrl}/api/optimizations/${id}`, { headers: { cookie } })
    ).json()) as { status: string };
    if (state.status === 'done' || state.status === 'failed') return state.status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const corpus = await buildMalformedDocuments();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-hostile-bench-'));
await chmod(dataDir, 0o755);
const server = await startAppServer({ dataDir });
const serverPid = server.child.pid;
if (serverPid === undefined) throw new Error('the server has no process id');
try {
  const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify({ email: 'hostil@example.pe', password: 'ClaveSegura2026', name: 'X' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  await grantCredits(dataDir, worstFiles.length);

  const rows: Row[] = [];
  const measure = async (load: string, work: () => Promise<string>) => {
    const stopSampling = sampleMemory(serverPid);
    const started = performance.now();
    const running = work();
    const health = await loadHealthUntil(server.baseUrl, running);
    const outcome = await running;
    const { serverPeak, enginePeak } = stopSampling();
    rows.push({
      load,
      outcome,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      healthRequests: health.requests.total,
      healthP50Ms: health.latency.p50,
      healthP99Ms: health.latency.p99,
      healthMaxMs: health.latency.max,
      serverPeakMb: serverPeak,
      enginePeakMb: enginePeak,
    });
  };

  // Warm up the pool and the JIT, then the floor: health alone for 5 s.
  await autocannon({ url: `${server.baseUrl}/api/health`, duration: 2 });
  await measure('none (floor)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return '-';
  });
  for (const name of worstFiles) {
    const document = corpus.find((candidate) => candidate.name === name);
    if (!document) throw new Error(`${name} is not in the corpus`);
    await measure(name, () => uploadAndWait(server.baseUrl, cookie, name, document.bytes));
  }

  console.log(
    `\nHostile uploads: GET /api/health with ${healthConnections} connections while each file is processed; ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.table(rows);
  const missed = rows.filter((row) => row.healthP99Ms >= 100 || row.serverPeakMb >= 1024);
  if (missed.length > 0) {
    console.error(
      'Targets missed (health p99 < 100 ms, server < 1 GB):',
      missed.map((row) => row.load).join(', '),
    );
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
