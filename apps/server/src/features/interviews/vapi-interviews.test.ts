import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InterviewDetail } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { readOutbox } from '../../../test/outbox';
import { readEnvironment } from '../../env';
import { createLogger } from '../../logger';
import { startRuntime } from '../../runtime';
import {
  eventually,
  finish,
  goodAnswer,
  listInterviews,
  readDetail,
  reportEmailsTo,
  shiftStart,
  startInterview,
  storeCv,
  subscribeToRedi,
} from './interview-test-helpers';

const webhookSecret = 'secreto-del-webhook-de-vapi';

/** An end-of-call report as Vapi sends it to the assistant's server URL (the parts we read). */
function endOfCallReport(options: {
  interviewId: string;
  callId: string;
  durationSeconds?: number;
  metadataIn?: 'call' | 'assistant';
}) {
  const metadata = { interviewId: options.interviewId };
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      call: {
        id: options.callId,
        type: 'webCall',
        ...(options.metadataIn === 'assistant' ? {} : { assistantOverrides: { metadata } }),
      },
      ...(options.metadataIn === 'assistant' ? { assistant: { metadata } } : {}),
      startedAt: '2026-11-27T10:00:00.000Z',
      endedAt: '2026-11-27T10:07:30.000Z',
      ...(options.durationSeconds === undefined
        ? {}
        : { durationSeconds: options.durationSeconds }),
      artifact: {
        messages: [
          { role: 'system', message: 'Eres un entrevistador.', time: 0, secondsFromStart: 0 },
          {
            role: 'bot',
            message: 'Hola, cuéntame sobre ti y tu experiencia.',
            time: 1,
            secondsFromStart: 1,
          },
          {
            role: 'user',
            message:
              'Soy analista de logística, planifico rutas de reparto y controlo el inventario.',
            time: 8,
            secondsFromStart: 8,
          },
          {
            role: 'bot',
            message: 'Cuéntame una situación difícil en tu trabajo y cómo la resolviste.',
            time: 40,
            secondsFromStart: 40,
          },
          { role: 'user', message: goodAnswer, time: 48, secondsFromStart: 48 },
        ],
        transcript: 'AI: Hola… User: Soy analista…',
      },
    },
  };
}

