import {
  adminClaimMessages,
  type AdminClaimDetail,
  type AdminStats,
  type AdminClaimListResponse,
} from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import {
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { claimDaysLeft, claimDueDate } from './admin-claims-deadline';

const operatorEmail = 'operadora.reclamos@example.pe';

/** A complete, valid claim as the public form sends it; override what the test is about. */
function claimBody(overrides: Record<string, unknown> = {}) {
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
    details: 'Pagué el plan Pro y no se activó.',
    request: 'Que se active el plan o se revise el cobro.',
    consent: true,
    service: 'Plan Pro mensual',
    amount_claimed: 9.99,
    is_minor: false,
    ...overrides,
  };
}

let nextSequence = 900_000;

/**
 * A claim filed `daysAgo` days ago, written straight into the book (the public form always files
 * "now"; a sheet can never be changed afterwards, so its date is set on insert).
 */
async function insertClaimFiled(
  server: TestServer,
  daysAgo: number,
  overrides: { email?: string; firstName?: string } = {},
): Promise<{ id: number; number: string }> {
  nextSequence += 1;
  const number = `${String(nextSequence).padStart(9, '0')}-2026`;
  const [row] = await server.query<{ id: string }>(
    `insert into claims_book (year, sequence, number, document_type, document_number, first_name,
       last_name, phone, email, department, province, district, address, claim_department,
       claim_type, details, request, consent, service, amount_claimed, provider_name, provider_ruc,
       provider_address, created_at)
     values (2026, $1, $2, 'dni', '12345678', $3, 'Quispe', '987 111 222', $4, 'Lima', 'Lima',
       'Miraflores', 'Calle Falsa 123', 'Producto o Servicio', 'queja', 'Me atendieron tarde.',
       'Mejor atención.', true, 'Plan Redi', null, 'CV Listo S.A.C.', '20612345678',
       'Av. Arequipa 123, Lima', now() - make_interval(days => $5::int))
     returning id`,
    [
      nextSequence,
      number,
      overrides.firstName ?? 'Luis',
      overrides.email ?? `luis.${nextSequence}@example.pe`,
      daysAgo,
    ],
  );
  if (!row) throw new Error('claim insert returned no row');
  return { id: Number(row.id), number };
}

async function fileClaim(server: TestServer, overrides: Record<string, unknown> = {}) {
  const response = await server.createClient().post('/api/claims', claimBody(overrides));
  expect(response.status).toBe(201);
  const { number } = (await response.json()) as { number: string };
  const [row] = await server.query<{ id: string }>('select id from claims_book where number = $1', [
    number,
  ]);
  return { id: Number(row?.id), number };
}

async function auditRows(server: TestServer, action: string, targetId?: string) {
  return server.query<{
    actor_email: string;
    target_type: string;
    target_id: string;
    before: unknown;
    after: unknown;
  }>(
    `select actor_email, target_type, target_id, before, after from admin_audit_log
     where action = $1 and ($2::text is null or target_id = $2) order by id`,
    [action, targetId ?? null],
  );
}

