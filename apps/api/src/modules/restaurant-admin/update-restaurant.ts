import { changedFields, recordAudit, userActor } from '../audit/record-audit.ts';
import type { RestaurantInput } from '../../generated/graphql.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { formError, parseRestaurantInput } from './restaurant-admin-input.ts';
import { platformCurrency, type RestaurantAdminDeps } from './restaurant-admin-deps.ts';
import { lockRestaurant, updateRestaurantRow, type RestaurantRow } from './restaurant-admin.repository.ts';
import { restaurantNotFound } from './get-admin-restaurant.ts';

/**
 * Replaces the editable fields. Only the fields that differ are written and logged (before → after);
 * an edit that changes nothing writes nothing. Customers' next request sees the change.
 */
export async function updateRestaurant(
  deps: RestaurantAdminDeps,
  { id, input }: { id: string; input: RestaurantInput },
): Promise<RestaurantRow> {
  const currency = await platformCurrency(deps.catalog);
  let updated: RestaurantRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const current = await lockRestaurant(tx, id);
      if (!current) throw restaurantNotFound();
      const values = await parseRestaurantInput(tx, input, { current, currency });
      const { before, after, changed } = changedFields(current, values);
      if (!changed) return current;
      const row = await updateRestaurantRow(tx, id, after);
      await recordAudit(tx, {
        actor: userActor(deps.viewer),
        action: 'restaurant.update',
        entityType: 'restaurant',
        entityId: id,
        restaurantId: id,
        before,
        after,
        requestId: deps.requestId,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'restaurants_slug_idx')) throw formError('slug', 'slugTaken');
    // The zone was deleted after the form's check (zones' deleteZone): the same answer as an unknown one.
    if (isForeignKeyViolation(error, 'restaurants_zone_id_zones_id_fk'))
      throw formError('zone', 'zoneUnknown');
    throw error;
  }
  await deps.catalog.changed({ restaurantIds: [id] });
  return updated;
}