// Vapi's voice interviewer for Redi subscribers, and its end-of-call report on the webhook.
describe('interview practice with Vapi', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      variables: {
        VAPI_PUBLIC_KEY: 'pk-publica-de-prueba',
        VAPI_ASSISTANT_ID: 'asistente-entrevistas',
        VAPI_WEBHOOK_SECRET: webhookSecret,
        VAPI_API_BASE_URL: 'http://127.0.0.1:9/',
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const postReport = (body: unknown, secret: string | null = webhookSecret) =>
    server.createClient().request('/api/webhooks/vapi', {
      method: 'POST',
      json: body,
      withoutOrigin: true,
      headers: secret === null ? {} : { 'x-vapi-secret': secret },
    });

  async function startVapiInterview() {
    const user = await signUpClient(server);
    await subscribeToRedi(user.client);
    const cvId = await storeCv(server, user.userId);
    const session = await startInterview(user.client, {
      cvId,
      position: 'Analista de logística',
      posting:
        'Buscamos analista de logística con experiencia en gestión de inventarios, manejo de SAP, Excel avanzado y Power BI, para planificar la distribución y coordinar con transportistas en Lima.',
    });
    return { ...user, session };
  }

  test('a Redi subscriber gets Vapi, carrying the brief’s short variables and the interview id', async () => {
    const { client, session } = await startVapiInterview();

    expect((await listInterviews(client)).allowance).toMatchObject({
      access: 'redi',
      mode: 'vapi',
    });
    expect(session).toMatchObject({
      mode: 'vapi',
      status: 'in_progress',
      question: null,
      limitSeconds: 15 * 60,
      vapi: {
        publicKey: 'pk-publica-de-prueba',
        assistantId: 'asistente-entrevistas',
        apiBaseUrl: 'http://127.0.0.1:9',
        assistantOverrides: {
          metadata: { interviewId: session.id },
          maxDurationSeconds: 15 * 60,
        },
      },
    });
    const variables = session.vapi?.assistantOverrides.variableValues ?? {};
    expect(Object.keys(variables).sort()).toEqual(
      ['candidateName', 'cvFacts', 'position', 'requirements'].sort(),
    );
    expect(variables['position']).toBe('Analista de logística');
    expect(Object.values(variables).every((value) => typeof value === 'string')).toBe(true);
    // The brief, never the whole CV: no bullet, no contact line.
    const sent = JSON.stringify(variables);
    expect(sent).not.toContain('25 camiones');
    expect(sent).not.toContain('987 654 321');
    expect(sent.length).toBeLessThan(2000);
  });

  test('without Redi the trial stays built in, even with Vapi configured', async () => {
    const { client } = await signUpClient(server);

    expect((await listInterviews(client)).allowance).toMatchObject({
      access: 'trial',
      mode: 'builtin',
    });
    const session = await startInterview(client);
    expect(session).toMatchObject({ mode: 'builtin', vapi: null });
    expect(session.question).not.toBeNull();
  });

  test('a call that failed to connect is cancelled, nothing charged', async () => {
    const { client, session } = await startVapiInterview();

    const response = await client.post(`/api/interviews/${session.id}/cancel`);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'cancelled', durationSeconds: 0 });
    expect((await listInterviews(client)).allowance.secondsRemaining).toBe(3600);
  });

  test('the webhook refuses a missing or wrong secret', async () => {
    const { client, session } = await startVapiInterview();
    const report = endOfCallReport({ interviewId: session.id, callId: 'llamada-sin-firma' });

    for (const secret of [null, 'otro-secreto', `${webhookSecret}x`, '']) {
      const response = await postReport(report, secret);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await readDetail(client, session.id)).status).toBe('in_progress');
  });

  test('a signed end-of-call report is stored once, charged, and its feedback shown and e-mailed', async () => {
    const { client, email, session } = await startVapiInterview();
    const ended = await finish(client, session.id);
    expect(ended).toMatchObject({ status: 'awaiting_report', durationSeconds: 0, report: null });
    expect(await finish(client, session.id)).toStrictEqual(ended);

    const report = endOfCallReport({
      interviewId: session.id,
      callId: 'llamada-1',
      durationSeconds: 450.4,
    });
    const response = await postReport(report);

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ received: true, outcome: 'applied' });
    const detail = await readDetail(client, session.id);
    expect(detail).toMatchObject({ status: 'completed', durationSeconds: 451 });
    expect(detail.report?.answers.map((item) => item.answer)).toEqual([
      'Soy analista de logística, planifico rutas de reparto y controlo el inventario.',
      goodAnswer,
    ]);
    expect(detail.report?.answers[0]?.source).toBe('voice');
    await eventually(async () => {
      expect(await reportEmailsTo(server, email)).toHaveLength(1);
    });
    expect((await listInterviews(client)).allowance.secondsRemaining).toBe(3600 - 451);

    // Vapi's duplicate delivery, a replay, and another call naming the same interview.
    for (const body of [
      report,
      report,
      endOfCallReport({ interviewId: session.id, callId: 'llamada-2', durationSeconds: 900 }),
    ]) {
      const again = await postReport(body);
      expect(again.status).toBe(200);
      expect(await again.json()).toStrictEqual({ received: true, outcome: 'duplicate' });
    }
    expect(await readDetail(client, session.id)).toStrictEqual(detail);
    expect(await reportEmailsTo(server, email)).toHaveLength(1);
  });

  test('the interview id may come in the assistant’s metadata, the messages outside the artifact, the duration from the call’s times', async () => {
    const { client, session } = await startVapiInterview();

    // And the messages at the message's top level rather than in its artifact.
    const { artifact, ...rest } = endOfCallReport({
      interviewId: session.id,
      callId: 'llamada-3',
      metadataIn: 'assistant',
    }).message;
    const response = await postReport({ message: { ...rest, messages: artifact.messages } });

    expect(await response.json()).toMatchObject({ outcome: 'applied' });
    // 10:00:00 to 10:07:30.
    const detail = await readDetail(client, session.id);
    expect(detail).toMatchObject({ status: 'completed', durationSeconds: 450 });
    expect(detail.report?.answers).toHaveLength(2);
  });

  test('a call longer than the minutes left is still stored: the allowance reaches zero', async () => {
    const { client, session, userId } = await startVapiInterview();
    await server.query(
      `insert into interviews (user_id, mode, status, brief, limit_seconds, seconds_charged, charged_at)
       values ($1, 'builtin', 'completed', '{}', 900, 3000, now())`,
      [userId],
    );

    await postReport(
      endOfCallReport({ interviewId: session.id, callId: 'llamada-4', durationSeconds: 900 }),
    );

    const detail = await readDetail(client, session.id);
    expect(detail).toMatchObject({ status: 'completed', durationSeconds: 900 });
    expect(detail.report).not.toBeNull();
    expect((await listInterviews(client)).allowance).toMatchObject({
      access: 'exhausted',
      secondsRemaining: 0,
    });
  });

  test('unknown interviews and other messages are answered 200 and ignored', async () => {
    const { client, session } = await startVapiInterview();
    const builtin = await signUpClient(server);
    const builtinSession = await startInterview(builtin.client);

    for (const [body, outcome] of [
      [
        endOfCallReport({ interviewId: '00000000-0000-4000-8000-000000000000', callId: 'c-5' }),
        'unknown-interview',
      ],
      [endOfCallReport({ interviewId: 'no-es-un-id', callId: 'c-6' }), 'unknown-interview'],
      [endOfCallReport({ interviewId: builtinSession.id, callId: 'c-7' }), 'unknown-interview'],
      [{ message: { type: 'status-update', status: 'in-progress' } }, 'ignored-type'],
      [{ message: { type: 'end-of-call-report', call: {} } }, 'unknown-interview'],
      [{}, 'ignored-type'],
    ] as const) {
      const response = await postReport(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toStrictEqual({ received: true, outcome });
    }
    expect((await readDetail(client, session.id)).status).toBe('in_progress');
    expect((await readDetail(builtin.client, builtinSession.id)).status).toBe('in_progress');
  });

  test('a body that is not JSON is a 400 once signed', async () => {
    const response = await server.createClient().request('/api/webhooks/vapi', {
      method: 'POST',
      body: '{"message": ',
      withoutOrigin: true,
      headers: { 'content-type': 'application/json', 'x-vapi-secret': webhookSecret },
    });
    expect(response.status).toBe(400);
  });

  test('a Vapi interview with no report after two hours is cancelled, nothing charged', async () => {
    const { client, session } = await startVapiInterview();
    await finish(client, session.id);
    await shiftStart(server, session.id, 2 * 60 * 60 - 60);
    expect((await readDetail(client, session.id)).status).toBe('awaiting_report');

    await shiftStart(server, session.id, 120);

    const detail: InterviewDetail = await readDetail(client, session.id);
    expect(detail).toMatchObject({ status: 'cancelled', durationSeconds: 0, report: null });
  });

  test('the sweep at start ends every stale interview, of any user', async () => {
    const vapiUser = await startVapiInterview();
    await shiftStart(server, vapiUser.session.id, 2 * 60 * 60 + 1);
    const builtinUser = await signUpClient(server);
    const builtinSession = await startInterview(builtinUser.client);
    await server.query(
      `update interviews set answers = jsonb_build_array(jsonb_build_object(
         'questionId', 'q', 'kind', 'opening', 'question', 'Cuéntame sobre ti.',
         'answer', $2::text, 'source', 'typed', 'durationSeconds', 30))
       where id = $1`,
      [builtinSession.id, goodAnswer],
    );
    await shiftStart(server, builtinSession.id, builtinSession.limitSeconds + 31);

    // A second server process starting on the same database, as after a crash or a deploy.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-interviews-restart-'));
    const restarted = await startRuntime(
      readEnvironment({
        NODE_ENV: 'test',
        DATABASE_URL: server.database.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        APP_URL: 'http://localhost:3000',
        RUN_WORKER: 'false',
      }),
      createLogger('silent'),
    );
    try {
      const rows = await server.query<{ id: string; status: string; seconds_charged: number }>(
        'select id, status, seconds_charged from interviews where id = any($1::uuid[])',
        [[vapiUser.session.id, builtinSession.id]],
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          { id: vapiUser.session.id, status: 'cancelled', seconds_charged: 0 },
          {
            id: builtinSession.id,
            status: 'completed',
            seconds_charged: builtinSession.limitSeconds,
          },
        ]),
      );
      const emails = (await readOutbox(dataDir)).filter((message) =>
        message.to.includes(builtinUser.email),
      );
      expect(emails).toHaveLength(1);
    } finally {
      await restarted.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(await reportEmailsTo(server, builtinUser.email)).toHaveLength(0);
  });

  test('a report whose e-mail never went is e-mailed when its user comes back', async () => {
    const { client, email, session } = await startVapiInterview();
    await postReport(
      endOfCallReport({ interviewId: session.id, callId: 'llamada-8', durationSeconds: 120 }),
    );
    expect(await reportEmailsTo(server, email)).toHaveLength(1);
    // As if the process had stopped before the e-mail went.
    await server.query(
      `update interviews set report_emailed_at = null, updated_at = now() - interval '11 minutes'
       where id = $1`,
      [session.id],
    );

    await listInterviews(client);
    await listInterviews(client);

    expect(await reportEmailsTo(server, email)).toHaveLength(2);
  });
});
