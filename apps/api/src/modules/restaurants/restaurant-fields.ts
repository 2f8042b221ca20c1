import { isRestaurantOpen } from '@food/domain';
import type { Resolvers } from '../../generated/graphql.ts';
import { toMajor, toMajorOrNull } from '../../lib/money.ts';
import { toPoint } from '../../lib/point.ts';
import { requestCurrency } from '../configuration/request-currency.ts';
import { toOpeningTimes } from './opening-times.ts';
import { restaurantLoaders } from './restaurant-loaders.ts';

// Field resolvers from rows to the spec's shapes (ordering-core §3): ids as `_id`, points longitude
// first, money from integer minor units to Float major units at this edge only.

export const restaurantFieldResolvers: Resolvers = {
  Restaurant: {
    _id: (r) => r.id,
    orderId: (r) => r.orderSequence,
    location: (r) => toPoint(r),
    minimumOrder: async (r, _args, ctx) => toMajor(r.minimumOrder, await requestCurrency(ctx)),
    deliveryCharges: async (r, _args, ctx) => toMajorOrNull(r.deliveryCharges, await requestCurrency(ctx)),
    distance: (r) => r.distanceKm ?? null,
    rating: async (r, _args, ctx) => (await restaurantLoaders(ctx).reviewStats.load(r.id)).average,
    isOpen: async (r, _args, ctx) => {
      const rows = await restaurantLoaders(ctx).openingTimes.load(r.id);
      // Evaluated on the server in the restaurant's time zone (DESIGN.md security changes).
      return isRestaurantOpen({
        isAvailable: r.isAvailable,
        openingTimes: toOpeningTimes(rows),
        timeZone: r.timeZone,
        now: ctx.now,
      });
    },
    reviewData: (r) => ({ restaurantId: r.id }),
    categories: (r, _args, ctx) => restaurantLoaders(ctx).categories.load(r.id),
    options: (r, _args, ctx) => restaurantLoaders(ctx).options.load(r.id),
    addons: (r, _args, ctx) => restaurantLoaders(ctx).addons.load(r.id),
    zone: (r, _args, ctx) => (r.zoneId ? restaurantLoaders(ctx).zone.load(r.zoneId) : null),
    openingTimes: async (r, _args, ctx) =>
      toOpeningTimes(await restaurantLoaders(ctx).openingTimes.load(r.id)),
  },
  ReviewData: {
    total: async ({ restaurantId }, _args, ctx) =>
      (await restaurantLoaders(ctx).reviewStats.load(restaurantId)).total,
    ratings: async ({ restaurantId }, _args, ctx) =>
      (await restaurantLoaders(ctx).reviewStats.load(restaurantId)).average,
    reviews: ({ restaurantId }, _args, ctx) => restaurantLoaders(ctx).reviews.load(restaurantId),
  },
  Review: {
    _id: (review) => review.id,
    // Only the reviewer's display name is public; the e-mail stays null.
    order: (review) => ({
      _id: review.orderId,
      user: { _id: review.userId, name: review.userName, email: null },
    }),
    createdAt: (review) => review.createdAt.toISOString(),
  },
  Category: {
    _id: (category) => category.id,
    foods: (category, _args, ctx) => restaurantLoaders(ctx).foods.load(category.id),
  },
  Food: {
    _id: (food) => food.id,
    variations: (food, _args, ctx) => restaurantLoaders(ctx).variations.load(food.id),
  },
  Variation: {
    _id: (variation) => variation.id,
    price: async (variation, _args, ctx) => toMajor(variation.price, await requestCurrency(ctx)),
    discounted: async (variation, _args, ctx) =>
      toMajorOrNull(variation.discounted, await requestCurrency(ctx)),
    addons: (variation, _args, ctx) => restaurantLoaders(ctx).variationAddonIds.load(variation.id),
  },
  Addon: {
    _id: (addon) => addon.id,
    options: (addon, _args, ctx) => restaurantLoaders(ctx).addonOptionIds.load(addon.id),
  },
  Option: {
    _id: (option) => option.id,
    price: async (option, _args, ctx) => toMajor(option.price, await requestCurrency(ctx)),
  },
  Zone: {
    _id: (zone) => zone.id,
  },
};
