import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import { createCatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import { createRestaurant } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// A timed pause ends with no write to announce it, while answers and pages are kept by the minute
// under the catalogue's generation: the generation moves on when a pause seen by the cache ends.

const NOW = Date.parse('2026-11-28T12:00:10Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function cacheWithTimers() {
  const timers: { run: () => void; ms: number }[] = [];
  const catalog = createCatalogCache({
    db: database.db,
    pubsub: createInProcessPubSub(),
    clock: () => NOW,
    schedule: (run, ms) => void timers.push({ run, ms }),
  });
  return { catalog, timers };
}

describe('a timed pause ending', () => {
  it('moves the generation on at the instant it ends, once however often the row is read', async () => {
    const paused = await createRestaurant(database.db, { pausedUntil: new Date(NOW + 20_000) });
    const { catalog, timers } = cacheWithTimers();
    await catalog.restaurant(paused.id);
    await catalog.changed({ restaurantIds: [paused.id] }); // read again: the same pause is not watched twice
    await catalog.restaurant(paused.id);
    expect(timers.map((timer) => timer.ms)).toEqual([20_000]);
    const before = catalog.generation();
    timers[0]!.run();
    expect(catalog.generation()).toBe(before + 1);
    catalog.close();
  });

  it('watches nothing for a pause already over, or no pause', async () => {
    const over = await createRestaurant(database.db, { pausedUntil: new Date(NOW - 1) });
    const open = await createRestaurant(database.db);
    const { catalog, timers } = cacheWithTimers();
    await Promise.all([catalog.restaurant(over.id), catalog.restaurant(open.id)]);
    expect(timers).toEqual([]);
    catalog.close();
  });
});
