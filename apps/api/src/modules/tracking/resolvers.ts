import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseCoordinates } from '../../lib/coordinates.ts';
import { acceptOrder } from './accept-order.ts';
import { assignOrder } from './assign-order.ts';
import { cancelOrder } from './cancel-order.ts';
import { declineOrder } from './decline-order.ts';
import { deliverOrder } from './deliver-order.ts';
import { findRider } from './find-rider.ts';
import { handOverPickupOrder } from './hand-over-pickup-order.ts';
import { pickUpOrder } from './pick-up-order.ts';
import { reviewOrder } from './review-order.ts';
import { riderView } from '../orders/rider-view.ts';
import { subscribeOrder, subscribeUserOrders } from './subscribe-order.ts';
import { subscribeRiderLocation } from './subscribe-rider-location.ts';
import { customerActor, orderView, restaurantActor, riderActor, trackingDeps } from './tracking-context.ts';
import { updateRiderLocation } from './update-rider-location.ts';

// Thin: build the actor from the signed-in user, call one operation, return the fresh order.
// Subscriptions authorise in `subscribe`, so an unauthorised client gets an error and no events.
const passThrough = <T>(payload: T) => payload;

export const trackingResolvers: Resolvers = {
  Mutation: {
    cancelOrder: async (_parent, { id }, ctx) => {
      await cancelOrder(trackingDeps(ctx), await customerActor(ctx), { orderId: id });
      return orderView(ctx, id);
    },
    acceptOrder: async (_parent, { id, preparationTime }, ctx) => {
      const actor = await restaurantActor(ctx);
      await acceptOrder(trackingDeps(ctx), actor, { orderId: id, preparationMinutes: preparationTime });
      return orderView(ctx, id);
    },
    declineOrder: async (_parent, { id, reason }, ctx) => {
      await declineOrder(trackingDeps(ctx), await restaurantActor(ctx), { orderId: id, reason });
      return orderView(ctx, id);
    },
    handOverPickupOrder: async (_parent, { id }, ctx) => {
      await handOverPickupOrder(trackingDeps(ctx), await restaurantActor(ctx), { orderId: id });
      return orderView(ctx, id);
    },
    assignOrder: async (_parent, { id }, ctx) => {
      await assignOrder(trackingDeps(ctx), await riderActor(ctx), { orderId: id });
      return orderView(ctx, id);
    },
    pickUpOrder: async (_parent, { id }, ctx) => {
      await pickUpOrder(trackingDeps(ctx), await riderActor(ctx), { orderId: id });
      return orderView(ctx, id);
    },
    deliverOrder: async (_parent, { id }, ctx) => {
      await deliverOrder(trackingDeps(ctx), await riderActor(ctx), { orderId: id });
      return orderView(ctx, id);
    },
    updateRiderLocation: async (_parent, args, ctx) => {
      const actor = await riderActor(ctx);
      const rider = await updateRiderLocation(trackingDeps(ctx), actor, parseCoordinates(args));
      return riderView(rider);
    },
    reviewOrder: async (_parent, { order, rating, description }, ctx) => {
      await reviewOrder(trackingDeps(ctx), await customerActor(ctx), { orderId: order, rating, description });
      return orderView(ctx, order);
    },
  },
  Query: {
    rider: async (_parent, { id }, ctx) => {
      const user = await requireViewer(ctx);
      return findRider(ctx.db, { userId: user.id, riderId: id });
    },
  },
  Subscription: {
    subscriptionOrder: {
      subscribe: async (_parent, { id }, ctx) => {
        const user = await requireViewer(ctx);
        return subscribeOrder(ctx, { userId: user.id, orderId: id });
      },
      resolve: passThrough,
    },
    subscriptionOrders: {
      subscribe: async (_parent, { current }, ctx) => {
        const user = await requireViewer(ctx);
        return subscribeUserOrders(ctx, { userId: user.id, current: current === true });
      },
      resolve: passThrough,
    },
    subscriptionRiderLocation: {
      subscribe: async (_parent, { riderId }, ctx) => {
        const user = await requireViewer(ctx);
        return subscribeRiderLocation(ctx, { userId: user.id, riderId });
      },
      resolve: passThrough,
    },
  },
};
