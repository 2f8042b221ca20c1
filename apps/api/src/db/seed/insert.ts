// Multi-row inserts in chunks: few statements (PGlite is single-connection and each statement costs),
// and each well under PostgreSQL's 65535 bind-parameter limit.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../types.ts';

const MAX_PARAMETERS = 30_000;

export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
  return rows.length;
}
