import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/types.ts';

// The database as PostgreSQL itself describes it (pg_catalog), not as the Drizzle schema in this
// checkout says: a backup must carry every table the migrations made, and a restore must load into the
// tables of the archive's migration level, which may be older than the code's. Only the `public`
// schema is the city's; `drizzle` holds the migrator's bookkeeping, and extension objects (cube,
// earthdistance, pg_trgm) belong to the extensions.

/** A transaction or the database: both run statements the same way. */
export type Executor = Pick<Db, 'execute'>;

export type TableShape = {
  name: string;
  /** The columns a row is written to, in table order; generated columns are left to PostgreSQL. */
  columns: string[];
  /** A GENERATED ALWAYS identity column needs OVERRIDING SYSTEM VALUE to take the archived ids. */
  identityAlways: boolean;
};

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const NOT_AN_EXTENSION_MEMBER = sql`not exists (
  select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/** Every table of the public schema, parents before the tables whose foreign keys point at them. */
export async function readTables(db: Executor): Promise<TableShape[]> {
  const columns = await rowsOf<{ table: string; column: string; generated: string; identity: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", a.attgenerated as "generated",
          a.attidentity as "identity"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and ${NOT_AN_EXTENSION_MEMBER}
        order by c.relname, a.attnum`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, TableShape>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], identityAlways: false };
    tables.set(row.table, table);
    if (row.generated === '') table.columns.push(row.column);
    if (row.identity === 'a') table.identityAlways = true;
  }
  return inDependencyOrder(tables, references);
}

/**
 * Kahn's order, ties by name so two backups of the same database list tables alike. Foreign keys are
 * not deferrable, so a row can only be loaded after the row it references: a table that references
 * itself, or a cycle, cannot be loaded table by table and is refused here, at backup time, rather
 * than found out at a restore.
 */
function inDependencyOrder(
  tables: Map<string, TableShape>,
  references: { child: string; parent: string }[],
): TableShape[] {
  const parents = new Map([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child === parent) {
      throw new Error(`Table ${child} references itself; the backup cannot order its rows.`);
    }
    parents.get(child)?.add(parent);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.size) {
    const ready = [...tables.keys()]
      .filter((name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)))
      .sort();
    if (ready.length === 0) {
      const left = [...tables.keys()].filter((name) => !placed.has(name));
      throw new Error(
        `Tables ${left.join(', ')} reference each other in a cycle; the backup cannot order them.`,
      );
    }
    for (const name of ready) {
      placed.add(name);
      ordered.push(tables.get(name)!);
    }
  }
  return ordered;
}

/** Sequences of the public schema (the bigserial ids), so a restored database hands out new ids. */
export async function readSequenceNames(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' and ${NOT_AN_EXTENSION_MEMBER}
        order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Whether `public.<name>` exists (a fresh database has none of the app's tables yet). */
export async function tableExists(db: Executor, name: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass(${`public.${quoteIdent(name)}`}) is not null as "found"`,
  );
  return row?.found === true;
}
