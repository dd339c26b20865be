// What several benchmarks share: the nearest-rank percentile, and credits granted straight in the
// embedded database the app left in its DATA_DIR (benchmarks spend more than the free credit).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** Nearest-rank percentile of `values` (fraction 0–1); 0 for no values. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** Grants `amount` credits to every user of the app whose embedded database lives in `dataDir`. */
export async function grantCredits(dataDir: string, amount: number): Promise<void> {
  const port = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split(
    '\n',
  )[3];
  const password = (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/cvlisto`,
  });
  await client.connect();
  try {
    await client.query(
      "insert into credit_ledger (user_id, amount, reason) select id, $1, 'operator_grant' from users",
      [amount],
    );
  } finally {
    await client.end();
  }
}
