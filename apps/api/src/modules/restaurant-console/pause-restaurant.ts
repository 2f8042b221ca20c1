import type { ConsoleDeps } from './console-deps.ts';
import { updateAvailability } from './console.repository.ts';

/**
 * Busy, not taking orders (or taking them again): the restaurant's isAvailable, which customers see as
 * closed and placeOrder refuses (RESTAURANT_CLOSED). Orders already placed are not touched.
 */
export async function pauseRestaurant(
  deps: ConsoleDeps,
  { restaurantId, paused }: { restaurantId: string; paused: boolean },
): Promise<void> {
  await updateAvailability(deps.db, restaurantId, !paused);
  await deps.catalog.changed({ restaurantIds: [restaurantId] });
}
