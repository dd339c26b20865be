// `npm start` as a user lives it: SIGTERM stops the server and its embedded PostgreSQL cleanly,
// a second start keeps every account, and a server killed outright (SIGKILL, so its PostgreSQL is
// orphaned) starts again without manual cleanup.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findFreePort } from './free-port';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/index.js', import.meta.url));
let port: number;
let baseUrl: string;
let dataDir: string;

function startServer(): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

async function waitForHealthy(child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
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
const credentials = { email: 'persistente@example.pe', password: 'ClaveSegura2026', name: '' };
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
    const first = startServer();
    await waitForHealthy(first);
    expect((await authPost('sign-up/email', credentials)).status).toBe(200);
    const postgresPid = Number((await readFile(postmasterPidFile(), 'utf8')).split('\n')[0]);

    const exited = exitOf(first);
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(isAlive(postgresPid)).toBe(false);
    expect(existsSync(postmasterPidFile())).toBe(false);

    const second = startServer();
    try {
      await waitForHealthy(second);
      expect((await authPost('sign-in/email', credentials)).status).toBe(200);
    } finally {
      const stopped = exitOf(second);
      second.kill('SIGTERM');
      await stopped;
    }
  });

  test('after a SIGKILL the next start stops the orphaned PostgreSQL and serves again', async () => {
    const killed = startServer();
    await waitForHealthy(killed);
    const orphanPid = Number((await readFile(postmasterPidFile(), 'utf8')).split('\n')[0]);
    const exited = exitOf(killed);
    killed.kill('SIGKILL');
    await exited;
    expect(isAlive(orphanPid)).toBe(true);

    const next = startServer();
    try {
      await waitForHealthy(next);
      expect(isAlive(orphanPid)).toBe(false);
      expect((await authPost('sign-in/email', credentials)).status).toBe(200);
    } finally {
      const stopped = exitOf(next);
      next.kill('SIGTERM');
      await stopped;
    }
  });
});
