import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  signUpBody,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { createLogger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import { deleteAccountSchema } from '@cvlisto/shared';
import { deleteAccount, type AccountDependencies } from './account-service';

// Deletion with a live Stripe subscription, the app in `stripe` billing mode against a local
// server that speaks the one Stripe call deletion makes; and a file store that fails, which only
// the service level can arrange.

type StripeCall = { method: string; path: string };

let server: TestServer;
let stripeServer: Server;
let stripeCalls: StripeCall[] = [];
/** What the fake Stripe answers to the cancellation: success or an API error. */
let stripeAnswer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  stripeServer = createServer((request: IncomingMessage, response) => {
    stripeCalls.push({ method: request.method ?? '', path: request.url ?? '' });
    request.resume();
    response.writeHead(stripeAnswer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(stripeAnswer.body));
  });
  await new Promise<void>((resolve) => stripeServer.listen(0, '127.0.0.1', resolve));
  const { port } = stripeServer.address() as AddressInfo;
  server = await startTestServer({
    variables: {
      STRIPE_SECRET_KEY: 'sk_test_account_deletion',
      STRIPE_WEBHOOK_SECRET: 'whsec_account_deletion',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_REDI: 'price_redi',
      STRIPE_API_BASE_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stripeServer.close(resolve));
});
beforeEach(() => {
  stripeCalls = [];
});

const reasons = deleteAccountSchema.parse({ not_using: true });

async function signUpWithStripeSubscription() {
  const client = server.createClient();
  const body = signUpBody();
  const response = await client.post('/api/auth/sign-up/email', body);
  const { user } = (await response.json()) as { user: { id: string } };
  await server.query(
    `insert into subscriptions (user_id, provider, stripe_customer_id, stripe_subscription_id, plan_id, status, current_period_end)
     values ($1, 'stripe', $2, $3, 'modo_redi', 'active', now() + interval '20 days')`,
    [user.id, `cus_${user.id}`, `sub_${user.id}`],
  );
  return { client, userId: user.id, email: body.email };
}

const deleteOverHttp = (client: TestClient) =>
  client.request('/api/account', { method: 'DELETE', json: { not_using: true } });

function dependencies(overrides: Partial<AccountDependencies> = {}): AccountDependencies {
  return {
    db: server.runtime.database.db,
    storage: server.runtime.storage,
    logger: createLogger('silent'),
    stripe: null,
    ...overrides,
  };
}

describe('DELETE /api/account in stripe mode', () => {
  test('cancels the live Stripe subscription at once, then deletes the user', async () => {
    const { client, userId } = await signUpWithStripeSubscription();
    stripeAnswer = {
      status: 200,
      body: { id: `sub_${userId}`, object: 'subscription', status: 'canceled' },
    };

    expect((await deleteOverHttp(client)).status).toBe(204);

    expect(stripeCalls).toEqual([{ method: 'DELETE', path: `/v1/subscriptions/sub_${userId}` }]);
    expect(await server.query('select 1 from users where id = $1', [userId])).toEqual([]);
    expect(await server.query('select 1 from subscriptions where user_id = $1', [userId])).toEqual(
      [],
    );
  });

  test('when Stripe refuses the cancellation, answers the spec’s error and changes nothing', async () => {
    const { client, userId, email } = await signUpWithStripeSubscription();
    stripeAnswer = {
      status: 402,
      body: { error: { type: 'card_error', code: 'processing_error', message: 'no' } },
    };

    const response = await deleteOverHttp(client);

    expect(response.status).toBe(500);
    expect(await response.json()).toStrictEqual({
      code: 'ACCOUNT_DELETION_FAILED',
      message: 'Error al eliminar la cuenta. Por favor intenta nuevamente.',
    });
    expect(stripeCalls).toHaveLength(1);
    expect(await server.query('select id from users where id = $1', [userId])).toEqual([
      { id: userId },
    ]);
    expect(
      await server.query('select status from subscriptions where user_id = $1', [userId]),
    ).toEqual([{ status: 'active' }]);
    expect(
      await server.query('select 1 from deleted_users_reasons where email = $1', [email]),
    ).toEqual([]);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('deleteAccount', () => {
  test('a file store failure after the commit is logged; the account stays deleted', async () => {
    const client = server.createClient();
    const response = await client.post('/api/auth/sign-up/email', signUpBody());
    const { user } = (await response.json()) as { user: { id: string } };
    const failingStorage: FileStorage = {
      ...server.runtime.storage,
      deletePrefix: () => Promise.reject(new Error('disk unavailable')),
    };
    const logger = createLogger('silent');
    const logError = vi.spyOn(logger, 'error');

    expect(
      await deleteAccount(dependencies({ storage: failingStorage, logger }), user.id, reasons),
    ).toBe(true);

    expect(await server.query('select 1 from users where id = $1', [user.id])).toEqual([]);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ userId: user.id, prefix: `users/${user.id}` }),
      'deleted account files could not be removed',
    );
  });

  test('a user already gone answers false and records nothing', async () => {
    const [before] = await server.query<{ count: number }>(
      'select count(*)::int as count from deleted_users_reasons',
    );

    expect(await deleteAccount(dependencies(), 'no-such-user', reasons)).toBe(false);

    expect(await server.query('select count(*)::int as count from deleted_users_reasons')).toEqual([
      before,
    ]);
  });
});
