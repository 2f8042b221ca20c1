import type { Db } from '../../db/types.ts';
import { answerGrouped, createRequestLoader } from '../../lib/process-loader.ts';
import { requestScoped } from '../../lib/request-scoped.ts';
import { listOrderSequences } from '../catalog/catalog.repository.ts';
import * as repo from './restaurants.repository.ts';

/**
 * Restaurant data that changes with every order or review, batched per request only: a list of
 * restaurants asking for it costs one statement. Everything that changes rarely (cards, menus,
 * zones) comes from the process caches instead (modules/catalog, docs/api-performance.md).
 */
function createRestaurantLoaders(db: Db) {
  return {
    reviews: createRequestLoader(async (ids: readonly string[]) =>
      answerGrouped(ids, await repo.listReviews(db, [...ids]), (row) => row.restaurantId),
    ),
    /** The last order number issued: moves with every order, so never cached. */
    orderSequence: createRequestLoader(async (ids: readonly string[]) => {
      const rows = await listOrderSequences(db, ids);
      const found = new Map(rows.map((row) => [row.id, row.orderSequence]));
      return ids.map((id) => found.get(id) ?? 0);
    }),
  };
}

export const restaurantLoaders = requestScoped((ctx) => createRestaurantLoaders(ctx.db));
