import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type DatabaseLog, openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/index.js';
import { DatabaseStartTimeout, describeError, waitForDatabase } from './db/wait-for-database.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // Lost connections are told on the console until the app's logger exists.
  let log: DatabaseLog = { warn: (_object, message) => console.warn(message) };
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    timeouts: config.database,
    log: { warn: (object, message) => log.warn(object, message) },
  });
  // A PostgreSQL that is not up yet is waited for, not a reason to exit (decision 022): the server
  // listens only once the database answers and the schema is migrated, so no request meets either missing.
  await waitForDatabase(database.migrate, {
    timeoutMs: config.database.startMs,
    onRetry: (error, waitMs, tries) =>
      console.warn(`Waiting for the database (try ${tries}): ${describeError(error)}; next try in ${waitMs} ms`),
  });
  const app = await buildApp({ config, database });
  log = app.log;
  await seedDatabase(database.db, config, app.log);
  // In production the start got this far with placeholders only under COMPLIANCE_ALLOW_PLACEHOLDERS.
  const shipped = config.compliance.placeholders;
  if (config.env === 'production' && shipped.length > 0) {
    app.log.warn(
      { texts: shipped.map((text) => text.file), dir: config.compliance.dir },
      'COMPLIANCE_ALLOW_PLACEHOLDERS: drivers sign and employers receive texts that are not the carrier’s own yet: replace them in COMPLIANCE_TEXTS_DIR',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let the running ones finish, then close the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL';
  console.log(`\n  Roadhire is running at http://localhost:${port}\n  Database: ${where}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartTimeout) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
