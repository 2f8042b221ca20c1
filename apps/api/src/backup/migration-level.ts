import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/client.ts';
import { rowsOf, type Executor } from './database-shape.ts';

// A restore loads rows into the schema they were taken from, then lets the newer migrations carry them
// forward, exactly as they carried the live database. Drizzle's migrator always goes to the newest
// level and opens its own transaction, so the restore replays the same files itself, inside its one
// transaction, keeping the migrator's bookkeeping (drizzle.__drizzle_migrations: the file's hash and
// its journal time) so the server's own `migrate` at the next start sees them as applied.

export type MigrationLevel = { count: number; createdAt: number; hash: string };

export type CodeMigration = { createdAt: number; hash: string; tag: string; statements: string[] };

/** This code's migrations, oldest first. */
export function readCodeMigrations(): CodeMigration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  return files.map((file, at) => ({
    createdAt: file.folderMillis,
    hash: file.hash,
    tag: journal.entries[at]!.tag,
    statements: file.sql,
  }));
}

/** The newest migration applied to the database, or null when it has never been migrated. */
export async function readMigrationLevel(db: Executor): Promise<MigrationLevel | null> {
  const [table] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "found"`,
  );
  if (!table?.found) return null;
  const [row] = await rowsOf<{ count: number; created_at: string | null; hash: string | null }>(
    db,
    sql`select (select count(*)::int from drizzle.__drizzle_migrations) as "count",
          m.created_at::text as "created_at", m.hash as "hash"
        from (select 1) as one
        left join lateral (select created_at, hash from drizzle.__drizzle_migrations
          order by created_at desc limit 1) as m on true`,
  );
  if (!row?.created_at) return null;
  return { count: row.count, createdAt: Number(row.created_at), hash: row.hash ?? '' };
}

/** Applies the code's migrations newer than `after` (all when null) up to and including `upTo`. */
export async function applyMigrations(
  db: Executor,
  { after, upTo }: { after: number | null; upTo: number },
): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of readCodeMigrations()) {
    if (after !== null && migration.createdAt <= after) continue;
    if (migration.createdAt > upTo) break;
    for (const statement of migration.statements) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.createdAt})`,
    );
  }
}
