import { plans, type AdminStats } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpOperator } from '../../../test/admin';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { claimUrgency } from './admin-stats-backlog';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Midnight today in Lima, as SQL: the instant the Resumen's "today" starts. */
const limaMidnight = `((now() at time zone 'America/Lima')::date::timestamp at time zone 'America/Lima')`;

async function insertClaim(createdAt: string) {
  await server.query(
    `insert into claims_book (year, sequence, number, document_type, document_number, first_name,
       last_name, phone, email, department, province, district, address, claim_department,
       claim_type, details, request, consent, service, provider_name, provider_ruc,
       provider_address, created_at)
     values (2026, (select coalesce(max(sequence), 0) + 1 from claims_book), 'LR-' || gen_random_uuid(),
       'dni', '12345678', 'Carmen', 'Rojas', '912345678', 'carmen@ejemplo.pe', 'Lima', 'Lima',
       'Surco', 'Av. Inventada 123', 'Lima', 'reclamo', 'Detalle inventado', 'Pedido inventado',
       true, 'Optimización de CV', 'CVListo', '20000000001', 'Lima', ${createdAt})`,
  );
}

describe('GET /api/admin/stats', () => {
  test('refuses a visitor (401) and a user (403)', async () => {
    const { client } = await signUpClient(server);

    expect((await server.createClient().get('/api/admin/stats')).status).toBe(401);
    expect((await client.get('/api/admin/stats')).status).toBe(403);
  });

  test('today and the last 30 Lima days of every series, and what waits for an operator', async () => {
    const { client: operator } = await signUpOperator(server);
    const { userId } = await signUpClient(server);
    // Signed up at 23:30 yesterday in Lima (04:30 today in UTC): yesterday's, not today's.
    const { userId: lateUserId } = await signUpClient(server);
    await server.query(
      `update users set created_at = ${limaMidnight} - interval '30 minutes' where id = $1`,
      [lateUserId],
    );
    // And one from before the window, counted nowhere.
    const { userId: oldUserId } = await signUpClient(server);
    await server.query(`update users set created_at = now() - interval '40 days' where id = $1`, [
      oldUserId,
    ]);
    // Two completed optimisations (one ten days ago) and one failure today.
    await server.query(
      `with done as (
         insert into optimizations (user_id, type_id, status) values
           ($1, 'optimize_job', 'done'), ($1, 'optimize_es', 'done') returning id, type_id)
       insert into tool_usage (user_id, type_id, optimization_id, created_at)
       select $1, type_id, id, case when type_id = 'optimize_es' then now() - interval '10 days' else now() end
       from done`,
      [userId],
    );
    await server.query(
      `insert into optimizations (user_id, type_id, status, failure_cause) values ($1, 'optimize_es', 'failed', 'file')`,
      [userId],
    );
    // A Pro period paid today, a Redi one five days ago; a pack sold today; one Pro subscriber.
    await server.query(
      `insert into credit_ledger (user_id, amount, reason, reference, created_at) values
         ($1, $2, 'subscription_period', 'in_pro', now()),
         ($1, $3, 'subscription_period', 'in_redi', now() - interval '5 days')`,
      [userId, plans.modo_pro.creditsPerPeriod, plans.modo_redi.creditsPerPeriod],
    );
    await server.query(
      `insert into checkout_sessions (user_id, provider, kind, pack_id, credits, amount_cents, status, completed_at)
       values ($1, 'sandbox', 'pack', 'pack_1', 1, 490, 'completed', now()),
              ($1, 'sandbox', 'pack', 'pack_5', 5, 1990, 'open', null)`,
      [userId],
    );
    await server.query(
      `insert into subscriptions (user_id, provider, plan_id, status) values ($1, 'sandbox', 'modo_pro', 'active')`,
      [userId],
    );
    // Claims: overdue (filed 16 Lima days ago), due in 2 days, due in 15.
    await insertClaim(`${limaMidnight} - interval '16 days' + interval '1 hour'`);
    await insertClaim(`${limaMidnight} - interval '13 days' + interval '1 hour'`);
    await insertClaim('now()');

    const response = await operator.get('/api/admin/stats');
    const stats = (await response.json()) as AdminStats;

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(stats.days).toHaveLength(30);
    // The refusal test's user, the operator, this user and the late one; the late one yesterday.
    expect(stats.signUps).toMatchObject({ today: 3, last30Days: 4 });
    expect(stats.signUps.daily.at(-2)).toBe(1);
    expect(stats.optimizations.byType.optimize_job).toMatchObject({ today: 1, last30Days: 1 });
    expect(stats.optimizations.byType.optimize_es).toMatchObject({ today: 0, last30Days: 1 });
    expect(stats.optimizations.byType.optimize_es.daily.at(-11)).toBe(1);
    expect(stats.optimizations.failures).toMatchObject({ today: 1, last30Days: 1 });
    expect(stats.subscribers.byPlan).toStrictEqual({ modo_pro: 1, modo_redi: 0 });
    expect(stats.subscribers.paidPeriods.modo_pro).toMatchObject({ today: 1, last30Days: 1 });
    expect(stats.subscribers.paidPeriods.modo_redi).toMatchObject({ today: 0, last30Days: 1 });
    expect(stats.revenueCents).toMatchObject({
      today: plans.modo_pro.monthlyPriceCents + 490,
      last30Days: plans.modo_pro.monthlyPriceCents + plans.modo_redi.monthlyPriceCents + 490,
    });
    expect(stats.creditPacksSold).toMatchObject({ today: 1, last30Days: 1 });
    expect(stats.openClaims).toStrictEqual({
      total: 3,
      byDaysLeft: { overdue: 1, dueIn0To3: 1, dueIn4To7: 0, dueIn8Plus: 1 },
    });
    expect(stats.openSupportRequests).toBe(0);
  });

  test.each([
    [-1, 'overdue'],
    [0, 'dueIn0To3'],
    [3, 'dueIn0To3'],
    [4, 'dueIn4To7'],
    [7, 'dueIn4To7'],
    [8, 'dueIn8Plus'],
  ] as const)('a claim with %i days left is %s', (daysLeft, urgency) => {
    expect(claimUrgency(daysLeft)).toBe(urgency);
  });
});
