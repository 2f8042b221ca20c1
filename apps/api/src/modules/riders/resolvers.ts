import type { Resolvers } from '../../generated/graphql.ts';
import { getRiderEarnings } from './get-rider-earnings.ts';
import { getRiderProfile } from './get-rider-profile.ts';
import { listRiderOffers } from './list-rider-offers.ts';
import { requireRider } from './rider-context.ts';
import { setRiderOnline } from './set-rider-online.ts';
import { subscribeRiderOffers } from './subscribe-rider-offers.ts';

// Thin: the signed-in rider, one operation. Taking an offer, picking up and delivering are the
// tracking module's assignOrder, pickUpOrder and deliverOrder (docs/rider-app.md).
export const ridersResolvers: Resolvers = {
  Query: {
    riderProfile: async (_parent, _args, ctx) =>
      getRiderProfile({ db: ctx.db, rider: await requireRider(ctx) }),
    riderOffers: async (_parent, _args, ctx) =>
      listRiderOffers({ db: ctx.db, rider: await requireRider(ctx) }),
    riderEarnings: async (_parent, _args, ctx) =>
      getRiderEarnings({ db: ctx.db, catalog: ctx.catalog, rider: await requireRider(ctx), now: ctx.now }),
  },
  Mutation: {
    setRiderOnline: async (_parent, { online }, ctx) => {
      const rider = await setRiderOnline({ db: ctx.db, rider: await requireRider(ctx), online });
      return getRiderProfile({ db: ctx.db, rider });
    },
  },
  Subscription: {
    subscriptionRiderOffers: {
      subscribe: async (_parent, _args, ctx) => {
        await requireRider(ctx);
        return subscribeRiderOffers(ctx);
      },
      resolve: <T>(payload: T) => payload,
    },
  },
};
