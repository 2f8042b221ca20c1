import type { GraphQLContext } from '../../context.ts';
import { requestScoped } from '../../lib/request-scoped.ts';
import { FALLBACK_CONFIGURATION } from './get-configuration.ts';

/** The platform currency, read once per request (from the process cache) by every money field. */
export const requestCurrency = requestScoped(
  async (ctx) => ((await ctx.catalog.configuration()) ?? FALLBACK_CONFIGURATION).currency,
);

const known = new WeakMap<GraphQLContext, string>();

/**
 * `use(currency)`, synchronously once the request's currency is known: a menu has hundreds of
 * prices, and a promise per price is most of what converting them costs.
 */
export function withCurrency<T>(ctx: GraphQLContext, use: (currency: string) => T): T | Promise<T> {
  const currency = known.get(ctx);
  if (currency !== undefined) return use(currency);
  return requestCurrency(ctx).then((value) => {
    known.set(ctx, value);
    return use(value);
  });
}
