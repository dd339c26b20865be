import { defaultCreditPacks } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, signUpClient } from '../../../test/test-runtime';
import { ledgerOf, planAndCredits } from './billing-test-helpers';

// Without Stripe or Mercado Pago keys and outside production, checkouts run on our own sandbox
// page, which completes through the same fulfilment code the webhooks use (issue 5).
describe('sandbox checkout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function startCheckout(
    client: Awaited<ReturnType<typeof signUpClient>>['client'],
    plan: string,
  ) {
    const response = await client.post('/api/checkout', { plan });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/checkout\/sandbox\/[0-9a-f-]{36}$/);
    return url.split('/').pop() ?? '';
  }

  test('GET /api/billing/config says sandbox, with the pack catalogue, to anyone', async () => {
    const response = await server.createClient().get('/api/billing/config');

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      mode: 'sandbox',
      walletMode: 'sandbox',
      creditPacks: defaultCreditPacks,
    });
  });

  test('a Pro checkout grants the plan and 3 credits exactly once', async () => {
    const { client, userId } = await signUpClient(server);
    const sessionId = await startCheckout(client, 'modo_pro');

    const session = await client.get(`/api/checkout/sandbox/${sessionId}`);
    expect(await session.json()).toStrictEqual({
      id: sessionId,
      kind: 'subscription',
      plan: 'modo_pro',
      credits: 3,
      amountCents: 999,
      status: 'open',
    });

    const completed = await client.post(`/api/checkout/sandbox/${sessionId}/complete`);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toStrictEqual({ redirectUrl: '/tools?success=true' });
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });

    // A second click, a retried request: nothing more.
    expect((await client.post(`/api/checkout/sandbox/${sessionId}/complete`)).status).toBe(200);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });
    expect(await ledgerOf(server, userId)).toEqual([
      { amount: 1, reason: 'sign_up', reference: null },
      { amount: 3, reason: 'subscription_period', reference: sessionId },
    ]);
    const [subscription] = await server.query(
      'select provider, plan_id, status, cancel_at_period_end, current_period_end > now() as in_future from subscriptions where user_id = $1',
      [userId],
    );
    expect(subscription).toEqual({
      provider: 'sandbox',
      plan_id: 'modo_pro',
      status: 'active',
      cancel_at_period_end: false,
      in_future: true,
    });

    // Already on Pro: a second Pro checkout is refused.
    const again = await client.post('/api/checkout', { plan: 'modo_pro' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'ALREADY_ON_PLAN' });
  });

  test('a subscriber cannot start a second subscription checkout', async () => {
    const { client, userId } = await signUpClient(server);
    await client.post(`/api/checkout/sandbox/${await startCheckout(client, 'modo_redi')}/complete`);

    const second = await client.post('/api/checkout', { plan: 'modo_pro' });

    expect(second.status).toBe(409);
    expect(await second.json()).toStrictEqual({
      code: 'ALREADY_SUBSCRIBED',
      message:
        'Ya tienes una suscripción activa. Para pasarte a otro plan usa «Cambiar de plan»: no se crea una segunda suscripción.',
    });
    expect(
      await server.query('select plan_id from checkout_sessions where user_id = $1', [userId]),
    ).toEqual([{ plan_id: 'modo_redi' }]);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_redi', credits: 11 });
  });

  test('Redi to Pro and back changes the same subscription and never stacks two allowances', async () => {
    const { client, userId } = await signUpClient(server);
    const first = await startCheckout(client, 'modo_redi');
    await client.post(`/api/checkout/sandbox/${first}/complete`);
    // One optimisation done on Redi: 1 + 10 - 1 = 10.
    await server.query(
      "insert into credit_ledger (user_id, amount, reason, reference) values ($1, -1, 'optimisation', $2)",
      [userId, `cv-${userId}`],
    );

    const change = await client.post('/api/billing/change-plan', { plan: 'modo_pro' });
    expect(await change.json()).toStrictEqual({ url: '/checkout/sandbox/portal?plan=modo_pro' });
    const toPro = await client.post('/api/billing/sandbox/change-plan', { plan: 'modo_pro' });

    expect(toPro.status).toBe(200);
    expect(await toPro.json()).toStrictEqual({ redirectUrl: '/tools?success=true' });
    // The sign-up credit stays (spent last); Redi's unspent 9 go; Pro's 3 come.
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });
    const again = await client.post('/api/billing/sandbox/change-plan', { plan: 'modo_pro' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'ALREADY_ON_PLAN' });

    await client.post('/api/billing/sandbox/change-plan', { plan: 'modo_redi' });

    expect(await planAndCredits(client)).toEqual({ plan: 'modo_redi', credits: 11 });
    const ledger = await ledgerOf(server, userId);
    expect(ledger.map(({ amount, reason }) => [amount, reason])).toEqual([
      [1, 'sign_up'],
      [10, 'subscription_period'],
      [-1, 'optimisation'],
      [-9, 'forfeit'],
      [3, 'subscription_period'],
      [-3, 'forfeit'],
      [10, 'subscription_period'],
    ]);
    // Each change is a paid sandbox session keying its grant and its forfeit.
    const sessions = await server.query<{ id: string; plan_id: string; status: string }>(
      'select id, plan_id, status from checkout_sessions where user_id = $1 order by created_at',
      [userId],
    );
    expect(sessions.map(({ plan_id, status }) => [plan_id, status])).toEqual([
      ['modo_redi', 'completed'],
      ['modo_pro', 'completed'],
      ['modo_redi', 'completed'],
    ]);
    expect(ledger.at(-1)?.reference).toBe(sessions[2]?.id);
    expect(ledger.at(-2)?.reference).toBe(`change:${sessions[2]?.id}`);
    // Still one subscription, the first one, now on Redi.
    expect(
      await server.query(
        'select sandbox_session_id, plan_id, status from subscriptions where user_id = $1',
        [userId],
      ),
    ).toEqual([{ sandbox_session_id: first, plan_id: 'modo_redi', status: 'active' }]);
  });

  test('a plan change needs a live subscription and a paid plan', async () => {
    const { client } = await signUpClient(server);

    const none = await client.post('/api/billing/change-plan', { plan: 'modo_pro' });
    const sandboxNone = await client.post('/api/billing/sandbox/change-plan', { plan: 'modo_pro' });
    const invalid = await client.post('/api/billing/sandbox/change-plan', { plan: 'modo_free' });

    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
    expect(sandboxNone.status).toBe(404);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toStrictEqual({
      code: 'INVALID_PLAN',
      message: 'El plan elegido no es válido.',
    });
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
    expect(
      (await server.createClient().post('/api/billing/change-plan', { plan: 'modo_pro' })).status,
    ).toBe(401);
  });

  test('a canceled checkout grants nothing and cannot be completed afterwards', async () => {
    const { client } = await signUpClient(server);
    const sessionId = await startCheckout(client, 'modo_redi');

    const canceled = await client.post(`/api/checkout/sandbox/${sessionId}/cancel`);
    expect(await canceled.json()).toStrictEqual({ redirectUrl: '/planes?canceled=true' });
    const completed = await client.post(`/api/checkout/sandbox/${sessionId}/complete`);

    expect(completed.status).toBe(409);
    expect(await completed.json()).toMatchObject({ code: 'CHECKOUT_SESSION_CLOSED' });
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
  });

  test('another user’s session is not found, and cannot be completed', async () => {
    const owner = await signUpClient(server);
    const stranger = await signUpClient(server);
    const sessionId = await startCheckout(owner.client, 'modo_pro');

    expect((await stranger.client.get(`/api/checkout/sandbox/${sessionId}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/checkout/sandbox/${sessionId}/complete`)).status).toBe(
      404,
    );
    expect((await owner.client.get('/api/checkout/sandbox/no-es-un-id')).status).toBe(404);
    expect(await planAndCredits(stranger.client)).toEqual({ plan: 'modo_free', credits: 1 });
  });

  test('checkout needs a session and a paid plan', async () => {
    const anonymous = await server.createClient().post('/api/checkout', { plan: 'modo_pro' });
    expect(anonymous.status).toBe(401);

    const { client } = await signUpClient(server);
    for (const plan of ['modo_free', 'modo_gold', undefined]) {
      const response = await client.post('/api/checkout', { plan });
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({
        code: 'INVALID_PLAN',
        message: 'El plan elegido no es válido.',
      });
    }
  });

  test('a credit pack grants its credits once and returns naming them; an unknown pack is refused', async () => {
    const { client, userId } = await signUpClient(server);

    const response = await client.post('/api/credit-packs/checkout', { pack: 'pack_3' });
    const { url } = (await response.json()) as { url: string };
    const sessionId = url.split('/').pop() ?? '';
    expect(await (await client.get(`/api/checkout/sandbox/${sessionId}`)).json()).toMatchObject({
      kind: 'pack',
      packId: 'pack_3',
      credits: 3,
      amountCents: 1290,
    });
    const completed = await client.post(`/api/checkout/sandbox/${sessionId}/complete`);
    // The banner on /tools says "credits added", not "plan activated" (issue 17).
    expect(await completed.json()).toStrictEqual({ redirectUrl: '/tools?success=true&credits=3' });
    const again = await client.post(`/api/checkout/sandbox/${sessionId}/complete`);
    expect(await again.json()).toStrictEqual({ redirectUrl: '/tools?success=true&credits=3' });

    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 4 });
    expect((await ledgerOf(server, userId)).at(-1)).toEqual({
      amount: 3,
      reason: 'wallet_purchase',
      reference: sessionId,
    });
    const unknown = await client.post('/api/credit-packs/checkout', { pack: 'pack_99' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'INVALID_PACK' });
  });

  test('the sandbox portal cancels at period end: the plan stays until then', async () => {
    const { client, userId } = await signUpClient(server);
    await client.post(`/api/checkout/sandbox/${await startCheckout(client, 'modo_pro')}/complete`);

    const portal = await client.post('/api/billing/portal');
    expect(await portal.json()).toStrictEqual({ url: '/checkout/sandbox/portal' });
    expect((await client.post('/api/billing/sandbox/cancel')).status).toBe(204);

    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });
    const [row] = await server.query(
      'select status, cancel_at_period_end from subscriptions where user_id = $1',
      [userId],
    );
    expect(row).toEqual({ status: 'active', cancel_at_period_end: true });
  });

  test('when the subscription ends its unused credits are forfeited, bought ones kept', async () => {
    const { client, userId } = await signUpClient(server);
    const pack = (await (
      await client.post('/api/credit-packs/checkout', { pack: 'pack_3' })
    ).json()) as { url: string };
    await client.post(`/api/checkout/sandbox/${pack.url.split('/').pop() ?? ''}/complete`);
    await client.post(`/api/checkout/sandbox/${await startCheckout(client, 'modo_pro')}/complete`);
    // One optimisation done while subscribed: subscription credits are spent first.
    await server.query(
      "insert into credit_ledger (user_id, amount, reason, reference) values ($1, -1, 'optimisation', $2)",
      [userId, `cv-${userId}`],
    );
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 6 });

    const ended = await client.post('/api/billing/sandbox/cancel', { atPeriodEnd: false });

    expect(ended.status).toBe(204);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 4 });
    expect((await ledgerOf(server, userId)).at(-1)).toMatchObject({
      amount: -2,
      reason: 'forfeit',
    });
    // Nothing left to cancel.
    const again = await client.post('/api/billing/sandbox/cancel', { atPeriodEnd: false });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });

  test('the portal without a subscription answers 404', async () => {
    const { client } = await signUpClient(server);

    const response = await client.post('/api/billing/portal');

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });
});

