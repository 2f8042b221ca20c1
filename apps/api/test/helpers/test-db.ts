import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrate, openDatabase } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';

export type TestDatabase = {
  db: Db;
  /** Every SQL statement run since the last `statements.length = 0`. */
  statements: string[];
  /** The same statements with their parameters (EXPLAIN checks), emptied the same way. */
  queries: { sql: string; params: unknown[] }[];
  /** Empties every table (between tests that write). */
  truncate(): Promise<void>;
  close(): Promise<void>;
};

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/**
 * A fresh, migrated database for one test file. With DATABASE_URL: a new PostgreSQL database
 * created beside it and dropped on close, so files run in parallel without sharing rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const statements: string[] = [];
  const queries: { sql: string; params: unknown[] }[] = [];
  const onQuery = (statement: string, params: unknown[]) => {
    statements.push(statement);
    queries.push({ sql: statement, params });
  };
  const adminUrl = process.env.DATABASE_URL;

  let dropDatabase = async () => {};
  let handle;
  if (adminUrl) {
    const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), onQuery });
    dropDatabase = () =>
      withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  } else {
    handle = await openDatabase({ inMemory: true, onQuery });
  }
  await migrate(handle.db);
  statements.length = 0;
  queries.length = 0;

  return {
    db: handle.db,
    statements,
    queries,
    truncate: async () => {
      await handle.db.execute(sql.raw(`TRUNCATE ${tableNames.join(', ')} CASCADE`));
    },
    close: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
