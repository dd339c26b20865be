import { randomUUID } from 'node:crypto';
import { interviewDefaults, type InterviewDetail } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import {
  answer,
  createInterviewCvDocument,
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
import { maxInterviewAnswersPerHour, maxInterviewsStartedPerHour } from './interview-routes';

// The built-in interviewer (no Vapi, no language model) through the real app and database.
describe('interview practice, built in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function signUp() {
    return signUpClient(server);
  }

  async function signUpRedi() {
    const user = await signUp();
    await subscribeToRedi(user.client);
    return user;
  }

  async function answerEverything(client: TestClient, interviewId: string, firstId: string) {
    let questionId: string | null = firstId;
    let count = 0;
    while (questionId) {
      const { next } = await answer(client, interviewId, questionId, goodAnswer);
      count += 1;
      questionId = next?.id ?? null;
    }
    return count;
  }

  async function chargedSeconds(interviewId: string) {
    const [row] = await server.query<{ seconds_charged: number; status: string }>(
      'select seconds_charged, status from interviews where id = $1',
      [interviewId],
    );
    return row;
  }

  test('a new user may try one short built-in interview', async () => {
    const { client } = await signUp();

    expect(await listInterviews(client)).toStrictEqual({
      allowance: {
        access: 'trial',
        mode: 'builtin',
        secondsRemaining: interviewDefaults.trialMinutes * 60,
        minutesPerPeriod: interviewDefaults.rediMinutesPerPeriod,
        maxSecondsPerInterview: interviewDefaults.trialMinutes * 60,
        renewsAt: null,
      },
      interviews: [],
    });
  });

  test('the trial end to end: three questions, the report shown, listed and e-mailed once; then the upgrade call', async () => {
    const { client, userId, email } = await signUp();
    const cvId = await storeCv(server, userId);

    const session = await startInterview(client, { cvId, position: 'Analista de logística' });
    expect(session).toMatchObject({
      mode: 'builtin',
      status: 'in_progress',
      limitSeconds: interviewDefaults.trialMinutes * 60,
      vapi: null,
      question: { position: 1, total: interviewDefaults.trialQuestions, kind: 'opening' },
    });
    expect(session.question?.text).toMatch(/\S/);

    const answered = await answerEverything(client, session.id, session.question?.id ?? '');
    expect(answered).toBe(interviewDefaults.trialQuestions);

    const finished = await finish(client, session.id);
    expect(finished).toMatchObject({
      id: session.id,
      status: 'completed',
      mode: 'builtin',
      position: 'Analista de logística',
      cvName: 'CV logística',
      question: null,
    });
    expect(finished.report?.answers).toHaveLength(interviewDefaults.trialQuestions);
    expect(finished.report?.answers[0]?.answer).toBe(goodAnswer);
    expect(finished.report?.practiseNext).toHaveLength(3);
    expect(finished.overallScore).toEqual(expect.any(Number));
    expect(finished.durationSeconds).toBeGreaterThanOrEqual(0);

    // A second press (or a retried request) answers the same and sends nothing more.
    expect(await finish(client, session.id)).toStrictEqual(finished);
    expect(await readDetail(client, session.id)).toStrictEqual(finished);
    const emails = await reportEmailsTo(server, email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(`http://localhost:3000/entrevista?id=${session.id}`);

    const { allowance, interviews } = await listInterviews(client);
    expect(interviews).toStrictEqual([
      {
        id: session.id,
        mode: 'builtin',
        status: 'completed',
        position: 'Analista de logística',
        cvName: 'CV logística',
        startedAt: session.startedAt,
        durationSeconds: finished.durationSeconds,
        overallScore: finished.overallScore,
      },
    ]);
    expect(allowance).toMatchObject({
      access: 'upgrade',
      secondsRemaining: 0,
      maxSecondsPerInterview: 0,
    });

    const again = await client.post('/api/interviews', {});
    expect(again.status).toBe(403);
    expect(await again.json()).toStrictEqual({
      code: 'INTERVIEW_UPGRADE_REQUIRED',
      message:
        'Ya usaste tu entrevista de prueba. La práctica de entrevistas es parte del plan Redi.',
    });
  });

  test('two finishes at once: one report, charged once, e-mailed once', async () => {
    const { client, email } = await signUpRedi();
    const session = await startInterview(client);
    await answer(client, session.id, session.question?.id ?? '', goodAnswer);
    await shiftStart(server, session.id, 90);

    const [first, second] = await Promise.all([
      client.post(`/api/interviews/${session.id}/finish`),
      client.post(`/api/interviews/${session.id}/finish`),
    ]);

    expect([first?.status, second?.status]).toEqual([200, 200]);
    const details = [
      (await first?.json()) as InterviewDetail,
      (await second?.json()) as InterviewDetail,
    ];
    expect(details[0]).toStrictEqual(details[1]);
    expect(details[0]?.status).toBe('completed');
    expect(await reportEmailsTo(server, email)).toHaveLength(1);
    expect((await listInterviews(client)).allowance.secondsRemaining).toBe(
      3600 - (details[0]?.durationSeconds ?? 0),
    );
  });

  test('a trial cancelled before any answer does not use it up, and charges nothing', async () => {
    const { client } = await signUp();
    const session = await startInterview(client);

    const cancelled = await client.post(`/api/interviews/${session.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const detail = (await cancelled.json()) as InterviewDetail;
    expect(detail).toMatchObject({ status: 'cancelled', durationSeconds: 0, report: null });
    // Idempotent, and finishing a cancelled interview changes nothing.
    expect(await (await client.post(`/api/interviews/${session.id}/cancel`)).json()).toStrictEqual(
      detail,
    );
    expect(await finish(client, session.id)).toStrictEqual(detail);

    expect((await listInterviews(client)).allowance.access).toBe('trial');
    // The trial is still there to start.
    await startInterview(client);
  });

  test('finishing without answers cancels: nothing charged, no report, no e-mail', async () => {
    const { client, email } = await signUpRedi();
    const session = await startInterview(client);
    await shiftStart(server, session.id, 60);

    const detail = await finish(client, session.id);

    expect(detail).toMatchObject({ status: 'cancelled', durationSeconds: 0, report: null });
    expect(await chargedSeconds(session.id)).toEqual({ seconds_charged: 0, status: 'cancelled' });
    expect(await reportEmailsTo(server, email)).toEqual([]);
    expect((await listInterviews(client)).allowance.secondsRemaining).toBe(60 * 60);
  });

  test('cancel only before the first answer; no answer after the end', async () => {
    const { client } = await signUpRedi();
    const session = await startInterview(client);
    const { next } = await answer(client, session.id, session.question?.id ?? '', goodAnswer);

    const cancel = await client.post(`/api/interviews/${session.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toMatchObject({ code: 'INTERVIEW_NOT_IN_PROGRESS' });

    await finish(client, session.id);
    const late = await client.post(`/api/interviews/${session.id}/answers`, {
      questionId: next?.id,
      text: goodAnswer,
      source: 'voice',
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toStrictEqual({
      code: 'INTERVIEW_NOT_IN_PROGRESS',
      message: 'Esta entrevista ya terminó.',
    });
  });

  test('Redi: a full plan, the elapsed seconds charged against the period, the limit per interview', async () => {
    const { client, userId } = await signUpRedi();
    const [subscription] = await server.query<{ current_period_end: Date }>(
      'select current_period_end from subscriptions where user_id = $1',
      [userId],
    );
    const before = await listInterviews(client);
    expect(before.allowance).toStrictEqual({
      access: 'redi',
      mode: 'builtin',
      secondsRemaining: 3600,
      minutesPerPeriod: 60,
      maxSecondsPerInterview: 15 * 60,
      renewsAt: subscription?.current_period_end.toISOString(),
    });

    const session = await startInterview(client, { position: 'Analista de logística' });
    expect(session.limitSeconds).toBe(15 * 60);
    expect(session.question?.total).toBeGreaterThanOrEqual(6);
    expect(session.question?.total).toBeLessThanOrEqual(8);
    await answer(client, session.id, session.question?.id ?? '', goodAnswer);
    await shiftStart(server, session.id, 120);

    const finished = await finish(client, session.id);

    expect(finished.status).toBe('completed');
    expect(finished.durationSeconds).toBeGreaterThanOrEqual(120);
    expect(finished.durationSeconds).toBeLessThan(130);
    const after = await listInterviews(client);
    expect(after.allowance.secondsRemaining).toBe(3600 - finished.durationSeconds);

    // With 10 minutes left, the next interview may last 10 minutes, not 15.
    await server.query('update interviews set seconds_charged = 3000 where id = $1', [session.id]);
    const shorter = await startInterview(client);
    expect(shorter.limitSeconds).toBe(600);
    expect((await listInterviews(client)).allowance.maxSecondsPerInterview).toBe(600);
  });

  test('Redi minutes used up: refused until the next period, whose charges start from zero', async () => {
    const { client, userId } = await signUpRedi();
    const session = await startInterview(client);
    await answer(client, session.id, session.question?.id ?? '', goodAnswer);
    await finish(client, session.id);
    await server.query('update interviews set seconds_charged = 3600 where id = $1', [session.id]);

    expect((await listInterviews(client)).allowance).toMatchObject({
      access: 'exhausted',
      secondsRemaining: 0,
      maxSecondsPerInterview: 0,
    });
    const refused = await client.post('/api/interviews', {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toStrictEqual({
      code: 'INTERVIEW_MINUTES_EXHAUSTED',
      message:
        'Usaste todos tus minutos de entrevista de este periodo. Se renuevan con tu próximo pago de Redi.',
    });

    // The charge belongs to the period before the last payment: the new period is whole.
    await server.query(
      `update interviews set charged_at = (
         select min(created_at) - interval '1 day' from credit_ledger
         where user_id = $1 and reason = 'subscription_period')
       where id = $2`,
      [userId, session.id],
    );
    expect((await listInterviews(client)).allowance).toMatchObject({
      access: 'redi',
      secondsRemaining: 3600,
    });
  });

  test('upgrading to Redi after the trial opens the full interview', async () => {
    const { client } = await signUp();
    const trial = await startInterview(client);
    await answer(client, trial.id, trial.question?.id ?? '', goodAnswer);
    await finish(client, trial.id);
    expect((await listInterviews(client)).allowance.access).toBe('upgrade');

    await subscribeToRedi(client);

    expect((await listInterviews(client)).allowance).toMatchObject({
      access: 'redi',
      secondsRemaining: 3600,
    });
    const full = await startInterview(client);
    expect(full.limitSeconds).toBe(15 * 60);
    expect(full.question?.total).toBeGreaterThan(interviewDefaults.trialQuestions);
  });

  test('starting again closes the open interview: finished with its answers, or cancelled without', async () => {
    const { client, email } = await signUpRedi();
    const first = await startInterview(client);
    await answer(client, first.id, first.question?.id ?? '', goodAnswer);

    const second = await startInterview(client);

    const closed = await readDetail(client, first.id);
    expect(closed.status).toBe('completed');
    expect(closed.report?.answers).toHaveLength(1);
    expect(await reportEmailsTo(server, email)).toHaveLength(1);

    await startInterview(client);
    expect(await readDetail(client, second.id)).toMatchObject({
      status: 'cancelled',
      report: null,
      durationSeconds: 0,
    });
  });

  test('an answer must be to the current question; of two sent at once, one lands', async () => {
    const { client } = await signUpRedi();
    const session = await startInterview(client);
    const questionId = session.question?.id ?? '';

    const wrong = await client.post(`/api/interviews/${session.id}/answers`, {
      questionId: 'otra-pregunta',
      text: goodAnswer,
      source: 'typed',
    });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toStrictEqual({
      code: 'INTERVIEW_WRONG_QUESTION',
      message: 'Esa pregunta ya fue respondida. Recarga la página para continuar.',
    });

    const body = { questionId, text: goodAnswer, source: 'typed' };
    const responses = await Promise.all([
      client.post(`/api/interviews/${session.id}/answers`, body),
      client.post(`/api/interviews/${session.id}/answers`, body),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const detail = await readDetail(client, session.id);
    expect(detail.question?.position).toBe(2);
    const [row] = await server.query<{ answers: unknown[] }>(
      'select answers from interviews where id = $1',
      [session.id],
    );
    expect(row?.answers).toHaveLength(1);
  });

  test('answers are validated', async () => {
    const { client } = await signUpRedi();
    const session = await startInterview(client);
    const empty = await client.post(`/api/interviews/${session.id}/answers`, {
      questionId: session.question?.id,
      text: '   ',
      source: 'typed',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Escribe o di tu respuesta antes de continuar.',
    });
    const badSource = await client.post(`/api/interviews/${session.id}/answers`, {
      questionId: session.question?.id,
      text: goodAnswer,
      source: 'telepatía',
    });
    expect(badSource.status).toBe(400);
  });

  test('time up: within the 30 s grace an answer lands; after it, the interview ends with what it had', async () => {
    const { client, email } = await signUpRedi();
    const session = await startInterview(client);
    const { next } = await answer(client, session.id, session.question?.id ?? '', goodAnswer);
    await shiftStart(server, session.id, session.limitSeconds + 10);
    const { next: third } = await answer(client, session.id, next?.id ?? '', goodAnswer);

    await shiftStart(server, session.id, 25);
    const late = await client.post(`/api/interviews/${session.id}/answers`, {
      questionId: third?.id,
      text: goodAnswer,
      source: 'typed',
    });

    expect(late.status).toBe(409);
    expect(await late.json()).toStrictEqual({
      code: 'INTERVIEW_TIME_UP',
      message:
        'Se acabó el tiempo de esta entrevista. Preparamos tu feedback con lo que respondiste.',
    });
    const detail = await readDetail(client, session.id);
    expect(detail.status).toBe('completed');
    expect(detail.report?.answers).toHaveLength(2);
    expect(detail.durationSeconds).toBe(session.limitSeconds);
    expect(await reportEmailsTo(server, email)).toHaveLength(1);
  });

  test('an interview left running past its time is finished when its user comes back', async () => {
    const { client, email } = await signUpRedi();
    const answered = await startInterview(client);
    await answer(client, answered.id, answered.question?.id ?? '', goodAnswer);
    await shiftStart(server, answered.id, answered.limitSeconds + 31);

    const { interviews } = await listInterviews(client);

    expect(interviews[0]).toMatchObject({
      id: answered.id,
      status: 'completed',
      durationSeconds: answered.limitSeconds,
    });
    expect(await reportEmailsTo(server, email)).toHaveLength(1);
  });

  test('another user’s interview, a missing one and a malformed id are all 404', async () => {
    const owner = await signUpRedi();
    const other = await signUpRedi();
    const session = await startInterview(owner.client);
    const notFound = { code: 'NOT_FOUND', message: 'Entrevista no encontrada' };

    for (const id of [session.id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const responses = [
        await other.client.get(`/api/interviews/${id}`),
        await other.client.post(`/api/interviews/${id}/answers`, {
          questionId: session.question?.id,
          text: goodAnswer,
          source: 'typed',
        }),
        await other.client.post(`/api/interviews/${id}/finish`),
        await other.client.post(`/api/interviews/${id}/cancel`),
      ];
      for (const response of responses) {
        expect(response.status, id).toBe(404);
        expect(await response.json()).toStrictEqual(notFound);
      }
    }
    expect((await listInterviews(other.client)).interviews).toEqual([]);
    expect((await readDetail(owner.client, session.id)).status).toBe('in_progress');
  });

  test('a CV that is not the user’s is a 404, and nothing starts', async () => {
    const owner = await signUp();
    const other = await signUp();
    const cvId = await storeCv(server, owner.userId);

    for (const id of [cvId, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const response = await other.client.post('/api/interviews', { cvId: id });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'CV no encontrado',
      });
    }
    expect((await listInterviews(other.client)).interviews).toEqual([]);
  });

  test('the brief comes from the CV’s current document and is kept on the interview', async () => {
    const { client, userId } = await signUpRedi();
    const document = createInterviewCvDocument();
    const cvId = await storeCv(server, userId, document);
    // The editor saved a newer version: optimized_cvs mirrors it.
    const [firstJob, ...olderJobs] = document.experience;
    const newer = {
      ...document,
      experience: [{ ...firstJob!, title: 'Jefa de despacho' }, ...olderJobs],
    };
    await server.query('update optimized_cvs set cv_document = $2 where id = $1', [
      cvId,
      JSON.stringify(newer),
    ]);

    const session = await startInterview(client, { cvId });

    const [row] = await server.query<{ brief: { experiences: { title: string }[] } }>(
      'select brief from interviews where id = $1',
      [session.id],
    );
    expect(row?.brief.experiences[0]?.title).toBe('Jefa de despacho');
    // Never the whole CV: the bullets stay out of the brief.
    expect(JSON.stringify(row?.brief)).not.toContain('25 camiones');
  });

  test('signed out: 401 on every route', async () => {
    const anonymous = server.createClient();
    for (const response of [
      await anonymous.get('/api/interviews'),
      await anonymous.post('/api/interviews', {}),
      await anonymous.get(`/api/interviews/${randomUUID()}`),
      await anonymous.post(`/api/interviews/${randomUUID()}/finish`),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  test('starts and answers are rate limited per user', async () => {
    const { client, userId } = await signUpRedi();
    const session = await startInterview(client);
    // The counters as if the user had already used the hour's allowance.
    const spend = (name: string, count: number) =>
      server.query(
        `insert into rate_limits (id, key, count, last_request) values ($1, $2, $3, $4)
         on conflict (key) do update set count = excluded.count, last_request = excluded.last_request`,
        [randomUUID(), `${name}:${userId}`, count, Date.now()],
      );

    await spend('interview-answers', maxInterviewAnswersPerHour);
    const answered = await client.post(`/api/interviews/${session.id}/answers`, {
      questionId: session.question?.id,
      text: goodAnswer,
      source: 'typed',
    });
    expect(answered.status).toBe(429);
    expect(await answered.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(answered.headers.get('retry-after')).not.toBeNull();

    await spend('interview-starts', maxInterviewsStartedPerHour);
    const started = await client.post('/api/interviews', {});
    expect(started.status).toBe(429);
    expect((await readDetail(client, session.id)).status).toBe('in_progress');
  });
});
