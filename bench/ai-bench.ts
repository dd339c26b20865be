// What our pipeline adds around a language model (issue 7; target: under 20 % of the total). A
// local OpenAI-compatible fake answers every call after a fixed latency (500 ms, a fast real
// provider). For a typical 2-page CV, read once as the worker does, the engine optimises it with
// the LLM editor (rewrite) or translates it: built-in optimise, the model's call, the fact guard,
// applying the edits, analysis and DOCX + PDF rendering — the pipeline around the provider.
// Overhead = (pipeline − provider time) / pipeline, the provider time being the wall time during
// which at least one call was inside the fake's latency. Reading the file (parse) happens before
// the provider is involved; it is shown on its own and in the end-to-end figure.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { optimiseParsedCv, readCv, type CvEditor } from '@cvlisto/cv-engine';
import { createLlmCvEditor } from '../apps/server/src/ai/llm-cv-editor';
import { createLogger } from '../apps/server/src/logger';
import {
  fakeReply,
  promptFieldsOf,
  startFakeOpenAiServer,
  type PromptField,
} from '../apps/server/test/fake-openai-server';
import { percentile } from './bench-tools';

const providerLatencyMs = 500;
const runs = Number(process.env.BENCH_AI_RUNS ?? 20);
const warmUpRuns = 2;
const cvFixture = new URL(
  '../packages/cv-engine/fixtures/cvs/heldout-es-pdf-word-twopage-01.pdf',
  import.meta.url,
);

/** A plausible answer: every bullet and the summary edited, as a real model would. */
function answerFor(purpose: 'rewrite' | 'translate', field: PromptField): string | null {
  if (field.kind !== 'bullet' && field.kind !== 'summary') return null;
  if (purpose === 'rewrite') return `${field.text.replace(/\.\s*$/, '')} de forma sostenida.`;
  return field.kind === 'summary'
    ? 'Professional with solid experience in the daily work of the area.'
    : 'Handled the assigned tasks of the area with care.';
}

/** Wraps the editor to count its calls and the time spent waiting on them (summed). */
function timedEditor(editor: CvEditor) {
  const timing = { calls: 0, waitMs: 0 };
  const wrapped: CvEditor = {
    async propose(request, options) {
      const started = performance.now();
      try {
        return await editor.propose(request, options);
      } finally {
        timing.calls += 1;
        timing.waitMs += performance.now() - started;
      }
    },
  };
  return { editor: wrapped, timing };
}

type Row = {
  mode: string;
  runs: number;
  'calls/run': number;
  'read p50 ms': number;
  'pipeline p50 ms': number;
  'pipeline p95 ms': number;
  'editor wait p50 ms': number;
  'provider p50 ms': number;
  'overhead p50 %': number;
  'overhead p95 %': number;
  'with read p50 %': number;
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Latency windows [start, end] of the fake's answers, for the current run. */
const latencyWindows: Array<[number, number]> = [];

/** Wall time covered by at least one window (calls may overlap when the engine splits a CV). */
function coveredMs(windows: ReadonlyArray<[number, number]>): number {
  let covered = 0;
  let reach = -Infinity;
  for (const [start, end] of [...windows].sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    covered += end - Math.max(start, reach);
    reach = end;
  }
  return covered;
}

const fake = await startFakeOpenAiServer((request) => {
  const now = performance.now();
  latencyWindows.push([now, now + providerLatencyMs]);
  const purpose = request.body.messages.some(
    (message) => message.role === 'system' && message.content.includes('US English'),
  )
    ? 'translate'
    : 'rewrite';
  const edits = promptFieldsOf(request).flatMap((field) => {
    const text = answerFor(purpose, field);
    return text ? [{ path: field.path, text }] : [];
  });
  return fakeReply.json({ edits }, providerLatencyMs);
});
try {
  const llmEditor = createLlmCvEditor(
    {
      baseUrl: fake.baseUrl,
      apiKey: 'bench',
      model: 'bench-model',
      timeoutMs: 30_000,
      maxRetries: 0,
      concurrency: 4,
      structuredOutputs: true,
    },
    { logger: createLogger('warn') },
  );
  const bytes = new Uint8Array(await readFile(cvFixture));
  const rows: Row[] = [];
  for (const mode of ['rewrite', 'translate'] as const) {
    const reads: number[] = [];
    const totals: number[] = [];
    const waits: number[] = [];
    const overheads: number[] = [];
    const endToEndOverheads: number[] = [];
    const providerTimes: number[] = [];
    let calls = 0;
    for (let index = 0; index < warmUpRuns + runs; index += 1) {
      const { editor, timing } = timedEditor(llmEditor);
      const readStarted = performance.now();
      const source = await readCv(bytes);
      const started = performance.now();
      latencyWindows.length = 0;
      const result = await optimiseParsedCv(source, {
        appName: 'CVListo',
        editor,
        translate: mode === 'translate',
      });
      const total = performance.now() - started;
      const read = started - readStarted;
      const applied = result.report.aiEdits.every((pass) => pass.status === 'applied');
      if (!applied) throw new Error(`${mode}: the provider was not used (fallback)`);
      if (index < warmUpRuns) continue;
      const providerMs = coveredMs(latencyWindows);
      reads.push(read);
      providerTimes.push(providerMs);
      totals.push(total);
      waits.push(timing.waitMs);
      overheads.push(((total - providerMs) / total) * 100);
      endToEndOverheads.push(((read + total - providerMs) / (read + total)) * 100);
      calls = timing.calls;
    }
    rows.push({
      mode,
      runs,
      'calls/run': calls,
      'read p50 ms': Math.round(percentile(reads, 0.5)),
      'pipeline p50 ms': Math.round(percentile(totals, 0.5)),
      'pipeline p95 ms': Math.round(percentile(totals, 0.95)),
      'editor wait p50 ms': Math.round(percentile(waits, 0.5)),
      'provider p50 ms': Math.round(percentile(providerTimes, 0.5)),
      'overhead p50 %': oneDecimal(percentile(overheads, 0.5)),
      'overhead p95 %': oneDecimal(percentile(overheads, 0.95)),
      'with read p50 %': oneDecimal(percentile(endToEndOverheads, 0.5)),
    });
  }
  console.log(
    `\nAI pipeline benchmark: a 2-page PDF CV, provider latency fixed at ${providerLatencyMs} ms, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.table(rows);
  console.log(
    'pipeline = optimise + model call(s) + fact guard + apply + analyse + render (optimiseParsedCv); editor wait = time inside CvEditor.propose (HTTP, SDK, validation); overhead = (pipeline − provider) / pipeline, target < 20 %; with read: the same counting the file read (parse) before it',
  );
  const over = rows.filter((row) => row['overhead p50 %'] >= 20);
  if (over.length > 0) {
    console.error('Overhead above 20 %:', over.map((row) => row.mode).join(', '));
    process.exitCode = 1;
  }
} finally {
  await fake.close();
}
