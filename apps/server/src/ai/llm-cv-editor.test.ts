import { Writable } from 'node:stream';
import type { EditRequest } from '@cvlisto/cv-engine';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  fakeReply,
  startFakeOpenAiServer,
  systemMessageOf,
  userMessageOf,
  type FakeOpenAiServer,
} from '../../test/fake-openai-server';
import type { AiProviderSettings } from '../env';
import { createConcurrencyLimit } from './concurrency-limit';
import { AiEditorError, createLlmCvEditor } from './llm-cv-editor';

const bulletText = 'Coordiné el cierre contable mensual de 3 empresas del grupo.';

const rewriteRequest: EditRequest = {
  purpose: 'rewrite',
  sourceLanguage: 'es',
  targetLanguage: 'es',
  fields: [
    { path: 'summary', kind: 'summary', text: 'Contadora con experiencia en cierres contables.' },
    { path: 'experience.0.bullets.0', kind: 'bullet', text: bulletText },
  ],
  context: {
    roles: [{ title: 'Analista Contable', organisation: 'Alicorp S.A.A.' }],
    institutions: ['Universidad de Lima'],
    skills: ['SAP', 'Excel'],
  },
  jobPosting: null,
  evidencedKeywords: [],
};

const rewrittenBullet = 'Coordiné el cierre contable mensual de 3 empresas del grupo a tiempo.';

