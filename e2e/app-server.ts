// Runs the built app (`npm run build` first) exactly as `npm start` does, in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './free-port';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(repositoryRoot, 'apps/server/dist/index.js');
const webIndex = path.join(repositoryRoot, 'apps/web/dist/index.html');

export type AppServer = {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after 15 s; resolves with the exit code. */
  stop(): Promise<number | null>;
};

export async function startAppServer(options: {
  dataDir: string;
  port?: number;
  environment?: Record<string, string>;
}): Promise<AppServer> {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The end-to-end tests need the built app: run `npm run build` first.');
  }
  const port = options.port ?? (await findFreePort());
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const server: AppServer = {
    baseUrl,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const forceKill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(forceKill);
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      return child.exitCode;
    },
  };
  await waitForHealthy(server);
  return server;
}

async function waitForHealthy(server: AppServer) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The app exited during start:\n${server.output()}`);
    }
    const response = await fetch(`${server.baseUrl}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not become healthy in time:\n${server.output()}`);
}
