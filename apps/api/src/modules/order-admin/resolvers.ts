import { requireViewer, type GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { FALLBACK_CONFIGURATION } from '../configuration/get-configuration.ts';
import { trackingDeps } from '../tracking/tracking-context.ts';
import { assignRiderByHand } from './assign-rider-by-hand.ts';
import { cancelOrderAsOperator } from './cancel-order-as-operator.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { listOrdersForAdmin } from './list-admin-orders.ts';
import { listAssignableRiders } from './order-admin.repository.ts';

// Roles are the permission table's (ADMIN, SUPPORT); resolvers only pass the signed-in user along.

// The flag's minutes are the platform setting (/admin/settings), read through the catalog cache that
// updateSettings invalidates, so a change applies to the next request on every instance.
const reader = async (ctx: GraphQLContext) => ({
  db: ctx.db,
  now: ctx.now,
  alertMinutes: ((await ctx.catalog.configuration()) ?? FALLBACK_CONFIGURATION).unassignedAlertMinutes,
});
const writer = (ctx: GraphQLContext) => ({ ...trackingDeps(ctx), requestId: ctx.requestId });

export const orderAdminResolvers: Resolvers = {
  Query: {
    adminOrders: async (_parent, args, ctx) => listOrdersForAdmin({ ...(await reader(ctx)), args }),
    adminOrder: async (_parent, { id }, ctx) => getAdminOrder({ ...(await reader(ctx)), id }),
    orderAdminRiders: async (_parent, _args, ctx) =>
      (await listAssignableRiders(ctx.db)).map((rider) => ({
        _id: rider.id,
        name: rider.name,
        zoneName: rider.zoneName,
        isOnline: rider.isOnline,
      })),
  },
  Mutation: {
    adminCancelOrder: async (_parent, { id, reason }, ctx) => {
      const user = await requireViewer(ctx);
      await cancelOrderAsOperator(writer(ctx), { user, orderId: id, reason });
      return getAdminOrder({ ...(await reader(ctx)), id });
    },
    adminAssignRider: async (_parent, { order, rider }, ctx) => {
      const user = await requireViewer(ctx);
      await assignRiderByHand(writer(ctx), { user, orderId: order, riderId: rider });
      return getAdminOrder({ ...(await reader(ctx)), id: order });
    },
  },
};
