import type { Db } from '../../db/types.ts';
import { createBatchLoader, groupBy } from '../../lib/batch-loader.ts';
import { requestScoped } from '../../lib/request-scoped.ts';
import * as repo from './restaurants.repository.ts';

/**
 * Nested restaurant data, loaded per request in batches: a list of 50 restaurants asking for card
 * fields (categories, rating, review count, isOpen) costs one statement per kind of data, and full
 * menus are only loaded when a query asks for them.
 */
function createRestaurantLoaders(db: Db) {
  const many = <K, V>(load: (keys: K[]) => Promise<Map<K, V[]>>) => createBatchLoader(load, (): V[] => []);
  return {
    categories: many(async (ids: string[]) =>
      groupBy(await repo.listCategories(db, ids), (row) => row.restaurantId),
    ),
    foods: many(async (ids: string[]) =>
      groupBy(await repo.listActiveFoods(db, ids), (row) => row.categoryId),
    ),
    variations: many(async (ids: string[]) =>
      groupBy(await repo.listVariations(db, ids), (row) => row.foodId),
    ),
    variationAddonIds: many(async (ids: string[]) => {
      const links = groupBy(await repo.listVariationAddonLinks(db, ids), (row) => row.variationId);
      return new Map([...links].map(([id, rows]) => [id, rows.map((row) => row.addonId)]));
    }),
    addons: many(async (ids: string[]) => groupBy(await repo.listAddons(db, ids), (row) => row.restaurantId)),
    addonOptionIds: many(async (ids: string[]) => {
      const links = groupBy(await repo.listAddonOptionLinks(db, ids), (row) => row.addonId);
      return new Map([...links].map(([id, rows]) => [id, rows.map((row) => row.optionId)]));
    }),
    options: many(async (ids: string[]) =>
      groupBy(await repo.listOptions(db, ids), (row) => row.restaurantId),
    ),
    openingTimes: many(async (ids: string[]) =>
      groupBy(await repo.listOpeningTimes(db, ids), (row) => row.restaurantId),
    ),
    reviews: many(async (ids: string[]) =>
      groupBy(await repo.listReviews(db, ids), (row) => row.restaurantId),
    ),
    reviewStats: createBatchLoader(
      async (ids: string[]) =>
        new Map((await repo.listReviewStats(db, ids)).map((row) => [row.restaurantId, row])),
      () => ({ total: 0, average: 0 }),
    ),
    zone: createBatchLoader(
      async (ids: string[]) => new Map((await repo.listZones(db, ids)).map((row) => [row.id, row])),
      (): repo.ZoneRow | null => null,
    ),
  };
}

export type RestaurantLoaders = ReturnType<typeof createRestaurantLoaders>;

export const restaurantLoaders = requestScoped((ctx) => createRestaurantLoaders(ctx.db));
