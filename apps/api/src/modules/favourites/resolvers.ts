import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseOptionalCoordinates } from '../../lib/coordinates.ts';
import { parsePageSize } from '../../lib/page-size.ts';
import { parseRestaurantId } from './favourite-input.ts';
import { listFavouriteRestaurants } from './list-favourite-restaurants.ts';
import { toggleFavourite } from './toggle-favourite.ts';

// Signed-in users only; each acts on the caller's own favourites (docs/product/access.md#ownership).
export const favouritesResolvers: Resolvers = {
  Mutation: {
    addFavourite: async (_parent, args, ctx) => {
      const user = await requireViewer(ctx);
      return toggleFavourite({ db: ctx.db, user, restaurantId: parseRestaurantId(args.id), now: ctx.now });
    },
  },
  Query: {
    userFavourite: async (_parent, args, ctx) => {
      const user = await requireViewer(ctx);
      return listFavouriteRestaurants({
        db: ctx.db,
        user,
        origin: parseOptionalCoordinates(args),
        first: parsePageSize(args.first),
        after: args.after == null ? null : parseRestaurantId(args.after),
      });
    },
  },
};
