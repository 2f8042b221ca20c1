import type { Resolvers } from '../../generated/graphql.ts';
import { applyCoupon } from './apply-coupon.ts';
import { getTaxes } from './get-taxes.ts';
import { getTips } from './get-tips.ts';

export const chargesResolvers: Resolvers = {
  Query: {
    tips: (_parent, _args, ctx) => getTips({ catalog: ctx.catalog }),
    taxes: (_parent, _args, ctx) => getTaxes({ catalog: ctx.catalog }),
  },
  Mutation: {
    coupon: async (_parent, args, ctx) =>
      applyCoupon({
        db: ctx.db,
        catalog: ctx.catalog,
        restaurantId: args.restaurantId ?? null,
        subtotal: args.subtotal ?? null,
        // Signed in: "already used by you" is known before checkout.
        userId: (await ctx.viewer())?.id ?? null,
        rateLimiter: ctx.rateLimiter,
        config: ctx.config,
        clientIp: ctx.clientIp,
        now: ctx.now,
        code: args.coupon,
      }),
  },
};
