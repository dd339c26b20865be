// Integration-test harness: a fresh database on the shared cluster (global-setup.ts), the real
// runtime on it (migrations, auth, mail to an outbox, the Hono app), and simulated browsers that
// call the app in-process with their own address and cookie jar.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { readEnvironment, type Environment } from '../src/env';
import { createLogger } from '../src/logger';
import { startRuntime, type Runtime } from '../src/runtime';

export const testAppUrl = 'http://localhost:3000';

export type TestDatabase = {
  readonly name: string;
  readonly url: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
};

/** Creates an empty database with a random name on the shared test cluster. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `cvlisto_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdminStatement(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestServer = {
  readonly runtime: Runtime;
  readonly environment: Environment;
  readonly database: TestDatabase;
  /** DATA_DIR of this server: the outbox, the generated auth secret. */
  readonly dataDir: string;
  /** Runs SQL on this server's database, as the superuser, through the app's own pool. */
  query<Row extends Record<string, unknown>>(
    statement: string,
    parameters?: readonly unknown[],
  ): Promise<Row[]>;
  /** A new simulated browser: its own network address and cookie jar. */
  createClient(options?: { ipAddress?: string }): TestClient;
  close(): Promise<void>;
};

export type StartTestServerOptions = {
  /** Extra or overriding environment variables (the defaults are those of a local test run). */
  readonly variables?: Readonly<Record<string, string>>;
  readonly webDistDir?: string;
};

/** Starts the real runtime (migrations included) on a database of its own. */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-server-data-'));
  await chmod(dataDir, 0o755);
  const cleanUp = async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const environment = readEnvironment({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      APP_URL: testAppUrl,
      ...options.variables,
    });
    const runtime = await startRuntime(environment, createLogger(environment.logLevel), {
      webDistDir: options.webDistDir,
    });
    return {
      runtime,
      environment,
      database,
      dataDir,
      async query<Row extends Record<string, unknown>>(
        statement: string,
        parameters: readonly unknown[] = [],
      ) {
        const result = await runtime.database.pool.query<Row>(statement, [...parameters]);
        return result.rows;
      },
      createClient: (clientOptions) =>
        createTestClient(runtime, environment, clientOptions?.ipAddress ?? nextIpAddress()),
      async close() {
        try {
          await runtime.close();
        } finally {
          await cleanUp();
        }
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

let lastIpAddress = 0;

/**
 * A distinct address (from the 198.18.0.0/15 benchmarking range) per client, so one test's
 * sign-ins never count against another's rate limit.
 */
function nextIpAddress(): string {
  lastIpAddress += 1;
  return `198.18.${Math.floor(lastIpAddress / 256) % 256}.${lastIpAddress % 256}`;
}

export type TestRequestInit = {
  readonly method?: string;
  /** Sent as a JSON body with its content type. */
  readonly json?: unknown;
  /** Sent as multipart/form-data (the boundary is set by the Request). */
  readonly form?: FormData;
  /** Sent as it is (set its content type in `headers`), e.g. JSON padded past a size limit. */
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Leave out the Origin header a browser would add to a non-GET request. */
  readonly withoutOrigin?: boolean;
};

export type TestClient = {
  readonly ipAddress: string;
  /** The cookies the server has set and not cleared, by name. */
  readonly cookies: ReadonlyMap<string, string>;
  request(pathname: string, init?: TestRequestInit): Promise<Response>;
  get(pathname: string, init?: Omit<TestRequestInit, 'method' | 'json'>): Promise<Response>;
  post(
    pathname: string,
    json?: unknown,
    init?: Omit<TestRequestInit, 'method' | 'json'>,
  ): Promise<Response>;
};

function createTestClient(
  runtime: Runtime,
  environment: Environment,
  ipAddress: string,
): TestClient {
  const cookies = new Map<string, string>();

  async function request(pathname: string, init: TestRequestInit = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    if (method !== 'GET' && method !== 'HEAD' && !init.withoutOrigin && !headers.has('origin')) {
      headers.set('origin', environment.appUrl);
    }
    if (cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = init.form;
    } else if (init.body !== undefined) {
      body = init.body;
    }
    const response = await runtime.app.request(
      `${environment.appUrl}${pathname}`,
      { method, headers, body },
      // What @hono/node-server passes as the bindings of a real connection: getConnInfo reads the
      // client's address from the socket.
      {
        incoming: {
          socket: { remoteAddress: ipAddress, remotePort: 50_000, remoteFamily: 'IPv4' },
        },
      },
    );
    for (const setCookie of response.headers.getSetCookie()) storeCookie(cookies, setCookie);
    return response;
  }

  return {
    ipAddress,
    cookies,
    request,
    get: (pathname, init) => request(pathname, { ...init, method: 'GET' }),
    post: (pathname, json, init) =>
      request(pathname, { ...init, method: 'POST', json: json ?? {} }),
  };
}

/** Keeps the jar as a browser would: a cookie set again replaces it, an expired one goes. */
function storeCookie(cookies: Map<string, string>, setCookie: string): void {
  const { name, value, attributes } = parseSetCookie(setCookie);
  if (!name) return;
  if (value === '' || attributes.get('max-age') === '0') cookies.delete(name);
  else cookies.set(name, value);
}

/** Parses one Set-Cookie header into its name, value and lower-cased attributes. */
export function parseSetCookie(setCookie: string): {
  name: string;
  value: string;
  attributes: ReadonlyMap<string, string>;
} {
  const [pair = '', ...rest] = setCookie.split(';');
  const separator = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const attribute of rest) {
    const [key = '', ...value] = attribute.split('=');
    attributes.set(key.trim().toLowerCase(), value.join('=').trim());
  }
  return {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    attributes,
  };
}

/** A valid sign-up body; override what the test is about. */
export function signUpBody(overrides: { email?: string; password?: string; name?: string } = {}) {
  return {
    email: overrides.email ?? `persona-${randomBytes(4).toString('hex')}@example.pe`,
    password: overrides.password ?? 'clave-segura-123',
    name: overrides.name ?? 'Rosa Quispe',
  };
}

/** A new client signed up with a fresh account: the client (its cookie jar holds the session), the user id and e-mail. */
export async function signUpClient(server: TestServer, email?: string) {
  const client = server.createClient();
  const body = signUpBody(email ? { email } : {});
  const response = await client.post('/api/auth/sign-up/email', body);
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { client, userId: user.id, email: body.email };
}
