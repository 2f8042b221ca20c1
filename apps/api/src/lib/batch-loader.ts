/**
 * A minimal per-request DataLoader: every `load` issued while GraphQL resolves one level of a list is
 * answered by a single `loadMany` call, so 50 restaurants' categories cost one SQL statement, not 50.
 */
export type BatchLoader<K, V> = { load(key: K): Promise<V> };

type Pending<K, V> = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };

// Wait until the microtask queue has drained (as DataLoader does), so sibling resolvers that are a
// few promise hops behind still join the batch.
const afterPendingPromises = (fn: () => void) => void Promise.resolve().then(() => process.nextTick(fn));

export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: () => V,
): BatchLoader<K, V> {
  const cache = new Map<K, Promise<V>>();
  let queue: Pending<K, V>[] = [];

  async function dispatch() {
    const batch = queue;
    queue = [];
    try {
      const found = await loadMany([...new Set(batch.map((item) => item.key))]);
      for (const item of batch) item.resolve(found.has(item.key) ? (found.get(item.key) as V) : missing());
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }

  return {
    load(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V>((resolve, reject) => {
        if (queue.length === 0) afterPendingPromises(() => void dispatch());
        queue.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      return promise;
    },
  };
}

/** Groups rows by a key, keeping their order (the SQL's ORDER BY). */
export function groupBy<K, T>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
