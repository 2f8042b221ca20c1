import { randomUUID } from 'node:crypto';
import type { Logger } from '../../adapters/logger.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import { groupBy } from '../../lib/group-by.ts';
import {
  answerGrouped,
  createProcessLoader,
  createProcessValue,
  SAFETY_TTL_MS,
} from '../../lib/process-loader.ts';
import type { CatalogCache, CatalogChange, RestaurantCard } from './catalog-cache-interface.ts';
import * as repo from './catalog.repository.ts';
import {
  listActivePositions,
  listRestaurantRows,
  listRestaurantSlugs,
  listZoneAreas,
} from './catalog.repository.ts';
import { toOpeningTimes } from './opening-times.ts';
import { createPositionIndex, type PositionIndex } from './position-index.ts';
import { loadGroupings } from './groupings.ts';
import { loadMenus } from './menus.ts';
import { createZoneAreas } from './zone-areas.ts';

export const CATALOG_TOPIC = 'catalog-changed';

// Bounds: cards are small (every restaurant of a large city fits); menus are larger and only the
// ones people open are kept.
const MAX_RESTAURANTS = 50_000;
const MAX_MENUS = 2_000;

/**
 * The catalog cache (catalog-cache-interface.ts). Writers call `changed`, which drops the entries here
 * at once and tells the other instances through the pub/sub (Redis with REDIS_URL).
 */
