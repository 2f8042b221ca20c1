import { isPausedAt, isRestaurantOpenNow } from '@food/domain';
import type { Resolvers } from '../../generated/graphql.ts';
import { toMajor, toMajorOrNull } from '../../lib/money.ts';
import { toPoint } from '../../lib/point.ts';
import { withCurrency } from '../configuration/request-currency.ts';
import type { RestaurantCard } from '../catalog/catalog-cache-interface.ts';
import type { RestaurantRow } from '../catalog/catalog.repository.ts';
import type { Menu } from '../catalog/menus.ts';
import type { GraphQLContext } from '../../context.ts';
import { parseCoordinates } from './restaurant-input.ts';
import { restaurantLoaders } from './restaurant-loaders.ts';
import { foodsAvailableAt } from '../catalog/menus.ts';

// Field resolvers from rows to the API's shapes (docs/product/data.md#restaurants): ids as `_id`, points
// longitude first, money from integer minor units to Float major units at this edge only. Card data and menus
// come from the process caches (ctx.catalog); nothing here queries per restaurant.

export const restaurantFieldResolvers: Resolvers = {
  Restaurant: {
    _id: (r) => r.id,
    orderId: (r, _args, ctx) => restaurantLoaders(ctx).orderSequence.load(r.id),
    location: (r) => toPoint(r),
    minimumOrder: (r, _args, ctx) => withCurrency(ctx, (currency) => toMajor(r.minimumOrder, currency)),
    deliveryCharges: (r, _args, ctx) =>
      withCurrency(ctx, (currency) => toMajorOrNull(r.deliveryCharges, currency)),
    distance: (r) => r.distanceKm ?? null,
    rating: (r, _args, ctx) => withCard(r, ctx, (card) => card.reviews.average),
    isOpen: (r, _args, ctx) => withCard(r, ctx, (card) => isOpenAt(r, card, ctx.now)),
    // A timed pause (console busy controls) shows as unavailable until it ends by itself.
    isAvailable: (r, _args, ctx) => r.isAvailable && !isPausedAt(r.pausedUntil, ctx.now),
    // The console's extra preparation time makes every estimate later while the kitchen is busy.
    deliveryTime: (r) => r.deliveryTime + r.extraPreparationMinutes,
    reviewData: (r) => ({ restaurantId: r.id, card: r.card }),
    categories: (r, _args, ctx) => withCard(r, ctx, (card) => card.categories),
    options: (r, _args, ctx) => withMenu(r.id, ctx, (menu) => menu.options),
    addons: (r, _args, ctx) => withMenu(r.id, ctx, (menu) => menu.addons),
    zone: (r, _args, ctx) => (r.zoneId ? ctx.catalog.zone(r.zoneId) : null),
    // The position index answers, as for the nearby list and placeOrder (docs/admin.md "Zones").
    deliversTo: async (r, args, ctx) =>
      (await ctx.catalog.positions()).reaching(parseCoordinates(args))(r.id) !== null,
    openingTimes: (r, _args, ctx) => withCard(r, ctx, (card) => card.openingTimes),
  },
  ReviewData: {
    total: (data, _args, ctx) => withCard(data, ctx, (card) => card.reviews.total),
    ratings: (data, _args, ctx) => withCard(data, ctx, (card) => card.reviews.average),
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
    // A dish outside its own hours is left out at the request's minute; the cached menu keeps it.
    foods: (category, _args, ctx) => {
      const foodsOf = (menu: Menu, restaurant: RestaurantRow | null) => {
        const foods = menu.foodsByCategory.get(category.id) ?? [];
        return restaurant ? foodsAvailableAt(foods, restaurant.timeZone, ctx.now) : foods;
      };
      // Warm: both cached, answered without a promise (a menu has a dozen categories).
      const menu = ctx.catalog.cached.menu(category.restaurantId);
      const restaurant = ctx.catalog.cached.restaurant(category.restaurantId);
      if (menu && restaurant !== undefined) return foodsOf(menu, restaurant);
      return Promise.all([
        ctx.catalog.menu(category.restaurantId),
        ctx.catalog.restaurant(category.restaurantId),
      ]).then(([loaded, row]) => foodsOf(loaded, row));
    },
  },
  Food: {
    _id: (food) => food.id,
  },
  Variation: {
    _id: (variation) => variation.id,
    price: (variation, _args, ctx) => withCurrency(ctx, (currency) => toMajor(variation.price, currency)),
    discounted: (variation, _args, ctx) =>
      withCurrency(ctx, (currency) => toMajorOrNull(variation.discounted, currency)),
    addons: (variation) => variation.addonIds,
  },
  Addon: {
    _id: (addon) => addon.id,
    options: (addon) => addon.optionIds,
  },
  Option: {
    _id: (option) => option.id,
    price: (option, _args, ctx) => withCurrency(ctx, (currency) => toMajor(option.price, currency)),
  },
  Zone: {
    _id: (zone) => zone.id,
  },
};

/** The card the parent arrived with (nearby lists load them in one batch), else from the cache. */
/**
 * Whether the restaurant is open at `now`: evaluated per request at the request's minute, in the
 * restaurant's time zone (docs/product/changes-from-upstream.md#opening-hours); only the hours are
 * cached, never the answer.
 */
export function isOpenAt(row: RestaurantRow, card: RestaurantCard, now: Date): boolean {
  return isRestaurantOpenNow({
    isAvailable: row.isAvailable,
    openingTimes: card.openingTimes,
    timeZone: row.timeZone,
    now,
    pausedUntil: row.pausedUntil,
    closures: card.closures,
  });
}

function withCard<T>(
  parent: { id?: string; restaurantId?: string; card?: RestaurantCard },
  ctx: GraphQLContext,
  use: (card: RestaurantCard) => T,
): T | Promise<T> {
  if (parent.card) return use(parent.card);
  const id = (parent.id ?? parent.restaurantId)!;
  const cached = ctx.catalog.cached.card(id);
  return cached ? use(cached) : ctx.catalog.card(id).then(use);
}

/** `use(menu)`, at once when the menu is cached (every warm menu request), else once it is loaded. */
function withMenu<T>(restaurantId: string, ctx: GraphQLContext, use: (menu: Menu) => T): T | Promise<T> {
  const cached = ctx.catalog.cached.menu(restaurantId);
  return cached ? use(cached) : ctx.catalog.menu(restaurantId).then(use);
}
