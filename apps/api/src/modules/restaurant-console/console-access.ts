import type { GraphQLContext } from '../../context.ts';
import { requireViewer } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../auth/auth.repository.ts';

// Who may use the console, and on which restaurants. The link comes only from the users row
// (role RESTAURANT, restaurant_id; docs/restaurant-console.md "Roles"), never from arguments: a
// restaurant id in a request is only ever checked against it.

/** The restaurants a user manages: none unless a RESTAURANT user linked to one. */
export function managedRestaurantIds(user: Pick<UserRow, 'role' | 'restaurantId'>): string[] {
  return user.role === 'RESTAURANT' && user.restaurantId ? [user.restaurantId] : [];
}

/** The signed-in restaurant user, or FORBIDDEN (UNAUTHENTICATED without a session). */
export async function requireConsoleUser(ctx: GraphQLContext) {
  const user = await requireViewer(ctx);
  const restaurantIds = managedRestaurantIds(user);
  if (restaurantIds.length === 0) throw forbidden('This is for restaurant accounts.');
  return { user, restaurantIds };
}

/**
 * `restaurantId` when the signed-in user manages it: a RESTAURANT user their own, an ADMIN every existing
 * restaurant. FORBIDDEN otherwise (whether or not it exists; an ADMIN learns NOT_FOUND).
 */
export async function requireManagedRestaurant(ctx: GraphQLContext, restaurantId: string): Promise<string> {
  const id = restaurantId.trim();
  if ((await requireViewer(ctx)).role === 'ADMIN') {
    if (isUuid(id) && (await ctx.catalog.restaurant(id))) return id;
    throw notFound('Restaurant not found.');
  }
  const { restaurantIds } = await requireConsoleUser(ctx);
  if (!restaurantIds.includes(id)) throw forbidden();
  return id;
}
