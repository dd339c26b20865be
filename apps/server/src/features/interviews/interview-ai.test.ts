import { builtinPlanQuestionRange } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  fakeReply,
  startFakeOpenAiServer,
  systemMessageOf,
  type FakeOpenAiServer,
  type RecordedChatRequest,
} from '../../../test/fake-openai-server';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { maxFollowUpsPerInterview } from './interview-service';
import {
  answer,
  eventually,
  finish,
  goodAnswer,
  readDetail,
  reportEmailsTo,
  startInterview,
  subscribeToRedi,
} from './interview-test-helpers';

const followUpQuestion = '¿Y cuántos pedidos manejabas al día en ese puesto?';

function isFollowUpRequest(request: RecordedChatRequest): boolean {
  return systemMessageOf(request).includes('seguimiento');
}

// The built-in interviewer with a language model (issue 15): follow-up questions after answers,
// richer comments on the report; the provider is a local fake speaking the OpenAI API.
describe('interview practice with a language model', () => {
  let server: TestServer;
  let provider: FakeOpenAiServer;
  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    server = await startTestServer({
      variables: {
        AI_BASE_URL: provider.baseUrl,
        AI_API_KEY: 'sk-falsa',
        AI_MODEL: 'modelo-falso',
        AI_MAX_RETRIES: '0',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  async function redi() {
    const user = await signUpClient(server);
    await subscribeToRedi(user.client);
    return user;
  }

  test('a follow-up reacts to an answer: at most two per interview, never past the plan’s maximum', async () => {
    provider.respondWith((request) =>
      isFollowUpRequest(request)
        ? fakeReply.json({ followUp: followUpQuestion })
        : fakeReply.json({ comments: [], practiseNext: [], summary: null }),
    );
    const { client } = await redi();
    const session = await startInterview(client);
    const planned = session.question?.total ?? 0;

    const first = await answer(client, session.id, session.question?.id ?? '', goodAnswer);

    expect(first.next).toMatchObject({
      kind: 'follow_up',
      text: followUpQuestion,
      position: 2,
      total: planned + 1,
    });
    const asked: string[] = [first.next?.kind ?? ''];
    let next = first.next;
    while (next) {
      next = (await answer(client, session.id, next.id, goodAnswer)).next;
      if (next) asked.push(next.kind);
    }
    const followUps = asked.filter((kind) => kind === 'follow_up').length;
    expect(followUps).toBe(
      Math.min(maxFollowUpsPerInterview, builtinPlanQuestionRange.max - planned),
    );
    const detail = await finish(client, session.id);
    expect(detail.report?.answers).toHaveLength(planned + followUps);
    expect(detail.report?.answers[1]?.question).toBe(followUpQuestion);
  });

  test('the model’s comments make the report when they stick to what was said', async () => {
    const { client } = await redi();
    const session = await startInterview(client);
    const questionId = session.question?.id ?? '';
    const comment =
      'Contaste la situación y el resultado: «las devoluciones bajaron 18 % en tres meses». Di también cuál fue tu papel exacto.';
    provider.respondWith((request) =>
      isFollowUpRequest(request)
        ? fakeReply.json({ followUp: null })
        : fakeReply.json({
            comments: [{ questionId, comment }],
            practiseNext: [
              'Presenta tu experiencia en dos minutos, de lo más reciente a lo más antiguo.',
              'Prepara un ejemplo con el método STAR para cada requisito del puesto.',
              'Cierra cada respuesta con un resultado medible.',
            ],
            summary: 'Respondiste con ejemplos concretos. Trabaja la estructura de tus respuestas.',
          }),
    );
    const first = await answer(client, session.id, questionId, goodAnswer);
    expect(first.next?.kind).not.toBe('follow_up');

    const detail = await finish(client, session.id);

    expect(detail.report?.generatedBy).toBe('llm');
    expect(detail.report?.answers[0]?.comment).toBe(comment);
  });

  test('when the provider fails, the fixed plan and the rules’ report serve', async () => {
    provider.respondWith(() => fakeReply.error(500));
    const { client } = await redi();
    const session = await startInterview(client);

    const first = await answer(client, session.id, session.question?.id ?? '', goodAnswer);
    expect(first.next?.kind).not.toBe('follow_up');
    expect(first.next?.total).toBe(session.question?.total);

    const detail = await finish(client, session.id);
    expect(detail.status).toBe('completed');
    expect(detail.report?.generatedBy).toBe('rules');
    expect((await readDetail(client, session.id)).report).toStrictEqual(detail.report);
  });

  test('the trial never gets follow-ups', async () => {
    provider.respondWith(() => fakeReply.json({ followUp: followUpQuestion }));
    const { client } = await signUpClient(server);
    const session = await startInterview(client);

    const first = await answer(client, session.id, session.question?.id ?? '', goodAnswer);

    expect(first.next).toMatchObject({ position: 2, total: 3 });
    expect(first.next?.kind).not.toBe('follow_up');
  });
});

// Vapi's report with a language model: stored with the rules' feedback at once (Vapi waits only
// seconds), then the model's comments replace it and the e-mail goes, once.
describe('a Vapi report with a language model', () => {
  let server: TestServer;
  let provider: FakeOpenAiServer;
  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    server = await startTestServer({
      variables: {
        AI_BASE_URL: provider.baseUrl,
        AI_API_KEY: 'sk-falsa',
        AI_MODEL: 'modelo-falso',
        AI_MAX_RETRIES: '0',
        VAPI_PUBLIC_KEY: 'pk-publica',
        VAPI_ASSISTANT_ID: 'asistente',
        VAPI_WEBHOOK_SECRET: 'secreto-vapi',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  test('the model’s feedback arrives after the answer to Vapi, and is e-mailed once', async () => {
    const { client, email } = await signUpClient(server);
    await subscribeToRedi(client);
    const session = await startInterview(client, { position: 'Analista de logística' });
    expect(session.mode).toBe('vapi');
    provider.respondWith(() =>
      fakeReply.json({
        comments: [],
        practiseNext: [
          'Presenta tu experiencia en dos minutos, de lo más reciente a lo más antiguo.',
          'Prepara un ejemplo con el método STAR para cada requisito del puesto.',
          'Cierra cada respuesta con un resultado medible.',
        ],
        summary: 'Diste un ejemplo concreto con su resultado. Trabaja tu presentación inicial.',
      }),
    );
    const report = {
      message: {
        type: 'end-of-call-report',
        call: { id: 'llamada-ia', assistantOverrides: { metadata: { interviewId: session.id } } },
        durationSeconds: 300,
        artifact: {
          messages: [
            { role: 'bot', message: 'Cuéntame sobre ti.' },
            { role: 'user', message: goodAnswer },
          ],
        },
      },
    };
    const post = () =>
      server.createClient().request('/api/webhooks/vapi', {
        method: 'POST',
        json: report,
        withoutOrigin: true,
        headers: { 'x-vapi-secret': 'secreto-vapi' },
      });

    expect(await (await post()).json()).toMatchObject({ outcome: 'applied' });

    await eventually(async () => {
      const detail = await readDetail(client, session.id);
      expect(detail.report?.generatedBy).toBe('llm');
      expect(await reportEmailsTo(server, email)).toHaveLength(1);
    });
    expect(await (await post()).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await readDetail(client, session.id)).toMatchObject({
      status: 'completed',
      durationSeconds: 300,
    });
    expect(await reportEmailsTo(server, email)).toHaveLength(1);
  });
});
