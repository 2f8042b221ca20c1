import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { migrate, openDatabase } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { withAdminClient } from './admin-client.ts';

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

/** The migrated PGlite data folder of this run (test/global-setup.ts), read once per worker. */
let pgliteTemplate: Promise<Blob> | undefined;
function loadPgliteTemplate(file: string): Promise<Blob> {
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated database for one test file. With DATABASE_URL: a new PostgreSQL database
 * created beside it and dropped on close, so files run in parallel without sharing rows.
 * Both start from the copy test/global-setup.ts migrated once for the run (docs/testing.md "CI time");
 * without it (a file run outside that setup) they are migrated here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const statements: string[] = [];
  const queries: { sql: string; params: unknown[] }[] = [];
  const onQuery = (statement: string, params: unknown[]) => {
    statements.push(statement);
    queries.push({ sql: statement, params });
  };
  const adminUrl = process.env.DATABASE_URL;

  let dropDatabase: () => Promise<unknown> = async () => {};
  let handle;
  let migrated = false;
  if (adminUrl) {
    const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const template = inject('postgresTemplate');
    await withAdminClient(adminUrl, (client) =>
      client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
    );
    migrated = Boolean(template);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), onQuery });
    dropDatabase = () =>
      withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  } else {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? await loadPgliteTemplate(template) : undefined;
    handle = await openDatabase({ inMemory: true, onQuery, loadDataDir });
    migrated = Boolean(template);
  }
  if (!migrated) await migrate(handle.db);
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
