import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseShuttingDown } from './database-errors';

function databaseError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('terminating connection', 0, 'error');
  error.code = code;
  return error;
}

describe('isDatabaseShuttingDown', () => {
  it('recognises the server ending sessions because it is stopping', () => {
    expect(isDatabaseShuttingDown(databaseError('57P01'))).toBe(true);
  });

  it('leaves every other failure to be reported as an error', () => {
    expect(isDatabaseShuttingDown(databaseError('23505'))).toBe(false);
    expect(isDatabaseShuttingDown(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isDatabaseShuttingDown(undefined)).toBe(false);
  });
});
