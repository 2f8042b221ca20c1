import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireConsoleUser, requireManagedRestaurant } from '../restaurant-console/console-access.ts';
import { exportOrdersCsv } from './export-orders-csv.ts';
import { getReport } from './get-report.ts';
import { toHistoryFilter, toPage, toReportRange } from './history-filter.ts';
import { listOrderHistory } from './list-order-history.ts';
import { listRestaurantReviews } from './reports.repository.ts';
import { replyToReview } from './reply-to-review.ts';

// Thin: authorise against the user's own restaurants (restaurant-console/console-access.ts), call one
// operation.

async function managed(ctx: GraphQLContext, restaurant: string) {
  const restaurantId = await requireManagedRestaurant(ctx, restaurant);
  const row = await ctx.catalog.restaurant(restaurantId);
  if (!row) throw new Error(`restaurant ${restaurantId} is linked but missing`);
  return { restaurantId, timeZone: row.timeZone };
}

export const restaurantReportsResolvers: Resolvers = {
  Query: {
    consoleOrderHistory: async (_parent, args, ctx) => {
      const filter = toHistoryFilter(await managed(ctx, args.restaurant), args);
      return listOrderHistory(ctx.db, filter, toPage(args));
    },
    consoleOrdersCsv: async (_parent, args, ctx) =>
      exportOrdersCsv(ctx.db, toHistoryFilter(await managed(ctx, args.restaurant), args)),
    consoleReport: async (_parent, { restaurant, period, from, to }, ctx) => {
      const filter = toHistoryFilter(await managed(ctx, restaurant), toReportRange(from, to));
      const configuration = await ctx.catalog.configuration();
      if (!configuration) throw new Error('the platform configuration is missing');
      const { currency, currencySymbol } = configuration;
      return getReport(ctx.db, { filter, period, currency, currencySymbol });
    },
    consoleReviews: async (_parent, { restaurant, first, offset }, ctx) => {
      const { restaurantId } = await managed(ctx, restaurant);
      const { rows, totalCount } = await listRestaurantReviews(
        ctx.db,
        restaurantId,
        toPage({ first, offset }),
      );
      return { reviews: rows, totalCount };
    },
  },
  Mutation: {
    replyToReview: async (_parent, { review, text }, ctx) => {
      const { user, restaurantIds } = await requireConsoleUser(ctx);
      return replyToReview(
        { db: ctx.db, now: ctx.now, requestId: ctx.requestId },
        { user, restaurantIds, reviewId: review.trim(), text },
      );
    },
  },
  Review: {
    reply: (review) => review.reply ?? null,
    repliedAt: (review) => review.repliedAt?.toISOString() ?? null,
  },
};
