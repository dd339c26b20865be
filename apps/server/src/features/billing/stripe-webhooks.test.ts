import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, signUpClient } from '../../../test/test-runtime';
import { cancelSubscriptionForDeletedUser } from './billing-service';
import {
  ledgerOf,
  planAndCredits,
  startFakeApi,
  type FakeApi,
  type FakeApiResponse,
  type RecordedRequest,
} from './billing-test-helpers';

const webhookSecret = 'whsec_test_secreto';
const prices = { pro: 'price_pro_test', redi: 'price_redi_test' };
const periodStart = 1_767_225_600; // 2026-01-01
const periodEnd = 1_769_904_000; // 2026-02-01
const nextPeriodEnd = 1_772_323_200; // 2026-03-01

/** Subscriptions the fake Stripe knows, by id (for subscriptions.retrieve and cancel). */
const knownSubscriptions = new Map<string, Record<string, unknown>>();

/** When set, the fake Stripe refuses every call (as with a revoked key). */
let stripeRefuses = false;

/** The part of Stripe's API our code calls, answered from memory. */
function respondAsStripe(request: RecordedRequest): FakeApiResponse {
  if (stripeRefuses) {
    return {
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    };
  }
  const url = new URL(request.path, 'http://stripe.test');
  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    return {
      status: 200,
      body: {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      },
    };
  }
  if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
    return {
      status: 200,
      body: {
        id: 'bps_test_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/session/test_1',
      },
    };
  }
  const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
  const subscription = subscriptionMatch && knownSubscriptions.get(subscriptionMatch[1] ?? '');
  if (subscription && request.method === 'GET') return { status: 200, body: subscription };
  if (subscription && request.method === 'DELETE') {
    return { status: 200, body: { ...subscription, status: 'canceled' } };
  }
  return {
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' },
    },
  };
}

function subscriptionObject(input: {
  id: string;
  customer: string;
  userId?: string;
  price: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: number;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: input.userId ? { userId: input.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          price: { id: input.price, object: 'price' },
          current_period_start: periodStart,
          current_period_end: input.currentPeriodEnd ?? periodEnd,
        },
      ],
    },
  };
}

