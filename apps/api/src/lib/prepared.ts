import type { Db } from '../db/types.ts';

/**
 * A query built once per database handle instead of once per call: hot lookups (the viewer on every
 * authenticated request, the saved address of every delivery order) skip the query builder, and on
 * PostgreSQL `prepare(name)` also lets each connection reuse the parsed statement
 * (docs/api-performance.md "placeOrder").
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
