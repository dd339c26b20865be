// Starts the server: configuration, database, HTTP on PORT, clean shutdown on SIGINT/SIGTERM.
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { EnvironmentError, readEnvironment, type Environment } from './env';
import { createLogger } from './logger';
import { startRuntime } from './runtime';

// apps/server/{src,dist}/index.* → apps/web/dist
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  let environment: Environment;
  try {
    environment = readEnvironment();
  } catch (error) {
    if (error instanceof EnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(environment.logLevel);
  const runtime = await startRuntime(environment, logger, { webDistDir });
  const server = serve(
    { fetch: runtime.app.fetch, port: environment.port, hostname: environment.host },
    (info) => {
      logger.info(
        { port: info.port, url: environment.appUrl, embeddedDatabase: !environment.databaseUrl },
        `${environment.appName} listening on ${environment.appUrl}`,
      );
    },
  );

  // A port already in use (or any listen failure) must still stop the embedded database.
  server.on('error', (error) => {
    logger.fatal({ err: error, port: environment.port }, 'the HTTP server could not listen');
    void runtime.close().finally(() => process.exit(1));
  });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close(() => {
      runtime
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error during shutdown');
          process.exit(1);
        });
    });
    // Idle keep-alive sockets would hold server.close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
