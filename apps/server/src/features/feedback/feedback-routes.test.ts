import { feedbackMessages } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { feedbackRateLimit } from './feedback-routes';

describe('POST /api/feedback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const feedback = { score: 'very_intuitive', recommendation: 'Muy fácil de usar, gracias.' };

  async function bonusRows(userId: string) {
    return server.query<{ amount: number }>(
      "select amount from credit_ledger where user_id = $1 and reason = 'feedback_bonus'",
      [userId],
    );
  }

  test('refuses a signed-out visitor', async () => {
    const response = await server.createClient().post('/api/feedback', feedback);

    expect(response.status).toBe(401);
    expect(await server.query('select * from user_feedback_scores')).toHaveLength(0);
  });

  test('stores every feedback, grants the bonus credit only for the first, tells the operator', async () => {
    const { client: browser, userId } = await signUpClient(server);

    type Credits = { credits: { remaining: number; feedbackBonusAvailable: boolean } };
    const before = (await (await browser.get('/api/me')).json()) as Credits;
    expect(before.credits).toStrictEqual({ remaining: 1, feedbackBonusAvailable: true });

    const first = await browser.post('/api/feedback', feedback);
    expect(first.status).toBe(201);
    expect(await first.json()).toStrictEqual({ bonusGranted: true });
    // The page stops promising the credit once it was given (issue 17).
    const me = (await (await browser.get('/api/me')).json()) as Credits;
    expect(me.credits).toStrictEqual({ remaining: 2, feedbackBonusAvailable: false });

    const second = await browser.post('/api/feedback', {
      score: 'have_suggestions',
      recommendation: 'Agregaría más plantillas.',
    });
    expect(second.status).toBe(201);
    expect(await second.json()).toStrictEqual({ bonusGranted: false });

    expect(
      await server.query(
        'select score, recommendation from user_feedback_scores where user_id = $1 order by id',
        [userId],
      ),
    ).toStrictEqual([
      { score: 'very_intuitive', recommendation: 'Muy fácil de usar, gracias.' },
      { score: 'have_suggestions', recommendation: 'Agregaría más plantillas.' },
    ]);
    expect(await bonusRows(userId)).toStrictEqual([{ amount: 1 }]);
    const notices = (await readOutbox(server.dataDir)).filter(
      (message) => message.to === 'soporte@cvlisto.pe',
    );
    expect(notices.some((message) => message.text.includes('Agregaría más plantillas.'))).toBe(
      true,
    );
  });

  test('5 concurrent first submits grant the bonus exactly once', async () => {
    const { client: browser, userId } = await signUpClient(server);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => browser.post('/api/feedback', feedback)),
    );

    expect(responses.map((response) => response.status)).toStrictEqual(Array(5).fill(201));
    const bodies = await Promise.all(
      responses.map(async (response) => (await response.json()) as { bonusGranted: boolean }),
    );
    expect(bodies.filter((body) => body.bonusGranted)).toHaveLength(1);
    expect(await bonusRows(userId)).toStrictEqual([{ amount: 1 }]);
    expect(
      await server.query('select id from user_feedback_scores where user_id = $1', [userId]),
    ).toHaveLength(5);
  });

  test.each([
    ['score', { score: 'excelente', recommendation: 'Bien' }, feedbackMessages.scoreRequired],
    [
      'recommendation',
      { score: 'fast_efficient', recommendation: '' },
      feedbackMessages.recommendationRequired,
    ],
  ])('refuses an invalid %s, naming the field', async (field, body, message) => {
    const { client: browser } = await signUpClient(server);

    const response = await browser.post('/api/feedback', body);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({ code: 'VALIDATION_ERROR', message, field });
  });
  test('one user sends at most 5 feedbacks an hour; the 6th gets 429, stores and mails nothing', async () => {
    const { client: browser, userId } = await signUpClient(server);
    const statuses: number[] = [];
    for (let index = 0; index < feedbackRateLimit.max; index += 1) {
      statuses.push((await browser.post('/api/feedback', feedback)).status);
    }
    const noticesBefore = (await readOutbox(server.dataDir)).length;

    const refused = await browser.post('/api/feedback', feedback);

    expect(statuses).toStrictEqual(Array(feedbackRateLimit.max).fill(201));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toStrictEqual({
      code: 'TOO_MANY_REQUESTS',
      message: feedbackMessages.tooMany,
    });
    expect(
      await server.query('select id from user_feedback_scores where user_id = $1', [userId]),
    ).toHaveLength(feedbackRateLimit.max);
    expect(await bonusRows(userId)).toStrictEqual([{ amount: 1 }]);
    expect((await readOutbox(server.dataDir)).length).toBe(noticesBefore);
    const { client: someoneElse } = await signUpClient(server);
    expect((await someoneElse.post('/api/feedback', feedback)).status).toBe(201);
  });
});
