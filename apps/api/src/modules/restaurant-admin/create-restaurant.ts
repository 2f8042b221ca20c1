import { userActor } from '../audit/record-audit.ts';
import type { RestaurantInput } from '../../generated/graphql.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { formError, orderPrefixFromSlug, parseRestaurantInput } from './restaurant-admin-input.ts';
import { platformCurrency, type RestaurantAdminDeps } from './restaurant-admin-deps.ts';
import { addRestaurants } from './add-restaurants.ts';
import type { RestaurantRow } from './restaurant-admin.repository.ts';

/**
 * A new restaurant as a DRAFT: customers do not see it until it is published (docs/admin.md
 * "Restaurants"). Its order numbers start from a prefix derived from the slug.
 */
export async function createRestaurant(
  deps: RestaurantAdminDeps,
  { input }: { input: RestaurantInput },
): Promise<RestaurantRow> {
  const currency = await platformCurrency(deps.catalog);
  let created: RestaurantRow;
  try {
    created = await deps.db.transaction(async (tx) => {
      const values = await parseRestaurantInput(tx, input, { current: null, currency });
      const [row] = await addRestaurants({
        tx,
        actor: userActor(deps.viewer),
        restaurants: [
          { values: { ...values, status: 'DRAFT', orderPrefix: orderPrefixFromSlug(values.slug) } },
        ],
        requestId: deps.requestId,
      });
      return row!;
    });
  } catch (error) {
    // Two creations racing for one slug: the index decides, with the same answer as the check.
    if (isUniqueViolation(error, 'restaurants_slug_idx')) throw formError('slug', 'slugTaken');
    // The zone was deleted after the form's check (zones' deleteZone): the same answer as an unknown one.
    if (isForeignKeyViolation(error, 'restaurants_zone_id_zones_id_fk'))
      throw formError('zone', 'zoneUnknown');
    throw error;
  }
  await deps.catalog.changed({ restaurantIds: [created.id] });
  return created;
}
