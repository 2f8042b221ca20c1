import type { GraphQLContext } from '../../context.ts';
import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { toMajor } from '../../lib/money.ts';
import { createRestaurant } from './create-restaurant.ts';
import { getAdminRestaurant, listAdminRestaurants, parseRestaurantId } from './get-admin-restaurant.ts';
import { linkDeps, linkRestaurantUser, unlinkRestaurantUser } from './link-restaurant-user.ts';
import { platformCurrency, type RestaurantAdminDeps } from './restaurant-admin-deps.ts';
import { findZoneChoice, listRestaurantUsers, listZoneChoices } from './restaurant-admin.repository.ts';
import { setRestaurantStatus } from './set-restaurant-status.ts';
import { updateRestaurant } from './update-restaurant.ts';

// Thin: who may call each field is graphql/permissions.ts (operator staff read, ADMIN changes); each
// resolver calls one operation and maps the row.

async function deps(ctx: GraphQLContext): Promise<RestaurantAdminDeps> {
  return { db: ctx.db, catalog: ctx.catalog, viewer: await requireViewer(ctx), requestId: ctx.requestId };
}

const reread = (ctx: GraphQLContext, id: string) => getAdminRestaurant(ctx.db, { id });

export const restaurantAdminResolvers: Resolvers = {
  Query: {
    adminRestaurants: (_parent, args, ctx) => listAdminRestaurants(ctx.db, args),
    adminRestaurant: (_parent, { id }, ctx) => getAdminRestaurant(ctx.db, { id }),
    restaurantAdminZones: async (_parent, _args, ctx) =>
      (await listZoneChoices(ctx.db)).map((zone) => ({ _id: zone.id, title: zone.title })),
  },
  Mutation: {
    createRestaurant: async (_parent, { input }, ctx) => createRestaurant(await deps(ctx), { input }),
    updateRestaurant: async (_parent, { id, input }, ctx) =>
      updateRestaurant(await deps(ctx), { id: parseRestaurantId(id), input }),
    publishRestaurant: async (_parent, { id }, ctx) =>
      setRestaurantStatus(await deps(ctx), { id: parseRestaurantId(id), publish: true }),
    unpublishRestaurant: async (_parent, { id }, ctx) =>
      setRestaurantStatus(await deps(ctx), { id: parseRestaurantId(id), publish: false }),
    linkRestaurantUser: async (_parent, { restaurant, email }, ctx) => {
      const restaurantId = parseRestaurantId(restaurant);
      await linkRestaurantUser(linkDeps(await deps(ctx)), { restaurantId, email });
      return reread(ctx, restaurantId);
    },
    unlinkRestaurantUser: async (_parent, { restaurant, user }, ctx) => {
      const restaurantId = parseRestaurantId(restaurant);
      await unlinkRestaurantUser(await deps(ctx), { restaurantId, userId: user.trim() });
      return reread(ctx, restaurantId);
    },
  },
  AdminRestaurant: {
    _id: (row) => row.id,
    minimumOrder: async (row, _args, ctx) => toMajor(row.minimumOrder, await platformCurrency(ctx.catalog)),
    createdAt: (row) => row.createdAt.toISOString(),
    zone: async (row, _args, ctx) => {
      const zone = row.zoneId ? await findZoneChoice(ctx.db, row.zoneId) : null;
      return zone ? { _id: zone.id, title: zone.title } : null;
    },
    users: async (row, _args, ctx) =>
      (await listRestaurantUsers(ctx.db, row.id)).map((user) => ({ _id: user.id, ...user })),
  },
};