export function createCatalogCache({
  db,
  pubsub,
  log,
  clock = Date.now,
  schedule = (run, ms) => void setTimeout(run, ms).unref(),
}: {
  db: Db;
  pubsub: PubSub;
  log?: Logger;
  /** Real time (ms): when a timed pause ends. */
  clock?: () => number;
  /** Runs `run` in `ms` without keeping the process alive. */
  schedule?: (run: () => void, ms: number) => void;
}): CatalogCache {
  const instanceId = randomUUID();
  // A timed pause ends at an instant no write announces, and answers and pages are kept by the minute
  // under the generation (http/answer-cache.ts, page-cache.ts): a menu read as paused at 12:00:10 would
  // still say so at 12:00:40 after a pause ending at 12:00:30. So the end of each pause seen here moves
  // the generation on. A pause changed meanwhile only costs one extra move.
  const pauseEnds = new Set<string>();
  function watchPause(row: { id: string; pausedUntil: Date | null }) {
    if (!row.pausedUntil) return;
    const wait = row.pausedUntil.getTime() - clock();
    const key = `${row.id} ${row.pausedUntil.getTime()}`;
    // Beyond a timer's range (about 24.8 days) the 5-minute safety expiry reads the row again first.
    if (wait <= 0 || wait > 2 ** 31 - 1 || pauseEnds.has(key)) return;
    pauseEnds.add(key);
    schedule(() => {
      pauseEnds.delete(key);
      generation++;
    }, wait);
  }
  const rows = createProcessLoader(
    async (ids: readonly string[]) => {
      const found = new Map((await listRestaurantRows(db, ids)).map((row) => [row.id, row]));
      for (const row of found.values()) watchPause(row);
      return ids.map((id) => found.get(id) ?? null);
    },
    { max: MAX_RESTAURANTS },
  );
  const slugs = createProcessLoader(
    async (keys: readonly string[]) => {
      const found = new Map((await listRestaurantSlugs(db, keys)).map((row) => [row.slug, row.id]));
      return keys.map((slug) => found.get(slug) ?? null);
    },
    { max: MAX_RESTAURANTS },
  );
  const cards = createProcessLoader(
    async (ids: readonly string[]): Promise<RestaurantCard[]> => {
      const list = [...ids];
      const [categories, hours, stats, closures] = await Promise.all([
        repo.listCategories(db, list),
        repo.listOpeningTimes(db, list),
        repo.listReviewStats(db, list),
        repo.listClosureDates(db, list),
      ]);
      const closuresOf = groupBy(closures, (row) => row.restaurantId);
      const categoriesOf = groupBy(categories, (row) => row.restaurantId);
      const hoursOf = answerGrouped(ids, hours, (row) => row.restaurantId);
      const statsOf = new Map(stats.map((row) => [row.restaurantId, row]));
      return list.map((id, i) => ({
        categories: categoriesOf.get(id) ?? [],
        openingTimes: toOpeningTimes(hoursOf[i]!),
        reviews: statsOf.get(id) ?? { total: 0, average: 0 },
        closures: (closuresOf.get(id) ?? []).map((row) => row.date),
      }));
    },
    { max: MAX_RESTAURANTS },
  );
  const menus = createProcessLoader((ids: readonly string[]) => loadMenus(db, ids), { max: MAX_MENUS });
  const zones = createProcessLoader(
    async (ids: readonly string[]) => {
      const found = new Map((await repo.listZones(db, [...ids])).map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { max: 10_000 },
  );
  const configuration = createProcessValue(() => repo.findConfiguration(db));
  const tips = createProcessValue(() => repo.findTips(db));
  const taxes = createProcessValue(() => repo.findTaxes(db));
  const groupings = createProcessValue(() => loadGroupings(db));
  const positions = createPositionCache(db);

  let generation = 0;
  function apply(change: CatalogChange) {
    generation++;
    if (change.all || change.restaurantIds) slugs.clearAll();
    if (change.all || change.groupings) groupings.clear();
    if (change.all) [rows, cards, menus].forEach((loader) => loader.clearAll());
    // A zone's area decides which restaurants reach a point: the index is read again with it (rare).
    if (change.all || change.zones) positions.clearAll();
    else if (change.restaurantIds) positions.clear(change.restaurantIds);
    for (const id of change.restaurantIds ?? []) [rows, cards, menus].forEach((loader) => loader.clear(id));
    if (change.all || change.zones) zones.clearAll();
    if (change.all || change.configuration) configuration.clear();
    if (change.all || change.charges) [tips, taxes].forEach((value) => value.clear());
  }

  // Changes made by other instances. Ours are applied before publishing, so they are skipped here.
  const stop = new AbortController();
  void (async () => {
    try {
      const changes = pubsub.subscribe<{ from: string; change: CatalogChange }>(CATALOG_TOPIC, {
        signal: stop.signal,
      });
      for await (const message of changes) if (message.from !== instanceId) apply(message.change);
    } catch (error) {
      if (!stop.signal.aborted) log?.error({ err: error }, 'catalog invalidations stopped');
    }
  })();

  return {
    /** Every active offer and section, whole, in display order. */
    groupings: async () => (await groupings.get())!,
    /** Active or not: callers decide (a delisted restaurant is "not found" to customers). */
    restaurant: (id: string) => rows.load(id),
    restaurantIdBySlug: (slug: string) => slugs.load(slug),
    /** Active restaurants, nearest first: the index nearByRestaurants pages without a search. */
    positions: () => positions.get(),
    card: (id: string) => cards.load(id),
    menu: (id: string) => menus.load(id),
    cached: { restaurant: rows.peek, card: cards.peek, menu: menus.peek },
    zone: (id: string) => zones.load(id),
    configuration: () => configuration.get(),
    tips: () => tips.get(),
    taxes: () => taxes.get(),
    /**
     * Call after committing a write to cached data (menu, hours, availability, reviews,
     * configuration…): the next request on this instance sees it, other instances moments later.
     */
    async changed(change: CatalogChange): Promise<void> {
      apply(change);
      await pubsub.publish(CATALOG_TOPIC, { from: instanceId, change });
    },
    generation: () => generation,
    close: () => stop.abort(),
  };
}

/**
 * The position index, read whole once (and again after the safety expiry or an `all` change); a
 * change to some restaurants re-reads only their rows before the next use. Changes arriving while a
 * read is in flight are kept and applied after it, so no caller sees a position older than the last
 * change it could know of.
 */
function createPositionCache(db: Db) {
  let whole: { index: Promise<PositionIndex>; readAt: number } | null = null;
  const changed = new Set<string>();
  let refreshing: Promise<void> | null = null;

  async function get(): Promise<PositionIndex> {
    if (!whole || Date.now() - whole.readAt > SAFETY_TTL_MS) {
      changed.clear();
      const read = Promise.all([listActivePositions(db), listZoneAreas(db)]).then(([rows, areas]) =>
        createPositionIndex(rows, createZoneAreas(areas)),
      );
      const current = { index: read, readAt: Date.now() };
      whole = current;
      read.catch(() => {
        if (whole === current) whole = null; // the next request tries again
      });
    }
    const index = await whole.index;
    while (changed.size > 0 || refreshing) {
      if (!refreshing) {
        const ids = [...changed];
        changed.clear();
        refreshing = listActivePositions(db, ids)
          .then(
            (rows) => index.replace(ids, rows),
            (error: unknown) => {
              ids.forEach((id) => changed.add(id));
              throw error;
            },
          )
          .finally(() => (refreshing = null));
      }
      await refreshing;
    }
    return index;
  }

  return {
    get,
    clear: (ids: readonly string[]) => ids.forEach((id) => changed.add(id)),
    clearAll: () => {
      whole = null;
      changed.clear();
    },
  };
}