/** Log lines written by the editor, parsed. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines, raw };
}

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

function settings(overrides: Partial<AiProviderSettings> = {}): AiProviderSettings {
  return {
    baseUrl: fake.baseUrl,
    apiKey: 'sk-clave-secreta-de-prueba',
    model: 'modelo-de-prueba',
    timeoutMs: 5_000,
    maxRetries: 0,
    concurrency: 4,
    structuredOutputs: true,
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<AiEditorError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AiEditorError) return error;
    throw error;
  }
  throw new Error('the editor did not fail');
}

describe('createLlmCvEditor', () => {
  test('asks for structured output with the offered paths and returns the edits', async () => {
    fake.respondWith(() =>
      fakeReply.json({ edits: [{ path: 'experience.0.bullets.0', text: rewrittenBullet }] }),
    );
    const editor = createLlmCvEditor(settings(), { logger: capturingLogger().logger });

    const edits = await editor.propose(rewriteRequest);

    expect(edits).toEqual([{ path: 'experience.0.bullets.0', text: rewrittenBullet }]);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-clave-secreta-de-prueba');
    expect(request?.body.model).toBe('modelo-de-prueba');
    expect(request?.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'cv_field_edits',
        schema: {
          type: 'object',
          required: ['edits'],
          properties: {
            edits: {
              type: 'array',
              items: {
                properties: {
                  path: { type: 'string', enum: ['summary', 'experience.0.bullets.0'] },
                  text: { type: 'string' },
                },
              },
            },
          },
        },
      },
    });
    // Length bounds stay on our side: some compatible servers refuse them in strict mode.
    expect(JSON.stringify(request?.body.response_format)).not.toMatch(/maxLength|maxItems/);
    expect(userMessageOf(request!)).toContain(bulletText);
  });

  test('without structured outputs, reads a plain-text answer (code fences and all)', async () => {
    fake.respondWith(() =>
      fakeReply.text(
        `Aquí tienes:\n\`\`\`json\n${JSON.stringify({ edits: [{ path: 'summary', text: 'Contadora con experiencia en cierres contables mensuales.' }] })}\n\`\`\``,
      ),
    );
    const editor = createLlmCvEditor(settings({ structuredOutputs: false }), {
      logger: capturingLogger().logger,
    });

    expect(await editor.propose(rewriteRequest)).toEqual([
      { path: 'summary', text: 'Contadora con experiencia en cierres contables mensuales.' },
    ]);
    expect(fake.requests[0]?.body.response_format).toBeUndefined();
    expect(systemMessageOf(fake.requests[0]!)).toContain('{"edits":[');
  });

  test.each([
    ['structured', true],
    ['plain', false],
  ])(
    '%s: malformed JSON, a path not offered or a wrong shape are refused',
    async (_mode, structured) => {
      const editor = createLlmCvEditor(settings({ structuredOutputs: structured }), {
        logger: capturingLogger().logger,
      });
      const answers = [
        '{"edits": [{"path": "summary", "text": "sin cerrar"',
        JSON.stringify({ edits: [{ path: 'experience.9.bullets.0', text: 'Inventado.' }] }),
        JSON.stringify({ cambios: [] }),
        JSON.stringify({ edits: [{ path: 'summary', text: 'x'.repeat(2_001) }] }),
      ];
      for (const answer of answers) {
        fake.respondWith(() => fakeReply.text(answer));
        const failure = await failureOf(editor.propose(rewriteRequest));
        expect(failure.kind, answer.slice(0, 40)).toBe('invalid-answer');
      }
    },
  );

  test('a refusal, a content filter or an empty answer is a failure', async () => {
    const editor = createLlmCvEditor(settings(), { logger: capturingLogger().logger });
    for (const reply of [fakeReply.refusal(), fakeReply.contentFilter(), fakeReply.text('')]) {
      fake.respondWith(() => reply);
      expect((await failureOf(editor.propose(rewriteRequest))).kind).toBe('refusal');
    }
  });

  test('a body that is not JSON, and an HTTP error, are failures', async () => {
    const editor = createLlmCvEditor(settings(), { logger: capturingLogger().logger });
    fake.respondWith(() => fakeReply.malformedBody());
    expect((await failureOf(editor.propose(rewriteRequest))).kind).toBe('http');
    fake.respondWith(() => fakeReply.error(401));
    expect(await failureOf(editor.propose(rewriteRequest))).toMatchObject({
      kind: 'http',
      statusCode: 401,
    });
  });

  test('retries a server error with backoff, up to AI_MAX_RETRIES', async () => {
    let calls = 0;
    fake.respondWith(() => {
      calls += 1;
      return calls === 1 ? fakeReply.error(503) : fakeReply.json({ edits: [] });
    });
    const editor = createLlmCvEditor(settings({ maxRetries: 1 }), {
      logger: capturingLogger().logger,
    });
    expect(await editor.propose(rewriteRequest)).toEqual([]);
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    fake.respondWith(() => fakeReply.error(400));
    expect((await failureOf(editor.propose(rewriteRequest))).statusCode).toBe(400);
    // A client error is not retried.
    expect(fake.requests).toHaveLength(1);
  });

  test('gives up after AI_TIMEOUT_MS', async () => {
    fake.respondWith(() => fakeReply.json({ edits: [] }, 5_000));
    const editor = createLlmCvEditor(settings({ timeoutMs: 200 }), {
      logger: capturingLogger().logger,
    });
    const started = performance.now();
    expect((await failureOf(editor.propose(rewriteRequest))).kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("stops when the caller's signal is aborted", async () => {
    fake.respondWith(() => fakeReply.json({ edits: [] }, 5_000));
    const editor = createLlmCvEditor(settings(), { logger: capturingLogger().logger });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(
      (await failureOf(editor.propose(rewriteRequest, { signal: controller.signal }))).kind,
    ).toBe('aborted');
  });

  test('keeps at most AI_CONCURRENCY calls in flight', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    fake.respondWith(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 80));
      inFlight -= 1;
      return fakeReply.json({ edits: [] });
    });
    const limit = createConcurrencyLimit(2);
    const editor = createLlmCvEditor(settings(), { logger: capturingLogger().logger, limit });
    await Promise.all(Array.from({ length: 5 }, () => editor.propose(rewriteRequest)));
    expect(fake.requests).toHaveLength(5);
    expect(maxInFlight).toBe(2);
  });

  test('logs a failure at warn with its kind, never the CV content or the key', async () => {
    fake.respondWith(() => fakeReply.text(`no es JSON: ${bulletText}`));
    const { logger, lines, raw } = capturingLogger();
    const editor = createLlmCvEditor(settings(), { logger });
    await failureOf(editor.propose(rewriteRequest));

    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        purpose: 'rewrite',
        fields: 2,
        failure: 'invalid-answer',
        msg: 'AI provider failed; the built-in engine takes over',
      }),
    ]);
    const written = raw.join('');
    expect(written).not.toContain('cierre contable');
    expect(written).not.toContain('sk-clave-secreta-de-prueba');
  });

  test('asks nothing when no field is offered', async () => {
    const editor = createLlmCvEditor(settings(), { logger: capturingLogger().logger });
    expect(await editor.propose({ ...rewriteRequest, fields: [] })).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});
