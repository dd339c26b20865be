// The pay-for-me link (issue 17) against the real app and database: the owner's link, what a payer
// sees (first name only), a pack paid through it landing on the owner's account (sandbox and Mercado
// Pago's webhook) with an e-mail to the owner, unknown and revoked links, the per-address limits.
import { defaultCreditPacks, payForMeLookupLimit } from '@cvlisto/shared';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import {
  signUpBody,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import {
  ledgerOf,
  planAndCredits,
  startFakeApi,
  type FakeApi,
  type RecordedRequest,
} from '../billing/billing-test-helpers';

type Owner = { client: TestClient; userId: string; email: string };

/** A new account with a full name (invented), signed in. */
async function signUpOwner(server: TestServer, name = 'Rosa Elena Huamán Vargas'): Promise<Owner> {
  const client = server.createClient();
  const body = signUpBody({ name });
  const response = await client.post('/api/auth/sign-up/email', body);
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { client, userId: user.id, email: body.email };
}

type LinkState = { available: boolean; link: { url: string } | null; firstName: string | null };

async function createLink(owner: Owner): Promise<string> {
  const response = await owner.client.post('/api/pay-for-me');
  expect(response.status).toBe(200);
  const state = (await response.json()) as LinkState;
  return tokenOf(state);
}

function tokenOf(state: LinkState): string {
  const match = /^http:\/\/localhost:3000\/pagar\/([A-Za-z0-9_-]{24})$/.exec(state.link?.url ?? '');
  if (!match?.[1]) throw new Error(`not a pay-for-me link: ${state.link?.url}`);
  return match[1];
}

const unknownToken = 'ZZZZZZZZZZZZZZZZZZZZZZZZ';

describe('pay-for-me link with the sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test('the owner creates one link, copies it again, renews it (the old one dies) and revokes it', async () => {
    const owner = await signUpOwner(server);

    const before = await owner.client.get('/api/pay-for-me');
    expect(await before.json()).toStrictEqual({ available: true, link: null, firstName: 'Rosa' });

    const token = await createLink(owner);
    // Asking again gives the same link: the one already shared keeps working.
    expect(await createLink(owner)).toBe(token);
    expect(tokenOf((await (await owner.client.get('/api/pay-for-me')).json()) as LinkState)).toBe(
      token,
    );

    const renewed = await owner.client.post('/api/pay-for-me/renew');
    const newToken = tokenOf((await renewed.json()) as LinkState);
    expect(newToken).not.toBe(token);
    const payer = server.createClient();
    expect((await payer.get(`/api/pay-for-me/${token}`)).status).toBe(404);
    expect((await payer.get(`/api/pay-for-me/${newToken}`)).status).toBe(200);

    const revoked = await owner.client.request('/api/pay-for-me', { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect(await (await owner.client.get('/api/pay-for-me')).json()).toMatchObject({ link: null });
    const gone = await payer.get(`/api/pay-for-me/${newToken}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toStrictEqual({
      code: 'NOT_FOUND',
      message: 'Este enlace de pago no existe o fue desactivado.',
    });
  });

  test('only the signed-in owner manages a link', async () => {
    const stranger = server.createClient();

    expect((await stranger.get('/api/pay-for-me')).status).toBe(401);
    expect((await stranger.post('/api/pay-for-me')).status).toBe(401);
    expect((await stranger.request('/api/pay-for-me', { method: 'DELETE' })).status).toBe(401);
  });

  test('the public page shows the first name and the packs, never the e-mail or the rest of the name', async () => {
    const owner = await signUpOwner(server);
    const token = await createLink(owner);

    const response = await server.createClient().get(`/api/pay-for-me/${token}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toStrictEqual({
      firstName: 'Rosa',
      walletMode: 'sandbox',
      creditPacks: defaultCreditPacks,
    });
    for (const secret of [owner.email, owner.userId, 'Elena', 'Huamán']) {
      expect(text).not.toContain(secret);
    }

    // A name chosen in the profile wins; a "name" that is an e-mail is never shown.
    await server.query('update profiles set display_name = $1 where user_id = $2', [
      '  Rosita  ',
      owner.userId,
    ]);
    expect(
      await (await server.createClient().get(`/api/pay-for-me/${token}`)).json(),
    ).toMatchObject({ firstName: 'Rosita' });
    await server.query('update profiles set display_name = $1 where user_id = $2', [
      owner.email,
      owner.userId,
    ]);
    expect(
      await (await server.createClient().get(`/api/pay-for-me/${token}`)).json(),
    ).toMatchObject({ firstName: null });
  });

  test('a signed-out payer buys a pack: the owner gets the credits once, a ledger row and an e-mail', async () => {
    const owner = await signUpOwner(server);
    const token = await createLink(owner);
    const payer = server.createClient();

    const checkout = await payer.post(`/api/pay-for-me/${token}/checkout`, { pack: 'pack_3' });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const match = new RegExp(`^/pagar/${token}/prueba/([0-9a-f-]{36})$`).exec(url);
    const sessionId = match?.[1] ?? '';
    expect(sessionId).not.toBe('');
    expect(payer.cookies.size).toBe(0);

    const session = await payer.get(`/api/pay-for-me/${token}/sandbox/${sessionId}`);
    expect(await session.json()).toStrictEqual({
      id: sessionId,
      firstName: 'Rosa',
      credits: 3,
      amountCents: 1290,
      status: 'open',
    });
    // Nothing is granted before the payment.
    expect(await planAndCredits(owner.client)).toEqual({ plan: 'modo_free', credits: 1 });

    const completed = await payer.post(`/api/pay-for-me/${token}/sandbox/${sessionId}/complete`);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toStrictEqual({ redirectUrl: `/pagar/${token}?pago=listo` });
    // A second click, a retried request: nothing more, and no second e-mail.
    expect(
      (await payer.post(`/api/pay-for-me/${token}/sandbox/${sessionId}/complete`)).status,
    ).toBe(200);

    expect(await planAndCredits(owner.client)).toEqual({ plan: 'modo_free', credits: 4 });
    expect(await ledgerOf(server, owner.userId)).toEqual([
      { amount: 1, reason: 'sign_up', reference: null },
      { amount: 3, reason: 'wallet_purchase', reference: sessionId },
    ]);
    const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Te regalaron 3 créditos en CVListo']);
    expect(mails[0]?.text).toContain('Hola, Rosa:');
    expect(mails[0]?.text).toContain(
      'Alguien pagó 3 créditos para tu cuenta de CVListo con tu enlace de pago.',
    );
    expect(mails[0]?.text).toContain('http://localhost:3000/planes');
  });

  test('a cancelled payment grants nothing and cannot be completed afterwards', async () => {
    const owner = await signUpOwner(server);
    const token = await createLink(owner);
    const payer = server.createClient();
    const { url } = (await (
      await payer.post(`/api/pay-for-me/${token}/checkout`, { pack: 'pack_1' })
    ).json()) as { url: string };
    const sessionId = url.split('/').pop() ?? '';

    const canceled = await payer.post(`/api/pay-for-me/${token}/sandbox/${sessionId}/cancel`);
    const completed = await payer.post(`/api/pay-for-me/${token}/sandbox/${sessionId}/complete`);

    expect(await canceled.json()).toStrictEqual({ redirectUrl: `/pagar/${token}?pago=cancelado` });
    expect(completed.status).toBe(409);
    expect(await planAndCredits(owner.client)).toEqual({ plan: 'modo_free', credits: 1 });
  });

  test('a session is reached only through its own live link', async () => {
    const owner = await signUpOwner(server);
    const other = await signUpOwner(server, 'Carmen');
    const token = await createLink(owner);
    const otherToken = await createLink(other);
    const payer = server.createClient();
    const { url } = (await (
      await payer.post(`/api/pay-for-me/${token}/checkout`, { pack: 'pack_1' })
    ).json()) as { url: string };
    const sessionId = url.split('/').pop() ?? '';
    // The owner's own pack checkout is no link's session.
    const own = (await (
      await owner.client.post('/api/credit-packs/checkout', { pack: 'pack_1' })
    ).json()) as { url: string };
    const ownSessionId = own.url.split('/').pop() ?? '';

    expect((await payer.get(`/api/pay-for-me/${otherToken}/sandbox/${sessionId}`)).status).toBe(
      404,
    );
    expect((await payer.get(`/api/pay-for-me/${token}/sandbox/${ownSessionId}`)).status).toBe(404);
    expect(
      (await payer.post(`/api/pay-for-me/${token}/sandbox/${ownSessionId}/complete`)).status,
    ).toBe(404);
    await owner.client.post('/api/pay-for-me/renew');
    expect(
      (await payer.post(`/api/pay-for-me/${token}/sandbox/${sessionId}/complete`)).status,
    ).toBe(404);
    expect(await planAndCredits(owner.client)).toEqual({ plan: 'modo_free', credits: 1 });
  });

  test('an unknown, malformed or revoked token is a 404 everywhere; a bad pack a 400', async () => {
    const owner = await signUpOwner(server);
    const token = await createLink(owner);
    const payer = server.createClient();

    const badPack = await payer.post(`/api/pay-for-me/${token}/checkout`, { pack: 'pack_999' });
    expect(badPack.status).toBe(400);
    expect(await badPack.json()).toMatchObject({ code: 'INVALID_PACK' });

    await owner.client.request('/api/pay-for-me', { method: 'DELETE' });
    for (const candidate of [unknownToken, 'corto', token]) {
      expect((await payer.get(`/api/pay-for-me/${candidate}`)).status).toBe(404);
      const checkout = await payer.post(`/api/pay-for-me/${candidate}/checkout`, {
        pack: 'pack_1',
      });
      expect(checkout.status).toBe(404);
    }
    expect(
      await server.query('select 1 from checkout_sessions where user_id = $1', [owner.userId]),
    ).toEqual([]);
  });

  test('lookups and payments are limited per address', async () => {
    const owner = await signUpOwner(server);
    const token = await createLink(owner);
    const payer = server.createClient();

    for (let attempt = 0; attempt < payForMeLookupLimit.max; attempt += 1) {
      // Unknown tokens count too: guessing is what the limit is for.
      const pathname = attempt % 2 === 0 ? token : unknownToken;
      expect([200, 404]).toContain((await payer.get(`/api/pay-for-me/${pathname}`)).status);
    }
    const refused = await payer.get(`/api/pay-for-me/${token}`);

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address is not affected.
    expect((await server.createClient().get(`/api/pay-for-me/${token}`)).status).toBe(200);

    const buyer = server.createClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await buyer.post(`/api/pay-for-me/${token}/checkout`, { pack: 'x' })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  test('deleting the account removes its link', async () => {
    const owner = await signUpOwner(server);
    const token = await createLink(owner);

    const deleted = await owner.client.request('/api/account', {
      method: 'DELETE',
      json: { not_using: true },
    });

    expect(deleted.status).toBe(204);
    expect(
      await server.query('select 1 from pay_for_me_links where user_id = $1', [owner.userId]),
    ).toEqual([]);
    expect((await server.createClient().get(`/api/pay-for-me/${token}`)).status).toBe(404);
  });
});

const webhookSecret = 'secreto-de-webhook-mp';

describe('pay-for-me link with Mercado Pago', () => {
  let mercadoPagoApi: FakeApi;
  let server: TestServer;
  const payments = new Map<string, Record<string, unknown>>();

  function respondAsMercadoPago(request: RecordedRequest) {
    if (request.method === 'POST' && request.path === '/checkout/preferences') {
      return {
        status: 201,
        body: { id: 'pref_1', init_point: 'https://www.mercadopago.com.pe/checkout/v1/redirect' },
      };
    }
    const payment = payments.get(request.path.replace('/v1/payments/', ''));
    return payment ? { status: 200, body: payment } : { status: 404, body: {} };
  }

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

  test("the payer pays on Mercado Pago's page and the webhook credits the owner once", async () => {
    const owner = await signUpOwner(server);
    const token = await createLink(owner);
    const payer = server.createClient();

    const checkout = await payer.post(`/api/pay-for-me/${token}/checkout`, { pack: 'pack_1' });

    expect(await checkout.json()).toStrictEqual({
      url: 'https://www.mercadopago.com.pe/checkout/v1/redirect',
    });
    const preference = JSON.parse(mercadoPagoApi.requests.at(-1)?.body ?? '{}') as Record<
      string,
      unknown
    >;
    // The payer types their own e-mail on Mercado Pago's page: the owner's is never sent.
    expect(preference).not.toHaveProperty('payer');
    expect(JSON.stringify(preference)).not.toContain(owner.email);
    expect(preference).toMatchObject({
      items: [{ title: 'Paquete de 1 crédito para Rosa', unit_price: 4.9, currency_id: 'PEN' }],
      back_urls: {
        success: `http://localhost:3000/pagar/${token}?pago=listo`,
        failure: `http://localhost:3000/pagar/${token}?pago=cancelado`,
      },
    });
    payments.set('7001', {
      id: 7001,
      status: 'approved',
      external_reference: preference.external_reference,
      transaction_amount: 4.9,
      currency_id: 'PEN',
    });

    for (const requestId of ['req-1', 'req-2']) {
      const ts = String(Date.now());
      const manifest = `id:7001;request-id:${requestId};ts:${ts};`;
      const signature = createHmac('sha256', webhookSecret).update(manifest).digest('hex');
      const response = await server.runtime.app.request(
        'http://localhost:3000/api/webhooks/mercadopago?data.id=7001&type=payment',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': `ts=${ts},v1=${signature}`,
          },
          body: JSON.stringify({ type: 'payment', data: { id: '7001' } }),
        },
      );
      expect(response.status).toBe(200);
    }

    expect(await planAndCredits(owner.client)).toEqual({ plan: 'modo_free', credits: 2 });
    expect((await ledgerOf(server, owner.userId)).at(-1)).toEqual({
      amount: 1,
      reason: 'wallet_purchase',
      reference: '7001',
    });
    const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Te regalaron 1 crédito en CVListo']);
  });

  test("the owner's own pack still prefills their e-mail", async () => {
    const owner = await signUpOwner(server);

    await owner.client.post('/api/credit-packs/checkout', { pack: 'pack_1' });

    const preference = JSON.parse(mercadoPagoApi.requests.at(-1)?.body ?? '{}') as unknown;
    expect(preference).toMatchObject({ payer: { email: owner.email } });
  });
});

describe('pay-for-me link where no credit packs are sold', () => {
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

  test('the owner is offered no link, and an existing link says payments are not available', async () => {
    const owner = await signUpOwner(server);

    expect(await (await owner.client.get('/api/pay-for-me')).json()).toStrictEqual({
      available: false,
      link: null,
      firstName: 'Rosa',
    });
    const create = await owner.client.post('/api/pay-for-me');
    expect(create.status).toBe(503);
    expect(await create.json()).toStrictEqual({
      code: 'CHECKOUT_UNAVAILABLE',
      message: 'Los pagos no están disponibles en este momento.',
    });

    // A link made while packs were on sale (before the keys were removed).
    const token = 'AbCdEfGhIjKlMnOpQrStUv-_';
    await server.query('insert into pay_for_me_links (user_id, token) values ($1, $2)', [
      owner.userId,
      token,
    ]);
    const payer = server.createClient();
    expect(await (await payer.get(`/api/pay-for-me/${token}`)).json()).toStrictEqual({
      firstName: 'Rosa',
      walletMode: 'unavailable',
      creditPacks: [],
    });
    const checkout = await payer.post(`/api/pay-for-me/${token}/checkout`, { pack: 'pack_1' });
    expect(checkout.status).toBe(503);
    expect(await server.query('select 1 from checkout_sessions')).toEqual([]);
  });
});
