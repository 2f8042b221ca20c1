import type { Resolvers } from '../../generated/graphql.ts';
import { findNearbyRestaurants } from './find-nearby-restaurants.ts';
import { getRestaurant } from './get-restaurant.ts';
import { restaurantFieldResolvers } from './restaurant-fields.ts';
import { parseCoordinates, parseRestaurantKey } from './restaurant-input.ts';

export const restaurantsResolvers: Resolvers = {
  Query: {
    // `ip` is accepted for compatibility with older clients and ignored (schema.graphql).
    nearByRestaurants: (_parent, args, ctx) =>
      findNearbyRestaurants({ catalog: ctx.catalog, ...parseCoordinates(args) }),
    restaurant: (_parent, args, ctx) =>
      getRestaurant({ catalog: ctx.catalog, key: parseRestaurantKey(args) }),
  },
  ...restaurantFieldResolvers,
};
