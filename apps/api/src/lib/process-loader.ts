import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import { groupBy } from './group-by.ts';

/**
 * A DataLoader that lives as long as the server, not one request: loads issued together are
 * batched into one statement, and each answer is kept (bounded, least recently used first) until
 * `clear`. A failed load is forgotten at once so the next request tries again.
 * See docs/api-performance.md "Process caches".
 */
export type ProcessLoader<K, V> = {
  load(key: K): Promise<V>;
  /** The value already loaded for `key` and still kept, without waiting; undefined when there is none. */
  peek(key: K): V | undefined;
  loadMany(keys: readonly K[]): Promise<V[]>;
  clear(key: K): void;
  clearAll(): void;
};

// A safety net only: every writer invalidates explicitly. If an invalidation from another instance is
// ever lost (Redis down at that moment), an entry still cannot be stale for longer than this.
export const SAFETY_TTL_MS = 5 * 60_000;

export function createProcessLoader<K extends string, V>(
  batch: (keys: readonly K[]) => Promise<V[]>,
  { max }: { max: number },
): ProcessLoader<K, V> {
  // Bounded by count through `maxSize` rather than `max`: with `max` the cache allocates its arrays for
  // that many entries up front (about 2 MB each for the catalogue's 50,000-entry caches, held from the
  // start whether a city has 50 restaurants or 50,000); this way they grow with what is kept.
  const kept = new LRUCache<K, Promise<V>>({ maxSize: max, sizeCalculation: () => 1, ttl: SAFETY_TTL_MS });
  // The values of the kept promises that have resolved. DataLoader answers even a cached key with a new
  // promise settled on its next batch tick; a warm request reads a hundred cached rows and cards, so
  // one already resolved is handed out as it is (load) or read at once (peek) instead
  // (docs/api-performance.md "Cache hits without waiting").
  const resolved = new WeakMap<Promise<V>, V>();
  const loader = new DataLoader<K, V>(batch, {
    cacheMap: {
      get: (key) => kept.get(key),
      set: (key, promise) => {
        kept.set(key, promise);
        promise.then(
          (value) => void resolved.set(promise, value),
          () => undefined, // a failure is handled by the caller's load
        );
      },
      delete: (key) => void kept.delete(key),
      clear: () => kept.clear(),
    },
  });
  const load = (key: K): Promise<V> => {
    const hit = kept.get(key);
    if (hit !== undefined && resolved.has(hit)) return hit;
    return loader.load(key).catch((error: unknown) => {
      loader.clear(key);
      throw error;
    });
  };
  const peek = (key: K): V | undefined => {
    const hit = kept.get(key);
    return hit === undefined ? undefined : resolved.get(hit);
  };
  return {
    load,
    peek,
    loadMany: (keys) => Promise.all(keys.map(load)),
    clear: (key) => void loader.clear(key),
    clearAll: () => void loader.clearAll(),
  };
}

/** One value (the configuration row, tips…) cached like a keyed entry; `undefined` is not kept. */
export function createProcessValue<V>(read: () => Promise<V | undefined>) {
  const loader = createProcessLoader<'value', V | undefined>(
    async (keys) => {
      const value = await read();
      return keys.map(() => value);
    },
    { max: 1 },
  );
  return {
    async get(): Promise<V | undefined> {
      const value = await loader.load('value');
      // A missing row (SEED=false on an empty database) is read again next time, so a row written
      // later by any means is picked up without an invalidation.
      if (value === undefined) loader.clear('value');
      return value;
    },
    clear: () => loader.clearAll(),
  };
}

/** Per-request batching only (nothing outlives the request): data that changes with every order. */
export function createRequestLoader<K, V>(batch: (keys: readonly K[]) => Promise<V[]>) {
  return new DataLoader<K, V>(batch);
}

/** Rows grouped by key in the SQL's order, then answered in the order DataLoader asked for. */
export function answerGrouped<K, T>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): T[][] {
  const groups = groupBy(rows, keyOf);
  return keys.map((key) => groups.get(key) ?? []);
}
