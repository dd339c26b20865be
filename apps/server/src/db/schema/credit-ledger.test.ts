import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-runtime';

// The ledger's guarantees live in the database (PRODUCT.md §3.3), so they hold for every writer.
describe('credit_ledger', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A user inserted directly, as an operator script would: the trigger must still apply. */
  async function insertUser(): Promise<string> {
    const id = `test-user-${randomBytes(6).toString('hex')}`;
    await server.query('insert into users (id, name, email) values ($1, $2, $3)', [
      id,
      '',
      `${id}@example.pe`,
    ]);
    return id;
  }

  const ledgerOf = (userId: string) =>
    server.query<{ amount: number; reason: string }>(
      'select amount, reason from credit_ledger where user_id = $1 order by id',
      [userId],
    );

  test('any new user gets a free-plan profile and the sign-up grant, in the same statement', async () => {
    const userId = await insertUser();

    expect(
      await server.query('select plan_id, display_name from profiles where user_id = $1', [userId]),
    ).toEqual([{ plan_id: 'modo_free', display_name: null }]);
    expect(await ledgerOf(userId)).toEqual([{ amount: 1, reason: 'sign_up' }]);
  });

  test('rejects UPDATE: the ledger is append-only', async () => {
    const userId = await insertUser();

    await expect(
      server.query('update credit_ledger set amount = 100 where user_id = $1', [userId]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'credit_ledger is append-only' });
    expect(await ledgerOf(userId)).toEqual([{ amount: 1, reason: 'sign_up' }]);
  });

  test('rejects a second sign-up grant for the same user', async () => {
    const userId = await insertUser();

    await expect(
      server.query(
        `insert into credit_ledger (user_id, amount, reason) values ($1, 1, 'sign_up')`,
        [userId],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'credit_ledger_once_per_user_unique' });
    expect(await ledgerOf(userId)).toEqual([{ amount: 1, reason: 'sign_up' }]);
  });

  test('grants the feedback bonus once per user', async () => {
    const userId = await insertUser();
    const grantBonus = () =>
      server.query(
        `insert into credit_ledger (user_id, amount, reason) values ($1, 1, 'feedback_bonus')`,
        [userId],
      );

    await grantBonus();

    await expect(grantBonus()).rejects.toMatchObject({
      code: '23505',
      constraint: 'credit_ledger_once_per_user_unique',
    });
  });

  test('counts the same cause (reason + reference) only once, across users', async () => {
    const first = await insertUser();
    const second = await insertUser();
    const debit = (userId: string) =>
      server.query(
        `insert into credit_ledger (user_id, amount, reason, reference) values ($1, -1, 'optimisation', 'cv-42')`,
        [userId],
      );

    await debit(first);

    await expect(debit(first)).rejects.toMatchObject({
      code: '23505',
      constraint: 'credit_ledger_reason_reference_unique',
    });
    await expect(debit(second)).rejects.toMatchObject({ code: '23505' });
  });

  test('rejects a zero amount and an unknown reason', async () => {
    const userId = await insertUser();

    await expect(
      server.query(
        `insert into credit_ledger (user_id, amount, reason) values ($1, 0, 'operator_grant')`,
        [userId],
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'credit_ledger_amount_not_zero' });
    await expect(
      server.query(`insert into credit_ledger (user_id, amount, reason) values ($1, 5, 'gift')`, [
        userId,
      ]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'credit_ledger_reason_valid' });
  });

  test('rows go away with their user (account deletion)', async () => {
    const userId = await insertUser();

    await server.query('delete from users where id = $1', [userId]);

    expect(await ledgerOf(userId)).toEqual([]);
    expect(await server.query('select 1 from profiles where user_id = $1', [userId])).toEqual([]);
  });
});
