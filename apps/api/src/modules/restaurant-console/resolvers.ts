import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { userActor } from '../audit/record-audit.ts';
import { requireConsoleUser, requireManagedRestaurant } from './console-access.ts';
import type { ConsoleDeps } from './console-deps.ts';
import { getConsoleSummary } from './get-console-summary.ts';
import { listConsoleOrders } from './list-console-orders.ts';
import { getConsoleRestaurant, listConsoleRestaurants } from './list-console-restaurants.ts';
import { pauseRestaurantUntil, setExtraPreparationTime, setManualPause } from './busy-controls.ts';
import { addClosure, listClosures, removeClosure } from './closures.ts';
import { setOutOfStock } from './set-out-of-stock.ts';
import { subscribeConsoleOrders } from './subscribe-console-orders.ts';
import { updateOpeningTimes } from './update-opening-times.ts';

// Thin: authorise against the user's own restaurants (console-access.ts), call one operation.

const deps = (ctx: GraphQLContext): ConsoleDeps => ({ db: ctx.db, catalog: ctx.catalog, now: ctx.now });

/** A managed restaurant's id and time zone. */
async function managed(ctx: GraphQLContext, restaurant: string) {
  const restaurantId = await requireManagedRestaurant(ctx, restaurant);
  const row = await ctx.catalog.restaurant(restaurantId);
  if (!row) throw new Error(`restaurant ${restaurantId} is linked but missing`);
  return { restaurantId, timeZone: row.timeZone };
}

/** A busy-control change on a managed restaurant: who made it (the audit row) and where. */
async function busyChange(ctx: GraphQLContext, restaurant: string) {
  const { restaurantId, timeZone } = await managed(ctx, restaurant);
  const { user } = await requireConsoleUser(ctx);
  return { restaurantId, timeZone, actor: userActor(user), requestId: ctx.requestId };
}

export const restaurantConsoleResolvers: Resolvers = {
  Query: {
    consoleRestaurants: async (_parent, _args, ctx) => {
      const { restaurantIds } = await requireConsoleUser(ctx);
      return listConsoleRestaurants(deps(ctx), { restaurantIds });
    },
    consoleOrders: async (_parent, { restaurant }, ctx) => {
      const { restaurantId, timeZone } = await managed(ctx, restaurant);
      return listConsoleOrders({ db: ctx.db, restaurantId, timeZone, now: ctx.now });
    },
    consoleSummary: async (_parent, { restaurant }, ctx) => {
      const { restaurantId, timeZone } = await managed(ctx, restaurant);
      const configuration = await ctx.catalog.configuration();
      if (!configuration) throw new Error('the platform configuration is missing');
      const { currency, currencySymbol } = configuration;
      return getConsoleSummary({
        db: ctx.db,
        restaurantId,
        timeZone,
        now: ctx.now,
        currency,
        currencySymbol,
      });
    },
    consoleClosures: async (_parent, { restaurant }, ctx) => {
      const { restaurantId, timeZone } = await managed(ctx, restaurant);
      return listClosures(ctx.db, { restaurantId, timeZone, now: ctx.now });
    },
  },
  Mutation: {
    setFoodOutOfStock: async (_parent, { food, outOfStock }, ctx) => {
      const { restaurantIds } = await requireConsoleUser(ctx);
      return setOutOfStock(deps(ctx), { kind: 'food', id: food, outOfStock, restaurantIds });
    },
    setOptionOutOfStock: async (_parent, { option, outOfStock }, ctx) => {
      const { restaurantIds } = await requireConsoleUser(ctx);
      return setOutOfStock(deps(ctx), { kind: 'option', id: option, outOfStock, restaurantIds });
    },
    pauseRestaurant: async (_parent, { restaurant, paused }, ctx) => {
      const change = await busyChange(ctx, restaurant);
      await setManualPause(deps(ctx), { ...change, paused });
      return getConsoleRestaurant(deps(ctx), change);
    },
    pauseRestaurantUntil: async (_parent, { restaurant, minutes, restOfDay }, ctx) => {
      const change = await busyChange(ctx, restaurant);
      await pauseRestaurantUntil(deps(ctx), { ...change, minutes, restOfDay });
      return getConsoleRestaurant(deps(ctx), change);
    },
    setExtraPreparationTime: async (_parent, { restaurant, minutes }, ctx) => {
      const change = await busyChange(ctx, restaurant);
      await setExtraPreparationTime(deps(ctx), { ...change, minutes });
      return getConsoleRestaurant(deps(ctx), change);
    },
    addClosure: async (_parent, { restaurant, date, note }, ctx) =>
      addClosure(deps(ctx), { ...(await busyChange(ctx, restaurant)), date: date.trim(), note }),
    removeClosure: async (_parent, { restaurant, date }, ctx) =>
      removeClosure(deps(ctx), { ...(await busyChange(ctx, restaurant)), date: date.trim() }),
    updateOpeningTimes: async (_parent, { restaurant, openingTimes }, ctx) => {
      const restaurantId = await requireManagedRestaurant(ctx, restaurant);
      await updateOpeningTimes(deps(ctx), { restaurantId, openingTimes });
      return getConsoleRestaurant(deps(ctx), { restaurantId });
    },
  },
  Subscription: {
    subscriptionConsoleOrders: {
      subscribe: async (_parent, { restaurant, current }, ctx) => {
        const { restaurantId, timeZone } = await managed(ctx, restaurant);
        return subscribeConsoleOrders(ctx, {
          restaurantId,
          timeZone,
          now: ctx.now,
          current: current === true,
        });
      },
      resolve: <T>(payload: T) => payload,
    },
  },
};
