import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  startTestServer,
  type TestClient,
  type TestServer,
  signUpClient,
} from '../../../test/test-runtime';
import {
  ledgerOf,
  planAndCredits,
  startFakeApi,
  type FakeApi,
  type FakeApiResponse,
  type RecordedRequest,
} from './billing-test-helpers';

const webhookSecret = 'secreto-de-webhook-mp';

/** Payments the fake Mercado Pago knows, by id. */
const payments = new Map<string, Record<string, unknown>>();
let preferenceCount = 0;

/** The two calls we make to Mercado Pago's API, answered from memory. */
function respondAsMercadoPago(request: RecordedRequest): FakeApiResponse {
  if (request.method === 'POST' && request.path === '/checkout/preferences') {
    preferenceCount += 1;
    return {
      status: 201,
      body: {
        id: `pref_${preferenceCount}`,
        init_point: `https://www.mercadopago.com.pe/checkout/v1/redirect?pref_id=pref_${preferenceCount}`,
      },
    };
  }
  const match = /^\/v1\/payments\/(\w+)$/.exec(request.path);
  const payment = match && payments.get(match[1] ?? '');
  if (request.method === 'GET' && payment) return { status: 200, body: payment };
  return { status: 404, body: { message: 'not_found' } };
}

/** The header Mercado Pago sends: "ts=…,v1=HMAC(manifest)". */
function signatureFor(dataId: string, requestId: string, secret = webhookSecret): string {
  const ts = String(Date.now());
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

describe('Mercado Pago credit packs', () => {
  let mercadoPagoApi: FakeApi;
  let server: TestServer;
  let notificationCount = 0;

  beforeAll(async () => {
    mercadoPagoApi = await startFakeApi(respondAsMercadoPago);
    server = await startTestServer({
      variables: {
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token-de-prueba',
        MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
        MERCADOPAGO_API_BASE_URL: mercadoPagoApi.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mercadoPagoApi?.close();
  });

  /** Starts a pack checkout; answers our checkout session id (the external reference). */
  async function buyPack(client: TestClient, pack: string): Promise<string> {
    const response = await client.post('/api/credit-packs/checkout', { pack });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/www\.mercadopago\.com\.pe\/checkout\/v1\/redirect\?pref_id=/);
    const request = mercadoPagoApi.requests.at(-1);
    const body = JSON.parse(request?.body ?? '{}') as { external_reference: string };
    return body.external_reference;
  }

  async function notify(
    paymentId: string,
    options: { secret?: string; signature?: string | null } = {},
  ) {
    notificationCount += 1;
    const requestId = `req-${notificationCount}`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-request-id': requestId,
    };
    const signature =
      options.signature === undefined
        ? signatureFor(paymentId, requestId, options.secret)
        : options.signature;
    if (signature !== null) headers['x-signature'] = signature;
    return server.runtime.app.request(
      `http://localhost:3000/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          action: 'payment.updated',
          type: 'payment',
          data: { id: paymentId },
        }),
      },
    );
  }

  test('config says mercadopago for packs; plans stay in the sandbox without Stripe', async () => {
    const config = await (await server.createClient().get('/api/billing/config')).json();

    expect(config).toMatchObject({ mode: 'sandbox', walletMode: 'mercadopago' });
  });

  test('the checkout creates a preference for the pack, in soles, for the account', async () => {
    const { client, email } = await signUpClient(server);

    const sessionId = await buyPack(client, 'pack_3');

    const request = mercadoPagoApi.requests.at(-1);
    expect(request?.headers.authorization).toBe('Bearer APP_USR-token-de-prueba');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      items: [
        { quantity: 1, unit_price: 12.9, currency_id: 'PEN', title: 'Paquete de 3 créditos' },
      ],
      payer: { email },
      external_reference: sessionId,
      back_urls: {
        // The return names the pack's credits, for the banner's wording (issue 17).
        success: 'http://localhost:3000/tools?success=true&credits=3',
        failure: 'http://localhost:3000/planes?canceled=true',
      },
      notification_url: 'http://localhost:3000/api/webhooks/mercadopago',
    });
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
  });

  test('an approved payment grants the pack once, however often it is notified', async () => {
    const { client, userId } = await signUpClient(server);
    const sessionId = await buyPack(client, 'pack_3');
    payments.set('1001', {
      id: 1001,
      status: 'approved',
      external_reference: sessionId,
      transaction_amount: 12.9,
      currency_id: 'PEN',
    });

    const first = await notify('1001');
    const second = await notify('1001');

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 4 });
    expect((await ledgerOf(server, userId)).at(-1)).toEqual({
      amount: 3,
      reason: 'wallet_purchase',
      reference: '1001',
    });
    const [session] = await server.query('select status from checkout_sessions where id = $1', [
      sessionId,
    ]);
    expect(session).toEqual({ status: 'completed' });
  });

  test('a bad or missing signature answers 400 and grants nothing', async () => {
    const { client } = await signUpClient(server);
    const sessionId = await buyPack(client, 'pack_1');
    payments.set('2002', {
      id: 2002,
      status: 'approved',
      external_reference: sessionId,
      transaction_amount: 4.9,
      currency_id: 'PEN',
    });
    const lookupsBefore = mercadoPagoApi.requests.length;

    const wrongSecret = await notify('2002', { secret: 'otro-secreto' });
    const missing = await notify('2002', { signature: null });
    // A valid signature for another payment does not cover this one.
    const otherPayment = await notify('2002', { signature: signatureFor('9999', 'req-x') });

    for (const response of [wrongSecret, missing, otherPayment]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect(mercadoPagoApi.requests.length).toBe(lookupsBefore);
    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
  });

  test('a pending payment, or one for another amount, grants nothing', async () => {
    const { client } = await signUpClient(server);
    const sessionId = await buyPack(client, 'pack_3');
    payments.set('3003', {
      id: 3003,
      status: 'pending',
      external_reference: sessionId,
      transaction_amount: 12.9,
      currency_id: 'PEN',
    });
    payments.set('3004', {
      id: 3004,
      status: 'approved',
      external_reference: sessionId,
      transaction_amount: 1,
      currency_id: 'PEN',
    });

    expect((await notify('3003')).status).toBe(200);
    expect((await notify('3004')).status).toBe(200);

    expect(await planAndCredits(client)).toEqual({ plan: 'modo_free', credits: 1 });
  });
});
