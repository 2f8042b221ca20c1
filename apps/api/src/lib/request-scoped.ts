import type { GraphQLContext } from '../context.ts';

/**
 * Wraps a factory so it runs once per GraphQL request (loaders, the request's currency). Keyed by the
 * context object, so nothing outlives the request and modules need not register with the context.
 */
export function requestScoped<T>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const cache = new WeakMap<GraphQLContext, T>();
  return (ctx) => {
    if (cache.has(ctx)) return cache.get(ctx) as T;
    const value = create(ctx);
    cache.set(ctx, value);
    return value;
  };
}
