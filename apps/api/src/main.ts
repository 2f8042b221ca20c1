import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { restaurants } from './db/schema/index.ts';
import { DEMO_CUSTOMER, seedDemoData } from './db/seed/index.ts';
import type { Db } from './db/types.ts';
import { buildServer } from './server.ts';

// `npm start`: embedded defaults on a fresh clone (DESIGN.md "Shape of the system"): open the
// database, apply migrations, seed the demo world once, serve everything from one port.

async function hasRestaurants(db: Db): Promise<boolean> {
  return (await db.select({ id: restaurants.id }).from(restaurants).limit(1)).length > 0;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  if (config.seed && !(await hasRestaurants(database.db))) {
    console.log('Seeding the demo world (first start)…');
    await seedDemoData({ db: database.db, now: new Date() });
  }

  const app = await buildServer({ config, db: database.db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Stop taking requests and close sockets before the database, so in-flight work can finish.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `Open http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} (${where})`,
  );
  if (config.demoMode) console.log(`Demo login: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
}

main().catch((error: unknown) => {
  // System errors (port in use, database unreachable) read best as one line; others keep their stack.
  const isSystemError = error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
  console.error('The server could not start:', isSystemError ? error.message : error);
  process.exit(1);
});
