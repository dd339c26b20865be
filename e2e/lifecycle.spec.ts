// `npm start` as a user lives it: SIGTERM stops the server and its embedded PostgreSQL cleanly,
// a second start keeps every account, and a server killed outright (SIGKILL, so its PostgreSQL is
// orphaned) starts again without manual cleanup.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startAppServer } from './app-server';
import { findFreePort } from './free-port';

let port: number;
let baseUrl: string;
let dataDir: string;

function startServer() {
  return startAppServer({ dataDir, port });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const postmasterPidFile = () => path.join(dataDir, 'postgres', 'postmaster.pid');
const credentials = {
  email: 'persistente@example.pe',
  password: 'ClaveSegura2026',
  name: 'Rosa Quispe',
};
const authPost = (route: string, body: object) =>
  fetch(`${baseUrl}/api/auth/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  port = await findFreePort();
  baseUrl = `http://localhost:${port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-lifecycle-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('server lifecycle on the embedded database', () => {
  test('SIGTERM stops the server and PostgreSQL; a second start keeps the data', async () => {
    const first = await startServer();
    expect((await authPost('sign-up/email', credentials)).status).toBe(200);
    const postgresPid = Number((await readFile(postmasterPidFile(), 'utf8')).split('\n')[0]);

    expect(await first.stop()).toBe(0);
    expect(isAlive(postgresPid)).toBe(false);
    expect(existsSync(postmasterPidFile())).toBe(false);

    const second = await startServer();
    try {
      expect((await authPost('sign-in/email', credentials)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  test('after a SIGKILL the next start stops the orphaned PostgreSQL and serves again', async () => {
    const killed = await startServer();
    const orphanPid = Number((await readFile(postmasterPidFile(), 'utf8')).split('\n')[0]);
    const exited = new Promise((resolve) => killed.child.once('exit', resolve));
    killed.child.kill('SIGKILL');
    await exited;
    await killed.stop();
    expect(isAlive(orphanPid)).toBe(true);

    const next = await startServer();
    try {
      expect(isAlive(orphanPid)).toBe(false);
      expect((await authPost('sign-in/email', credentials)).status).toBe(200);
    } finally {
      await next.stop();
    }
  });
});
