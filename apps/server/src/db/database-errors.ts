// How to read errors that come from PostgreSQL itself rather than from our queries.

/** SQLSTATE admin_shutdown: the server ends every session because it is being stopped. */
const adminShutdown = '57P01';

/**
 * Whether the database ended the connection because it is shutting down. With the embedded
 * cluster this is what Ctrl-C looks like: the terminal sends SIGINT to the whole process group, so
 * PostgreSQL stops at the same moment as our own orderly shutdown. It is an event to note, not a
 * fault to report with a stack trace.
 */
export function isDatabaseShuttingDown(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === adminShutdown
  );
}
