import { claimMessages, type ClaimInput } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import { startTestServer, type TestServer } from '../../../test/test-runtime';
import { claimRateLimit } from './claim-routes';

/** A complete, valid claim; override what the test is about. */
function claimBody(overrides: Partial<Record<keyof ClaimInput, unknown>> = {}) {
  return {
    document_type: 'dni',
    document_number: '45678912',
    first_name: 'Rosa',
    last_name: 'Huamán Torres',
    phone: '987 654 321',
    email: 'rosa.huaman@example.pe',
    department: 'Cusco',
    province: 'Cusco',
    district: 'Wanchaq',
    address: 'Av. La Cultura 1234',
    claim_department: 'Producto o Servicio',
    claim_type: 'reclamo',
    details: 'Pagué el plan Pro y no se activó.\nAdjunto el número de operación 123456.',
    request: 'Que se active el plan o se revise el cobro.',
    consent: true,
    service: 'Plan Pro mensual',
    amount_claimed: 9.99,
    is_minor: false,
    ...overrides,
  };
}

describe('POST /api/claims', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      variables: {
        PROVIDER_NAME: 'CV Listo S.A.C.',
        PROVIDER_RUC: '20612345678',
        PROVIDER_ADDRESS: 'Av. Arequipa 123, Lima',
        OPERATOR_EMAIL: 'operaciones@cvlisto.pe',
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('a signed-out visitor files a claim, gets its number and a complete copy by e-mail', async () => {
    const response = await server.createClient().post('/api/claims', claimBody());

    expect(response.status).toBe(201);
    const { number } = (await response.json()) as { number: string };
    expect(number).toMatch(/^\d{9}-\d{4}$/);

    const [row] = await server.query<Record<string, unknown>>(
      'select * from claims_book where number = $1',
      [number],
    );
    expect(row).toMatchObject({
      document_type: 'dni',
      email: 'rosa.huaman@example.pe',
      department: 'Cusco',
      claim_type: 'reclamo',
      consent: true,
      service: 'Plan Pro mensual',
      amount_claimed: '9.99',
      is_minor: false,
      guardian_name: null,
      provider_name: 'CV Listo S.A.C.',
      provider_ruc: '20612345678',
      provider_address: 'Av. Arequipa 123, Lima',
    });

    const outbox = await readOutbox(server.dataDir);
    const copy = outbox.find((message) => message.to === 'rosa.huaman@example.pe');
    expect(copy?.subject).toContain(number);
    for (const expected of [
      number,
      'CV Listo S.A.C.',
      '20612345678',
      'Av. Arequipa 123, Lima',
      'DNI',
      '45678912',
      'Rosa',
      'Huamán Torres',
      '987 654 321',
      'Cusco',
      'Wanchaq',
      'Av. La Cultura 1234',
      'Producto o Servicio',
      'Reclamo',
      'Plan Pro mensual',
      'Adjunto el número de operación 123456.',
      'Que se active el plan o se revise el cobro.',
      '15 días calendario',
    ]) {
      expect(copy?.text).toContain(expected);
    }
    expect(outbox.some((message) => message.to === 'operaciones@cvlisto.pe')).toBe(true);
    // A configured provider is not an example (issue 17).
    expect(copy?.text).not.toContain('datos de ejemplo');
  });

  test.each([
    ['document_type', { document_type: 'licencia' }, claimMessages.documentType],
    ['document_number', { document_number: '' }, claimMessages.documentNumber],
    ['first_name', { first_name: '   ' }, claimMessages.firstName],
    ['phone', { phone: 'llámame' }, claimMessages.phone],
    ['email', { email: 'rosa@' }, claimMessages.email],
    ['department', { department: 'Lima Metropolitana' }, claimMessages.department],
    ['province', { province: undefined }, claimMessages.province],
    ['claim_type', { claim_type: 'sugerencia' }, claimMessages.claimType],
    ['details', { details: '' }, claimMessages.details],
    ['request', { request: '' }, claimMessages.request],
    ['consent', { consent: false }, claimMessages.consent],
    ['service', { service: '' }, claimMessages.service],
    ['amount_claimed', { amount_claimed: -5 }, claimMessages.amount],
    [
      'guardian_name',
      { is_minor: true, guardian_document_number: '12345678' },
      claimMessages.guardianName,
    ],
    [
      'guardian_document_number',
      { is_minor: true, guardian_name: 'Juan Huamán' },
      claimMessages.guardianDocument,
    ],
  ])('refuses a claim with an invalid %s, naming the field', async (field, overrides, message) => {
    const response = await server.createClient().post('/api/claims', claimBody(overrides));

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({ code: 'VALIDATION_ERROR', message, field });
  });

  // What a review found stored by posting to the API directly (issue 11): the server now holds a
  // claim to the rules of the form, and a refused claim leaves no row and sends no e-mail.
  test.each([
    ['a DNI of letters', { document_number: 'ABCD' }, 'document_number', claimMessages.dni],
    ['a five-digit DNI', { document_number: '12345' }, 'document_number', claimMessages.dni],
    [
      'a RUC that cannot exist',
      { document_type: 'ruc', document_number: '99999999999' },
      'document_number',
      claimMessages.ruc,
    ],
    ['a phone of zeros', { phone: '000000' }, 'phone', claimMessages.phone],
    [
      'a province outside its department',
      { department: 'Cusco', province: 'Arequipa', district: 'Cayma' },
      'province',
      claimMessages.province,
    ],
    [
      'a district not in its province',
      { department: 'Lima', province: 'Lima', district: 'Narnia' },
      'district',
      claimMessages.district,
    ],
  ])('refuses %s, storing and sending nothing', async (_case, overrides, field, message) => {
    const countClaims = async () =>
      (await server.query<{ count: number }>('select count(*)::int as count from claims_book'))[0]
        ?.count;
    const claimsBefore = await countClaims();
    const mailsBefore = (await readOutbox(server.dataDir)).length;

    const response = await server.createClient().post('/api/claims', claimBody(overrides));

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({ code: 'VALIDATION_ERROR', message, field });
    expect(await countClaims()).toBe(claimsBefore);
    expect((await readOutbox(server.dataDir)).length).toBe(mailsBefore);
  });

  test.each([
    ['a RUC', { document_type: 'ruc', document_number: '20131312955' }],
    ['a foreigner card', { document_type: 'carnet', document_number: '001234567' }],
    ['a Lima landline', { phone: '(01) 234-5678' }],
    [
      'a district typed where no list exists',
      { department: 'Amazonas', province: 'Bagua', district: 'Imaza' },
    ],
  ])('still accepts a claim with %s', async (_case, overrides) => {
    const response = await server.createClient().post('/api/claims', claimBody(overrides));

    expect(response.status).toBe(201);
  });

  test('accepts a minor with a guardian and a claim with no amount', async () => {
    const response = await server.createClient().post(
      '/api/claims',
      claimBody({
        is_minor: true,
        guardian_name: 'Juan Huamán',
        guardian_document_number: '12345678',
        amount_claimed: undefined,
        claim_type: 'queja',
      }),
    );

    expect(response.status).toBe(201);
    const { number } = (await response.json()) as { number: string };
    const [row] = await server.query('select * from claims_book where number = $1', [number]);
    expect(row).toMatchObject({
      is_minor: true,
      guardian_name: 'Juan Huamán',
      guardian_document_number: '12345678',
      amount_claimed: null,
      claim_type: 'queja',
    });
  });

  test('one address files at most 5 claims per 15 minutes; the 6th gets 429 and stores nothing', async () => {
    const client = server.createClient();
    const statuses: number[] = [];
    for (let index = 0; index < claimRateLimit.max; index += 1) {
      statuses.push((await client.post('/api/claims', claimBody())).status);
    }
    const [{ count: before } = { count: 0 }] = await server.query<{ count: number }>(
      'select count(*)::int as count from claims_book',
    );
    const refused = await client.post('/api/claims', claimBody());
    const [{ count: after } = { count: 0 }] = await server.query<{ count: number }>(
      'select count(*)::int as count from claims_book',
    );

    expect(statuses).toStrictEqual(Array(claimRateLimit.max).fill(201));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toStrictEqual({
      code: 'TOO_MANY_REQUESTS',
      message: claimMessages.tooMany,
    });
    expect(after).toBe(before);
    // Another address is not affected.
    expect((await server.createClient().post('/api/claims', claimBody())).status).toBe(201);
  });

  test('20 concurrent claims get 20 consecutive numbers, none repeated, none skipped', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.createClient().post('/api/claims', claimBody({ email: `c${index}@example.pe` })),
      ),
    );
    expect(responses.map((response) => response.status)).toStrictEqual(Array(20).fill(201));
    const numbers = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { number: string }).number),
    );
    expect(new Set(numbers).size).toBe(20);

    // Every number ever given this year, 1..N with no hole.
    const rows = await server.query<{ sequence: number; number: string; year: number }>(
      'select sequence, number, year from claims_book order by sequence',
    );
    expect(rows.map((row) => row.sequence)).toStrictEqual(rows.map((_, index) => index + 1));
    for (const row of rows) {
      expect(row.number).toBe(`${String(row.sequence).padStart(9, '0')}-${row.year}`);
    }
    expect(numbers.every((number) => rows.some((row) => row.number === number))).toBe(true);
  });

  test('a claim is never deleted or changed', async () => {
    await server.createClient().post('/api/claims', claimBody());

    await expect(server.query('delete from claims_book')).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(server.query("update claims_book set details = 'x'")).rejects.toThrow(
      /never changed or deleted/,
    );
  });
});

