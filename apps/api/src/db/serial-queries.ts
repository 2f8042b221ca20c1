import type { ClientBase } from 'pg';

// A connection runs one statement at a time. node-postgres queues a statement sent while another is
// running, but deprecates that (pg@9 will refuse it): it warns "client.query() while already executing".
// That happens when operations written for the pool, whose `Promise.all` of reads goes to several
// connections, run inside one transaction instead (the demo week plays its whole week in one), so every
// connection waits for its previous statement here, which is what the driver did, without the warning.

type Query = (...args: unknown[]) => unknown;

/** Makes the promise form of `client.query` wait for the client's previous statement to settle. */
export function serialiseQueries(client: ClientBase): void {
  const query = client.query.bind(client) as Query;
  let previous: Promise<unknown> = Promise.resolve();
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    // A callback or a submittable (a cursor, a stream) is the driver's own flow; left alone.
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const result = previous.then(() => query(...args));
    previous = result.catch(() => {});
    return result;
  };
}
