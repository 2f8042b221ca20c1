import { recordAudit, userActor } from '../audit/record-audit.ts';
import { badUserInput } from '../../errors.ts';
import type { RestaurantAdminDeps } from './restaurant-admin-deps.ts';
import { lockRestaurant, updateRestaurantRow, type RestaurantRow } from './restaurant-admin.repository.ts';
import { restaurantNotFound } from './get-admin-restaurant.ts';

export const COVER_REQUIRED = 'Add a cover image before publishing: customers see it on every card.';

/**
 * Publishes the restaurant (customers see it and may order) or takes it down (UNPUBLISHED: hidden,
 * orders refused; placed orders go on). Every instance drops its cached copy, so customers' next
 * request sees the change (docs/admin.md "Restaurants"). Repeating the current state changes nothing.
 */
export async function setRestaurantStatus(
  deps: RestaurantAdminDeps,
  { id, publish }: { id: string; publish: boolean },
): Promise<RestaurantRow> {
  const status = publish ? 'PUBLISHED' : 'UNPUBLISHED';
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRestaurant(tx, id);
    if (!current) throw restaurantNotFound();
    if (current.status === status) return current;
    // Every customer card and the restaurant page lead with the cover (docs/admin.md "Restaurants").
    if (publish && current.image === '') throw badUserInput(COVER_REQUIRED);
    const updated = await updateRestaurantRow(tx, id, { status });
    await recordAudit(tx, {
      actor: userActor(deps.viewer),
      action: publish ? 'restaurant.publish' : 'restaurant.unpublish',
      entityType: 'restaurant',
      entityId: id,
      restaurantId: id,
      before: { status: current.status },
      after: { status },
      requestId: deps.requestId,
    });
    return updated;
  });
  await deps.catalog.changed({ restaurantIds: [id] });
  return row;
}
