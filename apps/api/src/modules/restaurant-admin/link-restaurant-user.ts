import { eq } from 'drizzle-orm';
import { restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { recordAudit, userActor, type AuditActor } from '../audit/record-audit.ts';
import { badUserInput, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RestaurantAdminDeps } from './restaurant-admin-deps.ts';
import {
  findLinkedUser,
  findUserByEmail,
  lockRestaurant,
  setUserLink,
} from './restaurant-admin.repository.ts';
import { restaurantNotFound } from './get-admin-restaurant.ts';

// Owners and staff are existing accounts (they sign up first, docs/admin.md "Restaurants"); linking
// makes one a RESTAURANT user of the restaurant, which is what the console checks
// (docs/restaurant-console.md "Roles").

export const LINK_MESSAGES = {
  unknownEmail: 'No account uses this e-mail. Ask the person to sign up first, then link them.',
  staffAccount: 'Operator, support and rider accounts cannot be linked to a restaurant.',
  otherRestaurant: 'This account is linked to another restaurant. Unlink it there first.',
  notLinked: 'This account is not linked to this restaurant.',
} as const;

/** Who links: the back office's signed-in operator, the command line, or the demo seed. */
export type LinkDeps = { db: Db; actor: AuditActor; requestId?: string | null };

/** The back office's deps, its viewer as the actor. */
export const linkDeps = (deps: RestaurantAdminDeps): LinkDeps => ({
  db: deps.db,
  actor: userActor(deps.viewer),
  requestId: deps.requestId,
});

export async function linkRestaurantUser(
  deps: LinkDeps,
  { restaurantId, email }: { restaurantId: string; email: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockRestaurant(tx, restaurantId))) throw restaurantNotFound();
    const user = await findUserByEmail(tx, email);
    if (!user) throw notFound(LINK_MESSAGES.unknownEmail);
    if (user.role === 'RESTAURANT' && user.restaurantId === restaurantId) return;
    if (user.role !== 'CUSTOMER' && user.role !== 'RESTAURANT')
      throw badUserInput(LINK_MESSAGES.staffAccount);
    if (user.role === 'RESTAURANT' && user.restaurantId) throw badUserInput(LINK_MESSAGES.otherRestaurant);
    await setUserLink(tx, user.id, { role: 'RESTAURANT', restaurantId });
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'restaurant.link-user',
      entityType: 'user',
      entityId: user.id,
      restaurantId,
      before: { role: user.role, restaurantId: user.restaurantId },
      after: { role: 'RESTAURANT', restaurantId, email: user.email },
      requestId: deps.requestId ?? null,
    });
  });
}

/**
 * The same link by the restaurant's slug: `npm run link-restaurant-user` (docs/restaurant-console.md
 * "Roles"). Returns the restaurant's name for the command's answer.
 */
export async function linkRestaurantUserBySlug(
  deps: LinkDeps,
  { slug, email }: { slug: string; email: string },
): Promise<{ id: string; name: string }> {
  const [restaurant] = await deps.db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.slug, slug.trim()));
  if (!restaurant) throw notFound(`No restaurant with the slug "${slug}".`);
  await linkRestaurantUser(deps, { restaurantId: restaurant.id, email });
  return restaurant;
}

export async function unlinkRestaurantUser(
  deps: RestaurantAdminDeps,
  { restaurantId, userId }: { restaurantId: string; userId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockRestaurant(tx, restaurantId))) throw restaurantNotFound();
    const user = isUuid(userId) ? await findLinkedUser(tx, userId, restaurantId) : null;
    if (!user) throw notFound(LINK_MESSAGES.notLinked);
    await setUserLink(tx, user.id, { role: 'CUSTOMER', restaurantId: null });
    await recordAudit(tx, {
      actor: userActor(deps.viewer),
      action: 'restaurant.unlink-user',
      entityType: 'user',
      entityId: user.id,
      restaurantId,
      before: { role: 'RESTAURANT', restaurantId, email: user.email },
      after: { role: 'CUSTOMER', restaurantId: null },
      requestId: deps.requestId,
    });
  });
}
