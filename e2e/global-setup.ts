// Starts the built app (`npm run build` first) exactly as `npm start` does: its own DATA_DIR, so
// an embedded PostgreSQL of its own, on a free port. Tests get its address through inject().
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findFreePort } from './free-port';

declare module 'vitest' {
  // Module augmentation needs an interface: a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(repositoryRoot, 'apps/server/dist/index.js');
const webIndex = path.join(repositoryRoot, 'apps/web/dist/index.html');

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The end-to-end tests need the built app: run `npm run build` first.');
  }
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-e2e-'));
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  server = spawn(process.execPath, [serverEntry], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealthy(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const child = server;
    // SIGTERM lets the app stop its embedded PostgreSQL; SIGKILL only if it hangs.
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    clearTimeout(forceKill);
  }
  server?.stdout?.destroy();
  server?.stderr?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited during start:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy in time:\n${output()}`);
}
