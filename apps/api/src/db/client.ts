import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './schema/index.ts';
import { serialiseQueries } from './serial-queries.ts';
import type { Db } from './types.ts';

// Beside this module in the sources (src/db/migrations) and in the build (dist/migrations, copied there
// by scripts/build-api.mjs, whose bundle is one module in dist). A restore replays them up to an
// archive's level (src/backup).
export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// Each driver is imported when a database of its kind is opened, so a server on PostgreSQL never loads
// PGlite (tens of MB of WebAssembly) and one on PGlite never loads node-postgres.
const pgliteDatabases = new WeakSet<Db>();

export type DatabaseHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: PGlite keeps its files in DATA_DIR/pglite. */
  dataDir?: string | undefined;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite only: start from this copy of a data folder (`PGlite.dumpDataDir()`) instead of an empty
   * cluster. The API tests migrate one database per run and start every file from its copy.
   */
  loadDataDir?: Blob | undefined;
  /** Called with every SQL statement (tests count statements to catch N+1 queries, EXPLAIN them). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** Told of every connection PostgreSQL drops (a restart, a failover); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger: DrizzleLogger | undefined = options.onQuery
    ? { logQuery: (query, params) => options.onQuery?.(query, params) }
    : undefined;

  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // A request waits at most 5 s for a connection, so while PostgreSQL is down it gets the retryable
    // SERVICE_UNAVAILABLE instead of hanging (docs/faults.md).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    const reportError = (error: Error) => options.onConnectionError?.(error);
    // A connection that ends (PostgreSQL restarted: 57P01) emits 'error' on its client. The pool
    // listens only while the client is idle; a client checked out for a transaction, between two of its
    // statements, has no listener and the event would kill the process. So every client gets one for
    // its whole life: the statement in flight fails on its own, the pool drops the client on release,
    // and the next request opens a new connection.
    pool.on('connect', (client) => {
      client.on('error', reportError);
      serialiseQueries(client);
    });
    // The pool repeats an idle client's error; the client's own listener has reported it already.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema, logger });
    return { db, driver: 'postgres', close: () => pool.end() };
  }

  if (!options.inMemory && !options.dataDir)
    throw new Error('openDatabase needs databaseUrl, dataDir or inMemory');
  const dir = options.inMemory ? 'memory://' : path.join(options.dataDir!, 'pglite');
  if (!options.inMemory) mkdirSync(dir, { recursive: true });
  // PGlite is one connection. It already queues statements and holds its lock for a whole
  // transaction, so concurrent requests are serialised; an operation must only never use the outer
  // `db` inside its own transaction callback (that would wait on itself).
  const [{ PGlite }, { cube }, { earthdistance }, { pg_trgm }, { drizzle: drizzlePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/cube'),
      import('@electric-sql/pglite/contrib/earthdistance'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
    ]);
  const client = new PGlite(dir, {
    extensions: { cube, earthdistance, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, logger });
  pgliteDatabases.add(db);
  return { db, driver: 'pglite', close: () => client.close() };
}

/** Applies the committed migrations (src/db/migrations) with the driver's own migrator. */
export async function migrate(db: Db): Promise<void> {
  if (pgliteDatabases.has(db)) {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
    await migrateNodePg(db as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
