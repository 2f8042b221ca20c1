import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

// Both drivers (PGlite embedded, node-postgres) produce this type, so operations never care which runs.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
