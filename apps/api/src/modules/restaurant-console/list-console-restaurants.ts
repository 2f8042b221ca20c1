import { isPausedAt, isRestaurantOpenNow } from '@food/domain';
import type { ConsoleRestaurant } from '../../generated/graphql.ts';
import type { ConsoleDeps } from './console-deps.ts';

/** The managed restaurants as the console shows them, read through the same caches customers use. */
export async function listConsoleRestaurants(
  deps: Pick<ConsoleDeps, 'catalog' | 'now'>,
  { restaurantIds }: { restaurantIds: string[] },
): Promise<ConsoleRestaurant[]> {
  const configuration = await deps.catalog.configuration();
  if (!configuration) throw new Error('the platform configuration is missing');
  const views = await Promise.all(
    restaurantIds.map(async (id) => {
      const [row, card] = await Promise.all([deps.catalog.restaurant(id), deps.catalog.card(id)]);
      if (!row) return null;
      return {
        _id: row.id,
        name: row.name,
        slug: row.slug,
        timeZone: row.timeZone,
        isAvailable: row.isAvailable,
        pausedUntil: isPausedAt(row.pausedUntil, deps.now) ? row.pausedUntil!.toISOString() : null,
        extraPreparationMinutes: row.extraPreparationMinutes,
        isOpen: isRestaurantOpenNow({
          isAvailable: row.isAvailable,
          openingTimes: card.openingTimes,
          timeZone: row.timeZone,
          now: deps.now,
          pausedUntil: row.pausedUntil,
          closures: card.closures,
        }),
        openingTimes: card.openingTimes,
        currency: configuration.currency,
        currencySymbol: configuration.currencySymbol,
      };
    }),
  );
  return views.filter((view) => view !== null);
}

/** One managed restaurant (after a change to it). */
export async function getConsoleRestaurant(
  deps: Pick<ConsoleDeps, 'catalog' | 'now'>,
  { restaurantId }: { restaurantId: string },
): Promise<ConsoleRestaurant> {
  const [view] = await listConsoleRestaurants(deps, { restaurantIds: [restaurantId] });
  if (!view) throw new Error(`restaurant ${restaurantId} is linked but missing`);
  return view;
}
