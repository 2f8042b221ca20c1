import { requestScoped } from '../../lib/request-scoped.ts';
import { loadConfigurationRow } from './get-configuration.ts';

/** The platform currency, read once per request by every money field that converts minor units. */
export const requestCurrency = requestScoped(
  async (ctx) => (await loadConfigurationRow({ db: ctx.db })).currency,
);