describe('/api/admin/claims', () => {
  let server: TestServer;
  let operator: TestClient;

  beforeAll(async () => {
    server = await startTestServer({
      variables: {
        ADMIN_EMAILS: operatorEmail,
        PROVIDER_NAME: 'CV Listo S.A.C.',
        PROVIDER_RUC: '20612345678',
        PROVIDER_ADDRESS: 'Av. Arequipa 123, Lima',
        OPERATOR_EMAIL: 'operaciones@cvlisto.pe',
      },
    });
    ({ client: operator } = await signUpClient(server, operatorEmail));
  });
  afterAll(async () => {
    await server.close();
  });

  test('refuses every route to a visitor (401) and to a signed-in non-operator (403)', async () => {
    const { id } = await insertClaimFiled(server, 1);
    const { client: customer } = await signUpClient(server);
    const visitor = server.createClient();
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/claims', undefined],
      ['GET', '/api/admin/claims/export.csv', undefined],
      ['GET', `/api/admin/claims/${id}`, undefined],
      ['POST', `/api/admin/claims/${id}/answer`, { answer: 'Hola' }],
      ['POST', `/api/admin/claims/${id}/extensions`, { days: 5, reason: 'Revisión' }],
    ];
    for (const [method, path, json] of routes) {
      const signedOut = await visitor.request(path, { method, json });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(await signedOut.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const forbidden = await customer.request(path, { method, json });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await server.query('select * from claim_answers where claim_id = $1', [id])).toEqual([]);
    expect(await server.query('select * from claim_extensions where claim_id = $1', [id])).toEqual(
      [],
    );
  });

  test('lists the book by deadline with days left in Lima calendar days; overdue ones flagged', async () => {
    const overdue = await insertClaimFiled(server, 20);
    const dueToday = await insertClaimFiled(server, 15);
    const fresh = await fileClaim(server);

    const response = await operator.get('/api/admin/claims?status=pending');

    expect(response.status).toBe(200);
    const { claims } = (await response.json()) as AdminClaimListResponse;
    const byId = new Map(claims.map((claim) => [claim.id, claim]));
    expect(byId.get(overdue.id)).toMatchObject({
      number: overdue.number,
      claimType: 'queja',
      consumerName: 'Luis Quispe',
      status: 'pending',
      daysLeft: -5,
      overdue: true,
      extended: false,
      answeredAt: null,
    });
    expect(byId.get(dueToday.id)).toMatchObject({ daysLeft: 0, overdue: false });
    expect(byId.get(fresh.id)).toMatchObject({
      number: fresh.number,
      claimType: 'reclamo',
      consumerName: 'Rosa Huamán Torres',
      consumerEmail: 'rosa.huaman@example.pe',
      daysLeft: 15,
      overdue: false,
    });
    const dueDates = claims.map((claim) => claim.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(claims.every((claim) => claim.status === 'pending')).toBe(true);
  });

  test('one claim shows every field as filed', async () => {
    const { id, number } = await fileClaim(server, {
      is_minor: true,
      guardian_name: 'Juan Huamán',
      guardian_document_number: '12345678',
    });

    const response = await operator.get(`/api/admin/claims/${id}`);

    expect(response.status).toBe(200);
    const claim = (await response.json()) as AdminClaimDetail;
    expect(claim).toMatchObject({
      id,
      number,
      status: 'pending',
      answer: null,
      extensions: [],
      filed: {
        documentType: 'dni',
        documentNumber: '45678912',
        firstName: 'Rosa',
        lastName: 'Huamán Torres',
        phone: '987 654 321',
        email: 'rosa.huaman@example.pe',
        isMinor: true,
        guardianName: 'Juan Huamán',
        guardianDocumentNumber: '12345678',
        department: 'Cusco',
        province: 'Cusco',
        district: 'Wanchaq',
        address: 'Av. La Cultura 1234',
        claimDepartment: 'Producto o Servicio',
        service: 'Plan Pro mensual',
        amountClaimed: 9.99,
        details: 'Pagué el plan Pro y no se activó.',
        request: 'Que se active el plan o se revise el cobro.',
        providerName: 'CV Listo S.A.C.',
        providerRuc: '20612345678',
        providerAddress: 'Av. Arequipa 123, Lima',
      },
    });
    expect((await operator.get('/api/admin/claims/999999999')).status).toBe(404);
    expect((await operator.get('/api/admin/claims/abc')).status).toBe(404);
  });

  test('an answer is stored once with its date, e-mailed to the consumer, closes the claim and is audited', async () => {
    const consumer = 'carmen.rios@example.pe';
    const { id, number } = await fileClaim(server, { email: consumer, first_name: 'Carmen' });
    const answer = 'Revisamos tu pago y activamos el plan Pro.\n\nDisculpa las molestias.';

    // A double submit: both requests at once; the claim's lock lets one store the answer.
    const responses = await Promise.all([
      operator.post(`/api/admin/claims/${id}/answer`, { answer }),
      operator.post(`/api/admin/claims/${id}/answer`, { answer: 'Otra respuesta' }),
    ]);

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
    const conflict = responses.find((response) => response.status === 409);
    expect(await conflict?.json()).toStrictEqual({
      code: 'CLAIM_ALREADY_ANSWERED',
      message: adminClaimMessages.alreadyAnswered,
    });
    const stored = await server.query<{ answer: string; sent_to: string; operator_email: string }>(
      'select answer, sent_to, operator_email from claim_answers where claim_id = $1',
      [id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.sent_to).toBe(consumer);
    expect(stored[0]?.operator_email).toBe(operatorEmail);
    const winner = stored[0]?.answer;

    const detail = (await (
      await operator.get(`/api/admin/claims/${id}`)
    ).json()) as AdminClaimDetail;
    expect(detail).toMatchObject({
      status: 'answered',
      daysLeft: null,
      overdue: false,
      answeredLate: false,
    });
    expect(detail.answer?.text).toBe(winner);
    expect(Date.now() - Date.parse(detail.answer?.answeredAt ?? '')).toBeLessThan(60_000);

    const mails = (await readOutbox(server.dataDir)).filter(
      (message) => message.to === consumer && message.subject.startsWith('Respuesta'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(number);
    expect(mails[0]?.text).toContain(winner);
    expect(mails[0]?.text).toContain('Hola, Carmen:');

    const audit = await auditRows(server, 'claim.answer', String(id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: operatorEmail,
      target_type: 'claim',
      before: { number, status: 'pending' },
      after: { number, status: 'answered', sentTo: consumer, answer: winner },
    });

    // Later, another attempt is refused too, and nothing more is sent.
    const again = await operator.post(`/api/admin/claims/${id}/answer`, { answer: 'Tercera' });
    expect(again.status).toBe(409);
    expect(
      (await readOutbox(server.dataDir)).filter((message) => message.to === consumer),
    ).toHaveLength(2); // the copy of the claim sheet and the one answer
  });

  test('an overdue claim can still be answered, and is recorded as answered late', async () => {
    const { id, number } = await insertClaimFiled(server, 18);

    const response = await operator.post(`/api/admin/claims/${id}/answer`, {
      answer: 'Lamentamos la demora.',
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      status: 'answered',
      overdue: false,
      answeredLate: true,
    });
    const csv = await (await operator.get('/api/admin/claims/export.csv')).text();
    expect(csv.split('\r\n').find((line) => line.startsWith(number))).toMatch(
      /,Respondido,[^,]*,0,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},No,Lamentamos la demora\.,/,
    );
  });

  test('an empty answer is refused, naming the field, and stores nothing', async () => {
    const { id } = await insertClaimFiled(server, 2);

    const response = await operator.post(`/api/admin/claims/${id}/answer`, { answer: '   ' });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({
      code: 'VALIDATION_ERROR',
      message: adminClaimMessages.answerRequired,
      field: 'answer',
    });
    expect(await server.query('select * from claim_answers where claim_id = $1', [id])).toEqual([]);
  });

  test('an extension moves the deadline, records its reason, e-mails the consumer and is audited', async () => {
    const consumer = 'pedro.extension@example.pe';
    const { id, number } = await insertClaimFiled(server, 10, {
      email: consumer,
      firstName: 'Pedro',
    });
    const before = (await (
      await operator.get(`/api/admin/claims/${id}`)
    ).json()) as AdminClaimDetail;
    expect(before.daysLeft).toBe(5);

    const response = await operator.post(`/api/admin/claims/${id}/extensions`, {
      days: 10,
      reason: 'Necesitamos la confirmación del banco sobre el cobro.',
    });

    expect(response.status).toBe(201);
    const after = (await response.json()) as AdminClaimDetail;
    expect(after).toMatchObject({ daysLeft: 15, extended: true, status: 'pending' });
    expect(after.extensions).toMatchObject([
      {
        days: 10,
        reason: 'Necesitamos la confirmación del banco sobre el cobro.',
        previousDueDate: before.dueDate,
        newDueDate: after.dueDate,
        operatorEmail,
      },
    ]);
    const [notice] = (await readOutbox(server.dataDir)).filter(
      (message) => message.to === consumer,
    );
    expect(notice?.subject).toBe(`Ampliación del plazo de tu queja N.° ${number}`);
    expect(notice?.text).toContain('10 días calendario');
    expect(notice?.text).toContain('Necesitamos la confirmación del banco sobre el cobro.');
    expect(await auditRows(server, 'claim.extend', String(id))).toMatchObject([
      {
        actor_email: operatorEmail,
        before: { number, dueDate: before.dueDate },
        after: { number, dueDate: after.dueDate, days: 10 },
      },
    ]);

    // The list sorts by the moved deadline.
    const { claims } = (await (
      await operator.get('/api/admin/claims')
    ).json()) as AdminClaimListResponse;
    expect(claims.find((claim) => claim.id === id)?.dueDate).toBe(after.dueDate);
  });

  test('no extension once the claim is answered or its deadline has passed', async () => {
    const overdue = await insertClaimFiled(server, 16);
    const late = await operator.post(`/api/admin/claims/${overdue.id}/extensions`, {
      days: 5,
      reason: 'Tarde',
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'CLAIM_EXTENSION_TOO_LATE' });

    const answered = await insertClaimFiled(server, 3);
    await operator.post(`/api/admin/claims/${answered.id}/answer`, { answer: 'Resuelto.' });
    const afterAnswer = await operator.post(`/api/admin/claims/${answered.id}/extensions`, {
      days: 5,
      reason: 'Revisión',
    });
    expect(afterAnswer.status).toBe(409);
    expect(await afterAnswer.json()).toMatchObject({
      message: adminClaimMessages.extensionAfterAnswer,
    });

    const badDays = await operator.post(`/api/admin/claims/${answered.id}/extensions`, {
      days: 31,
      reason: 'Revisión',
    });
    expect(badDays.status).toBe(400);
    expect(await badDays.json()).toMatchObject({ field: 'days' });
    expect(
      await server.query('select * from claim_extensions where claim_id in ($1, $2)', [
        overdue.id,
        answered.id,
      ]),
    ).toEqual([]);
  });

  test('the answer and extension rows can never be changed or deleted', async () => {
    const { id } = await insertClaimFiled(server, 4);
    await operator.post(`/api/admin/claims/${id}/answer`, { answer: 'Respuesta final.' });

    await expect(
      server.query(`update claim_answers set answer = 'otra' where claim_id = $1`, [id]),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(
      server.query('delete from claim_answers where claim_id = $1', [id]),
    ).rejects.toThrow(/never changed or deleted/);
  });

  test('exports the whole book as CSV: BOM, every field, quoting, formulas defused; audited', async () => {
    const { id, number } = await fileClaim(server, {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana.csv@example.pe',
      phone: '+51 987 654 321',
      address: 'Jr. Unión 456, dpto. "B"',
      details: '=HYPERLINK("http://malo.example","clic")\nSegunda línea, con coma.',
      request: '@SUM(1+1)',
    });
    await operator.post(`/api/admin/claims/${id}/answer`, { answer: '-Respondido, gracias.' });

    const response = await operator.get('/api/admin/claims/export.csv');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="libro-de-reclamaciones-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith('\uFEFFNúmero,Fecha de registro,Tipo,Estado,')).toBe(true);
    const row = csv.split('\r\n').find((line) => line.startsWith(number));
    expect(row).toBeDefined();
    expect(row).toContain(',Respondido,');
    expect(row).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Sí,"'-Respondido, gracias\.",/);
    expect(row).toContain(",'+51 987 654 321,");
    expect(row).toContain(',"Jr. Unión 456, dpto. ""B""",');
    expect(row).toContain(",'@SUM(1+1),");
    // The detail spans two lines inside its quotes; its formula is defused.
    expect(csv).toContain(
      '"\'=HYPERLINK(""http://malo.example"",""clic"")\nSegunda línea, con coma."',
    );
    expect(csv).toContain('Ana,Pérez');
    const [count] = await server.query<{ count: string }>('select count(*) from claims_book');
    // Each export is audited; this one is the latest.
    expect((await auditRows(server, 'claims.export')).at(-1)).toMatchObject({
      actor_email: operatorEmail,
      after: { claims: Number(count?.count) },
    });
  });

  test('the Resumen counts a claim until it is answered, in the bucket of its moved deadline', async () => {
    const readOpenClaims = async () =>
      ((await (await operator.get('/api/admin/stats')).json()) as AdminStats).openClaims;
    const before = await readOpenClaims();
    const dueSoon = await insertClaimFiled(server, 13); // 2 days left
    const answered = await insertClaimFiled(server, 13);
    await operator.post(`/api/admin/claims/${dueSoon.id}/extensions`, {
      days: 10,
      reason: 'Esperamos la respuesta del banco.',
    });
    await operator.post(`/api/admin/claims/${answered.id}/answer`, { answer: 'Resuelto.' });

    const after = await readOpenClaims();

    expect(after.total).toBe(before.total + 1);
    expect(after.byDaysLeft).toStrictEqual({
      ...before.byDaysLeft,
      dueIn8Plus: before.byDaysLeft.dueIn8Plus + 1,
    });
  });

  test('the deadline the API shows is the one the deadline module computes', async () => {
    const { id } = await insertClaimFiled(server, 7);
    const [row] = await server.query<{ created_at: Date }>(
      'select created_at from claims_book where id = $1',
      [id],
    );
    const claim = (await (
      await operator.get(`/api/admin/claims/${id}`)
    ).json()) as AdminClaimDetail;
    const dueDate = claimDueDate(new Date(row?.created_at ?? 0), 0);
    expect(claim.dueDate).toBe(dueDate);
    expect(claim.daysLeft).toBe(claimDaysLeft(dueDate, new Date()));
    expect(claim.daysLeft).toBe(8);
  });
});

describe('/api/admin/claims when the mail server is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on the discard port: every send is refused at once.
    server = await startTestServer({
      variables: { ADMIN_EMAILS: operatorEmail, SMTP_URL: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('an answer or extension that cannot be e-mailed is not stored, so the operator can retry', async () => {
    const { client: operator } = await signUpClient(server, operatorEmail);
    const { id } = await insertClaimFiled(server, 1);

    const answer = await operator.post(`/api/admin/claims/${id}/answer`, { answer: 'Hola.' });
    const extension = await operator.post(`/api/admin/claims/${id}/extensions`, {
      days: 5,
      reason: 'Revisión',
    });

    for (const response of [answer, extension]) {
      expect(response.status).toBe(502);
      expect(await response.json()).toStrictEqual({
        code: 'CLAIM_MAIL_FAILED',
        message: adminClaimMessages.mailFailed,
      });
    }
    expect(await server.query('select * from claim_answers')).toEqual([]);
    expect(await server.query('select * from claim_extensions')).toEqual([]);
    expect(await server.query(`select * from admin_audit_log where target_type = 'claim'`)).toEqual(
      [],
    );
    const detail = (await (
      await operator.get(`/api/admin/claims/${id}`)
    ).json()) as AdminClaimDetail;
    expect(detail.status).toBe('pending');
  });
});