describe('checkout in production without payment keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      variables: {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'un-secreto-de-produccion-de-32-caracteres-o-mas',
        PROVIDER_NAME: 'CV Listo S.A.C.',
        PROVIDER_RUC: '20612345679',
        PROVIDER_ADDRESS: 'Av. Arequipa 123, Lima',
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('answers 503 with the checkout message, and there is no sandbox', async () => {
    const { client } = await signUpClient(server);

    const config = await (await client.get('/api/billing/config')).json();
    const checkout = await client.post('/api/checkout', { plan: 'modo_pro' });
    const pack = await client.post('/api/credit-packs/checkout', { pack: 'pack_1' });

    expect(config).toMatchObject({ mode: 'unavailable', walletMode: 'unavailable' });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toStrictEqual({
      code: 'CHECKOUT_UNAVAILABLE',
      message: 'Error al procesar el pago. Por favor intenta nuevamente.',
    });
    expect(pack.status).toBe(503);
    expect((await client.post('/api/billing/sandbox/cancel')).status).toBe(404);
    expect(
      (await client.post('/api/billing/sandbox/change-plan', { plan: 'modo_pro' })).status,
    ).toBe(404);
    expect(
      (await client.get('/api/checkout/sandbox/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect(await server.query('select 1 from checkout_sessions')).toEqual([]);
  });
});
