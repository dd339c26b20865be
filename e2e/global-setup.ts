// One app for the end-to-end suite, started as `npm start` would be, with its own DATA_DIR (so
// its own embedded PostgreSQL). Tests get its address and data folder through inject().
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer, type AppServer } from './app-server';
import { e2eOperatorEmails } from './operators';

declare module 'vitest' {
  // Module augmentation needs an interface: a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: AppServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-e2e-'));
  await chmod(dataDir, 0o755);
  // The tests give each browser its own X-Forwarded-For address (see browser.ts). The operators'
  // addresses become operators when they sign up (issue 16).
  server = await startAppServer({
    dataDir,
    environment: { TRUST_PROXY: 'true', ADMIN_EMAILS: e2eOperatorEmails.join(',') },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
