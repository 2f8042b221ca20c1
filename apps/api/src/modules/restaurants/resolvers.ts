import type { Resolvers } from '../../generated/graphql.ts';
import { parsePageSize } from '../../lib/page-size.ts';
import { toPoint } from '../../lib/point.ts';
import {
  countNearbyRestaurants,
  findNearbyRestaurants,
  listCarouselRestaurants,
  listGroupingsOf,
  pageInfoOf,
} from './find-nearby-restaurants.ts';
import { getRestaurant } from './get-restaurant.ts';
import { listRestaurantPins } from './list-restaurant-pins.ts';
import { decodeNearbyCursor } from './nearby-cursor.ts';
import { restaurantFieldResolvers } from './restaurant-fields.ts';
import { parseCoordinates, parseRestaurantKey, parseSearch } from './restaurant-input.ts';

export const restaurantsResolvers: Resolvers = {
  Query: {
    // `ip` is accepted for compatibility with older clients and ignored (schema.graphql). Every
    // argument is checked before any SQL runs.
    nearByRestaurants: (_parent, args, ctx) => {
      const query = { ...parseCoordinates(args), search: parseSearch(args.search) };
      const first = parsePageSize(args.first);
      const after = decodeNearbyCursor(args.after);
      return findNearbyRestaurants({ db: ctx.db, catalog: ctx.catalog, query, first, after });
    },
    nearByCarouselRestaurants: (_parent, args, ctx) =>
      listCarouselRestaurants({
        catalog: ctx.catalog,
        query: { ...parseCoordinates(args), search: null },
        operation: ctx,
      }),
    nearByRestaurantPins: (_parent, args, ctx) =>
      listRestaurantPins({ catalog: ctx.catalog, query: parseCoordinates(args) }),
    restaurant: (_parent, args, ctx) =>
      getRestaurant({
        catalog: ctx.catalog,
        key: parseRestaurantKey(args),
        isStaffOf: async (restaurantId) => {
          const viewer = await ctx.viewer();
          return (
            viewer?.role === 'ADMIN' ||
            (viewer?.role === 'RESTAURANT' && viewer.restaurantId === restaurantId)
          );
        },
      }),
  },
  NearByData: {
    restaurants: (page) => page.restaurants,
    totalCount: (page, _args, ctx) => countNearbyRestaurants(ctx.db, ctx.catalog, page),
    pageInfo: (page) => pageInfoOf(page),
    offers: (page, _args, ctx) => listGroupingsOf(ctx.catalog, page, 'offers', ctx),
    sections: (page, _args, ctx) => listGroupingsOf(ctx.catalog, page, 'sections', ctx),
  },
  RestaurantPin: {
    _id: (pin) => pin.id,
    location: (pin) => toPoint(pin),
  },
  ...restaurantFieldResolvers,
};
