import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { getOrder, listOrders } from './get-orders.ts';
import { placeOrder } from './place-order.ts';
import { parsePlaceOrderArgs } from './place-order-input.ts';

// Signed-in users only; every order is read by its owner alone (docs/product/access.md#ownership). Orders are
// returned as complete objects (order-view.ts), so no field resolver queries per order.
export const ordersResolvers: Resolvers = {
  Mutation: {
    placeOrder: async (_parent, args, ctx) => {
      const user = await requireViewer(ctx);
      const request = parsePlaceOrderArgs(args);
      return placeOrder(
        {
          db: ctx.db,
          catalog: ctx.catalog,
          pubsub: ctx.pubsub,
          push: ctx.push,
          log: ctx.log,
          user,
          now: ctx.now,
        },
        request,
      );
    },
  },
  Query: {
    orders: async (_parent, args, ctx) =>
      listOrders({ db: ctx.db, user: await requireViewer(ctx), offset: args.offset }),
    order: async (_parent, args, ctx) =>
      getOrder({ db: ctx.db, user: await requireViewer(ctx), id: args.id }),
    orderPaypal: async (_parent, args, ctx) =>
      getOrder({ db: ctx.db, user: await requireViewer(ctx), id: args.id }),
    orderStripe: async (_parent, args, ctx) =>
      getOrder({ db: ctx.db, user: await requireViewer(ctx), id: args.id }),
  },
};