describe('POST /api/claims behind a reverse proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ variables: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Files claims through the proxy at 10.0.0.2, with the given X-Forwarded-For each time. */
  async function fileThroughProxy(forwardedFor: readonly string[]): Promise<number[]> {
    const proxy = server.createClient({ ipAddress: '10.0.0.2' });
    const statuses: number[] = [];
    for (const header of forwardedFor) {
      const response = await proxy.post('/api/claims', claimBody(), {
        headers: { 'x-forwarded-for': header },
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  test('a new made-up leftmost X-Forwarded-For entry each time does not dodge the limit', async () => {
    const spoofed = Array.from(
      { length: claimRateLimit.max + 1 },
      (_, index) => `198.51.100.${index + 1}, 203.0.113.10`,
    );

    expect(await fileThroughProxy([...spoofed, '203.0.113.11'])).toStrictEqual([
      ...Array(claimRateLimit.max).fill(201),
      429,
      201,
    ]);
  });

  test('IPv6 clients count per /64, not per address', async () => {
    const sameNetwork = Array.from(
      { length: claimRateLimit.max + 1 },
      (_, index) => `2001:db8:7:8:${index + 1}::1`,
    );

    expect(await fileThroughProxy([...sameNetwork, '2001:db8:7:9::1'])).toStrictEqual([
      ...Array(claimRateLimit.max).fill(201),
      429,
      201,
    ]);
  });
});

// Outside production a server without PROVIDER_* names the example provider: every e-mail that
// shows it says it is example data (issue 17); production refuses to start that way (env.test.ts).
describe('POST /api/claims with the example provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test('the copy and the operator notice label the provider as example data', async () => {
    const response = await server.createClient().post('/api/claims', claimBody());
    expect(response.status).toBe(201);

    const outbox = await readOutbox(server.dataDir);
    const copy = outbox.find((message) => message.to === 'rosa.huaman@example.pe');
    const notice = outbox.find((message) => message.to === 'soporte@cvlisto.pe');
    for (const text of [copy?.text, notice?.text]) {
      expect(text).toContain('Proveedor: CVListo (datos de ejemplo)');
      expect(text).toContain('RUC: 20000000001 (datos de ejemplo)');
      expect(text).toContain('Dirección del proveedor: Lima, Perú (datos de ejemplo)');
    }
  });
});
