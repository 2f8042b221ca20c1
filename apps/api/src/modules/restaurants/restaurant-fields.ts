import { isRestaurantOpen } from '@food/domain';
import type { Resolvers } from '../../generated/graphql.ts';
import { toMajor, toMajorOrNull } from '../../lib/money.ts';
import { toPoint } from '../../lib/point.ts';
import { requestCurrency } from '../configuration/request-currency.ts';
import { restaurantLoaders } from './restaurant-loaders.ts';

// Field resolvers from rows to the spec's shapes (ordering-core §3): ids as `_id`, points longitude
// first, money from integer minor units to Float major units at this edge only. Card data and menus
// come from the process caches (ctx.catalog); nothing here queries per restaurant.

export const restaurantFieldResolvers: Resolvers = {
  Restaurant: {
    _id: (r) => r.id,
    orderId: (r, _args, ctx) => restaurantLoaders(ctx).orderSequence.load(r.id),
    location: (r) => toPoint(r),
    minimumOrder: async (r, _args, ctx) => toMajor(r.minimumOrder, await requestCurrency(ctx)),
    deliveryCharges: async (r, _args, ctx) => toMajorOrNull(r.deliveryCharges, await requestCurrency(ctx)),
    distance: (r) => r.distanceKm ?? null,
    rating: async (r, _args, ctx) => (await ctx.catalog.card(r.id)).reviews.average,
    isOpen: async (r, _args, ctx) =>
      // Evaluated per request at the request's minute, in the restaurant's time zone (DESIGN.md
      // security changes); only the hours are cached, never the answer.
      isRestaurantOpen({
        isAvailable: r.isAvailable,
        openingTimes: (await ctx.catalog.card(r.id)).openingTimes,
        timeZone: r.timeZone,
        now: ctx.now,
      }),
    reviewData: (r) => ({ restaurantId: r.id }),
    categories: async (r, _args, ctx) => (await ctx.catalog.card(r.id)).categories,
    options: async (r, _args, ctx) => (await ctx.catalog.menu(r.id)).options,
    addons: async (r, _args, ctx) => (await ctx.catalog.menu(r.id)).addons,
    zone: (r, _args, ctx) => (r.zoneId ? ctx.catalog.zone(r.zoneId) : null),
    openingTimes: async (r, _args, ctx) => (await ctx.catalog.card(r.id)).openingTimes,
  },
  ReviewData: {
    total: async ({ restaurantId }, _args, ctx) => (await ctx.catalog.card(restaurantId)).reviews.total,
    ratings: async ({ restaurantId }, _args, ctx) => (await ctx.catalog.card(restaurantId)).reviews.average,
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
    foods: async (category, _args, ctx) =>
      (await ctx.catalog.menu(category.restaurantId)).foodsByCategory.get(category.id) ?? [],
  },
  Food: {
    _id: (food) => food.id,
  },
  Variation: {
    _id: (variation) => variation.id,
    price: async (variation, _args, ctx) => toMajor(variation.price, await requestCurrency(ctx)),
    discounted: async (variation, _args, ctx) =>
      toMajorOrNull(variation.discounted, await requestCurrency(ctx)),
    addons: (variation) => variation.addonIds,
  },
  Addon: {
    _id: (addon) => addon.id,
    options: (addon) => addon.optionIds,
  },
  Option: {
    _id: (option) => option.id,
    price: async (option, _args, ctx) => toMajor(option.price, await requestCurrency(ctx)),
  },
  Zone: {
    _id: (zone) => zone.id,
  },
};
