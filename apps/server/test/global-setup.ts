// Vitest globalSetup of the `server` project: one embedded PostgreSQL cluster for the whole run,
// started with the server's own startEmbeddedPostgres so the tests exercise the code `npm start`
// uses. Each test file then creates its own database on it (see test-runtime.ts).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { createLogger } from '../src/logger';

declare module 'vitest' {
  // Module augmentation needs an interface: a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** Superuser connection string of the shared test cluster (database `cvlisto`). */
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-server-test-'));
  // Running as root, PostgreSQL runs as the `postgres` system user, which must be able to traverse
  // every directory above its cluster; mkdtemp creates 0700 (startEmbeddedPostgres chmods dataDir
  // again, this makes the intent explicit and covers a nested layout).
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(dataDir, createLogger('warn')).catch(
    async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  project.provide('adminDatabaseUrl', database.connectionString);

  return async () => {
    try {
      await database.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}