function invoiceObject(input: {
  id: string;
  subscription: string;
  customer: string;
  userId?: string;
  price: string;
  billingReason: 'subscription_create' | 'subscription_cycle';
  periodEnd: number;
}) {
  return {
    id: input.id,
    object: 'invoice',
    customer: input.customer,
    billing_reason: input.billingReason,
    status: 'paid',
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: input.subscription,
        metadata: input.userId ? { userId: input.userId, plan: 'modo_pro' } : null,
      },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${input.id}`,
          object: 'line_item',
          period: { start: input.periodEnd - 2_678_400, end: input.periodEnd },
          pricing: {
            type: 'price_details',
            price_details: { price: input.price, product: 'prod_1' },
          },
        },
      ],
    },
  };
}

describe('Stripe checkout and webhooks', () => {
  let stripeApi: FakeApi;
  let server: TestServer;
  let eventCount = 0;

  beforeAll(async () => {
    stripeApi = await startFakeApi(respondAsStripe);
    server = await startTestServer({
      variables: {
        STRIPE_SECRET_KEY: 'sk_test_clave',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PRICE_PRO: prices.pro,
        STRIPE_PRICE_REDI: prices.redi,
        STRIPE_API_BASE_URL: stripeApi.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripeApi?.close();
  });
  beforeEach(() => {
    stripeApi.requests.length = 0;
  });

  /** Sends an event signed as Stripe would; answers the response. */
  async function deliver(
    type: string,
    object: unknown,
    options: { id?: string; secret?: string } = {},
  ) {
    eventCount += 1;
    const payload = JSON.stringify({
      id: options.id ?? `evt_test_${eventCount}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: periodStart,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
    });
    return server.runtime.app.request('http://localhost:3000/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  async function subscribeToPro(userId: string, suffix: string) {
    const ids = {
      subscription: `sub_${suffix}`,
      customer: `cus_${suffix}`,
      invoice: `in_${suffix}_1`,
    };
    const paid = await deliver(
      'invoice.paid',
      invoiceObject({
        id: ids.invoice,
        subscription: ids.subscription,
        customer: ids.customer,
        userId,
        price: prices.pro,
        billingReason: 'subscription_create',
        periodEnd,
      }),
    );
    expect(paid.status).toBe(200);
    return ids;
  }

  test('GET /api/billing/config says stripe', async () => {
    const config = await (await server.createClient().get('/api/billing/config')).json();

    expect(config).toMatchObject({ mode: 'stripe', walletMode: 'sandbox' });
  });

  test('checkout creates a subscription Checkout Session for the account’s e-mail', async () => {
    const { client, userId, email } = await signUpClient(server);

    const response = await client.post('/api/checkout', { plan: 'modo_redi' });

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [request] = stripeApi.requests;
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_clave');
    const sent = new URLSearchParams(request?.body);
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': prices.redi,
      'line_items[0][quantity]': '1',
      customer_email: email,
      client_reference_id: userId,
      'metadata[userId]': userId,
      'metadata[plan]': 'modo_redi',
      'subscription_data[metadata][userId]': userId,
      success_url: 'http://localhost:3000/tools?success=true',
      cancel_url: 'http://localhost:3000/planes?canceled=true',
    });
    // Nothing is granted by starting a checkout.
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
  });

  test('a new subscription: the plan and 3 credits, even when invoice.paid comes first', async () => {
    const { client, userId } = await signUpClient(server);

    const ids = await subscribeToPro(userId, 'nueva');
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });

    const completed = await deliver('checkout.session.completed', {
      id: 'cs_test_nueva',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: userId,
      metadata: { userId, plan: 'modo_pro' },
      customer: ids.customer,
      subscription: ids.subscription,
      invoice: ids.invoice,
    });

    expect(completed.status).toBe(200);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });
    expect(await ledgerOf(server, userId)).toEqual([
      { amount: 1, reason: 'sign_up', reference: null },
      { amount: 3, reason: 'subscription_period', reference: ids.invoice },
    ]);
    const [row] = await server.query(
      'select provider, stripe_customer_id, stripe_subscription_id, plan_id, status, current_period_end from subscriptions where user_id = $1',
      [userId],
    );
    expect(row).toEqual({
      provider: 'stripe',
      stripe_customer_id: ids.customer,
      stripe_subscription_id: ids.subscription,
      plan_id: 'modo_pro',
      status: 'active',
      current_period_end: new Date(periodEnd * 1000),
    });
  });

  test('checkout.session.completed first grants the first invoice, which then is not granted again', async () => {
    const { client, userId } = await signUpClient(server);

    await deliver('checkout.session.completed', {
      id: 'cs_test_primero',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: userId,
      metadata: { userId, plan: 'modo_redi' },
      customer: 'cus_primero',
      subscription: 'sub_primero',
      invoice: 'in_primero_1',
    });
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_redi', credits: 11 });
    await deliver(
      'invoice.paid',
      invoiceObject({
        id: 'in_primero_1',
        subscription: 'sub_primero',
        customer: 'cus_primero',
        userId,
        price: prices.redi,
        billingReason: 'subscription_create',
        periodEnd,
      }),
    );

    expect(await planAndCredits(client)).toEqual({ plan: 'modo_redi', credits: 11 });
  });

  test('a renewal grants a second period; a duplicate delivery grants nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'renueva');
    const renewal = invoiceObject({
      id: 'in_renueva_2',
      subscription: ids.subscription,
      customer: ids.customer,
      userId,
      price: prices.pro,
      billingReason: 'subscription_cycle',
      periodEnd: nextPeriodEnd,
    });

    const first = await deliver('invoice.paid', renewal, { id: 'evt_renueva_2' });
    const duplicate = await deliver('invoice.paid', renewal, { id: 'evt_renueva_2' });
    // The same invoice in another event (Stripe also sends invoice.payment_succeeded-like
    // repeats): the ledger reference still stops it.
    const sameInvoice = await deliver('invoice.paid', renewal);

    expect(first.status).toBe(200);
    expect(await first.json()).toStrictEqual({ received: true, duplicate: false });
    expect(await duplicate.json()).toStrictEqual({ received: true, duplicate: true });
    expect(sameInvoice.status).toBe(200);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 7 });
    expect(
      (await ledgerOf(server, userId)).filter((row) => row.reason === 'subscription_period'),
    ).toHaveLength(2);
    const [row] = await server.query(
      'select current_period_end from subscriptions where user_id = $1',
      [userId],
    );
    expect(row?.current_period_end).toEqual(new Date(nextPeriodEnd * 1000));
  });

  test('a late invoice for an earlier period never sets the plan back', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'tardio');
    // The user moved to Redi: the next period's invoice is for Redi…
    const upgrade = invoiceObject({
      id: 'in_tardio_redi',
      subscription: ids.subscription,
      customer: ids.customer,
      userId,
      price: prices.redi,
      billingReason: 'subscription_cycle',
      periodEnd: nextPeriodEnd,
    });
    expect((await deliver('invoice.paid', upgrade)).status).toBe(200);
    expect((await planAndCredits(client)).plan).toBe('modo_redi');
    // …then a Pro invoice of the first period arrives late (a retried delivery).
    const late = invoiceObject({
      id: 'in_tardio_pro_retry',
      subscription: ids.subscription,
      customer: ids.customer,
      userId,
      price: prices.pro,
      billingReason: 'subscription_cycle',
      periodEnd,
    });
    expect((await deliver('invoice.paid', late)).status).toBe(200);

    expect((await planAndCredits(client)).plan).toBe('modo_redi');
    const [row] = await server.query<{ plan_id: string; current_period_end: Date }>(
      'select plan_id, current_period_end from subscriptions where user_id = $1',
      [userId],
    );
    expect(row).toEqual({
      plan_id: 'modo_redi',
      current_period_end: new Date(nextPeriodEnd * 1000),
    });
  });

  test('cancellation: at period end first, then the end: free plan and a forfeit', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'cancela');
    const subscription = subscriptionObject({
      id: ids.subscription,
      customer: ids.customer,
      userId,
      price: prices.pro,
    });

    knownSubscriptions.set(ids.subscription, { ...subscription, cancel_at_period_end: true });
    await deliver('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });
    // A late repeat of the first invoice must not undo the pending cancellation.
    await deliver(
      'invoice.paid',
      invoiceObject({
        id: ids.invoice,
        subscription: ids.subscription,
        customer: ids.customer,
        userId,
        price: prices.pro,
        billingReason: 'subscription_create',
        periodEnd,
      }),
    );
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });
    const [pending] = await server.query(
      'select status, cancel_at_period_end from subscriptions where user_id = $1',
      [userId],
    );
    expect(pending).toEqual({ status: 'active', cancel_at_period_end: true });

    knownSubscriptions.set(ids.subscription, { ...subscription, status: 'canceled' });
    const deleted = await deliver('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });

    expect(deleted.status).toBe(200);
    // The sign-up credit is the user's; the 3 subscription credits go.
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
    expect((await ledgerOf(server, userId)).at(-1)).toEqual({
      amount: -3,
      reason: 'forfeit',
      reference: `${ids.subscription}:${new Date(periodEnd * 1000).toISOString()}`,
    });

    // Late or repeated events about the ended subscription change nothing.
    await deliver('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    await deliver('customer.subscription.updated', subscription);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
    expect((await ledgerOf(server, userId)).filter((row) => row.reason === 'forfeit')).toHaveLength(
      1,
    );
  });

  test('a bad signature answers 400 and changes nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const invoice = invoiceObject({
      id: 'in_falso',
      subscription: 'sub_falso',
      customer: 'cus_falso',
      userId,
      price: prices.pro,
      billingReason: 'subscription_create',
      periodEnd,
    });

    const wrongSecret = await deliver('invoice.paid', invoice, {
      id: 'evt_falso',
      secret: 'whsec_otro',
    });
    const unsigned = await server.runtime.app.request('http://localhost:3000/api/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_falso', type: 'invoice.paid' }),
    });

    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toStrictEqual({
      code: 'INVALID_SIGNATURE',
      message: 'Firma del webhook no válida.',
    });
    expect(unsigned.status).toBe(400);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
    expect(
      await server.query("select 1 from billing_events where id = 'stripe:evt_falso'"),
    ).toEqual([]);
    expect(await server.query('select 1 from subscriptions where user_id = $1', [userId])).toEqual(
      [],
    );
  });

  test('an invoice without metadata is attributed by asking Stripe for its subscription', async () => {
    const { client, userId } = await signUpClient(server);
    knownSubscriptions.set(
      'sub_sin_metadata',
      subscriptionObject({
        id: 'sub_sin_metadata',
        customer: 'cus_sin_metadata',
        userId,
        price: prices.redi,
      }),
    );

    await deliver('invoice.paid', {
      ...invoiceObject({
        id: 'in_sin_metadata',
        subscription: 'sub_sin_metadata',
        customer: 'cus_sin_metadata',
        price: 'price_desconocido',
        billingReason: 'subscription_create',
        periodEnd,
      }),
    });

    expect(stripeApi.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'GET /v1/subscriptions/sub_sin_metadata',
    );
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_redi', credits: 11 });
  });

  test('the portal opens for the customer', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'portal');

    const portal = await client.post('/api/billing/portal');

    expect(await portal.json()).toStrictEqual({
      url: 'https://billing.stripe.com/p/session/test_1',
    });
    const portalRequests = stripeApi.requests.filter(
      (request) => request.path === '/v1/billing_portal/sessions',
    );
    expect(portalRequests).toHaveLength(1);
    expect(new URLSearchParams(portalRequests[0]?.body).get('customer')).toBe(ids.customer);
    expect(new URLSearchParams(portalRequests[0]?.body).get('return_url')).toBe(
      'http://localhost:3000/profile',
    );
  });

  test('a subscriber cannot buy a second subscription: the plan is changed in the portal', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'cambio');
    knownSubscriptions.set(
      ids.subscription,
      subscriptionObject({
        id: ids.subscription,
        customer: ids.customer,
        userId,
        price: prices.pro,
      }),
    );

    const second = await client.post('/api/checkout', { plan: 'modo_redi' });
    const change = await client.post('/api/billing/change-plan', { plan: 'modo_redi' });

    expect(second.status).toBe(409);
    expect(await second.json()).toStrictEqual({
      code: 'ALREADY_SUBSCRIBED',
      message:
        'Ya tienes una suscripción activa. Para pasarte a otro plan usa «Cambiar de plan»: no se crea una segunda suscripción.',
    });
    expect(change.status).toBe(200);
    expect(await change.json()).toStrictEqual({
      url: 'https://billing.stripe.com/p/session/test_1',
    });
    expect(stripeApi.requests.map((request) => request.path)).not.toContain(
      '/v1/checkout/sessions',
    );
    const portalRequest = stripeApi.requests.find(
      (request) => request.path === '/v1/billing_portal/sessions',
    );
    // The portal opens on the confirmation of Redi's price for this subscription's item.
    expect(Object.fromEntries(new URLSearchParams(portalRequest?.body))).toMatchObject({
      customer: ids.customer,
      return_url: 'http://localhost:3000/planes',
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': ids.subscription,
      'flow_data[subscription_update_confirm][items][0][id]': `si_${ids.subscription}`,
      'flow_data[subscription_update_confirm][items][0][price]': prices.redi,
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]':
        'http://localhost:3000/tools?success=true',
    });
    // Already on Pro; and no subscription at all.
    const same = await client.post('/api/billing/change-plan', { plan: 'modo_pro' });
    expect(same.status).toBe(409);
    expect(await same.json()).toMatchObject({ code: 'ALREADY_ON_PLAN' });
    const stranger = await signUpClient(server);
    const none = await stranger.client.post('/api/billing/change-plan', { plan: 'modo_redi' });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });
  });

  test('an upgrade paid as a new period grants Redi once and forfeits what was left of Pro', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'mejora');
    const upgradedAt = periodStart + 10 * 86_400;
    const upgradedPeriodEnd = upgradedAt + 2_678_400;
    // Stripe's invoice for a portal upgrade that resets the billing cycle: a credit for the
    // unused Pro time (a proration) and the full new Redi period.
    const upgrade = {
      ...invoiceObject({
        id: 'in_mejora_redi',
        subscription: ids.subscription,
        customer: ids.customer,
        userId,
        price: prices.redi,
        billingReason: 'subscription_cycle',
        periodEnd: upgradedPeriodEnd,
      }),
      billing_reason: 'subscription_update',
    };
    upgrade.lines.data.unshift({
      id: 'il_mejora_proration',
      object: 'line_item',
      period: { start: upgradedAt, end: periodEnd },
      pricing: { type: 'price_details', price_details: { price: prices.pro, product: 'prod_1' } },
      parent: { type: 'subscription_item_details', subscription_item_details: { proration: true } },
    } as (typeof upgrade.lines.data)[number]);
    knownSubscriptions.set(
      ids.subscription,
      subscriptionObject({
        id: ids.subscription,
        customer: ids.customer,
        userId,
        price: prices.redi,
        currentPeriodEnd: upgradedPeriodEnd,
      }),
    );

    // The subscription's update may come before or after the invoice: here, before.
    await deliver('customer.subscription.updated', knownSubscriptions.get(ids.subscription));
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_redi', credits: 4 });
    await deliver('invoice.paid', upgrade);
    // A retried delivery of the same invoice, as a new event: neither forfeits nor grants again.
    await deliver('invoice.paid', upgrade);

    // 1 (sign-up) + 10 (Redi), never 1 + 3 + 10.
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_redi', credits: 11 });
    expect(await ledgerOf(server, userId)).toEqual([
      { amount: 1, reason: 'sign_up', reference: null },
      { amount: 3, reason: 'subscription_period', reference: ids.invoice },
      { amount: -3, reason: 'forfeit', reference: 'change:in_mejora_redi' },
      { amount: 10, reason: 'subscription_period', reference: 'in_mejora_redi' },
    ]);
  });

  test('a proration alone (a change that keeps the billing cycle) grants nothing', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'prorrata');
    const proration = {
      ...invoiceObject({
        id: 'in_prorrata',
        subscription: ids.subscription,
        customer: ids.customer,
        userId,
        price: prices.redi,
        billingReason: 'subscription_cycle',
        periodEnd,
      }),
      billing_reason: 'subscription_update',
    };
    proration.lines.data = proration.lines.data.map((line) => ({
      ...line,
      parent: { type: 'subscription_item_details', subscription_item_details: { proration: true } },
    }));

    expect((await deliver('invoice.paid', proration)).status).toBe(200);

    expect(await planAndCredits(client)).toEqual({ plan: 'modo_pro', credits: 4 });
  });

  test('a late, older "Pro" update after the change to Redi leaves Redi', async () => {
    const { client, userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'orden');
    const asPro = subscriptionObject({
      id: ids.subscription,
      customer: ids.customer,
      userId,
      price: prices.pro,
    });
    const asRedi = subscriptionObject({
      id: ids.subscription,
      customer: ids.customer,
      userId,
      price: prices.redi,
    });
    knownSubscriptions.set(ids.subscription, asRedi);

    await deliver('customer.subscription.updated', asRedi);
    expect((await planAndCredits(client)).plan).toBe('modo_redi');
    // Stripe's earlier event, from when it still was Pro, delivered last.
    await deliver('customer.subscription.updated', asPro);

    expect((await planAndCredits(client)).plan).toBe('modo_redi');
    const [row] = await server.query('select plan_id from subscriptions where user_id = $1', [
      userId,
    ]);
    expect(row).toEqual({ plan_id: 'modo_redi' });
    expect(stripeApi.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/subscriptions/${ids.subscription}`,
      `GET /v1/subscriptions/${ids.subscription}`,
    ]);
  });

  test('a stale cancel_at_period_end: false after a true does not flip it back', async () => {
    const { userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'rancio');
    const active = subscriptionObject({
      id: ids.subscription,
      customer: ids.customer,
      userId,
      price: prices.pro,
    });
    knownSubscriptions.set(ids.subscription, { ...active, cancel_at_period_end: true });

    await deliver('customer.subscription.updated', { ...active, cancel_at_period_end: true });
    await deliver('customer.subscription.updated', { ...active, cancel_at_period_end: false });

    const [row] = await server.query(
      'select status, cancel_at_period_end from subscriptions where user_id = $1',
      [userId],
    );
    expect(row).toEqual({ status: 'active', cancel_at_period_end: true });
  });

  test('a failing Stripe answers 503 with the checkout message', async () => {
    const { client } = await signUpClient(server);
    stripeRefuses = true;
    try {
      const response = await client.post('/api/checkout', { plan: 'modo_pro' });

      expect(response.status).toBe(503);
      expect(await response.json()).toStrictEqual({
        code: 'CHECKOUT_UNAVAILABLE',
        message: 'Error al procesar el pago. Por favor intenta nuevamente.',
      });
    } finally {
      stripeRefuses = false;
    }
  });

  test('account deletion cancels the live Stripe subscription at once', async () => {
    const { userId } = await signUpClient(server);
    const ids = await subscribeToPro(userId, 'borra');
    knownSubscriptions.set(
      ids.subscription,
      subscriptionObject({
        id: ids.subscription,
        customer: ids.customer,
        userId,
        price: prices.pro,
      }),
    );
    const stripe = new Stripe('sk_test_clave', stripeOptions(stripeApi.url));

    await server.runtime.database.db.transaction((transaction) =>
      cancelSubscriptionForDeletedUser(transaction, stripe, userId),
    );

    expect(stripeApi.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `DELETE /v1/subscriptions/${ids.subscription}`,
    );
    const [row] = await server.query('select status from subscriptions where user_id = $1', [
      userId,
    ]);
    expect(row).toEqual({ status: 'canceled' });
  });
});

function stripeOptions(url: string) {
  const base = new URL(url);
  return { host: base.hostname, port: base.port, protocol: 'http' as const, maxNetworkRetries: 0 };
}
