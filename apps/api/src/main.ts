import { silentLogger } from './adapters/logger.ts';
import {
  flushErrorReports,
  reportError,
  startErrorReporting,
} from './adapters/error-reporting/error-reporter.ts';
import { loadConfigOrExit } from './config.ts';
import { startupWarnings } from './exposure.ts';
import { migrate, openDatabase } from './db/client.ts';
import { databaseStartFailure, StartupError } from './db/start-failure.ts';
import { restaurants } from './db/schema/index.ts';
import { DEMO_CUSTOMER, seedDemoData } from './db/seed/index.ts';
import { disablePublishedPasswords } from './db/seed/published-accounts.ts';
import { playDemoWeek } from './demo-week/play-demo-week.ts';
import type { Db } from './db/types.ts';
import { isConnectionFailure } from './lib/db-errors.ts';
import { buildServer } from './server.ts';

// `npm start`: embedded defaults on a fresh clone (docs/architecture.md#the-shape): open the
// database, apply migrations, seed the demo world once, serve everything from one port. Outside demo
// mode the seed is the catalogue only and no seeded account keeps its published password
// (docs/configuration.md "Demo mode").

async function hasRestaurants(db: Db): Promise<boolean> {
  return (await db.select({ id: restaurants.id }).from(restaurants).limit(1)).length > 0;
}

/** DEMO_WEEK=1: a week of past orders in the world just seeded (docs/demo-and-orders.md#the-demo-week). */
async function playDemoWeekOnStart(db: Db): Promise<void> {
  console.log('Playing the demo week (DEMO_WEEK)…');
  const week = await playDemoWeek({ db, log: silentLogger, now: new Date() });
  console.log(`Demo week: ${week.placed} orders (${week.delivered} delivered) in ${week.ms} ms.`);
}

// A lost database connection never ends the process (docs/faults.md): work started outside a request
// (the dispatcher, a cache refresh) that fails on one is reported and retried later. Any other
// unhandled rejection is a bug and still stops the process, as Node does by default.
process.on('unhandledRejection', (reason) => {
  if (isConnectionFailure(reason)) {
    console.warn('Database unreachable in background work:', (reason as Error).message);
    return;
  }
  console.error('Unhandled rejection:', reason);
  process.exit(1);
});

async function main() {
  const config = loadConfigOrExit();
  // First, so a failure while opening the database is reported too.
  if (await startErrorReporting({ dsn: config.sentryDsn })) console.log('Error reporting to Sentry is on.');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      console.warn(`A database connection ended (${error.message}); reconnecting.`),
  });
  try {
    await migrate(database.db);
  } catch (error) {
    const failure = config.databaseUrl ? databaseStartFailure(config.databaseUrl, error) : null;
    if (!failure) throw error;
    await database.close().catch(() => {});
    throw failure;
  }
  if (config.seed && !(await hasRestaurants(database.db))) {
    console.log(
      config.demoMode
        ? 'Seeding the demo world (first start)…'
        : 'Seeding the demo catalogue, without accounts…',
    );
    await seedDemoData({ db: database.db, now: new Date(), accounts: config.demoMode });
    if (config.demoWeek) await playDemoWeekOnStart(database.db);
  }
  if (!config.demoMode) {
    const disabled = await disablePublishedPasswords(database.db);
    if (disabled.length > 0) {
      console.warn(
        `Demo mode is off: removed the published demo password of ${disabled.length} seeded account(s) ` +
          `(${disabled.join(', ')}); they can only sign in again after a password reset.`,
      );
    }
  }

  const app = await buildServer({ config, db: database.db });
  // Graceful shutdown (docs/operations.md "Restarts and shutdown"): /readyz answers 503 at once; after
  // SIGTERM's SHUTDOWN_DRAIN_MS (a load balancer notices) the listener closes, websockets are closed with
  // 1012 (clients reconnect at once, elsewhere), requests in flight finish, then the database closes.
  // Past SHUTDOWN_TIMEOUT_MS, drain included, the process exits anyway.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1); // a second Ctrl-C does not wait
    }
    closing = true;
    const started = Date.now();
    const timeoutMs = config.shutdownTimeoutMs;
    setTimeout(() => {
      app.log.error({ signal, timeoutMs }, 'shutdown did not finish in time; exiting anyway');
      process.exit(1);
    }, timeoutMs).unref();
    // Ctrl-C in a terminal does not wait for a load balancer.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, timeoutMs, drainMs }, `${signal}: shutting down; /readyz answers 503`);
    app.drain.start();
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      app.log.info({ signal }, 'closing the listener and websockets; waiting for requests in flight');
      // Stop taking requests and close sockets before the database, so in-flight work can finish.
      await app.close();
      await database.close();
      await flushErrorReports();
    } catch (error) {
      app.log.error({ err: error, signal }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info({ signal, ms: Date.now() - started }, 'shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const warnings = startupWarnings(config);
  if (warnings.length > 0) {
    const rule = '!'.repeat(100);
    // A banner for whoever reads the terminal; buildServer also logs it for the log collector.
    console.warn([rule, ...warnings.map((line) => `!! ${line}`), rule].join('\n'));
  }

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `Open http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} (${where})`,
  );
  if (config.demoMode) console.log(`Demo login: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
}

main().catch(async (error: unknown) => {
  // System errors (port in use) and explained ones (database unreachable) read best as one line;
  // others keep their stack.
  const isOneLine =
    error instanceof StartupError ||
    (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string');
  console.error('The server could not start:', isOneLine ? (error as Error).message : error);
  reportError(error);
  await flushErrorReports();
  process.exit(1);
});
