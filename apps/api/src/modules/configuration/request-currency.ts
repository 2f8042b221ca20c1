import { requestScoped } from '../../lib/request-scoped.ts';
import { FALLBACK_CONFIGURATION } from './get-configuration.ts';

/** The platform currency, read once per request (from the process cache) by every money field. */
export const requestCurrency = requestScoped(
  async (ctx) => ((await ctx.catalog.configuration()) ?? FALLBACK_CONFIGURATION).currency,
);
