import type { Db } from '../../db/types.ts';
import { recordAudits, type AuditActor } from '../audit/record-audit.ts';
import { insertRestaurants, type NewRestaurant, type RestaurantRow } from './restaurant-admin.repository.ts';

/**
 * The write behind "create restaurant" (docs/admin.md "Restaurants"): the rows, their weeks and one
 * `restaurant.create` audit row each, in the caller's transaction. The back office's form (one
 * restaurant, after its checks) and the demo seed (its whole city, actor "demo seed") both come here.
 */
export async function addRestaurants({
  tx,
  actor,
  restaurants,
  requestId = null,
}: {
  tx: Db;
  actor: AuditActor;
  restaurants: NewRestaurant[];
  requestId?: string | null;
}): Promise<RestaurantRow[]> {
  const rows = await insertRestaurants(tx, restaurants);
  await recordAudits(
    tx,
    rows.map((row, at) => {
      const { id: _id, createdAt: _createdAt, ...values } = restaurants[at]!.values;
      return {
        actor,
        action: 'restaurant.create',
        entityType: 'restaurant',
        entityId: row.id,
        restaurantId: row.id,
        after: { ...values, status: row.status, orderPrefix: row.orderPrefix },
        requestId,
      };
    }),
  );
  return rows;
}
