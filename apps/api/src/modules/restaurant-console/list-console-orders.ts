import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import { loadOrderViews } from '../orders/order-view.ts';
import { listBoardOrderIds } from './console.repository.ts';
import { startOfRestaurantDay } from './restaurant-day.ts';

/** The board: unfinished orders, and all of today's (the restaurant's day), newest first. */
export async function listConsoleOrders(options: {
  db: Db;
  restaurantId: string;
  timeZone: string;
  now: Date;
}): Promise<Order[]> {
  const { db, restaurantId, timeZone, now } = options;
  const ids = await listBoardOrderIds(db, { restaurantId, since: startOfRestaurantDay(now, timeZone) });
  return loadOrderViews(db, ids);
}
