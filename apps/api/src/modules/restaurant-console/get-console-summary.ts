import type { Db } from '../../db/types.ts';
import type { ConsoleSummary } from '../../generated/graphql.ts';
import { toMajor } from '../../lib/money.ts';
import { summarizeOrdersSince } from './console.repository.ts';
import { startOfRestaurantDay } from './restaurant-day.ts';

/** Today's orders and takings of one restaurant, counted in its own time zone. */
export async function getConsoleSummary(options: {
  db: Db;
  restaurantId: string;
  timeZone: string;
  now: Date;
  currency: string;
  currencySymbol: string;
}): Promise<ConsoleSummary> {
  const { db, restaurantId, timeZone, now, currency, currencySymbol } = options;
  const figures = await summarizeOrdersSince(db, {
    restaurantId,
    since: startOfRestaurantDay(now, timeZone),
  });
  return { ...figures, revenue: toMajor(figures.revenue, currency), currency, currencySymbol };
}
